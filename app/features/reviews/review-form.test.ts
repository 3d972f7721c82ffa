import { describe, expect, it } from "vitest";
import { textFor } from "~/shared/i18n/text";
import {
  REVIEW_LIMITS,
  reviewValues,
  validateDeclineReason as validateReason,
  validateReview as validate,
  type ReviewValues,
} from "./review-form";
import { reviewsText } from "./text/reviews";
import { formOf } from "../../../tests/setup/form-data";

const t = textFor(reviewsText, "en");
const validateReview = (values: ReviewValues) => validate(values, t);
const validateDeclineReason = (value: string) => validateReason(value, t);

const good: ReviewValues = {
  overall: "4",
  comfort: "4",
  performance: "3",
  value: "5",
  reliability: "5",
  economy: "4",
  title: "  Strong on the hills  ",
  body: "We drive from Kigali to Musanze every month. The engine pulls well on the climbs and the fuel bill stays reasonable.\r\n\r\n\r\nService at the dealer is quick.  ",
  ownership: "1-3-years",
};

describe("validateReview", () => {
  it("accepts a complete review, tidied", () => {
    const result = validateReview(good);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.data).toMatchObject({
      overall: 4,
      comfort: 4,
      performance: 3,
      value: 5,
      reliability: 5,
      economy: 4,
    });
    expect(result.data.title).toBe("Strong on the hills");
    expect(result.data.body.endsWith("quick.")).toBe(true);
    expect(result.data.body).toContain("reasonable.\n\nService");
    expect(result.data.ownership).toBe("1-3-years");
  });

  it.each(["overall", "comfort", "performance", "value", "reliability", "economy"] as const)(
    "asks for 1 to 5 stars for %s",
    (field) => {
      for (const bad of ["", "0", "6", "4.5", "five", " 3"]) {
        const result = validateReview({ ...good, [field]: bad });
        expect(result).toEqual({ ok: false, errors: { [field]: "Choose from 1 to 5 stars." } });
      }
    },
  );

  it("bounds the title", () => {
    expect(validateReview({ ...good, title: "  Ok  " })).toEqual({
      ok: false,
      errors: { title: `Write a title of at least ${REVIEW_LIMITS.titleMin} characters.` },
    });
    expect(validateReview({ ...good, title: "a".repeat(REVIEW_LIMITS.titleMax + 1) })).toEqual({
      ok: false,
      errors: { title: `Write a title of at most ${REVIEW_LIMITS.titleMax} characters.` },
    });
    expect(validateReview({ ...good, title: "a".repeat(REVIEW_LIMITS.titleMax) }).ok).toBe(true);
  });

  it("bounds the text", () => {
    const short = validateReview({ ...good, body: "Good car." });
    expect(short.ok).toBe(false);
    if (!short.ok) expect(short.errors.body).toContain(`at least ${REVIEW_LIMITS.bodyMin}`);
    const long = validateReview({ ...good, body: "a".repeat(REVIEW_LIMITS.bodyMax + 1) });
    expect(long.ok).toBe(false);
    if (!long.ok) expect(long.errors.body).toBe(`Write at most ${REVIEW_LIMITS.bodyMax} characters.`);
    expect(validateReview({ ...good, body: "a".repeat(REVIEW_LIMITS.bodyMin) }).ok).toBe(true);
  });

  it("takes the ownership from the list only", () => {
    for (const bad of ["", "forever", "1-3-YEARS"]) {
      expect(validateReview({ ...good, ownership: bad })).toEqual({
        ok: false,
        errors: { ownership: "Say how long you have had the car." },
      });
    }
  });

  it("reports every field at once", () => {
    const result = validateReview(reviewValues(new FormData()));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.errors).sort()).toEqual(
      [
        "body",
        "comfort",
        "economy",
        "overall",
        "ownership",
        "performance",
        "reliability",
        "title",
        "value",
      ].sort(),
    );
  });
});

describe("reviewValues", () => {
  it("reads strings and empties the rest", () => {
    const values = reviewValues(formOf({ title: "Hello", overall: "5", body: new Blob(["x"]) }));
    expect(values.title).toBe("Hello");
    expect(values.overall).toBe("5");
    expect(values.body).toBe("");
    expect(values.ownership).toBe("");
  });
});

describe("validateDeclineReason", () => {
  it("asks for a reason of a few words", () => {
    expect(validateDeclineReason("  no ")).toEqual({
      ok: false,
      error: `Write the reason for the author (at least ${REVIEW_LIMITS.declineMin} characters).`,
    });
    expect(validateDeclineReason("x".repeat(REVIEW_LIMITS.declineMax + 1))).toEqual({
      ok: false,
      error: `Write at most ${REVIEW_LIMITS.declineMax} characters.`,
    });
  });

  it("ends the reason with a full stop", () => {
    expect(validateDeclineReason("  The text is about another car ")).toEqual({
      ok: true,
      reason: "The text is about another car.",
    });
    expect(validateDeclineReason("Is this your car?")).toEqual({ ok: true, reason: "Is this your car?" });
  });
});
