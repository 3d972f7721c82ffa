import { Link } from "react-router";
import { catalogueCounts } from "~/features/admin/brands.server";
import { requireEditor } from "~/features/admin/http.server";
import type { AdminMessages } from "~/features/admin/text/admin";
import { adminPageMeta } from "~/features/admin/meta";
import { useText } from "~/shared/i18n/use-text";
import { Icon } from "~/shared/ui/icon";
import type { IconName } from "~/shared/ui/icon-names";
import type { Route } from "./+types/admin-dashboard";

/** The way to each section, the first the main one. */
const shortcuts: { to: string; icon: IconName; label: keyof AdminMessages & string }[] = [
  { to: "/admin/brands", icon: "car", label: "admin.dashboard.manageBrands" },
  { to: "/admin/brands/new", icon: "plus", label: "admin.dashboard.newBrand" },
  { to: "/admin/models", icon: "car-front", label: "admin.dashboard.manageModels" },
  { to: "/admin/versions", icon: "tag", label: "admin.dashboard.manageVersions" },
  { to: "/admin/deals?status=live", icon: "badge-percent", label: "admin.dashboard.manageDeals" },
  { to: "/admin/dealers", icon: "store", label: "admin.dashboard.manageDealers" },
  { to: "/admin/banners", icon: "images", label: "admin.dashboard.manageBanners" },
  { to: "/admin/newsletters/new", icon: "mail", label: "admin.dashboard.newNewsletter" },
  { to: "/admin/audit", icon: "clipboard-check", label: "admin.dashboard.audit" },
];

/** /admin: what the catalogue holds, and the way to each section. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireEditor(context, request);
  return { counts: await catalogueCounts(context.db), siteUrl: context.env.SITE_URL };
}

export const meta: Route.MetaFunction = ({ data, matches }) =>
  adminPageMeta(matches, data, "/admin", (t) => ({
    title: t("admin.title"),
    description: t("admin.description"),
  }));

export default function AdminDashboard({ loaderData: { counts } }: Route.ComponentProps) {
  const t = useText<AdminMessages>();
  const figures: { label: string; value: number; to?: string }[] = [
    { label: t("admin.dashboard.brands"), value: counts.brands, to: "/admin/brands" },
    { label: t("admin.dashboard.models"), value: counts.models, to: "/admin/models" },
    { label: t("admin.dashboard.versions"), value: counts.versions, to: "/admin/versions" },
    { label: t("admin.dashboard.liveDeals"), value: counts.liveDeals, to: "/admin/deals?status=live" },
    { label: t("admin.dashboard.dealers"), value: counts.dealers, to: "/admin/dealers" },
    { label: t("admin.dashboard.banners"), value: counts.banners, to: "/admin/banners" },
    { label: t("admin.dashboard.articles"), value: counts.articles, to: "/admin/news" },
  ];
  return (
    <>
      <h1 className="text-3xl font-extrabold tracking-tight">{t("admin.title")}</h1>
      <p className="mt-2 text-muted">{t("admin.dashboard.intro")}</p>
      <dl className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-7">
        {figures.map((figure) => (
          <div key={figure.label} className="card p-4">
            <dt className="text-sm text-muted">
              {figure.to ? (
                <Link to={figure.to} className="text-link underline underline-offset-2">
                  {figure.label}
                </Link>
              ) : (
                figure.label
              )}
            </dt>
            <dd className="mt-1 text-3xl font-extrabold">{figure.value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-6 flex flex-wrap gap-3">
        {shortcuts.map(({ to, icon, label }, index) => (
          <Link key={to} to={to} className={index === 0 ? "btn-primary" : "btn-ghost"}>
            <Icon name={icon} className="size-4" />
            {t(label)}
          </Link>
        ))}
      </div>
    </>
  );
}
