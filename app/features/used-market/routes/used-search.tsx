import { USED_MARKET_PATH, USED_SEARCH_PATH } from "~/shared/lib/links";
import { useRef, useState } from "react";
import { Form, Link, useNavigate } from "react-router";
import { useText } from "~/shared/i18n/use-text";
import { Breadcrumbs } from "~/shared/ui/breadcrumbs";
import { Icon } from "~/shared/ui/icon";
import { Pagination } from "~/shared/ui/pagination";
import { SaveSearch } from "~/features/used-market/components/islands";
import { LiveHearts } from "~/features/used-market/components/live-hearts";
import { ServerPart } from "~/shared/ui/server-part";
import { messagesOnly, textFor, type Translate } from "~/shared/i18n/text";
import { seoMeta } from "~/shared/lib/meta";
import { parseUsedFilters, usedFiltersQuery } from "~/features/used-market/used-filters";

import { layoutText, type LayoutMessages } from "~/features/layout/text/layout";
import { usedMarketText, type UsedMarketMessages } from "~/features/used-market/text/used-market";
import { currentUser } from "~/shared/auth/auth.server";
import { searchView } from "~/features/used-market/used-pages.server";
import { usedResultsPart } from "~/features/used-market/results-part.server";
import type { Choice } from "~/features/used-market/view";
import type { Route } from "./+types/used-search";

/** The market's text this page's components read; the rest of the area's stays on the server. */
const PAGE_KEYS = [
  "used.searchHeading",
  "used.filters",
  "used.removeFilter",
  "used.clear",
  "used.sort",
  "used.make",
  "used.model",
  "used.anyModel",
  "used.any",
  "used.noMin",
  "used.noMax",
  "used.apply",
  ...(["price", "year"] as const).flatMap((range) => [
    `used.${range}` as const,
    `used.${range}Min` as const,
    `used.${range}Max` as const,
  ]),
  "used.mileageMax",
  "used.energy",
  "used.gearbox",
  "used.body",
  "used.district",
  "used.seller",
] satisfies (keyof UsedMarketMessages)[];

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const user = await currentUser(context.auth, request);
  const { listings, ...page } = await searchView(
    context.db,
    context.keep,
    url.searchParams,
    user?.id,
    context.env.SITE_URL,
    context.locale,
  );
  const t = textFor(usedMarketText, context.locale);
  const narrowed = url.search.length > 1;
  const meta = seoMeta(
    { title: t("used.searchTitle"), description: t("used.searchDescription"), path: page.canonical },
    context.env.SITE_URL,
  );
  return {
    ...page,
    results: usedResultsPart(context.parts, listings, page.canonical, context.locale),
    text: messagesOnly(usedMarketText, context.locale, PAGE_KEYS),
    breadcrumbs: [
      { label: textFor(layoutText, context.locale)("menu.home"), to: "/" },
      { label: t("used.market"), to: USED_MARKET_PATH },
      { label: t("used.searchTitle") },
    ],
    meta: narrowed ? [...meta, { name: "robots", content: "noindex, follow" }] : meta,
  };
}

export const meta: Route.MetaFunction = ({ data }) => data?.meta ?? [];

type T = Translate<UsedMarketMessages>;
const FORM_ID = "used-filters";

/** A select with its label; a low/high pair's own labels are for screen readers (its legend names both). */
function Select({
  name,
  label,
  choices,
  value,
  empty,
  labelClass = "field-label",
}: {
  name: string;
  label: string;
  choices: Choice[];
  value: string | number | undefined;
  empty: string;
  labelClass?: string;
}) {
  const id = `used-${name}`;
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <select id={id} name={name} defaultValue={value ?? ""} className="field-input py-2.5">
        <option value="">{empty}</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  );
}

