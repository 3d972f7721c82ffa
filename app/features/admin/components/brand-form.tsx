import { BRAND_LIMITS, type EditableBrandField } from "~/features/admin/brand-form";
import type { FieldSpec } from "~/features/admin/components/control";
import type { AdminMessages } from "~/features/admin/text/admin";
import type { Translate } from "~/shared/i18n/text";

/** The brand form's fields, in the order the page shows them (drawn by ItemForm). */
export const brandFormFields = (t: Translate<AdminMessages>): FieldSpec<EditableBrandField>[] => [
  { name: "name", label: t("admin.brand.name"), required: true },
  { name: "slug", label: t("admin.brand.slug"), hint: t("admin.brand.slugHint"), code: true },
  {
    name: "colour",
    label: t("admin.brand.colour"),
    hint: t("admin.brand.colourHint"),
    required: true,
    code: true,
  },
  { name: "country", label: t("admin.brand.country") },
  {
    name: "description",
    label: t("admin.brand.description"),
    hint: t("admin.brand.descriptionHint", { max: BRAND_LIMITS.description }),
    type: "textarea",
  },
  {
    name: "published",
    label: t("admin.brand.published"),
    hint: t("admin.brand.publishedHint"),
    type: "checkbox",
  },
];
