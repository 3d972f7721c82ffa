import type { FieldSpec } from "~/features/admin/components/control";
import type { Options } from "~/features/admin/kinds";
import { MODEL_LIMITS, type EditableModelField } from "~/features/admin/model-form";
import type { AdminMessages } from "~/features/admin/text/admin";
import type { Translate } from "~/shared/i18n/text";

/** The model form's fields, in the order the page shows them (drawn by ItemForm). */
export const modelFormFields = (
  t: Translate<AdminMessages>,
  choices: { brands: Options; bodies: Options; energies: Options },
): FieldSpec<EditableModelField>[] => [
  {
    name: "brandId",
    label: t("admin.model.brand"),
    options: choices.brands,
    placeholder: t("admin.model.chooseBrand"),
    required: true,
  },
  { name: "name", label: t("admin.model.name"), required: true },
  { name: "slug", label: t("admin.brand.slug"), hint: t("admin.model.slugHint"), code: true },
  {
    name: "body",
    label: t("admin.model.body"),
    options: choices.bodies,
    placeholder: t("admin.model.choose"),
    required: true,
  },
  {
    name: "energy",
    label: t("admin.model.energy"),
    options: choices.energies,
    placeholder: t("admin.model.choose"),
    required: true,
  },
  { name: "segment", label: t("admin.model.segment"), hint: t("admin.model.segmentHint") },
  {
    name: "launchedOn",
    label: t("admin.model.launchedOn"),
    hint: t("admin.model.launchedOnHint"),
    type: "date",
  },
  {
    name: "description",
    label: t("admin.brand.description"),
    hint: t("admin.brand.descriptionHint", { max: MODEL_LIMITS.description }),
    type: "textarea",
  },
  {
    name: "published",
    label: t("admin.brand.published"),
    hint: t("admin.model.publishedHint"),
    type: "checkbox",
  },
];
