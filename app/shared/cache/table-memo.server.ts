import { LRUCache } from "lru-cache";
import type { TableTracker, TableUse } from "./table-tracker.server";

/**
 * How many values are kept at most, the least recently used going first: a key may carry an id from the
 * address (a model page's data), so the number of keys must not grow with what visitors ask for.
 */
export const MEMO_MAX_ENTRIES = 5_000;

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
}

/**
 * Keeps data that changes far less often than pages ask for it, and is the same for every visitor (the list is
 * in decision 0026). The tracker tells which tables each value was read from, so a change to any of them,
 * announced as for the page cache (decision 0024), drops it; a failure is not kept.
 */
export function createTableMemo(tracker: TableTracker, max = MEMO_MAX_ENTRIES): TableMemo {
  const entries = new LRUCache<string, Entry>({ max });
  return {
    async get<T>(key: string, read: () => Promise<T>) {
      let entry = entries.get(key);
      if (!entry) {
        const use: TableUse = { reads: new Set(), writes: new Set() };
        const made: Entry = { value: tracker.run(use, read), use, done: false };
        entries.set(key, made);
        made.value.then(
          () => (made.done = true),
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
