import { describe, expect, it } from "vitest";
import { parseVersionSort, sortVersions } from "./version-sort";

const v = (name: string, priceRwf: number, powerKw: number, l: number | null, kwh: number | null = null) => ({
  name,
  priceRwf,
  powerKw,
  consumptionL100: l,
  consumptionKwh100: kwh,
});
const list = [v("B", 40, 100, 7.1), v("A", 30, 150, 6.5), v("EV", 50, 150, null, 15.2), v("C", 30, 90, null)];
const names = (xs: { name: string }[]) => xs.map((x) => x.name);

describe("version sorting", () => {
  it("reads the URL value, defaulting to price", () => {
    expect(parseVersionSort("power")).toBe("power");
    expect(parseVersionSort(null)).toBe("price");
    expect(parseVersionSort("drop table")).toBe("price");
  });
  it("sorts by price, then name", () => {
    expect(names(sortVersions(list, "price"))).toEqual(["A", "C", "B", "EV"]);
    expect(names(sortVersions(list, "price-desc"))).toEqual(["EV", "B", "C", "A"]);
  });
  it("sorts by power, highest first, ties by price", () => {
    expect(names(sortVersions(list, "power"))).toEqual(["A", "EV", "B", "C"]);
  });
  it("sorts by consumption, lowest first, missing figures last", () => {
    expect(names(sortVersions(list, "consumption"))).toEqual(["A", "B", "EV", "C"]);
  });
  it("does not change the input", () => {
    const copy = [...list];
    sortVersions(list, "power");
    expect(list).toEqual(copy);
  });
});
