import { ItemPage } from "~/features/admin/components/item-parts";
import { versionFormFields } from "~/features/admin/components/version-form";
import { itemForEdit, saveVersionForm } from "~/features/admin/http.server";
import { adminPageMeta } from "~/features/admin/meta";
import type { AdminMessages } from "~/features/admin/text/admin";
import { versionFields } from "~/features/admin/version-form";
import { versionForEdit, versionFormChoices } from "~/features/admin/versions.server";
import { useText } from "~/shared/i18n/use-text";
import { versionPath } from "~/shared/lib/links";
import type { Route } from "./+types/admin-version-edit";

/** /admin/versions/:id: the version's form (with the version of the row it shows) and its history. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { item, ...page } = await itemForEdit(context, request, params.id, {
    entityType: "version",
    fields: versionFields,
    load: versionForEdit,
  });
  return {
    ...page,
    version: {
      id: item.id,
      name: item.name,
      path: item.published ? versionPath({ slug: item.brandSlug }, { slug: item.modelSlug }, item) : null,
    },
    choices: await versionFormChoices(context.db),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return saveVersionForm(context, request, params.id);
}

export const meta: Route.MetaFunction = ({ data, matches }) =>
  adminPageMeta(matches, data, `/admin/versions/${data?.version.id}`, (t) => ({
    title: t("admin.version.editTitle", { name: data?.version.name ?? "" }),
    description: t("admin.versions.description"),
  }));

export default function AdminVersionEdit({ loaderData, actionData }: Route.ComponentProps) {
  const t = useText<AdminMessages>();
  const { version, values, done, history, choices } = loaderData;
  return (
    <ItemPage
      back={{ to: "/admin/versions", label: t("admin.version.back") }}
      title={t("admin.version.editTitle", { name: version.name })}
      view={version.path}
      links={[{ to: `/admin/versions/${version.id}/equipment`, label: t("admin.equipment.link") }]}
      done={done}
      created={t("admin.version.created")}
      history={history}
      form="version"
      fields={versionFormFields(t, choices)}
      submit={t("admin.brand.save")}
      loaded={values}
      refused={actionData}
    />
  );
}
