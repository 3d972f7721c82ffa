import { describe, it, expect } from "vitest";
import { formatNumber, formatPrice, parseAmount, parsePrice, type PriceRange } from "./price";

describe("parsePrice", () => {
  it.each<[string, PriceRange]>([
    ["12500000", { currency: "RWF", min: 12500000 }],
    ["12.500.000", { currency: "RWF", min: 12500000 }],
    ["  12.500.000  ", { currency: "RWF", min: 12500000 }],
    ["0", { currency: "RWF", min: 0 }],
  ])("reads a single number %j", (input, expected) => {
    expect(parsePrice(input)).toStrictEqual(expected);
  });

  it.each<[string, PriceRange]>([
    ["15000000-20000000", { currency: "RWF", min: 15000000, max: 20000000 }],
    ["15000000 - 20000000", { currency: "RWF", min: 15000000, max: 20000000 }],
    ["15.000.000 -20.000.000", { currency: "RWF", min: 15000000, max: 20000000 }],
    ["15.000.000– 20.000.000", { currency: "RWF", min: 15000000, max: 20000000 }],
    ["15.000.000 – 20.000.000", { currency: "RWF", min: 15000000, max: 20000000 }],
    ["20000000 - 15000000", { currency: "RWF", min: 20000000, max: 15000000 }],
    ["5 - 5", { currency: "RWF", min: 5, max: 5 }],
  ])("reads a range %j", (input, expected) => {
    expect(parsePrice(input)).toStrictEqual(expected);
  });

  it.each<[string, PriceRange]>([
    ["RWF 12.500.000", { currency: "RWF", min: 12500000 }],
    ["USD 25.000", { currency: "USD", min: 25000 }],
    ["USD25000", { currency: "USD", min: 25000 }],
    ["Frw 15.000.000 - 20.000.000", { currency: "FRW", min: 15000000, max: 20000000 }],
  ])("reads a currency before the amount %j", (input, expected) => {
    expect(parsePrice(input)).toStrictEqual(expected);
  });

  it.each<[string, PriceRange]>([
    ["12.500.000 RWF", { currency: "RWF", min: 12500000 }],
    ["25.000 USD", { currency: "USD", min: 25000 }],
    ["25000USD", { currency: "USD", min: 25000 }],
    ["15.000.000 - 20.000.000 EUR", { currency: "EUR", min: 15000000, max: 20000000 }],
  ])("reads a currency after the amount %j", (input, expected) => {
    expect(parsePrice(input)).toStrictEqual(expected);
  });

  it.each<[string, PriceRange]>([
    ["12.500.000 rwf", { currency: "RWF", min: 12500000 }],
    ["frw 12.500.000", { currency: "FRW", min: 12500000 }],
    ["12.500.000 Frw", { currency: "FRW", min: 12500000 }],
    ["12.500.000 francs", { currency: "FRANCS", min: 12500000 }],
  ])("upper-cases the currency %j", (input, expected) => {
    expect(parsePrice(input)).toStrictEqual(expected);
  });

  it("never returns a max for a single number", () => {
    expect(parsePrice("12.500.000 RWF")).not.toHaveProperty("max");
  });

  it.each<[string, PriceRange]>([
    ["about 12.500.000 rwf negotiable", { currency: "RWF", min: 12500000 }],
    ["USD 12.500.000 RWF", { currency: "RWF", min: 12500000 }],
    ["12,500,000 USD", { currency: "RWF", min: 12500000 }],
    ["12 500 000", { currency: "RWF", min: 12500000 }],
    ["15000000 - 20000000 - 25000000", { currency: "RWF", min: Number("150000002000000025000000") }],
    ["15000000 -", { currency: "RWF", min: 15000000 }],
    ["RWF 1,5 M", { currency: "RWF", min: 15 }],
    ["-5.000.000", { currency: "RWF", min: 5000000 }],
    ["-5.000.000 USD", { currency: "RWF", min: 5000000 }],
  ])("falls back to the digits alone as min for %j", (input, expected) => {
    expect(parsePrice(input)).toStrictEqual(expected);
  });

  it.each(["", "   ", "on request", "RWF", "-", "..."])(
    "gives the default range for garbage without digits %j",
    (input) => {
      expect(parsePrice(input)).toStrictEqual({ currency: "RWF", min: 0 });
    },
  );

  it.each([null, undefined])("gives the default range for %s", (input) => {
    expect(parsePrice(input)).toStrictEqual({ currency: "RWF", min: 0 });
  });

  it.each<[number, PriceRange]>([
    [12500000, { currency: "RWF", min: 12500000 }],
    [0, { currency: "RWF", min: 0 }],
    [12.9, { currency: "RWF", min: 12 }],
    [-5000000, { currency: "RWF", min: 5000000 }],
    [1e21, { currency: "RWF", min: 1e21 }],
    [NaN, { currency: "RWF", min: 0 }],
    [Infinity, { currency: "RWF", min: 0 }],
  ])("reads the number %s as min", (input, expected) => {
    expect(parsePrice(input)).toStrictEqual(expected);
  });

  it("reads very large amounts", () => {
    expect(parsePrice("1.000.000.000.000 RWF")).toStrictEqual({
      currency: "RWF",
      min: 1_000_000_000_000,
    });
    expect(parsePrice("9007199254740991")).toStrictEqual({
      currency: "RWF",
      min: Number.MAX_SAFE_INTEGER,
    });
  });
});

