/** The loader half shared by the new-car list pages: filters from the URL, the page of models, chips. */
import type { CarListData, FilterField, FilterSelect, SelectField } from "~/features/catalogue/view";
import type { ModelCardData } from "~/features/catalogue/view";
import {
  activeFilterCount,
  carFiltersQuery,
  parseCarFilters,
  seatChoices,
  defaultSort,
  type CarFilters,
  type CarSort,
} from "~/features/catalogue/car-filters";
import { bodyLabels, driveLabels, energyLabels, transmissionLabels } from "~/shared/lib/labels";
import { pageNav, pageParam, type Page } from "~/shared/lib/pagination";
import { formatPrice } from "~/shared/lib/price";
import { priceRangeText } from "~/features/catalogue/price-range";
import { shownPriceFigure } from "~/features/catalogue/car-sort";
import { CARD_SIZES, modelPictureOf } from "~/features/catalogue/car-art";
import { bodyTypes, drives, energies, transmissions, type Energy } from "~/shared/lib/vehicle";
import { carListsServerText } from "~/features/catalogue/text/car-lists-server";
import { catalogueServerText } from "~/features/catalogue/text/catalogue-server";
import { listsText } from "~/features/catalogue/text/lists";
import type { Locale } from "~/shared/i18n/locale";
import { textFor } from "~/shared/i18n/text";
import type { Db } from "../../shared/db/client";
import type { Keep } from "../../shared/cache/table-memo.server";
import { brandChoices, findModels, type FinderQuery, type FoundModel } from "./finder.server";

export interface CarListConfig {
  /** The filters the page offers, in order. */
  fields: readonly FilterField[];
  sorts: readonly CarSort[];
  defaultSort: CarSort;
  perPage?: number;
  /** A fixed slice of the catalogue: its filters are not offered to the visitor. */
  fixed?: { energy?: Energy; luxury?: boolean; launchedSince?: string };
}

export interface FilterChip {
  label: string;
  /** The same list without this filter. */
  href: string;
}

/** A model card with the figures of its versions that match the filters. */
export function modelCard(
  model: FoundModel,
  filtered: boolean,
  locale: Locale,
): ModelCardData & { facts: string[] } {
  const tList = textFor(carListsServerText, locale);
  const versionsText =
    filtered && model.matching < model.versionCount
      ? tList("fact.matching", { matching: model.matching, count: model.versionCount })
      : model.versionCount === 1
        ? tList("fact.versionsOne")
        : tList("fact.versions", { count: model.versionCount });
  return {
    id: model.id,
    name: model.name,
    slug: model.slug,
    body: model.body,
    energy: model.energy,
    picture: modelPictureOf(model, CARD_SIZES),
    brand: { name: model.brand.name, slug: model.brand.slug },
    bodyLabel: bodyLabels[model.body],
    energyLabel: energyLabels[model.energy],
    priceText: priceRangeText(textFor(catalogueServerText, locale), model[shownPriceFigure], null, "from"),
    facts: [versionsText, tList("fact.power", { hp: model.maxPowerHp })],
    compare: {
      versionId: model.entryVersion.id,
      name: `${model.brand.name} ${model.name} ${model.entryVersion.name}`,
    },
  };
}

function budgetLabel(filters: CarFilters, locale: Locale): string {
  const tList = textFor(carListsServerText, locale);
  const min = filters.minPrice === undefined ? undefined : formatPrice(filters.minPrice);
  const max = filters.maxPrice === undefined ? undefined : formatPrice(filters.maxPrice);
  if (min && max) return tList("chip.budgetRange", { min, max });
  return min ? tList("chip.budgetFrom", { min }) : tList("chip.budgetUpTo", { max: max! });
}

/** The page links of any paginated list, labelled. */
export function pageNavigation(page: Pick<Page, "page" | "pages">, search: string, locale: Locale) {
  const t = textFor(listsText, locale);
  return pageNav(page, search, {
    label: t("pages.label"),
    previous: t("pages.previous"),
    next: t("pages.next"),
    page: t("pages.page"),
  });
}

