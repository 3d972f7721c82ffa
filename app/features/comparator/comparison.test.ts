import { describe, expect, it } from "vitest";
import { bestOf, equipmentComparison, specComparison } from "./comparison";
import { electric, petrol } from "../catalogue/specs.fixtures";

const rowOf = (groups: ReturnType<typeof specComparison>, key: string) =>
  groups.flatMap((g) => g.rows).find((r) => r.key === key);

describe("bestOf", () => {
  it("marks the lowest or the highest value, every tie included", () => {
    expect(bestOf([3, 1, 2], "lower")).toEqual([1]);
    expect(bestOf([3, 1, 3], "higher")).toEqual([0, 2]);
    expect(bestOf([null, 5, 4], "higher")).toEqual([1]);
  });
  it("marks nothing without a rule, with fewer than two known values, or when all tie", () => {
    expect(bestOf([3, 1], null)).toEqual([]);
    expect(bestOf([3, null], "lower")).toEqual([]);
    expect(bestOf([2, 2, null], "lower")).toEqual([]);
  });
});

describe("specComparison", () => {
  const groups = specComparison([petrol, electric]);

  it("follows the spec sheet's groups", () => {
    expect(groups.map((g) => g.id)).toEqual(["price", "engine", "energy", "dimensions", "warranty"]);
  });

  it("marks the best value by each row's rule: lowest price, highest power and range, biggest boot", () => {
    expect(rowOf(groups, "price")).toMatchObject({
      rule: "lower",
      cells: [
        { text: "32.400.000 RWF", best: true },
        { text: "48.000.000 RWF", best: false },
      ],
    });
    expect(rowOf(groups, "power")?.cells.map((c) => c.best)).toEqual([false, true]);
    expect(rowOf(groups, "boot")?.cells.map((c) => c.best)).toEqual([true, false]);
    expect(rowOf(groups, "co2")?.cells.map((c) => c.best)).toEqual([false, true]);
    // Only one version has a range: nothing to compare it with.
    expect(rowOf(groups, "range")?.cells.map((c) => c.best)).toEqual([false, false]);
    // Length has no rule: longer is not better.
    expect(rowOf(groups, "length")?.rule).toBeNull();
  });

  it("flags rows where every version shows the same", () => {
    expect(rowOf(groups, "seats")?.same).toBe(true);
    expect(rowOf(groups, "warranty")?.same).toBe(true);
    expect(rowOf(groups, "price")?.same).toBe(false);
    expect(rowOf(groups, "tank")?.cells.map((c) => c.text)).toEqual(["58 l", "–"]);
  });

  it("leaves out rows no compared version has", () => {
    const petrolOnly = specComparison([petrol, { ...petrol, priceRwf: 30_000_000 }]);
    expect(rowOf(petrolOnly, "range")).toBeUndefined();
    expect(rowOf(petrolOnly, "battery")).toBeUndefined();
    expect(rowOf(petrolOnly, "tank")).toBeDefined();
  });
});

describe("equipmentComparison", () => {
  const groups = equipmentComparison([
    { safety: ["ABS", "6 airbags"], comfort: ["Air conditioning"], multimedia: [] },
    { safety: ["ABS", "8 airbags", "Blind-spot warning"], comfort: ["Air conditioning"], multimedia: [] },
  ]);

  it("has one row per item, items both share first, then by name", () => {
    expect(groups.map((g) => g.id)).toEqual(["equipment-safety", "equipment-comfort"]);
    expect(groups[0]!.rows.map((r) => r.label)).toEqual([
      "ABS",
      "6 airbags",
      "8 airbags",
      "Blind-spot warning",
    ]);
  });

  it("shows ✓ or – per version and flags shared items as the same", () => {
    const [abs, six, , blind] = groups[0]!.rows;
    expect(abs).toMatchObject({ same: true, rule: null });
    expect(six!.cells).toEqual([
      { text: "✓", best: false, has: true },
      { text: "–", best: false, has: false },
    ]);
    expect(blind!.same).toBe(false);
  });
});
