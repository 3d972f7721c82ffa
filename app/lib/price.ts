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

function groupDigits(text: string): string {
  const digits = text.replace(/\D/g, "").replace(/^0+/, "");
  return digits === "" ? "-" : digits.replace(/\B(?=(\d{3})+$)/g, ".");
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
