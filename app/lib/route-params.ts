import { data } from "react-router";
import { t } from "./i18n";
import { isNumericParam } from "./links";

/**
 * SPEC §5: categId, articleId, id and id_modele must be numeric, otherwise a fatal 404
 * 'Page Not Found: {path}'. Returns the number.
 */
export function numericParam(value: string | undefined, request: Request): number {
  if (!isNumericParam(value)) {
    throw data(t("error.paramNotFound", { path: new URL(request.url).pathname }), { status: 404 });
  }
  const number = Number(value);
  if (!Number.isSafeInteger(number) || number > 2_147_483_647) {
    throw data(t("error.paramNotFound", { path: new URL(request.url).pathname }), { status: 404 });
  }
  return number;
}

/** Splits a "{id}-{slug}" route segment; the id must be numeric (SPEC §5), the slug may be empty. */
export function idSlugParam(value: string | undefined, request: Request): { id: number; slug: string } {
  const [id, ...rest] = (value ?? "").split("-");
  return { id: numericParam(id, request), slug: rest.join("-") };
}
