import { and, asc, desc, eq, ne, sql, type SQL } from "drizzle-orm";
import { dealColumns, dealCoversVersion, dealDealer, dealView, live } from "~/features/deals/deals.server";
import type { DealView } from "~/features/catalogue/view";
import { bodyLabels, energyLabels } from "~/shared/lib/labels";
import { priceRangeText } from "~/features/catalogue/price-range";
import {
  catalogueServerText,
  type CatalogueServerMessages,
} from "~/features/catalogue/text/catalogue-server";
import type { Locale } from "~/shared/i18n/locale";
import { textFor, type Translate } from "~/shared/i18n/text";
import type { Db } from "../../shared/db/client";
import {
  brands,
  dealers,
  deals,
  galleries,
  modelPhotos,
  models,
  publicCatalogue,
  publicDeal,
  publicVersion,
  publishedVersion,
  versionPhotos,
  versionPrices,
  versions,
} from "../../shared/db/schema";
import type { StoredImage } from "../../shared/lib/images";
import { CARD_SIZES, modelPictureOf, type Pictured } from "./car-art";

/** What a brand mark shows of a brand (its name, colour and logo, linking to its page), as every list reads it. */
export const brandMarkColumns = {
  id: brands.id,
  name: brands.name,
  slug: brands.slug,
  colour: brands.colour,
  logoUrl: brands.logoUrl,
};

const brandColumns = { ...brandMarkColumns, distributor: brands.distributor };

/** A model's first photo, or null (one row of model_photos_position_key): what lists and heroes show. */
export const modelCover = sql<StoredImage | null>`(
  select json_build_object('key', ${modelPhotos.imageKey}, 'width', ${modelPhotos.width}, 'height', ${modelPhotos.height})
  from ${modelPhotos} where ${modelPhotos.modelId} = ${models.id} order by ${modelPhotos.position} limit 1
)`;

/**
 * A version's picture: its own first photo, else its model's (`modelCover`), or null: what the top of its page
 * shows (one row of version_photos_position_key, then of model_photos_position_key).
 */
export const versionCover = sql<StoredImage | null>`coalesce((
  select json_build_object('key', ${versionPhotos.imageKey}, 'width', ${versionPhotos.width}, 'height', ${versionPhotos.height})
  from ${versionPhotos} where ${versionPhotos.versionId} = ${versions.id} order by ${versionPhotos.position} limit 1
), ${modelCover})`;

/** What a model's picture and its page's address need (modelPicture, modelPath). */
export const modelPictureColumns = {
  id: models.id,
  name: models.name,
  slug: models.slug,
  body: models.body,
  cover: modelCover,
};

/** What a model card shows of a model (its name, picture, body and energy), as every list of models reads it. */
export const modelCardColumns = {
  id: models.id,
  name: models.name,
  slug: models.slug,
  body: models.body,
  energy: models.energy,
  cover: modelCover,
};

/** A row read with modelCardColumns, its first photo turned into the card's picture (built here, sent as data). */
export function withCardPicture<T extends Pictured>({ cover, ...model }: T) {
  return { ...model, picture: modelPictureOf({ ...model, cover }, CARD_SIZES) };
}

/** Cheapest and dearest published version price per model, for "from X RWF" and ranges. */
export const modelPrices = (db: Db) =>
  db
    .select({
      modelId: versions.modelId,
      minPrice: sql<number>`min(${versions.priceRwf})`.mapWith(Number).as("min_price"),
      maxPrice: sql<number>`max(${versions.priceRwf})`.mapWith(Number).as("max_price"),
      versionCount: sql<number>`count(*)`.mapWith(Number).as("version_count"),
    })
    .from(versions)
    .where(publishedVersion)
    .groupBy(versions.modelId)
    .as("model_prices");

/** A model's or a version's photos in order (files, size, alt text), as its page shows them. */
function photosOf(db: Db, owner: keyof typeof galleries, id: number) {
  const { photos, itemId } = galleries[owner];
  return db
    .select({ key: photos.imageKey, width: photos.width, height: photos.height, alt: photos.alt })
    .from(photos)
    .where(eq(itemId, id))
    .orderBy(asc(photos.position));
}

