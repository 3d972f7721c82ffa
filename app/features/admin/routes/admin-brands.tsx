import { brandPage } from "~/features/admin/brands.server";
import {
  EditLink,
  ItemTable,
  ListFilters,
  ListPage,
  nameFilters,
} from "~/features/admin/components/list-page";
import { StatusBadge } from "~/features/admin/components/status-badge";
import { requireEditor } from "~/features/admin/http.server";
import { listNav, listQuery } from "~/features/admin/list-nav";
import { adminPageMeta } from "~/features/admin/meta";
import type { AdminMessages } from "~/features/admin/text/admin";
import { itemSorts } from "~/features/admin/view";
import { useText } from "~/shared/i18n/use-text";
import type { Route } from "./+types/admin-brands";

/** /admin/brands: every brand, published or hidden; `?q=` part of a name, `?sort=newest`, `?page=`. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireEditor(context, request);
  const { searchParams } = new URL(request.url);
  const query = listQuery(searchParams, itemSorts);
  const { page, brands } = await brandPage(context.db, query);
  return {
    filters: { q: query.q, sort: query.sort },
    total: page.total,
    brands,
    nav: listNav(page, searchParams, context.locale),
    siteUrl: context.env.SITE_URL,
  };
}

export const meta: Route.MetaFunction = ({ data, matches }) =>
  adminPageMeta(matches, data, "/admin/brands", (t) => ({
    title: t("admin.brands.title"),
    description: t("admin.brands.description"),
  }));

export default function AdminBrands({ loaderData: { filters, total, brands, nav } }: Route.ComponentProps) {
  const t = useText<AdminMessages>();
  const { q, sort } = nameFilters(t);
  return (
    <ListPage
      title={t("admin.brands.title")}
      create={{ to: "/admin/brands/new", label: t("admin.brands.new") }}
      filters={
        <ListFilters
          form="brands"
          fields={[q, sort]}
          values={filters}
          columns="sm:grid-cols-[minmax(0,1fr)_14rem_auto]"
        />
      }
      count={t("admin.brands.count", { count: total })}
      empty={t("admin.brands.empty")}
      nav={nav}
    >
      {brands.length ? (
        <ItemTable
          rows={brands}
          columns={[
            {
              header: t("admin.brands.name"),
              cell: (brand) => (
                <EditLink
                  to={`/admin/brands/${brand.id}`}
                  label={t("admin.brands.edit", { name: brand.name })}
                >
                  {brand.name}
                </EditLink>
              ),
            },
            { header: t("admin.brands.slug"), cell: (brand) => brand.slug, hide: "sm", muted: true },
            { header: t("admin.brands.country"), cell: (brand) => brand.country, hide: "sm" },
            {
              header: t("admin.brands.status"),
              cell: (brand) => <StatusBadge published={brand.published} />,
            },
            { header: t("admin.brands.updated"), cell: (brand) => brand.updated, hide: "md", muted: true },
          ]}
        />
      ) : null}
    </ListPage>
  );
}
