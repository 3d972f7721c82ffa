import { describe, expect, it } from "vitest";
import { textFor } from "~/shared/i18n/text";
import { brandSchema, isSlug, slugFromName } from "./brand-form";
import { adminText } from "./text/admin";
import { refusedFields } from "./form-rules.fixtures";

const schema = brandSchema(textFor(adminText, "en"));
const form = {
  name: "Citroën",
  slug: "",
  colour: "#aa0011",
  country: "France",
  description: "",
  published: "on",
  updatedAt: "",
};

describe("slugs", () => {
  it("derives a slug from a name: lower case, accents dropped, single hyphens", () => {
    expect(slugFromName("Citroën DS 3")).toBe("citroen-ds-3");
    expect(slugFromName("  Mercedes--Benz!  ")).toBe("mercedes-benz");
    expect(slugFromName("Škoda")).toBe("skoda");
    expect(slugFromName("!!!")).toBe("");
    expect(slugFromName("2.0 GX CVT")).toBe("2-0-gx-cvt");
    expect(slugFromName(`${"a".repeat(59)} b`)).toBe("a".repeat(59));
  });

  it("accepts lower-case letters, digits and single inner hyphens only", () => {
    expect(isSlug("land-rover")).toBe(true);
    expect(isSlug("bmw3")).toBe(true);
    for (const bad of ["Land-Rover", "land_rover", "-bmw", "bmw-", "land--rover", "", "é"])
      expect(isSlug(bad)).toBe(false);
  });
});

describe("the brand form", () => {
  it("derives an empty slug from the name, upper-cases the colour and reads the checkbox", () => {
    const parsed = schema.parse(form);
    expect(parsed).toMatchObject({ name: "Citroën", slug: "citroen", colour: "#AA0011", published: true });
    expect(parsed.description).toBeNull();
    expect(schema.parse({ ...form, published: "" }).published).toBe(false);
  });

  it("refuses a bad slug, a bad colour, a missing name and a long description, field by field", () => {
    const result = schema.safeParse({
      ...form,
      name: " ",
      slug: "Bad Slug",
      colour: "red",
      description: "x".repeat(2001),
    });
    expect(result.success).toBe(false);
    expect(refusedFields(result)).toEqual(expect.arrayContaining(["name", "slug", "colour", "description"]));
  });

  it("refuses a name from which no slug can be made", () => {
    const result = schema.safeParse({ ...form, name: "!!!" });
    expect(refusedFields(result)).toEqual(["slug"]);
  });
});
