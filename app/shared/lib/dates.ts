/** Rwanda's time zone: deals and opening hours follow the clock in Kigali. */
export const KIGALI_TIME_ZONE = "Africa/Kigali";

// Made once: making a formatter costs far more than using it, and pages format dates in loops.
const kigaliDay = new Intl.DateTimeFormat("en-CA", {
  timeZone: KIGALI_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});
const dayMonthYear = new Intl.DateTimeFormat("en-GB", {
  timeZone: "UTC",
  day: "numeric",
  month: "long",
  year: "numeric",
});
const monthYear = new Intl.DateTimeFormat("en-GB", { timeZone: "UTC", month: "long", year: "numeric" });
const kigaliMoment = new Intl.DateTimeFormat("en-GB", {
  timeZone: KIGALI_TIME_ZONE,
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** The calendar date in Kigali as "YYYY-MM-DD". */
export function kigaliDate(now: Date = new Date()): string {
  return kigaliDay.format(now);
}

/** "YYYY-MM-DD" shifted by whole days (negative for the past). */
export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** "12 March 2026" for a "YYYY-MM-DD" or "YYYY-MM" date. */
export function formatDate(isoDate: string): string {
  const [year, month, day] = isoDate.split("-").map(Number);
  const date = new Date(Date.UTC(year!, (month ?? 1) - 1, day ?? 1));
  return (day ? dayMonthYear : monthYear).format(date);
}

/** "25 Nov 2026, 14:05" in Kigali time, for moments such as a sign-in. */
export function formatDateTime(moment: Date): string {
  return kigaliMoment.format(moment);
}
