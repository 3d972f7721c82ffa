import { useEffect, useRef, useState, type CSSProperties } from "react";
import { Form, Link, redirect, useNavigate, useSearchParams, useSubmit } from "react-router";
import { isbot } from "isbot";
import { basket } from "~/features/comparator/components/basket";
import { Breadcrumbs } from "~/shared/ui/breadcrumbs";
import { BrandMark } from "~/shared/ui/brand-mark";
import { Icon } from "~/shared/ui/icon";
import { useHydrated } from "~/shared/ui/use-hydrated";
import { comparatorPath } from "~/features/comparator/compare";
import type { LoanField } from "~/features/practical-guide/loan";
import { foldText } from "~/shared/lib/text";
import { comparatorView } from "~/features/comparator/comparator-view.server";
import type { Route } from "./+types/comparator";

const LOAN_FIELDS: LoanField[] = ["down", "rate", "years"];

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = await comparatorView(context.db, {
    params: new URL(request.url).searchParams,
    bot: isbot(request.headers.get("user-agent")),
    siteUrl: context.env.SITE_URL,
    locale: context.locale,
  });
  // "Add to compare" without JavaScript: the comparator with one more car.
  if (typeof page.redirect === "string") throw redirect(page.redirect, 303);
  return page;
}

export const meta: Route.MetaFunction = ({ data: page }) => page?.meta ?? [];

type Page = Route.ComponentProps["loaderData"];

export default function Comparator({ loaderData: page }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const idsKey = page.ids.join(",");

  // The comparison in view is the basket; the bare /comparator opens the basket's comparison.
  useEffect(() => {
    const stored = basket.read();
    if ([...searchParams.keys()].length === 0 && stored.length && !page.ids.length) {
      void navigate(comparatorPath(stored), { replace: true });
    } else if (searchParams.has("versions")) basket.set(page.ids);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs when the selection changes
  }, [idsKey]);

  return (
    <div className="container-page py-6 sm:py-10">
      <div data-print-hide>
        <Breadcrumbs items={page.breadcrumbs} />
      </div>
      <div className="mt-4 flex flex-wrap items-end justify-between gap-4">
        <div className="max-w-3xl">
          <h1 className="text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">{page.heading}</h1>
          <p className="mt-2 text-muted" data-print-hide>
            {page.intro}
          </p>
        </div>
        {page.table && hydrated ? (
          <button
            type="button"
            onClick={() => window.print()}
            className="btn-ghost hidden sm:inline-flex"
            data-print-hide
          >
            {page.text.print}
          </button>
        ) : null}
      </div>

      {page.notices.length ? (
        <div role="status" className="mt-5 space-y-2" data-print-hide>
          {page.notices.map((notice) => (
            <p
              key={notice}
              className="rounded-xl border border-sun/60 bg-sun/15 px-4 py-3 text-sm font-medium"
            >
              {notice}
            </p>
          ))}
        </div>
      ) : null}

      {page.table ? null : <Slots page={page} />}
      {page.picker ? (
        <Picker key={page.picker.steps.map((s) => s.label).join()} picker={page.picker} />
      ) : null}
      {page.table && page.loan ? (
        <>
          <LoanForm loan={page.loan} text={page.text.loan} ids={page.ids} />
          <ComparisonTable table={page.table} />
        </>
      ) : null}
      {page.popular.length ? <Popular page={page} /> : null}
    </div>
  );
}

