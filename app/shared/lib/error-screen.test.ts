import { describe, expect, it } from "vitest";
import { errorText } from "~/shared/i18n/errors";
import { textFor } from "~/shared/i18n/text";
import { UNSAFE_ErrorResponseImpl as ErrorResponseImpl, data } from "react-router";
import { dropRouterInternals, errorScreen, errorScreenMessage, isRouterMadeError } from "./error-screen";

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

describe("the error screen's message (no framework internals)", () => {
  const noAction =
    'You made a POST request to "/about-us" but did not provide an `action` for route "features/pages/routes/about-us", so there is no way to handle the request.';
  // What the router makes for a POST to a page without an action, on the server (internal) and as the
  // browser decodes it after a data request (the flag is not sent, the Error's text is).
  const onServer = () => new ErrorResponseImpl(405, "Method Not Allowed", new Error(noAction), true);
  const onClient = () => new ErrorResponseImpl(405, "Method Not Allowed", `Error: ${noAction}`);

  it("shows what a route threw with its status", () => {
    const thrown = new ErrorResponseImpl(404, "Not Found", "Page not found: /nowhere");
    expect(isRouterMadeError(thrown)).toBe(false);
    expect(errorScreenMessage(thrown)).toBe("Page not found: /nowhere");
  });

  it("never shows the router's own text about a route module", () => {
    expect(onServer().data).toContain("features/pages/routes/about-us");
    for (const error of [onServer(), onClient()]) {
      expect(isRouterMadeError(error)).toBe(true);
      expect(errorScreenMessage(error)).toBeUndefined();
    }
  });

  it("shows nothing for other errors or data that is not text", () => {
    expect(errorScreenMessage(new Error("boom"))).toBeUndefined();
    expect(errorScreenMessage(new ErrorResponseImpl(400, "Bad Request", { field: "x" }))).toBeUndefined();
    expect(errorScreenMessage(new ErrorResponseImpl(404, "Not Found", ""))).toBeUndefined();
    expect(errorScreenMessage(data("not a response", { status: 400 }))).toBeUndefined();
  });

  it("empties the router's own errors of a server render and keeps the routes'", () => {
    const internal = onServer();
    const thrown = new ErrorResponseImpl(404, "Not Found", "Page not found: /nowhere");
    dropRouterInternals({ root: internal, "features/x": thrown });
    expect(internal.data).toBeNull();
    expect(internal.status).toBe(405);
    expect(thrown.data).toBe("Page not found: /nowhere");
    expect(() => dropRouterInternals(null)).not.toThrow();
  });
});
