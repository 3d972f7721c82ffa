/**
 * The home page's view model: what a buyer on a phone acts on first. Popular models with their "from"
 * price, the current deals, the newest used cars, the comparisons visitors make most, popular brands and
 * the latest news, every text formatted here so none of it is page JavaScript.
 */
import { and, asc, count, desc, eq, inArray, isNotNull, lte, sql } from "drizzle-orm";
import { modelPictureOf } from "~/features/catalogue/car-art";
import { latestDeals } from "~/features/catalogue/guide.server";
import { brandLogoOf } from "~/shared/lib/brand-logo";
import { brandMarkColumns, modelCardColumns, withCardPicture } from "~/features/catalogue/models.server";
import { priceRangeText } from "~/features/catalogue/price-range";
import { catalogueServerText } from "~/features/catalogue/text/catalogue-server";
import { comparatorPath } from "~/features/comparator/compare";
import { popularComparisons } from "~/features/comparator/comparator.server";
import { listNews, newsCardData } from "~/features/news/news.server";
import { usedMarketText } from "~/features/used-market/text/used-market";
import { countListings, latestListings } from "~/features/used-market/used-market.server";
import { listingCardView } from "~/features/used-market/used-pages.server";
import type { Locale } from "~/shared/i18n/locale";
import { textFor } from "~/shared/i18n/text";
import { bodyLabels, energyLabels } from "~/shared/lib/labels";
import { formatPrice } from "~/shared/lib/price";
import type { Db } from "../../shared/db/client";
import {
  brands,
  comparisons,
  modelOnSale,
  models,
  publicCatalogue,
  publicModel,
  publishedBrand,
  publishedVersion,
  versions,
} from "../../shared/db/schema";
import { homeText } from "./text/home";
import type { HomeComparison, HomeView } from "./view";

/** How many of each the home shows: a phone row of cards, or a desktop row of four. */
export const HOME_LIMITS = { models: 8, deals: 6, listings: 8, comparisons: 4, brands: 12, news: 3 } as const;

/** The most-compared comparisons read to rank models: enough to be stable, bounded whatever the traffic. */
const RANKED_COMPARISONS = 50;

/**
 * Models ranked by how often visitors compare them (views of the most-viewed comparisons that include one
 * of their versions), then the newest launches to fill the row: there are no sales figures to rank by.
 */
async function popularModelIds(db: Db, today: string, limit: number): Promise<number[]> {
  const top = db
    .select({ versionIds: comparisons.versionIds, views: comparisons.views })
    .from(comparisons)
    .orderBy(desc(comparisons.views))
    .limit(RANKED_COMPARISONS)
    .as("top");
  const compared = await db
    .select({ modelId: versions.modelId, views: sql<number>`sum(${top.views})`.mapWith(Number).as("views") })
    .from(top)
    .innerJoin(versions, sql`${versions.id} = any(${top.versionIds})`)
    .innerJoin(models, eq(models.id, versions.modelId))
    .innerJoin(brands, eq(brands.id, models.brandId))
    .where(and(publishedVersion, publicCatalogue, modelOnSale))
    .groupBy(versions.modelId)
    .orderBy(sql`views desc`, asc(versions.modelId))
    .limit(limit);
  const ids = compared.map((row) => row.modelId);
  if (ids.length >= limit) return ids;
  const launched = await db
    .select({ id: models.id })
    .from(models)
    .innerJoin(brands, eq(brands.id, models.brandId))
    .where(and(isNotNull(models.launchedOn), lte(models.launchedOn, today), publicCatalogue, modelOnSale))
    .orderBy(desc(models.launchedOn), asc(models.id))
    .limit(limit * 2);
  for (const { id } of launched) {
    if (ids.length === limit) break;
    if (!ids.includes(id)) ids.push(id);
  }
  return ids;
}

/** Model cards with their entry ("from") price over published versions, in the order of `ids`. */
async function modelCards(db: Db, ids: number[], locale: Locale): Promise<HomeView["models"]> {
  if (!ids.length) return [];
  const [rows, prices] = await Promise.all([
    db
      .select({ ...modelCardColumns, brand: { name: brands.name, slug: brands.slug } })
      .from(models)
      .innerJoin(brands, eq(brands.id, models.brandId))
      .where(and(inArray(models.id, ids), publicCatalogue)),
    db
      .select({ modelId: versions.modelId, price: sql<number>`min(${versions.priceRwf})`.mapWith(Number) })
      .from(versions)
      .where(and(inArray(versions.modelId, ids), publishedVersion))
      .groupBy(versions.modelId),
  ]);
  const t = textFor(catalogueServerText, locale);
  const priceOf = new Map(prices.map((row) => [row.modelId, row.price]));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const model = byId.get(id);
    const price = priceOf.get(id);
    // A card without a price sells nothing: the home shows priced models only.
    if (!model || !price) return [];
    return [
      {
        ...withCardPicture(model),
        priceText: priceRangeText(t, price, null, "from"),
        bodyLabel: bodyLabels[model.body],
        energyLabel: energyLabels[model.energy],
      },
    ];
  });
}

