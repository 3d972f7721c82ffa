/**
 * The used-car market's view models as the server builds them (used-pages.server.ts) and the components
 * show them: every label already composed. Both sides import these types from here.
 */
import type { Invalid } from "~/shared/forms/form-data";
import type { PhotoSource } from "~/features/posting/listing-photos";
import type { ReportField } from "./listing-report";

/** A result card, every label composed. */
export interface ListingCardView {
  id: number;
  path: string;
  heading: string;
  title: string;
  priceText: string;
  negotiable: string | null;
  facts: string[];
  district: string;
  /** "3 photos" over the picture; null when the listing has no photo of the car (a drawing stands in). */
  photos: string | null;
  picture: PhotoSource;
  /** "Sold" or "No longer for sale" over the picture; null while for sale. */
  badge: string | null;
  /** The heart, on pages that show one: whether the signed-in member keeps this car, and its label. */
  favourite?: Heart;
}

/** One of a listing's first facts under its price ("2013", "126.500 km", "Diesel"…), with its icon if any. */
export interface ListingHighlight {
  icon: "calendar" | "gauge" | "map-pin" | null;
  text: string;
}

/** A favourite (heart) button's state and accessible name. */
export interface Heart {
  on: boolean;
  label: string;
}

export interface Choice {
  value: string;
  label: string;
}

export interface FilterChip {
  label: string;
  href: string;
}

/** "Save this search" on the search page: the canonical query, whether it is saved, and the words. */
export interface SaveSearchView {
  query: string;
  saved: boolean;
  text: { save: string; saving: string; saved: string; savedText: string; manage: string };
}

/** "Report this listing": the form's text and reasons, composed by the listing page's loader. */
export interface ReportFormText {
  title: string;
  intro: string;
  reason: string;
  chooseReason: string;
  reasons: Choice[];
  details: string;
  detailsHint: string;
  detailsMax: number;
  send: string;
  sending: string;
  safety: string;
  safetyLink: string;
}

/** What the report form's action answers: thanks, or what to correct (the form's values kept). */
export type ReportResult =
  { status: "sent"; message: string } | ({ status: "invalid" } & Invalid<ReportField>);
