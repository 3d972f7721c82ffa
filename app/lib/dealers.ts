/** The dealer directory's vocabularies (issue: dealers, reviews, lead magnet, banners). */

/** What a dealer does: sells new cars, sells used cars, services and repairs cars. */
export const dealerServices = ["new", "used", "service"] as const;
export type DealerService = (typeof dealerServices)[number];

/** Opening hours of one day, in Kigali time ("08:00"–"17:30"); a day missing from the week is closed. */
export interface OpeningHours {
  /** 0 = Sunday … 6 = Saturday, as Date.getDay() counts. */
  day: number;
  opens: string;
  closes: string;
}
