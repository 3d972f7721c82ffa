import { describe, expect, it } from "vitest";
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
    expect(errorScreen(status)).toEqual({ shown, heading });
  });
});
