/** Sort orders of a model's versions table, as named in the URL (?sort=…). */
export const versionSorts = ["price", "price-desc", "power", "consumption"] as const;
export type VersionSort = (typeof versionSorts)[number];

interface Sortable {
  name: string;
  priceRwf: number;
  powerKw: number;
  consumptionL100: number | null;
  consumptionKwh100: number | null;
}

export function parseVersionSort(value: string | null): VersionSort {
  return versionSorts.find((sort) => sort === value) ?? "price";
}

/** A copy sorted by the order; ties and missing figures fall back to price, then name. */
export function sortVersions<T extends Sortable>(versions: readonly T[], sort: VersionSort): T[] {
  const byPrice = (a: T, b: T) => a.priceRwf - b.priceRwf || a.name.localeCompare(b.name);
  const consumption = (v: T) => v.consumptionL100 ?? v.consumptionKwh100 ?? Number.POSITIVE_INFINITY;
  const compare: Record<VersionSort, (a: T, b: T) => number> = {
    price: byPrice,
    "price-desc": (a, b) => -byPrice(a, b),
    power: (a, b) => b.powerKw - a.powerKw || byPrice(a, b),
    consumption: (a, b) => consumption(a) - consumption(b) || byPrice(a, b),
  };
  return [...versions].sort(compare[sort]);
}
