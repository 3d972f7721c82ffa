import { describe, expect, it } from "vitest";
import { textFor } from "~/shared/i18n/text";
import { adminText } from "./text/admin";
import { readFigure, versionFields, versionSchema } from "./version-form";
import { refusals } from "./form-rules.fixtures";

const schema = versionSchema(textFor(adminText, "en"));
const blank = Object.fromEntries(versionFields.map((field) => [field, ""])) as Record<
  (typeof versionFields)[number],
  string
>;
const form = {
  ...blank,
  modelId: "12",
  name: "2.0 GX CVT",
  priceRwf: "48.000.000",
  energy: "petrol",
  engineLabel: "2.0 L 4-cylinder",
  powerKw: "127",
  powerHp: "170",
  torqueNm: "203",
  transmission: "cvt",
  drive: "fwd",
  consumptionL100: "6,8",
  lengthMm: "4.600",
  widthMm: "1855",
  heightMm: "1685",
  wheelbaseMm: "2690",
  kerbWeightKg: "1575",
  seats: "5",
  doors: "5",
  warranty: "3 years / 100.000 km",
  published: "on",
};

describe("reading a figure as staff type it", () => {
  it("takes whole numbers with or without the site's thousands dots or spaces", () => {
    expect(readFigure("48.000.000", true)).toBe(48_000_000);
    expect(readFigure("48 000 000", true)).toBe(48_000_000);
    expect(readFigure("1987", true)).toBe(1987);
  });

  it("takes decimals with a point or a comma", () => {
    expect(readFigure("6.8", false)).toBe(6.8);
    expect(readFigure("6,8", false)).toBe(6.8);
    expect(readFigure("12", false)).toBe(12);
  });

  it("refuses what is not such a number", () => {
    for (const bad of ["48,000,000", "4.8", "1.2345", "-5", "1e6", "12 kW", "0x10", ""]) {
      expect(readFigure(bad, true), bad).toBeNaN();
    }
    for (const bad of ["6.8.1", "6,8,1", "-1", "Infinity", "1e3"])
      expect(readFigure(bad, false), bad).toBeNaN();
  });
});

describe("the version form", () => {
  it("reads figures as numbers, empty optional figures as none, and derives the slug from the name", () => {
    expect(schema.parse(form)).toMatchObject({
      modelId: 12,
      slug: "2-0-gx-cvt",
      priceRwf: 48_000_000,
      consumptionL100: 6.8,
      lengthMm: 4600,
      displacementCc: null,
      batteryKwh: null,
      published: true,
    });
  });

  it("refuses missing required figures, figures out of range and unknown choices, field by field", () => {
    const result = schema.safeParse({
      ...form,
      modelId: "",
      priceRwf: "",
      powerHp: "20000",
      consumptionL100: "0,1",
      seats: "2.5",
      energy: "steam",
      drive: "",
      name: " ",
      slug: "Not A Slug",
    });
    expect(result.success).toBe(false);
    expect(refusals(result)).toMatchObject({
      modelId: "Choose the version's model.",
      priceRwf: "Every version has this figure: give it.",
      powerHp: "A whole number from 1 to 2.000.",
      consumptionL100: "A number from 0,5 to 40.",
      seats: "A whole number from 1 to 60.",
      energy: "Choose one of the list.",
      drive: "Choose one of the list.",
      name: "Give the version's name, for example 2.0 GX CVT.",
      slug: "Use lower-case letters a–z, digits and single hyphens.",
    });
  });

  it("refuses texts longer than their limit", () => {
    const result = schema.safeParse({ ...form, warranty: "x".repeat(81) });
    expect(result.error?.issues[0]).toMatchObject({ path: ["warranty"], message: "At most 80 characters." });
  });
});
