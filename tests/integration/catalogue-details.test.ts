import { and, count, countDistinct, eq, gte, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { modelDetails } from "../../db/seed/seed";
import { addDays, kigaliDate } from "../../app/shared/lib/dates";
import { deals, dealVersions, models, versions } from "../../app/shared/db/schema";
import { getModelPage, getVersionPage } from "../../app/features/catalogue/models.server";
import { createTestDatabase, drivers } from "../setup/test-db";

describe.each(drivers)("catalogue details on %s", (driver) => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  const today = kigaliDate();
  beforeAll(async () => {
    database = await createTestDatabase(driver);
  });
  afterAll(() => database?.cleanup());

  it("seeds every version of the demo data, at least 350, and every model has one", async () => {
    const [row] = await database.db.select({ n: count() }).from(versions);
    const expected = modelDetails.reduce((n, m) => n + m.versions.length, 0);
    expect(row!.n).toBe(expected);
    expect(expected).toBeGreaterThanOrEqual(350);
    const [withoutVersions] = await database.db
      .select({ n: count() })
      .from(models)
      .where(sql`not exists (select 1 from ${versions} where ${versions.modelId} = ${models.id})`);
    expect(withoutVersions!.n).toBe(0);
  });

  it("has at least 15 electric and 20 luxury models, and 15 launched in the last 12 months", async () => {
    const [electric] = await database.db
      .select({ n: countDistinct(versions.modelId) })
      .from(versions)
      .where(eq(versions.energy, "electric"));
    expect(electric!.n).toBeGreaterThanOrEqual(15);
    const [luxury] = await database.db.select({ n: count() }).from(models).where(eq(models.luxury, true));
    expect(luxury!.n).toBeGreaterThanOrEqual(20);
    const [recent] = await database.db
      .select({ n: count() })
      .from(models)
      .where(gte(models.launchedOn, addDays(today, -365)));
    expect(recent!.n).toBeGreaterThanOrEqual(15);
  });

  it("has at least 20 live deals, each an amount or a percent off, on all versions or on listed ones", async () => {
    const live = await database.db
      .select({ deal: deals, listed: count(dealVersions.versionId) })
      .from(deals)
      .leftJoin(dealVersions, eq(dealVersions.dealId, deals.id))
      .where(and(sql`${deals.validFrom} <= ${today}`, gte(deals.validTo, today)))
      .groupBy(deals.id);
    expect(live.length).toBeGreaterThanOrEqual(20);
    for (const { deal, listed } of live) {
      if (deal.percentOff !== null) expect(deal.percentOff).toBeGreaterThanOrEqual(1);
      else expect(deal.discountRwf).toBeGreaterThan(0);
      // Said explicitly: a deal on all versions lists none, a deal on some lists them.
      expect(listed > 0).toBe(!deal.allVersions);
    }
  });

  it("puts the RAV4 hybrid deal on the hybrid and the Hilux double-cab deal on the two double cabs", async () => {
    const on = async (title: string) =>
      (
        await database.db
          .select({ name: versions.name })
          .from(dealVersions)
          .innerJoin(deals, eq(deals.id, dealVersions.dealId))
          .innerJoin(versions, eq(versions.id, dealVersions.versionId))
          .where(eq(deals.title, title))
          .orderBy(versions.priceRwf)
      ).map((v) => v.name);
    expect(await on("RAV4 Hybrid: 5 % off")).toEqual(["2.5 Hybrid VX AWD"]);
    expect(await on("Hilux double cab end-of-year offer")).toEqual([
      "2.4 GD-6 Raider Double Cab 4x4 MT",
      "2.8 GD-6 Legend Double Cab 4x4 AT",
    ]);
  });

  it("reads a model page: versions by price, live deals only, similar models of the same body", async () => {
    const [prado] = await database.db.select().from(models).where(eq(models.name, "Land Cruiser Prado"));
    const [hilux] = await database.db.select().from(models).where(eq(models.name, "Hilux"));
    const pradoPage = await getModelPage(database.db, prado!.id, today, "en");
    expect(pradoPage!.deals).toEqual([]); // its only demo deal has ended
    const page = await getModelPage(database.db, hilux!.id, today, "en");
    expect(page!.brand.name).toBe("Toyota");
    const prices = page!.versions.map((v) => v.priceRwf);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(page!.deals.map((d) => d.title)).toContain("Hilux double cab end-of-year offer");
    expect(page!.similar.length).toBeGreaterThan(0);
    for (const similar of page!.similar) {
      expect(similar.body).toBe("pickup");
      expect(similar.id).not.toBe(hilux!.id);
    }
    await expect(getModelPage(database.db, 2_000_000_000, today, "en")).resolves.toBeUndefined();
  });

  it("reads a version page with its siblings and the deals that apply to it", async () => {
    const [corollaCross] = await database.db.select().from(models).where(eq(models.name, "Corolla Cross"));
    const modelVersions = await database.db
      .select()
      .from(versions)
      .where(eq(versions.modelId, corollaCross!.id))
      .orderBy(versions.priceRwf);
    const cheapest = await getVersionPage(database.db, modelVersions[0]!.id, today, "en");
    expect(cheapest!.model.name).toBe("Corolla Cross");
    expect(cheapest!.siblings.map((s) => s.id)).toEqual(modelVersions.map((v) => v.id));
    expect(cheapest!.deals.map((d) => d.title)).toContain("Free first service and tinted windows");
    if (modelVersions[1]) {
      const other = await getVersionPage(database.db, modelVersions[1].id, today, "en");
      expect(other!.deals.map((d) => d.title)).not.toContain("Free first service and tinted windows");
    }
    await expect(getVersionPage(database.db, 2_000_000_000, today, "en")).resolves.toBeUndefined();
  });
});
