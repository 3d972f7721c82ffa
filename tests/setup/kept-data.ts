import { createTableMemo, type Keep } from "../../app/shared/cache/table-memo.server";
import { createTableTracker, type TableUse } from "../../app/shared/cache/table-tracker.server";
import { siteTableNames, TRIGGERED_WRITES, VISIT_COUNTER_TABLES } from "../../app/shared/db/client";

/**
 * Kept data wired as the server wires it (decision 0026), for tests: a tracker to hand the test database as
 * its `onQuery`, the memo its announcements drop values from, and changes made as a request makes them.
 */
export function keptData() {
  const tracker = createTableTracker(siteTableNames(), TRIGGERED_WRITES, VISIT_COUNTER_TABLES);
  const memo = createTableMemo(tracker);
  tracker.onChange((tables) => memo.changed(tables));
  return {
    tracker,
    memo,
    /**
     * A keep through the memo that counts the values it read rather than handed out kept (`reads()`): all of
     * them, or those whose key `counts`.
     */
    counted(counts: (key: string) => boolean = () => true) {
      let count = 0;
      const keep: Keep = (key, read) =>
        memo.get(key, () => {
          if (counts(key)) count++;
          return read();
        });
      return { keep, reads: () => count };
    },
    /** A change made as a request makes it: its statements counted, and announced once it has answered. */
    async change(write: () => Promise<unknown>) {
      const use: TableUse = { reads: new Set(), writes: new Set() };
      await tracker.run(use, write);
      tracker.announce([...use.writes]);
    },
  };
}
