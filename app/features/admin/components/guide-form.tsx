import { articleFields } from "~/features/admin/components/article-fields";
import type { FieldSpec } from "~/features/admin/components/control";
import type { Options } from "~/features/admin/kinds";
import type { GuideFormField } from "~/features/admin/guide-form";
import type { AdminMessages } from "~/features/admin/text/admin";
import type { Translate } from "~/shared/i18n/text";

/** The practical-guide article form's fields, in the order the page shows them (drawn by ItemForm). */
export const guideFormFields = (
  t: Translate<AdminMessages>,
  sections: Options,
): FieldSpec<GuideFormField>[] =>
  articleFields(
    t,
    [
      {
        name: "sectionId",
        label: t("admin.guides.section"),
        options: sections,
        placeholder: t("admin.guide.chooseSection"),
        required: true,
      },
    ],
    [
      {
        name: "sources",
        label: t("admin.guide.sources"),
        hint: t("admin.guide.sourcesHint"),
        type: "textarea",
        rows: 4,
        required: true,
      },
      {
        name: "recordedOn",
        label: t("admin.guide.recordedOn"),
        hint: t("admin.guide.recordedOnHint"),
        type: "date",
        required: true,
      },
    ],
  );
