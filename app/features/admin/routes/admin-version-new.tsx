import { formValues } from "~/features/admin/changes";
import { ItemPage } from "~/features/admin/components/item-parts";
import { versionFormFields } from "~/features/admin/components/version-form";
import { requireEditor, saveVersionForm } from "~/features/admin/http.server";
import { adminPageMeta } from "~/features/admin/meta";
import type { AdminMessages } from "~/features/admin/text/admin";
import { versionFields } from "~/features/admin/version-form";
import { versionFormChoices } from "~/features/admin/versions.server";
import { useText } from "~/shared/i18n/use-text";
import type { Route } from "./+types/admin-version-new";

/** A new version starts published; `?model=<id>` picks its model. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireEditor(context, request);
  const modelId = new URL(request.url).searchParams.get("model");
  return {
    values: formValues(versionFields, { modelId, published: true }),
    choices: await versionFormChoices(context.db),
    siteUrl: context.env.SITE_URL,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  return saveVersionForm(context, request);
}

export const meta: Route.MetaFunction = ({ data, matches }) =>
  adminPageMeta(matches, data, "/admin/versions/new", (t) => ({
    title: t("admin.version.newTitle"),
    description: t("admin.versions.description"),
  }));

export default function AdminVersionNew({ loaderData, actionData }: Route.ComponentProps) {
  const t = useText<AdminMessages>();
  return (
    <ItemPage
      back={{ to: "/admin/versions", label: t("admin.version.back") }}
      title={t("admin.version.newTitle")}
      form="version"
      fields={versionFormFields(t, loaderData.choices)}
      submit={t("admin.version.create")}
      loaded={loaderData.values}
      refused={actionData}
    />
  );
}
