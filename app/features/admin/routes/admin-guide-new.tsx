import { kigaliDay } from "~/features/admin/article-form";
import { formValues } from "~/features/admin/changes";
import { guideFormFields } from "~/features/admin/components/guide-form";
import { ItemPage } from "~/features/admin/components/item-parts";
import { guideFields } from "~/features/admin/guide-form";
import { guideSectionChoices } from "~/features/admin/guides.server";
import { requireEditor, saveGuideForm } from "~/features/admin/http.server";
import { adminPageMeta } from "~/features/admin/meta";
import type { AdminMessages } from "~/features/admin/text/admin";
import { useText } from "~/shared/i18n/use-text";
import type { Route } from "./+types/admin-guide-new";

/** A new guide article starts as a draft recorded today (Kigali); `?section=<id>` picks its section. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireEditor(context, request);
  const sectionId = new URL(request.url).searchParams.get("section");
  return {
    values: formValues(guideFields, { status: "draft", sectionId, recordedOn: kigaliDay(new Date()) }),
    sections: await guideSectionChoices(context.db),
    siteUrl: context.env.SITE_URL,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  return saveGuideForm(context, request);
}

export const meta: Route.MetaFunction = ({ data, matches }) =>
  adminPageMeta(matches, data, "/admin/guides/new", (t) => ({
    title: t("admin.guide.newTitle"),
    description: t("admin.guides.description"),
  }));

export default function AdminGuideNew({ loaderData, actionData }: Route.ComponentProps) {
  const t = useText<AdminMessages>();
  return (
    <ItemPage
      back={{ to: "/admin/guides", label: t("admin.guide.back") }}
      title={t("admin.guide.newTitle")}
      form="guide"
      fields={guideFormFields(t, loaderData.sections)}
      submit={t("admin.guide.create")}
      preview={t("admin.article.preview")}
      loaded={loaderData.values}
      refused={actionData}
    />
  );
}
