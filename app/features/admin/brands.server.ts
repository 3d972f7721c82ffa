import { and, count, eq, gte, ilike, lte, ne, or, sql } from "drizzle-orm";
import type { Db } from "~/shared/db/client";
import { banners, brands, dealers, deals, models, newsArticles, versions } from "~/shared/db/schema";
import type { Locale } from "~/shared/i18n/locale";
import { textFor } from "~/shared/i18n/text";
import { formatDateTime, kigaliDate } from "~/shared/lib/dates";
import { editableBrandFields, type BrandInput } from "./brand-form";
import { countedPage, likePattern, nameOrder } from "./lists.server";
import { auditedSaves, savedRows, type SaveResult } from "./saves.server";
import { adminText } from "./text/admin";
import type { ItemSort, ListRow } from "./view";

/** The dashboard's figures. */
export async function catalogueCounts(db: Db) {
  const tally = async (query: PromiseLike<{ value: number }[]>) => (await query)[0]?.value ?? 0;
  const today = kigaliDate();
  const [brandCount, modelCount, versionCount, dealerCount, bannerCount, articleCount, dealCount] =
    await Promise.all([
      tally(db.select({ value: count() }).from(brands)),
      tally(db.select({ value: count() }).from(models)),
      tally(db.select({ value: count() }).from(versions)),
      tally(db.select({ value: count() }).from(dealers)),
      tally(db.select({ value: count() }).from(banners)),
      tally(db.select({ value: count() }).from(newsArticles)),
      tally(
        db
          .select({ value: count() })
          .from(deals)
          .where(and(lte(deals.validFrom, today), gte(deals.validTo, today))),
      ),
    ]);
  return {
    brands: brandCount,
    models: modelCount,
    versions: versionCount,
    dealers: dealerCount,
    banners: bannerCount,
    articles: articleCount,
    liveDeals: dealCount,
  };
}

/** A page of brands, published or not: by name (or part of it), alphabetically or newest first. */
export async function brandPage(db: Db, filters: { q: string; sort: ItemSort; page: number }) {
  const where = filters.q ? ilike(brands.name, likePattern(filters.q)) : undefined;
  const { page, rows } = await countedPage(
    db,
    brands,
    where,
    filters.page,
    db
      .select({
        id: brands.id,
        name: brands.name,
        slug: brands.slug,
        country: brands.country,
        published: brands.published,
        updatedAt: brands.updatedAt,
      })
      .from(brands)
      .where(where)
      .orderBy(...nameOrder(filters.sort, { name: brands.name, newest: brands.createdAt, id: brands.id })),
  );
  const list: ListRow[] = rows.map(({ updatedAt, slug, country, ...row }) => ({
    ...row,
    label: row.name,
    updated: formatDateTime(updatedAt),
    cells: { slug, country },
  }));
  return { page, rows: list };
}

const editColumns = {
  id: brands.id,
  name: brands.name,
  slug: brands.slug,
  colour: brands.colour,
  country: brands.country,
  description: brands.description,
  published: brands.published,
  updatedAt: brands.updatedAt,
};
const rows = savedRows(brands, editColumns);

/** A brand as the edit form shows it, or undefined. */
export async function brandForEdit(db: Db, id: number) {
  const [row] = await db.select(editColumns).from(brands).where(eq(brands.id, id));
  return row;
}

export type BrandSaveResult = SaveResult<"name" | "slug">;

/** Another brand with this name or slug (case-insensitive name): the form says which field. */
async function taken(db: Db, input: BrandInput, locale: Locale, exceptId?: number) {
  const t = textFor(adminText, locale);
  const others = exceptId === undefined ? undefined : ne(brands.id, exceptId);
  const [clash] = await db
    .select({ name: brands.name, slug: brands.slug })
    .from(brands)
    .where(and(or(eq(brands.slug, input.slug), sql`lower(${brands.name}) = lower(${input.name})`), others))
    .limit(1);
  if (!clash) return undefined;
  return clash.slug === input.slug
    ? ({ status: "taken", field: "slug", message: t("admin.brand.error.slugTaken") } as const)
    : ({ status: "taken", field: "name", message: t("admin.brand.error.nameTaken") } as const);
}

/** Creates a brand, or saves an edit of one, each with its audit entry (see `auditedSaves`). */
export const { create: createBrand, update: updateBrand } = auditedSaves({
  entityType: "brand",
  fields: editableBrandFields,
  taken,
  ...rows,
});
