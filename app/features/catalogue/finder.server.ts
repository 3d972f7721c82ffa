/**
 * The new-car finder behind /new-cars/search and the electric, luxury and new-on-the-market lists: models
 * whose versions match the filters, one row per model, with the figures of its matching versions.
 */
import { and, asc, eq, gte, lte, sql, type SQL } from "drizzle-orm";
import type { CarFilters } from "~/features/catalogue/car-filters";
import { carSortKeys, type SortFigure } from "~/features/catalogue/car-sort";
import { paginate, type Page } from "~/shared/lib/pagination";
import type { StoredImage } from "~/shared/lib/images";
import type { Db } from "../../shared/db/client";
import {
  brands,
  models,
  publicModel,
  publicVersion,
  publicVersionAlone,
  publishedBrand,
  publishedVersion,
  versions,
} from "../../shared/db/schema";
import { modelCardColumns } from "./models.server";
import { modelTextMatch } from "../search/search.server";

export interface FinderQuery {
  filters: CarFilters;
  /** Only models of the brand with this id (the brand slug in the filters is resolved by the caller). */
  brandId?: number;
  /** Lists that are a fixed slice of the catalogue. */
  luxury?: boolean;
  launchedSince?: string;
  page: number;
  perPage: number;
}

export interface FoundModel {
  id: number;
  name: string;
  slug: string;
  body: (typeof models.$inferSelect)["body"];
  energy: (typeof models.$inferSelect)["energy"];
  cover: StoredImage | null;
  launchedOn: string | null;
  brand: { id: number; name: string; slug: string };
  /** Figures over the versions that match the filters. */
  minPrice: number;
  maxPrice: number;
  matching: number;
  versionCount: number;
  maxPowerHp: number;
  maxRangeKm: number | null;
  maxBatteryKwh: number | null;
  maxDcChargeKw: number | null;
  maxAcChargeKw: number | null;
  minKwh100: number | null;
  /** The cheapest matching version: what "Compare" adds. */
  entryVersion: { id: number; name: string };
}

