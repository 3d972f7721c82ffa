import { ItemPage } from "~/features/admin/components/item-parts";
import { dealerFormFields } from "~/features/admin/components/dealer-form";
import { dealerFormChoices, newDealerValues } from "~/features/admin/dealers.server";
import { requireEditor, saveDealerForm } from "~/features/admin/http.server";
import { adminPageMeta } from "~/features/admin/meta";
import type { AdminMessages } from "~/features/admin/text/admin";
import { useText } from "~/shared/i18n/use-text";
import type { Route } from "./+types/admin-dealer-new";

/** A new dealer: a showroom of new cars, open on weekdays and Saturday morning until told otherwise. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireEditor(context, request);
  return {
    values: newDealerValues(),
    choices: await dealerFormChoices(context.db),
    siteUrl: context.env.SITE_URL,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  return saveDealerForm(context, request);
}

export const meta: Route.MetaFunction = ({ data, matches }) =>
  adminPageMeta(matches, data, "/admin/dealers/new", (t) => ({
    title: t("admin.dealer.newTitle"),
    description: t("admin.dealers.description"),
  }));

export default function AdminDealerNew({ loaderData, actionData }: Route.ComponentProps) {
  const t = useText<AdminMessages>();
  return (
    <ItemPage
      back={{ to: "/admin/dealers", label: t("admin.dealer.back") }}
      title={t("admin.dealer.newTitle")}
      form="dealer"
      fields={dealerFormFields(t, loaderData.choices)}
      submit={t("admin.dealer.create")}
      loaded={loaderData.values}
      refused={actionData}
    />
  );
}
