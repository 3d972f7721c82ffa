import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  brands,
  guideArticles,
  modelPhotos,
  models,
  newsArticles,
  newsCategories,
  usedListings,
  versions,
} from "../../app/shared/db/schema";
import {
  catalogueSitemap,
  guidesSitemap,
  newsSitemap,
  staticSitemap,
  usedSitemap,
} from "../../app/features/seo/sitemap.server";
import { loader as sitemapLoader } from "../../app/features/seo/routes/sitemap-child";
import { modelPath } from "../../app/shared/lib/links";
import { listingPath } from "../../app/shared/lib/used-cars";
import { testContext } from "../setup/app-context";
import { get, TEST_SITE } from "../setup/requests";
import { createTestDatabase, drivers } from "../setup/test-db";

describe.each(drivers)("sitemaps on %s", (driver) => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  const total = async (
    table:
      | typeof brands
      | typeof models
      | typeof versions
      | typeof guideArticles
      | typeof newsArticles
      | typeof newsCategories,
  ) => (await database.db.select({ n: count() }).from(table))[0]!.n;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
  });
  afterAll(() => database.cleanup());

  it("lists every brand, model and version page once, each with a last change", async () => {
    const entries = await catalogueSitemap(database.db);
    const locs = entries.map((e) => e.loc);
    expect(new Set(locs).size).toBe(locs.length);
    const pattern = (re: RegExp) => locs.filter((loc) => re.test(loc)).length;
    expect(pattern(/^\/auto-guide\/new-cars\/make\/[^/]+\/\d+$/)).toBe(await total(brands));
    expect(pattern(/^\/auto-guide\/new-cars\/make\/[^/]+\/model\/\d+-[^/]+$/)).toBe(await total(models));
    expect(pattern(/^\/auto-guide\/new-cars\/make\/[^/]+\/model\/[^/]+\/\d+-[^/]+$/)).toBe(
      await total(versions),
    );
    for (const entry of entries) expect(entry.lastmod).toBeInstanceOf(Date);
  });

  it("names a model page's photos in their order, dated by the newest, and no hidden model's", async () => {
    const { db } = database;
    const [rav4, hidden] = await db
      .select({ id: models.id, slug: models.slug, brand: { slug: brands.slug } })
      .from(models)
      .innerJoin(brands, eq(brands.id, models.brandId))
      .where(eq(brands.slug, "toyota"))
      .orderBy(models.name)
      .limit(2);
    const keys = ["0a", "1b", "2c"].map((start) => `${start}000000-0000-4000-8000-000000000000`);
    const uploaded = new Date("2030-01-02T03:04:05Z");
    await db.insert(modelPhotos).values([
      { modelId: rav4!.id, position: 1, imageKey: keys[0]!, width: 700, height: 467, createdAt: uploaded },
      { modelId: rav4!.id, position: 0, imageKey: keys[1]!, width: 1280, height: 800 },
      { modelId: hidden!.id, position: 0, imageKey: keys[2]!, width: 1280, height: 800 },
    ]);
    await db.update(models).set({ published: false }).where(eq(models.id, hidden!.id));
    try {
      const entries = await catalogueSitemap(db);
      const page = entries.find((entry) => entry.loc === modelPath(rav4!.brand, rav4!));
      expect(page).toEqual({
        loc: modelPath(rav4!.brand, rav4!),
        lastmod: uploaded,
        images: [`/uploads/1b/${keys[1]}-1280.webp`, `/uploads/0a/${keys[0]}-960.webp`],
      });
      expect(entries.filter((entry) => entry.images)).toHaveLength(1);
      expect(entries.flatMap((entry) => entry.images ?? []).join()).not.toContain(keys[2]);

      const response = await sitemapLoader({
        params: { file: "catalogue.xml" },
        request: get("/sitemaps/catalogue.xml"),
        context: testContext(db, { env: { ...testContext(db).env, SITE_URL: TEST_SITE } }),
      } as never);
      const xml = await response.text();
      expect(xml).toContain('xmlns:image="http://www.google.com/schemas/sitemap-image/1.1"');
      expect(xml).toContain(
        `<image:image><image:loc>${TEST_SITE}/uploads/1b/${keys[1]}-1280.webp</image:loc></image:image>`,
      );
    } finally {
      await db.delete(modelPhotos);
      await db.update(models).set({ published: true }).where(eq(models.id, hidden!.id));
    }
  });

  it("lists the guide home, its six sections and every guide", async () => {
    const locs = (await guidesSitemap(database.db)).map((e) => e.loc);
    expect(locs[0]).toBe("/practical-guide");
    expect(locs.filter((loc) => /^\/practical-guide\/[a-z-]+$/.test(loc))).toHaveLength(6);
    expect(locs.filter((loc) => /^\/practical-guide\/[a-z-]+\/[a-z0-9-]+$/.test(loc))).toHaveLength(
      await total(guideArticles),
    );
  });

  it("lists all news, every category and every article at its link-rule address, each dated", async () => {
    const entries = await newsSitemap(database.db);
    const locs = entries.map((e) => e.loc);
    expect(new Set(locs).size).toBe(locs.length);
    expect(locs[0]).toBe("/auto-news/all-news");
    expect(locs.filter((loc) => /^\/auto-news\/\d+-[a-z0-9-]+$/.test(loc))).toHaveLength(
      await total(newsCategories),
    );
    const articles = locs.filter((loc) => /^\/auto-news\/[a-z0-9-]+\/\d+-[a-z0-9-]+$/.test(loc));
    expect(articles).toHaveLength(await total(newsArticles));
    expect(articles.some((loc) => loc.startsWith("/auto-news/toute-actualite/"))).toBe(false);
    for (const entry of entries) expect(entry.lastmod).toBeInstanceOf(Date);
  });

  it("lists the fixed pages, the lists dated by their newest item", async () => {
    const entries = await staticSitemap(database.db);
    expect(entries.map((e) => e.loc)).toEqual(
      expect.arrayContaining([
        "/",
        "/comparator",
        "/new-cars/search",
        "/auto-guide/current-deals",
        "/about-us",
        "/developers",
        "/find-my-car",
      ]),
    );
    expect(entries.find((e) => e.loc === "/auto-guide/electric-cars")?.lastmod).toBeInstanceOf(Date);
  });

  it("lists the used-car market, its search and every listing for sale, and nothing else", async () => {
    const active = await database.db.select().from(usedListings).where(eq(usedListings.status, "active"));
    const entries = await usedSitemap(database.db);
    expect(entries.slice(0, 2).map((e) => e.loc)).toEqual([
      "/marche-doccasion",
      "/marche-doccasion/rechercher",
    ]);
    expect(
      entries
        .slice(2)
        .map((e) => e.loc)
        .sort(),
    ).toEqual(active.map((row) => listingPath({ ...row, year: row.year ?? 0 })).sort());
    for (const entry of entries.slice(2)) expect(entry.lastmod).toBeInstanceOf(Date);
  });
});
