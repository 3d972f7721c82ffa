import { describe, expect, it } from "vitest";
import {
  EARLIEST_YEAR,
  excisePercentForAge,
  importCost,
  parseImportForm,
  percentOf,
  usdToRwf,
  vehicleAge,
  type ImportField,
} from "./import-cost";
import { importRates as rates } from "./rates";

const form = (query: string, currentYear = 2026) => {
  const params = new URLSearchParams(query);
  return parseImportForm((field: ImportField) => params.get(field), currentYear, rates);
};

describe("importCost", () => {
  it("adds duty, excise by age, VAT on both, and the three charges on the CIF value", () => {
    // CIF 10,000,000, petrol, 0 years old:
    //   duty 25 % = 2,500,000; excise 5 % of 12,500,000 = 625,000; VAT 18 % of 13,125,000 = 2,362,500;
    //   withholding 5 % = 500,000; infrastructure 1.5 % = 150,000; AU 0.2 % = 20,000.
    //   Taxes 6,157,500; landed 16,157,500.
    expect(importCost({ cif: 10_000_000, age: 0, energy: "petrol" }, rates)).toEqual({
      cif: 10_000_000,
      age: 0,
      electric: false,
      dutyPercent: 25,
      excisePercent: 5,
      vatPercent: 18,
      duty: 2_500_000,
      excise: 625_000,
      vat: 2_362_500,
      withholding: 500_000,
      infrastructureLevy: 150_000,
      africanUnionLevy: 20_000,
      totalTaxes: 6_157_500,
      landedCost: 16_157_500,
    });
  });

  it.each([
    // age, excise %, excise on 12,500,000, VAT 18 % of (12,500,000 + excise), total taxes
    [0, 5, 625_000, 2_362_500, 6_157_500],
    [2, 5, 625_000, 2_362_500, 6_157_500],
    [3, 10, 1_250_000, 2_475_000, 6_895_000],
    [4, 10, 1_250_000, 2_475_000, 6_895_000],
    [5, 15, 1_875_000, 2_587_500, 7_632_500],
    [30, 15, 1_875_000, 2_587_500, 7_632_500],
  ])("a car %i years old pays %i %% excise", (age, percent, excise, vat, taxes) => {
    const cost = importCost({ cif: 10_000_000, age, energy: "petrol" }, rates);
    expect(cost).toMatchObject({ excisePercent: percent, excise, vat, totalTaxes: taxes });
    expect(cost.landedCost).toBe(10_000_000 + taxes);
  });

  it("taxes hybrids and diesels like petrol cars", () => {
    const petrol = importCost({ cif: 18_000_000, age: 4, energy: "petrol" }, rates);
    expect(importCost({ cif: 18_000_000, age: 4, energy: "hybrid" }, rates)).toEqual(petrol);
    expect(importCost({ cif: 18_000_000, age: 4, energy: "diesel" }, rates)).toEqual(petrol);
  });

  it("spares electric cars duty, excise and VAT, whatever their age, but not the other charges", () => {
    // 5 % + 1.5 % + 0.2 % of 10,000,000 = 500,000 + 150,000 + 20,000.
    for (const age of [0, 3, 12]) {
      expect(importCost({ cif: 10_000_000, age, energy: "electric" }, rates)).toMatchObject({
        electric: true,
        dutyPercent: 0,
        excisePercent: 0,
        vatPercent: 0,
        duty: 0,
        excise: 0,
        vat: 0,
        withholding: 500_000,
        infrastructureLevy: 150_000,
        africanUnionLevy: 20_000,
        totalTaxes: 670_000,
        landedCost: 10_670_000,
      });
    }
  });

  it("rounds every line to the franc and computes later lines on the rounded ones", () => {
    // CIF 1,234,567: duty 308,641.75 → 308,642; excise 5 % of 1,543,209 = 77,160.45 → 77,160;
    // VAT 18 % of 1,620,369 = 291,666.42 → 291,666; withholding 61,728.35 → 61,728;
    // infrastructure 18,518.505 → 18,519; AU 2,469.134 → 2,469. Taxes 760,184; landed 1,994,751.
    expect(importCost({ cif: 1_234_567, age: 1, energy: "petrol" }, rates)).toMatchObject({
      duty: 308_642,
      excise: 77_160,
      vat: 291_666,
      withholding: 61_728,
      infrastructureLevy: 18_519,
      africanUnionLevy: 2_469,
      totalTaxes: 760_184,
      landedCost: 1_994_751,
    });
  });

  it("stays whole and exact on a CIF of one franc and of ten billion", () => {
    // 1 RWF: duty 0.25 → 0; excise 0.05 → 0; VAT 0.18 → 0; withholding 0.05 → 0; levies → 0.
    expect(importCost({ cif: 1, age: 0, energy: "petrol" }, rates).totalTaxes).toBe(0);
    // 10,000,000,000 at 15 %: duty 2,500,000,000; excise 1,875,000,000; VAT 18 % of 14,375,000,000 =
    // 2,587,500,000; withholding 500,000,000; levies 150,000,000 and 20,000,000.
    const huge = importCost({ cif: 10_000_000_000, age: 7, energy: "diesel" }, rates);
    expect(huge.totalTaxes).toBe(7_632_500_000);
    expect(huge.landedCost).toBe(17_632_500_000);
  });
});

