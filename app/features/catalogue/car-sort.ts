/**
 * What each order of the new-car lists sorts by, one rule the finder's query is built from. A price order sorts
 * by the price a card shows - its "from" price, the cheapest version that matches the filters - never by another
 * version's price, so that a list reads in the order of the prices on screen (the luxury list once sorted by its
 * dearest versions while showing "from" prices, and looked shuffled).
 */
import type { CarSort } from "./car-filters";

/** A figure of a found model (FoundModel), or the text search's score. */
export type SortFigure = "score" | "minPrice" | "maxPowerHp" | "maxRangeKm" | "launchedOn";

export interface SortKey {
  figure: SortFigure;
  direction: "asc" | "desc";
}

/** The figure a card's price is written from ("from 32.400.000 RWF"): what every price order sorts by. */
export const shownPriceFigure = "minPrice" satisfies SortFigure;

/** Each order's keys, most significant first; missing figures go last, ties by brand then model name. */
export const carSortKeys: Record<CarSort, readonly SortKey[]> = {
  relevance: [
    { figure: "score", direction: "desc" },
    { figure: "minPrice", direction: "asc" },
  ],
  "price-asc": [{ figure: shownPriceFigure, direction: "asc" }],
  "price-desc": [{ figure: shownPriceFigure, direction: "desc" }],
  newest: [{ figure: "launchedOn", direction: "desc" }],
  power: [{ figure: "maxPowerHp", direction: "desc" }],
  range: [{ figure: "maxRangeKm", direction: "desc" }],
};
