import { Form, Link } from "react-router";
import { brandPage } from "~/features/admin/brands.server";
import { StatusBadge } from "~/features/admin/components/status-badge";
import { requireEditor } from "~/features/admin/http.server";
import { listNav } from "~/features/admin/list-nav";
import { adminPageMeta } from "~/features/admin/meta";
import type { AdminMessages } from "~/features/admin/text/admin";
import { brandSorts } from "~/features/admin/view";
import { InputField, SelectField } from "~/shared/forms/controls";
import { useText } from "~/shared/i18n/use-text";
import { pageParam } from "~/shared/lib/pagination";
import { Icon } from "~/shared/ui/icon";
import { Pagination } from "~/shared/ui/pagination";
import type { Route } from "./+types/admin-brands";

/** /admin/brands: every brand, published or hidden; `?q=` part of a name, `?sort=newest`, `?page=`. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireEditor(context, request);
  const { searchParams } = new URL(request.url);
  const q = (searchParams.get("q") ?? "").trim().slice(0, 60);
  const sort = brandSorts.find((s) => s === searchParams.get("sort")) ?? "name";
  const { page, brands } = await brandPage(context.db, {
    q,
    sort,
    page: pageParam(searchParams.get("page")),
  });
  return {
    q,
    sort,
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

export default function AdminBrands({ loaderData: { q, sort, total, brands, nav } }: Route.ComponentProps) {
  const t = useText<AdminMessages>();
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-extrabold tracking-tight">{t("admin.brands.title")}</h1>
        <Link to="/admin/brands/new" className="btn-primary">
          <Icon name="plus" className="size-4" />
          {t("admin.brands.new")}
        </Link>
      </div>
      <Form
        method="get"
        className="card mt-6 grid items-end gap-4 p-4 sm:grid-cols-[minmax(0,1fr)_14rem_auto]"
      >
        <InputField id="brands-q" name="q" type="search" label={t("admin.brands.search")} defaultValue={q} />
        <SelectField
          id="brands-sort"
          name="sort"
          label={t("admin.brands.sort")}
          defaultValue={sort}
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
        {t("admin.brands.count", { count: total })}
      </p>
      {brands.length ? (
        <div className="card mt-3 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="border-b border-line text-muted">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">
                  {t("admin.brands.name")}
                </th>
                <th scope="col" className="px-4 py-3 font-semibold max-sm:hidden">
                  {t("admin.brands.slug")}
                </th>
                <th scope="col" className="px-4 py-3 font-semibold max-sm:hidden">
                  {t("admin.brands.country")}
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
              {brands.map((brand) => (
                <tr key={brand.id} className="border-b border-line last:border-0">
                  <td className="px-4 py-3">
                    <Link
                      to={`/admin/brands/${brand.id}`}
                      aria-label={t("admin.brands.edit", { name: brand.name })}
                      className="inline-flex min-h-11 items-center font-semibold text-link underline-offset-2 hover:underline"
                    >
                      {brand.name}
                    </Link>
                  </td>
                  <td className="px-4 py-3 text-muted max-sm:hidden">{brand.slug}</td>
                  <td className="px-4 py-3 max-sm:hidden">{brand.country}</td>
                  <td className="px-4 py-3">
                    <StatusBadge published={brand.published} />
                  </td>
                  <td className="px-4 py-3 text-muted max-md:hidden">{brand.updated}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="card mt-3 p-6 text-muted">{t("admin.brands.empty")}</p>
      )}
      <Pagination nav={nav} />
    </>
  );
}
