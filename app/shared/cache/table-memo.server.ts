import { LRUCache } from "lru-cache";
import type { TableTracker, TableUse } from "./table-tracker.server";

/**
 * How many values are kept at most, the least recently used going first: a key may carry an id from the
 * address (a model page's data), so the number of keys must not grow with what visitors ask for.
 */
export const MEMO_MAX_ENTRIES = 5_000;

/**
 * How much the kept values may weigh in all, counted as the length of their JSON: a key may also carry what
 * a visitor typed (a search's filters), so the weight of 5,000 large values must not be the limit.
 */
export const MEMO_MAX_CHARS = 40_000_000;

/**
 * How long a value is kept at most, whatever the changes: visit counters (decision 0026) announce none, so
 * what ranks by them is read again after this.
 */
export const MEMO_MAX_AGE_MS = 5 * 60_000;

/** A value's weight: the length of its JSON, at least 1 (a value JSON cannot write counts as 1). */
function weightOf(value: unknown): number {
  try {
    return Math.max(1, JSON.stringify(value)?.length ?? 1);
  } catch {
    return 1;
  }
}

/**
 * The value kept under `key`, else what `read` reads now; the current request counts its tables as read.
 * A key names one value: the same key must always mean the same reads.
 */
export type Keep = <T>(key: string, read: () => Promise<T>) => Promise<T>;

/** Values read from the database, each kept until a table it was read from changes. */
export interface TableMemo {
  get: Keep;
  /** Drops the values read from these tables, and those still being read. */
  changed(tables: readonly string[]): void;
}

interface Entry {
  value: Promise<unknown>;
  use: TableUse;
  done: boolean;
  /** 1 while it is read; once read, the entry is replaced by one with its weight (weightOf). */
  weight: number;
}

/**
 * Keeps data that changes far less often than pages ask for it, and is the same for every visitor (the list is
 * in decision 0026). The tracker tells which tables each value was read from, so a change to any of them,
 * announced as for the page cache (decision 0024), drops it; a failure is not kept.
 */
export function createTableMemo(
  tracker: TableTracker,
  { max = MEMO_MAX_ENTRIES, maxChars = MEMO_MAX_CHARS, maxAgeMs = MEMO_MAX_AGE_MS } = {},
): TableMemo {
  const entries = new LRUCache<string, Entry>({
    max,
    maxSize: maxChars,
    sizeCalculation: (entry) => entry.weight,
    ttl: maxAgeMs,
  });
  return {
    async get<T>(key: string, read: () => Promise<T>) {
      let entry = entries.get(key);
      if (!entry) {
        const use: TableUse = { reads: new Set(), writes: new Set() };
        const made: Entry = { value: tracker.run(use, read), use, done: false, weight: 1 };
        entries.set(key, made);
        made.value.then(
          (value) => {
            made.done = true;
            // Weighed once read: the least recently used values go until the rest fit (one heavier than
            // the whole limit is not kept).
            if (entries.peek(key) === made) entries.set(key, { ...made, weight: weightOf(value) });
          },
          () => entries.peek(key) === made && entries.delete(key),
        );
        entry = made;
      }
      // The key names what `read` reads: the value under it is what this caller's `read` would return.
      const value = (await entry.value) as T;
      tracker.read(entry.use.reads);
      return value;
    },
    changed(tables) {
      for (const [key, entry] of [...entries.entries()])
        if (!entry.done || tables.some((table) => entry.use.reads.has(table))) entries.delete(key);
    },
  };
}
