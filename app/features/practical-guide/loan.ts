import type { CalculatorForm } from "./calculator-form";
import { formatPrice, MAX_AMOUNT_RWF, parseAmount } from "../../shared/lib/price";

/**
 * Car-loan estimates for the comparator's monthly-payment row and the practical guide's loan calculator: a
 * fixed-rate loan repaid in equal monthly instalments (annuity) after a down payment. Defaults sit inside
 * what Rwandan banks offer for car loans (`carLoanMarket` in rates.ts).
 */

export interface LoanTerms {
  /** Down payment, percent of the price. */
  down: number;
  /** Yearly interest rate, percent. */
  rate: number;
  /** Repayment period in years. */
  years: number;
}

export type LoanField = keyof LoanTerms;

export const loanDefaults: LoanTerms = { down: 30, rate: 15, years: 5 };

/** Accepted range per field (inclusive) and the step the inputs offer. */
export const loanLimits: Record<LoanField, { min: number; max: number; step: number }> = {
  down: { min: 0, max: 90, step: 5 },
  rate: { min: 0, max: 30, step: 0.5 },
  years: { min: 1, max: 10, step: 1 },
};

export const loanMessages: Record<LoanField, string> = {
  down: "Enter a down payment between 0 and 90 %",
  rate: "Enter an interest rate between 0 and 30 %",
  years: "Enter a period between 1 and 10 years",
};

/** The exact (unrounded) equal monthly instalment that repays `principal` with interest in `months`. */
function annuity(principal: number, yearlyRate: number, months: number): number {
  if (principal <= 0) return 0;
  const monthlyRate = yearlyRate / 100 / 12;
  return monthlyRate === 0
    ? principal / months
    : (principal * monthlyRate) / (1 - (1 + monthlyRate) ** -months);
}

/** Monthly instalment in whole RWF (rounded up, as banks do), after the down payment. */
export function monthlyPayment(price: number, terms: LoanTerms): number {
  const principal = price * (1 - terms.down / 100);
  return Math.ceil(annuity(principal, terms.rate, Math.round(terms.years * 12)));
}

export interface LoanTotals {
  /** Paid at purchase: the down payment's share of the price, to the nearest franc. */
  downPayment: number;
  /** The price less the down payment. */
  borrowed: number;
  months: number;
  /** Each instalment, rounded up to the franc (the last one is a little smaller). */
  monthly: number;
  /** All instalments less the amount borrowed. */
  totalInterest: number;
  /** What the car costs in the end: the down payment and all instalments. */
  totalCost: number;
}

/** The loan calculator's figures for a car price (whole RWF) and loan terms; every amount in whole RWF. */
export function loanTotals(price: number, terms: LoanTerms): LoanTotals {
  const downPayment = Math.round((price * terms.down) / 100);
  const borrowed = price - downPayment;
  const months = Math.round(terms.years * 12);
  const exact = annuity(borrowed, terms.rate, months);
  // The instalments repay the loan to the franc: the bank trims the last one, so totals use the exact rate.
  const repaid = Math.round(exact * months);
  return {
    downPayment,
    borrowed,
    months,
    monthly: Math.ceil(exact),
    totalInterest: repaid - borrowed,
    totalCost: downPayment + repaid,
  };
}

/** One field as typed: a decimal with a point or a comma, within its limits; otherwise null. */
export function parseLoanField(field: LoanField, raw: string): number | null {
  const text = raw.trim().replace(",", ".").replace(/\s*%$/, "");
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(text)) return null;
  const value = Number(text);
  const { min, max } = loanLimits[field];
  if (value < min || value > max) return null;
  if (field === "years" && !Number.isInteger(value)) return null;
  return value;
}

export interface ParsedLoan {
  /** The terms to compute with: each valid field as given, the default for the rest. */
  terms: LoanTerms;
  /** What the inputs show: the visitor's text, kept even when wrong. */
  values: Record<LoanField, string>;
  errors: Partial<Record<LoanField, string>>;
}

/** Reads the three fields from a URL's parameters (absent fields take the defaults). */
export function parseLoanTerms(get: (field: LoanField) => string | null): ParsedLoan {
  const parsed: ParsedLoan = {
    terms: { ...loanDefaults },
    values: { down: "", rate: "", years: "" },
    errors: {},
  };
  for (const field of Object.keys(loanDefaults) as LoanField[]) {
    const raw = get(field);
    parsed.values[field] = raw ?? String(loanDefaults[field]);
    if (raw === null) continue;
    const value = parseLoanField(field, raw);
    if (value === null) parsed.errors[field] = loanMessages[field];
    else parsed.terms[field] = value;
  }
  return parsed;
}

/** The loan calculator's fields: the car price (RWF) and the loan terms. */
export type LoanFormField = "price" | LoanField;
export const loanFormFields: LoanFormField[] = ["price", "down", "rate", "years"];

/** The car price the loan calculator opens with, RWF. */
export const loanPriceDefault = 20_000_000;

/** A car price typed by a visitor: whole RWF from 1 to MAX_AMOUNT_RWF; otherwise null. */
export function parseCarPrice(raw: string): number | null {
  const price = parseAmount(raw);
  return price !== null && price >= 1 && price <= MAX_AMOUNT_RWF ? price : null;
}

/** The loan calculator's fields (absent ones take the defaults) and its figures when all are right. */
export function parseLoanForm(
  get: (field: LoanFormField) => string | null,
): CalculatorForm<LoanFormField, LoanTotals> {
  const loan = parseLoanTerms(get);
  const rawPrice = get("price");
  const price = rawPrice === null ? loanPriceDefault : parseCarPrice(rawPrice);
  const invalid = loanFormFields.filter((field) =>
    field === "price" ? price === null : field in loan.errors,
  );
  return {
    values: { price: rawPrice ?? formatPrice(loanPriceDefault), ...loan.values },
    invalid,
    result: price !== null && !invalid.length ? loanTotals(price, loan.terms) : null,
  };
}
