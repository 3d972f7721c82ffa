import {
  EditLink,
  ItemTable,
  ListFilters,
  ListPage,
  nameFilters,
} from "~/features/admin/components/list-page";
import type { FieldSpec } from "~/features/admin/components/control";
import { StatusBadge } from "~/features/admin/components/status-badge";
import { kindOf, requireEditor } from "~/features/admin/http.server";
import { KIND_LISTS } from "~/features/admin/kinds";
import { listNav } from "~/features/admin/list-nav";
import { adminPageMeta } from "~/features/admin/meta";
import type { AdminMessages } from "~/features/admin/text/admin";
import type { ListRow } from "~/features/admin/view";
import { adminCsvText, type AdminCsvMessages } from "~/features/admin/text/csv";
import { messagesFor } from "~/shared/i18n/text";
import { useText } from "~/shared/i18n/use-text";
import { Link } from "react-router";
import { Icon } from "~/shared/ui/icon";
import type { Route } from "./+types/admin-items";

/**
 * /admin/:kind (brands, models, versions): every item, published or hidden; `?q=` part of a name, the kind's
 * choice filters (`?brand=<id>` of models, `?model=<id>` of versions), `?sort=`, `?page=`.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireEditor(context, request);
  const { kind, server } = await kindOf(params.kind, request, context.locale);
  const { searchParams } = new URL(request.url);
  const { page, ...list } = await server.list(context.db, searchParams, context.locale);
  return {
    kind,
    ...list,
    total: page.total,
    nav: listNav(page, searchParams, context.locale),
    text: KIND_LISTS[kind].csv ? messagesFor(context.locale, adminCsvText) : {},
    siteUrl: context.env.SITE_URL,
  };
}

export const meta: Route.MetaFunction = ({ data, matches }) =>
  adminPageMeta(matches, data, `/admin/${data?.kind}`, (t) => ({
    title: t(`admin.${data?.kind ?? "brands"}.title`),
    description: t(`admin.${data?.kind ?? "brands"}.description`),
  }));

/** The export's address keeps the list's search and choice filters (not its order or page). */
function exportQuery(filters: Record<string, string>) {
  const search = new URLSearchParams(
    Object.entries(filters).filter(([name, value]) => value && name !== "sort"),
  );
  return search.size ? `?${search}` : "";
}

export default function AdminItems({ loaderData }: Route.ComponentProps) {
  const t = useText<AdminMessages>();
  const tc = useText<AdminCsvMessages>();
  const { kind, filters, choices, total, rows, nav } = loaderData;
  const {
    filters: choiceFilters = [],
    fixed,
    sorts = [],
    cells,
    statusHide,
    filterColumns,
    csv,
  } = KIND_LISTS[kind];
  const { q, sort } = nameFilters(t);
  const fields: FieldSpec<string>[] = [
    q,
    ...choiceFilters.map((filter) => ({
      name: filter.name,
      label: t(filter.label),
      options: choices[filter.name] ?? [],
      placeholder: t(filter.all),
    })),
    ...(fixed
      ? [
          {
            name: fixed.name,
            label: t(fixed.label),
            options: fixed.options.map(({ value, label }) => ({ value, label: t(label) })),
            placeholder: t(fixed.all),
          },
        ]
      : []),
    { ...sort, options: [...sort.options, ...sorts.map(({ value, label }) => ({ value, label: t(label) }))] },
  ];
  const parent = choiceFilters.find((filter) => filter.parent && filters[filter.name]);
  return (
    <ListPage
      title={t(`admin.${kind}.title`)}
      create={{
        to: `/admin/${kind}/new${parent ? `?${parent.name}=${filters[parent.name]}` : ""}`,
        label: t(`admin.${kind}.new`),
      }}
      actions={
        csv ? (
          <>
            <a
              href={`/admin/${kind}/export${exportQuery(filters)}`}
              download
              className="btn-ghost"
              title={tc("admin.csv.exportTitle")}
            >
              <Icon name="file-text" className="size-4" />
              {tc("admin.csv.export")}
            </a>
            <Link to={`/admin/${kind}/import`} className="btn-ghost">
              <Icon name="file-check" className="size-4" />
              {tc("admin.csv.import")}
            </Link>
          </>
        ) : null
      }
      filters={<ListFilters form={kind} fields={fields} values={filters} columns={filterColumns} />}
      count={t(`admin.${kind}.count`, { count: total })}
      empty={t(`admin.${kind}.empty`)}
      nav={nav}
    >
      {rows.length ? (
        <ItemTable<ListRow>
          rows={rows}
          columns={[
            {
              header: t("admin.brands.name"),
              cell: (row) => (
                <EditLink to={`/admin/${kind}/${row.id}`} label={t("admin.brands.edit", { name: row.label })}>
                  {row.name}
                </EditLink>
              ),
            },
            ...cells.map(({ cell, header, ...look }) => ({
              header: t(header),
              cell: (row: ListRow) => row.cells[cell],
              ...look,
            })),
            {
              header: t("admin.brands.status"),
              cell: (row) => <StatusBadge published={row.published} />,
              hide: statusHide,
            },
            { header: t("admin.brands.updated"), cell: (row) => row.updated, hide: "md", muted: true },
          ]}
        />
      ) : null}
    </ListPage>
  );
}
