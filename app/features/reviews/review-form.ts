/**
 * The driver review form and the decline reason, as the server checks them. Only actions import this
 * module (zod stays out of the pages' JavaScript); pages get their limits from REVIEW_LIMITS.
 */
import { z } from "zod";
import { parseForm, readValues, type FieldErrors, type FormValues } from "~/shared/forms/form-data";
import type { Translate } from "~/shared/i18n/text";
import type { ReviewsMessages } from "./text/reviews";
import { ratingFields, type RatingField } from "./reviews";
import { ownershipDurations, type OwnershipDuration } from "~/shared/lib/value-sets";

export const REVIEW_LIMITS = {
  titleMin: 5,
  titleMax: 100,
  bodyMin: 80,
  bodyMax: 3000,
  declineMin: 5,
  declineMax: 500,
} as const;

export const reviewFields = [...ratingFields, "title", "body", "ownership"] as const;
export type ReviewField = (typeof reviewFields)[number];

/** What the member typed, as strings, to show back on an error. */
export type ReviewValues = FormValues<ReviewField>;
export type ReviewErrors = FieldErrors<ReviewField>;

export type ReviewInput = Record<RatingField, number> & {
  title: string;
  body: string;
  ownership: OwnershipDuration;
};

const rating = (t: Translate<ReviewsMessages>) =>
  z
    .string()
    .regex(/^[1-5]$/, t("write.error.rating"))
    .transform(Number);

/** Spaces and line breaks tidied: no run of blank lines, no spaces at line ends. */
const tidy = (text: string) =>
  text
    .replace(/\r\n?/g, "\n")
    .replace(/[ \t]+\n/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();

/** One line: runs of spaces and line breaks as one space. */
const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();

/** Text tidied by `clean`, then `min` to `max` characters, with the message for each side. */
const cleanText = (
  clean: (text: string) => string,
  [min, short]: [number, string],
  [max, long]: [number, string],
) => z.string().transform(clean).pipe(z.string().min(min, short).max(max, long));

const { titleMin, titleMax, bodyMin, bodyMax } = REVIEW_LIMITS;

/** The review form's rules, their messages in the request's language. */
export const reviewSchema = (t: Translate<ReviewsMessages>) =>
  z.object({
    overall: rating(t),
    comfort: rating(t),
    performance: rating(t),
    value: rating(t),
    reliability: rating(t),
    economy: rating(t),
    title: cleanText(
      oneLine,
      [titleMin, t("write.error.titleShort", { min: titleMin })],
      [titleMax, t("write.error.titleLong", { max: titleMax })],
    ),
    body: cleanText(
      tidy,
      [bodyMin, t("write.error.bodyShort", { min: bodyMin })],
      [bodyMax, t("write.error.bodyLong", { max: bodyMax })],
    ),
    ownership: z.enum(ownershipDurations, t("write.error.ownership")),
  });

/** Reads the submitted form into plain strings (a missing field is empty). */
export function reviewValues(form: FormData): ReviewValues {
  return readValues(form, reviewFields);
}

export type ReviewValidation = { ok: true; data: ReviewInput } | { ok: false; errors: ReviewErrors };

/** Checks a review: every rating 1–5, a title and a text within their lengths, a known ownership duration. */
export function validateReview(values: ReviewValues, t: Translate<ReviewsMessages>): ReviewValidation {
  const parsed = parseForm(reviewSchema(t), values, reviewFields);
  return parsed.ok ? { ok: true, data: parsed.data } : { ok: false, errors: parsed.errors };
}

const { declineMin, declineMax } = REVIEW_LIMITS;

const declineSchema = (t: Translate<ReviewsMessages>) =>
  cleanText(
    oneLine,
    [declineMin, t("moderation.error.reason", { min: declineMin })],
    [declineMax, t("moderation.error.reasonLong", { max: declineMax })],
  );

/** The moderator's reason for declining a review, ending with a full stop; or the message for the field. */
export function validateDeclineReason(
  value: string,
  t: Translate<ReviewsMessages>,
): { ok: true; reason: string } | { ok: false; error: string } {
  const result = declineSchema(t).safeParse(value);
  if (!result.success) return { ok: false, error: result.error.issues[0]!.message };
  const reason = result.data;
  return { ok: true, reason: /[.!?…]$/.test(reason) ? reason : `${reason}.` };
}
