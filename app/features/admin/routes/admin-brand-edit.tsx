import { brandFields } from "~/features/admin/brand-form";
import { brandForEdit } from "~/features/admin/brands.server";
import { brandFormFields } from "~/features/admin/components/brand-form";
import { ItemPage } from "~/features/admin/components/item-parts";
import { itemForEdit, saveBrandForm } from "~/features/admin/http.server";
import { adminPageMeta } from "~/features/admin/meta";
import type { AdminMessages } from "~/features/admin/text/admin";
import { useText } from "~/shared/i18n/use-text";
import { brandPath } from "~/shared/lib/links";
import type { Route } from "./+types/admin-brand-edit";

/** /admin/brands/:id: the brand's form (with the version it shows) and its history. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { item, ...page } = await itemForEdit(context, request, params.id, {
    entityType: "brand",
    fields: brandFields,
    load: brandForEdit,
  });
  return { ...page, brand: { id: item.id, name: item.name, path: item.published ? brandPath(item) : null } };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return saveBrandForm(context, request, params.id);
}

export const meta: Route.MetaFunction = ({ data, matches }) =>
  adminPageMeta(matches, data, `/admin/brands/${data?.brand.id}`, (t) => ({
    title: t("admin.brand.editTitle", { name: data?.brand.name ?? "" }),
    description: t("admin.brands.description"),
  }));

export default function AdminBrandEdit({ loaderData, actionData }: Route.ComponentProps) {
  const t = useText<AdminMessages>();
  const { brand, values, done, history } = loaderData;
  return (
    <ItemPage
      back={{ to: "/admin/brands", label: t("admin.brand.back") }}
      title={t("admin.brand.editTitle", { name: brand.name })}
      links={[{ to: "logo", label: t("admin.brand.logo") }]}
      view={brand.path}
      done={done}
      created={t("admin.brand.created")}
      history={history}
      form="brand"
      fields={brandFormFields(t)}
      submit={t("admin.brand.save")}
      loaded={values}
      refused={actionData}
    />
  );
}
