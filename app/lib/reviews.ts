/** Driver reviews' vocabularies (issue: dealers, reviews, lead magnet, banners). */

/** The criteria a driver rates from 1 to 5, besides the overall stars. */
export const reviewCriteria = ["comfort", "performance", "value", "reliability", "economy"] as const;
export type ReviewCriterion = (typeof reviewCriteria)[number];

/** How long the reviewer has had the car. */
export const ownershipDurations = ["under-6-months", "6-12-months", "1-3-years", "over-3-years"] as const;
export type OwnershipDuration = (typeof ownershipDurations)[number];

/** A review waits for an editor before it is shown; a declined one carries a reason for its author. */
export const reviewStatuses = ["pending", "approved", "declined"] as const;
export type ReviewStatus = (typeof reviewStatuses)[number];
