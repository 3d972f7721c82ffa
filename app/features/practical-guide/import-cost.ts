/**
 * What importing a car into Rwanda costs in taxes: import duty, excise by age, VAT, withholding tax and the
 * two levies, on the CIF value (cost, insurance and freight). Each line is rounded to the franc as a customs
 * declaration does, and later lines are computed on the rounded ones. The rules take the rates as an
 * argument: `importRates` (rates.ts) on the server, the same figures sent as page data in the
 * browser, so the rates are written once and are not page JavaScript.
 */
import type { CalculatorForm } from "./calculator-form";
import { formatPrice, MAX_AMOUNT_RWF, parseAmount } from "../../shared/lib/price";

/** The figures the estimator computes with. */
export interface ImportRates {
  dutyPercent: number;
  /** By age in whole years; each band applies from its `fromAge` up to the next band's. */
  exciseBands: readonly { fromAge: number; percent: number }[];
  vatPercent: number;
  withholdingPercent: number;
  infrastructureLevyPercent: number;
  africanUnionLevyPercent: number;
  /** What electric vehicles pay instead. */
  electric: { dutyPercent: number; excisePercent: number; vatPercent: number };
  rwfPerUsd: number;
}

export const importEnergies = ["petrol", "diesel", "hybrid", "electric"] as const;
export type ImportEnergy = (typeof importEnergies)[number];

export const importCurrencies = ["RWF", "USD"] as const;
export type ImportCurrency = (typeof importCurrencies)[number];

/** Oldest year of manufacture the estimator accepts. */
export const EARLIEST_YEAR = 1950;

export interface ImportCost {
  /** CIF value in RWF (converted from USD when given in dollars). */
  cif: number;
  /** Whole years since manufacture, by the calendar year in Kigali. */
  age: number;
  electric: boolean;
  dutyPercent: number;
  excisePercent: number;
  vatPercent: number;
  duty: number;
  excise: number;
  vat: number;
  withholding: number;
  infrastructureLevy: number;
  africanUnionLevy: number;
  totalTaxes: number;
  /** CIF value plus all taxes. */
  landedCost: number;
}

/** `percent` % of a whole-RWF amount, to the nearest franc (halves up), without floating-point drift. */
export function percentOf(amount: number, percent: number): number {
  const basisPoints = Math.round(percent * 100);
  return Math.floor((amount * basisPoints + 5000) / 10_000);
}

/** A car's age in whole years: the current year in Kigali less its year of manufacture (never below 0). */
export function vehicleAge(yearOfManufacture: number, currentYear: number): number {
  return Math.max(0, currentYear - yearOfManufacture);
}

/** The excise rate (percent) for a car of that age: the last band whose `fromAge` it has reached. */
export function excisePercentForAge(age: number, bands: ImportRates["exciseBands"]): number {
  let percent = 0;
  for (const band of bands) if (age >= band.fromAge) percent = band.percent;
  return percent;
}

/** A USD amount in whole RWF at the exchange rate (cents kept until the final rounding). */
export function usdToRwf(usd: number, rwfPerUsd: number): number {
  return Math.round((Math.round(usd * 100) * rwfPerUsd) / 100);
}

/** Taxes and landed cost for a CIF value in whole RWF. Hybrids and diesels pay what petrol cars pay. */
export function importCost(
  { cif, age, energy }: { cif: number; age: number; energy: ImportEnergy },
  rates: ImportRates,
): ImportCost {
  const electric = energy === "electric";
  const dutyPercent = electric ? rates.electric.dutyPercent : rates.dutyPercent;
  const excisePercent = electric ? rates.electric.excisePercent : excisePercentForAge(age, rates.exciseBands);
  const vatPercent = electric ? rates.electric.vatPercent : rates.vatPercent;
  const duty = percentOf(cif, dutyPercent);
  const excise = percentOf(cif + duty, excisePercent);
  const vat = percentOf(cif + duty + excise, vatPercent);
  const withholding = percentOf(cif, rates.withholdingPercent);
  const infrastructureLevy = percentOf(cif, rates.infrastructureLevyPercent);
  const africanUnionLevy = percentOf(cif, rates.africanUnionLevyPercent);
  const totalTaxes = duty + excise + vat + withholding + infrastructureLevy + africanUnionLevy;
  return {
    cif,
    age,
    electric,
    dutyPercent,
    excisePercent,
    vatPercent,
    duty,
    excise,
    vat,
    withholding,
    infrastructureLevy,
    africanUnionLevy,
    totalTaxes,
    landedCost: cif + totalTaxes,
  };
}

/** The estimator's fields: CIF value, its currency, year of manufacture and energy. */
export type ImportField = "cif" | "cur" | "year" | "energy";
export const importFields: ImportField[] = ["cif", "cur", "year", "energy"];

/** The CIF value the estimator opens with, RWF. */
export const importCifDefault = 10_000_000;

const isOneOf = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

/**
 * The estimator's fields (absent ones take the defaults: 10.000.000 RWF, a car made this year, petrol)
 * and its figures when all are right, with the dollar amount typed when the CIF value was in USD. `currentYear` is the calendar year in Kigali, from the server, so
 * the page and the browser agree.
 */
export function parseImportForm(
  get: (field: ImportField) => string | null,
  currentYear: number,
  rates: ImportRates,
): CalculatorForm<ImportField, ImportCost & { usd: number | null }> {
  const values: Record<ImportField, string> = {
    cif: get("cif") ?? formatPrice(importCifDefault),
    cur: get("cur") ?? "RWF",
    year: get("year") ?? String(currentYear),
    energy: get("energy") ?? "petrol",
  };
  const currency = values.cur.trim().toUpperCase();
  const validCurrency = isOneOf(importCurrencies, currency);
  const amount = parseAmount(values.cif, validCurrency ? currency : "RWF");
  const cif = amount === null ? null : currency === "USD" ? usdToRwf(amount, rates.rwfPerUsd) : amount;
  const yearText = values.year.trim();
  const year = /^\d{4}$/.test(yearText) ? Number(yearText) : null;
  const energy = values.energy.trim().toLowerCase();
  const checks: Record<ImportField, boolean> = {
    // In francs whatever the currency typed: at least 1 RWF (not nothing), at most MAX_AMOUNT_RWF.
    cif: cif !== null && cif >= 1 && cif <= MAX_AMOUNT_RWF,
    cur: validCurrency,
    year: year !== null && year >= EARLIEST_YEAR && year <= currentYear,
    energy: isOneOf(importEnergies, energy),
  };
  const invalid = importFields.filter((field) => !checks[field]);
  // The choices as their options spell them, so the lists show them selected.
  if (checks.cur) values.cur = currency;
  if (checks.energy) values.energy = energy;
  return {
    values,
    invalid,
    result: invalid.length
      ? null
      : {
          ...importCost(
            { cif: cif!, age: vehicleAge(year!, currentYear), energy: energy as ImportEnergy },
            rates,
          ),
          usd: currency === "USD" ? amount : null,
        },
  };
}
