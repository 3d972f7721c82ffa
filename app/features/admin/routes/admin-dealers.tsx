import {
  EditLink,
  ItemTable,
  ListFilters,
  ListPage,
  nameFilters,
} from "~/features/admin/components/list-page";
import { dealerFormChoices, dealerPage } from "~/features/admin/dealers.server";
import { requireEditor } from "~/features/admin/http.server";
import { listNav, listQuery } from "~/features/admin/list-nav";
import { adminPageMeta } from "~/features/admin/meta";
import type { AdminMessages } from "~/features/admin/text/admin";
import { itemSorts } from "~/features/admin/view";
import { useText } from "~/shared/i18n/use-text";
import type { Route } from "./+types/admin-dealers";

/** /admin/dealers: the directory; `?q=` part of a name, `?district=`, `?brand=<id>`, `?sort=newest`, `?page=`. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireEditor(context, request);
  const { searchParams } = new URL(request.url);
  const query = listQuery(searchParams, itemSorts);
  const choices = await dealerFormChoices(context.db);
  const pick = (options: typeof choices.brands, key: string) =>
    options.find((choice) => choice.value === searchParams.get(key))?.value ?? "";
  const brand = pick(choices.brands, "brand");
  const district = pick(choices.districts, "district");
  const { page, dealers } = await dealerPage(context.db, {
    ...query,
    district: district || undefined,
    brandId: brand ? Number(brand) : undefined,
  });
  return {
    filters: { q: query.q, district, brand, sort: query.sort },
    choices,
    total: page.total,
    dealers,
    nav: listNav(page, searchParams, context.locale),
    siteUrl: context.env.SITE_URL,
  };
}

export const meta: Route.MetaFunction = ({ data, matches }) =>
  adminPageMeta(matches, data, "/admin/dealers", (t) => ({
    title: t("admin.dealers.title"),
    description: t("admin.dealers.description"),
  }));

export default function AdminDealers({ loaderData }: Route.ComponentProps) {
  const t = useText<AdminMessages>();
  const { filters, choices, total, dealers, nav } = loaderData;
  const { q, sort } = nameFilters(t);
  return (
    <ListPage
      title={t("admin.dealers.title")}
      create={{ to: "/admin/dealers/new", label: t("admin.dealers.new") }}
      filters={
        <ListFilters
          form="dealers"
          fields={[
            q,
            {
              name: "district",
              label: t("admin.dealers.district"),
              options: choices.districts,
              placeholder: t("admin.dealers.allDistricts"),
            },
            {
              name: "brand",
              label: t("admin.dealers.brand"),
              options: choices.brands,
              placeholder: t("admin.dealers.allBrands"),
            },
            sort,
          ]}
          values={filters}
          columns="sm:grid-cols-2 lg:grid-cols-[minmax(0,1fr)_11rem_11rem_11rem_auto]"
        />
      }
      count={t("admin.dealers.count", { count: total })}
      empty={t("admin.dealers.empty")}
      nav={nav}
    >
      {dealers.length ? (
        <ItemTable
          rows={dealers}
          columns={[
            {
              header: t("admin.brands.name"),
              cell: (dealer) => (
                <EditLink
                  to={`/admin/dealers/${dealer.id}`}
                  label={t("admin.brands.edit", { name: dealer.name })}
                >
                  {dealer.name}
                </EditLink>
              ),
            },
            { header: t("admin.dealers.district"), cell: (dealer) => dealer.district },
            { header: t("admin.dealers.brands"), cell: (dealer) => dealer.brands, hide: "sm", muted: true },
            { header: t("admin.dealers.phone"), cell: (dealer) => dealer.phone, hide: "md" },
            { header: t("admin.brands.updated"), cell: (dealer) => dealer.updated, hide: "md", muted: true },
          ]}
        />
      ) : null}
    </ListPage>
  );
}
