/**
 * The used-car market's reading side: the search behind /marche-doccasion/rechercher (active listings
 * only, every filter and sort on an index), its facets, and the listing page's data.
 */
import { and, asc, count, desc, eq, gt, gte, inArray, lte, ne, sql, type SQL } from "drizzle-orm";
import { paginate, type Page } from "~/shared/lib/pagination";
import { listingPath, type ListingStatus } from "~/shared/lib/used-cars";
import type { UsedFilters, UsedSort } from "~/features/used-market/used-filters";
import { bodyTypes, type BodyType } from "~/shared/lib/vehicle";
import type { Db } from "../../shared/db/client";
import { usedListingCounts, usedListingPhotos, usedListings } from "../../shared/db/schema";

const active = eq(usedListings.status, "active");
const countsTotal = sql<number>`coalesce(sum(${usedListingCounts.listings}), 0)::int`;
const inCounts = gt(usedListingCounts.listings, 0);

/** The conditions of a search: active listings matching every filter (the search, its count, the alerts). */
export function filterConditions(filters: UsedFilters): SQL[] {
  const where: SQL[] = [active];
  if (filters.makes.length > 0) where.push(inArray(usedListings.makeKey, filters.makes));
  if (filters.model) where.push(eq(usedListings.modelKey, filters.model));
  if (filters.priceMin !== undefined) where.push(gte(usedListings.priceRwf, filters.priceMin));
  if (filters.priceMax !== undefined) where.push(lte(usedListings.priceRwf, filters.priceMax));
  if (filters.yearMin !== undefined) where.push(gte(usedListings.year, filters.yearMin));
  if (filters.yearMax !== undefined) where.push(lte(usedListings.year, filters.yearMax));
  if (filters.mileageMax !== undefined) where.push(lte(usedListings.mileageKm, filters.mileageMax));
  if (filters.energy) where.push(eq(usedListings.energy, filters.energy));
  if (filters.gearbox) where.push(eq(usedListings.gearbox, filters.gearbox));
  if (filters.body) where.push(eq(usedListings.body, filters.body));
  if (filters.district) where.push(eq(usedListings.district, filters.district));
  if (filters.seller) where.push(eq(usedListings.sellerType, filters.seller));
  return where;
}

export const orders: Record<UsedSort, SQL[]> = {
  newest: [desc(usedListings.publishedAt), desc(usedListings.id)],
  "price-asc": [asc(usedListings.priceRwf), asc(usedListings.id)],
  "price-desc": [desc(usedListings.priceRwf), desc(usedListings.id)],
  mileage: [asc(usedListings.mileageKm), desc(usedListings.id)],
  year: [desc(usedListings.year), desc(usedListings.id)],
};

/** What a result card shows. */
export interface ListingCard {
  id: number;
  path: string;
  make: string;
  model: string;
  title: string;
  year: number;
  mileageKm: number;
  priceRwf: number;
  negotiable: boolean;
  energy: NonNullable<(typeof usedListings.$inferSelect)["energy"]>;
  gearbox: NonNullable<(typeof usedListings.$inferSelect)["gearbox"]>;
  district: string;
  sellerType: (typeof usedListings.$inferSelect)["sellerType"];
  photoCount: number;
  /** The cover: an uploaded photo's key, else the drawing's URL (demo listings). */
  pictureKey: string | null;
  picture: string;
  status: ListingStatus;
}

/** A listing's cover (its first photo): the drawing's URL ('' for an upload) and an upload's key. */
export const coverColumns = {
  // Written out in full: Drizzle leaves columns unqualified in a one-table select, and an unqualified
  // "id" inside the subquery would be the photo's own.
  picture: sql<string | null>`(select coalesce(photo.drawing, '') from used_listing_photos photo
    where photo.listing_id = used_listings.id order by photo.position limit 1)`,
  pictureKey: sql<string | null>`(select photo.storage_key from used_listing_photos photo
    where photo.listing_id = used_listings.id order by photo.position limit 1)`,
};

