import { describe, expect, it } from "vitest";
import { textFor } from "~/shared/i18n/text";
import {
  DECLINE_NOTE_MAX,
  declineReasonText as reasonText,
  validateDecline as validate,
  type DeclineReason,
} from "./moderation";
import { moderationText } from "./text/moderation";

const t = textFor(moderationText, "en");
const validateDecline = (values: { reason: string; note: string }) => validate(values, t);
const declineReasonText = (reason: DeclineReason, note: string) => reasonText(reason, note, t);

describe("validateDecline", () => {
  it("accepts a reason from the list, with or without words, trimmed", () => {
    expect(validateDecline({ reason: "photos", note: "" })).toEqual({ ok: true, reason: "photos", note: "" });
    expect(validateDecline({ reason: "price", note: "  Too low for a 2019 car. " })).toEqual({
      ok: true,
      reason: "price",
      note: "Too low for a 2019 car.",
    });
  });

  it("asks for a reason from the list", () => {
    expect(validateDecline({ reason: "", note: "" })).toEqual({
      ok: false,
      errors: { reason: "Choose a reason." },
    });
    expect(validateDecline({ reason: "because", note: "" })).toMatchObject({
      ok: false,
      errors: { reason: "Choose a reason." },
    });
  });

  it("asks for words when the reason is other", () => {
    expect(validateDecline({ reason: "other", note: "   " })).toEqual({
      ok: false,
      errors: { note: "Explain the reason to the seller." },
    });
    expect(validateDecline({ reason: "other", note: "Wrong category." })).toMatchObject({ ok: true });
  });

  it("refuses words that are too long", () => {
    expect(validateDecline({ reason: "details", note: "x".repeat(DECLINE_NOTE_MAX + 1) })).toEqual({
      ok: false,
      errors: { note: `Write at most ${DECLINE_NOTE_MAX} characters.` },
    });
  });
});

describe("declineReasonText", () => {
  it("is the reason's sentence, then the moderator's words", () => {
    expect(declineReasonText("photos", "")).toBe("The photos are missing, unclear, or not of this car.");
    expect(declineReasonText("price", "A 2019 RAV4 does not sell for 2 million")).toBe(
      "The price is not realistic for this car. A 2019 RAV4 does not sell for 2 million.",
    );
  });

  it("is the words alone for other", () => {
    expect(declineReasonText("other", "Please list the motorbike in another category!")).toBe(
      "Please list the motorbike in another category!",
    );
  });
});