/** One-tap budgets, in the SPEC price format the budget field reads. */
const budgetPresets = [
  { key: "preset.under15", budget: "0 - 15.000.000" },
  { key: "preset.15to25", budget: "15.000.000 - 25.000.000" },
  { key: "preset.25to40", budget: "25.000.000 - 40.000.000" },
  { key: "preset.40to70", budget: "40.000.000 - 70.000.000" },
  { key: "preset.over70", budget: "70.000.000" },
] as const;

export async function loadCarList(db: Db, keep: Keep, url: URL, config: CarListConfig, locale: Locale) {
  const tList = textFor(carListsServerText, locale);
  const tLists = textFor(listsText, locale);
  const { filters, errors } = parseCarFilters(url.searchParams, config);
  const fixed = config.fixed ?? {};
  if (fixed.energy) filters.energy = fixed.energy;
  // The catalogue changes with the back office only: what a query finds is kept until its tables change.
  const brands = await keep("brand-choices", () => brandChoices(db));
  const brand = brands.find((b) => b.slug === filters.brand);
  if (!brand) delete filters.brand;

  const asked: FinderQuery = {
    filters,
    brandId: brand?.id,
    luxury: fixed.luxury,
    launchedSince: fixed.launchedSince,
    page: pageParam(url.searchParams.get("page")),
    perPage: config.perPage ?? 24,
  };
  // The query names every value the search reads, so it is the key (its filters are parsed and bounded).
  const result = await keep(`find-models:${JSON.stringify(asked)}`, () => findModels(db, asked));

  const query = (without: keyof CarFilters) =>
    url.pathname + carFiltersQuery(filters, { ...config, without });
  const chips: FilterChip[] = [];
  if (filters.q) chips.push({ label: tList("chip.text", { q: filters.q }), href: query("q") });
  if (filters.minPrice !== undefined || filters.maxPrice !== undefined)
    chips.push({ label: budgetLabel(filters, locale), href: query("budget") });
  if (brand) chips.push({ label: brand.name, href: query("brand") });
  if (filters.body) chips.push({ label: bodyLabels[filters.body], href: query("body") });
  if (filters.energy && !fixed.energy)
    chips.push({ label: energyLabels[filters.energy], href: query("energy") });
  if (filters.transmission)
    chips.push({ label: transmissionLabels[filters.transmission], href: query("transmission") });
  if (filters.drive) chips.push({ label: driveLabels[filters.drive], href: query("drive") });
  if (filters.seats)
    chips.push({ label: tList("chip.seats", { seats: filters.seats }), href: query("seats") });

  const choices: Record<SelectField, () => { value: string; label: string }[]> = {
    brand: () => brands.map((b) => ({ value: b.slug, label: b.name })),
    body: () => bodyTypes.map((b) => ({ value: b, label: bodyLabels[b] })),
    energy: () => energies.map((e) => ({ value: e, label: energyLabels[e] })),
    transmission: () => transmissions.map((t) => ({ value: t, label: transmissionLabels[t] })),
    drive: () => drives.map((d) => ({ value: d, label: driveLabels[d] })),
    seats: () =>
      seatChoices.map((n) => ({
        value: String(n),
        label: tLists("filters.seatsAtLeast", { seats: n }),
      })),
  };
  const list: CarListData = {
    fields: config.fields,
    sorts: config.sorts,
    clearHref: url.pathname,
    filters,
    errors,
    page: result.page,
    pageNav: pageNavigation(result.page, url.search, locale),
    selects: config.fields.flatMap((field): FilterSelect[] =>
      field === "q" || field === "budget"
        ? []
        : [
            {
              name: field,
              label: tLists(`filters.${field}`),
              value: String(filters[field] ?? ""),
              options: choices[field](),
            },
          ],
    ),
    chips,
    budgetPresets: budgetPresets.map((preset) => ({
      label: tList(preset.key),
      href: url.pathname + carFiltersQuery({ ...filters, budget: preset.budget }, config),
      active: filters.budget === preset.budget,
    })),
    keepSort: filters.sort !== defaultSort(filters, config),
  };
  return {
    /** What CarList shows. */
    list,
    models: result.models,
    /** Whether the filters narrow the versions (so cards say how many of them match). */
    filtered: activeFilterCount(filters) > (fixed.energy ? 1 : 0),
    /** The canonical address of this list: filters in a fixed order, page and default sort left out. */
    canonicalPath: url.pathname + carFiltersQuery(filters, config),
  };
}
