/** Members' favourite listings (the heart): keeping and dropping them, and reading them back. */
import { and, count, desc, eq, inArray } from "drizzle-orm";
import { z } from "zod";
import { paginate, type Page } from "~/shared/lib/pagination";
import { listingName } from "~/shared/lib/used-cars";
import type { Locale } from "~/shared/i18n/locale";
import { textFor } from "~/shared/i18n/text";
import { favouritesText } from "./text/favourites";
import type { Db } from "../../shared/db/client";
import { usedListingFavourites as favourites, usedListings } from "../../shared/db/schema";
import { selectCards, toCard, type ListingCard } from "./used-market.server";
import { INTEGER_MAX } from "~/shared/lib/ids";

/** Listings the public sees, and so the ones a heart can be set on or that the favourites page lists. */
const visible = inArray(usedListings.status, ["active", "sold", "expired"]);

/** Which of `ids` the member keeps as favourites (one query); an empty set for visitors. */
export async function favouriteIds(
  db: Db,
  userId: string | undefined,
  ids: readonly number[],
): Promise<Set<number>> {
  if (!userId || ids.length === 0) return new Set();
  const rows = await db
    .select({ id: favourites.listingId })
    .from(favourites)
    .where(and(eq(favourites.userId, userId), inArray(favourites.listingId, [...ids])));
  return new Set(rows.map((row) => row.id));
}

/**
 * Keeps (`on`) or drops a favourite. Setting one twice, or dropping one that is not there, changes
 * nothing. Returns the car's name, or undefined when no visible listing has that id (nothing is kept).
 */
export async function setFavourite(
  db: Db,
  { userId, listingId, on }: { userId: string; listingId: number; on: boolean },
): Promise<{ make: string; model: string; year: number | null } | undefined> {
  const [listing] = await db
    .select({ make: usedListings.make, model: usedListings.model, year: usedListings.year })
    .from(usedListings)
    .where(and(eq(usedListings.id, listingId), visible));
  if (on) {
    if (!listing) return undefined;
    await db.insert(favourites).values({ userId, listingId }).onConflictDoNothing();
  } else {
    // Dropping works for any listing, so a member can clear one that has since left the market.
    await db
      .delete(favourites)
      .where(and(eq(favourites.userId, userId), eq(favourites.listingId, listingId)));
  }
  return listing;
}

/** One page of the member's favourites, the last kept first; sold and ended ones included, marked. */
export async function favouriteListings(
  db: Db,
  userId: string,
  { page, perPage }: { page: number; perPage: number },
): Promise<{ page: Page; listings: ListingCard[] }> {
  const mine = and(eq(favourites.userId, userId), visible);
  const [total] = await db
    .select({ n: count() })
    .from(favourites)
    .innerJoin(usedListings, eq(usedListings.id, favourites.listingId))
    .where(mine);
  const pageInfo = paginate(total?.n ?? 0, page, perPage);
  const rows = await selectCards(db)
    .innerJoin(favourites, eq(favourites.listingId, usedListings.id))
    .where(mine)
    .orderBy(desc(favourites.createdAt), desc(usedListings.id))
    .limit(perPage)
    .offset(pageInfo.offset);
  return { page: pageInfo, listings: rows.map(toCard) };
}

/** The hearts' form and the favourites page's Remove buttons: which listing, and keep (1) or drop (0). */
export const favouriteForm = z.object({
  listing: z.coerce.number().int().positive().max(INTEGER_MAX),
  favourite: z.enum(["0", "1"]),
});

export type FavouriteResult = { listing: number; favourite: boolean; message: string };

/**
 * Keeps or drops one favourite and says so (in `locale`): `found` is false when the member tried to keep a listing the
 * public cannot see (nothing is kept).
 */
export async function changeFavourite(
  db: Db,
  { userId, listingId, on }: { userId: string; listingId: number; on: boolean },
  locale: Locale,
): Promise<{ found: boolean; result: FavouriteResult }> {
  const t = textFor(favouritesText, locale);
  const listing = await setFavourite(db, { userId, listingId, on });
  if (on && !listing)
    return {
      found: false,
      result: { listing: listingId, favourite: false, message: t("favourites.error.listing") },
    };
  return {
    found: true,
    result: {
      listing: listingId,
      favourite: on,
      message: listing ? t("favourites.removed", { car: listingName(listing) }) : "",
    },
  };
}