/** The four places of the comparison while fewer than two cars are chosen. */
function Slots({ page }: { page: Page }) {
  return (
    <ol aria-label={page.text.slots} className="mt-6 grid grid-cols-2 gap-3 lg:grid-cols-4">
      {page.slots.map((slot) => (
        <li
          key={slot.index}
          aria-current={!slot.car && slot.index === page.ids.length ? "step" : undefined}
          className={`relative flex min-h-28 flex-col justify-center rounded-(--radius-card) p-3 text-sm ${
            slot.car
              ? "card"
              : slot.index === page.ids.length
                ? "border-2 border-accent-500 bg-accent-50 font-bold text-accent-800 dark:bg-accent-900/30 dark:text-accent-100"
                : "border-2 border-dashed border-line text-muted"
          }`}
        >
          {slot.car ? (
            <>
              <img
                src={slot.car.picture}
                alt=""
                width={160}
                height={90}
                className="mx-auto aspect-[16/9] w-28 object-contain"
              />
              <Link to={slot.car.href} className="mt-1 font-bold leading-snug hover:text-link">
                {slot.car.name}
              </Link>
              <span className="text-muted">{slot.car.price}</span>
              <Link
                to={slot.car.removeHref}
                preventScrollReset
                className="absolute right-1.5 top-1.5 icon-btn size-9"
                aria-label={slot.car.removeLabel}
              >
                <Icon name="x" className="size-4" />
              </Link>
            </>
          ) : (
            <span className="flex flex-col items-center gap-1 text-center">
              <Icon name="plus" className="size-5" />
              {slot.label}
            </span>
          )}
        </li>
      ))}
    </ol>
  );
}