/** What a listing's card and the public API both show of it (never the seller's name or phone). */
export const listingFactColumns = {
  id: usedListings.id,
  make: usedListings.make,
  model: usedListings.model,
  title: usedListings.title,
  year: usedListings.year,
  mileageKm: usedListings.mileageKm,
  priceRwf: usedListings.priceRwf,
  negotiable: usedListings.negotiable,
  energy: usedListings.energy,
  gearbox: usedListings.gearbox,
  district: usedListings.district,
  sellerType: usedListings.sellerType,
};

const cardColumns = {
  ...listingFactColumns,
  // Photos of the car only: a demo listing's drawing is not one, whatever an older photo_count says.
  photoCount: sql<number>`(select count(*)::int from used_listing_photos photo
    where photo.listing_id = used_listings.id and photo.storage_key is not null)`,
  status: usedListings.status,
  ...coverColumns,
};

/** Listings as cards: `.where(…)` and `.orderBy(…)` to follow, then `toCard` on each row. */
export const selectCards = (db: Db) => db.select(cardColumns).from(usedListings);
type CardRow = Awaited<ReturnType<typeof selectCards>>[number];

/** A published listing has every field a card shows; the schema allows nulls only for drafts. */
export function toCard(row: CardRow): ListingCard {
  const year = row.year ?? 0;
  return {
    ...row,
    year,
    mileageKm: row.mileageKm ?? 0,
    priceRwf: row.priceRwf ?? 0,
    energy: row.energy ?? "petrol",
    gearbox: row.gearbox ?? "manual",
    district: row.district ?? "",
    picture: row.picture ?? "",
    path: listingPath({ id: row.id, make: row.make, model: row.model, year }),
  };
}

/**
 * Counts stop here: "10.000+ cars" says enough to a buyer, and a count that may stop early stays fast on
 * a market of hundreds of thousands of listings.
 */
export const COUNT_CAP = 10_000;

/** How many active listings match, exactly up to COUNT_CAP; `capped` when there are more. */
export interface ListingCount {
  count: number;
  capped: boolean;
}

/**
 * Filters that `used_listing_counts` answers exactly (makes, model, body type, nothing else) are counted
 * there; others count the listings themselves, up to the cap.
 */
async function countMatching(db: Db, filters: UsedFilters, cap: number): Promise<ListingCount> {
  const { makes, model, body, sort: _sort, ...others } = filters;
  if (Object.values(others).every((value) => value === undefined)) {
    const where = [inCounts];
    if (makes.length > 0) where.push(inArray(usedListingCounts.makeKey, makes));
    if (model) where.push(eq(usedListingCounts.modelKey, model));
    if (body) where.push(eq(usedListingCounts.body, body));
    const [row] = await db
      .select({ total: countsTotal })
      .from(usedListingCounts)
      .where(and(...where));
    return { count: row?.total ?? 0, capped: false };
  }
  const matching = db
    .select({ id: usedListings.id })
    .from(usedListings)
    .where(and(...filterConditions(filters)))
    .limit(cap + 1)
    .as("matching");
  const [row] = await db.select({ total: count() }).from(matching);
  const total = row?.total ?? 0;
  return { count: Math.min(total, cap), capped: total > cap };
}

export interface SearchResult extends ListingCount {
  page: Page;
  listings: ListingCard[];
}

/** One page of active listings matching the filters, in the chosen order (pages end at the count's cap). */
export async function searchListings(
  db: Db,
  filters: UsedFilters,
  { page, perPage, cap = COUNT_CAP }: { page: number; perPage: number; cap?: number },
): Promise<SearchResult> {
  const total = await countMatching(db, filters, cap);
  const pageInfo = paginate(total.count, page, perPage);
  const rows = await selectCards(db)
    .where(and(...filterConditions(filters)))
    .orderBy(...orders[filters.sort])
    .limit(perPage)
    .offset(pageInfo.offset);
  return { ...total, page: pageInfo, listings: rows.map(toCard) };
}

