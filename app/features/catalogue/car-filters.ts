/** New-car list filters as they travel in the URL: read leniently, written back canonically. */
import { parsePrice } from "../../shared/lib/price";
import { bodyTypes, drives, energies, transmissions } from "../../shared/lib/vehicle";
import type { BodyType, Drive, Energy, Transmission } from "../../shared/lib/vehicle";
import { INTEGER_MAX } from "~/shared/lib/ids";
import { cleanSearchQuery } from "~/shared/lib/search-query";

export const carSorts = ["relevance", "price-asc", "price-desc", "newest", "power", "range"] as const;
export type CarSort = (typeof carSorts)[number];

/** "At least N seats" choices. */
export const seatChoices = [2, 4, 5, 7, 8] as const;

export interface CarFilters {
  q: string;
  /** The budget as typed, kept so the form shows it back. */
  budget: string;
  minPrice?: number;
  maxPrice?: number;
  brand?: string;
  body?: BodyType;
  energy?: Energy;
  transmission?: Transmission;
  drive?: Drive;
  seats?: number;
  sort: CarSort;
}

export interface ParsedCarFilters {
  filters: CarFilters;
  /** Field messages keys, e.g. { budget: "invalid" } when the budget holds no figure. */
  errors: Partial<Record<"budget", "invalid">>;
}

const pick = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((v) => v === value);

/** The largest price the database holds (a 32-bit integer column): a budget beyond it asks for that. */
const PRICE_COLUMN_MAX = INTEGER_MAX;

/**
 * Reads filters from a query string. Unknown values are ignored rather than refused, so an old or
 * hand-edited link still shows results; only a budget with no figure at all is reported back to the
 * visitor. The budget uses the SPEC price parsing ('15.000.000 - 30.000.000', '20000000 RWF').
 */
export function parseCarFilters(
  params: URLSearchParams,
  options: { sorts: readonly CarSort[]; defaultSort: CarSort },
): ParsedCarFilters {
  const errors: ParsedCarFilters["errors"] = {};
  const q = cleanSearchQuery(params.get("q"));
  const budget = (params.get("budget") ?? "").trim().slice(0, 60);
  const filters: CarFilters = {
    q,
    budget,
    sort: pick(options.sorts, params.get("sort")) ?? options.defaultSort,
  };
  if (filters.sort === "relevance" && q.length < 2) filters.sort = defaultSort(filters, options);
  if (budget) {
    if (/\d/.test(budget)) {
      const range = parsePrice(budget);
      const low = Math.min(range.min, range.max ?? range.min);
      const high = range.max === undefined ? undefined : Math.max(range.min, range.max);
      if (low > 0) filters.minPrice = Math.min(low, PRICE_COLUMN_MAX);
      if (high !== undefined) filters.maxPrice = Math.min(high, PRICE_COLUMN_MAX);
    } else {
      errors.budget = "invalid";
    }
  }
  const brand = params.get("brand")?.trim();
  if (brand && /^[a-z0-9-]{1,80}$/.test(brand)) filters.brand = brand;
  filters.body = pick(bodyTypes, params.get("body"));
  filters.energy = pick(energies, params.get("energy"));
  filters.transmission = pick(transmissions, params.get("transmission"));
  filters.drive = pick(drives, params.get("drive"));
  const seats = Number(params.get("seats"));
  if (seatChoices.some((choice) => choice === seats)) filters.seats = seats;
  return { filters, errors };
}

/** The sort used when the URL names none: relevance needs a text, so without one the page's next choice. */
export function defaultSort(
  filters: Pick<CarFilters, "q">,
  options: { sorts: readonly CarSort[]; defaultSort: CarSort },
): CarSort {
  if (options.defaultSort !== "relevance" || filters.q.length >= 2) return options.defaultSort;
  return options.sorts.find((sort) => sort !== "relevance") ?? "price-asc";
}

/** Removes undefined keys so `{ body: undefined }` compares equal to `{}`. */
function defined(filters: CarFilters) {
  return Object.fromEntries(
    Object.entries(filters).filter(([, v]) => v !== undefined && v !== ""),
  ) as Partial<Record<keyof CarFilters, string | number>>;
}

/**
 * The canonical query string for some filters (fixed key order, defaults left out), optionally with
 * one filter removed: used for "remove this filter" links and for the canonical URL.
 */
export function carFiltersQuery(
  filters: CarFilters,
  options: { sorts: readonly CarSort[]; defaultSort: CarSort; without?: keyof CarFilters },
): string {
  const values = defined(filters);
  const params = new URLSearchParams();
  const order: (keyof CarFilters)[] = [
    "q",
    "budget",
    "brand",
    "body",
    "energy",
    "transmission",
    "drive",
    "seats",
  ];
  for (const key of order) {
    const value = values[key];
    if (key === options.without || value === undefined) continue;
    params.set(key, String(value));
  }
  const remaining = { q: options.without === "q" ? "" : filters.q };
  const relevanceWithoutText = filters.sort === "relevance" && remaining.q.length < 2;
  if (
    filters.sort !== defaultSort(remaining, options) &&
    !relevanceWithoutText &&
    options.without !== "sort"
  ) {
    params.set("sort", filters.sort);
  }
  const query = params.toString();
  return query ? `?${query}` : "";
}

/** How many filters narrow the list (text search and sort excluded). */
export function activeFilterCount(filters: CarFilters): number {
  const budget = filters.minPrice !== undefined || filters.maxPrice !== undefined ? 1 : 0;
  const keys = ["brand", "body", "energy", "transmission", "drive", "seats"] as const;
  return budget + keys.filter((key) => filters[key] !== undefined).length;
}
