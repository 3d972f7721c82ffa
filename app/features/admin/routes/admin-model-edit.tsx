import { modelFormFields } from "~/features/admin/components/model-form";
import { ItemPage } from "~/features/admin/components/item-parts";
import { itemForEdit, saveModelForm } from "~/features/admin/http.server";
import { adminPageMeta } from "~/features/admin/meta";
import { modelFields } from "~/features/admin/model-form";
import { modelForEdit, modelFormChoices } from "~/features/admin/models.server";
import type { AdminMessages } from "~/features/admin/text/admin";
import { useText } from "~/shared/i18n/use-text";
import { modelPath } from "~/shared/lib/links";
import type { Route } from "./+types/admin-model-edit";

/** /admin/models/:id: the model's form (with the version it shows) and its history. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { item, ...page } = await itemForEdit(context, request, params.id, {
    entityType: "model",
    fields: modelFields,
    load: modelForEdit,
  });
  return {
    ...page,
    model: {
      id: item.id,
      name: item.name,
      path: item.published ? modelPath({ slug: item.brandSlug }, item) : null,
    },
    choices: await modelFormChoices(context.db),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return saveModelForm(context, request, params.id);
}

export const meta: Route.MetaFunction = ({ data, matches }) =>
  adminPageMeta(matches, data, `/admin/models/${data?.model.id}`, (t) => ({
    title: t("admin.model.editTitle", { name: data?.model.name ?? "" }),
    description: t("admin.models.description"),
  }));

export default function AdminModelEdit({ loaderData, actionData }: Route.ComponentProps) {
  const t = useText<AdminMessages>();
  const { model, values, done, history, choices } = loaderData;
  return (
    <ItemPage
      back={{ to: "/admin/models", label: t("admin.model.back") }}
      title={t("admin.model.editTitle", { name: model.name })}
      view={model.path}
      links={[
        { to: "photos", label: t("admin.model.photos") },
        { to: `/admin/versions?model=${model.id}`, label: t("admin.model.versions") },
        { to: `/admin/versions/new?model=${model.id}`, label: t("admin.model.addVersion") },
      ]}
      done={done}
      created={t("admin.model.created")}
      history={history}
      form="model"
      fields={modelFormFields(t, choices)}
      submit={t("admin.brand.save")}
      loaded={values}
      refused={actionData}
    />
  );
}
