/**
 * The frame of the new-car list pages: a filter form (a sidebar on wide screens, a sheet on phones),
 * active-filter chips, the result count and sort, the results and page links. Everything is a GET form
 * or a link, so it works without JavaScript; with it, changing a select applies at once.
 */
import { useRef, useState, type ReactNode } from "react";
import { Form, Link, useNavigation, useSubmit } from "react-router";
import { Icon } from "~/shared/ui/icon";
import { Pagination } from "~/shared/ui/pagination";
import { useText } from "~/shared/i18n/use-text";
import type { CarListData, FilterField } from "~/features/catalogue/view";
import type { ListsMessages } from "~/features/catalogue/text/lists";

/**
 * A field's value as the visitor edits it, reset to the list's filter whenever that changes (a chip removed,
 * a preset chosen, back button), without remounting the field, so keyboard focus stays where it was.
 */
function useField(value: string | number | undefined) {
  const text = value === undefined ? "" : String(value);
  const [current, setCurrent] = useState(text);
  const [shown, setShown] = useState(text);
  if (shown !== text) {
    // The list's filter changed: adjust during render (react.dev "you might not need an effect").
    setShown(text);
    setCurrent(text);
  }
  return [current, setCurrent] as const;
}

function Select({
  name,
  label,
  value,
  options,
  any,
}: {
  name: string;
  label: string;
  any: string;
  value: string;
  options: { value: string; label: string }[];
}) {
  const submit = useSubmit();
  const [current, setCurrent] = useField(value);
  return (
    <div>
      <label htmlFor={`filter-${name}`} className="field-label">
        {label}
      </label>
      <select
        id={`filter-${name}`}
        name={name}
        value={current}
        className="field-input py-2.5"
        onChange={(event) => {
          setCurrent(event.currentTarget.value);
          void submit(event.currentTarget.form, { preventScrollReset: true });
        }}
      >
        <option value="">{any}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

function FilterForm({
  fields,
  filters,
  errors,
  selects,
  budgetPresets,
  keepSort,
  onApply,
}: CarListData & { onApply: () => void }) {
  const tx = useText<ListsMessages>();
  const has = (field: FilterField) => fields.includes(field);
  const [q, setQ] = useField(filters.q);
  const [budget, setBudget] = useField(filters.budget);
  const budgetError = errors.budget ? tx("filters.budgetInvalid") : undefined;
  return (
    <Form
      method="get"
      preventScrollReset
      onSubmit={onApply}
      className="space-y-5"
      aria-label={tx("filters.heading")}
    >
      {keepSort ? <input type="hidden" name="sort" value={filters.sort} /> : null}
      {has("q") ? (
        <div>
          <label htmlFor="filter-q" className="field-label">
            {tx("filters.q")}
          </label>
          <input
            id="filter-q"
            name="q"
            type="search"
            value={q}
            onChange={(event) => setQ(event.currentTarget.value)}
            maxLength={100}
            placeholder={tx("filters.qPlaceholder")}
            className="field-input py-2.5"
          />
        </div>
      ) : null}
      {has("budget") ? (
        <div>
          <label htmlFor="filter-budget" className="field-label">
            {tx("filters.budget")}
          </label>
          <input
            id="filter-budget"
            name="budget"
            type="text"
            inputMode="numeric"
            value={budget}
            onChange={(event) => setBudget(event.currentTarget.value)}
            maxLength={60}
            placeholder={tx("filters.budgetPlaceholder")}
            aria-invalid={budgetError ? true : undefined}
            aria-describedby={budgetError ? "filter-budget-error" : "filter-budget-hint"}
            className="field-input py-2.5"
          />
          {budgetError ? (
            <p id="filter-budget-error" className="field-error">
              {budgetError}
            </p>
          ) : (
            <p id="filter-budget-hint" className="mt-1.5 text-xs text-muted">
              {tx("filters.budgetHint")}
            </p>
          )}
          <ul className="mt-2 flex flex-wrap gap-1.5" aria-label={tx("filters.budgetPresets")}>
            {budgetPresets.map((preset) => (
              <li key={preset.label}>
                <Link
                  to={preset.href}
                  preventScrollReset
                  aria-current={preset.active ? "true" : undefined}
                  className={`inline-flex min-h-8 items-center rounded-full border px-2.5 text-xs font-semibold ${
                    preset.active
                      ? "border-accent-600 bg-accent-600 text-white"
                      : "border-line bg-surface hover:bg-raised"
                  }`}
                >
                  {preset.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {selects.map((select) => (
        <Select key={select.name} {...select} any={tx("filters.any")} />
      ))}
      <button type="submit" className="btn-primary w-full">
        {tx("filters.apply")}
      </button>
    </Form>
  );
}

function SortForm({ filters, sorts }: Pick<CarListData, "filters" | "sorts">) {
  const tx = useText<ListsMessages>();
  const submit = useSubmit();
  const [sort, setSort] = useField(filters.sort);
  const options = sorts.filter((sort) => sort !== "relevance" || filters.q.length >= 2);
  const keep: [string, string | number | undefined][] = [
    ["q", filters.q],
    ["budget", filters.budget],
    ["brand", filters.brand],
    ["body", filters.body],
    ["energy", filters.energy],
    ["transmission", filters.transmission],
    ["drive", filters.drive],
    ["seats", filters.seats],
  ];
  return (
    <Form method="get" preventScrollReset className="flex items-center gap-2">
      {keep.map(([name, value]) =>
        value === undefined || value === "" ? null : (
          <input key={name} type="hidden" name={name} value={value} />
        ),
      )}
      <label htmlFor="list-sort" className="text-sm font-semibold text-muted max-sm:sr-only">
        {tx("sort.label")}
      </label>
      <select
        id="list-sort"
        name="sort"
        value={sort}
        className="field-input w-auto py-2 text-sm"
        onChange={(event) => {
          setSort(event.currentTarget.value);
          void submit(event.currentTarget.form, { preventScrollReset: true });
        }}
      >
        {options.map((sort) => (
          <option key={sort} value={sort}>
            {tx(`sort.${sort}`)}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" className="btn-ghost min-h-9 px-3">
          {tx("sort.apply")}
        </button>
      </noscript>
    </Form>
  );
}

export function CarList({ list: props, children }: { list: CarListData; children: ReactNode }) {
  const { chips, page, clearHref } = props;
  const tx = useText<ListsMessages>();
  const sheet = useRef<HTMLDivElement>(null);
  const navigation = useNavigation();
  /** "Show results" closes the sheet on phones; a select applied at once leaves it open for the next one. */
  const closeSheet = () => {
    if (sheet.current?.matches(":popover-open")) sheet.current.hidePopover();
  };
  const countText = page.total === 1 ? tx("results.countOne") : tx("results.count", { count: page.total });

  return (
    <div className="mt-6 gap-8 lg:grid lg:grid-cols-[19rem_minmax(0,1fr)]">
      <div
        ref={sheet}
        id="car-filters"
        popover="auto"
        aria-label={tx("filters.heading")}
        className="fixed inset-x-0 bottom-0 top-auto m-0 max-h-[88dvh] w-full max-w-none overflow-y-auto rounded-t-2xl border-t border-line bg-surface p-5 text-ink shadow-2xl backdrop:bg-black/50 lg:static lg:block lg:max-h-none lg:self-start lg:overflow-visible lg:rounded-(--radius-card) lg:border lg:p-5 lg:shadow-(--shadow-card)"
      >
        <div className="mb-4 flex items-center justify-between">
          <h2 className="text-lg font-bold">{tx("filters.heading")}</h2>
          <button
            type="button"
            popoverTarget="car-filters"
            popoverTargetAction="hide"
            className="icon-btn lg:hidden"
            aria-label={tx("filters.close")}
          >
            <Icon name="x" className="size-5" />
          </button>
        </div>
        <FilterForm {...props} onApply={closeSheet} />
      </div>

      <div>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-lg font-bold" role="status">
            {countText}
          </p>
          <div className="flex items-center gap-2">
            <button type="button" popoverTarget="car-filters" className="btn-ghost min-h-10 px-4 lg:hidden">
              <Icon name="sliders-horizontal" className="size-4" />
              {chips.length ? tx("filters.openCount", { count: chips.length }) : tx("filters.open")}
            </button>
            <SortForm {...props} />
          </div>
        </div>

        {chips.length ? (
          <div className="mt-3 flex flex-wrap items-center gap-2">
            <h2 className="sr-only">{tx("filters.active")}</h2>
            <ul className="contents">
              {chips.map((chip) => (
                <li key={chip.label}>
                  <Link
                    to={chip.href}
                    preventScrollReset
                    aria-label={tx("filters.remove", { label: chip.label })}
                    className="inline-flex min-h-9 items-center gap-1.5 rounded-full bg-accent-50 pl-3 pr-2 text-sm font-semibold text-accent-800 hover:bg-accent-100 dark:bg-accent-900/50 dark:text-accent-100 dark:hover:bg-accent-900"
                  >
                    {chip.label}
                    <Icon name="x" className="size-4" />
                  </Link>
                </li>
              ))}
            </ul>
            <Link to={clearHref} className="px-2 text-sm font-semibold text-link underline">
              {tx("filters.clear")}
            </Link>
          </div>
        ) : null}

        <div
          className={`mt-5 transition-opacity ${navigation.state === "loading" ? "opacity-60" : ""}`}
          aria-busy={navigation.state === "loading"}
        >
          {page.total ? (
            children
          ) : (
            <div className="card p-8 text-center">
              <p className="text-lg font-bold">{tx("results.none")}</p>
              <p className="mt-1 text-muted">{tx("results.noneHint")}</p>
              {chips.length ? (
                <Link to={clearHref} className="btn-primary mt-5">
                  {tx("filters.clear")}
                </Link>
              ) : null}
            </div>
          )}
        </div>
        <Pagination nav={props.pageNav} />
      </div>
    </div>
  );
}
