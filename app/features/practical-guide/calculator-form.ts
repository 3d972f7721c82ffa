/**
 * The shape shared by the practical guide's calculators: what a form's fields hold, which are wrong and
 * the result (null while a field is wrong). The same parser runs in the section loader (from the URL) and
 * in the browser (from the fields as the visitor types), so both always agree.
 */
export interface CalculatorForm<F extends string, R> {
  /** What each field shows: the visitor's text, kept even when wrong, or the default. */
  values: Record<F, string>;
  /** The fields whose text cannot be used, in form order. */
  invalid: F[];
  result: R | null;
}

/** Longest text a field keeps: anything longer is not a number a visitor typed. */
export const MAX_FIELD_LENGTH = 64;

/** Reads a field from URL parameters (null when absent), cut to MAX_FIELD_LENGTH. */
export function paramReader<F extends string>(params: URLSearchParams): (field: F) => string | null {
  return (field) => params.get(field)?.slice(0, MAX_FIELD_LENGTH) ?? null;
}
