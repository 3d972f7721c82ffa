export interface PriceRange {
  currency: string;
  min: number;
  max?: number;
}

const DEFAULT_CURRENCY = "RWF";

// Optional currency word, a number or "min - max" (hyphen or en dash), and an
// optional currency word; the currency may come before or after, not both.
const PRICE_PATTERN =
  /^(?:(?<before>[A-Za-z]+)\s*)?(?<min>\d+)(?:\s*[-–]\s*(?<max>\d+))?(?:\s*(?<after>[A-Za-z]+))?$/;

/**
 * Reads a price such as "12.500.000 RWF", "Frw 15000000 - 20000000" or
 * 12500000. Dots are removed first; with no match, the digits alone become
 * the minimum and the currency stays the default.
 */
export function parsePrice(input: string | number | null | undefined): PriceRange {
  if (typeof input === "number") {
    return {
      currency: DEFAULT_CURRENCY,
      min: Number.isFinite(input) ? Math.trunc(Math.abs(input)) : 0,
    };
  }
  const text = (input ?? "").replaceAll(".", "").trim();
  const groups = PRICE_PATTERN.exec(text)?.groups;
  if (groups?.min === undefined || (groups.before && groups.after)) {
    return {
      currency: DEFAULT_CURRENCY,
      min: Number(text.replace(/\D/g, "")),
    };
  }
  const currency = (groups.before ?? groups.after)?.toUpperCase();
  const range: PriceRange = {
    currency: currency ?? DEFAULT_CURRENCY,
    min: Number(groups.min),
  };
  if (groups.max !== undefined) range.max = Number(groups.max);
  return range;
}

/** A run of digits grouped in threes by dots: "12500000" → "12.500.000" (SPEC §5). */
const dotThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+$)/g, ".");

function groupDigits(text: string): string {
  const digits = text.replace(/\D/g, "").replace(/^0+/, "");
  return digits === "" ? "-" : dotThousands(digits);
}

/**
 * A number as the site shows counts, mileages and specifications: rounded to a whole number (halves away
 * from zero) with its thousands grouped by dots, "12.500" (SPEC §5), a minus kept.
 */
export function formatNumber(value: number): string {
  const whole = Math.round(Math.abs(value));
  return `${value < 0 && whole !== 0 ? "-" : ""}${dotThousands(String(whole))}`;
}

/**
 * Shows a price with its digits grouped in threes by dots ("12.500.000"),
 * a dash when empty or zero, and " RWF" after the last figure when asked.
 * A range "min-max" is formatted part by part: "15.000.000 - 20.000.000".
 */
export function formatPrice(
  value: string | number | null | undefined,
  options: { currency?: boolean } = {},
): string {
  const text =
    typeof value === "number"
      ? Number.isFinite(value)
        ? BigInt(Math.trunc(value)).toString()
        : ""
      : (value ?? "");
  const parts = text
    .split(/[-–]/)
    .filter((part) => /\d/.test(part))
    .map(groupDigits);
  if (parts.every((part) => part === "-")) return "-";
  const formatted = parts.join(" - ");
  return options.currency && !formatted.endsWith("-") ? `${formatted} RWF` : formatted;
}

/** Largest amount the calculators accept: ten billion RWF. */
export const MAX_AMOUNT_RWF = 10_000_000_000;

const CURRENCY_MARKS = { RWF: "rwf|frw|rf", USD: "usd|us\\$|\\$" } as const;
const WHOLE_NUMBER = /^(?:\d+|\d{1,3}(?:\.\d{3})+|\d{1,3}(?:,\d{3})+|\d{1,3}(?: \d{3})+)$/;

/**
 * Reads an amount typed into a calculator: "20500000", "20.500.000", "20,500,000" or "20 500 000", with
 * an optional currency mark before or after, not both ("RWF", "FRW", "Frw", "RF"; for USD "USD", "US$", "$").
 * Francs are whole; dollars may have one or two decimals after a separator other than the grouping one
 * ("15,000.50", "15.000,5"). A dot or comma followed by three digits always groups thousands. Returns
 * the amount (0 or more), or null for anything else: signs, letters, exponents, misplaced separators.
 */
export function parseAmount(input: string, currency: keyof typeof CURRENCY_MARKS = "RWF"): number | null {
  const text = input.replace(/[\s\u00a0\u202f]+/g, " ").trim();
  const marks = CURRENCY_MARKS[currency];
  const match = new RegExp(`^(?:(${marks}) ?)?([\\d., ]+?)(?: ?(${marks}))?$`, "i").exec(text);
  if (!match || (match[1] && match[3])) return null;
  let whole = match[2]!;
  let cents = 0;
  const decimals = currency === "USD" ? /^(.+)([.,])(\d{1,2})$/.exec(whole) : null;
  if (decimals) {
    whole = decimals[1]!;
    if (whole.includes(decimals[2]!)) return null;
    cents = Number(decimals[3]!.padEnd(2, "0"));
  }
  if (!WHOLE_NUMBER.test(whole)) return null;
  const amount = Number(whole.replace(/\D/g, "")) + cents / 100;
  return Number.isFinite(amount) ? amount : null;
}
