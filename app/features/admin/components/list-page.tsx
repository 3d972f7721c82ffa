/** A back-office list's page: title, filters, count, the items (a table) and the page links. */
import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { Control, type FieldSpec } from "~/features/admin/components/control";
import type { AdminMessages } from "~/features/admin/text/admin";
import type { FormValues } from "~/shared/forms/form-data";
import type { Translate } from "~/shared/i18n/text";
import { useText } from "~/shared/i18n/use-text";
import type { PageNav } from "~/shared/lib/pagination";
import { Icon } from "~/shared/ui/icon";
import { Pagination } from "~/shared/ui/pagination";

/**
 * A list's page: its title (and the link to a new item), its filters, how many items match, the items
 * (`children`, or `empty` when there are none) and the page links.
 */
export function ListPage({
  title,
  intro,
  create,
  actions,
  filters,
  count,
  empty,
  nav,
  children,
}: {
  title: string;
  intro?: string;
  create?: { to: string; label: string };
  /** Other links beside the new item's (the versions' CSV export and import). */
  actions?: ReactNode;
  filters: ReactNode;
  count: string;
  empty: string;
  nav: PageNav | null;
  children: ReactNode;
}) {
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-extrabold tracking-tight">{title}</h1>
        <div className="flex flex-wrap gap-2">
          {actions}
          {create ? (
            <Link to={create.to} className="btn-primary">
              <Icon name="plus" className="size-4" />
              {create.label}
            </Link>
          ) : null}
        </div>
      </div>
      {intro ? <p className="mt-2 text-muted">{intro}</p> : null}
      {filters}
      <p className="mt-6 mb-3 text-sm font-semibold text-muted" role="status">
        {count}
      </p>
      {children ?? <p className="card p-6 text-muted">{empty}</p>}
      <Pagination nav={nav} />
    </>
  );
}

/** A column of a list's table; `hide` hides it below that screen width. */
export interface Column<R> {
  header: string;
  cell: (row: R) => ReactNode;
  hide?: "sm" | "md";
  muted?: boolean;
}

const hidden = { sm: "max-sm:hidden", md: "max-md:hidden" } as const;

/** A list's items as a table; the first column is expected to link to the item's page (`EditLink`). */
export function ItemTable<R extends { id: number }>({
  columns,
  rows,
}: {
  columns: readonly Column<R>[];
  rows: readonly R[];
}) {
  const cellClass = (column: Column<R>) =>
    `px-4 py-3 ${column.hide ? hidden[column.hide] : ""} ${column.muted ? "text-muted" : ""}`;
  return (
    <div className="card overflow-x-auto">
      <table className="w-full text-left text-sm">
        <thead className="border-b border-line text-muted">
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" className={`${cellClass(column)} font-semibold`}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className="border-b border-line last:border-0">
              {columns.map((column) => (
                <td key={column.header} className={cellClass(column)}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The link from a list's row to the item's page, named for screen readers ("Edit Toyota RAV4"). */
export function EditLink({ to, label, children }: { to: string; label: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      aria-label={label}
      className="inline-flex min-h-11 items-center font-semibold text-link underline-offset-2 hover:underline"
    >
      {children}
    </Link>
  );
}

/** A list's filters: a GET form that puts them in the address; `columns` lays them out on wider screens. */
export function ListFilters<F extends string>({
  form,
  fields,
  values,
  columns,
}: {
  form: string;
  fields: readonly FieldSpec<F>[];
  values: FormValues<F>;
  columns: string;
}) {
  const t = useText<AdminMessages>();
  return (
    <Form method="get" className={`card mt-6 grid items-end gap-4 p-4 ${columns}`}>
      {fields.map((field) => (
        <Control key={field.name} form={form} field={field} value={values[field.name]} error={undefined} />
      ))}
      <button type="submit" className="btn-ghost">
        <Icon name="sliders-horizontal" className="size-4" />
        {t("admin.brands.apply")}
      </button>
    </Form>
  );
}

/** The filters of a list of named items: part of the name, and the order. */
export const nameFilters = (t: Translate<AdminMessages>) =>
  ({
    q: { name: "q", label: t("admin.brands.search"), type: "search" },
    sort: {
      name: "sort",
      label: t("admin.brands.sort"),
      options: [
        { value: "name", label: t("admin.brands.sort.name") },
        { value: "newest", label: t("admin.brands.sort.newest") },
      ],
    },
  }) satisfies Record<string, FieldSpec<"q" | "sort">>;
