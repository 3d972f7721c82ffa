/**
 * Moderators' decisions on listings: the reasons a listing is declined or taken down, and how the form
 * that gives one is checked. Only actions import this module (zod stays out of the pages' JavaScript);
 * pages get the choices as loader data.
 */
import { z } from "zod";
import { parseForm } from "~/shared/forms/form-data";
import type { Translate } from "~/shared/i18n/text";
import type { ModerationMessages } from "./text/moderation";

/** Why a listing is declined (or taken down after reports): the common cases, and "other" in words. */
export const declineReasons = [
  "photos",
  "details",
  "price",
  "phone",
  "duplicate",
  "not-allowed",
  "scam",
  "other",
] as const;
export type DeclineReason = (typeof declineReasons)[number];

/** The moderator's own words to the seller. */
export const DECLINE_NOTE_MAX = 500;

/** The decline form's rules, their messages in the moderator's language. */
export const declineSchema = (t: Translate<ModerationMessages>) =>
  z
    .object({
      reason: z.enum(declineReasons, t("moderation.error.reason")),
      note: z
        .string()
        .trim()
        .max(DECLINE_NOTE_MAX, t("moderation.error.noteLong", { max: DECLINE_NOTE_MAX })),
    })
    .refine((value) => value.reason !== "other" || value.note !== "", {
      path: ["note"],
      message: t("moderation.error.note"),
    });

/** The decline form's fields. */
export const declineFields = ["reason", "note"] as const;

export type DeclineErrors = { reason?: string; note?: string };
export type DeclineValidation =
  { ok: true; reason: DeclineReason; note: string } | { ok: false; errors: DeclineErrors };

/** Checks a decline or take-down form: a reason from the list, and words when the reason is "other". */
export function validateDecline(
  values: { reason: string; note: string },
  t: Translate<ModerationMessages>,
): DeclineValidation {
  const parsed = parseForm(declineSchema(t), values, declineFields);
  return parsed.ok ? { ok: true, ...parsed.data } : { ok: false, errors: parsed.errors };
}

/**
 * The reason as the seller reads it (stored as the listing's `decline_reason`): the reason's sentence,
 * then the moderator's words; "other" is the words alone.
 */
export function declineReasonText(
  reason: DeclineReason,
  note: string,
  t: Translate<ModerationMessages>,
): string {
  const words = note.trim();
  if (reason === "other") return ensureStop(words);
  const sentence = ensureStop(t(`moderation.reason.${reason}`));
  return words ? `${sentence} ${ensureStop(words)}` : sentence;
}

const ensureStop = (text: string) => (/[.!?…]$/.test(text) ? text : `${text}.`);
