import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../shared/db/client";
import {
  brands,
  comparisons,
  models,
  publicCatalogue,
  publicVersion,
  publishedModel,
  publishedVersion,
  versions,
} from "../../shared/db/schema";
import {
  brandMarkColumns,
  modelCardColumns,
  modelPictureColumns,
  modelPrices,
} from "../catalogue/models.server";

/** The compared versions with their model and brand, in the order of `ids`; unknown and hidden ids are left out. */
export async function comparedVersions(db: Db, ids: readonly number[]) {
  if (!ids.length) return [];
  const rows = await db
    .select({
      version: versions,
      model: modelPictureColumns,
      brand: { id: brands.id, name: brands.name, slug: brands.slug },
    })
    .from(versions)
    .innerJoin(models, eq(models.id, versions.modelId))
    .innerJoin(brands, eq(brands.id, models.brandId))
    .where(and(inArray(versions.id, [...ids]), publicVersion));
  const byId = new Map(rows.map((row) => [row.version.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export type ComparedVersion = Awaited<ReturnType<typeof comparedVersions>>[number];

/**
 * What the car picker offers at each step: every published brand with published cars; the published models
 * (with a published version) of the chosen brand; the published versions of the chosen model. A brand or model id that does not exist (or does not match) is null.
 */
export async function pickerChoices(db: Db, brandId: number | null, modelId: number | null) {
  const prices = modelPrices(db);
  const brandList = await db
    .select({
      ...brandMarkColumns,
      modelCount: sql<number>`count(distinct ${models.id})`.mapWith(Number),
    })
    .from(brands)
    .innerJoin(models, eq(models.brandId, brands.id))
    .innerJoin(prices, eq(prices.modelId, models.id))
    .where(publicCatalogue)
    .groupBy(brands.id)
    .orderBy(asc(brands.name));
  const brand = brandList.find((b) => b.id === brandId) ?? null;
  if (!brand) return { brands: brandList, brand: null, models: [], model: null, versions: [] };

  const modelList = await db
    .select({
      ...modelCardColumns,
      minPrice: prices.minPrice,
      versionCount: prices.versionCount,
    })
    .from(models)
    .innerJoin(prices, eq(prices.modelId, models.id))
    .where(and(eq(models.brandId, brand.id), publishedModel))
    .orderBy(asc(models.name));
  const model = modelList.find((m) => m.id === modelId) ?? null;
  if (!model) return { brands: brandList, brand, models: modelList, model: null, versions: [] };

  const versionList = await db
    .select({
      id: versions.id,
      name: versions.name,
      priceRwf: versions.priceRwf,
      powerHp: versions.powerHp,
      energy: versions.energy,
      transmission: versions.transmission,
    })
    .from(versions)
    .where(and(eq(versions.modelId, model.id), publishedVersion))
    .orderBy(asc(versions.priceRwf), asc(versions.name));
  return { brands: brandList, brand, models: modelList, model, versions: versionList };
}

export type PickerChoices = Awaited<ReturnType<typeof pickerChoices>>;

/** The most viewed comparisons whose versions all still exist and are public, most viewed first. */
export async function popularComparisons(db: Db, limit = 6) {
  const top = await db
    .select({ versionIds: comparisons.versionIds, views: comparisons.views })
    .from(comparisons)
    .orderBy(desc(comparisons.views), desc(comparisons.lastViewedAt))
    .limit(limit * 3);
  const cars = await comparedVersions(db, [...new Set(top.flatMap((c) => c.versionIds))]);
  const byId = new Map(cars.map((car) => [car.version.id, car]));
  return top
    .filter((c) => c.versionIds.every((id) => byId.has(id)))
    .slice(0, limit)
    .map((c) => ({ ids: c.versionIds, views: c.views, cars: c.versionIds.map((id) => byId.get(id)!) }));
}

/** Counts a view of a comparison of two to four versions (in any order). */
export async function recordComparison(db: Db, ids: readonly number[]): Promise<void> {
  if (ids.length < 2) return;
  const versionIds = [...ids].sort((a, b) => a - b);
  await db
    .insert(comparisons)
    .values({ versionIds, views: 1 })
    .onConflictDoUpdate({
      target: comparisons.versionIds,
      set: { views: sql`${comparisons.views} + 1`, lastViewedAt: sql`now()` },
    });
}
