/** The current-deals list: its query-string filters and sorts, read leniently, and day counts. */
import { bodyTypes, energies, type BodyType, type Energy } from "../../shared/lib/vehicle";

/** Ending soon (the default), biggest saving, lowest price after the deal. */
export const dealSorts = ["ending", "saving", "price"] as const;
export type DealSort = (typeof dealSorts)[number];

export interface DealFilters {
  /** A brand slug; the loader drops it when no brand with live deals has it. */
  brand?: string;
  body?: BodyType;
  energy?: Energy;
  sort: DealSort;
}

const SLUG = /^[a-z0-9][a-z0-9-]{0,79}$/;

/** Reads `?brand=&body=&energy=&sort=`; an unknown or malformed value is ignored, never an error. */
export function parseDealFilters(params: URLSearchParams): DealFilters {
  const brand = params.get("brand") ?? "";
  const body = bodyTypes.find((b) => b === params.get("body"));
  const energy = energies.find((e) => e === params.get("energy"));
  const sort = dealSorts.find((s) => s === params.get("sort")) ?? "ending";
  return {
    ...(SLUG.test(brand) ? { brand } : {}),
    ...(body ? { body } : {}),
    ...(energy ? { energy } : {}),
    sort,
  };
}

/**
 * The query string of a submitted filter form without its empty fields or the default sort, so that
 * "all brands, ending soon" is the bare page and each filter combination has one URL.
 */
export function dealQuery(fields: Iterable<[string, unknown]>): string {
  const params = new URLSearchParams();
  for (const [name, value] of fields) {
    if (typeof value !== "string" || value === "" || name === "page") continue;
    if (name === "sort" && value === "ending") continue;
    params.set(name, value);
  }
  const query = params.toString();
  return query ? `?${query}` : "?";
}

/** Whole days from `today` to `until` (both "YYYY-MM-DD"); negative once it has passed. */
export function daysUntil(today: string, until: string): number {
  return Math.round((Date.parse(`${until}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
}

/**
 * Which versions a deal is on, as its card says it: "All versions" for a deal on every version, the version's
 * name for one, "2 versions: A, B" for several (`names`: the published ones it is on, cheapest first).
 */
export function appliesTo(
  allVersions: boolean,
  names: readonly string[],
  words: { all: string; several: (count: number, names: string) => string },
): string {
  if (allVersions) return words.all;
  if (names.length === 1) return names[0]!;
  return words.several(names.length, names.join(", "));
}
