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
import { versionSorts } from "~/features/admin/view";
import { modelChoices, versionPage } from "~/features/admin/versions.server";
import { adminCsvText, type AdminCsvMessages } from "~/features/admin/text/csv";
import { messagesFor } from "~/shared/i18n/text";
import { useText } from "~/shared/i18n/use-text";
import { Link } from "react-router";
import { Icon } from "~/shared/ui/icon";
import type { Route } from "./+types/admin-versions";

/** /admin/versions: every version, published or hidden; `?q=` part of a name, `?model=<id>`, `?sort=`, `?page=`. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireEditor(context, request);
  const { searchParams } = new URL(request.url);
  const query = listQuery(searchParams, versionSorts);
  const models = await modelChoices(context.db);
  const model = models.find((choice) => choice.value === searchParams.get("model"))?.value ?? "";
  const { page, versions } = await versionPage(context.db, {
    ...query,
    modelId: model ? Number(model) : undefined,
  });
  return {
    filters: { q: query.q, model, sort: query.sort },
    models,
    total: page.total,
    versions,
    nav: listNav(page, searchParams, context.locale),
    /** The CSV export of what the list shows (all its pages). */
    exportHref: `/admin/versions/export${exportQuery(query.q, model)}`,
    text: messagesFor(context.locale, adminCsvText),
    siteUrl: context.env.SITE_URL,
  };
}

const exportQuery = (q: string, model: string) => {
  const search = new URLSearchParams();
  if (q) search.set("q", q);
  if (model) search.set("model", model);
  return search.size ? `?${search}` : "";
};

export const meta: Route.MetaFunction = ({ data, matches }) =>
  adminPageMeta(matches, data, "/admin/versions", (t) => ({
    title: t("admin.versions.title"),
    description: t("admin.versions.description"),
  }));

export default function AdminVersions({ loaderData }: Route.ComponentProps) {
  const t = useText<AdminMessages>();
  const tc = useText<AdminCsvMessages>();
  const { filters, models, total, versions, nav } = loaderData;
  const { q, sort } = nameFilters(t);
  return (
    <ListPage
      title={t("admin.versions.title")}
      create={{
        to: filters.model ? `/admin/versions/new?model=${filters.model}` : "/admin/versions/new",
        label: t("admin.versions.new"),
      }}
      actions={
        <>
          <a href={loaderData.exportHref} download className="btn-ghost" title={tc("admin.csv.exportTitle")}>
            <Icon name="file-text" className="size-4" />
            {tc("admin.csv.export")}
          </a>
          <Link to="/admin/versions/import" className="btn-ghost">
            <Icon name="file-check" className="size-4" />
            {tc("admin.csv.import")}
          </Link>
        </>
      }
      filters={
        <ListFilters
          form="versions"
          fields={[
            q,
            {
              name: "model",
              label: t("admin.versions.model"),
              options: models,
              placeholder: t("admin.versions.allModels"),
            },
            {
              ...sort,
              options: [...sort.options, { value: "price", label: t("admin.versions.sort.price") }],
            },
          ]}
          values={filters}
          columns="sm:grid-cols-2 lg:grid-cols-[minmax(0,1fr)_14rem_12rem_auto]"
        />
      }
      count={t("admin.versions.count", { count: total })}
      empty={t("admin.versions.empty")}
      nav={nav}
    >
      {versions.length ? (
        <ItemTable
          rows={versions}
          columns={[
            {
              header: t("admin.brands.name"),
              cell: (version) => (
                <EditLink
                  to={`/admin/versions/${version.id}`}
                  label={t("admin.brands.edit", { name: `${version.model} ${version.name}` })}
                >
                  {version.name}
                </EditLink>
              ),
            },
            { header: t("admin.versions.model"), cell: (version) => version.model, hide: "sm" },
            { header: t("admin.versions.price"), cell: (version) => version.price },
            {
              header: t("admin.brands.status"),
              cell: (version) => <StatusBadge published={version.published} />,
              hide: "sm",
            },
            {
              header: t("admin.brands.updated"),
              cell: (version) => version.updated,
              hide: "md",
              muted: true,
            },
          ]}
        />
      ) : null}
    </ListPage>
  );
}
