import { describe, expect, it } from "vitest";
import {
  aggregateRating,
  authorFirstName,
  parseReviewFilters,
  ratingPercent,
  reviewQuery,
  summarizeRatings,
  writeReviewPath,
  type RatingGroup,
} from "./reviews";

const params = (query: string) => new URLSearchParams(query);
/** The filters of the plain list: every review, newest first, page 1. */
const everyReview = { make: undefined, model: undefined, sort: "date", page: 1 };

describe("parseReviewFilters", () => {
  it("defaults to every review, newest first, page 1", () => {
    expect(parseReviewFilters(params(""))).toEqual(everyReview);
  });

  it("reads a make, a model, the rating sort and a page", () => {
    expect(parseReviewFilters(params("make=toyota&model=corolla-cross&sort=rating&page=3"))).toEqual({
      make: "toyota",
      model: "corolla-cross",
      sort: "rating",
      page: 3,
    });
  });

  it("ignores a model without a make", () => {
    expect(parseReviewFilters(params("model=corolla")).model).toBeUndefined();
  });

  it("ignores values that cannot be slugs, sorts and pages", () => {
    expect(parseReviewFilters(params("make=Toy ota&model=x&sort=price&page=-2"))).toEqual(everyReview);
    expect(parseReviewFilters(params("make=toyota&model=<b>&page=abc")).model).toBeUndefined();
    expect(parseReviewFilters(params(`make=${"a".repeat(81)}`)).make).toBeUndefined();
    expect(parseReviewFilters(params("page=0")).page).toBe(1);
    expect(parseReviewFilters(params("page=1234567")).page).toBe(1);
  });
});

describe("reviewQuery", () => {
  it("leaves defaults out", () => {
    expect(reviewQuery({ sort: "date", page: 1 })).toBe("");
    expect(reviewQuery({})).toBe("");
  });

  it("writes the make, the model with it, the rating sort and the page", () => {
    expect(reviewQuery({ make: "kia", model: "sportage", sort: "rating", page: 2 })).toBe(
      "?make=kia&model=sportage&sort=rating&page=2",
    );
  });

  it("drops a model without a make", () => {
    expect(reviewQuery({ model: "sportage" })).toBe("");
  });

  it("round-trips through the parser", () => {
    const filters = { make: "byd", model: "atto-3", sort: "rating" as const, page: 4 };
    expect(parseReviewFilters(params(reviewQuery(filters)))).toEqual(filters);
  });
});

const group = (overall: number, count: number, each: number): RatingGroup => ({
  overall,
  count,
  sums: {
    comfort: each * count,
    performance: each * count,
    value: each * count,
    reliability: each * count,
    economy: each * count,
  },
});

describe("summarizeRatings", () => {
  it("says nothing without reviews", () => {
    const summary = summarizeRatings([]);
    expect(summary.count).toBe(0);
    expect(summary.overall).toBeNull();
    expect(summary.criteria.comfort).toBeNull();
    expect(summary.distribution).toEqual([5, 4, 3, 2, 1].map((stars) => ({ stars, count: 0 })));
  });

  it("averages to one decimal and counts each star", () => {
    const summary = summarizeRatings([group(5, 2, 4), group(4, 1, 3)]);
    expect(summary.count).toBe(3);
    expect(summary.overall).toBe(4.7);
    expect(summary.criteria).toEqual({
      comfort: 3.7,
      performance: 3.7,
      value: 3.7,
      reliability: 3.7,
      economy: 3.7,
    });
    expect(summary.distribution).toEqual([
      { stars: 5, count: 2 },
      { stars: 4, count: 1 },
      { stars: 3, count: 0 },
      { stars: 2, count: 0 },
      { stars: 1, count: 0 },
    ]);
  });

  it("keeps each criterion apart", () => {
    const summary = summarizeRatings([
      { overall: 3, count: 2, sums: { comfort: 2, performance: 4, value: 6, reliability: 8, economy: 10 } },
    ]);
    expect(summary.criteria).toEqual({ comfort: 1, performance: 2, value: 3, reliability: 4, economy: 5 });
  });

  it("ignores groups outside the scale or empty", () => {
    const summary = summarizeRatings([
      group(0, 3, 1),
      group(6, 1, 5),
      group(2.5, 1, 2),
      group(1, 0, 1),
      group(2, 1, 2),
    ]);
    expect(summary.count).toBe(1);
    expect(summary.overall).toBe(2);
  });
});

describe("ratingPercent", () => {
  it("maps the scale onto 0–100 and clamps", () => {
    expect(ratingPercent(5)).toBe(100);
    expect(ratingPercent(4.3)).toBe(86);
    expect(ratingPercent(0)).toBe(0);
    expect(ratingPercent(7)).toBe(100);
    expect(ratingPercent(-1)).toBe(0);
    expect(ratingPercent(null)).toBe(0);
    expect(ratingPercent(Number.NaN)).toBe(0);
  });
});

describe("aggregateRating", () => {
  it("is absent without a review", () => {
    expect(aggregateRating({ count: 0, overall: null })).toBeUndefined();
    expect(aggregateRating({ count: 3, overall: null })).toBeUndefined();
  });

  it("gives the value, the count and the scale", () => {
    expect(aggregateRating({ count: 12, overall: 4.3 })).toEqual({
      "@type": "AggregateRating",
      ratingValue: 4.3,
      reviewCount: 12,
      bestRating: 5,
      worstRating: 1,
    });
  });
});

describe("authorFirstName", () => {
  it("keeps the first name only", () => {
    expect(authorFirstName("  Aline   Uwase Mukamana ")).toBe("Aline");
    expect(authorFirstName("Eric")).toBe("Eric");
    expect(authorFirstName("")).toBe("");
  });
});

describe("writeReviewPath", () => {
  it("names the model", () => {
    expect(writeReviewPath(42)).toBe("/auto-guide/driver-reviews/write?model=42");
  });
});
