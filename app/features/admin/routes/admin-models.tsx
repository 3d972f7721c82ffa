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
import { brandChoices, modelPage } from "~/features/admin/models.server";
import type { AdminMessages } from "~/features/admin/text/admin";
import { itemSorts } from "~/features/admin/view";
import { useText } from "~/shared/i18n/use-text";
import type { Route } from "./+types/admin-models";

/** /admin/models: every model, published or hidden; `?q=` part of a name, `?brand=<id>`, `?sort=newest`, `?page=`. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireEditor(context, request);
  const { searchParams } = new URL(request.url);
  const query = listQuery(searchParams, itemSorts);
  const brands = await brandChoices(context.db);
  const brand = brands.find((choice) => choice.value === searchParams.get("brand"))?.value ?? "";
  const { page, models } = await modelPage(context.db, {
    ...query,
    brandId: brand ? Number(brand) : undefined,
  });
  return {
    filters: { q: query.q, brand, sort: query.sort },
    brands,
    total: page.total,
    models,
    nav: listNav(page, searchParams, context.locale),
    siteUrl: context.env.SITE_URL,
  };
}

export const meta: Route.MetaFunction = ({ data, matches }) =>
  adminPageMeta(matches, data, "/admin/models", (t) => ({
    title: t("admin.models.title"),
    description: t("admin.models.description"),
  }));

export default function AdminModels({ loaderData }: Route.ComponentProps) {
  const t = useText<AdminMessages>();
  const { filters, brands, total, models, nav } = loaderData;
  const { q, sort } = nameFilters(t);
  return (
    <ListPage
      title={t("admin.models.title")}
      create={{ to: "/admin/models/new", label: t("admin.models.new") }}
      filters={
        <ListFilters
          form="models"
          fields={[
            q,
            {
              name: "brand",
              label: t("admin.models.brand"),
              options: brands,
              placeholder: t("admin.models.allBrands"),
            },
            sort,
          ]}
          values={filters}
          columns="sm:grid-cols-2 lg:grid-cols-[minmax(0,1fr)_12rem_12rem_auto]"
        />
      }
      count={t("admin.models.count", { count: total })}
      empty={t("admin.models.empty")}
      nav={nav}
    >
      {models.length ? (
        <ItemTable
          rows={models}
          columns={[
            {
              header: t("admin.brands.name"),
              cell: (model) => (
                <EditLink
                  to={`/admin/models/${model.id}`}
                  label={t("admin.brands.edit", { name: `${model.brand} ${model.name}` })}
                >
                  {model.name}
                </EditLink>
              ),
            },
            { header: t("admin.models.brand"), cell: (model) => model.brand, hide: "sm" },
            { header: t("admin.models.body"), cell: (model) => model.body, hide: "sm", muted: true },
            {
              header: t("admin.brands.status"),
              cell: (model) => <StatusBadge published={model.published} />,
            },
            { header: t("admin.brands.updated"), cell: (model) => model.updated, hide: "md", muted: true },
          ]}
        />
      ) : null}
    </ListPage>
  );
}
