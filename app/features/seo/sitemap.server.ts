import { asc, desc, eq, max } from "drizzle-orm";
import {
  allNewsPath,
  brandPath,
  modelPath,
  newsCategoryPath,
  practicalGuidePath,
  USED_MARKET_PATH,
  USED_SAFETY_PATH,
  USED_SEARCH_PATH,
  versionPath,
  DEVELOPERS_PATH,
} from "~/shared/lib/links";
import { safetyPage } from "~/features/used-market/content/safety";
import { REVIEWS_PATH } from "~/features/reviews/reviews";
import { listingPath } from "~/shared/lib/used-cars";
import { newest, type SitemapEntry } from "~/features/seo/sitemap";
import { CATALOGUE_PHOTOS, fullImageUrl } from "~/shared/lib/images";
import { dealerPath } from "~/features/dealers/dealers";
import type { Db } from "../../shared/db/client";
import { dealerLinks } from "../dealers/dealers.server";
import { listNewsCategories, newsLinks } from "../news/news.server";
import {
  brands,
  deals,
  driverReviews,
  guideArticles,
  guideSections,
  modelPhotos,
  models,
  publicCatalogue,
  publicGuide,
  publicVersion,
  publicVersionAlone,
  usedListings,
  versions,
} from "../../shared/db/schema";

/** Every public version with its model and brand: the catalogue's pages and when each last changed. */
async function catalogueRows(db: Db) {
  return db
    .select({
      brand: { id: brands.id, slug: brands.slug, createdAt: brands.createdAt },
      model: { id: models.id, slug: models.slug, createdAt: models.createdAt },
      version: { id: versions.id, slug: versions.slug, createdAt: versions.createdAt },
    })
    .from(versions)
    .innerJoin(models, eq(models.id, versions.modelId))
    .innerJoin(brands, eq(brands.id, models.brandId))
    .where(publicVersion)
    .orderBy(asc(brands.name), asc(models.name), asc(versions.priceRwf));
}

/** The photos of every public model, in the order its page shows them. */
function cataloguePhotos(db: Db) {
  return db
    .select({
      modelId: modelPhotos.modelId,
      key: modelPhotos.imageKey,
      width: modelPhotos.width,
      height: modelPhotos.height,
      createdAt: modelPhotos.createdAt,
    })
    .from(modelPhotos)
    .innerJoin(models, eq(models.id, modelPhotos.modelId))
    .innerJoin(brands, eq(brands.id, models.brandId))
    .where(publicCatalogue)
    .orderBy(asc(modelPhotos.modelId), asc(modelPhotos.position));
}

/** The catalogue's pages, each model page with its photos (and dated by the newest of them too). */
export async function catalogueSitemap(db: Db): Promise<SitemapEntry[]> {
  const [rows, photos] = await Promise.all([catalogueRows(db), cataloguePhotos(db)]);
  const photosOf = new Map<number, typeof photos>();
  for (const photo of photos) photosOf.set(photo.modelId, [...(photosOf.get(photo.modelId) ?? []), photo]);
  const changed = new Map<string, Date>();
  const images = new Map<string, string[]>();
  const touch = (path: string, date: Date) => {
    const known = changed.get(path);
    if (!known || known < date) changed.set(path, date);
  };
  for (const { brand, model, version } of rows) {
    const date = newest([brand.createdAt, model.createdAt, version.createdAt])!;
    const own = photosOf.get(model.id) ?? [];
    const path = modelPath(brand, model);
    touch(brandPath(brand), date);
    touch(path, newest([date, ...own.map((photo) => photo.createdAt)])!);
    if (own.length)
      images.set(
        path,
        own.map((photo) => fullImageUrl(photo, CATALOGUE_PHOTOS)),
      );
    touch(versionPath(brand, model, version), version.createdAt);
  }
  return [...changed].map(([loc, lastmod]) => {
    const shown = images.get(loc);
    return shown ? { loc, lastmod, images: shown } : { loc, lastmod };
  });
}

export async function guidesSitemap(db: Db): Promise<SitemapEntry[]> {
  const rows = await db
    .select({ section: guideSections.slug, slug: guideArticles.slug, updatedAt: guideArticles.updatedAt })
    .from(guideArticles)
    .innerJoin(guideSections, eq(guideSections.id, guideArticles.sectionId))
    .where(publicGuide)
    .orderBy(asc(guideSections.position), asc(guideArticles.publishedAt));
  const sections = new Map<string, SitemapEntry>();
  for (const row of rows) {
    const path = practicalGuidePath(row.section);
    sections.set(path, { loc: path, lastmod: newest([sections.get(path)?.lastmod, row.updatedAt]) });
  }
  return [
    { loc: "/practical-guide", lastmod: newest(rows.map((r) => r.updatedAt)) },
    ...sections.values(),
    ...rows.map((row) => ({ loc: practicalGuidePath(row.section, row.slug), lastmod: row.updatedAt })),
  ];
}

