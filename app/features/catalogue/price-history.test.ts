import { describe, expect, it } from "vitest";
import { priceHistory } from "./price-history";

describe("a version's price history", () => {
  it("lists changes newest first, dated in Kigali, with the amount and the percentage", () => {
    expect(
      priceHistory([
        { changedAt: new Date("2026-01-15T08:00:00Z"), oldPriceRwf: 50_000_000, newPriceRwf: 51_500_000 },
        // 23:30 UTC is already the next day in Kigali (UTC+2).
        { changedAt: new Date("2026-06-30T23:30:00Z"), oldPriceRwf: 51_500_000, newPriceRwf: 49_000_000 },
      ]),
    ).toEqual([
      {
        iso: "2026-07-01",
        date: "1 July 2026",
        from: "51.500.000 RWF",
        to: "49.000.000 RWF",
        change: "-2.500.000 RWF (-5 %)",
        up: false,
      },
      {
        iso: "2026-01-15",
        date: "15 January 2026",
        from: "50.000.000 RWF",
        to: "51.500.000 RWF",
        change: "+1.500.000 RWF (+3 %)",
        up: true,
      },
    ]);
  });

  it("says a change below one percent is below one percent rather than rounding it to 0 %", () => {
    const [change] = priceHistory([
      { changedAt: new Date("2026-03-01T10:00:00Z"), oldPriceRwf: 100_000_000, newPriceRwf: 100_400_000 },
    ]);
    expect(change?.change).toBe("+400.000 RWF (< 1 %)");
  });

  it("is empty for a price that never changed", () => {
    expect(priceHistory([])).toEqual([]);
  });
});