describe("formatPrice", () => {
  it.each<[string | number, string]>([
    ["1", "1"],
    ["12", "12"],
    ["123", "123"],
    ["1234", "1.234"],
    ["12345", "12.345"],
    ["123456", "123.456"],
    ["1234567", "1.234.567"],
    ["12500000", "12.500.000"],
    [12500000, "12.500.000"],
    [999, "999"],
    [1000, "1.000"],
  ])("groups digits in threes: %j → %s", (input, expected) => {
    expect(formatPrice(input)).toBe(expected);
  });

  it.each<[string | number, string]>([
    ["12.500.000", "12.500.000"],
    ["12,500,000", "12.500.000"],
    ["12 500 000 RWF", "12.500.000"],
    ["Frw 12500000", "12.500.000"],
    ["about 1234 francs", "1.234"],
    ["007", "7"],
    [12.5, "12"],
  ])("keeps only the digits of %j", (input, expected) => {
    expect(formatPrice(input)).toBe(expected);
  });

  it.each<[string | number | null | undefined]>([
    [""],
    ["   "],
    ["0"],
    ["000"],
    ["0.000"],
    ["on request"],
    [0],
    [-0],
    [NaN],
    [Infinity],
    [null],
    [undefined],
    ["-"],
    ["0-0"],
  ])("shows a dash for %j", (input) => {
    expect(formatPrice(input)).toBe("-");
    expect(formatPrice(input, { currency: true })).toBe("-");
  });

  it("appends RWF only when asked", () => {
    expect(formatPrice("12500000", { currency: true })).toBe("12.500.000 RWF");
    expect(formatPrice(12500000, { currency: true })).toBe("12.500.000 RWF");
    expect(formatPrice("12500000", { currency: false })).toBe("12.500.000");
    expect(formatPrice("12500000", {})).toBe("12.500.000");
  });

  it("ignores a negative sign", () => {
    expect(formatPrice(-5000000)).toBe("5.000.000");
    expect(formatPrice("-5000000", { currency: true })).toBe("5.000.000 RWF");
  });

  it("formats very large numbers without losing digits", () => {
    expect(formatPrice("123456789012345678901234")).toBe("123.456.789.012.345.678.901.234");
    expect(formatPrice(1e21)).toBe("1.000.000.000.000.000.000.000");
  });

  it.each<[string, string]>([
    ["15000000-20000000", "15.000.000 - 20.000.000"],
    ["15000000 - 20000000", "15.000.000 - 20.000.000"],
    ["15.000.000 – 20.000.000", "15.000.000 - 20.000.000"],
    ["RWF 15.000.000 - 20.000.000 RWF", "15.000.000 - 20.000.000"],
    ["0-20000000", "- - 20.000.000"],
    ["15000000-0", "15.000.000 - -"],
    ["15000000-", "15.000.000"],
    ["-20000000", "20.000.000"],
  ])("formats a range part by part: %j → %s", (input, expected) => {
    expect(formatPrice(input)).toBe(expected);
  });

  it("puts RWF once, after the last part of a range", () => {
    expect(formatPrice("15000000-20000000", { currency: true })).toBe("15.000.000 - 20.000.000 RWF");
    expect(formatPrice("0-20000000", { currency: true })).toBe("- - 20.000.000 RWF");
  });

  it("never puts RWF after a dash", () => {
    expect(formatPrice("15000000-0", { currency: true })).toBe("15.000.000 - -");
  });
});

