import { guideFormFields } from "~/features/admin/components/guide-form";
import { ItemPage } from "~/features/admin/components/item-parts";
import { guideFields } from "~/features/admin/guide-form";
import { guideForEdit, guideSectionChoices } from "~/features/admin/guides.server";
import { itemForEdit, saveGuideForm } from "~/features/admin/http.server";
import { adminPageMeta } from "~/features/admin/meta";
import type { AdminMessages } from "~/features/admin/text/admin";
import { useText } from "~/shared/i18n/use-text";
import type { Route } from "./+types/admin-guide-edit";

/** /admin/guides/:id: the article's form (with the version it shows), its preview and its history. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { item, ...page } = await itemForEdit(context, request, params.id, {
    entityType: "guide",
    fields: guideFields,
    load: guideForEdit,
  });
  return {
    ...page,
    article: { id: item.id, title: item.title, path: item.status === "published" ? item.path : null },
    sections: await guideSectionChoices(context.db),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return saveGuideForm(context, request, params.id);
}

export const meta: Route.MetaFunction = ({ data, matches }) =>
  adminPageMeta(matches, data, `/admin/guides/${data?.article.id}`, (t) => ({
    title: t("admin.guide.editTitle", { name: data?.article.title ?? "" }),
    description: t("admin.guides.description"),
  }));

export default function AdminGuideEdit({ loaderData, actionData }: Route.ComponentProps) {
  const t = useText<AdminMessages>();
  const { article, values, done, history, sections } = loaderData;
  return (
    <ItemPage
      back={{ to: "/admin/guides", label: t("admin.guide.back") }}
      title={t("admin.guide.editTitle", { name: article.title })}
      view={article.path}
      done={done}
      created={t("admin.guide.created")}
      history={history}
      form="guide"
      fields={guideFormFields(t, sections)}
      submit={t("admin.brand.save")}
      preview={t("admin.article.preview")}
      loaded={values}
      refused={actionData}
    />
  );
}
