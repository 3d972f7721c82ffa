import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getVersionPage } from "../../app/features/catalogue/models.server";
import { kigaliDate } from "../../app/shared/lib/dates";
import { brands, models, versionPrices, versions } from "../../app/shared/db/schema";
import { createTestDatabase, drivers } from "../setup/test-db";

describe.each(drivers)("a version's price history (%s)", (driver) => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  const today = kigaliDate();
  /** A model's versions, cheapest first. */
  const versionsOf = async (brand: string, model: string) =>
    database.db
      .select({ id: versions.id, priceRwf: versions.priceRwf })
      .from(versions)
      .innerJoin(models, eq(models.id, versions.modelId))
      .innerJoin(brands, eq(brands.id, models.brandId))
      .where(and(eq(brands.name, brand), eq(models.name, model)))
      .orderBy(asc(versions.priceRwf), asc(versions.id));
  const historyOf = (versionId: number) =>
    database.db.select().from(versionPrices).where(eq(versionPrices.versionId, versionId));

  beforeAll(async () => {
    database = await createTestDatabase(driver);
  });
  afterAll(() => database?.cleanup());

  it("comes with the demo data: the cheapest RAV4's two past changes, newest first, ending at today's price", async () => {
    const [rav4] = await versionsOf("Toyota", "RAV4");
    const page = await getVersionPage(database.db, rav4!.id, today, "en");
    expect(page!.priceChanges).toHaveLength(2);
    const [newest, oldest] = page!.priceChanges;
    expect(newest!.changedAt.getTime()).toBeGreaterThan(oldest!.changedAt.getTime());
    expect(newest!.newPriceRwf).toBe(rav4!.priceRwf);
    expect(oldest!.newPriceRwf).toBe(newest!.oldPriceRwf);
  });

  it("is written by the database whenever a list price changes, and only then", async () => {
    const [, version] = await versionsOf("Toyota", "Corolla Cross");
    const before = version!.priceRwf;
    expect(await historyOf(version!.id)).toEqual([]);

    await database.db
      .update(versions)
      .set({ warranty: "5 years / 150.000 km" })
      .where(eq(versions.id, version!.id));
    await database.db.update(versions).set({ priceRwf: before }).where(eq(versions.id, version!.id));
    expect(await historyOf(version!.id)).toEqual([]);

    await database.db
      .update(versions)
      .set({ priceRwf: before + 500_000 })
      .where(eq(versions.id, version!.id));
    expect(await historyOf(version!.id)).toMatchObject([
      { versionId: version!.id, oldPriceRwf: before, newPriceRwf: before + 500_000 },
    ]);
    const page = await getVersionPage(database.db, version!.id, today, "en");
    expect(page!.priceChanges).toMatchObject([{ oldPriceRwf: before, newPriceRwf: before + 500_000 }]);
  });

  it("goes with its version when the version is deleted", async () => {
    const version = (await versionsOf("Toyota", "Hilux")).at(-1);
    await database.db
      .update(versions)
      .set({ priceRwf: version!.priceRwf + 10_000 })
      .where(eq(versions.id, version!.id));
    expect(await historyOf(version!.id)).toHaveLength(1);
    await database.db.delete(versions).where(eq(versions.id, version!.id));
    expect(await historyOf(version!.id)).toEqual([]);
  });
});
