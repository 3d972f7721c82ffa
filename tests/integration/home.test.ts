import { and, eq, gte, inArray, lte } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HOME_LIMITS, homeNews, homeView } from "../../app/features/home/home.server";
import { loader } from "../../app/features/home/routes/home";
import { brands, comparisons, deals, models, usedListings, versions } from "../../app/shared/db/schema";
import { addDays, kigaliDate } from "../../app/shared/lib/dates";
import { testContext } from "../setup/app-context";
import { get } from "../setup/requests";
import { createTestDatabase, drivers } from "../setup/test-db";

const PRICE = /^\d{1,3}(\.\d{3})+ RWF$/;

describe.each(drivers)("home page view model on %s", (driver) => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  const today = kigaliDate();

  beforeAll(async () => {
    database = await createTestDatabase(driver);
  });
  afterAll(() => database.cleanup());

  it("shows popular models with their entry price, the most compared first", async () => {
    const { db } = database;
    // Visitors compare two Kia versions more than anything else: the Kia models lead the row.
    const picked = await db
      .select({ id: versions.id, modelId: versions.modelId, price: versions.priceRwf })
      .from(versions)
      .innerJoin(models, eq(models.id, versions.modelId))
      .innerJoin(brands, eq(brands.id, models.brandId))
      .where(and(eq(brands.slug, "kia"), eq(versions.published, true)))
      .orderBy(versions.modelId, versions.priceRwf);
    const [first] = picked;
    const second = picked.find((v) => v.modelId !== first!.modelId)!;
    await db
      .insert(comparisons)
      .values({ versionIds: [first!.id, second.id].sort((a, b) => a - b), views: 99_999 });

    const home = await homeView(db, today, "en");
    expect(home.models.length).toBe(HOME_LIMITS.models);
    expect(
      home.models
        .slice(0, 2)
        .map((m) => m.id)
        .sort(),
    ).toEqual([first!.modelId, second.modelId].sort());
    for (const model of home.models) expect(model.priceText).toMatch(/^from \d{1,3}(\.\d{3})+ RWF$/);
    // The "from" price is the model's cheapest published version.
    const cheapest = Math.min(...picked.filter((v) => v.modelId === first!.modelId).map((v) => v.price!));
    const card = home.models.find((m) => m.id === first!.modelId)!;
    expect(Number(card.priceText.replace(/\D/g, ""))).toBe(cheapest);
  });

  it("shows current deals only, each with its offer and a price", async () => {
    const { db } = database;
    const home = await homeView(db, today, "en");
    expect(home.deals.length).toBeGreaterThan(0);
    const live = await db
      .select({ id: deals.id })
      .from(deals)
      .where(and(lte(deals.validFrom, today), gte(deals.validTo, today)));
    const liveIds = new Set(live.map((d) => d.id));
    for (const deal of home.deals) {
      expect(liveIds.has(deal.id)).toBe(true);
      expect(deal.offer).not.toBe("");
      expect(deal.price ?? "").toMatch(/\d{1,3}(\.\d{3})+ RWF/);
    }
    // A deal that ended yesterday leaves the row.
    const ended = home.deals[0]!;
    await db
      .update(deals)
      .set({ validTo: addDays(today, -1), validFrom: addDays(today, -30) })
      .where(eq(deals.id, ended.id));
    const after = await homeView(db, today, "en");
    expect(after.deals.map((d) => d.id)).not.toContain(ended.id);
  });

  it("shows the latest published used cars only, with price, year, mileage and place", async () => {
    const { db } = database;
    const home = await homeView(db, today, "en");
    expect(home.listings.length).toBe(HOME_LIMITS.listings);
    const rows = await db
      .select({ id: usedListings.id, status: usedListings.status })
      .from(usedListings)
      .where(
        inArray(
          usedListings.id,
          home.listings.map((l) => l.id),
        ),
      );
    expect(rows.every((row) => row.status === "active")).toBe(true);
    for (const listing of home.listings) {
      expect(listing.priceText).toMatch(PRICE);
      expect(listing.facts[0]).toMatch(/^(19|20)\d{2}$/);
      expect(listing.facts[1]).toMatch(/^\d{1,3}(\.\d{3})* km$/);
      expect(listing.district).not.toBe("");
    }
    // A listing taken back for review is no longer shown.
    const withdrawn = home.listings[0]!;
    await db.update(usedListings).set({ status: "pending" }).where(eq(usedListings.id, withdrawn.id));
    const after = await homeView(db, today, "en");
    expect(after.listings.map((l) => l.id)).not.toContain(withdrawn.id);
    expect(home.used.browse).toMatch(/^See all \d{1,3}(\.\d{3})* cars$/);
  });

  it("pairs two real, public versions in each popular comparison", async () => {
    const { db } = database;
    const home = await homeView(db, today, "en");
    expect(home.comparisons.length).toBeGreaterThan(0);
    expect(home.comparisons.length).toBeLessThanOrEqual(HOME_LIMITS.comparisons);
    for (const comparison of home.comparisons) {
      const ids = comparison.cars.map((car) => car.versionId);
      expect(ids).toHaveLength(2);
      expect(comparison.href).toBe(`/comparator?versions=${ids.join(",")}`);
      const found = await db
        .select({ id: versions.id, name: versions.name })
        .from(versions)
        .where(and(inArray(versions.id, ids), eq(versions.published, true)));
      expect(found).toHaveLength(2);
      for (const car of comparison.cars) {
        expect(found.find((v) => v.id === car.versionId)?.name).toBe(car.version);
        expect(car.priceText).toMatch(PRICE);
      }
    }
    // Unpublishing one of a comparison's versions takes the comparison off the home page.
    const gone = home.comparisons[0]!;
    await db.update(versions).set({ published: false }).where(eq(versions.id, gone.cars[1]!.versionId));
    const after = await homeView(db, today, "en");
    expect(after.comparisons.map((c) => c.href)).not.toContain(gone.href);
  });

  it("shows the brands with most models, and how many brands there are", async () => {
    const { db } = database;
    const home = await homeView(db, today, "en");
    expect(home.brands).toHaveLength(HOME_LIMITS.brands);
    const all = await db.select({ id: brands.id }).from(brands).where(eq(brands.published, true));
    expect(home.brandCount).toBe(all.length);
    const counts = home.brands.map((b) => Number(b.modelsText.replace(/\D/g, "")));
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(home.brands.map((b) => b.name)).toContain("Toyota");
  });

  const homeData = (context: ReturnType<typeof testContext>) =>
    loader({ request: get("/"), params: {}, context } as Parameters<typeof loader>[0]);

  it("a client navigation's data holds the page's two parts as HTML, and its metadata", async () => {
    const data = await homeData(testContext(database.db));
    const view = await homeView(database.db, today, "en");
    expect(data.top).toContain("Find your next new car in Rwanda");
    for (const model of view.models) expect(data.top).toContain(`${model.brand.name} ${model.name}`);
    expect(data.rest).toContain('id="home-news"');
    for (const article of await homeNews(database.db, "en"))
      expect(data.rest).toContain(`href="${article.href}"`);
    expect(data.meta).toContainEqual({
      title: "Imodoka: New cars in Rwanda: prices, versions and comparisons",
    });
  });

  it("a document's data holds none of the parts: the server renders them in place", async () => {
    const parts = new Map<string, unknown>();
    const data = await homeData(testContext(database.db, { parts: parts as Map<string, never> }));
    expect(data.top).toBeUndefined();
    expect(data.rest).toBeUndefined();
    expect([...parts.keys()]).toEqual(["home-top", "home-rest"]);
  });
});
