import { formValues } from "~/features/admin/changes";
import { ItemPage } from "~/features/admin/components/item-parts";
import { newsFormFields } from "~/features/admin/components/news-form";
import { requireEditor, saveNewsForm } from "~/features/admin/http.server";
import { adminPageMeta } from "~/features/admin/meta";
import { newsFields } from "~/features/admin/news-form";
import { newsCategoryChoices } from "~/features/admin/news.server";
import type { AdminMessages } from "~/features/admin/text/admin";
import { useText } from "~/shared/i18n/use-text";
import type { Route } from "./+types/admin-news-new";

/** A new article starts as a draft signed by the editor. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const editor = await requireEditor(context, request);
  return {
    values: formValues(newsFields, { status: "draft", authorName: editor.name }),
    categories: await newsCategoryChoices(context.db),
    siteUrl: context.env.SITE_URL,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  return saveNewsForm(context, request);
}

export const meta: Route.MetaFunction = ({ data, matches }) =>
  adminPageMeta(matches, data, "/admin/news/new", (t) => ({
    title: t("admin.news.newTitle"),
    description: t("admin.news.description"),
  }));

export default function AdminNewsNew({ loaderData, actionData }: Route.ComponentProps) {
  const t = useText<AdminMessages>();
  return (
    <ItemPage
      back={{ to: "/admin/news", label: t("admin.news.back") }}
      title={t("admin.news.newTitle")}
      form="news"
      fields={newsFormFields(t, loaderData.categories)}
      submit={t("admin.news.create")}
      preview={t("admin.article.preview")}
      loaded={loaderData.values}
      refused={actionData}
    />
  );
}
