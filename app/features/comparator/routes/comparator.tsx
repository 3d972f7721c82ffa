import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { Form, Link, redirect, useNavigate, useSearchParams, useSubmit } from "react-router";
import { isbot } from "isbot";
import { basket } from "~/features/comparator/components/basket";
import { Breadcrumbs } from "~/shared/ui/breadcrumbs";
import { BrandMark } from "~/shared/ui/brand-mark";
import { Icon } from "~/shared/ui/icon";
import { modelPicture } from "~/features/catalogue/car-art";
import { breadcrumbItems } from "~/shared/lib/breadcrumbs";
import {
  addToSelection,
  comparatorPath,
  MAX_COMPARED,
  parseId,
  parseSelection,
  removeFromSelection,
  replaceInSelection,
} from "~/features/comparator/compare";
import {
  bestOf,
  equipmentComparison,
  specComparison,
  type ComparisonGroup,
} from "~/features/comparator/comparison";
import { energyLabels, transmissionLabels } from "~/shared/lib/labels";
import { versionPath } from "~/shared/lib/links";
import { monthlyPayment, parseLoanTerms, type LoanField } from "~/features/practical-guide/loan";
import { seoMeta } from "~/shared/lib/meta";
import { formatNumber, formatPrice } from "~/shared/lib/price";
import { foldText } from "~/shared/lib/text";
import { tComparator as t } from "~/features/comparator/text/en/comparator";
import { t as tLayout } from "~/features/layout/text/en/layout";
import { tCatalogueServer } from "~/features/catalogue/text/en/catalogue-server";
import {
  comparedVersions,
  pickerChoices,
  popularComparisons,
  recordComparison,
  type ComparedVersion,
  type PickerChoices,
} from "~/features/comparator/comparator.server";
import type { Route } from "./+types/comparator";

