import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bannerPlacements } from "~/shared/lib/value-sets";
import { loadBannerFeed } from "../../app/features/banners/banners.server";
import { banners } from "../../app/shared/db/schema";
import { createTestDatabase, drivers } from "../setup/test-db";

const NOW = new Date("2026-11-25T10:00:00Z");

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
      .values({
        placement: "home-hero",
        imageUrl: "/banners/deals-wide.svg",
        width: 1200,
        height: 400,
        linkUrl: "/auto-guide/current-deals",
        alt: "An offer that ended",
        activeTo: new Date(NOW.getTime() - 1000),
        weight: 1_000_000,
      })
      .returning({ id: banners.id });
    const [coming] = await database.db
      .insert(banners)
      .values({
        placement: "home-hero",
        imageUrl: "/banners/deals-wide.svg",
        width: 1200,
        height: 400,
        linkUrl: "/auto-guide/current-deals",
        alt: "An offer still to come",
        activeFrom: new Date(NOW.getTime() + 1000),
        weight: 1_000_000,
      })
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
});
