import { describe, expect, it } from "vitest";
import { textFor } from "~/shared/i18n/text";
import { keyFigures } from "./key-figures";
import { catalogueServerText } from "./text/catalogue-server";

const t = textFor(catalogueServerText, "en");

const petrol = { powerHp: 170, electricRangeKm: null, consumptionL100: 6.8, seats: 5, bootLitres: 580 };
const hybrid = { powerHp: 219, electricRangeKm: null, consumptionL100: 4.8, seats: 5, bootLitres: 542 };
const electric = { powerHp: 204, electricRangeKm: 420, consumptionL100: null, seats: 5, bootLitres: 440 };

describe("keyFigures", () => {
  it("shows one version's figures", () => {
    expect(keyFigures(t, [petrol])).toEqual([
      ["Power", "170 hp"],
      ["Consumption", "6.8 l/100 km"],
      ["Seats", "5"],
      ["Boot", "580 l"],
    ]);
  });
  it("shows a model's power range, lowest consumption and largest boot", () => {
    expect(keyFigures(t, [petrol, hybrid])).toEqual([
      ["Power", "170–219 hp"],
      ["Consumption", "4.8 l/100 km"],
      ["Seats", "5"],
      ["Boot", "580 l"],
    ]);
  });
  it("prefers the electric range, and sorts seat counts as numbers", () => {
    const bus = { ...petrol, seats: 12 };
    const seven = { ...electric, seats: 7 };
    expect(keyFigures(t, [bus, seven])).toEqual([
      ["Power", "170–204 hp"],
      ["Electric range", "420 km"],
      ["Seats", "7–12"],
      ["Boot", "580 l"],
    ]);
  });
  it("shows dashes for missing figures and nothing without versions", () => {
    const truck = { powerHp: 100, electricRangeKm: null, consumptionL100: null, seats: 3, bootLitres: null };
    expect(keyFigures(t, [truck])).toEqual([
      ["Power", "100 hp"],
      ["Consumption", "–"],
      ["Seats", "3"],
      ["Boot", "–"],
    ]);
    expect(keyFigures(t, [])).toEqual([]);
  });
});
