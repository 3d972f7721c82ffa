import { describe, expect, it } from "vitest";
import { costPer100Km, savingPercent } from "./energy-cost";

describe("costPer100Km", () => {
  it("multiplies consumption by the unit price and rounds to 10 RWF", () => {
    expect(costPer100Km(15.5, 369)).toBe(5720); // 5 719.5
    expect(costPer100Km(6.8, 1862)).toBe(12660); // 12 661.6
  });
  it("is 0 without a consumption or a price", () => {
    expect(costPer100Km(0, 369)).toBe(0);
    expect(costPer100Km(15, 0)).toBe(0);
    expect(costPer100Km(Number.NaN, 369)).toBe(0);
  });
});

describe("savingPercent", () => {
  it("gives the saving in whole percent", () => {
    expect(savingPercent(5720, 12660)).toBe(55);
    expect(savingPercent(0, 100)).toBe(100);
  });
  it("is 0 when not cheaper or nothing to compare with", () => {
    expect(savingPercent(200, 100)).toBe(0);
    expect(savingPercent(100, 100)).toBe(0);
    expect(savingPercent(50, 0)).toBe(0);
  });
});
