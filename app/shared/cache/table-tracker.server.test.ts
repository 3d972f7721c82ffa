import { afterEach, describe, expect, it, vi } from "vitest";
import { createTableTracker, SETTLE_MS, type TableUse } from "./table-tracker.server";

const newUse = (): TableUse => ({ reads: new Set(), writes: new Set() });

describe("createTableTracker", () => {
  afterEach(() => vi.useRealTimers());

  it("counts each request's reads and writes into its own use, across awaits", async () => {
    const tracker = createTableTracker(["brands", "models", "versions"]);
    const first = newUse();
    const second = newUse();
    await Promise.all([
      tracker.run(first, async () => {
        tracker.observe('select * from "brands"');
        await new Promise((resolve) => setTimeout(resolve, 5));
        tracker.observe('select * from "models" join "brands" on true');
      }),
      tracker.run(second, async () => {
        await new Promise((resolve) => setTimeout(resolve, 1));
        tracker.observe('update "versions" set "name" = $1');
      }),
    ]);
    expect(first).toEqual({ reads: new Set(["brands", "models"]), writes: new Set() });
    expect(second).toEqual({ reads: new Set(), writes: new Set(["versions"]) });
  });

  it("announces a change as it is sent, only once inside a request (the request announces the rest)", () => {
    vi.useFakeTimers();
    const tracker = createTableTracker(["brands", "versions"]);
    const heard: (readonly string[])[] = [];
    tracker.onChange((tables) => heard.push(tables));
    tracker.run(newUse(), () => tracker.observe('insert into "brands" ("name") values ($1)'));
    tracker.observe('select * from "versions"');
    vi.advanceTimersByTime(SETTLE_MS);
    expect(heard).toEqual([["brands"]]);
  });

  it("announces a change made outside any request again once it must be committed", () => {
    vi.useFakeTimers();
    const tracker = createTableTracker(["used_listings"]);
    const heard: (readonly string[])[] = [];
    tracker.onChange((tables) => heard.push(tables));
    tracker.observe('update "used_listings" set "status" = $1');
    expect(heard).toEqual([["used_listings"]]);
    vi.advanceTimersByTime(SETTLE_MS);
    expect(heard).toEqual([["used_listings"], ["used_listings"]]);
  });

  it("counts the tables a trigger changes with a table as changed, in the request and in what it announces", () => {
    const tracker = createTableTracker(["used_listings", "used_listing_counts", "brands"], {
      used_listings: ["used_listing_counts"],
    });
    const use = newUse();
    const heard: (readonly string[])[] = [];
    tracker.onChange((tables) => heard.push(tables));
    tracker.run(use, () => {
      tracker.observe('update "used_listings" set "status" = $1');
      tracker.observe('select * from "used_listings"');
    });
    expect(use.writes).toEqual(new Set(["used_listings", "used_listing_counts"]));
    expect(heard).toEqual([["used_listings", "used_listing_counts"]]);
    tracker.run(newUse(), () => tracker.observe('update "brands" set "name" = $1'));
    expect(heard.at(-1)).toEqual(["brands"]);
  });

  it("counts a write to a quiet table in its request, but never announces it", () => {
    vi.useFakeTimers();
    const tracker = createTableTracker(["comparisons", "versions"], {}, ["comparisons"]);
    const use = newUse();
    const heard: (readonly string[])[] = [];
    tracker.onChange((tables) => heard.push(tables));
    tracker.run(use, () => tracker.observe('insert into "comparisons" ("views") values ($1)'));
    tracker.announce([...use.writes]);
    tracker.observe('update "comparisons" set "views" = "views" + 1');
    vi.advanceTimersByTime(SETTLE_MS);
    expect(use.writes).toEqual(new Set(["comparisons"]));
    expect(heard).toEqual([]);
    tracker.announce(["comparisons", "versions"]);
    expect(heard).toEqual([["versions"]]);
  });

  it("ignores tables that are not the site's", () => {
    const tracker = createTableTracker(["brands"]);
    const use = newUse();
    const heard: (readonly string[])[] = [];
    tracker.onChange((tables) => heard.push(tables));
    tracker.run(use, () => tracker.observe('update "pg_stat" set "x" = 1'));
    expect(use).toEqual(newUse());
    expect(heard).toEqual([]);
  });
});
