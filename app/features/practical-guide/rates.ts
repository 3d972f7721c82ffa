import type { ImportRates } from "./import-cost";

/**
 * Every rate and amount the practical guide's calculators use, in one place, each group with the source it
 * comes from and the day it was recorded. When a law or a rate changes, change it here (and the date): the
 * calculators, their pages and their tests read it from this file. Percentages are percent (25 = 25 %),
 * amounts are whole RWF.
 */

/** The day the figures below were checked against their sources. */
export const RATES_RECORDED_ON = "2026-11-22";

export interface RateGroup {
  /** Who publishes the figures, as shown under the calculators. */
  source: string;
  /** "YYYY-MM-DD": when they were recorded. */
  recordedOn: string;
}

/** Import duty on passenger vehicles (customs union tariff applied by Rwanda). */
export const importDutyRates = {
  source: "East African Community Common External Tariff",
  recordedOn: RATES_RECORDED_ON,
  dutyPercent: 25,
} as const satisfies RateGroup & Record<string, unknown>;

/**
 * Excise duty on imported vehicles, by age (current year in Kigali − year of manufacture), on the CIF value
 * plus import duty. Each band applies from its `fromAge` up to the next band's.
 */
export const exciseRates = {
  source: "Rwanda Revenue Authority (RRA)",
  recordedOn: RATES_RECORDED_ON,
  bands: [
    { fromAge: 0, percent: 5 },
    { fromAge: 3, percent: 10 },
    { fromAge: 5, percent: 15 },
  ],
} as const satisfies RateGroup & Record<string, unknown>;

/** Taxes and levies collected at import besides duty and excise; what electric vehicles are spared. */
export const importTaxRates = {
  source: "Rwanda Revenue Authority (RRA)",
  recordedOn: RATES_RECORDED_ON,
  /** On CIF + import duty + excise. */
  vatPercent: 18,
  /** The following three on the CIF value. */
  withholdingPercent: 5,
  infrastructureLevyPercent: 1.5,
  africanUnionLevyPercent: 0.2,
  /** Electric vehicles: no import duty, no excise, VAT at 0 %. */
  electric: { dutyPercent: 0, excisePercent: 0, vatPercent: 0 },
} as const satisfies RateGroup & Record<string, unknown>;

/** Reference rate for converting a CIF value quoted in US dollars. */
export const exchangeRate = {
  source: "National Bank of Rwanda",
  recordedOn: RATES_RECORDED_ON,
  rwfPerUsd: 1457,
} as const satisfies RateGroup & Record<string, unknown>;

/** Yearly road maintenance levy by vehicle type; only types whose amount the law sets are listed. */
export const roadLevyRates = {
  source: "Law on road maintenance levy (2025)",
  recordedOn: RATES_RECORDED_ON,
  perYear: { car: 50_000, pickup: 100_000, bus: 100_000 },
} as const satisfies RateGroup & Record<string, unknown>;

/** What Rwandan banks usually offer for car loans (shown beside the loan calculator). */
export const carLoanMarket = {
  source: "Rwandan commercial banks",
  recordedOn: RATES_RECORDED_ON,
  ratePercent: { min: 5, max: 18 },
  years: { min: 3, max: 8 },
  downPercent: { min: 10, max: 50 },
} as const satisfies RateGroup & Record<string, unknown>;

/** The import estimator's figures together, as its rules take them (also sent to the browser as data). */
export const importRates: ImportRates = {
  dutyPercent: importDutyRates.dutyPercent,
  exciseBands: exciseRates.bands,
  vatPercent: importTaxRates.vatPercent,
  withholdingPercent: importTaxRates.withholdingPercent,
  infrastructureLevyPercent: importTaxRates.infrastructureLevyPercent,
  africanUnionLevyPercent: importTaxRates.africanUnionLevyPercent,
  electric: importTaxRates.electric,
  rwfPerUsd: exchangeRate.rwfPerUsd,
};
