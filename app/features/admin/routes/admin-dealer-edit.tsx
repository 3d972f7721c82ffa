import { ItemPage } from "~/features/admin/components/item-parts";
import { dealerFormFields } from "~/features/admin/components/dealer-form";
import { dealerFields } from "~/features/admin/dealer-fields";
import { dealerForEdit, dealerFormChoices } from "~/features/admin/dealers.server";
import { itemForEdit, saveDealerForm } from "~/features/admin/http.server";
import { adminPageMeta } from "~/features/admin/meta";
import type { AdminMessages } from "~/features/admin/text/admin";
import { dealerPath } from "~/features/dealers/dealers";
import { useText } from "~/shared/i18n/use-text";
import type { Route } from "./+types/admin-dealer-edit";

/** /admin/dealers/:id: the dealer's form (with the version it shows), its week and brands, and its history. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { item, ...page } = await itemForEdit(context, request, params.id, {
    entityType: "dealer",
    fields: dealerFields,
    load: dealerForEdit,
  });
  return {
    ...page,
    choices: await dealerFormChoices(context.db),
    dealer: { id: item.id, name: item.name, path: dealerPath(item) },
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return saveDealerForm(context, request, params.id);
}

export const meta: Route.MetaFunction = ({ data, matches }) =>
  adminPageMeta(matches, data, `/admin/dealers/${data?.dealer.id}`, (t) => ({
    title: t("admin.dealer.editTitle", { name: data?.dealer.name ?? "" }),
    description: t("admin.dealers.description"),
  }));

export default function AdminDealerEdit({ loaderData, actionData }: Route.ComponentProps) {
  const t = useText<AdminMessages>();
  const { dealer, values, done, history, choices } = loaderData;
  return (
    <ItemPage
      back={{ to: "/admin/dealers", label: t("admin.dealer.back") }}
      title={t("admin.dealer.editTitle", { name: dealer.name })}
      links={[{ to: "logo", label: t("admin.dealer.logo") }]}
      view={dealer.path}
      done={done}
      created={t("admin.dealer.created")}
      history={history}
      form="dealer"
      fields={dealerFormFields(t, choices)}
      submit={t("admin.brand.save")}
      loaded={values}
      refused={actionData}
    />
  );
}
