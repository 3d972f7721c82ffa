import { BannerPreview } from "~/features/admin/components/banner-preview";
import { ItemPage } from "~/features/admin/components/item-parts";
import { kindFormFields } from "~/features/admin/components/kind-form";
import { itemForEdit, kindOf, saveItemForm } from "~/features/admin/http.server";
import { ONE_OF, PREVIEWED } from "~/features/admin/kinds";
import { adminPageMeta } from "~/features/admin/meta";
import type { AdminMessages } from "~/features/admin/text/admin";
import { useText } from "~/shared/i18n/use-text";
import type { Route } from "./+types/admin-item-edit";

/**
 * /admin/:kind/:id: the item's form (with the version of the row it shows), its other pages, its history and,
 * for a banner, its preview in its placement.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { kind, server } = await kindOf(params.kind, request, context.locale);
  const { item, ...page } = await itemForEdit(context, request, params.id, server);
  const { id, name, path, links, banner } = item;
  return {
    ...page,
    kind,
    item: { id, name, path, links, banner },
    form: await server.form(context.db, { locale: context.locale, editing: true }),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { kind } = await kindOf(params.kind, request, context.locale);
  return saveItemForm[kind](context, request, params.id);
}

export const meta: Route.MetaFunction = ({ data, matches }) =>
  adminPageMeta(matches, data, `/admin/${data?.kind}/${data?.item.id}`, (t) => ({
    title: t(`admin.${ONE_OF[data?.kind ?? "brands"]}.editTitle`, {
      name: data?.item.name ?? "",
      id: data?.item.id ?? "",
    }),
    description: t(`admin.${data?.kind ?? "brands"}.description`),
  }));

export default function AdminItemEdit({ loaderData, actionData }: Route.ComponentProps) {
  const t = useText<AdminMessages>();
  const { kind, item, form, values, done, history } = loaderData;
  const one = ONE_OF[kind];
  return (
    <ItemPage
      back={{ to: `/admin/${kind}`, label: t(`admin.${one}.back`) }}
      title={t(`admin.${one}.editTitle`, { name: item.name, id: item.id })}
      view={item.path}
      links={item.links.map((link) => ({ to: link.to, label: t(link.label) }))}
      done={done}
      created={t(`admin.${one}.created`)}
      history={history}
      form={one}
      fields={kindFormFields(t, form)}
      submit={t("admin.brand.save")}
      preview={PREVIEWED.includes(kind) ? t("admin.article.preview") : undefined}
      loaded={values}
      refused={actionData}
    >
      {item.banner ? (
        <BannerPreview banner={item.banner} placement={item.banner.placement} stale={Boolean(actionData)} />
      ) : null}
    </ItemPage>
  );
}