const price = (rwf: number) => formatPrice(rwf, { currency: true });
const carName = (car: ComparedVersion) => `${car.brand.name} ${car.model.name} ${car.version.name}`;
/** Where a removal leads: an explicit empty selection, so the page does not reload the basket. */
const selectionHref = (ids: number[]) => (ids.length ? comparatorPath(ids) : "/comparator?versions=");
const listOf = (items: (string | number)[]) => items.join(", ");
const LOAN_FIELDS: LoanField[] = ["down", "rate", "years"];

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const params = url.searchParams;
  const selection = parseSelection(params.get("versions"));
  const notices: string[] = [];

  // "Add to compare" without JavaScript, and the picker's last step: the comparator with one more car.
  if (params.has("add")) {
    const add = parseId(params.get("add"));
    if (add === null) selection.invalid.push(params.get("add") ?? "");
    else {
      const { ids, result } = addToSelection(selection.ids, add);
      if (result === "full") notices.push(t("notice.full", { max: MAX_COMPARED }));
      else throw redirect(comparatorPath(ids), 303);
    }
  }

  const found = await comparedVersions(context.db, selection.ids);
  const cars = found.slice(0, MAX_COMPARED);
  const ids = cars.map((car) => car.version.id);
  const unknown = selection.ids.filter((id) => !found.some((car) => car.version.id === id));
  const overLimit = [...found.slice(MAX_COMPARED).map((car) => car.version.id), ...selection.overLimit];
  const plural = (items: unknown[]) => (items.length === 1 ? "one" : "many");
  if (unknown.length) notices.push(t(`notice.unknown.${plural(unknown)}`, { ids: listOf(unknown) }));
  if (selection.invalid.length) {
    const parts = selection.invalid.join("”, “");
    notices.push(t(selection.invalid.length === 1 ? "notice.invalid" : "notice.invalid.many", { parts }));
  }
  if (selection.duplicates.length)
    notices.push(t("notice.duplicates", { ids: listOf(selection.duplicates) }));
  if (overLimit.length) {
    notices.push(t(`notice.overLimit.${plural(overLimit)}`, { max: MAX_COMPARED, ids: listOf(overLimit) }));
  }

  // The picker: open to add a car (always while fewer than two are chosen), or to swap one in place.
  const slot = params.get("slot");
  const swapping = cars.find((car) => car.version.id === parseId(slot)) ?? null;
  const pickerOpen = swapping !== null || (ids.length < MAX_COMPARED && (slot === "add" || ids.length < 2));
  const choices = pickerOpen
    ? await pickerChoices(context.db, parseId(params.get("brand")), parseId(params.get("model")))
    : null;

  const loan = parseLoanTerms((field) => params.get(field));
  const onlySelection = [...params.keys()].every((key) => key === "versions");
  const [popular] = await Promise.all([
    ids.length < 2 ? popularComparisons(context.db) : [],
    ids.length >= 2 && onlySelection && !isbot(request.headers.get("user-agent"))
      ? recordComparison(context.db, ids)
      : undefined,
  ]);

  const names = cars.map((car) => `${car.brand.name} ${car.model.name}`);
  const seo =
    cars.length >= 2
      ? {
          title: t("title.many", { cars: names.join(` ${t("vs")} `) }),
          description: t("description.many", { cars: cars.map(carName).join(", ") }),
        }
      : cars.length === 1
        ? {
            title: t("title.one", { car: names[0]! }),
            description: t("description.one", {
              car: carName(cars[0]!),
              price: price(cars[0]!.version.priceRwf),
            }),
          }
        : { title: t("title.empty"), description: t("description.empty") };

  return {
    ids,
    notices,
    heading: cars.length >= 2 ? names.join(` ${t("vs")} `) : t("heading.empty"),
    intro:
      cars.length >= 2
        ? t("intro.many")
        : cars.length === 1
          ? t("intro.one")
          : t("intro.empty", { max: MAX_COMPARED }),
    breadcrumbs: breadcrumbItems([
      [tLayout("menu.home"), "/"],
      [t("breadcrumb"), "/comparator"],
    ]),
    slots: Array.from({ length: MAX_COMPARED }, (_, index) => {
      const car = cars[index];
      return car
        ? {
            index,
            car: {
              name: carName(car),
              price: price(car.version.priceRwf),
              picture: modelPicture(car.model),
              href: versionPath(car.brand, car.model, car.version),
              removeHref: selectionHref(removeFromSelection(ids, car.version.id)),
              removeLabel: t("table.removeCar", { car: carName(car) }),
            },
            label: t("slot", { n: index + 1 }),
          }
        : { index, car: null, label: t(index === ids.length ? "slot.choose" : "slot", { n: index + 1 }) };
    }),
    picker: choices ? pickerView(choices, ids, swapping, slot) : null,
    table: cars.length >= 2 ? tableView(cars, ids, loan.terms) : null,
    loan:
      cars.length >= 2
        ? {
            values: loan.values,
            errors: loan.errors,
            terms: t("loan.terms", { down: loan.terms.down, rate: loan.terms.rate, years: loan.terms.years }),
          }
        : null,
    popular: popular.map((comparison) => ({
      href: comparatorPath(comparison.ids),
      cars: comparison.cars.map((car) => ({
        id: car.version.id,
        name: `${car.brand.name} ${car.model.name}`,
        version: car.version.name,
        picture: modelPicture(car.model),
      })),
      views: t("popular.views", { count: formatNumber(comparison.views) }),
    })),
    text: {
      slots: t("picker.steps"),
      popular: t("popular.heading"),
      vs: t("vs"),
      print: t("print"),
      loan: {
        heading: t("loan.heading"),
        intro: t("loan.intro"),
        update: t("loan.update"),
        change: t("loan.change"),
        down: t("loan.down"),
        rate: t("loan.rate"),
        years: t("loan.years"),
      },
    },
    meta: seoMeta({ ...seo, path: comparatorPath(ids) }, context.env.SITE_URL),
  };
}

