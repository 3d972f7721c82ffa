/** The car guide: its home page counts and picks, all makes A–Z, and the list of live deals. */
import { brandLogoOf, type BrandLogo } from "~/shared/lib/brand-logo";
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  lte,
  min,
  or,
  sql,
  type SQL,
} from "drizzle-orm";
import type { DealListView } from "~/features/deals/view";
import type { ModelCardData } from "~/features/catalogue/view";
import { CARD_SIZES, modelPictureOf } from "~/features/catalogue/car-art";
import { addDays } from "~/shared/lib/dates";
import { daysUntil, type DealFilters, type DealSort } from "~/features/deals/deal-list";
import { bodyLabels, energyLabels } from "~/shared/lib/labels";
import { letterLinks, type LetterLink } from "~/features/catalogue/letter-index";
import { modelPath } from "~/shared/lib/links";
import { paginate, type Page } from "~/shared/lib/pagination";
import { formatPrice } from "~/shared/lib/price";
import { priceRangeText } from "~/features/catalogue/price-range";
import { bodyTypes, energies, type BodyType, type Energy } from "~/shared/lib/vehicle";
import { catalogueServerText } from "~/features/catalogue/text/catalogue-server";
import { guideServerText } from "~/features/catalogue/text/guide-server";
import type { Locale } from "~/shared/i18n/locale";
import { textFor } from "~/shared/i18n/text";
import type { Db } from "../../shared/db/client";
import {
  brands,
  dealers,
  deals,
  modelOnSale,
  models,
  publicCatalogue,
  publicDeal,
  publicModel,
  publishedBrand,
  publishedModel,
  publishedVersion,
  versions,
} from "../../shared/db/schema";
import { dealColumns, dealDealer, dealPrice, dealView, live, saving } from "~/features/deals/deals.server";
import { dealContact } from "~/features/deals/deal-contact";
import { brandMarkColumns, modelCardColumns, modelPictureColumns, withCardPicture } from "./models.server";

/** Deals 12 to a page on the current-deals list. */
export const DEALS_PER_PAGE = 12;
/**
 * Makes 60 to a page: the demo's 35 fit on one, the 350 of the benchmark catalogue take six pages instead
 * of one 350-card page (every card a logo image and two lines of text) on a phone.
 */
export const MAKES_PER_PAGE = 60;

export { live };

/** "New on the market": launched over the last twelve months, as of `today`. */
const newOnMarket = (today: string) =>
  and(
    isNotNull(models.launchedOn),
    gte(models.launchedOn, addDays(today, -365)),
    lte(models.launchedOn, today),
  )!;

/** Entry ("from") price per model over its published versions, read for the given models only (versions_model_id_idx). */
async function entryPrices(db: Db, modelIds: number[]): Promise<Map<number, number>> {
  if (!modelIds.length) return new Map();
  const rows = await db
    .select({ modelId: versions.modelId, price: min(versions.priceRwf) })
    .from(versions)
    .where(and(inArray(versions.modelId, modelIds), publishedVersion))
    .groupBy(versions.modelId);
  return new Map(rows.map((r) => [r.modelId, Number(r.price)]));
}

export interface GuideCounts {
  makes: number;
  models: number;
  liveDeals: number;
  electric: number;
  luxury: number;
  newOnMarket: number;
}

/** The figures on the guide home's section cards: public makes, models and live deals. */
export async function guideCounts(db: Db, today: string): Promise<GuideCounts> {
  const tally = async (query: Promise<{ n: number }[]>) => (await query)[0]?.n ?? 0;
  const publicModels = (where?: SQL) =>
    tally(db.select({ n: count() }).from(models).where(and(where, publicModel)));
  const [makes, allModels, liveDeals, electric, luxury, launched] = await Promise.all([
    tally(db.select({ n: count() }).from(brands).where(publishedBrand)),
    publicModels(),
    tally(
      db
        .select({ n: count() })
        .from(deals)
        .innerJoin(models, eq(models.id, deals.modelId))
        .innerJoin(brands, eq(brands.id, models.brandId))
        .leftJoin(dealers, dealDealer)
        .where(and(live(today), publicDeal)),
    ),
    publicModels(eq(models.energy, "electric")),
    publicModels(eq(models.luxury, true)),
    publicModels(newOnMarket(today)),
  ]);
  return { makes, models: allModels, liveDeals, electric, luxury, newOnMarket: launched };
}

/**
 * Featured models: the most recent launch of each make, newest first (launch date on or before `today`,
 * ties by make then model name), so the row shows what is new across brands rather than one brand's
 * range. There are no sales figures to pick best sellers from. Reads the newest launches through
 * models_launched_on_idx and stops there, whatever the size of the catalogue.
 */
