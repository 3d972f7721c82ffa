/**
 * A dealer's week as the back office edits it: per day, closed (every time empty) or open from one time to
 * another, with maybe a second range after a break (lunch). Read into the OpeningHours rows the public pages
 * already show ("open now", the week on a dealer's page), in Kigali time, overnight hours not allowed.
 */
import { timeMinutes, weekDays } from "~/features/dealers/dealers";
import type { OpeningHours } from "~/shared/lib/value-sets";

/** The days as the editor lists them, Monday first (0 = Sunday, as Date.getDay() counts). */
export const editorDays = [1, 2, 3, 4, 5, 6, 0] as const;

/** A day's two ranges: opens–closes, then opens2–closes2 after a break. */
export const hourParts = ["opens", "closes", "opens2", "closes2"] as const;
export type HourPart = (typeof hourParts)[number];

export type HourField = `hours.${number}.${HourPart}`;

/** The form field of one time: "hours.1.opens" is Monday's opening. */
export const hourField = (day: number, part: HourPart): HourField => `hours.${day}.${part}`;

/** Every time field of the editor, Monday's first. */
export const hourFields: HourField[] = editorDays.flatMap((day) =>
  hourParts.map((part) => hourField(day, part)),
);

/** Why a time is refused: not a time, one end of a range missing, closing not after opening, ranges overlapping. */
export type HoursProblem = "time" | "missing" | "order" | "overlap";

/** "8:00", "08:00" or "08:00:00" as "08:00"; undefined for anything else. */
export function normaliseTime(text: string): string | undefined {
  const match = /^(\d{1,2}):([0-5]\d)(?::00)?$/.exec(text.trim());
  if (!match) return undefined;
  const time = `${match[1]!.padStart(2, "0")}:${match[2]}`;
  return timeMinutes(time) === undefined ? undefined : time;
}

/**
 * The week read from the editor's fields: the rows to store (Monday's first, a day's ranges in order), or the
 * problem of each refused field. Closing at midnight is "23:59"; a range crossing midnight is refused.
 */
export function readHours(
  values: Partial<Record<HourField, string>>,
): { ok: true; hours: OpeningHours[] } | { ok: false; problems: Partial<Record<HourField, HoursProblem>> } {
  const hours: OpeningHours[] = [];
  const problems: Partial<Record<HourField, HoursProblem>> = {};
  for (const day of editorDays) {
    let previousClose: number | undefined;
    for (const [opensPart, closesPart] of [
      ["opens", "closes"],
      ["opens2", "closes2"],
    ] as const) {
      const opensField = hourField(day, opensPart);
      const closesField = hourField(day, closesPart);
      const opensText = (values[opensField] ?? "").trim();
      const closesText = (values[closesField] ?? "").trim();
      if (!opensText && !closesText) continue;
      const opens = opensText ? normaliseTime(opensText) : undefined;
      const closes = closesText ? normaliseTime(closesText) : undefined;
      if (opensText && !opens) problems[opensField] = "time";
      if (closesText && !closes) problems[closesField] = "time";
      if (!opensText) problems[opensField] = "missing";
      if (!closesText) problems[closesField] = "missing";
      if (!opens || !closes) continue;
      const from = timeMinutes(opens)!;
      const to = timeMinutes(closes)!;
      if (to <= from) {
        problems[closesField] = "order";
        continue;
      }
      if (previousClose !== undefined && from < previousClose) {
        problems[opensField] = "overlap";
        continue;
      }
      previousClose = to;
      hours.push({ day, opens, closes });
    }
  }
  return Object.keys(problems).length ? { ok: false, problems } : { ok: true, hours };
}

/** Stored hours as the editor's fields ("" for a closed day or an unused second range). */
export function hoursValues(hours: readonly OpeningHours[]): Record<HourField, string> {
  const values = Object.fromEntries(hourFields.map((field) => [field, ""])) as Record<HourField, string>;
  for (const day of editorDays) {
    const ranges = hours
      .filter((h) => h.day === day)
      .sort((a, b) => (timeMinutes(a.opens) ?? 0) - (timeMinutes(b.opens) ?? 0))
      .slice(0, 2);
    ranges.forEach((range, index) => {
      values[hourField(day, index ? "opens2" : "opens")] = range.opens;
      values[hourField(day, index ? "closes2" : "closes")] = range.closes;
    });
  }
  return values;
}

/** The week in one line, as the audit log and a conflict compare it: "Monday 08:00–17:00; Saturday 08:00–12:00". */
export function hoursText(hours: readonly OpeningHours[]): string {
  return editorDays
    .map((day) => {
      const ranges = hours
        .filter((h) => h.day === day)
        .sort((a, b) => (timeMinutes(a.opens) ?? 0) - (timeMinutes(b.opens) ?? 0))
        .map((h) => `${h.opens}–${h.closes}`);
      return ranges.length ? `${weekDays[day]} ${ranges.join(", ")}` : "";
    })
    .filter(Boolean)
    .join("; ");
}
