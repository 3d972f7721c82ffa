import { describe, expect, it } from "vitest";
import { textFor } from "~/shared/i18n/text";
import { REPORT_DETAILS_MAX, validateReport as validate } from "./listing-report";
import { usedMarketText } from "./text/used-market";

const validateReport = (values: Parameters<typeof validate>[0]) =>
  validate(values, textFor(usedMarketText, "en"));

describe("validateReport", () => {
  it("accepts a reason from the list and optional details, trimmed", () => {
    expect(validateReport({ reason: "scam", details: "  Asked for a deposit by mobile money. " })).toEqual({
      ok: true,
      reason: "scam",
      details: "Asked for a deposit by mobile money.",
    });
    expect(validateReport({ reason: "sold", details: "" })).toEqual({
      ok: true,
      reason: "sold",
      details: "",
    });
  });

  it("asks what is wrong", () => {
    expect(validateReport({ reason: "", details: "Hello" })).toEqual({
      ok: false,
      errors: { reason: "Choose what is wrong with the listing." },
    });
    expect(validateReport({ reason: "boring", details: "" })).toMatchObject({ ok: false });
  });

  it("refuses details that are too long", () => {
    expect(validateReport({ reason: "other", details: "x".repeat(REPORT_DETAILS_MAX + 1) })).toEqual({
      ok: false,
      errors: { details: `Write at most ${REPORT_DETAILS_MAX} characters.` },
    });
  });
});
