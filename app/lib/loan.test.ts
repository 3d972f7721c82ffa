import { describe, expect, it } from "vitest";
import { loanDefaults, loanMessages, monthlyPayment, parseLoanField, parseLoanTerms } from "./loan";

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
