/**
 * Car-loan estimate for the comparator's monthly-payment row: a fixed-rate loan repaid in equal monthly
 * instalments (annuity) after a down payment. Defaults sit inside what Rwandan banks offer for car loans
 * (5–18 % a year, 3–8 years, 10–50 % down; docs/decisions/0009-comparator.md).
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

/** Monthly instalment in whole RWF (rounded up, as banks do), after the down payment. */
export function monthlyPayment(price: number, terms: LoanTerms): number {
  const principal = price * (1 - terms.down / 100);
  const months = Math.round(terms.years * 12);
  if (principal <= 0) return 0;
  const monthlyRate = terms.rate / 100 / 12;
  const payment =
    monthlyRate === 0 ? principal / months : (principal * monthlyRate) / (1 - (1 + monthlyRate) ** -months);
  return Math.ceil(payment);
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