export async function featuredModels(
  db: Db,
  today: string,
  locale: Locale,
  limit = 4,
): Promise<ModelCardData[]> {
  const recent = await db
    .select({
      ...modelCardColumns,
      brandId: brands.id,
      brand: { name: brands.name, slug: brands.slug },
    })
    .from(models)
    .innerJoin(brands, eq(brands.id, models.brandId))
    .where(and(isNotNull(models.launchedOn), lte(models.launchedOn, today), publicCatalogue, modelOnSale))
    .orderBy(desc(models.launchedOn), asc(brands.name), asc(models.name))
    .limit(limit * 10);
  const picked: typeof recent = [];
  const makes = new Set<number>();
  for (const model of recent) {
    if (picked.length === limit) break;
    if (makes.has(model.brandId)) continue;
    makes.add(model.brandId);
    picked.push(model);
  }
  // Fewer makes than places among the newest launches: fill with the next newest.
  for (const model of recent) {
    if (picked.length === limit) break;
    if (!picked.includes(model)) picked.push(model);
  }
  const prices = await entryPrices(
    db,
    picked.map((m) => m.id),
  );
  const t = textFor(catalogueServerText, locale);
  return picked.map(({ brandId: _brandId, ...m }) => ({
    ...withCardPicture(m),
    priceText: priceRangeText(t, prices.get(m.id) ?? null, null, "from"),
    bodyLabel: bodyLabels[m.body],
    energyLabel: energyLabels[m.energy],
  }));
}

export interface MakeView {
  id: number;
  name: string;
  slug: string;
  colour: string;
  logoUrl: string | null;
  logo: BrandLogo;
  /** "12 models", or "No models listed yet". */
  modelsText: string;
  modelCount: number;
  /** "from 20.900.000 RWF", or null when the make has no priced version. */
  priceText: string | null;
}

/**
 * All makes A–Z, one page of them with their model count and entry price, and the A–Z jump bar over
 * every page. The names of all makes are read for the jump bar (a few hundred short rows at most); the model
 * and price figures only for the makes on the page (models_brand_id_idx, versions_model_id_idx).
 */
export async function listMakes(
  db: Db,
  requestedPage: number,
  locale: Locale,
  perPage = MAKES_PER_PAGE,
): Promise<{ makes: MakeView[]; page: Page; letters: LetterLink[] }> {
  const t = textFor(catalogueServerText, locale);
  const tGuide = textFor(guideServerText, locale);
  const all = await db
    .select(brandMarkColumns)
    .from(brands)
    .where(publishedBrand)
    // Case-insensitive, so "MG" files between "Mazda" and "Mitsubishi" whatever the database collation.
    .orderBy(sql`lower(${brands.name})`, asc(brands.id));
  const page = paginate(all.length, requestedPage, perPage);
  const shown = all.slice(page.offset, page.offset + perPage);
  const figures = shown.length
    ? await db
        .select({
          brandId: models.brandId,
          modelCount: sql<number>`count(distinct ${models.id})`.mapWith(Number),
          minPrice: min(versions.priceRwf),
        })
        .from(models)
        .leftJoin(versions, and(eq(versions.modelId, models.id), publishedVersion))
        .where(
          and(
            inArray(
              models.brandId,
              shown.map((b) => b.id),
            ),
            publishedModel,
          ),
        )
        .groupBy(models.brandId)
    : [];
  const byBrand = new Map(figures.map((f) => [f.brandId, f]));
  return {
    page,
    letters: letterLinks(
      all.map((b) => b.name),
      perPage,
    ),
    makes: shown.map((brand) => {
      const modelCount = byBrand.get(brand.id)?.modelCount ?? 0;
      const minPrice = byBrand.get(brand.id)?.minPrice ?? null;
      return {
        ...brand,
        logo: brandLogoOf(brand),
        modelCount,
        modelsText:
          modelCount === 0
            ? tGuide("makes.noModels")
            : modelCount === 1
              ? tGuide("makes.modelsOne")
              : tGuide("makes.models", { count: modelCount }),
        priceText: minPrice ? priceRangeText(t, Number(minPrice), null, "from") : null,
      };
    }),
  };
}

/** Brands, body types and energies that have public live deals: the choices of the filter form. */
export async function liveDealChoices(
  db: Db,
  today: string,
): Promise<{ brands: { slug: string; name: string }[]; bodies: BodyType[]; energies: Energy[] }> {
  const rows = await db
    .selectDistinct({ slug: brands.slug, name: brands.name, body: models.body, energy: models.energy })
    .from(deals)
    .innerJoin(models, eq(models.id, deals.modelId))
    .innerJoin(brands, eq(brands.id, models.brandId))
    .leftJoin(dealers, dealDealer)
    .where(and(live(today), publicDeal));
  const makes = new Map(rows.map((r) => [r.slug, { slug: r.slug, name: r.name }]));
  return {
    brands: [...makes.values()].sort((a, b) => a.name.localeCompare(b.name, "en")),
    bodies: bodyTypes.filter((b) => rows.some((r) => r.body === b)),
    energies: energies.filter((e) => rows.some((r) => r.energy === e)),
  };
}

export const dealOrder: Record<DealSort | "newest", SQL[]> = {
  ending: [asc(deals.validTo), asc(deals.id)],
  saving: [sql`${saving} desc nulls last`, asc(deals.validTo), asc(deals.id)],
  price: [sql`${dealPrice} asc nulls last`, asc(deals.validTo), asc(deals.id)],
  newest: [desc(deals.validFrom), desc(deals.id)],
};