/** The picker's current step (brand, then model, then version) with its options as links. */
function pickerView(
  choices: PickerChoices,
  ids: number[],
  swapping: ComparedVersion | null,
  slot: string | null,
) {
  const keep: Record<string, string | number> = swapping
    ? { slot: swapping.version.id }
    : slot === "add"
      ? { slot: "add" }
      : {};
  const step = choices.model ? "version" : choices.brand ? "model" : "brand";
  const heading = swapping
    ? t("picker.heading.swap", { car: carName(swapping) })
    : ids.length
      ? t("picker.heading.add")
      : t("picker.heading.first");
  const steps = [
    { label: choices.brand?.name ?? t("picker.step.brand"), href: comparatorPath(ids, keep) },
    {
      label: choices.model?.name ?? t("picker.step.model"),
      href: choices.brand ? comparatorPath(ids, { ...keep, brand: choices.brand.id }) : null,
    },
    { label: t("picker.step.version"), href: null },
  ];
  const options =
    step === "brand"
      ? choices.brands.map((brand) => ({
          id: brand.id,
          label: brand.name,
          detail:
            brand.modelCount === 1 ? t("picker.modelsOne") : t("picker.models", { count: brand.modelCount }),
          href: comparatorPath(ids, { ...keep, brand: brand.id }),
          brand: { name: brand.name, colour: brand.colour, logoUrl: brand.logoUrl },
          picture: null,
          disabled: false,
        }))
      : step === "model"
        ? choices.models.map((model) => ({
            id: model.id,
            label: model.name,
            detail: `${t(model.versionCount === 1 ? "picker.versionsOne" : "picker.versions", { count: model.versionCount })} · ${tCatalogueServer("price.from", { price: price(model.minPrice) })}`,
            href: comparatorPath(ids, { ...keep, brand: choices.brand!.id, model: model.id }),
            brand: null,
            picture: modelPicture(model),
            disabled: false,
          }))
        : choices.versions.map((version) => ({
            id: version.id,
            label: version.name,
            detail: `${price(version.priceRwf)} · ${version.powerHp} hp · ${energyLabels[version.energy]} · ${transmissionLabels[version.transmission]}`,
            href: comparatorPath(
              swapping
                ? replaceInSelection(ids, swapping.version.id, version.id)
                : addToSelection(ids, version.id).ids,
            ),
            brand: null,
            picture: null,
            disabled: ids.includes(version.id),
          }));
  return {
    step,
    heading,
    steps,
    stepIndex: step === "brand" ? 0 : step === "model" ? 1 : 2,
    options,
    listLabel:
      step === "brand"
        ? t("picker.list.brand")
        : step === "model"
          ? t("picker.list.model", { brand: choices.brand!.name })
          : t("picker.list.version", { model: `${choices.brand!.name} ${choices.model!.name}` }),
    searchLabel:
      step === "brand"
        ? t("picker.search.brand")
        : step === "model"
          ? t("picker.search.model", { brand: choices.brand!.name })
          : t("picker.search.version"),
    noMatch: t("picker.noMatch", { query: "{query}" }),
    inComparison: t("picker.inComparison"),
    back:
      step === "model"
        ? { label: t("picker.back"), href: comparatorPath(ids, keep) }
        : step === "version"
          ? {
              label: t("picker.backModels", { brand: choices.brand!.name }),
              href: comparatorPath(ids, { ...keep, brand: choices.brand!.id }),
            }
          : null,
    cancel: ids.length >= 2 ? { label: t("picker.cancel"), href: comparatorPath(ids) } : null,
  };
}

/** Columns per car and rows per spec, with the best value of each ranked row marked. */
function tableView(
  cars: ComparedVersion[],
  ids: number[],
  terms: ReturnType<typeof parseLoanTerms>["terms"],
) {
  const specs = specComparison(cars.map((car) => car.version));
  const payments = cars.map((car) => monthlyPayment(car.version.priceRwf, terms));
  const bestPayment = new Set(bestOf(payments, "lower"));
  const loanRow = {
    key: "monthly",
    label: t("loan.row"),
    rule: "lower" as const,
    note: t("loan.terms", { down: terms.down, rate: terms.rate, years: terms.years }),
    cells: payments.map((amount, i) => ({
      text: t("loan.perMonth", { amount: price(amount) }),
      best: bestPayment.has(i),
    })),
    same: payments.every((amount) => amount === payments[0]),
  };
  const groups: (ComparisonGroup & { allSame: boolean })[] = [
    ...specs.map((group) => (group.id === "price" ? { ...group, rows: [...group.rows, loanRow] } : group)),
    ...equipmentComparison(cars.map((car) => car.version.equipment)),
  ].map((group) => ({ ...group, allSame: group.rows.every((row) => row.same) }));
  const names = cars.map(carName);
  return {
    caption: t("table.caption", { cars: names.join(", ") }),
    label: t("table.scroll"),
    onlyDifferences: t("table.onlyDifferences"),
    bestLegend: t("table.bestLegend"),
    best: t("table.best"),
    yes: t("table.yes"),
    no: t("table.no"),
    addCar:
      ids.length < MAX_COMPARED
        ? { label: t("table.addCar"), href: `${comparatorPath(ids, { slot: "add" })}#picker` }
        : null,
    columns: cars.map((car, i) => ({
      id: car.version.id,
      make: `${car.brand.name} ${car.model.name}`,
      version: car.version.name,
      href: versionPath(car.brand, car.model, car.version),
      picture: modelPicture(car.model),
      price: price(car.version.priceRwf),
      change: {
        label: t("table.change"),
        title: t("table.changeCar", { car: names[i]! }),
        href: `${comparatorPath(ids, { slot: car.version.id })}#picker`,
      },
      remove: {
        label: t("table.remove"),
        title: t("table.removeCar", { car: names[i]! }),
        href: selectionHref(removeFromSelection(ids, car.version.id)),
      },
    })),
    groups: groups.map((group) => ({
      id: group.id,
      label: group.label,
      allSame: group.allSame,
      rows: group.rows.map((row) => ({
        key: row.key,
        label: row.label,
        note:
          "note" in row
            ? `${row.note as string} · ${t("table.rule.lower")}`
            : row.rule
              ? t(`table.rule.${row.rule}`)
              : null,
        same: row.same,
        cells: row.cells,
      })),
    })),
  };
}