/** Brands with the most public models first (ties A–Z), and how many brands there are in all. */
async function popularBrands(db: Db, limit: number, locale: Locale) {
  const t = textFor(homeText, locale);
  const [ranked, [total]] = await Promise.all([
    db
      .select({ ...brandMarkColumns, models: count(models.id) })
      .from(brands)
      .innerJoin(models, and(eq(models.brandId, brands.id), publicModel))
      .where(publishedBrand)
      .groupBy(brands.id)
      .orderBy(desc(count(models.id)), sql`lower(${brands.name})`)
      .limit(limit),
    db.select({ n: count() }).from(brands).where(publishedBrand),
  ]);
  return {
    brands: ranked.map(({ models: modelCount, ...brand }) => ({
      ...brand,
      logo: brandLogoOf(brand),
      modelsText: modelCount === 1 ? t("home.modelCountOne") : t("home.modelCount", { count: modelCount }),
    })),
    total: total?.n ?? 0,
  };
}

/**
 * The comparisons visitors make most, each as the pair of its first two versions (real, public versions:
 * `popularComparisons` leaves out any with a hidden or deleted one), one pair of models once.
 */
async function comparisonPairs(db: Db, limit: number, locale: Locale): Promise<HomeComparison[]> {
  const t = textFor(catalogueServerText, locale);
  const popular = await popularComparisons(db, limit * 2);
  const seen = new Set<string>();
  const pairs: HomeComparison[] = [];
  for (const { cars } of popular) {
    const pair = cars.slice(0, 2);
    if (pair.length < 2) continue;
    const key = pair
      .map((car) => car.model.id)
      .sort((a, b) => a - b)
      .join("-");
    if (seen.has(key) || pair[0]!.model.id === pair[1]!.model.id) continue;
    seen.add(key);
    pairs.push({
      href: comparatorPath(pair.map((car) => car.version.id)),
      cars: pair.map((car) => ({
        versionId: car.version.id,
        name: `${car.brand.name} ${car.model.name}`,
        version: car.version.name,
        priceText: car.version.priceRwf
          ? formatPrice(car.version.priceRwf, { currency: true })
          : t("price.onRequest"),
        picture: modelPictureOf(car.model, "160px"),
      })),
    });
    if (pairs.length === limit) break;
  }
  return pairs;
}

/** Everything the home page shows but the news, as of `today` (a Kigali date): alike for every visitor. */
export async function homeView(db: Db, today: string, locale: Locale): Promise<Omit<HomeView, "news">> {
  const tUsed = textFor(usedMarketText, locale);
  const [modelIds, deals, listings, usedCount, comparisonsShown, brandsShown] = await Promise.all([
    popularModelIds(db, today, HOME_LIMITS.models),
    latestDeals(db, today, locale, HOME_LIMITS.deals),
    latestListings(db, HOME_LIMITS.listings),
    countListings(db, { makes: [], sort: "newest" }),
    comparisonPairs(db, HOME_LIMITS.comparisons, locale),
    popularBrands(db, HOME_LIMITS.brands, locale),
  ]);
  return {
    models: await modelCards(db, modelIds, locale),
    deals,
    listings: listings.map((card) => listingCardView(card, tUsed)),
    used: {
      title: tUsed("used.homeTitle"),
      text: tUsed("used.homeIntro"),
      browse: tUsed("used.seeAll", { count: formatPrice(usedCount.count) }),
      sell: tUsed("used.postListing"),
    },
    comparisons: comparisonsShown,
    brands: brandsShown.brands,
    brandCount: brandsShown.total,
  };
}

/** The home page's latest news, read for each page: a scheduled article shows at its time. */
export async function homeNews(db: Db, locale: Locale): Promise<HomeView["news"]> {
  return (await listNews(db, { limit: HOME_LIMITS.news })).map((article) => newsCardData(article, locale));
}
