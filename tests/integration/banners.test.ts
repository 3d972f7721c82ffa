import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { bannerPlacements } from "~/shared/lib/value-sets";
import { loadBannerFeed, pageBannerFeed } from "../../app/features/banners/banners.server";
import { banners } from "../../app/shared/db/schema";
import { createTestDatabase, drivers } from "../setup/test-db";

const NOW = new Date("2026-11-25T10:00:00Z");

/** A home-hero banner so heavy it is nearly always chosen while it runs. */
const heavyBanner = (alt: string, times: { activeFrom?: Date; activeTo?: Date }) => ({
  placement: "home-hero" as const,
  imageUrl: "/banners/deals-wide.svg",
  width: 1200,
  height: 400,
  linkUrl: "/auto-guide/current-deals",
  alt,
  weight: 1_000_000,
  ...times,
});

describe.each(drivers)("the banner feed on %s", (driver) => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
  });
  afterAll(() => database?.cleanup());

  it("has a demo banner in every placement, with its picture, size, link and alt text", async () => {
    const feed = await loadBannerFeed(database.db, NOW, 1);
    expect(Object.keys(feed.data).sort()).toEqual([...bannerPlacements].sort());
    for (const banner of Object.values(feed.data)) {
      expect(banner.imageUrl).toMatch(/^\/banners\/[a-z]+-(wide|box)\.svg$/);
      expect(banner.linkUrl).toMatch(/^\/(auto-guide\/current-deals|auto-guide\/electric-cars|find-my-car)$/);
      expect(banner.alt.length).toBeGreaterThan(30);
      expect(banner.width).toBeGreaterThan(banner.height);
    }
  });

  it("chooses the same banners for the same seed, and only active ones", async () => {
    expect(await loadBannerFeed(database.db, NOW, 5)).toEqual(await loadBannerFeed(database.db, NOW, 5));
    const [ended] = await database.db
      .insert(banners)
      .values(heavyBanner("An offer that ended", { activeTo: new Date(NOW.getTime() - 1000) }))
      .returning({ id: banners.id });
    const [coming] = await database.db
      .insert(banners)
      .values(heavyBanner("An offer still to come", { activeFrom: new Date(NOW.getTime() + 1000) }))
      .returning({ id: banners.id });
    for (let seed = 0; seed < 20; seed++) {
      const id = (await loadBannerFeed(database.db, NOW, seed)).data["home-hero"]?.id;
      expect(id).toBeDefined();
      expect([ended!.id, coming!.id]).not.toContain(id);
    }
    // Once it has started, the heavy one is nearly always chosen.
    const later = new Date(NOW.getTime() + 2000);
    expect((await loadBannerFeed(database.db, later, 3)).data["home-hero"]?.id).toBe(coming!.id);
    await database.db.delete(banners).where(eq(banners.id, coming!.id));
  });

  it("lets pages keep the banners not over, and never chooses one that has ended since", async () => {
    const start = new Date();
    const [ending] = await database.db
      .insert(banners)
      .values(heavyBanner("An offer that ends in a minute", { activeTo: new Date(start.getTime() + 60_000) }))
      .returning({ id: banners.id });
    const kept = new Map<string, Promise<unknown>>();
    let reads = 0;
    const keep = <T>(key: string, read: () => Promise<T>) => {
      if (!kept.has(key)) kept.set(key, (reads++, read()));
      return kept.get(key) as Promise<T>;
    };
    try {
      expect((await pageBannerFeed(database.db, keep)).data["home-hero"]?.id).toBe(ending!.id);
      vi.useFakeTimers({ toFake: ["Date"] });
      vi.setSystemTime(start.getTime() + 120_000);
      for (let i = 0; i < 5; i++) {
        const feed = await pageBannerFeed(database.db, keep);
        expect(feed.data["home-hero"]).toBeDefined();
        expect(feed.data["home-hero"]?.id).not.toBe(ending!.id);
      }
      expect(reads).toBe(1);
    } finally {
      vi.useRealTimers();
      await database.db.delete(banners).where(eq(banners.id, ending!.id));
    }
  });
});
