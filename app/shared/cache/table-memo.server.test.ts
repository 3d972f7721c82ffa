import { describe, expect, it } from "vitest";
import { createTableMemo } from "./table-memo.server";
import { createTableTracker, type TableUse } from "./table-tracker.server";

const newUse = (): TableUse => ({ reads: new Set(), writes: new Set() });

/** A memo over a pretend catalogue: each grid made reads brands and models and is numbered. */
function catalogueMemo(limits: Parameters<typeof createTableMemo>[1] = {}) {
  const tracker = createTableTracker(["brands", "models", "versions", "articles"]);
  let made = 0;
  let fail = false;
  const memo = createTableMemo(tracker, limits);
  const grid = (locale: string) =>
    memo.get(`grid:${locale}`, async () => {
      tracker.observe('select * from "brands" left join "models" on true');
      await new Promise((resolve) => setTimeout(resolve, 1));
      if (fail) throw new Error("database away");
      return `${locale} #${++made}`;
    });
  return { tracker, memo, grid, failNext: (value: boolean) => (fail = value) };
}

describe("createTableMemo", () => {
  it("makes a value once per key and hands the same one out until its tables change", async () => {
    const { memo, grid } = catalogueMemo();
    expect(await Promise.all([grid("en"), grid("en"), grid("fr")])).toEqual(["en #1", "en #1", "fr #2"]);
    expect(await grid("en")).toBe("en #1");
    memo.changed(["versions", "articles"]);
    expect(await grid("en")).toBe("en #1");
    memo.changed(["models"]);
    expect(await grid("en")).toBe("en #3");
    expect(await grid("fr")).toBe("fr #4");
  });

  it("counts the kept value's tables as read by the request that uses it", async () => {
    const { tracker, grid } = catalogueMemo();
    await grid("en");
    const later = newUse();
    await tracker.run(later, () => grid("en"));
    expect(later.reads).toEqual(new Set(["brands", "models"]));
  });

  it("does not keep a value that was being made when a change came", async () => {
    const { memo, grid } = catalogueMemo();
    const first = grid("en");
    memo.changed(["articles"]);
    expect(await first).toBe("en #1");
    expect(await grid("en")).toBe("en #2");
  });

  it("does not keep a failure: the next request tries again", async () => {
    const { grid, failNext } = catalogueMemo();
    failNext(true);
    await expect(grid("en")).rejects.toThrow("database away");
    failNext(false);
    expect(await grid("en")).toBe("en #1");
  });

  it("drops values on the tracker's announcements of a write", async () => {
    const { tracker, memo, grid } = catalogueMemo();
    tracker.onChange((tables) => memo.changed(tables));
    expect(await grid("en")).toBe("en #1");
    tracker.run(newUse(), () => tracker.observe('update "brands" set "name" = $1'));
    expect(await grid("en")).toBe("en #2");
  });

  // Each grid weighs 7 characters as JSON ("en #1" and its quotes): two fit in 15, not three.
  it.each([
    ["number of values", { max: 2 }],
    ["total weight (their JSON's length)", { maxChars: 15 }],
  ])("keeps values up to its %s, dropping the least recently used", async (_limit, limits) => {
    const { grid } = catalogueMemo(limits);
    expect(await grid("en")).toBe("en #1");
    expect(await grid("fr")).toBe("fr #2");
    expect(await grid("en")).toBe("en #1");
    // A third key pushes out the one used longest ago (fr), not the one just used (en).
    expect(await grid("rw")).toBe("rw #3");
    expect(await grid("en")).toBe("en #1");
    expect(await grid("fr")).toBe("fr #4");
  });

  it("does not keep a value heavier than the whole limit", async () => {
    const { grid } = catalogueMemo({ maxChars: 5 });
    expect(await grid("en")).toBe("en #1");
    expect(await grid("en")).toBe("en #2");
  });

  it("reads a value again once it is older than its maximum age, changes or not", async () => {
    const { grid } = catalogueMemo({ maxAgeMs: 40 });
    expect(await grid("en")).toBe("en #1");
    expect(await grid("en")).toBe("en #1");
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(await grid("en")).toBe("en #2");
  });
});
