import { describe, expect, it } from "vitest";
import { textFor } from "~/shared/i18n/text";
import { isDay, modelSchema } from "./model-form";
import { adminText } from "./text/admin";
import { refusedFields } from "./form-rules.fixtures";

const schema = modelSchema(textFor(adminText, "en"));
const form = {
  brandId: "3",
  name: "Corolla Cross",
  slug: "",
  body: "suv",
  energy: "hybrid",
  segment: "",
  launchedOn: "",
  description: "",
  published: "on",
  updatedAt: "",
};

describe("the model form", () => {
  it("derives an empty slug from the name, reads the brand as a number and empty texts as none", () => {
    expect(schema.parse(form)).toMatchObject({
      brandId: 3,
      slug: "corolla-cross",
      body: "suv",
      segment: null,
      launchedOn: null,
      description: null,
      published: true,
    });
    expect(schema.parse({ ...form, published: "", launchedOn: "2026-03-01" })).toMatchObject({
      published: false,
      launchedOn: "2026-03-01",
    });
  });

  it("refuses a missing brand, an unknown body type or energy, a bad date and a bad slug, field by field", () => {
    const result = schema.safeParse({
      ...form,
      brandId: "",
      body: "tank",
      energy: "steam",
      launchedOn: "2026-02-30",
      slug: "Bad Slug",
    });
    expect(refusedFields(result)).toEqual(
      expect.arrayContaining(["brandId", "body", "energy", "launchedOn", "slug"]),
    );
  });
});

describe("launch dates", () => {
  it("accepts real calendar days written YYYY-MM-DD only", () => {
    expect(isDay("2024-02-29")).toBe(true);
    for (const bad of ["2023-02-29", "2026-13-01", "1/3/2026", "2026-3-1", ""])
      expect(isDay(bad)).toBe(false);
  });
});
