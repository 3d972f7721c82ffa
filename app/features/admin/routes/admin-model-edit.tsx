import { Link } from "react-router";
import { itemHistory } from "~/features/admin/audit.server";
import { ItemHistory } from "~/features/admin/components/item-parts";
import { BackToList } from "~/features/admin/components/item-parts";
import { ModelForm } from "~/features/admin/components/model-form";
import { requireEditor, saveModelForm } from "~/features/admin/http.server";
import { adminPageMeta } from "~/features/admin/meta";
import { MODEL_LIMITS } from "~/features/admin/model-form";
import { modelForEdit, modelFormChoices } from "~/features/admin/models.server";
import type { AdminMessages } from "~/features/admin/text/admin";
import { FormNotice } from "~/shared/forms/form-message";
import { notFound, numericParam } from "~/shared/http/route-params";
import { useText } from "~/shared/i18n/use-text";
import { modelPath } from "~/shared/lib/links";
import type { Route } from "./+types/admin-model-edit";

/** /admin/models/:id: the model's form (with the version it shows) and its history. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireEditor(context, request);
  const id = numericParam(params.id, request, context.locale);
  const model = await modelForEdit(context.db, id);
  if (!model) notFound(request, context.locale);
  const { searchParams } = new URL(request.url);
  return {
    model: {
      id: model.id,
      name: model.name,
      published: model.published,
      path: modelPath({ slug: model.brandSlug }, model),
    },
    values: {
      brandId: String(model.brandId),
      name: model.name,
      slug: model.slug,
      body: model.body,
      energy: model.energy,
      segment: model.segment ?? "",
      launchedOn: model.launchedOn ?? "",
      description: model.description ?? "",
      published: model.published ? "on" : "",
      updatedAt: model.updatedAt.toISOString(),
    },
    choices: await modelFormChoices(context.db),
    done: searchParams.has("created") ? "created" : searchParams.has("saved") ? "saved" : null,
    history: await itemHistory(context.db, "model", id, context.locale),
    siteUrl: context.env.SITE_URL,
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
  const { model, done, history } = loaderData;
  return (
    <>
      <BackToList to="/admin/models" label={t("admin.model.back")} />
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-extrabold tracking-tight">
          {t("admin.model.editTitle", { name: model.name })}
        </h1>
        {model.published ? (
          <Link to={model.path} className="btn-ghost">
            {t("admin.brand.view")}
          </Link>
        ) : null}
      </div>
      {done && !actionData ? (
        <div className="mb-4">
          <FormNotice>{t(done === "created" ? "admin.model.created" : "admin.brand.saved")}</FormNotice>
        </div>
      ) : null}
      <ModelForm
        key={loaderData.values.updatedAt}
        values={actionData?.values ?? loaderData.values}
        errors={actionData?.errors ?? {}}
        formError={actionData?.formError}
        choices={loaderData.choices}
        descriptionMax={MODEL_LIMITS.description}
        submit={t("admin.brand.save")}
      />
      <ItemHistory entries={history} />
    </>
  );
}