describe("parseAmount", () => {
  it.each([
    ["20500000", 20_500_000],
    ["20.500.000", 20_500_000],
    ["20,500,000", 20_500_000],
    ["20 500 000", 20_500_000],
    ["20\u00a0500\u00a0000", 20_500_000],
    ["20500000 RWF", 20_500_000],
    ["20.500.000rwf", 20_500_000],
    ["RWF 20.500.000", 20_500_000],
    ["Frw 20,500,000", 20_500_000],
    ["20 500 000 FRW", 20_500_000],
    ["  750.000  ", 750_000],
    ["0", 0],
    ["007", 7],
  ])("reads francs %j", (input, expected) => {
    expect(parseAmount(input)).toBe(expected);
  });

  it.each([
    ["15000", 15_000],
    ["15,000", 15_000],
    ["15.000", 15_000],
    ["$15,000", 15_000],
    ["15,000 USD", 15_000],
    ["US$ 15000", 15_000],
    ["15,000.50", 15_000.5],
    ["15.000,5", 15_000.5],
    ["99.99", 99.99],
  ])("reads dollars %j", (input, expected) => {
    expect(parseAmount(input, "USD")).toBe(expected);
  });

  it.each([
    "",
    "   ",
    "abc",
    "-20000000",
    "+20000000",
    "2e7",
    "20.5",
    "20,50",
    "20.500.00",
    "20.50.000",
    "1.234,567",
    "20,500.000",
    "20 50 000",
    "12abc34",
    "USD 20000",
    "RWF 20000 RWF",
    "Infinity",
    "0x10",
  ])("refuses %j as francs", (input) => {
    expect(parseAmount(input)).toBeNull();
  });

  it("refuses dollars with a third decimal, a decimal point after dot groups, or a franc sign", () => {
    expect(parseAmount("15.5555", "USD")).toBeNull();
    expect(parseAmount("1.234.56", "USD")).toBeNull();
    expect(parseAmount("15000 RWF", "USD")).toBeNull();
  });

  it("reads huge digit runs as a number, for the caller's limits to refuse", () => {
    expect(parseAmount("99999999999999999999")).toBeGreaterThan(1e19);
    expect(parseAmount("9".repeat(400))).toBeNull();
  });
});

describe("formatNumber", () => {
  it.each([
    [0, "0"],
    [7, "7"],
    [999, "999"],
    [1000, "1.000"],
    [85_000, "85.000"],
    [12_500_000, "12.500.000"],
    [2_147_483_647, "2.147.483.647"],
    [1598.4, "1.598"],
    [1598.5, "1.599"],
    [-1500, "-1.500"],
    [-0.4, "0"],
  ])("shows %d as %j", (value, shown) => {
    expect(formatNumber(value)).toBe(shown);
  });

  it("groups as the en-GB format with dots did, for whole numbers", () => {
    for (const value of [1, 12, 123, 1234, 12_345, 123_456, 1_234_567, 10_000_000_000]) {
      expect(formatNumber(value)).toBe(value.toLocaleString("en-GB").replaceAll(",", "."));
    }
  });
});