export async function findModels(db: Db, query: FinderQuery): Promise<{ page: Page; models: FoundModel[] }> {
  const { filters } = query;
  const where: SQL[] = [publicVersion];
  if (filters.minPrice !== undefined) where.push(gte(versions.priceRwf, filters.minPrice));
  if (filters.maxPrice !== undefined) where.push(lte(versions.priceRwf, filters.maxPrice));
  if (filters.energy) where.push(eq(versions.energy, filters.energy));
  if (filters.transmission) where.push(eq(versions.transmission, filters.transmission));
  if (filters.drive) where.push(eq(versions.drive, filters.drive));
  if (filters.seats !== undefined) where.push(gte(versions.seats, filters.seats));
  if (filters.body) where.push(eq(models.body, filters.body));
  if (query.brandId !== undefined) where.push(eq(models.brandId, query.brandId));
  if (query.luxury !== undefined) where.push(eq(models.luxury, query.luxury));
  if (query.launchedSince) where.push(gte(models.launchedOn, query.launchedSince));

  const match = modelTextMatch(filters.q);
  if (match) where.push(match.where);
  const score = match?.score ?? sql<number>`0`;

  const minPrice = sql<number>`min(${versions.priceRwf})`.mapWith(Number);
  const maxPowerHp = sql<number>`max(${versions.powerHp})`.mapWith(Number);
  const maxRangeKm = sql<number | null>`max(${versions.electricRangeKm})`;
  const figures: Record<SortFigure, SQL> = {
    score: sql`max(${score})`,
    minPrice,
    maxPowerHp,
    maxRangeKm,
    launchedOn: sql`${models.launchedOn}`,
  };
  const order = carSortKeys[filters.sort].map(
    ({ figure, direction }) => sql`${figures[figure]} ${sql.raw(direction)} nulls last`,
  );

  const rows = await db
    .select({
      ...modelCardColumns,
      launchedOn: models.launchedOn,
      brand: { id: brands.id, name: brands.name, slug: brands.slug },
      minPrice,
      maxPrice: sql<number>`max(${versions.priceRwf})`.mapWith(Number),
      matching: sql<number>`count(*)`.mapWith(Number),
      versionCount:
        sql<number>`(select count(*) from ${versions} all_versions where all_versions.model_id = ${models.id} and all_versions.published)`.mapWith(
          Number,
        ),
      maxPowerHp,
      maxRangeKm,
      maxBatteryKwh: sql<number | null>`max(${versions.batteryKwh})`,
      maxDcChargeKw: sql<number | null>`max(${versions.dcChargeKw})`,
      maxAcChargeKw: sql<number | null>`max(${versions.acChargeKw})`,
      minKwh100: sql<number | null>`min(${versions.consumptionKwh100})`,
      entryVersionId:
        sql<number>`(array_agg(${versions.id} order by ${versions.priceRwf}, ${versions.id}))[1]`.mapWith(
          Number,
        ),
      entryVersionName: sql<string>`(array_agg(${versions.name} order by ${versions.priceRwf}, ${versions.id}))[1]`,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(versions)
    .innerJoin(models, eq(models.id, versions.modelId))
    .innerJoin(brands, eq(brands.id, models.brandId))
    .where(and(...where))
    .groupBy(models.id, brands.id)
    .orderBy(...order, asc(brands.name), asc(models.name))
    .limit(query.perPage)
    .offset((query.page - 1) * query.perPage);

  // A page past the end: read the last page instead (the count comes with any row, so ask once more).
  if (rows.length === 0 && query.page > 1) {
    const [counted] = await db
      .select({ n: sql<number>`count(distinct ${models.id})`.mapWith(Number) })
      .from(versions)
      .innerJoin(models, eq(models.id, versions.modelId))
      .innerJoin(brands, eq(brands.id, models.brandId))
      .where(and(...where));
    const last = paginate(counted?.n ?? 0, query.page, query.perPage);
    if (last.total === 0) return { page: last, models: [] };
    return findModels(db, { ...query, page: last.page });
  }
  const total = rows[0]?.total ?? 0;
  return {
    page: paginate(total, query.page, query.perPage),
    models: rows.map(({ total: _total, entryVersionId, entryVersionName, ...row }) => ({
      ...row,
      entryVersion: { id: entryVersionId, name: entryVersionName },
      maxRangeKm: row.maxRangeKm === null ? null : Number(row.maxRangeKm),
      maxBatteryKwh: row.maxBatteryKwh === null ? null : Number(row.maxBatteryKwh),
      maxDcChargeKw: row.maxDcChargeKw === null ? null : Number(row.maxDcChargeKw),
      maxAcChargeKw: row.maxAcChargeKw === null ? null : Number(row.maxAcChargeKw),
      minKwh100: row.minKwh100 === null ? null : Number(row.minKwh100),
    })),
  };
}

/** Brands for the filter's select: every published brand, alphabetically, by slug. */
export async function brandChoices(db: Db) {
  return db
    .select({ id: brands.id, name: brands.name, slug: brands.slug })
    .from(brands)
    .where(publishedBrand)
    .orderBy(asc(brands.name));
}

/**
 * Average petrol consumption (l/100 km) per body type, and over all public petrol versions: the "comparable petrol
 * car" of the electric list.
 */
export async function petrolConsumption(db: Db) {
  const petrol = and(eq(versions.energy, "petrol"), sql`${versions.consumptionL100} is not null`);
  const average = sql<number>`avg(${versions.consumptionL100})`.mapWith(Number);
  const [rows, [all]] = await Promise.all([
    db
      .select({ body: models.body, l100: average })
      .from(versions)
      .innerJoin(models, eq(models.id, versions.modelId))
      .where(and(petrol, publishedVersion, publicModel))
      .groupBy(models.body),
    db.select({ l100: average }).from(versions).where(and(petrol, publicVersionAlone)),
  ]);
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    byBody: new Map(rows.map((row) => [row.body, round(row.l100)])),
    overall: round(all?.l100 ?? 0),
  };
}