function filterWhere(today: string, filters: Omit<DealFilters, "sort">) {
  return and(
    live(today),
    publicDeal,
    filters.brand ? eq(brands.slug, filters.brand) : undefined,
    filters.body ? eq(models.body, filters.body) : undefined,
    filters.energy ? eq(models.energy, filters.energy) : undefined,
  )!;
}

/** Public live deals with their car, formatted for DealListCard. */
async function readDeals(
  db: Db,
  today: string,
  where: SQL,
  order: SQL[],
  locale: Locale,
  limit: number,
  offset = 0,
  /** The page the deals are listed on: where a "Get a price" request about one comes from. */
  page = "/auto-guide/current-deals",
): Promise<DealListView[]> {
  const t = textFor(catalogueServerText, locale);
  const tGuide = textFor(guideServerText, locale);
  const rows = await db
    .select({
      ...dealColumns,
      model: modelPictureColumns,
      brand: { id: brands.id, name: brands.name, slug: brands.slug },
      dealerContact: { id: dealers.id, slug: dealers.slug, name: dealers.name, phone: dealers.phone },
    })
    .from(deals)
    .innerJoin(models, eq(models.id, deals.modelId))
    .innerJoin(brands, eq(brands.id, models.brandId))
    .leftJoin(dealers, dealDealer)
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  return rows.map((deal) => {
    const rwf = (amount: number) => formatPrice(amount, { currency: true });
    // A deal on several versions, other than one new price for them all, starts from the cheapest one's price.
    const startsFrom = (deal.versionNames?.length ?? 0) > 1 && deal.newPriceRwf === null;
    const days = daysUntil(today, deal.validTo);
    return {
      ...dealView(t, deal),
      oldPrice:
        deal.listPrice && deal.dealPrice !== null && deal.listPrice > deal.dealPrice
          ? rwf(deal.listPrice)
          : null,
      price:
        deal.dealPrice && deal.dealPrice > 0
          ? startsFrom
            ? t("price.from", { price: rwf(deal.dealPrice) })
            : rwf(deal.dealPrice)
          : null,
      endsSoon:
        days <= 0
          ? tGuide("deals.endsToday")
          : days === 1
            ? tGuide("deals.endsTomorrow")
            : days <= 7
              ? tGuide("deals.endsIn", { days })
              : null,
      car: `${deal.brand.name} ${deal.model.name}`,
      compare:
        deal.compareVersionId === null
          ? null
          : {
              versionId: deal.compareVersionId,
              name: `${deal.brand.name} ${deal.model.name} ${deal.compareVersionName}`,
            },
      href: modelPath(deal.brand, deal.model),
      picture: modelPictureOf(deal.model, CARD_SIZES),
      ...dealContact(deal, page, locale),
    };
  });
}

/** The newest live deals (latest start first): the guide home's "Latest deals". */
export async function latestDeals(db: Db, today: string, locale: Locale, limit = 3): Promise<DealListView[]> {
  return readDeals(
    db,
    today,
    and(live(today), publicDeal)!,
    dealOrder.newest,
    locale,
    limit,
    0,
    "/auto-guide",
  );
}

/**
 * A dealer's current deals, ending soonest first: its own, and those of no one dealer on cars of the brands
 * it sells (`brandIds`); another dealer's deal is not shown on its page.
 */
export async function liveDealsOfDealer(
  db: Db,
  today: string,
  dealerId: number,
  brandIds: number[],
  locale: Locale,
  /** The dealer's page. */
  page: string,
  limit = 6,
): Promise<DealListView[]> {
  const ofBrands = brandIds.length ? and(isNull(deals.dealerId), inArray(brands.id, brandIds)) : undefined;
  return readDeals(
    db,
    today,
    and(live(today), publicDeal, or(eq(deals.dealerId, dealerId), ofBrands))!,
    dealOrder.ending,
    locale,
    limit,
    0,
    page,
  );
}

/**
 * One page of live deals, filtered by the model's brand, body type and energy and sorted; expired and
 * future deals never show. Live deals are found through deals_valid_to_idx.
 */
export async function listLiveDeals(
  db: Db,
  today: string,
  filters: DealFilters,
  requestedPage: number,
  locale: Locale,
  perPage = DEALS_PER_PAGE,
): Promise<{ deals: DealListView[]; page: Page }> {
  const where = filterWhere(today, filters);
  const [total] = await db
    .select({ n: count() })
    .from(deals)
    .innerJoin(models, eq(models.id, deals.modelId))
    .innerJoin(brands, eq(brands.id, models.brandId))
    .leftJoin(dealers, dealDealer)
    .where(where);
  const page = paginate(total?.n ?? 0, requestedPage, perPage);
  const rows = page.total
    ? await readDeals(db, today, where, dealOrder[filters.sort], locale, perPage, page.offset)
    : [];
  return { deals: rows, page };
}
