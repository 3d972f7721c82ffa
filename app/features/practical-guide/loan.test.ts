import { describe, expect, it } from "vitest";
import {
  loanDefaults,
  loanMessages,
  loanPriceDefault,
  loanTotals,
  monthlyPayment,
  parseCarPrice,
  parseLoanField,
  parseLoanForm,
  parseLoanTerms,
  type LoanFormField,
} from "./loan";

describe("monthlyPayment", () => {
  it("computes the annuity on the price less the down payment, rounded up to the franc", () => {
    // 10,000,000 borrowed at 12 %/year over 12 months: 888,487.89 RWF a month.
    expect(monthlyPayment(10_000_000, { down: 0, rate: 12, years: 1 })).toBe(888_488);
    // 30 % down on 40,000,000 leaves 28,000,000; 15 % over 5 years: 666,118.58 RWF a month.
    expect(monthlyPayment(40_000_000, { down: 30, rate: 15, years: 5 })).toBe(666_119);
  });
  it("divides evenly at 0 % and owes nothing when everything is paid down", () => {
    expect(monthlyPayment(12_000_000, { down: 0, rate: 0, years: 1 })).toBe(1_000_000);
    expect(monthlyPayment(12_000_000, { down: 100, rate: 15, years: 5 })).toBe(0);
  });
  it("costs more with a higher rate, less with a longer term or a bigger down payment", () => {
    const base = monthlyPayment(30_000_000, loanDefaults);
    expect(monthlyPayment(30_000_000, { ...loanDefaults, rate: 18 })).toBeGreaterThan(base);
    expect(monthlyPayment(30_000_000, { ...loanDefaults, years: 8 })).toBeLessThan(base);
    expect(monthlyPayment(30_000_000, { ...loanDefaults, down: 50 })).toBeLessThan(base);
  });
});

describe("loan fields", () => {
  it("accepts decimals with a point or a comma and a trailing %", () => {
    expect(parseLoanField("rate", "15")).toBe(15);
    expect(parseLoanField("rate", "14,5")).toBe(14.5);
    expect(parseLoanField("rate", " 16.25 % ")).toBe(16.25);
    expect(parseLoanField("down", "0")).toBe(0);
    expect(parseLoanField("down", "90")).toBe(90);
    expect(parseLoanField("years", "8")).toBe(8);
  });
  it("refuses values outside the limits, fractions of a year and text", () => {
    for (const [field, raw] of [
      ["rate", "31"],
      ["rate", "-1"],
      ["down", "95"],
      ["years", "0"],
      ["years", "11"],
      ["years", "2.5"],
      ["rate", "abc"],
      ["rate", ""],
      ["rate", "1e1"],
    ] as const) {
      expect(parseLoanField(field, raw), `${field}=${raw}`).toBeNull();
    }
  });
  it("keeps what was typed, reports each wrong field and computes with the defaults for those", () => {
    const params = new URLSearchParams("down=20&rate=abc");
    const parsed = parseLoanTerms((field) => params.get(field));
    expect(parsed.terms).toEqual({ down: 20, rate: loanDefaults.rate, years: loanDefaults.years });
    expect(parsed.values).toEqual({ down: "20", rate: "abc", years: String(loanDefaults.years) });
    expect(parsed.errors).toEqual({ rate: loanMessages.rate });
  });
  it("uses the defaults when nothing is given", () => {
    const parsed = parseLoanTerms(() => null);
    expect(parsed.terms).toEqual(loanDefaults);
    expect(parsed.errors).toEqual({});
  });
});

