/** The value sets of the database's text columns, which the features' rules and forms share. */

/** Where banners show (SPEC §7 banner feed). */
export const bannerPlacements = ["home-hero", "guide-sidebar", "article-inline"] as const;

export type BannerPlacement = (typeof bannerPlacements)[number];

/** Opening hours of one day, in Kigali time ("08:00"–"17:30"); a day missing from the week is closed. */
export interface OpeningHours {
  /** 0 = Sunday … 6 = Saturday, as Date.getDay() counts. */
  day: number;
  opens: string;
  closes: string;
}

export const carConditions = ["new", "used", "both"] as const;

export type CarCondition = (typeof carConditions)[number];

export const paymentMethods = ["cash", "bank-loan", "leasing", "undecided"] as const;

export type PaymentMethod = (typeof paymentMethods)[number];

/** How long the reviewer has had the car. */
export const ownershipDurations = ["under-6-months", "6-12-months", "1-3-years", "over-3-years"] as const;

export type OwnershipDuration = (typeof ownershipDurations)[number];

/** A review waits for an editor before it is shown; a declined one carries a reason for its author. */
export const reviewStatuses = ["pending", "approved", "declined"] as const;

export type ReviewStatus = (typeof reviewStatuses)[number];
