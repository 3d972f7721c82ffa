import type { BrandWithModels } from "./view";
import { brandLogoOf } from "~/shared/lib/brand-logo";
import { and, asc, count, eq } from "drizzle-orm";
import type { Db } from "../../shared/db/client";
import { bodyLabels, energyLabels } from "~/shared/lib/labels";
import { priceRangeText } from "~/features/catalogue/price-range";
import { catalogueServerText } from "~/features/catalogue/text/catalogue-server";
import type { Locale } from "~/shared/i18n/locale";
import { textFor } from "~/shared/i18n/text";
import { type bodyTypes, type energies } from "~/shared/lib/vehicle";
import {
  brands,
  models,
  publicCatalogue,
  publicModel,
  publishedBrand,
  publishedModel,
} from "../../shared/db/schema";
import { brandMarkColumns, modelCardColumns, modelPrices, withCardPicture } from "./models.server";

/** Every brand with its models, alphabetically: the footer grid and the home page brand list. */
export async function listBrandsWithModels(db: Db): Promise<BrandWithModels[]> {
  const rows = await db
    .select({
      ...brandMarkColumns,
      modelId: models.id,
      modelName: models.name,
      modelSlug: models.slug,
    })
    .from(brands)
    .leftJoin(models, and(eq(models.brandId, brands.id), publishedModel))
    .where(publishedBrand)
    .orderBy(asc(brands.name), asc(models.name));
  const byId = new Map<number, BrandWithModels>();
  for (const row of rows) {
    let brand = byId.get(row.id);
    if (!brand) {
      brand = {
        id: row.id,
        name: row.name,
        slug: row.slug,
        colour: row.colour,
        logoUrl: row.logoUrl,
        models: [],
      };
      byId.set(row.id, brand);
    }
    if (row.modelId !== null && row.modelName !== null && row.modelSlug !== null) {
      brand.models.push({ id: row.modelId, name: row.modelName, slug: row.modelSlug });
    }
  }
  return [...byId.values()];
}

/**
 * A published brand (else undefined: the page answers 404) with its models on sale (published, with a
 * published version) and each one's entry price, optionally filtered by body type and energy.
 */
export async function getBrand(
  db: Db,
  id: number,
  locale: Locale,
  filters: { body?: (typeof bodyTypes)[number]; energy?: (typeof energies)[number] } = {},
) {
  const t = textFor(catalogueServerText, locale);
  const [brand] = await db
    .select()
    .from(brands)
    .where(and(eq(brands.id, id), publishedBrand));
  if (!brand) return undefined;
  const prices = modelPrices(db);
  const rows = await db
    .select({
      ...modelCardColumns,
      minPrice: prices.minPrice,
    })
    .from(models)
    .innerJoin(prices, eq(prices.modelId, models.id))
    .where(and(eq(models.brandId, id), publishedModel))
    .orderBy(asc(models.name));
  const matches = rows.filter(
    (m) => (!filters.body || m.body === filters.body) && (!filters.energy || m.energy === filters.energy),
  );
  return {
    ...brand,
    logo: brandLogoOf(brand),
    /** Body types and energies the brand offers, for the filter choices. */
    bodies: [...new Set(rows.map((m) => m.body))],
    energies: [...new Set(rows.map((m) => m.energy))],
    total: rows.length,
    models: matches.map(({ minPrice, ...m }) => ({
      ...withCardPicture(m),
      priceText: priceRangeText(t, minPrice, null, "from"),
      bodyLabel: bodyLabels[m.body],
      energyLabel: energyLabels[m.energy],
      brand: { name: brand.name, slug: brand.slug },
    })),
  };
}

export async function countModelsByEnergy(
  db: Db,
  energy: (typeof models.$inferSelect)["energy"],
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(models)
    .where(and(eq(models.energy, energy), publicModel));
  return row?.n ?? 0;
}

/** Public models of one energy with their brand, alphabetically by brand then model. */
export async function listModelsByEnergy(
  db: Db,
  energy: (typeof models.$inferSelect)["energy"],
  limit: number,
) {
  return db
    .select({
      id: models.id,
      name: models.name,
      slug: models.slug,
      body: models.body,
      brand: brandMarkColumns,
    })
    .from(models)
    .innerJoin(brands, eq(brands.id, models.brandId))
    .where(and(eq(models.energy, energy), publicCatalogue))
    .orderBy(asc(brands.name), asc(models.name))
    .limit(limit);
}