describe("loanTotals", () => {
  it("splits the price into down payment and loan, and adds up what the car costs in the end", () => {
    // 20,000,000 with 30 % down: 6,000,000 paid at once, 14,000,000 borrowed. At 15 % a year the monthly
    // rate is 1.25 %; 1.0125^60 = 2.10718135, so an instalment is 14,000,000 × 0.0125 / (1 − 1/2.10718135)
    // = 333,059.02 RWF, shown rounded up: 333,060. Sixty exact instalments repay 19,983,541.27 → 19,983,541,
    // so the interest is 19,983,541 − 14,000,000 = 5,983,541 and the car costs 6,000,000 + 19,983,541.
    expect(loanTotals(20_000_000, { down: 30, rate: 15, years: 5 })).toEqual({
      downPayment: 6_000_000,
      borrowed: 14_000_000,
      months: 60,
      monthly: 333_060,
      totalInterest: 5_983_541,
      totalCost: 25_983_541,
    });
    // Nothing down, 12 % over a year: 12,000,000 × 0.01 / (1 − 1/1.12682503) = 1,066,185.46 a month;
    // twelve of them are 12,794,225.57 → interest 794,226.
    expect(loanTotals(12_000_000, { down: 0, rate: 12, years: 1 })).toEqual({
      downPayment: 0,
      borrowed: 12_000_000,
      months: 12,
      monthly: 1_066_186,
      totalInterest: 794_226,
      totalCost: 12_794_226,
    });
  });

  it("matches the comparator's monthly payment for the same price and terms", () => {
    for (const [price, terms] of [
      [20_000_000, loanDefaults],
      [40_000_000, { down: 30, rate: 15, years: 5 }],
      [32_400_000, { down: 10, rate: 18, years: 8 }],
    ] as const) {
      expect(loanTotals(price, terms).monthly).toBe(monthlyPayment(price, terms));
    }
  });

  it("charges no interest at 0 %, whatever the rounding of the instalments", () => {
    // 14,000,000 / 60 = 233,333.33: instalments of 233,334 with a smaller last one, no interest.
    expect(loanTotals(14_000_000, { down: 0, rate: 0, years: 5 })).toMatchObject({
      monthly: 233_334,
      totalInterest: 0,
      totalCost: 14_000_000,
    });
  });

  it("rounds the down payment to the franc and borrows exactly the rest", () => {
    // 12.5 % of 20,000,001 is 2,500,000.125 → 2,500,000; 17,500,001 borrowed.
    const totals = loanTotals(20_000_001, { down: 12.5, rate: 10, years: 3 });
    expect(totals.downPayment).toBe(2_500_000);
    expect(totals.borrowed).toBe(17_500_001);
    expect(Number.isInteger(totals.monthly) && Number.isInteger(totals.totalInterest)).toBe(true);
    expect(totals.totalCost).toBe(totals.downPayment + totals.borrowed + totals.totalInterest);
  });

  it("stays finite and whole on the largest accepted price and the longest, dearest loan", () => {
    const totals = loanTotals(10_000_000_000, { down: 0, rate: 30, years: 10 });
    for (const value of Object.values(totals)) expect(Number.isSafeInteger(value)).toBe(true);
    expect(totals.totalCost).toBeGreaterThan(10_000_000_000);
  });
});

describe("parseCarPrice", () => {
  it("reads prices written with dots, commas, spaces or a currency word", () => {
    for (const raw of [
      "20500000",
      "20.500.000",
      "20,500,000",
      "20 500 000",
      "20500000 RWF",
      "Frw 20.500.000",
    ]) {
      expect(parseCarPrice(raw), raw).toBe(20_500_000);
    }
    expect(parseCarPrice("1")).toBe(1);
    expect(parseCarPrice("10.000.000.000")).toBe(10_000_000_000);
  });
  it("refuses nothing, zero, negatives, decimals, text and more than ten billion", () => {
    for (const raw of ["", " ", "0", "-20000000", "20.5", "abc", "2e7", "10.000.000.001", "9".repeat(400)]) {
      expect(parseCarPrice(raw), raw).toBeNull();
    }
  });
});

describe("parseLoanForm", () => {
  const form = (query: string) => {
    const params = new URLSearchParams(query);
    return parseLoanForm((field: LoanFormField) => params.get(field));
  };

  it("opens on 20.000.000 RWF with the default terms", () => {
    const parsed = form("");
    expect(parsed.values).toEqual({ price: "20.000.000", down: "30", rate: "15", years: "5" });
    expect(parsed.invalid).toEqual([]);
    expect(parsed.result).toEqual(loanTotals(loanPriceDefault, loanDefaults));
  });

  it("computes with the fields given", () => {
    const parsed = form("price=16.000.000+RWF&down=0&rate=18&years=8");
    // 16,000,000 at 1.5 % a month over 96 months: 315,571.43 → 315,572; 96 × 315,571.43 = 30,294,856.88.
    expect(parsed.result).toMatchObject({ monthly: 315_572, borrowed: 16_000_000, totalCost: 30_294_857 });
  });

  it("names every wrong field, keeps what was typed and shows no result", () => {
    const parsed = form("price=lots&down=95&rate=14,5&years=");
    expect(parsed.invalid).toEqual(["price", "down", "years"]);
    expect(parsed.values).toEqual({ price: "lots", down: "95", rate: "14,5", years: "" });
    expect(parsed.result).toBeNull();
    expect(Object.keys(loanMessages)).toEqual(["down", "rate", "years"]);
  });
});
