import { describe, expect, it } from "vitest";
import { modelCard } from "./car-list.server";
import { carSorts } from "./car-filters";
import { carSortKeys, shownPriceFigure } from "./car-sort";
import type { FoundModel } from "./finder.server";

/** A luxury model whose dearest version is far above its cheapest: the case that made the list look shuffled. */
const model: FoundModel = {
  id: 1,
  name: "G-Class",
  slug: "g-class",
  body: "suv",
  energy: "petrol",
  cover: null,
  launchedOn: null,
  brand: { id: 1, name: "Mercedes-Benz", slug: "mercedes-benz" },
  minPrice: 366_900_000,
  maxPrice: 480_000_000,
  matching: 2,
  versionCount: 2,
  maxPowerHp: 577,
  maxRangeKm: null,
  maxBatteryKwh: null,
  maxDcChargeKw: null,
  maxAcChargeKw: null,
  minKwh100: null,
  entryVersion: { id: 10, name: "G 500" },
};

describe("new-car list orders", () => {
  it("sort by price on the price a card shows, its from price, not the dearest version's", () => {
    expect(modelCard(model, false, "en").priceText).toBe("from 366.900.000 RWF");
    expect(model[shownPriceFigure]).toBe(366_900_000);
    expect(carSortKeys["price-desc"]).toEqual([{ figure: shownPriceFigure, direction: "desc" }]);
    expect(carSortKeys["price-asc"]).toEqual([{ figure: shownPriceFigure, direction: "asc" }]);
  });

  it("break a relevance tie on the shown price, cheapest first", () => {
    expect(carSortKeys.relevance).toEqual([
      { figure: "score", direction: "desc" },
      { figure: shownPriceFigure, direction: "asc" },
    ]);
  });

  it("give every order of the lists its keys, the other orders by the figure they name", () => {
    for (const sort of carSorts) expect(carSortKeys[sort].length).toBeGreaterThan(0);
    expect(carSortKeys.power).toEqual([{ figure: "maxPowerHp", direction: "desc" }]);
    expect(carSortKeys.range).toEqual([{ figure: "maxRangeKm", direction: "desc" }]);
    expect(carSortKeys.newest).toEqual([{ figure: "launchedOn", direction: "desc" }]);
  });
});
