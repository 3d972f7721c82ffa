/**
 * Driver reviews: their vocabularies, and the rules every page shares (the list's filters as they travel
 * in the URL, rating summaries, the AggregateRating of the model's JSON-LD). No zod here: pages import it.
 */

/** The criteria a driver rates from 1 to 5, besides the overall stars. */
export const reviewCriteria = ["comfort", "performance", "value", "reliability", "economy"] as const;
export type ReviewCriterion = (typeof reviewCriteria)[number];

/** Every rating of a review: the overall stars, then the criteria. */
export const ratingFields = ["overall", ...reviewCriteria] as const;
export type RatingField = (typeof ratingFields)[number];

export const BEST_RATING = 5;
export const WORST_RATING = 1;

export const REVIEWS_PATH = "/auto-guide/driver-reviews";
export const WRITE_REVIEW_PATH = "/auto-guide/driver-reviews/write";
export const MY_REVIEWS_PATH = "/account/reviews";

/** The page that writes (or edits) the signed-in member's review of a model. */
export const writeReviewPath = (modelId: number) => `${WRITE_REVIEW_PATH}?model=${modelId}`;

export const reviewSorts = ["date", "rating"] as const;
export type ReviewSort = (typeof reviewSorts)[number];

export interface ReviewFilters {
  /** A brand slug; checked against the catalogue by the server. */
  make?: string;
  /** A model slug, meaningful only with a make. */
  model?: string;
  sort: ReviewSort;
  page: number;
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const slugParam = (value: string | null) =>
  value && value.length <= 80 && SLUG.test(value) ? value : undefined;

/** Reads the list's filters from the URL leniently: a value that cannot be right is ignored, not an error. */
export function parseReviewFilters(params: URLSearchParams): ReviewFilters {
  const make = slugParam(params.get("make"));
  const model = make ? slugParam(params.get("model")) : undefined;
  const sort = reviewSorts.find((value) => value === params.get("sort")) ?? "date";
  const pageValue = params.get("page");
  const page = pageValue && /^[0-9]{1,6}$/.test(pageValue) ? Math.max(1, Number(pageValue)) : 1;
  return { make, model, sort, page };
}

/** The canonical query of a filter set: empty choices, the default sort and page 1 stay out of it. */
export function reviewQuery(filters: Partial<ReviewFilters>): string {
  const params = new URLSearchParams();
  if (filters.make) {
    params.set("make", filters.make);
    if (filters.model) params.set("model", filters.model);
  }
  if (filters.sort && filters.sort !== "date") params.set("sort", filters.sort);
  if (filters.page && filters.page > 1) params.set("page", String(filters.page));
  const query = params.toString();
  return query ? `?${query}` : "";
}

/** The reviews of one model with the same overall stars: how many, and the sum of each criterion. */
export interface RatingGroup {
  overall: number;
  count: number;
  sums: Record<ReviewCriterion, number>;
}

export interface RatingSummary {
  count: number;
  /** Averages to one decimal; null when there is no review. */
  overall: number | null;
  criteria: Record<ReviewCriterion, number | null>;
  /** How many reviews gave 5, 4, 3, 2 and 1 stars, in that order. */
  distribution: { stars: number; count: number }[];
}

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/** Averages and the star distribution from the groups a query returns (groups outside 1–5 are ignored). */
export function summarizeRatings(groups: readonly RatingGroup[]): RatingSummary {
  const valid = groups.filter(
    (group) =>
      Number.isInteger(group.overall) &&
      group.overall >= WORST_RATING &&
      group.overall <= BEST_RATING &&
      group.count > 0,
  );
  const count = valid.reduce((sum, group) => sum + group.count, 0);
  const average = (total: number) => (count ? oneDecimal(total / count) : null);
  const criteria = Object.fromEntries(
    reviewCriteria.map((criterion) => [
      criterion,
      average(valid.reduce((sum, group) => sum + group.sums[criterion], 0)),
    ]),
  ) as Record<ReviewCriterion, number | null>;
  const distribution = [5, 4, 3, 2, 1].map((stars) => ({
    stars,
    count: valid.filter((group) => group.overall === stars).reduce((sum, group) => sum + group.count, 0),
  }));
  return {
    count,
    overall: average(valid.reduce((sum, group) => sum + group.overall * group.count, 0)),
    criteria,
    distribution,
  };
}

/** A rating as a share of the scale (0–100), for bars and star fills. */
export function ratingPercent(rating: number | null): number {
  if (rating === null || !Number.isFinite(rating)) return 0;
  const clamped = Math.min(BEST_RATING, Math.max(0, rating));
  return Math.round((clamped / BEST_RATING) * 100);
}

export interface AggregateRating {
  "@type": "AggregateRating";
  ratingValue: number;
  reviewCount: number;
  bestRating: typeof BEST_RATING;
  worstRating: typeof WORST_RATING;
}

/** schema.org AggregateRating of a model's approved reviews; none without a review. */
export function aggregateRating(
  summary: Pick<RatingSummary, "count" | "overall">,
): AggregateRating | undefined {
  if (summary.count < 1 || summary.overall === null) return undefined;
  return {
    "@type": "AggregateRating",
    ratingValue: summary.overall,
    reviewCount: summary.count,
    bestRating: BEST_RATING,
    worstRating: WORST_RATING,
  };
}

/** The author as the public sees them: the first name only. */
export function authorFirstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? "";
}
