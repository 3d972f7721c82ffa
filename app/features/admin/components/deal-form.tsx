import type { FieldSpec } from "~/features/admin/components/control";
import { DEAL_LIMITS, type EditableDealField } from "~/features/admin/deal-form";
import type { KindForm } from "~/features/admin/kinds";
import type { AdminMessages } from "~/features/admin/text/admin";
import type { Translate } from "~/shared/i18n/text";

type DealChoices = Extract<KindForm, { kind: "deals" }>["choices"];

/**
 * The deal form's fields, in the order the page shows them (drawn by ItemForm). The versions are every
 * model's, each model folded unless one of its versions is ticked: the form works without JavaScript, and
 * the save refuses versions of another model than the one chosen.
 */
export const dealFormFields = (
  t: Translate<AdminMessages>,
  choices: DealChoices,
): FieldSpec<EditableDealField>[] => {
  const what = t("admin.deal.group.what");
  const offer = t("admin.deal.group.offer");
  const publishing = t("admin.deal.group.publishing");
  return [
    {
      name: "modelId",
      label: t("admin.deal.model"),
      options: choices.models,
      placeholder: t("admin.deal.chooseModel"),
      required: true,
      group: what,
    },
    {
      name: "title",
      label: t("admin.deal.title"),
      hint: t("admin.deal.titleHint"),
      required: true,
      group: what,
    },
    {
      name: "allVersions",
      label: t("admin.deal.allVersions"),
      hint: t("admin.deal.allVersionsHint"),
      type: "checkbox",
      group: what,
    },
    {
      name: "versionIds",
      label: t("admin.deal.versions"),
      hint: t("admin.deal.versionsHint"),
      type: "checkboxes",
      groups: choices.versionGroups,
      group: what,
    },
    {
      name: "description",
      label: t("admin.brand.description"),
      hint: t("admin.brand.descriptionHint", { max: DEAL_LIMITS.description }),
      type: "textarea",
      group: what,
    },
    {
      name: "offer",
      label: t("admin.deal.offer"),
      options: [
        { value: "discount", label: t("admin.deal.offer.discount") },
        { value: "percent", label: t("admin.deal.offer.percent") },
        { value: "price", label: t("admin.deal.offer.price") },
      ],
      required: true,
      group: offer,
    },
    {
      name: "amount",
      label: t("admin.deal.amount"),
      hint: t("admin.deal.amountHint"),
      inputMode: "numeric",
      required: true,
      group: offer,
    },
    { name: "validFrom", label: t("admin.deal.validFrom"), type: "date", required: true, group: offer },
    {
      name: "validTo",
      label: t("admin.deal.validTo"),
      hint: t("admin.deal.validToHint"),
      type: "date",
      required: true,
      group: offer,
    },
    {
      name: "dealerId",
      label: t("admin.deal.dealer"),
      hint: t("admin.deal.dealerHint"),
      options: choices.dealers,
      placeholder: t("admin.deal.noDealer"),
      group: publishing,
    },
    {
      name: "conditions",
      label: t("admin.deal.conditions"),
      hint: t("admin.deal.conditionsHint", { max: DEAL_LIMITS.conditions }),
      type: "textarea",
      group: publishing,
    },
    {
      name: "published",
      label: t("admin.brand.published"),
      hint: t("admin.deal.publishedHint"),
      type: "checkbox",
      group: publishing,
    },
  ];
};
