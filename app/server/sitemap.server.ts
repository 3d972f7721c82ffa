import { asc, eq, max } from "drizzle-orm";
import { brandPath, modelPath, practicalGuidePath, versionPath } from "~/lib/links";
import { newest, type SitemapEntry } from "~/lib/sitemap";
import type { Db } from "./db/client";
import { brands, deals, guideArticles, guideSections, models, versions } from "./db/schema";

/** Every version with its model and brand: the catalogue's pages and when each last changed. */
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
    .orderBy(asc(brands.name), asc(models.name), asc(versions.priceRwf));
}

export async function catalogueSitemap(db: Db): Promise<SitemapEntry[]> {
  const rows = await catalogueRows(db);
  const changed = new Map<string, Date>();
  const touch = (path: string, date: Date) => {
    const known = changed.get(path);
    if (!known || known < date) changed.set(path, date);
  };
  for (const { brand, model, version } of rows) {
    const date = newest([brand.createdAt, model.createdAt, version.createdAt])!;
    touch(brandPath(brand), date);
    touch(modelPath(brand, model), date);
    touch(versionPath(brand, model, version), version.createdAt);
  }
  return [...changed].map(([loc, lastmod]) => ({ loc, lastmod }));
}

export async function guidesSitemap(db: Db): Promise<SitemapEntry[]> {
  const rows = await db
    .select({ section: guideSections.slug, slug: guideArticles.slug, updatedAt: guideArticles.updatedAt })
    .from(guideArticles)
    .innerJoin(guideSections, eq(guideSections.id, guideArticles.sectionId))
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

/** Pages that are not one piece of content; lists carry the date of their newest item. */
export async function staticSitemap(db: Db): Promise<SitemapEntry[]> {
  const [[catalogue], [offers]] = await Promise.all([
    db.select({ at: max(versions.createdAt) }).from(versions),
    db.select({ at: max(deals.createdAt) }).from(deals),
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
    { loc: "/new-cars/search", lastmod: lists },
    { loc: "/comparator", lastmod: lists },
    { loc: "/about-us" },
    { loc: "/contact-us" },
    { loc: "/privacy-policy-and-legal-notice" },
  ];
}

/** The child sitemaps of /sitemap.xml, by content type. */
export const sitemaps = {
  static: staticSitemap,
  catalogue: catalogueSitemap,
  guides: guidesSitemap,
} as const;

export type SitemapName = keyof typeof sitemaps;

export function isSitemapName(name: string): name is SitemapName {
  return Object.hasOwn(sitemaps, name);
}
