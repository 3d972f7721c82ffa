/**
 * Driver reviews' view models as the server builds them (review-pages.server.ts) and the components show
 * them: every label already composed. Both sides import these types from here.
 */
import type { Invalid } from "~/shared/forms/form-data";
import type { PageNav } from "~/shared/lib/pagination";
import type { ReviewField } from "./review-form";
import type { AggregateRating } from "./reviews";

/** A rating criterion: its label and value. */
export interface CriterionView {
  key: string;
  label: string;
  value: number | null;
  /** The value as read out and shown ("4.2"). */
  text: string;
}

/** A published review as the loader composed it (every label included). */
export interface ReviewView {
  id: number;
  title: string;
  body: string;
  overall: number;
  overallLabel: string;
  criteria: CriterionView[];
  criteriaLabel: string;
  ownership: string;
  author: string;
  date: string;
  dateIso: string;
  car: { name: string; path: string };
}

/** A model's ratings: the average, each criterion's average and how the stars are spread. */
export interface RatingSummaryView {
  count: number;
  overall: number | null;
  overallText: string;
  overallLabel: string;
  basedOn: string;
  criteria: CriterionView[];
  criteriaLabel: string;
  distributionLabel: string;
  distribution: { stars: number; count: number; label: string; percent: number }[];
}

/** The model page's section: the averages, the stars' distribution, the latest reviews and the links. */
export interface ModelReviewsView {
  summary: RatingSummaryView;
  reviews: ReviewView[];
  aggregateRating: AggregateRating | undefined;
  writeHref: string;
  allHref: string | null;
  text: { heading: string; none: string; write: string; all: string };
}

/** What a model page's loader sends of its reviews: the heading's part, and the rest as a server part. */
export interface ModelReviewsPart {
  heading: string;
  write: string;
  writeHref: string;
  /** `serverPart` of `ModelReviewsBody`. */
  body: string | undefined;
}

/** The moderation tab's reviews waiting for a check, one page of them. */
export interface ReviewQueueView {
  items: (ReviewView & { account: string; sent: string })[];
  text: {
    empty: string;
    approve: string;
    declineOpen: string;
    decline: string;
    reason: string;
    reasonHint: string;
  };
  pagination: PageNav | null;
}

/** What the review form's action answers: thanks, or what to correct (the form's values kept). */
export type WriteReviewResult =
  ({ status: "invalid"; message: string } & Invalid<ReviewField>) | { status: "sent"; message: string };
