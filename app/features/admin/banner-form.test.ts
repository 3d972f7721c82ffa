import { describe, expect, it } from "vitest";
import { textFor } from "~/shared/i18n/text";
import { bannerSchema, bannerStatus, kigaliInput, kigaliMoment } from "./banner-form";
import { adminText } from "./text/admin";
import { refusals } from "./form-rules.fixtures";

const schema = bannerSchema(textFor(adminText, "en"));
const form = (values: Record<string, string> = {}) => ({
  placement: "home-hero",
  photo: "",
  alt: "Deals of the month",
  linkUrl: "/auto-guide/current-deals",
  activeFrom: "",
  activeTo: "",
  weight: "3",
  updatedAt: "",
  ...values,
});

describe("Kigali time", () => {
  it("reads a datetime-local value as Kigali time (UTC+2) and shows a moment back the same way", () => {
    expect(kigaliMoment("2026-12-01T08:00")!.toISOString()).toBe("2026-12-01T06:00:00.000Z");
    expect(kigaliMoment("2027-01-01T01:30")!.toISOString()).toBe("2026-12-31T23:30:00.000Z");
    expect(kigaliInput(new Date("2026-12-31T23:30:00Z"))).toBe("2027-01-01T01:30");
    expect(kigaliInput(null)).toBe("");
  });

  it("refuses dates that do not exist and other writings", () => {
    for (const bad of [
      "2026-02-30T08:00",
      "2026-13-01T08:00",
      "2026-12-01T24:00",
      "1 Dec 2026",
      "2026-12-01",
      "1999-01-01T00:00",
    ])
      expect(kigaliMoment(bad), bad).toBeUndefined();
  });
});

describe("the banner form", () => {
  it("reads a banner, its window in UTC", () => {
    expect(schema.parse(form({ activeFrom: "2026-12-01T08:00", activeTo: "2026-12-31T23:59" }))).toEqual({
      placement: "home-hero",
      alt: "Deals of the month",
      linkUrl: "/auto-guide/current-deals",
      activeFrom: new Date("2026-12-01T06:00:00Z"),
      activeTo: new Date("2026-12-31T21:59:00Z"),
      weight: 3,
      updatedAt: "",
    });
  });

  it("refuses a bad placement, no alt text, a javascript: link, an end before the start and a weight out of 1–100", () => {
    const result = schema.safeParse(
      form({
        placement: "footer",
        alt: "  ",
        linkUrl: "javascript:alert(1)",
        activeFrom: "2026-12-02T08:00",
        activeTo: "2026-12-01T08:00",
        weight: "0",
      }),
    );
    expect(refusals(result)).toEqual({
      placement: "Choose where the banner shows.",
      alt: "Say what the banner shows.",
      linkUrl: "Give a page of the site starting with / or an https:// address.",
      activeTo: "The end comes after the start.",
      weight: "A whole number from 1 to 100.",
    });
    for (const weight of ["101", "1.5", "-3", "x", ""])
      expect(schema.safeParse(form({ weight })).success, weight).toBe(false);
    expect(schema.safeParse(form({ weight: "100" })).success).toBe(true);
  });
});

describe("a banner's status", () => {
  const now = new Date("2026-11-27T10:00:00Z");
  it("is active in its window (start included, end excluded), scheduled before, expired after", () => {
    expect(bannerStatus({ activeFrom: null, activeTo: null }, now)).toBe("active");
    expect(bannerStatus({ activeFrom: now, activeTo: null }, now)).toBe("active");
    expect(bannerStatus({ activeFrom: new Date("2026-12-01T00:00:00Z"), activeTo: null }, now)).toBe(
      "scheduled",
    );
    expect(bannerStatus({ activeFrom: null, activeTo: now }, now)).toBe("expired");
  });
});
