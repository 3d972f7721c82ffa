import { describe, expect, it } from "vitest";
import * as rates from "./rates";

const groups = Object.entries(rates as Record<string, unknown>).filter(
  (entry): entry is [string, rates.RateGroup] =>
    typeof entry[1] === "object" && entry[1] !== null && "source" in entry[1],
);

describe("rates", () => {
  it("names a source and the day of recording for every group", () => {
    expect(groups.map(([name]) => name).sort()).toEqual([
      "carLoanMarket",
      "exchangeRate",
      "exciseRates",
      "importDutyRates",
      "importTaxRates",
      "roadLevyRates",
    ]);
    for (const [name, group] of groups) {
      expect(group.source.length, name).toBeGreaterThan(5);
      expect(group.recordedOn, name).toBe(rates.RATES_RECORDED_ON);
    }
    expect(rates.RATES_RECORDED_ON).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("records the figures of the design notes", () => {
    expect(rates.importDutyRates.dutyPercent).toBe(25);
    expect(rates.exciseRates.bands).toEqual([
      { fromAge: 0, percent: 5 },
      { fromAge: 3, percent: 10 },
      { fromAge: 5, percent: 15 },
    ]);
    expect(rates.importTaxRates).toMatchObject({
      vatPercent: 18,
      withholdingPercent: 5,
      infrastructureLevyPercent: 1.5,
      africanUnionLevyPercent: 0.2,
      electric: { dutyPercent: 0, excisePercent: 0, vatPercent: 0 },
    });
    expect(rates.exchangeRate.rwfPerUsd).toBe(1457);
    expect(rates.roadLevyRates.perYear).toEqual({ car: 50_000, pickup: 100_000, bus: 100_000 });
    expect(rates.importRates).toEqual({
      dutyPercent: 25,
      exciseBands: rates.exciseRates.bands,
      vatPercent: 18,
      withholdingPercent: 5,
      infrastructureLevyPercent: 1.5,
      africanUnionLevyPercent: 0.2,
      electric: { dutyPercent: 0, excisePercent: 0, vatPercent: 0 },
      rwfPerUsd: 1457,
    });
  });

  it("keeps the loan calculator's defaults inside what banks offer", async () => {
    const { loanDefaults } = await import("./loan");
    const market = rates.carLoanMarket;
    expect(loanDefaults.rate).toBeGreaterThanOrEqual(market.ratePercent.min);
    expect(loanDefaults.rate).toBeLessThanOrEqual(market.ratePercent.max);
    expect(loanDefaults.years).toBeGreaterThanOrEqual(market.years.min);
    expect(loanDefaults.years).toBeLessThanOrEqual(market.years.max);
    expect(loanDefaults.down).toBeGreaterThanOrEqual(market.downPercent.min);
    expect(loanDefaults.down).toBeLessThanOrEqual(market.downPercent.max);
  });
});
