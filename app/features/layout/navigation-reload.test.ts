import { describe, expect, it, vi } from "vitest";
import {
  PENDING_NAVIGATION_KEY,
  pendingNavigation,
  resumeNavigation,
  resumeNavigationScript,
} from "./navigation-reload";

const FROM = "https://imodoka.rw/auto-guide";
const NOW = 1_800_000_000_000;

function setUp(entry: string | null, href = FROM) {
  const items = new Map<string, string>();
  if (entry !== null) items.set(PENDING_NAVIGATION_KEY, entry);
  const storage = {
    getItem: (key: string) => items.get(key) ?? null,
    removeItem: (key: string) => void items.delete(key),
  };
  const here = { href, replace: vi.fn<(url: string) => void>() };
  return { items, storage, here };
}

describe("a page whose code failed to load is reached after all (SPEC §4)", () => {
  it("goes on to the target when the page being left was reloaded", () => {
    const { items, storage, here } = setUp(pendingNavigation(FROM, "/about-us?x=1#top", NOW - 800));
    resumeNavigation(storage, here, "reload", NOW);
    expect(here.replace).toHaveBeenCalledWith("/about-us?x=1#top");
    expect(items.has(PENDING_NAVIGATION_KEY)).toBe(false);
  });

  it.each([
    ["a visit by a link, not a reload", "navigate", FROM, NOW - 800],
    ["a reload of another page", "reload", "https://imodoka.rw/comparator", NOW - 800],
    ["an entry over a minute old", "reload", FROM, NOW - 60_000],
    ["an entry from the future", "reload", FROM, NOW + 5],
  ])("stays on the page after %s, and forgets the entry", (_case, type, href, at) => {
    const { items, storage, here } = setUp(pendingNavigation(FROM, "/about-us", at), href);
    resumeNavigation(storage, here, type, NOW);
    expect(here.replace).not.toHaveBeenCalled();
    expect(items.has(PENDING_NAVIGATION_KEY)).toBe(false);
  });

  it.each(["https://evil.example/x", "//evil.example/x", "/\\evil.example", "javascript:alert(1)"])(
    "never leaves the site (%s)",
    (to) => {
      const { storage, here } = setUp(pendingNavigation(FROM, to, NOW - 100));
      resumeNavigation(storage, here, "reload", NOW);
      expect(here.replace).not.toHaveBeenCalled();
    },
  );

  it("ignores a missing or broken entry and blocked storage", () => {
    for (const entry of [null, "{", '"text"', "null"]) {
      const { storage, here } = setUp(entry);
      expect(() => resumeNavigation(storage, here, "reload", NOW)).not.toThrow();
      expect(here.replace).not.toHaveBeenCalled();
    }
    const blocked = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      removeItem: () => undefined,
    };
    expect(() => resumeNavigation(blocked, setUp(null).here, "reload", NOW)).not.toThrow();
  });

  it("the inline script is the same function, with its key written in it", () => {
    const script = resumeNavigationScript();
    expect(script).toContain(`"${PENDING_NAVIGATION_KEY}"`);
    expect(script.startsWith("(")).toBe(true);
    expect(script.endsWith(")()")).toBe(true);
  });
});
