import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getModelPage, getVersionPage } from "../../app/features/catalogue/models.server";
import { modelReviewsSection } from "../../app/features/reviews/review-pages.server";
import { carSorts } from "../../app/features/catalogue/car-filters";
import { loader as brandLoader } from "../../app/features/catalogue/routes/brand";
import { loadCarList } from "../../app/features/catalogue/car-list.server";
import { dealersOfBrand } from "../../app/features/dealers/dealers.server";
import { loader as dealsLoader } from "../../app/features/deals/routes/current-deals";
import {
  dealers,
  deals,
  driverReviews,
  models,
  users,
  versionPrices,
  versions,
} from "../../app/shared/db/schema";
import { kigaliDate } from "../../app/shared/lib/dates";
import { testContext } from "../setup/app-context";
import { keptData } from "../setup/kept-data";
import { createTestDatabase, drivers } from "../setup/test-db";

/**
 * The model and version pages keep their catalogue data, and the model page its reviews section
 * (context.keep), until a table they were read from changes: a back-office edit or a moderated review shows
 * on the next page made.
 */
describe.each(drivers)("a model or version page's kept data on %s", (driver) => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  const { tracker, memo, change, counted } = keptData();
  const today = kigaliDate();
  let modelId: number;

  /** What the model page's loader reads, each through the memo, as the loader keeps them. */
  const modelPage = () =>
    memo.get(`model-page:${modelId}:${today}:en`, () => getModelPage(database.db, modelId, today, "en"));
  const reviews = async () => {
    const page = (await modelPage())!;
    return memo.get(`model-reviews:${modelId}:en`, () =>
      modelReviewsSection(database.db, page.brand, page.model, "en"),
    );
  };
  const versionPage = (id: number) =>
    memo.get(`version-page:${id}:${today}:en`, () => getVersionPage(database.db, id, today, "en"));

  beforeAll(async () => {
    database = await createTestDatabase(driver, { onQuery: tracker.observe });
    // A model with a version on sale, and a driver's review of it, published.
    const [row] = await database.db
      .select({ id: versions.modelId })
      .from(versions)
      .where(eq(versions.published, true))
      .limit(1);
    modelId = row!.id;
    await database.db.insert(users).values({ id: "kept-reviewer", name: "Aline", email: "aline@kept.rw" });
    await database.db.insert(driverReviews).values({
      userId: "kept-reviewer",
      modelId,
      status: "approved",
      overall: 4,
      comfort: 4,
      performance: 4,
      value: 4,
      reliability: 4,
      economy: 4,
      title: "A good car for Kigali's hills",
      body: "Comfortable, easy to park and cheap to run on the roads around Kigali. ".repeat(2),
      ownership: "6-12-months",
    });
  });
  afterAll(async () => {
    await database.cleanup();
  });

  it("hands out the same data until a version's price changes, then reads it again", async () => {
    const first = (await modelPage())!;
    expect(await modelPage()).toBe(first);
    const version = first.versions[0]!;
    await change(() =>
      database.db
        .update(versions)
        .set({ priceRwf: version.priceRwf + 1_000_000 })
        .where(eq(versions.id, version.id)),
    );
    const after = (await modelPage())!;
    expect(after).not.toBe(first);
    expect(after.versions.find((v) => v.id === version.id)!.priceRwf).toBe(version.priceRwf + 1_000_000);
  });

  it("hands out a version page's data until its price changes, with the change in its history", async () => {
    const version = (await modelPage())!.versions[0]!;
    const first = (await versionPage(version.id))!;
    expect(await versionPage(version.id)).toBe(first);
    await change(() =>
      database.db.transaction(async (tx) => {
        await tx.insert(versionPrices).values({
          versionId: version.id,
          oldPriceRwf: first.version.priceRwf,
          newPriceRwf: first.version.priceRwf - 500_000,
        });
        await tx
          .update(versions)
          .set({ priceRwf: first.version.priceRwf - 500_000 })
          .where(eq(versions.id, version.id));
      }),
    );
    const after = (await versionPage(version.id))!;
    expect(after.version.priceRwf).toBe(first.version.priceRwf - 500_000);
    expect(after.priceChanges[0]).toMatchObject({ newPriceRwf: first.version.priceRwf - 500_000 });
  });

  it("answers nothing once the model is unpublished, and the page again once it is back", async () => {
    expect(await modelPage()).toBeDefined();
    await change(() => database.db.update(models).set({ published: false }).where(eq(models.id, modelId)));
    expect(await modelPage()).toBeUndefined();
    await change(() => database.db.update(models).set({ published: true }).where(eq(models.id, modelId)));
    expect(await modelPage()).toBeDefined();
  });

  it("keeps the reviews section until a review is moderated", async () => {
    const first = await reviews();
    expect(await reviews()).toBe(first);
    expect(first.summary.count).toBeGreaterThan(0);
    // A change to an unrelated table keeps it.
    await change(() => database.db.execute(sql`update news_articles set title = title where false`));
    expect(await reviews()).toBe(first);
    await change(() =>
      database.db.update(driverReviews).set({ status: "declined" }).where(eq(driverReviews.modelId, modelId)),
    );
    const after = await reviews();
    expect(after.summary.count).toBe(0);
  });

  it("keeps a brand's dealers (Where to buy) until a dealer changes, open or closed at the hour asked", async () => {
    const { keep, reads } = counted();
    const sellers = (at: Date) => dealersOfBrand(database.db, keep, "toyota", at, "Imodoka", "en");
    const toyotaRwanda = async (at: Date) => (await sellers(at)).find((d) => d.name === "Toyota Rwanda")!;
    // Wednesday 25 November 2026 and Sunday 29 November, 10:00 in Kigali: the showroom is open, then closed.
    expect((await toyotaRwanda(new Date("2026-11-25T10:00:00+02:00"))).open).toBe(true);
    expect((await toyotaRwanda(new Date("2026-11-29T10:00:00+02:00"))).open).toBe(false);
    expect(reads()).toBe(1);

    const [row] = await database.db.select().from(dealers).where(eq(dealers.slug, "toyota-rwanda"));
    await change(() =>
      database.db.update(dealers).set({ address: "KN 5 Rd, Remera" }).where(eq(dealers.id, row!.id)),
    );
    expect((await toyotaRwanda(new Date("2026-11-25T10:00:00+02:00"))).address).toBe("KN 5 Rd, Remera");
    expect(reads()).toBe(2);
  });

  it("keeps the current deals of the day until a deal changes", async () => {
    const { keep, reads } = counted();
    const page = () =>
      dealsLoader({
        request: new Request("http://localhost:3000/auto-guide/current-deals"),
        params: {},
        context: testContext(database.db, { keep }),
      } as Parameters<typeof dealsLoader>[0]);
    const first = await page();
    expect(reads()).toBe(2);
    expect((await page()).deals).toBe(first.deals);
    expect(reads()).toBe(2);

    const hidden = first.deals[0]!;
    await change(() => database.db.update(deals).set({ published: false }).where(eq(deals.id, hidden.id)));
    const after = await page();
    expect(reads()).toBe(4);
    expect(after.deals.map((deal) => deal.id)).not.toContain(hidden.id);
    await change(() => database.db.update(deals).set({ published: true }).where(eq(deals.id, hidden.id)));
  });

  it("keeps what a car list finds until the catalogue changes, each query on its own", async () => {
    const { keep, reads } = counted();
    const config = { sorts: carSorts, defaultSort: "price-asc" as const, fields: ["brand"] as const };
    const list = (query: string) =>
      loadCarList(database.db, keep, new URL(`http://x/auto-guide/new-cars/search${query}`), config, "en");
    const toyota = await list("?brand=toyota");
    await list("?brand=toyota");
    expect(reads()).toBe(2); // the brands of the form, and the Toyota models
    await list("?brand=toyota&sort=price-desc");
    expect(reads()).toBe(3);

    const cheapest = toyota.models[0]!;
    await change(() =>
      database.db.update(models).set({ published: false }).where(eq(models.id, cheapest.id)),
    );
    expect((await list("?brand=toyota")).models.map((model) => model.id)).not.toContain(cheapest.id);
    expect(reads()).toBe(4); // the models again; the brands were not touched
    await change(() => database.db.update(models).set({ published: true }).where(eq(models.id, cheapest.id)));
  });

  it("keeps a brand's page until one of its models changes, each filter on its own", async () => {
    const { keep, reads } = counted();
    const page = (query = "") =>
      brandLoader({
        request: new Request(`http://localhost:3000/auto-guide/new-cars/make/toyota/33${query}`),
        params: { slug: "toyota", id: "33" },
        context: testContext(database.db, { keep }),
      } as Parameters<typeof brandLoader>[0]);
    const first = await page();
    expect((await page()).brand).toBe(first.brand);
    await page("?body=suv");
    expect(reads()).toBe(2);

    const shown = first.brand!.models[0]!;
    await change(() => database.db.update(models).set({ published: false }).where(eq(models.id, shown.id)));
    expect((await page()).brand!.models.map((model) => model.id)).not.toContain(shown.id);
    expect(reads()).toBe(3);
    await change(() => database.db.update(models).set({ published: true }).where(eq(models.id, shown.id)));
  });
});