/** The news lists and every article at its address by the SPEC rule. */
export async function newsSitemap(db: Db): Promise<SitemapEntry[]> {
  const [articles, categories] = await Promise.all([newsLinks(db), listNewsCategories(db)]);
  return [
    { loc: allNewsPath, lastmod: newest(articles.map((a) => a.updatedAt)) },
    ...categories.map((category) => ({
      loc: newsCategoryPath(category),
      lastmod: newest(
        articles.filter((a) => a.terms.some((t) => t.id === category.id)).map((a) => a.updatedAt),
      ),
    })),
    ...articles.map((article) => ({ loc: article.path, lastmod: article.updatedAt })),
  ];
}

/**
 * The used-car market: its front page, its search, and every listing for sale, newest first. At most
 * 45,000 listings, to stay within a sitemap file's 50,000 addresses.
 */
export async function usedSitemap(db: Db): Promise<SitemapEntry[]> {
  const rows = await db
    .select({
      id: usedListings.id,
      make: usedListings.make,
      model: usedListings.model,
      year: usedListings.year,
      updatedAt: usedListings.updatedAt,
    })
    .from(usedListings)
    .where(eq(usedListings.status, "active"))
    .orderBy(desc(usedListings.publishedAt), desc(usedListings.id))
    .limit(45_000);
  const latest = newest(rows.map((row) => row.updatedAt));
  return [
    { loc: USED_MARKET_PATH, lastmod: latest },
    { loc: USED_SEARCH_PATH, lastmod: latest },
    ...rows.map((row) => ({ loc: listingPath({ ...row, year: row.year ?? 0 }), lastmod: row.updatedAt })),
  ];
}

/** The dealer directory, dated by its latest change, and every dealer's page. */
export async function dealersSitemap(db: Db): Promise<SitemapEntry[]> {
  const rows = await dealerLinks(db);
  return [
    { loc: "/dealerships", lastmod: newest(rows.map((row) => row.updatedAt)) },
    ...rows.map((row) => ({ loc: dealerPath(row), lastmod: row.updatedAt })),
  ];
}

/** Pages that are not one piece of content; lists carry the date of their newest item. */
export async function staticSitemap(db: Db): Promise<SitemapEntry[]> {
  const [[catalogue], [offers], [reviews]] = await Promise.all([
    db
      .select({ at: max(versions.createdAt) })
      .from(versions)
      .where(publicVersionAlone),
    db.select({ at: max(deals.createdAt) }).from(deals),
    db
      .select({ at: max(driverReviews.createdAt) })
      .from(driverReviews)
      .where(eq(driverReviews.status, "approved")),
  ]);
  const lists = catalogue?.at ?? undefined;
  return [
    { loc: "/", lastmod: newest([lists, offers?.at ?? undefined]) },
    { loc: "/auto-guide", lastmod: newest([lists, offers?.at ?? undefined]) },
    { loc: "/auto-guide/new-cars", lastmod: lists },
    { loc: "/auto-guide/current-deals", lastmod: offers?.at ?? undefined },
    { loc: "/auto-guide/electric-cars", lastmod: lists },
    { loc: "/auto-guide/luxury-cars", lastmod: lists },
    { loc: "/auto-guide/new-on-market", lastmod: lists },
    { loc: REVIEWS_PATH, lastmod: reviews?.at ?? undefined },
    { loc: "/new-cars/search", lastmod: lists },
    { loc: "/comparator", lastmod: lists },
    { loc: USED_SAFETY_PATH, lastmod: safetyPage.updated },
    { loc: "/about-us" },
    { loc: DEVELOPERS_PATH },
    { loc: "/contact-us" },
    { loc: "/find-my-car" },
    { loc: "/privacy-policy-and-legal-notice" },
  ];
}

/** The child sitemaps of /sitemap.xml, by content type. */
export const sitemaps = {
  static: staticSitemap,
  catalogue: catalogueSitemap,
  news: newsSitemap,
  guides: guidesSitemap,
  used: usedSitemap,
  dealers: dealersSitemap,
} as const;

export type SitemapName = keyof typeof sitemaps;

export function isSitemapName(name: string): name is SitemapName {
  return Object.hasOwn(sitemaps, name);
}
