/**
 * What a seller may do with a listing in each state (/account/listings, /poster-une-annonce), and what
 * renewing and editing do to it.
 */
import { LISTING_LIFETIME_DAYS, type ListingStatus } from "../../shared/lib/used-cars";

const DAY_MS = 86_400_000;

/** An online listing may be renewed in its last days, before it ends. */
export const RENEW_WINDOW_DAYS = 7;

/** The states a seller may still change a listing in (a sold or ended one is closed; renew it first). */
const editable: readonly ListingStatus[] = ["draft", "pending", "active", "declined"];

export function canEdit(status: ListingStatus): boolean {
  return editable.includes(status);
}

/**
 * The state of a listing once the seller saves a change: a draft again, whatever it was, so nothing
 * reaches buyers before the seller sends it and a moderator approves it.
 */
export function statusAfterEdit(status: ListingStatus): ListingStatus {
  return canEdit(status) ? "draft" : status;
}

/** Only a car on sale can be marked as sold. */
export function canMarkSold(status: ListingStatus): boolean {
  return status === "active";
}

/** An ended listing, or an online one in its last {@link RENEW_WINDOW_DAYS} days (or past its end). */
export function canRenew(listing: { status: ListingStatus; expiresAt: Date | null }, now: Date): boolean {
  if (listing.status === "expired") return true;
  return (
    listing.status === "active" &&
    listing.expiresAt !== null &&
    listing.expiresAt.getTime() - now.getTime() <= RENEW_WINDOW_DAYS * DAY_MS
  );
}

/**
 * Renewing: another {@link LISTING_LIFETIME_DAYS} days from now. The listing is back online if a
 * moderator approved it before (it has been published); otherwise it goes to them first.
 */
export function renewal(
  listing: { publishedAt: Date | null },
  now: Date,
): { status: "active" | "pending"; expiresAt: Date } {
  return {
    status: listing.publishedAt ? "active" : "pending",
    expiresAt: new Date(now.getTime() + LISTING_LIFETIME_DAYS * DAY_MS),
  };
}
