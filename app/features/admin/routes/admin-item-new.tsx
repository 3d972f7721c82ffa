import { formValues } from "~/features/admin/changes";
import { ItemPage } from "~/features/admin/components/item-parts";
import { kindFormFields } from "~/features/admin/components/kind-form";
import { kindOf, requireEditor, saveItemForm } from "~/features/admin/http.server";
import { ONE_OF, PREVIEWED } from "~/features/admin/kinds";
import { adminPageMeta } from "~/features/admin/meta";
import type { AdminMessages } from "~/features/admin/text/admin";
import { useText } from "~/shared/i18n/use-text";
import type { Route } from "./+types/admin-item-new";

/**
 * /admin/:kind/new: a new item's form with the kind's first values (`?brand=`, `?model=` or `?section=` picks
 * its parent).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const editor = await requireEditor(context, request);
  const { kind, server } = await kindOf(params.kind, request, context.locale);
  return {
    kind,
    values: formValues(server.fields, server.fresh(new URL(request.url).searchParams, editor)),
    form: await server.form(context.db, { locale: context.locale, editing: false }),
    siteUrl: context.env.SITE_URL,
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { kind } = await kindOf(params.kind, request, context.locale);
  return saveItemForm[kind](context, request);
}

export const meta: Route.MetaFunction = ({ data, matches }) =>
  adminPageMeta(matches, data, `/admin/${data?.kind}/new`, (t) => ({
    title: t(`admin.${ONE_OF[data?.kind ?? "brands"]}.newTitle`),
    description: t(`admin.${data?.kind ?? "brands"}.description`),
  }));

export default function AdminItemNew({ loaderData, actionData }: Route.ComponentProps) {
  const t = useText<AdminMessages>();
  const { kind, values, form } = loaderData;
  const one = ONE_OF[kind];
  return (
    <ItemPage
      back={{ to: `/admin/${kind}`, label: t(`admin.${one}.back`) }}
      title={t(`admin.${one}.newTitle`)}
      form={one}
      fields={kindFormFields(t, form)}
      submit={t(`admin.${one}.create`)}
      preview={PREVIEWED.includes(kind) ? t("admin.article.preview") : undefined}
      loaded={values}
      refused={actionData}
    />
  );
}