function Filters({ data, t }: { data: Route.ComponentProps["loaderData"]; t: T }) {
  const { filters, choices } = data;
  const form = useRef<HTMLFormElement>(null);
  const [count, setCount] = useState<string | null>(null);
  const asked = useRef(0);
  // The live count: what "Show results" would show for the filters as they stand now. Only the answer to
  // the latest question counts: an earlier one arriving late would show a stale number.
  const update = () => {
    const query = new URLSearchParams(new FormData(form.current!) as unknown as Record<string, string>);
    const question = ++asked.current;
    const show = (label: string | null) => question === asked.current && setCount(label);
    fetch(`${USED_SEARCH_PATH}/count?${query}`)
      .then((response) => (response.ok ? (response.json() as Promise<{ label: string }>) : null))
      .then((answer) => show(answer?.label ?? null))
      .catch(() => show(null));
  };
  const search = useCanonicalSearch();
  // Low/high pairs (`price_min`, `price_max`), then the single selects, in the order the form shows them.
  const ranges = [
    ["price", choices.prices, filters.priceMin, filters.priceMax],
    ["year", choices.years, filters.yearMin, filters.yearMax],
  ] as const;
  const selects = [
    ["mileage_max", "used.mileageMax", choices.mileages, filters.mileageMax],
    ["energy", "used.energy", choices.energies, filters.energy],
    ["gearbox", "used.gearbox", choices.gearboxes, filters.gearbox],
    ["body", "used.body", choices.bodies, filters.body],
    ["district", "used.district", choices.districts, filters.district],
    ["seller", "used.seller", choices.sellers, filters.seller],
  ] as const;
  return (
    <Form
      ref={form}
      id={FORM_ID}
      method="get"
      action={USED_SEARCH_PATH}
      onChange={update}
      onSubmit={(event) => {
        event.preventDefault();
        search(event.currentTarget);
      }}
      className="space-y-5"
    >
      <fieldset>
        <legend className="field-label">{t("used.make")}</legend>
        <ul className="max-h-64 space-y-1 overflow-y-auto rounded-xl border border-line p-2">
          {choices.makes.map((make) => (
            <li key={make.value}>
              <label className="flex min-h-10 cursor-pointer items-center gap-3 rounded-lg px-2 hover:bg-raised">
                <input
                  type="checkbox"
                  name="make"
                  value={make.value}
                  defaultChecked={filters.makes.includes(make.value)}
                  className="size-5 accent-accent-600"
                />
                {make.label}
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      {choices.models.length ? (
        <Select
          name="model"
          label={t("used.model")}
          choices={choices.models}
          value={filters.model}
          empty={t("used.anyModel")}
        />
      ) : null}
      {ranges.map(([range, options, min, max]) => (
        <fieldset key={range}>
          <legend className="field-label">{t(`used.${range}`)}</legend>
          <div className="grid grid-cols-2 gap-2">
            <Select
              name={`${range}_min`}
              label={t(`used.${range}Min`)}
              choices={options}
              value={min}
              empty={t("used.noMin")}
              labelClass="sr-only"
            />
            <Select
              name={`${range}_max`}
              label={t(`used.${range}Max`)}
              choices={options}
              value={max}
              empty={t("used.noMax")}
              labelClass="sr-only"
            />
          </div>
        </fieldset>
      ))}
      {selects.map(([name, label, options, value]) => (
        <Select
          key={name}
          name={name}
          label={t(label)}
          choices={options}
          value={value}
          empty={t("used.any")}
        />
      ))}
      <div className="sticky bottom-0 -mx-1 bg-surface px-1 py-3">
        <button type="submit" className="btn-primary w-full" aria-live="polite">
          <Icon name="search" className="size-4" />
          {count ?? t("used.apply")}
        </button>
      </div>
    </Form>
  );
}

/**
 * With JavaScript the form goes to the canonical address of what it says (no empty fields, the default
 * sort left out), the one the page links to and shares; without, the browser sends every field.
 */
function useCanonicalSearch() {
  const navigate = useNavigate();
  return (form: HTMLFormElement) => {
    const params = new URLSearchParams(new FormData(form) as unknown as Record<string, string>);
    // On phones the filters are a sheet over the results: it closes to show them.
    if (form.closest("[popover]:popover-open")) form.closest<HTMLElement>("[popover]")!.hidePopover();
    void navigate(USED_SEARCH_PATH + usedFiltersQuery(parseUsedFilters(params, new Date().getFullYear())));
  };
}

function SortSelect({ data, t }: { data: Route.ComponentProps["loaderData"]; t: T }) {
  const search = useCanonicalSearch();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor="used-sort" className="text-sm font-semibold whitespace-nowrap">
        {t("used.sort")}
      </label>
      <select
        id="used-sort"
        name="sort"
        form={FORM_ID}
        defaultValue={data.filters.sort}
        className="field-input w-auto py-2"
        onChange={(event) => {
          const form = event.currentTarget.form;
          if (form) search(form);
        }}
      >
        {data.choices.sorts.map((sort) => (
          <option key={sort.value} value={sort.value}>
            {sort.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** /marche-doccasion/rechercher: every filter in the URL, server-rendered, usable without JavaScript. */
export default function UsedSearch({ loaderData: data }: Route.ComponentProps) {
  const t = useText<UsedMarketMessages>();
  const layout = useText<LayoutMessages>();
  return (
    <div className="container-page py-6 sm:py-10">
      <Breadcrumbs items={data.breadcrumbs} />
      <div className="mt-4 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{t("used.searchHeading")}</h1>
          <p className="mt-1 font-semibold text-muted" role="status">
            {data.totalText}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <button type="button" popoverTarget="used-filters-panel" className="btn-ghost lg:hidden">
            <Icon name="sliders-horizontal" className="size-4" />
            {t("used.filters")}
            {data.activeFilters ? (
              <span className="rounded-full bg-accent-600 px-2 text-xs text-white">{data.activeFilters}</span>
            ) : null}
          </button>
          <SaveSearch key={data.saveSearch.query} save={data.saveSearch} />
          <SortSelect key={data.canonical} data={data} t={t} />
        </div>
      </div>

      {data.chips.length ? (
        <ul className="mt-4 flex flex-wrap gap-2" aria-label={t("used.filters")}>
          {data.chips.map((chip) => (
            <li key={chip.href}>
              <Link
                to={chip.href}
                className="inline-flex min-h-9 items-center gap-1 rounded-full border border-line bg-surface px-3 text-sm font-semibold hover:bg-raised"
                aria-label={t("used.removeFilter", { label: chip.label })}
              >
                {chip.label}
                <Icon name="x" className="size-3.5" />
              </Link>
            </li>
          ))}
          <li>
            <Link
              to={USED_SEARCH_PATH}
              className="inline-flex min-h-9 items-center px-2 text-sm font-semibold text-link"
            >
              {t("used.clear")}
            </Link>
          </li>
        </ul>
      ) : null}

      <div className="mt-6 grid gap-8 lg:grid-cols-[18rem_1fr]">
        {/* A sheet on phones (opened by "Filters", no JavaScript needed), a sidebar on wide screens. */}
        <aside
          id="used-filters-panel"
          popover="auto"
          aria-label={t("used.filters")}
          className="fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-[min(22rem,92vw)] overflow-y-auto border-l border-line bg-surface p-5 text-ink shadow-2xl backdrop:bg-black/50 lg:static lg:block lg:h-auto lg:w-auto lg:overflow-visible lg:border-0 lg:bg-transparent lg:p-0 lg:shadow-none"
        >
          <div className="mb-4 flex items-center justify-between lg:hidden">
            <h2 className="text-lg font-bold">{t("used.filters")}</h2>
            <button
              type="button"
              popoverTarget="used-filters-panel"
              popoverTargetAction="hide"
              className="icon-btn"
              aria-label={layout("header.closeMenu")}
            >
              <Icon name="x" className="size-6" />
            </button>
          </div>
          {/* A new search remounts the form: its fields show the filters now in force, its count is reset. */}
          <Filters key={data.canonical} data={data} t={t} />
        </aside>

        <section aria-label={data.totalText}>
          <LiveHearts>
            <ServerPart id="used-results" html={data.results} />
          </LiveHearts>
          <Pagination nav={data.pagination} />
        </section>
      </div>
    </div>
  );
}