describe("importCost with other rates", () => {
  it("computes with the rates it is given, so a change in rates.ts is a change of data only", () => {
    const changed = { ...rates, dutyPercent: 10, exciseBands: [{ fromAge: 0, percent: 20 }], vatPercent: 16 };
    // Duty 10 % = 1,000,000; excise 20 % of 11,000,000 = 2,200,000; VAT 16 % of 13,200,000 = 2,112,000;
    // 500,000 + 150,000 + 20,000 as before. Taxes 5,982,000.
    expect(importCost({ cif: 10_000_000, age: 9, energy: "petrol" }, changed)).toMatchObject({
      duty: 1_000_000,
      excise: 2_200_000,
      vat: 2_112_000,
      totalTaxes: 5_982_000,
    });
  });
});

describe("rate helpers", () => {
  it("takes a percentage to the nearest franc, halves up, without floating-point drift", () => {
    expect(percentOf(10_000_000, 25)).toBe(2_500_000);
    expect(percentOf(1_000, 1.5)).toBe(15);
    expect(percentOf(1_001, 0.2)).toBe(2); // 2.002
    expect(percentOf(25, 18)).toBe(5); // 4.5 → 5
    expect(percentOf(30_050_625, 18)).toBe(5_409_113); // 5,409,112.5 → 5,409,113
    expect(percentOf(0, 18)).toBe(0);
  });

  it("counts a car's age in calendar years, never below zero", () => {
    expect(vehicleAge(2026, 2026)).toBe(0);
    expect(vehicleAge(2023, 2026)).toBe(3);
    expect(vehicleAge(2027, 2026)).toBe(0);
  });

  it("picks the excise band at each boundary", () => {
    expect([0, 1, 2, 3, 4, 5, 6, 50].map((age) => excisePercentForAge(age, rates.exciseBands))).toEqual([
      5, 5, 5, 10, 10, 15, 15, 15,
    ]);
  });

  it("converts dollars at 1,457 RWF, cents included", () => {
    expect(usdToRwf(15_000, rates.rwfPerUsd)).toBe(21_855_000);
    expect(usdToRwf(1, rates.rwfPerUsd)).toBe(1_457);
    expect(usdToRwf(0.5, rates.rwfPerUsd)).toBe(729); // 728.5 → 729
    expect(usdToRwf(10_000.01, rates.rwfPerUsd)).toBe(14_570_015); // 14,570,014.57
  });
});

describe("parseImportForm", () => {
  it("opens on 10.000.000 RWF for a petrol car made this year", () => {
    const parsed = form("", 2026);
    expect(parsed.values).toEqual({ cif: "10.000.000", cur: "RWF", year: "2026", energy: "petrol" });
    expect(parsed.invalid).toEqual([]);
    expect(parsed.result).toMatchObject({ landedCost: 16_157_500, age: 0, usd: null });
  });

  it("reads francs written with dots, commas or a currency word", () => {
    for (const cif of ["10.000.000", "10,000,000", "10000000 RWF", "10 000 000"]) {
      expect(form(`cif=${encodeURIComponent(cif)}&year=2026&energy=petrol`).result?.cif, cif).toBe(
        10_000_000,
      );
    }
  });

  it("converts a CIF value in dollars and keeps the dollar amount", () => {
    // 15,000 USD × 1,457 = 21,855,000 RWF, 3 years old (10 %): duty 5,463,750; excise 10 % of 27,318,750 =
    // 2,731,875; VAT 18 % of 30,050,625 = 5,409,112.5 → 5,409,113; withholding 1,092,750;
    // infrastructure 327,825; AU 43,710. Taxes 15,069,023; landed 36,924,023.
    const parsed = form("cif=15%2C000&cur=usd&year=2023&energy=Hybrid", 2026);
    expect(parsed.invalid).toEqual([]);
    expect(parsed.values).toMatchObject({ cur: "USD", energy: "hybrid" });
    expect(parsed.result).toMatchObject({
      cif: 21_855_000,
      usd: 15_000,
      excisePercent: 10,
      vat: 5_409_113,
      totalTaxes: 15_069_023,
      landedCost: 36_924_023,
    });
  });

  it("finds the age from the current year in Kigali", () => {
    expect(form("year=2024", 2026).result?.excisePercent).toBe(5);
    expect(form("year=2023", 2026).result?.excisePercent).toBe(10);
    expect(form("year=2021", 2026).result?.excisePercent).toBe(15);
    expect(form("year=2021", 2028).result?.age).toBe(7);
  });

  it("names each wrong field, keeps what was typed and computes nothing", () => {
    const parsed = form("cif=-5&cur=EUR&year=2031&energy=gas", 2026);
    expect(parsed.invalid).toEqual(["cif", "cur", "year", "energy"]);
    expect(parsed.values).toEqual({ cif: "-5", cur: "EUR", year: "2031", energy: "gas" });
    expect(parsed.result).toBeNull();
  });

  it.each([
    ["cif=", "cif"],
    ["cif=0", "cif"],
    ["cif=abc", "cif"],
    ["cif=10.000.000.001", "cif"],
    ["cif=7000000&cur=USD", "cif"], // 10,199,000,000 RWF: over the limit
    ["cif=20.5", "cif"],
    ["year=", "year"],
    ["year=26", "year"],
    ["year=2024.5", "year"],
    [`year=${EARLIEST_YEAR - 1}`, "year"],
    ["year=2027", "year"],
    ["energy=", "energy"],
    ["cur=", "cur"],
  ])("refuses %s", (query, field) => {
    const parsed = form(query, 2026);
    expect(parsed.invalid).toEqual([field]);
    expect(parsed.result).toBeNull();
  });

  it("accepts the first year and this year", () => {
    expect(form(`year=${EARLIEST_YEAR}`, 2026).invalid).toEqual([]);
    expect(form("year=2026", 2026).invalid).toEqual([]);
  });
});
