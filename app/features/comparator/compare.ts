import { parseId as parseDatabaseId } from "~/shared/lib/ids";

/**
 * The comparison selection: the versions a visitor compares, kept in the browser as a basket and carried in
 * the comparator's URL as `?versions=12,34,56` (in the order the visitor chose them).
 */

/** How many versions the comparator shows side by side. */
export const MAX_COMPARED = 4;

export type AddResult = "added" | "present" | "full";

/** `ids` with `id` appended, unless it is already there or the selection is full. */
export function addToSelection(ids: readonly number[], id: number): { ids: number[]; result: AddResult } {
  if (ids.includes(id)) return { ids: [...ids], result: "present" };
  if (ids.length >= MAX_COMPARED) return { ids: [...ids], result: "full" };
  return { ids: [...ids, id], result: "added" };
}

export function removeFromSelection(ids: readonly number[], id: number): number[] {
  return ids.filter((x) => x !== id);
}

/** `id` takes the place of `old`; when `id` is already elsewhere in the selection, `old` simply goes. */
export function replaceInSelection(ids: readonly number[], old: number, id: number): number[] {
  if (!ids.includes(old)) return addToSelection(ids, id).ids;
  if (ids.includes(id)) return removeFromSelection(ids, old);
  return ids.map((x) => (x === old ? id : x));
}

/** A positive database id from a URL parameter, as the comparator writes it (no leading zero), or null. */
export function parseId(raw: string | null | undefined): number | null {
  const value = raw?.trim() ?? "";
  return /^[1-9]/.test(value) ? parseDatabaseId(value) : null;
}

/** How many ids of a link are looked up at most; the first MAX_COMPARED that exist are compared. */
export const MAX_PARSED = 12;

export interface ParsedSelection {
  /** Distinct ids, in the order given, at most MAX_PARSED. */
  ids: number[];
  /** Parts that are not ids at all, as written. */
  invalid: string[];
  /** Ids given more than once (kept once). */
  duplicates: number[];
  /** Ids beyond the MAX_PARSED-th, left out. */
  overLimit: number[];
}

/**
 * Reads `?versions=12,34,56`; nothing in it is an error, every part is either used or reported. The caller
 * drops ids that name no version, then keeps the first MAX_COMPARED.
 */
export function parseSelection(raw: string | null): ParsedSelection {
  const parsed: ParsedSelection = { ids: [], invalid: [], duplicates: [], overLimit: [] };
  const parts = (raw ?? "")
    .split(/[,\s]+/)
    .map((part) => part.trim())
    .filter(Boolean);
  const seen = new Set<number>();
  for (const part of parts) {
    const id = parseId(part);
    if (id === null) parsed.invalid.push(part);
    else if (seen.has(id)) {
      if (!parsed.duplicates.includes(id)) parsed.duplicates.push(id);
    } else {
      seen.add(id);
      (parsed.ids.length < MAX_PARSED ? parsed.ids : parsed.overLimit).push(id);
    }
  }
  return parsed;
}

/** The comparator's address for a selection: `/comparator?versions=12,34` (commas kept readable). */
export function comparatorPath(ids: readonly number[], extra?: Record<string, string | number>): string {
  const query = [
    ...(ids.length ? [`versions=${ids.join(",")}`] : []),
    ...Object.entries(extra ?? {}).map(([key, value]) => `${key}=${encodeURIComponent(value)}`),
  ];
  return query.length ? `/comparator?${query.join("&")}` : "/comparator";
}

/** The basket as stored in the browser (a JSON array); anything unreadable is an empty basket. */
export function parseBasket(stored: string | null): number[] {
  let value: unknown;
  try {
    value = JSON.parse(stored ?? "[]");
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const ids = value.filter((x, i): x is number => Number.isInteger(x) && x > 0 && value.indexOf(x) === i);
  return ids.slice(0, MAX_COMPARED);
}
