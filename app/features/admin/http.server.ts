import { data, redirect, type AppLoadContext } from "react-router";
import { requireStaff } from "~/shared/auth/auth.server";
import { STAFF_ROLES } from "~/shared/auth/roles";
import { invalid, parseForm, type Invalid } from "~/shared/forms/form-data";
import { textFor } from "~/shared/i18n/text";
import { notFound, numericParam } from "~/shared/http/route-params";
import { brandFields, brandSchema, type BrandField } from "./brand-form";
import { createBrand, updateBrand } from "./brands.server";
import { adminText } from "./text/admin";

/**
 * Every back-office loader and action starts here: editors and administrators pass; a visitor is sent to
 * sign in, a member gets a 403, staff without two-step verification set it up first.
 */
export function requireEditor(context: AppLoadContext, request: Request) {
  return requireStaff(context.auth, request, context.locale, STAFF_ROLES, 403);
}

export const brandPagePath = (id: number) => `/admin/brands/${id}`;

/**
 * The brand form's action, for a new brand (no `idParam`) or an edit of brand `idParam`: the saved brand's page, or the form
 * again with what was typed and why (400; 409 when someone else saved the brand meanwhile).
 */
export async function saveBrandForm(context: AppLoadContext, request: Request, idParam?: string) {
  const editor = await requireEditor(context, request);
  const { locale } = context;
  const id = idParam === undefined ? undefined : numericParam(idParam, request, locale);
  const t = textFor(adminText, locale);
  const parsed = parseForm(brandSchema(t), await request.formData(), brandFields);
  if (!parsed.ok) return data<Invalid<BrandField>>({ ...parsed, formError: t("admin.brand.error.fix") }, 400);
  const { updatedAt, ...input } = parsed.data;
  const result =
    id === undefined
      ? await createBrand(context.db, input, editor.id, locale)
      : await updateBrand(context.db, id, input, updatedAt, editor.id, locale);
  switch (result.status) {
    case "saved":
      throw redirect(`${brandPagePath(result.id)}?${id === undefined ? "created" : "saved"}=1`);
    case "taken":
      return data(
        invalid<BrandField>(parsed.values, { [result.field]: result.message }, t("admin.brand.error.fix")),
        400,
      );
    case "conflict":
      // The form comes back with the latest version's time, so that saving again is a deliberate choice.
      return data(
        invalid<BrandField>({ ...parsed.values, updatedAt: result.updatedAt }, {}, result.message),
        409,
      );
    case "gone":
      return notFound(request, locale);
  }
}
