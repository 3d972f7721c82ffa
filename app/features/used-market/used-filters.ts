/** Used-car search filters as they travel in the URL: read leniently, written back canonically. */
import { LISTING_LIMITS } from "../posting/listing-fields";
import { gearboxes, sellerTypes, type Gearbox, type SellerType } from "../../shared/lib/used-cars";
import { bodyTypes, energies, type BodyType, type Energy } from "../../shared/lib/vehicle";

export const usedSorts = ["newest", "price-asc", "price-desc", "mileage", "year"] as const;
export type UsedSort = (typeof usedSorts)[number];

/** The budget choices of the price selects, in RWF. */
export const priceChoices = [
  2_000_000, 3_000_000, 5_000_000, 7_500_000, 10_000_000, 15_000_000, 20_000_000, 30_000_000, 40_000_000,
  50_000_000, 75_000_000, 100_000_000,
] as const;

/** The "up to" choices of the mileage select, in km. */
export const mileageChoices = [25_000, 50_000, 75_000, 100_000, 150_000, 200_000, 300_000] as const;

/** The oldest year the year selects offer. */
export const OLDEST_YEAR = 1995;

/** At most this many makes at once (the form offers them as checkboxes). */
export const MAX_MAKES = 10;

export interface UsedFilters {
  /** Make keys ("toyota", "land-rover"), several allowed. */
  makes: string[];
  /** A model key, meaningful with one make. */
  model?: string;
  priceMin?: number;
  priceMax?: number;
  yearMin?: number;
  yearMax?: number;
  mileageMax?: number;
  energy?: Energy;
  gearbox?: Gearbox;
  body?: BodyType;
  /** A district name as written in the list of districts (checked by the server). */
  district?: string;
  seller?: SellerType;
  sort: UsedSort;
}

const KEY = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const pick = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((v) => v === value);

/** A whole number in [min, max] from the URL, else undefined (a hand-edited link is not an error). */
function whole(value: string | null, min: number, max: number): number | undefined {
  if (!value || !/^\d{1,12}$/.test(value)) return undefined;
  const number = Number(value);
  return number >= min && number <= max ? number : undefined;
}

/** Puts a low/high pair in order when both are given the wrong way round. */
function ordered(
  low: number | undefined,
  high: number | undefined,
): [number | undefined, number | undefined] {
  return low !== undefined && high !== undefined && low > high ? [high, low] : [low, high];
}

/**
 * Reads the filters from a query string. Unknown values are dropped rather than refused, so an old or
 * hand-edited link still shows results; `thisYear` bounds the year filters.
 */
export function parseUsedFilters(params: URLSearchParams, thisYear: number): UsedFilters {
  const makes = [...new Set(params.getAll("make").map((make) => make.trim().toLowerCase()))].filter(
    (make) => make.length <= 40 && KEY.test(make),
  );
  const filters: UsedFilters = {
    makes: makes.slice(0, MAX_MAKES).sort(),
    sort: pick(usedSorts, params.get("sort")) ?? "newest",
  };
  const model = params.get("model")?.trim().toLowerCase();
  if (filters.makes.length === 1 && model && model.length <= 60 && KEY.test(model)) filters.model = model;
  [filters.priceMin, filters.priceMax] = ordered(
    whole(params.get("price_min"), 0, LISTING_LIMITS.priceMax),
    whole(params.get("price_max"), 0, LISTING_LIMITS.priceMax),
  );
  [filters.yearMin, filters.yearMax] = ordered(
    whole(params.get("year_min"), OLDEST_YEAR, thisYear + 1),
    whole(params.get("year_max"), OLDEST_YEAR, thisYear + 1),
  );
  filters.mileageMax = whole(params.get("mileage_max"), 0, 2_000_000);
  filters.energy = pick(energies, params.get("energy"));
  filters.gearbox = pick(gearboxes, params.get("gearbox"));
  filters.body = pick(bodyTypes, params.get("body"));
  const district = params.get("district")?.trim();
  if (district && /^[A-Za-z -]{2,40}$/.test(district)) filters.district = district;
  filters.seller = pick(sellerTypes, params.get("seller"));
  return filters;
}

/** The URL names of the filters, in the canonical order. */
const paramNames = {
  model: "model",
  priceMin: "price_min",
  priceMax: "price_max",
  yearMin: "year_min",
  yearMax: "year_max",
  mileageMax: "mileage_max",
  energy: "energy",
  gearbox: "gearbox",
  body: "body",
  district: "district",
  seller: "seller",
} as const satisfies Partial<Record<keyof UsedFilters, string>>;

/**
 * The canonical query string of some filters ("" when none), optionally without one filter (or one of
 * the makes): the canonical URL, and the "remove this filter" links.
 */
export function usedFiltersQuery(
  filters: UsedFilters,
  without?: { key: keyof UsedFilters; make?: string },
): string {
  const params = new URLSearchParams();
  const makes = filters.makes.filter(
    (make) => !(without?.key === "makes" && (!without.make || without.make === make)),
  );
  for (const make of makes) params.append("make", make);
  for (const [key, name] of Object.entries(paramNames) as [keyof typeof paramNames, string][]) {
    const value = filters[key];
    if (value === undefined || key === without?.key) continue;
    // A model only makes sense with its one make.
    if (key === "model" && makes.length !== 1) continue;
    params.set(name, String(value));
  }
  if (filters.sort !== "newest" && without?.key !== "sort") params.set("sort", filters.sort);
  const query = params.toString();
  return query ? `?${query}` : "";
}

/** How many filters narrow the results (sort excluded; each make counts). */
export function activeUsedFilterCount(filters: UsedFilters): number {
  const keys = Object.keys(paramNames) as (keyof typeof paramNames)[];
  return filters.makes.length + keys.filter((key) => filters[key] !== undefined).length;
}
