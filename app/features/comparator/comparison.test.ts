import { describe, expect, it } from "vitest";
import { bestOf, equipmentComparison, specComparison } from "./comparison";
import { electric, petrol } from "../catalogue/specs.fixtures";
import { equipmentText } from "../catalogue/text/equipment";
import { equipmentFromText } from "../../shared/lib/equipment";
import { textFor } from "../../shared/i18n/text";

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
  const t = textFor(equipmentText, "en");
  // As the former free text described two versions: one lists stability control but not ABS.
  const escOnly = equipmentFromText([
    "7 airbags",
    "Electronic stability control",
    "Dual-zone climate control",
  ]);
  const absOnly = equipmentFromText(["2 airbags", "ABS", "Manual air conditioning", "Touchscreen audio"]);
  const groups = equipmentComparison([escOnly, absOnly], t);
  const rowOfItem = (key: string) => groups.flatMap((g) => g.rows).find((r) => r.key === key);

  it("has one row per item either version has, grouped and in catalogue order", () => {
    expect(groups.map((g) => g.id)).toEqual([
      "equipment-safety",
      "equipment-comfort",
      "equipment-multimedia",
    ]);
    expect(groups.map((g) => g.label)).toEqual(["Safety", "Comfort", "Multimedia"]);
    expect(groups[0]!.rows.map((r) => r.label)).toEqual(["Airbags", "ABS", "Stability control (ESC)"]);
  });

  it("shows ABS on the version that listed only stability control", () => {
    expect(rowOfItem("abs")).toMatchObject({
      same: true,
      rule: null,
      cells: [
        { text: "✓", best: false, has: true },
        { text: "✓", best: false, has: true },
      ],
    });
    expect(rowOfItem("esc")!.cells).toEqual([
      { text: "✓", best: false, has: true },
      { text: "–", best: false, has: false },
    ]);
    expect(rowOfItem("esc")!.same).toBe(false);
  });

  it("compares 7 and 2 airbags in one row, the most marked best", () => {
    expect(groups.flatMap((g) => g.rows).filter((r) => r.label.includes("Airbags"))).toHaveLength(1);
    expect(rowOfItem("airbags")).toMatchObject({
      rule: "higher",
      same: false,
      cells: [
        { text: "7", best: true },
        { text: "2", best: false },
      ],
    });
  });

  it("shows a figure with its unit, ✓ for a figure not known, – for an item missing", () => {
    expect(rowOfItem("climate_zones")!.cells).toEqual([
      { text: "2", best: false },
      { text: "–", best: false, has: false },
    ]);
    expect(rowOfItem("air_conditioning")!.same).toBe(true);
    expect(rowOfItem("central_display")!.cells).toEqual([
      { text: "–", best: false, has: false },
      { text: "✓", best: false, has: true },
    ]);
    const screens = equipmentComparison(
      [equipmentFromText(["12.3-inch touchscreen"]), equipmentFromText(["10.25-inch touchscreen"])],
      t,
    );
    expect(screens[0]!.rows[0]!.cells).toEqual([
      { text: "12.3 in", best: true },
      { text: "10.25 in", best: false },
    ]);
  });

  it("ranks no figure where more is not better, and marks nothing on a tie", () => {
    const wheels = equipmentComparison(
      [equipmentFromText(["19-inch alloy wheels"]), equipmentFromText(["20-inch alloy wheels"])],
      t,
    );
    expect(wheels[0]!.rows.find((r) => r.key === "wheel_size")).toMatchObject({
      rule: null,
      cells: [
        { text: "19 in", best: false },
        { text: "20 in", best: false },
      ],
    });
    const tie = equipmentComparison([equipmentFromText(["6 airbags"]), equipmentFromText(["6 airbags"])], t);
    expect(tie[0]!.rows[0]).toMatchObject({ same: true, cells: [{ best: false }, { best: false }] });
  });

  it("leaves other equipment out of the comparison", () => {
    const rows = equipmentComparison(
      [equipmentFromText(["Cup holders"]), equipmentFromText(["Vinyl floor"])],
      t,
    );
    expect(rows).toEqual([]);
  });
});
