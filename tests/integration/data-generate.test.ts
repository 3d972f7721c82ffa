import { and, asc, count, countDistinct, eq, gte } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { kigaliDate } from "../../app/shared/lib/dates";
import { brands, deals, models, versions } from "../../app/shared/db/schema";
import { CatalogueAlreadyGeneratedError, generateCatalogue } from "../../scripts/data-generate";
import { createTestDatabase, drivers } from "../setup/test-db";

describe.each(drivers)("benchmark data generator on %s", (driver) => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
  });
  afterAll(() => database?.cleanup());

  it("doubles the catalogue at scale 2 with distinct names and slugs, and refuses to run twice", async () => {
    const { db } = database;
    const today = kigaliDate();
    const total = async (table: typeof brands | typeof models | typeof versions | typeof deals) =>
      (await db.select({ n: count() }).from(table))[0]!.n;
    const before = {
      brands: await total(brands),
      models: await total(models),
      versions: await total(versions),
      deals: await total(deals),
      liveDeals: (await db.select({ n: count() }).from(deals).where(gte(deals.validTo, today)))[0]!.n,
    };

    const result = await generateCatalogue(db, 2, today);

    expect(result.total).toEqual({
      brands: before.brands * 2,
      models: before.models * 2,
      versions: before.versions * 2,
      deals: before.deals + before.liveDeals,
    });
    const [slugs] = await db
      .select({ n: count(), slugs: countDistinct(brands.slug), names: countDistinct(brands.name) })
      .from(brands);
    expect(slugs).toEqual({ n: before.brands * 2, slugs: before.brands * 2, names: before.brands * 2 });
    const [modelSlugs] = await db
      .select({ n: count(), slugs: countDistinct(models.slug) })
      .from(models)
      .innerJoin(brands, eq(brands.id, models.brandId))
      .where(eq(brands.slug, "toyota-2"));
    expect(modelSlugs!.n).toBeGreaterThan(0);
    expect(modelSlugs!.slugs).toBe(modelSlugs!.n);

    const versionRows = (brandSlug: string, modelSlug: string) =>
      db
        .select({ model: models.name, slug: versions.slug, price: versions.priceRwf })
        .from(versions)
        .innerJoin(models, eq(models.id, versions.modelId))
        .innerJoin(brands, eq(brands.id, models.brandId))
        .where(and(eq(brands.slug, brandSlug), eq(models.slug, modelSlug)))
        .orderBy(asc(versions.slug));
    const original = await versionRows("toyota", "corolla");
    const copy = await versionRows("toyota-2", "corolla-2");
    expect(original.length).toBeGreaterThan(0);
    expect(copy.map((v) => v.slug)).toEqual(original.map((v) => v.slug));
    expect(copy[0]!.model).toBe("Corolla 2");
    copy.forEach((v, i) => expect(Math.abs(v.price / original[i]!.price - 1)).toBeLessThanOrEqual(0.05));

    await expect(generateCatalogue(db, 2, today)).rejects.toBeInstanceOf(CatalogueAlreadyGeneratedError);
  });
});
