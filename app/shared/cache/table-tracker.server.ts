import { AsyncLocalStorage } from "node:async_hooks";
import { tablesOfStatement } from "./sql-tables";

/** The tables one request (or one background run) has read and changed so far. */
export interface TableUse {
  reads: Set<string>;
  writes: Set<string>;
}

export interface TableTracker {
  /** Hears every SQL statement the database is sent (Drizzle's query logger). */
  observe(sql: string): void;
  /** Runs `fn` with its statements counted into `use`. */
  run<T>(use: TableUse, fn: () => T): T;
  /** Counts tables as read by the current request: a value it uses was kept from an earlier read of them. */
  read(tables: Iterable<string>): void;
  /** Hears each change: the tables a statement changes, as it is sent (and again once it must be done). */
  onChange(listener: (tables: readonly string[]) => void): void;
  /** Announces a change to every listener: again once a request's changes are committed, or one made elsewhere. */
  announce(tables: readonly string[]): void;
}

/** How long after a change made outside any request it is announced again, by when it is committed. */
export const SETTLE_MS = 1_000;

/**
 * Counts which tables each request reads and changes, from the statements it sends, so that a cached page
 * knows what it was made of and a change drops the pages made of what it touched. A change is announced as
 * its statement is sent, then again once it must be committed: when the request that made it has answered
 * (the caller announces that), or SETTLE_MS later for background work. `triggered` names, for a table, the
 * tables its triggers change with it. A write to a `quiet` table (a visit counter) still counts in its
 * request's use, so that request's page is not kept, but is never announced: what reads it lags by the
 * caches' ages instead of being dropped on every visit.
 */
export function createTableTracker(
  tables: Iterable<string>,
  triggered: Readonly<Record<string, readonly string[]>> = {},
  quiet: Iterable<string> = [],
): TableTracker {
  const known = new Set(tables);
  const unheard = new Set(quiet);
  const changedWith = (written: string[]) => [
    ...new Set(written.flatMap((table) => [table, ...(triggered[table] ?? [])])),
  ];
  const storage = new AsyncLocalStorage<TableUse>();
  const listeners: ((tables: readonly string[]) => void)[] = [];
  const announce = (changed: readonly string[]) => {
    const heard = changed.filter((table) => !unheard.has(table));
    if (heard.length > 0) listeners.forEach((listener) => listener(heard));
  };
  return {
    observe(sql) {
      const statement = tablesOfStatement(sql, known);
      const { reads } = statement;
      const writes = changedWith(statement.writes);
      const use = storage.getStore();
      if (use) {
        reads.forEach((table) => use.reads.add(table));
        writes.forEach((table) => use.writes.add(table));
      }
      if (writes.length === 0) return;
      announce(writes);
      if (!use) setTimeout(() => announce(writes), SETTLE_MS).unref();
    },
    run: (use, fn) => storage.run(use, fn),
    read(tables) {
      const use = storage.getStore();
      if (use) for (const table of tables) use.reads.add(table);
    },
    onChange: (listener) => void listeners.push(listener),
    announce,
  };
}
