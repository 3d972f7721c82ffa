import { brandFields } from "~/features/admin/brand-form";
import { formValues } from "~/features/admin/changes";
import { brandFormFields } from "~/features/admin/components/brand-form";
import { ItemPage } from "~/features/admin/components/item-parts";
import { requireEditor, saveBrandForm } from "~/features/admin/http.server";
import { adminPageMeta } from "~/features/admin/meta";
import type { AdminMessages } from "~/features/admin/text/admin";
import { useText } from "~/shared/i18n/use-text";
import type { Route } from "./+types/admin-brand-new";

/** A new brand starts published, with the site's accent colour. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireEditor(context, request);
  return {
    values: formValues(brandFields, { colour: "#0F766E", published: true }),
    siteUrl: context.env.SITE_URL,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  return saveBrandForm(context, request);
}

export const meta: Route.MetaFunction = ({ data, matches }) =>
  adminPageMeta(matches, data, "/admin/brands/new", (t) => ({
    title: t("admin.brand.newTitle"),
    description: t("admin.brands.description"),
  }));

export default function AdminBrandNew({ loaderData, actionData }: Route.ComponentProps) {
  const t = useText<AdminMessages>();
  return (
    <ItemPage
      back={{ to: "/admin/brands", label: t("admin.brand.back") }}
      title={t("admin.brand.newTitle")}
      form="brand"
      fields={brandFormFields(t)}
      submit={t("admin.brand.create")}
      loaded={loaderData.values}
      refused={actionData}
    />
  );
}
