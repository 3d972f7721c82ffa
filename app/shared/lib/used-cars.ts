/**
 * The used-car market's vocabularies and rules (issue: used-car market), shared by the schema, the
 * search, the forms and the pages.
 */
import { IMAGE_MAX_BYTES } from "./images";
import { slugify } from "./slug";

/** A listing's life: a draft while being written, pending until a moderator approves it (SPEC §2.1). */
export const listingStatuses = ["draft", "pending", "active", "declined", "sold", "expired"] as const;
export type ListingStatus = (typeof listingStatuses)[number];

/** Buyers think of gearboxes as manual or automatic; CVT and dual-clutch count as automatic. */
export const gearboxes = ["manual", "automatic"] as const;
export type Gearbox = (typeof gearboxes)[number];

/** Rwanda drives on the right: a right-hand-drive car gets only a temporary permit. */
export const steeringSides = ["left", "right"] as const;
export type SteeringSide = (typeof steeringSides)[number];

export const conditions = ["excellent", "good", "fair", "needs-work"] as const;
export type Condition = (typeof conditions)[number];

/** Locally used (already registered in Rwanda) or newly imported (not yet registered here). */
export const importStatuses = ["local", "imported"] as const;
export type ImportStatus = (typeof importStatuses)[number];

export const sellerTypes = ["private", "dealer"] as const;
export type SellerType = (typeof sellerTypes)[number];

/** A listing stays on the market this long after it is published or renewed. */
export const LISTING_LIFETIME_DAYS = 60;

export const LISTING_PHOTOS_MAX = 12;

/** What one uploaded photo may weigh before it is processed. */
export const PHOTO_MAX_BYTES = IMAGE_MAX_BYTES;

/** The steps of the listing form, in order (/poster-une-annonce). */
export const postSteps = ["car", "details", "photos", "price", "review"] as const;
export type PostStep = (typeof postSteps)[number];

/** Why a visitor reports a listing. */
export const reportReasons = [
  "scam",
  "sold",
  "wrong-details",
  "wrong-price",
  "duplicate",
  "offensive",
  "other",
] as const;
export type ReportReason = (typeof reportReasons)[number];

/** A report is open until a moderator dismisses it or takes the listing down. */
export const reportStatuses = ["open", "dismissed", "removed"] as const;
export type ReportStatus = (typeof reportStatuses)[number];

/** /marche-doccasion/annonce/{id}-{slug}, the slug from make, model and year. */
export function listingSlug(listing: { make: string; model: string; year: number }): string {
  return slugify(`${listing.make} ${listing.model} ${listing.year}`);
}

export function listingPath(listing: { id: number; make: string; model: string; year: number }): string {
  return `/marche-doccasion/annonce/${listing.id}-${listingSlug(listing)}`;
}

/** How pages and mails name a listing's car: "Toyota RAV4 2017" (a draft may not have its year yet). */
export function listingName(listing: { make: string; model: string; year: number | null }): string {
  return [listing.make, listing.model, listing.year ?? ""].join(" ").replace(/\s+/g, " ").trim();
}
