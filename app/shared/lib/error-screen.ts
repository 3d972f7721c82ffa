import type { Translate } from "~/shared/i18n/text";
import type { ErrorMessages } from "~/shared/i18n/errors";

/** SPEC §2.2: the status shown (a 301 shows as 404) and the heading 'oops!' with its suffix, in `t`'s language. */
export function errorScreen(status: number, t: Translate<ErrorMessages>): { shown: number; heading: string } {
  const shown = status === 301 ? 404 : status;
  const suffix = shown === 404 ? t("error.notFound") : shown === 500 ? t("error.serverError") : "";
  return { shown, heading: `${t("error.oops")}${suffix}` };
}

/** The parts of a route error response (react-router's ErrorResponse) the error screen reads. */
interface RouteErrorLike {
  status: number;
  statusText: string;
  data: unknown;
  /** Set by the router on the errors it makes itself (405 without an action, 404 without a route). */
  internal?: boolean;
}

function isRouteErrorLike(error: unknown): error is RouteErrorLike {
  return (
    typeof error === "object" &&
    error !== null &&
    typeof (error as RouteErrorLike).status === "number" &&
    typeof (error as RouteErrorLike).statusText === "string" &&
    "data" in error
  );
}

/**
 * Whether a route error response came from the router rather than from a route. The router's own (a POST to
 * a page without an action is a 405) wrap an Error, so their data is that Error's text, "Error: You made a
 * POST request to … for route "features/…"": framework internals, route module names among them. On the
 * server they are marked `internal`; on the client, after a data request, only the text's form is left.
 */
export function isRouterMadeError(error: unknown): boolean {
  if (!isRouteErrorLike(error)) return false;
  return error.internal === true || (typeof error.data === "string" && error.data.startsWith("Error: "));
}

/**
 * The message the error screen shows under the heading: the text a route threw with its status (SPEC §2.2
 * 'Page not found: {path}'), never what the router wrote about itself, nor anything but text.
 */
export function errorScreenMessage(error: unknown): string | undefined {
  if (!isRouteErrorLike(error) || isRouterMadeError(error)) return undefined;
  return typeof error.data === "string" && error.data !== "" ? error.data : undefined;
}

/**
 * Drops the router's own text from errors (entry.server's handleError sees each one before the page is
 * rendered and its data encoded), so neither the screen nor the data sent with the page (the browser
 * renders the screen again from it) names a route module.
 */
export function dropRouterInternals(errors: Record<string, unknown> | null | undefined): void {
  for (const error of Object.values(errors ?? {})) {
    if (isRouterMadeError(error)) (error as RouteErrorLike).data = null;
  }
}