/** Brand, then model, then version, each a list of links; with JavaScript a search field filters it. */
function Picker({ picker }: { picker: NonNullable<Page["picker"]> }) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const [query, setQuery] = useState("");
  const folded = foldText(query.trim());
  const shown = folded
    ? picker.options.filter((option) => foldText(option.label).includes(folded))
    : picker.options;
  const searchRef = useRef<HTMLInputElement>(null);
  const grid =
    picker.step === "version"
      ? "grid gap-2 sm:grid-cols-2"
      : picker.step === "model"
        ? "grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4"
        : "grid grid-cols-2 gap-2 min-[480px]:grid-cols-3 md:grid-cols-4 lg:grid-cols-6";

  return (
    <section
      id="picker"
      aria-labelledby="picker-heading"
      className="card mt-6 scroll-mt-4 p-4 sm:p-6"
      data-print-hide
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="picker-heading" className="text-xl font-extrabold tracking-tight">
          {picker.heading}
        </h2>
        {picker.cancel ? (
          <Link to={picker.cancel.href} className="btn-ghost min-h-9 px-4">
            {picker.cancel.label}
          </Link>
        ) : null}
      </div>
      <ol className="mt-3 flex flex-wrap items-center gap-2 text-sm">
        {picker.steps.map((step, index) => (
          <li key={index} className="flex items-center gap-2">
            {index ? (
              <span aria-hidden="true" className="text-muted">
                ›
              </span>
            ) : null}
            {step.href && index < picker.stepIndex ? (
              <Link
                to={step.href}
                preventScrollReset
                className="rounded-full bg-raised px-3 py-1 font-semibold text-link hover:underline"
              >
                {step.label}
              </Link>
            ) : (
              <span
                aria-current={index === picker.stepIndex ? "step" : undefined}
                className={`rounded-full px-3 py-1 font-semibold ${
                  index === picker.stepIndex ? "bg-accent-600 text-white" : "bg-raised text-muted"
                }`}
              >
                {index + 1}. {step.label}
              </span>
            )}
          </li>
        ))}
      </ol>

      <div className="mt-4 flex flex-wrap items-center gap-3">
        {picker.back ? (
          <Link
            to={picker.back.href}
            preventScrollReset
            className="inline-flex items-center gap-1 text-sm font-semibold text-link hover:underline"
          >
            <Icon name="chevron-left" className="size-4" />
            {picker.back.label}
          </Link>
        ) : null}
        {hydrated ? (
          <div className="w-full sm:ml-auto sm:w-72">
            <label htmlFor="picker-search" className="sr-only">
              {picker.searchLabel}
            </label>
            <input
              ref={searchRef}
              id="picker-search"
              type="search"
              value={query}
              placeholder={picker.searchLabel}
              autoComplete="off"
              onChange={(event) => setQuery(event.target.value)}
              onKeyDown={(event) => {
                const first = shown.find((option) => !option.disabled);
                if (event.key === "Enter" && first) {
                  event.preventDefault();
                  void navigate(first.href, { preventScrollReset: true });
                }
              }}
              className="field-input py-2.5"
            />
          </div>
        ) : null}
      </div>

      {shown.length ? (
        <ul aria-label={picker.listLabel} className={`mt-4 ${grid}`}>
          {shown.map((option) => (
            <li key={option.id}>
              {option.disabled ? (
                <span className="flex h-full flex-col rounded-xl border border-line p-3 text-sm opacity-70">
                  <span className="font-bold">{option.label}</span>
                  <span className="text-muted">{picker.inComparison}</span>
                </span>
              ) : (
                <Link
                  to={option.href}
                  preventScrollReset
                  className={`flex h-full rounded-xl border border-line bg-surface p-3 text-sm transition hover:border-accent-500 hover:bg-raised ${
                    option.picture
                      ? "flex-col"
                      : option.brand
                        ? // Two makes to a row on a phone: the mark above its name, so a long name keeps its width.
                          "flex-col items-start gap-2 min-[480px]:flex-row min-[480px]:items-center min-[480px]:gap-3"
                        : "items-center gap-3"
                  }`}
                >
                  {option.brand ? <BrandMark brand={option.brand} size="sm" /> : null}
                  {option.picture ? (
                    <img
                      src={option.picture}
                      alt=""
                      width={160}
                      height={90}
                      loading="lazy"
                      className="aspect-[16/9] w-full object-contain"
                    />
                  ) : null}
                  <span className="min-w-0">
                    <span className="block font-bold leading-snug">{option.label}</span>
                    <span className="block text-muted">{option.detail}</span>
                  </span>
                </Link>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-4 text-muted" role="status">
          {picker.noMatch.replace("{query}", query.trim())}
        </p>
      )}
    </section>
  );
}

/** Down payment, rate and period of the monthly-payment row; each change recomputes on the server. */
function LoanForm({
  loan,
  text,
  ids,
}: {
  loan: NonNullable<Page["loan"]>;
  text: Page["text"]["loan"];
  ids: number[];
}) {
  const submit = useSubmit();
  // Open at first when a term is wrong; after that it stays as the visitor leaves it.
  const [openAtFirst] = useState(() => Object.keys(loan.errors).length > 0);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return (
    <details open={openAtFirst} className="group card mt-6 p-4 open:pb-5 sm:px-5" data-print-hide>
      <summary className="flex cursor-pointer list-none items-center justify-between gap-3 [&::-webkit-details-marker]:hidden">
        <span>
          <span className="block font-bold">{text.heading}</span>
          <span className="block text-sm text-muted">{loan.terms}</span>
        </span>
        <span className="inline-flex shrink-0 items-center gap-1 text-sm font-semibold text-link">
          {text.change}
          <Icon name="chevron-down" className="size-4 transition-transform group-open:rotate-180" />
        </span>
      </summary>
      <p className="mt-3 text-sm text-muted">{text.intro}</p>
      <Form
        method="get"
        preventScrollReset
        replace
        noValidate
        className="mt-4 grid grid-cols-3 items-start gap-3 sm:flex sm:flex-wrap sm:items-end"
        onChange={(event) => {
          const form = event.currentTarget;
          clearTimeout(timer.current);
          timer.current = setTimeout(
            () => void submit(form, { replace: true, preventScrollReset: true }),
            400,
          );
        }}
      >
        <input type="hidden" name="versions" value={ids.join(",")} />
        {LOAN_FIELDS.map((field) => (
          <div key={field} className="min-w-0 sm:w-40">
            <label htmlFor={`loan-${field}`} className="field-label text-xs sm:text-sm">
              {text[field]}
            </label>
            <input
              id={`loan-${field}`}
              name={field}
              type="text"
              inputMode="decimal"
              defaultValue={loan.values[field]}
              aria-invalid={loan.errors[field] ? true : undefined}
              aria-describedby={loan.errors[field] ? `loan-${field}-error` : undefined}
              className="field-input px-3 py-2"
            />
            {loan.errors[field] ? (
              <p id={`loan-${field}-error`} className="field-error text-xs sm:text-sm">
                {loan.errors[field]}
              </p>
            ) : null}
          </div>
        ))}
        <button type="submit" className="btn-primary col-span-3 sm:col-span-1">
          {text.update}
        </button>
      </Form>
    </details>
  );
}

/**
 * The comparison. Only the page scrolls vertically: the cars sit side by side in a horizontal scroller (two
 * on a phone, the others a swipe away, snapping to a car), and a strip of the cars' names, prices and
 * pictures sticks to the top of the screen, moved with the table by a CSS scroll timeline (a script where
 * the browser has none). The table keeps the cars as column headers for assistive technology and print.
 */
function ComparisonTable({ table }: { table: NonNullable<Page["table"]> }) {
  const columns = table.columns.length + (table.addCar ? 1 : 0);
  const scroller = useRef<HTMLDivElement>(null);
  const strip = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const box = scroller.current;
    const cars = strip.current;
    if (!box || !cars || CSS.supports("animation-timeline: scroll()")) return;
    const follow = () => {
      cars.style.transform = `translateX(${-box.scrollLeft}px)`;
    };
    box.addEventListener("scroll", follow, { passive: true });
    return () => box.removeEventListener("scroll", follow);
  }, []);
  const style = { "--cars": columns, "--phone-cars": columns > 2 ? 2.15 : 2 } as CSSProperties;
  return (
    <div className="compare mt-6" style={style}>
      <p className="mb-3 flex flex-wrap items-center justify-between gap-3 text-sm">
        <label className="inline-flex cursor-pointer items-center gap-2 font-semibold" data-print-hide>
          <input id="only-differences" type="checkbox" className="size-5 accent-accent-600" />
          {table.onlyDifferences}
        </label>
        <span className="inline-flex items-center gap-2 text-muted">
          <BestTag label={table.best} />
          {table.bestLegend}
        </span>
      </p>
      <div className="compare-frame -mx-4 border-y border-line bg-surface sm:mx-0 sm:rounded-(--radius-card) sm:border print:mx-0 print:border-0">
        <div className="compare-strip" data-testid="compare-strip" data-print-hide>
          <div ref={strip} className="compare-strip-cars">
            <div className="compare-corner" />
            {table.columns.map((column) => (
              <div key={column.id} className="compare-car">
                <div className="relative">
                  <img
                    src={column.picture}
                    alt=""
                    width={160}
                    height={90}
                    className="mx-auto aspect-[16/9] h-11 w-auto object-contain sm:h-16"
                  />
                  <Link
                    to={column.change.href}
                    aria-label={column.change.title}
                    title={column.change.title}
                    className="absolute top-0 left-0 inline-flex size-8 items-center justify-center rounded-full border border-line bg-surface hover:bg-raised"
                  >
                    <Icon name="arrow-left-right" className="size-3.5" />
                  </Link>
                  <Link
                    to={column.remove.href}
                    preventScrollReset
                    aria-label={column.remove.title}
                    title={column.remove.title}
                    className="absolute top-0 right-0 inline-flex size-8 items-center justify-center rounded-full border border-line bg-surface hover:bg-raised"
                  >
                    <Icon name="x" className="size-3.5" />
                  </Link>
                </div>
                <Link
                  to={column.href}
                  className="mt-1 line-clamp-2 text-[13px] leading-tight font-bold hover:text-link sm:text-sm"
                >
                  {column.make} {column.version}
                </Link>
                <span className="mt-0.5 block text-sm font-extrabold text-accent-700 dark:text-accent-300">
                  {column.price}
                </span>
              </div>
            ))}
            {table.addCar ? (
              <div className="compare-car">
                <Link
                  to={table.addCar.href}
                  className="flex h-full min-h-20 flex-col items-center justify-center gap-1 rounded-xl border-2 border-dashed border-line p-2 text-center text-sm font-bold text-link hover:border-accent-500"
                >
                  <Icon name="plus" className="size-5" />
                  {table.addCar.label}
                </Link>
              </div>
            ) : null}
          </div>
        </div>
        <div
          ref={scroller}
          role="region"
          aria-label={table.label}
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must be reachable by keyboard (WCAG 2.1.1)
          tabIndex={0}
          className="compare-scroll"
        >
          <table className="compare-table border-separate border-spacing-0 text-sm print:text-[9px]">
            <caption className="sr-only">{table.caption}</caption>
            <thead className="compare-head">
              <tr>
                <td className="compare-corner" />
                {table.columns.map((column) => (
                  <th key={column.id} scope="col" data-car className="compare-snap text-left font-normal">
                    <span className="compare-head-text">
                      {column.make} {column.version}, {column.price}
                    </span>
                  </th>
                ))}
                {table.addCar ? <td className="compare-snap" data-print-hide /> : null}
              </tr>
            </thead>
            {table.groups.map((group) => (
              <tbody key={group.id} data-same={group.allSame || undefined}>
                <tr>
                  <th
                    scope="colgroup"
                    colSpan={columns + 1}
                    className="border-b border-line bg-raised px-0 py-2 text-left print:py-0.5"
                  >
                    <span className="sticky left-0 px-3 text-xs font-extrabold uppercase tracking-wide sm:text-sm">
                      {group.label}
                    </span>
                  </th>
                </tr>
                {group.rows.flatMap((row) => [
                  // On a phone the row's label reads above its values, across the screen.
                  <tr
                    key={`${row.key}-label`}
                    aria-hidden="true"
                    className="compare-label-row"
                    data-same={row.same || undefined}
                  >
                    <td colSpan={columns + 1}>
                      <span className="sticky left-0 inline-block max-w-[100cqw] px-2 pt-2 text-xs font-semibold text-muted sm:px-3">
                        {row.label}
                        {row.note ? <span className="font-normal"> · {row.note}</span> : null}
                      </span>
                    </td>
                  </tr>,
                  <tr key={row.key} data-same={row.same || undefined}>
                    <th
                      scope="row"
                      className="compare-row-label border-b border-r border-line bg-surface px-2 py-2 text-left align-top text-xs font-semibold sm:px-3 sm:text-sm print:static print:py-0.5"
                    >
                      {row.label}
                      {row.note ? (
                        <span className="block text-[11px] font-normal text-muted sm:text-xs">
                          {row.note}
                        </span>
                      ) : null}
                    </th>
                    {row.cells.map((cell, index) =>
                      cell.has === undefined ? (
                        <td key={index} data-best={cell.best || undefined}>
                          {cell.text}
                          {cell.best ? <BestTag label={table.best} /> : null}
                        </td>
                      ) : (
                        // ✓ or – with "Yes" or "No" for screen readers, drawn by CSS (app.css).
                        <td key={index} data-has={cell.has} />
                      ),
                    )}
                    {table.addCar ? <td data-print-hide /> : null}
                  </tr>,
                ])}
              </tbody>
            ))}
          </table>
        </div>
      </div>
    </div>
  );
}

/** The mark of a row's best value, read out with the value. */
function BestTag({ label }: { label: string }) {
  return (
    <span className="ml-1.5 inline-block rounded-full bg-ok px-1.5 align-[1px] text-[10px] font-extrabold uppercase leading-4 tracking-wide text-surface">
      {label}
    </span>
  );
}

function Popular({ page }: { page: Page }) {
  return (
    <section aria-labelledby="popular-heading" className="mt-10" data-print-hide>
      <h2 id="popular-heading" className="text-2xl font-extrabold tracking-tight">
        {page.text.popular}
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {page.popular.map((comparison) => (
          <li key={comparison.href}>
            <article
              data-link-card
              className="card group flex h-full flex-col p-4 transition hover:-translate-y-0.5 hover:border-accent-300"
            >
              <div className="flex items-center justify-center gap-1">
                {comparison.cars.map((car) => (
                  <img
                    key={car.id}
                    src={car.picture}
                    alt=""
                    width={160}
                    height={90}
                    loading="lazy"
                    className="aspect-[16/9] w-1/3 object-contain"
                  />
                ))}
              </div>
              <h3 className="mt-3 font-bold leading-snug">
                <Link to={comparison.href} className="group-hover:text-link">
                  {comparison.cars.map((car) => car.name).join(` ${page.text.vs} `)}
                </Link>
              </h3>
              <p className="mt-1 text-sm text-muted">
                {comparison.cars.map((car) => car.version).join(" · ")}
              </p>
              <p className="mt-auto pt-2 text-xs font-semibold text-muted">{comparison.views}</p>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
