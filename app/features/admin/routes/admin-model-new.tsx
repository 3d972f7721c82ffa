import { BackToList } from "~/features/admin/components/item-parts";
import { ModelForm } from "~/features/admin/components/model-form";
import { requireEditor, saveModelForm } from "~/features/admin/http.server";
import { adminPageMeta } from "~/features/admin/meta";
import { MODEL_LIMITS } from "~/features/admin/model-form";
import { modelFormChoices } from "~/features/admin/models.server";
import type { AdminMessages } from "~/features/admin/text/admin";
import { useText } from "~/shared/i18n/use-text";
import type { Route } from "./+types/admin-model-new";

/** A new model starts published; `?brand=<id>` picks its brand. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireEditor(context, request);
  const brandId = new URL(request.url).searchParams.get("brand") ?? "";
  return {
    blank: {
      brandId,
      name: "",
      slug: "",
      body: "",
      energy: "",
      segment: "",
      launchedOn: "",
      description: "",
      published: "on",
      updatedAt: "",
    },
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
    <>
      <BackToList to="/admin/models" label={t("admin.model.back")} />
      <h1 className="mb-6 text-3xl font-extrabold tracking-tight">{t("admin.model.newTitle")}</h1>
      <ModelForm
        values={actionData?.values ?? loaderData.blank}
        errors={actionData?.errors ?? {}}
        formError={actionData?.formError}
        choices={loaderData.choices}
        descriptionMax={MODEL_LIMITS.description}
        submit={t("admin.model.create")}
      />
    </>
  );
}
