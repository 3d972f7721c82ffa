import { USED_MARKET_PATH, USED_SEARCH_PATH } from "~/shared/lib/links";
import { useCallback, useEffect, useRef, type ReactNode } from "react";
import { Link, useNavigate } from "react-router";
import { useText } from "~/shared/i18n/use-text";
import { Breadcrumbs } from "~/shared/ui/breadcrumbs";
import { Icon } from "~/shared/ui/icon";
import { Pagination } from "~/shared/ui/pagination";
import { SaveSearch } from "~/features/used-market/components/islands";
import { LiveHearts } from "~/features/used-market/components/live-hearts";
import { ServerPart } from "~/shared/ui/server-part";
import { messagesOnly, textFor } from "~/shared/i18n/text";
import { seoMeta } from "~/shared/lib/meta";
import { parseUsedFilters, usedFiltersQuery } from "~/features/used-market/used-filters";

import { layoutText, type LayoutMessages } from "~/features/layout/text/layout";
import { usedMarketText, type UsedMarketMessages } from "~/features/used-market/text/used-market";
import { currentUser } from "~/shared/auth/auth.server";
import { searchView } from "~/features/used-market/used-pages.server";
import { usedFiltersPart, usedResultsPart } from "~/features/used-market/search-parts.server";
import { USED_FILTERS_FORM } from "~/features/used-market/components/used-filters-form";
import type { Route } from "./+types/used-search";

/**
 * The market's text this page's components read; the rest of the area's stays on the server (the filters' form
 * and the results are server parts).
 */
const PAGE_KEYS = [
  "used.searchHeading",
  "used.filters",
  "used.removeFilter",
  "used.clear",
  "used.sort",
] satisfies (keyof UsedMarketMessages)[];

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const user = await currentUser(context.auth, request);
  const { listings, filters, choices, ...page } = await searchView(
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
  const { sorts, ...formChoices } = choices;
  return {
    ...page,
    sort: filters.sort,
    sorts,
    filters: usedFiltersPart(context.parts, filters, formChoices, context.locale),
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

/**
 * Makes live the filters' form, which a server part sent as a plain GET form: each change asks how many cars
 * the filters as they stand would show, and the submit button says so (only the answer to the latest question
 * counts: an earlier one arriving late would show a stale number); submitting goes to the canonical address.
 */
function LiveFilters({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const asked = useRef(0);
  const search = useCanonicalSearch();
  useEffect(() => {
    const element = ref.current!;
    const onChange = (event: Event) => {
      const form = (event.target as Element).closest("form");
      const count = form?.querySelector<HTMLElement>("[data-count]");
      if (!form || !count) return;
      count.dataset.label ??= count.textContent ?? "";
      const question = ++asked.current;
      const show = (label: string | null) => {
        if (question === asked.current) count.textContent = label ?? count.dataset.label!;
      };
      const query = new URLSearchParams(new FormData(form) as unknown as Record<string, string>);
      fetch(`${USED_SEARCH_PATH}/count?${query}`)
        .then((response) => (response.ok ? (response.json() as Promise<{ label: string }>) : null))
        .then((answer) => show(answer?.label ?? null))
        .catch(() => show(null));
    };
    const onSubmit = (event: SubmitEvent) => {
      event.preventDefault();
      search(event.target as HTMLFormElement);
    };
    element.addEventListener("change", onChange);
    element.addEventListener("submit", onSubmit);
    return () => {
      element.removeEventListener("change", onChange);
      element.removeEventListener("submit", onSubmit);
    };
  }, [search]);
  return <div ref={ref}>{children}</div>;
}

/**
 * With JavaScript the form goes to the canonical address of what it says (no empty fields, the default
 * sort left out), the one the page links to and shares; without, the browser sends every field.
 */
function useCanonicalSearch() {
  const navigate = useNavigate();
  return useCallback(
    (form: HTMLFormElement) => {
      const params = new URLSearchParams(new FormData(form) as unknown as Record<string, string>);
      // On phones the filters are a sheet over the results: it closes to show them.
      if (form.closest("[popover]:popover-open")) form.closest<HTMLElement>("[popover]")!.hidePopover();
      void navigate(USED_SEARCH_PATH + usedFiltersQuery(parseUsedFilters(params, new Date().getFullYear())));
    },
    [navigate],
  );
}

function SortSelect({ data, label }: { data: Route.ComponentProps["loaderData"]; label: string }) {
  const search = useCanonicalSearch();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor="used-sort" className="text-sm font-semibold whitespace-nowrap">
        {label}
      </label>
      <select
        id="used-sort"
        name="sort"
        form={USED_FILTERS_FORM}
        defaultValue={data.sort}
        className="field-input w-auto py-2"
        onChange={(event) => {
          const form = event.currentTarget.form;
          if (form) search(form);
        }}
      >
        {data.sorts.map((sort) => (
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
          <SortSelect key={data.canonical} data={data} label={t("used.sort")} />
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
          <LiveFilters key={data.canonical}>
            <ServerPart id="used-filters" html={data.filters} />
          </LiveFilters>
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
