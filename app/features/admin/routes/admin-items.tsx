import { EditLink, ItemTable, ListFilters, ListPage } from "~/features/admin/components/list-page";
import type { FieldSpec } from "~/features/admin/components/control";
import { CellBadge, StatusBadge } from "~/features/admin/components/status-badge";
import { kindOf, requireEditor } from "~/features/admin/http.server";
import { KIND_LISTS, NAME_SORTS, type CellColumn } from "~/features/admin/kinds";
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
 * /admin/:kind: every item of the kind, published or hidden; `?q=` part of a name (or title), the kind's choice
 * filters (`?brand=<id>` of models, `?model=<id>` of versions…), its fixed ones (`?status=`), `?sort=`, `?page=`.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireEditor(context, request);
  const { kind, server } = await kindOf(params.kind, request, context.locale);
  const { searchParams } = new URL(request.url);
  const { page, ...list } = await server.list(context.db, searchParams, {
    locale: context.locale,
    now: context.env.NOW ?? new Date(),
  });
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
    search = "admin.brands.search",
    filters: choiceFilters = [],
    fixed = [],
    sorts = NAME_SORTS,
    name = { header: "admin.brands.name", edit: "admin.brands.edit" },
    cells,
    published,
    updated,
    filterColumns,
    csv,
  } = KIND_LISTS[kind];
  /** A value's words: `words` names each of a filter's or cell's values (`admin.placement.home-hero`…). */
  const named = (words: string, value: string) => t(`${words}.${value}` as keyof AdminMessages & string);
  const fields: FieldSpec<string>[] = [
    ...(search ? [{ name: "q", label: t(search), type: "search" as const }] : []),
    ...choiceFilters.map((filter) => ({
      name: filter.name,
      label: t(filter.label),
      options: choices[filter.name] ?? [],
      placeholder: t(filter.all),
    })),
    ...fixed.map((filter) => ({
      name: filter.name,
      label: t(filter.label),
      options: filter.values.map((value) => ({ value, label: named(filter.words, value) })),
      placeholder: t(filter.all),
    })),
    ...(sorts
      ? [
          {
            name: "sort",
            label: t("admin.brands.sort"),
            options: sorts.map(({ value, label }) => ({ value, label: t(label) })),
          },
        ]
      : []),
  ];
  const parent = choiceFilters.find((filter) => filter.parent && filters[filter.name]);
  /** A cell's value, or the words naming it (a placement, a status: `words`), as a badge for a status. */
  const cellOf =
    ({ cell, words, badge }: Pick<CellColumn, "cell" | "words" | "badge">) =>
    (row: ListRow) => {
      const value = row.cells[cell] ?? null;
      if (!words || value === null) return value;
      const label = named(words, value);
      return badge ? <CellBadge words={words} status={value} label={label} /> : label;
    };
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
              header: t(name.header),
              cell: (row) => (
                <EditLink to={`/admin/${kind}/${row.id}`} label={t(name.edit, { name: row.label })}>
                  {row.thumb ? (
                    <>
                      <img
                        src={row.thumb}
                        alt=""
                        loading="lazy"
                        className="h-10 w-24 rounded border border-line object-cover"
                      />
                      <span className="ml-2">{row.name}</span>
                    </>
                  ) : (
                    row.name
                  )}
                </EditLink>
              ),
            },
            ...cells.map(({ header, hide, muted, ...cell }) => ({
              header: t(header),
              cell: cellOf(cell),
              hide,
              muted,
            })),
            ...(published === false
              ? []
              : [
                  {
                    header: t("admin.brands.status"),
                    cell: (row: ListRow) => <StatusBadge published={row.published ?? false} />,
                    hide: published,
                  },
                ]),
            ...(updated === false
              ? []
              : [
                  {
                    header: t("admin.brands.updated"),
                    cell: (row: ListRow) => row.updated,
                    hide: "md" as const,
                    muted: true,
                  },
                ]),
          ]}
        />
      ) : null}
    </ListPage>
  );
}
