import { Form, Link } from "react-router";
import { StatusBadge } from "~/features/admin/components/status-badge";
import { requireEditor } from "~/features/admin/http.server";
import { listNav } from "~/features/admin/list-nav";
import { adminPageMeta } from "~/features/admin/meta";
import { brandChoices, modelPage } from "~/features/admin/models.server";
import type { AdminMessages } from "~/features/admin/text/admin";
import { modelSorts } from "~/features/admin/view";
import { InputField, SelectField } from "~/shared/forms/controls";
import { useText } from "~/shared/i18n/use-text";
import { pageParam } from "~/shared/lib/pagination";
import { Icon } from "~/shared/ui/icon";
import { Pagination } from "~/shared/ui/pagination";
import type { Route } from "./+types/admin-models";

/** /admin/models: every model, published or hidden; `?q=` part of a name, `?brand=<id>`, `?sort=newest`, `?page=`. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireEditor(context, request);
  const { searchParams } = new URL(request.url);
  const q = (searchParams.get("q") ?? "").trim().slice(0, 60);
  const sort = modelSorts.find((s) => s === searchParams.get("sort")) ?? "name";
  const brands = await brandChoices(context.db);
  const brand = brands.find((choice) => choice.value === searchParams.get("brand"))?.value ?? "";
  const { page, models } = await modelPage(context.db, {
    q,
    brandId: brand ? Number(brand) : undefined,
    sort,
    page: pageParam(searchParams.get("page")),
  });
  return {
    filters: { q, brand, sort },
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
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-extrabold tracking-tight">{t("admin.models.title")}</h1>
        <Link to="/admin/models/new" className="btn-primary">
          <Icon name="plus" className="size-4" />
          {t("admin.models.new")}
        </Link>
      </div>
      <Form
        method="get"
        className="card mt-6 grid items-end gap-4 p-4 sm:grid-cols-2 lg:grid-cols-[minmax(0,1fr)_12rem_12rem_auto]"
      >
        <InputField
          id="models-q"
          name="q"
          type="search"
          label={t("admin.brands.search")}
          defaultValue={filters.q}
        />
        <SelectField
          id="models-brand"
          name="brand"
          label={t("admin.models.brand")}
          defaultValue={filters.brand}
          placeholder={t("admin.models.allBrands")}
          options={brands}
        />
        <SelectField
          id="models-sort"
          name="sort"
          label={t("admin.brands.sort")}
          defaultValue={filters.sort}
          options={[
            { value: "name", label: t("admin.brands.sort.name") },
            { value: "newest", label: t("admin.brands.sort.newest") },
          ]}
        />
        <button type="submit" className="btn-ghost">
          <Icon name="search" className="size-4" />
          {t("admin.brands.apply")}
        </button>
      </Form>
      <p className="mt-6 text-sm font-semibold text-muted" role="status">
        {t("admin.models.count", { count: total })}
      </p>
      {models.length ? (
        <div className="card mt-3 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="border-b border-line text-muted">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">
                  {t("admin.brands.name")}
                </th>
                <th scope="col" className="px-4 py-3 font-semibold max-sm:hidden">
                  {t("admin.models.brand")}
                </th>
                <th scope="col" className="px-4 py-3 font-semibold max-sm:hidden">
                  {t("admin.models.body")}
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  {t("admin.brands.status")}
                </th>
                <th scope="col" className="px-4 py-3 font-semibold max-md:hidden">
                  {t("admin.brands.updated")}
                </th>
              </tr>
            </thead>
            <tbody>
              {models.map((model) => (
                <tr key={model.id} className="border-b border-line last:border-0">
                  <td className="px-4 py-3">
                    <Link
                      to={`/admin/models/${model.id}`}
                      aria-label={t("admin.brands.edit", { name: `${model.brand} ${model.name}` })}
                      className="inline-flex min-h-11 items-center font-semibold text-link underline-offset-2 hover:underline"
                    >
                      {model.name}
                    </Link>
                  </td>
                  <td className="px-4 py-3 max-sm:hidden">{model.brand}</td>
                  <td className="px-4 py-3 text-muted max-sm:hidden">{model.body}</td>
                  <td className="px-4 py-3">
                    <StatusBadge published={model.published} />
                  </td>
                  <td className="px-4 py-3 text-muted max-md:hidden">{model.updated}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="card mt-3 p-6 text-muted">{t("admin.models.empty")}</p>
      )}
      <Pagination nav={nav} />
    </>
  );
}