export const meta: Route.MetaFunction = ({ data: page }) => page?.meta ?? [];

/** True once React runs in the browser (false while rendering on the server and hydrating). */
const useHydrated = () =>
  useSyncExternalStore(
    () => () => {},
    () => true,
    () => false,
  );

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
                    option.picture ? "flex-col" : "items-center gap-3"
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

/** The comparison: sticky car headers and row labels, best values marked, "Only differences" in CSS. */
function ComparisonTable({ table }: { table: NonNullable<Page["table"]> }) {
  const columns = table.columns.length + (table.addCar ? 1 : 0);
  return (
    <div className="compare mt-6">
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
      <div
        role="region"
        aria-label={table.label}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must be reachable by keyboard (WCAG 2.1.1)
        tabIndex={0}
        className="compare-scroll -mx-4 max-h-[calc(100dvh-1rem)] overflow-auto border-y lg:max-h-none lg:overflow-visible border-line bg-surface sm:mx-0 sm:rounded-(--radius-card) sm:border print:mx-0 print:max-h-none print:overflow-visible print:border-0"
      >
        <table className="w-full border-separate border-spacing-0 text-sm lg:table-fixed print:table-fixed print:text-[9px]">
          <caption className="sr-only">{table.caption}</caption>
          <thead>
            <tr>
              <td className="sticky left-0 top-0 z-30 w-[6.75rem] min-w-[6.75rem] border-b border-r border-line bg-surface sm:w-44 sm:min-w-44 print:static" />
              {table.columns.map((column) => (
                <th
                  key={column.id}
                  scope="col"
                  data-car
                  className="sticky top-0 z-20 min-w-[8rem] border-b border-line bg-surface p-2 text-left align-top font-normal sm:min-w-48 sm:p-3 print:static"
                >
                  <img
                    src={column.picture}
                    alt=""
                    width={160}
                    height={90}
                    className="aspect-[16/9] w-full max-w-40 object-contain print:max-w-24"
                  />
                  <Link to={column.href} className="mt-1 block leading-tight hover:text-link">
                    <span className="block text-xs font-semibold text-muted sm:text-sm">{column.make}</span>
                    <span className="block font-bold">{column.version}</span>
                  </Link>
                  <span className="mt-1 block font-extrabold text-accent-700 dark:text-accent-300">
                    {column.price}
                  </span>
                  <span className="mt-2 flex gap-1.5" data-print-hide>
                    <Link
                      to={column.change.href}
                      aria-label={column.change.title}
                      className="inline-flex min-h-8 items-center gap-1 rounded-full border border-line px-2.5 text-xs font-semibold hover:bg-raised"
                    >
                      <Icon name="arrow-left-right" className="size-3.5" />
                      {column.change.label}
                    </Link>
                    <Link
                      to={column.remove.href}
                      preventScrollReset
                      aria-label={column.remove.title}
                      className="inline-flex min-h-8 items-center gap-1 rounded-full border border-line px-2.5 text-xs font-semibold hover:bg-raised"
                    >
                      <Icon name="x" className="size-3.5" />
                      <span className="hidden sm:inline">{column.remove.label}</span>
                    </Link>
                  </span>
                </th>
              ))}
              {table.addCar ? (
                <th
                  scope="col"
                  className="sticky top-0 z-20 min-w-[8rem] border-b border-line bg-surface p-2 align-middle font-normal sm:min-w-44 sm:p-3"
                  data-print-hide
                >
                  <Link
                    to={table.addCar.href}
                    className="flex min-h-32 flex-col items-center justify-center gap-1 rounded-xl border-2 border-dashed border-line p-3 text-center text-sm font-bold text-link hover:border-accent-500"
                  >
                    <Icon name="plus" className="size-5" />
                    {table.addCar.label}
                  </Link>
                </th>
              ) : null}
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
              {group.rows.map((row) => (
                <tr key={row.key} data-same={row.same || undefined}>
                  <th
                    scope="row"
                    className="sticky left-0 z-10 border-b border-r border-line bg-surface px-2 py-2 text-left align-top text-xs font-semibold sm:px-3 sm:text-sm print:static print:py-0.5"
                  >
                    {row.label}
                    {row.note ? (
                      <span className="block text-[11px] font-normal text-muted sm:text-xs">{row.note}</span>
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
                </tr>
              ))}
            </tbody>
          ))}
        </table>
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