/** Public deals live on `today` (Kigali date) for a model, or on one of its versions, ready to show. */
async function liveDeals(
  db: Db,
  today: string,
  where: SQL,
  t: Translate<CatalogueServerMessages>,
): Promise<DealView[]> {
  const rows = await db
    .select(dealColumns)
    .from(deals)
    .innerJoin(models, eq(models.id, deals.modelId))
    .innerJoin(brands, eq(brands.id, models.brandId))
    .leftJoin(dealers, dealDealer)
    .where(and(where, publicDeal, live(today)))
    .orderBy(asc(deals.validTo), asc(deals.id));
  return rows.map((deal) => dealView(t, deal));
}

export async function getModelPage(db: Db, modelId: number, today: string, locale: Locale) {
  const t = textFor(catalogueServerText, locale);
  const [model] = await db
    .select({ model: models, brand: brandColumns })
    .from(models)
    .innerJoin(brands, eq(brands.id, models.brandId))
    .where(and(eq(models.id, modelId), publicCatalogue));
  if (!model) return undefined;
  const prices = modelPrices(db);
  const [modelVersions, modelDeals] = await Promise.all([
    db
      .select()
      .from(versions)
      .where(and(eq(versions.modelId, modelId), publishedVersion))
      .orderBy(asc(versions.priceRwf), asc(versions.name)),
    liveDeals(db, today, eq(deals.modelId, modelId), t),
  ]);
  const photos = await photosOf(db, "model", modelId);
  const minPrice = modelVersions[0]?.priceRwf ?? null;
  // Similar: same body type, nearest entry price.
  const similar = await db
    .select({
      ...modelCardColumns,
      brand: brandColumns,
      minPrice: prices.minPrice,
    })
    .from(models)
    .innerJoin(brands, eq(brands.id, models.brandId))
    .innerJoin(prices, eq(prices.modelId, models.id))
    .where(and(eq(models.body, model.model.body), ne(models.id, modelId), publicCatalogue))
    .orderBy(sql`abs(${prices.minPrice} - ${minPrice ?? 0})`, asc(models.name))
    .limit(4);
  return {
    ...model,
    versions: modelVersions,
    deals: modelDeals,
    model: { ...model.model, cover: photos[0] ?? null },
    photos,
    similar: similar.map(({ minPrice: price, ...m }) => ({
      ...withCardPicture(m),
      priceText: priceRangeText(t, price, null, "from"),
      bodyLabel: bodyLabels[m.body],
      energyLabel: energyLabels[m.energy],
    })),
  };
}

/**
 * A version's page: the version, its model and brand, its siblings, live deals and price changes, and its
 * photos: its own (`ownPhotos`), else its model's; `cover` is the first of them (null: the drawing).
 */
export async function getVersionPage(db: Db, versionId: number, today: string, locale: Locale) {
  const [row] = await db
    .select({ version: versions, model: models, brand: brandColumns })
    .from(versions)
    .innerJoin(models, eq(models.id, versions.modelId))
    .innerJoin(brands, eq(brands.id, models.brandId))
    .where(and(eq(versions.id, versionId), publicVersion));
  if (!row) return undefined;
  const [siblings, versionDeals, priceChanges, ownPhotos, fromModel] = await Promise.all([
    db
      .select({
        id: versions.id,
        name: versions.name,
        slug: versions.slug,
        priceRwf: versions.priceRwf,
        energy: versions.energy,
        powerHp: versions.powerHp,
      })
      .from(versions)
      .where(and(eq(versions.modelId, row.model.id), publishedVersion))
      .orderBy(asc(versions.priceRwf), asc(versions.name)),
    liveDeals(
      db,
      today,
      and(eq(deals.modelId, row.model.id), dealCoversVersion(versionId))!,
      textFor(catalogueServerText, locale),
    ),
    db
      .select({
        changedAt: versionPrices.changedAt,
        oldPriceRwf: versionPrices.oldPriceRwf,
        newPriceRwf: versionPrices.newPriceRwf,
      })
      .from(versionPrices)
      .where(eq(versionPrices.versionId, versionId))
      .orderBy(desc(versionPrices.changedAt))
      .limit(12),
    photosOf(db, "version", versionId),
    photosOf(db, "model", row.model.id),
  ]);
  const photos = ownPhotos.length ? ownPhotos : fromModel;
  return {
    ...row,
    siblings,
    deals: versionDeals,
    priceChanges,
    photos,
    ownPhotos: ownPhotos.length > 0,
    cover: photos[0] ?? null,
  };
}
