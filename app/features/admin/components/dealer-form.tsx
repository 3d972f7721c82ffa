import type { Options } from "~/features/admin/kinds";
import type { FieldSpec } from "~/features/admin/components/control";
import { DEALER_LIMITS, type DealerField } from "~/features/admin/dealer-fields";
import type { AdminMessages } from "~/features/admin/text/admin";
import type { Translate } from "~/shared/i18n/text";

/** The dealer form's fields, in the order the page shows them (drawn by ItemForm); the week is one editor. */
export const dealerFormFields = (
  t: Translate<AdminMessages>,
  choices: { brands: Options; districts: Options },
): FieldSpec<DealerField>[] => [
  { name: "name", label: t("admin.brand.name"), required: true, group: t("admin.dealer.group.identity") },
  { name: "slug", label: t("admin.brand.slug"), hint: t("admin.dealer.slugHint"), code: true },
  {
    name: "description",
    label: t("admin.brand.description"),
    hint: t("admin.brand.descriptionHint", { max: DEALER_LIMITS.description }),
    type: "textarea",
  },
  { name: "sellsNew", label: t("admin.dealer.sellsNew"), type: "checkbox" },
  { name: "sellsUsed", label: t("admin.dealer.sellsUsed"), type: "checkbox" },
  { name: "hasService", label: t("admin.dealer.hasService"), type: "checkbox" },
  {
    name: "address",
    label: t("admin.dealer.address"),
    hint: t("admin.dealer.addressHint"),
    group: t("admin.dealer.group.contact"),
  },
  {
    name: "district",
    label: t("admin.dealer.district"),
    options: choices.districts,
    placeholder: t("admin.dealer.chooseDistrict"),
    required: true,
  },
  {
    name: "phone",
    label: t("admin.dealer.phone"),
    hint: t("admin.dealer.phoneHint"),
    type: "tel",
    required: true,
  },
  { name: "whatsapp", label: t("admin.dealer.whatsapp"), hint: t("admin.dealer.whatsappHint"), type: "tel" },
  { name: "email", label: t("admin.dealer.email"), type: "email", code: true },
  {
    name: "website",
    label: t("admin.dealer.website"),
    hint: t("admin.dealer.websiteHint"),
    type: "url",
    code: true,
  },
  {
    name: "latitude",
    label: t("admin.dealer.latitude"),
    hint: t("admin.dealer.pointHint"),
    inputMode: "decimal",
  },
  { name: "longitude", label: t("admin.dealer.longitude"), inputMode: "decimal" },
  {
    name: "brands",
    label: t("admin.dealer.brands"),
    hint: t("admin.dealer.brandsHint"),
    type: "checkboxes",
    options: choices.brands,
    group: t("admin.dealer.group.brands"),
  },
  {
    name: "hours.1.opens",
    label: t("admin.dealer.group.hours"),
    type: "week",
    group: t("admin.dealer.group.hours"),
  },
];
