import { bannerStatuses } from "~/features/admin/banner-form";
import { bannerPage, whenLabel } from "~/features/admin/banners.server";
import { placementOptions } from "~/features/admin/components/banner-form";
import { EditLink, ItemTable, ListFilters, ListPage } from "~/features/admin/components/list-page";
import { requireEditor } from "~/features/admin/http.server";
import { listNav } from "~/features/admin/list-nav";
import { adminPageMeta } from "~/features/admin/meta";
import { adminText, type AdminMessages } from "~/features/admin/text/admin";
import { textFor } from "~/shared/i18n/text";
import { useText } from "~/shared/i18n/use-text";
import { pageParam } from "~/shared/lib/pagination";
import { bannerPlacements } from "~/shared/lib/value-sets";
import type { Route } from "./+types/admin-banners";

/** As StatusBadge: shown in the accent, waiting plain, over muted. */
const statusTone = {
  active: "bg-accent-50 dark:bg-accent-900/40",
  scheduled: "border border-line",
  expired: "bg-raised text-muted",
} as const;

/** /admin/banners: every banner, last changed first; `?placement=`, `?status=active|scheduled|expired`, `?page=`. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireEditor(context, request);
  const { searchParams } = new URL(request.url);
  const t = textFor(adminText, context.locale);
  const placement = bannerPlacements.find((p) => p === searchParams.get("placement"));
  const status = bannerStatuses.find((s) => s === searchParams.get("status"));
  const { page, banners } = await bannerPage(
    context.db,
    { placement, status, page: pageParam(searchParams.get("page")) },
    context.env.NOW ?? new Date(),
    (banner) =>
      whenLabel(banner, {
        always: t("admin.banners.always"),
        from: (from) => t("admin.banners.from", { from }),
        until: (to) => t("admin.banners.until", { to }),
        between: (from, to) => t("admin.banners.between", { from, to }),
      }),
  );
  return {
    filters: { placement: placement ?? "", status: status ?? "" },
    total: page.total,
    banners,
    nav: listNav(page, searchParams, context.locale),
    siteUrl: context.env.SITE_URL,
  };
}

export const meta: Route.MetaFunction = ({ data, matches }) =>
  adminPageMeta(matches, data, "/admin/banners", (t) => ({
    title: t("admin.banners.title"),
    description: t("admin.banners.description"),
  }));

export default function AdminBanners({ loaderData }: Route.ComponentProps) {
  const t = useText<AdminMessages>();
  const { filters, total, banners, nav } = loaderData;
  return (
    <ListPage
      title={t("admin.banners.title")}
      create={{ to: "/admin/banners/new", label: t("admin.banners.new") }}
      filters={
        <ListFilters
          form="banners"
          fields={[
            {
              name: "placement",
              label: t("admin.banners.placement"),
              options: placementOptions(t),
              placeholder: t("admin.banners.allPlacements"),
            },
            {
              name: "status",
              label: t("admin.banners.status"),
              options: bannerStatuses.map((status) => ({
                value: status,
                label: t(`admin.banners.status.${status}`),
              })),
              placeholder: t("admin.banners.allStatuses"),
            },
          ]}
          values={filters}
          columns="sm:grid-cols-[minmax(0,1fr)_14rem_auto]"
        />
      }
      count={t("admin.banners.count", { count: total })}
      empty={t("admin.banners.empty")}
      nav={nav}
    >
      {banners.length ? (
        <ItemTable
          rows={banners}
          columns={[
            {
              header: t("admin.banners.picture"),
              cell: (banner) => (
                <EditLink
                  to={`/admin/banners/${banner.id}`}
                  label={t("admin.banners.edit", { name: `#${banner.id}` })}
                >
                  <img
                    src={banner.thumb}
                    alt=""
                    loading="lazy"
                    className="h-10 w-24 rounded border border-line object-cover"
                  />
                  <span className="ml-2">#{banner.id}</span>
                </EditLink>
              ),
            },
            {
              header: t("admin.banners.placement"),
              cell: (banner) => t(`admin.placement.${banner.placement as (typeof bannerPlacements)[number]}`),
            },
            { header: t("admin.banner.alt"), cell: (banner) => banner.alt, hide: "md", muted: true },
            { header: t("admin.banners.when"), cell: (banner) => banner.when, hide: "sm" },
            {
              header: t("admin.banners.status"),
              cell: (banner) => (
                <span className={`rounded-full px-2.5 py-1 text-xs font-bold ${statusTone[banner.status]}`}>
                  {t(`admin.banners.status.${banner.status}`)}
                </span>
              ),
            },
            { header: t("admin.banners.weight"), cell: (banner) => banner.weight, hide: "sm" },
          ]}
        />
      ) : null}
    </ListPage>
  );
}
