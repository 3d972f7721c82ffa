import type { FormEventHandler, ReactNode } from "react";
import { Form, Link } from "react-router";

/** One choice of a list page's filter form (deals, dealers, driver reviews). */
export interface FilterField {
  name: string;
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  disabled?: boolean;
}

/** A labelled select of a GET filter form; `idPrefix` keeps ids unique on the page. */
export function FilterSelect({ field, idPrefix }: { field: FilterField; idPrefix: string }) {
  const id = `${idPrefix}-${field.name}`;
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="field-label">
        {field.label}
      </label>
      <select
        id={id}
        name={field.name}
        defaultValue={field.value}
        disabled={field.disabled}
        className="field-input px-3 py-2.5 disabled:opacity-60"
      >
        {field.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * The filter form of a list page (GET): a select per choice, `children` after them, then the button. Give
 * it a `key` made of the choices' values, so a new query remounts it with the choices the list shows.
 */
export function FilterForm({
  fields,
  idPrefix,
  label,
  action,
  columns,
  onSubmit,
  apply,
  children,
}: {
  fields: readonly FilterField[];
  idPrefix: string;
  label: string;
  action?: string;
  /** The columns on wide screens: a `lg:grid-cols-[…]` class. */
  columns: string;
  /** With JavaScript: how the query is sent (to leave empty choices out of the URL). */
  onSubmit?: FormEventHandler<HTMLFormElement>;
  apply: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Form
      method="get"
      action={action}
      aria-label={label}
      onSubmit={onSubmit}
      className={`card mt-6 grid gap-3 p-4 min-[360px]:grid-cols-2 sm:gap-4 sm:p-5 ${columns} lg:items-end`}
    >
      {fields.map((field) => (
        <FilterSelect key={field.name} field={field} idPrefix={idPrefix} />
      ))}
      {children}
      <button type="submit" className="btn-primary min-[360px]:col-span-2 lg:col-span-1">
        {apply}
      </button>
    </Form>
  );
}

/** A way back from a filtered list to the whole list. */
export interface ClearFilters {
  label: string;
  to: string;
}

/** The count line of a filtered list (announced as it changes), with the way back when filters are on. */
export function ResultCount({ count, clear }: { count: string; clear: ClearFilters | null }) {
  return (
    <div className="mt-6 flex flex-wrap items-center justify-between gap-2">
      <p className="font-semibold" role="status">
        {count}
      </p>
      {clear ? (
        <Link
          to={clear.to}
          className="inline-flex min-h-11 items-center text-sm font-semibold text-link underline"
        >
          {clear.label}
        </Link>
      ) : null}
    </div>
  );
}

/** What a filtered list shows when nothing matches, with the way back when filters are on. */
export function NoResults({ message, clear }: { message: string; clear: ClearFilters | null }) {
  return (
    <div className="card mt-3 p-8 text-center">
      <p className="text-lg font-semibold">{message}</p>
      {clear ? (
        <Link to={clear.to} className="btn-primary mt-4">
          {clear.label}
        </Link>
      ) : null}
    </div>
  );
}
