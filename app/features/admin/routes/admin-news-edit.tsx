import { ItemPage } from "~/features/admin/components/item-parts";
import { newsFormFields } from "~/features/admin/components/news-form";
import { itemForEdit, saveNewsForm } from "~/features/admin/http.server";
import { adminPageMeta } from "~/features/admin/meta";
import { newsFields } from "~/features/admin/news-form";
import { newsCategoryChoices, newsForEdit } from "~/features/admin/news.server";
import type { AdminMessages } from "~/features/admin/text/admin";
import { useText } from "~/shared/i18n/use-text";
import type { Route } from "./+types/admin-news-edit";

/** /admin/news/:id: the article's form (with the version it shows), its preview and its history. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { item, ...page } = await itemForEdit(context, request, params.id, {
    entityType: "news",
    fields: newsFields,
    load: newsForEdit,
  });
  return {
    ...page,
    article: { id: item.id, title: item.title, path: item.status === "published" ? item.path : null },
    categories: await newsCategoryChoices(context.db),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return saveNewsForm(context, request, params.id);
}

export const meta: Route.MetaFunction = ({ data, matches }) =>
  adminPageMeta(matches, data, `/admin/news/${data?.article.id}`, (t) => ({
    title: t("admin.news.editTitle", { name: data?.article.title ?? "" }),
    description: t("admin.news.description"),
  }));

export default function AdminNewsEdit({ loaderData, actionData }: Route.ComponentProps) {
  const t = useText<AdminMessages>();
  const { article, values, done, history, categories } = loaderData;
  return (
    <ItemPage
      back={{ to: "/admin/news", label: t("admin.news.back") }}
      title={t("admin.news.editTitle", { name: article.title })}
      view={article.path}
      links={[{ to: "cover", label: t("admin.news.cover") }]}
      done={done}
      created={t("admin.news.created")}
      history={history}
      form="news"
      fields={newsFormFields(t, categories)}
      submit={t("admin.brand.save")}
      preview={t("admin.article.preview")}
      loaded={values}
      refused={actionData}
    />
  );
}
