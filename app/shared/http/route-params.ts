import { data } from "react-router";
import { errorText } from "~/shared/i18n/errors";
import { refusalText } from "~/shared/i18n/refusals";
import type { Locale } from "~/shared/i18n/locale";
import { textFor } from "~/shared/i18n/text";
import { parseId } from "~/shared/lib/ids";

/** SPEC §2.2: a 404 for a path that names nothing, with 'Page not found: {path}' in the request's locale. */
export function notFound(request: Request, locale: Locale): never {
  throw data(textFor(errorText, locale)("error.pageNotFound", { path: new URL(request.url).pathname }), {
    status: 404,
  });
}

/** A 410 for a path whose page staff took off the site (an unpublished item), in the request's locale. */
export function gone(request: Request, locale: Locale): never {
  throw data(textFor(errorText, locale)("error.pageGone", { path: new URL(request.url).pathname }), {
    status: 410,
  });
}

/** A 403 for a signed-in account whose role does not open the page (the back office). */
export function forbidden(request: Request, locale: Locale): never {
  throw data(textFor(refusalText, locale)("refusal.forbidden", { path: new URL(request.url).pathname }), {
    status: 403,
  });
}

/** SPEC §5: a fatal 404 for a malformed id, with 'Page Not Found: {path}'. */
function badParam(request: Request, locale: Locale): never {
  throw data(textFor(errorText, locale)("error.paramNotFound", { path: new URL(request.url).pathname }), {
    status: 404,
  });
}

/**
 * SPEC §5: categId, articleId, id and id_modele must be numeric, otherwise a fatal 404
 * 'Page Not Found: {path}'. Returns the number.
 */
export function numericParam(value: string | undefined, request: Request, locale: Locale): number {
  // Ids are PostgreSQL integers: anything larger cannot name a row.
  const id = parseId(value);
  if (id === null) badParam(request, locale);
  return id;
}

/** Splits a "{id}-{slug}" route segment; the id must be numeric (SPEC §5), the slug may be empty. */
export function idSlugParam(
  value: string | undefined,
  request: Request,
  locale: Locale,
): { id: number; slug: string } {
  const [id, ...rest] = (value ?? "").split("-");
  return { id: numericParam(id, request, locale), slug: rest.join("-") };
}
