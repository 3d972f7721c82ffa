import { describe, expect, it } from "vitest";
import { chooseBanners, isActive, pickWeighted, seededRandom, type BannerRow } from "./banners";

const NOW = new Date("2026-11-25T10:00:00Z");
const day = (offset: number) => new Date(NOW.getTime() + offset * 86_400_000);

let nextId = 1;
const row = (overrides: Partial<BannerRow> = {}): BannerRow => ({
  id: nextId++,
  placement: "home-hero",
  imageUrl: "/banners/deals-wide.svg",
  width: 1200,
  height: 400,
  linkUrl: "/auto-guide/current-deals",
  alt: "Current deals",
  activeFrom: null,
  activeTo: null,
  weight: 1,
  ...overrides,
});

describe("isActive", () => {
  it("is open-ended on both sides when no dates are set", () => {
    expect(isActive(row(), NOW)).toBe(true);
  });

  it("starts at active_from (included) and ends at active_to (excluded)", () => {
    expect(isActive(row({ activeFrom: NOW }), NOW)).toBe(true);
    expect(isActive(row({ activeFrom: day(1) }), NOW)).toBe(false);
    expect(isActive(row({ activeTo: NOW }), NOW)).toBe(false);
    expect(isActive(row({ activeTo: day(-1) }), NOW)).toBe(false);
    expect(isActive(row({ activeFrom: day(-3), activeTo: day(3) }), NOW)).toBe(true);
  });

  it("leaves out banners of weight 0 or less", () => {
    expect(isActive(row({ weight: 0 }), NOW)).toBe(false);
    expect(isActive(row({ weight: -2 }), NOW)).toBe(false);
  });
});

describe("seededRandom", () => {
  it("gives the same numbers in [0, 1) for the same seed, others for another", () => {
    const a = seededRandom(42);
    const b = seededRandom(42);
    const first = Array.from({ length: 50 }, a);
    expect(Array.from({ length: 50 }, b)).toEqual(first);
    expect(first.every((n) => n >= 0 && n < 1)).toBe(true);
    expect(seededRandom(43)()).not.toBe(first[0]);
  });
});

describe("pickWeighted", () => {
  const items = [
    { name: "a", weight: 1 },
    { name: "b", weight: 3 },
  ];

  it("gives each item its share of [0, 1)", () => {
    expect(pickWeighted(items, 0)?.name).toBe("a");
    expect(pickWeighted(items, 0.2499)?.name).toBe("a");
    expect(pickWeighted(items, 0.25)?.name).toBe("b");
    expect(pickWeighted(items, 0.9999)?.name).toBe("b");
  });

  it("gives nothing from nothing", () => {
    expect(pickWeighted([], 0.5)).toBeUndefined();
  });

  it("follows the weights over many seeds", () => {
    const counts = { a: 0, b: 0 };
    const random = seededRandom(7);
    for (let i = 0; i < 4000; i++) counts[pickWeighted(items, random())!.name as "a" | "b"]++;
    expect(counts.b / counts.a).toBeGreaterThan(2.6);
    expect(counts.b / counts.a).toBeLessThan(3.4);
  });
});

describe("chooseBanners", () => {
  it("shows one banner per placement that has an active one, with what a page needs", () => {
    const hero = row({ placement: "home-hero" });
    const side = row({ placement: "guide-sidebar", width: 600, height: 500 });
    const feed = chooseBanners([hero, side], NOW, 1);
    expect(feed).toEqual({
      data: {
        "home-hero": {
          id: hero.id,
          imageUrl: hero.imageUrl,
          width: 1200,
          height: 400,
          linkUrl: hero.linkUrl,
          alt: hero.alt,
        },
        "guide-sidebar": {
          id: side.id,
          imageUrl: side.imageUrl,
          width: 600,
          height: 500,
          linkUrl: side.linkUrl,
          alt: side.alt,
        },
      },
    });
  });

  it("never shows an inactive banner", () => {
    const rows = [
      row({ placement: "article-inline", activeTo: day(-1), weight: 100 }),
      row({ placement: "article-inline", activeFrom: day(2), weight: 100 }),
      row({ placement: "article-inline", weight: 0 }),
    ];
    for (let seed = 0; seed < 50; seed++) expect(chooseBanners(rows, NOW, seed).data).toEqual({});
    const live = row({ placement: "article-inline" });
    for (let seed = 0; seed < 50; seed++)
      expect(chooseBanners([...rows, live], NOW, seed).data["article-inline"]?.id).toBe(live.id);
  });

  it("is the same for the same seed whatever the order of the rows, and varies with the seed", () => {
    const rows = [row({ weight: 1 }), row({ weight: 2 }), row({ weight: 3 })];
    const shuffled = [rows[2]!, rows[0]!, rows[1]!];
    const seen = new Set<number>();
    for (let seed = 0; seed < 100; seed++) {
      const chosen = chooseBanners(rows, NOW, seed).data["home-hero"]!.id;
      expect(chooseBanners(shuffled, NOW, seed).data["home-hero"]!.id).toBe(chosen);
      seen.add(chosen);
    }
    expect(seen.size).toBe(3);
  });

  it("chooses in proportion to the weights", () => {
    const light = row({ weight: 1 });
    const heavy = row({ weight: 4 });
    let heavyCount = 0;
    for (let seed = 0; seed < 2000; seed++)
      if (chooseBanners([light, heavy], NOW, seed).data["home-hero"]!.id === heavy.id) heavyCount++;
    expect(heavyCount / 2000).toBeGreaterThan(0.75);
    expect(heavyCount / 2000).toBeLessThan(0.85);
  });
});