/** How many active listings match: the search form's live count, the home page's figure. */
export function countListings(db: Db, filters: UsedFilters, cap = COUNT_CAP): Promise<ListingCount> {
  return countMatching(db, filters, cap);
}

export interface Facet {
  key: string;
  label: string;
  count: number;
}

/**
 * Makes on the market now with their listing counts, most listed first; the models of one make. Read from
 * `used_listing_counts`, which a trigger keeps current as listings come and go.
 */
export async function marketFacets(
  db: Db,
  make: string | undefined,
): Promise<{ makes: Facet[]; models: Facet[] }> {
  const makeLabel = sql<string>`min(${usedListingCounts.make})`;
  const makes = await db
    .select({ key: usedListingCounts.makeKey, label: makeLabel, count: countsTotal })
    .from(usedListingCounts)
    .where(inCounts)
    .groupBy(usedListingCounts.makeKey)
    .orderBy(desc(countsTotal), asc(makeLabel));
  const modelLabel = sql<string>`min(${usedListingCounts.model})`;
  const models = make
    ? await db
        .select({ key: usedListingCounts.modelKey, label: modelLabel, count: countsTotal })
        .from(usedListingCounts)
        .where(and(inCounts, eq(usedListingCounts.makeKey, make)))
        .groupBy(usedListingCounts.modelKey)
        .orderBy(asc(modelLabel))
    : [];
  const known = (rows: Facet[]) => rows.filter((row) => row.key !== "" && row.count > 0);
  return { makes: known(makes), models: known(models) };
}

/** The newest active listings (the market's home page). */
export async function latestListings(db: Db, limit: number): Promise<ListingCard[]> {
  const rows = await selectCards(db)
    .where(active)
    .orderBy(...orders.newest)
    .limit(limit);
  return rows.map(toCard);
}

/** Active listings per body type, for "browse by body", most first. */
export async function bodyCounts(db: Db): Promise<{ body: BodyType; count: number }[]> {
  const rows = await db
    .select({ body: usedListingCounts.body, count: countsTotal })
    .from(usedListingCounts)
    .where(inCounts)
    .groupBy(usedListingCounts.body)
    .orderBy(desc(countsTotal));
  return rows.filter((row): row is { body: BodyType; count: number } =>
    bodyTypes.some((body) => body === row.body),
  );
}

/** A listing the public may see: active, sold or expired (never a draft, pending or declined one). */
export async function publicListing(db: Db, id: number) {
  const [listing] = await db
    .select()
    .from(usedListings)
    .where(and(eq(usedListings.id, id), inArray(usedListings.status, ["active", "sold", "expired"])));
  if (!listing) return undefined;
  const photos = await db
    .select()
    .from(usedListingPhotos)
    .where(eq(usedListingPhotos.listingId, id))
    .orderBy(asc(usedListingPhotos.position));
  return { listing, photos };
}

/** Up to `limit` active listings like this one: same model, else same make, else same body, near in price. */
export async function similarListings(
  db: Db,
  listing: typeof usedListings.$inferSelect,
  limit: number,
): Promise<ListingCard[]> {
  const price = listing.priceRwf ?? 0;
  const rows = await selectCards(db)
    .where(
      and(
        active,
        ne(usedListings.id, listing.id),
        sql`(${usedListings.makeKey} = ${listing.makeKey} or ${usedListings.body} = ${listing.body})`,
      ),
    )
    .orderBy(
      desc(
        sql`${usedListings.modelKey} = ${listing.modelKey} and ${usedListings.makeKey} = ${listing.makeKey}`,
      ),
      desc(sql`${usedListings.makeKey} = ${listing.makeKey}`),
      sql`abs(${usedListings.priceRwf} - ${price})`,
    )
    .limit(limit);
  return rows.map(toCard);
}
