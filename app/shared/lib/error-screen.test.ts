import { describe, expect, it } from "vitest";
import { errorText } from "~/shared/i18n/errors";
import { textFor } from "~/shared/i18n/text";
import { errorScreen } from "./error-screen";

describe("errorScreen", () => {
  it.each([
    [404, 404, "oops! Page introuvable"],
    [301, 404, "oops! Page introuvable"],
    [500, 500, "oops! Désolé, une erreur s'est produite"],
    [403, 403, "oops!"],
    [410, 410, "oops!"],
    [503, 503, "oops!"],
  ])("status %i shows %i and %j", (status, shown, heading) => {
    expect(errorScreen(status, textFor(errorText, "en"))).toEqual({ shown, heading });
  });
});
