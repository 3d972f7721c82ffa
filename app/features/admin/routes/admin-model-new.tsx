import { formValues } from "~/features/admin/changes";
import { ItemPage } from "~/features/admin/components/item-parts";
import { modelFormFields } from "~/features/admin/components/model-form";
import { requireEditor, saveModelForm } from "~/features/admin/http.server";
import { adminPageMeta } from "~/features/admin/meta";
import { modelFields } from "~/features/admin/model-form";
import { modelFormChoices } from "~/features/admin/models.server";
import type { AdminMessages } from "~/features/admin/text/admin";
import { useText } from "~/shared/i18n/use-text";
import type { Route } from "./+types/admin-model-new";

/** A new model starts published; `?brand=<id>` picks its brand. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireEditor(context, request);
  const brandId = new URL(request.url).searchParams.get("brand");
  return {
    values: formValues(modelFields, { brandId, published: true }),
    choices: await modelFormChoices(context.db),
    siteUrl: context.env.SITE_URL,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  return saveModelForm(context, request);
}

export const meta: Route.MetaFunction = ({ data, matches }) =>
  adminPageMeta(matches, data, "/admin/models/new", (t) => ({
    title: t("admin.model.newTitle"),
    description: t("admin.models.description"),
  }));

export default function AdminModelNew({ loaderData, actionData }: Route.ComponentProps) {
  const t = useText<AdminMessages>();
  return (
    <ItemPage
      back={{ to: "/admin/models", label: t("admin.model.back") }}
      title={t("admin.model.newTitle")}
      form="model"
      fields={modelFormFields(t, loaderData.choices)}
      submit={t("admin.model.create")}
      loaded={loaderData.values}
      refused={actionData}
    />
  );
}
