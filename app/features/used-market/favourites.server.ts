/** Members' favourite listings (the heart): keeping and dropping them, and reading them back. */
import { and, count, desc, eq, inArray } from "drizzle-orm";
import { data, redirect, type AppLoadContext } from "react-router";
import { z } from "zod";
import { FAVOURITES_PATH, loginPath, safeRedirect } from "~/shared/lib/links";
import { paginate, type Page } from "~/shared/lib/pagination";
import { listingName } from "~/shared/lib/used-cars";
import { tFavourites } from "~/features/used-market/text/en/favourites";
import { currentUser } from "../../shared/auth/auth.server";
import type { Db } from "../../shared/db/client";
import { usedListingFavourites as favourites, usedListings } from "../../shared/db/schema";
import { isScriptRequest } from "../../shared/http/same-origin";
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

const favouriteForm = z.object({
  listing: z.coerce.number().int().positive().max(INTEGER_MAX),
  favourite: z.enum(["0", "1"]),
});

export type FavouriteResult = { listing: number; favourite: boolean; message: string };

/**
 * The hearts' form (every page's) and this page's Remove buttons: keeps or drops one favourite. A script
 * gets the new state as data; a plain form post goes back to the page it came from. Signed out, the
 * visitor signs in first and comes back to that page.
 */
export async function favouriteAction(request: Request, context: AppLoadContext) {
  const form = await request.formData();
  const redirectTo = form.get("redirectTo");
  const back = safeRedirect(typeof redirectTo === "string" ? redirectTo : null, FAVOURITES_PATH);
  const user = await currentUser(context.auth, request);
  if (!user) throw redirect(loginPath(back));
  const parsed = favouriteForm.safeParse({ listing: form.get("listing"), favourite: form.get("favourite") });
  if (!parsed.success) throw data("Unknown form", { status: 400 });
  const on = parsed.data.favourite === "1";
  const listing = await setFavourite(context.db, { userId: user.id, listingId: parsed.data.listing, on });
  if (!isScriptRequest(request)) throw redirect(back, 303);
  if (on && !listing)
    return data<FavouriteResult>(
      { listing: parsed.data.listing, favourite: false, message: tFavourites("favourites.error.listing") },
      { status: 404 },
    );
  return data<FavouriteResult>({
    listing: parsed.data.listing,
    favourite: on,
    message: listing ? tFavourites("favourites.removed", { car: listingName(listing) }) : "",
  });
}
