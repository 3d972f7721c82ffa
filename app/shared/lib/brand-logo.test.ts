import { describe, expect, it } from "vitest";
import { brandLogoOf } from "./brand-logo";

describe("brandLogoOf", () => {
  it("keeps the logo uploaded in the back office first, even for a maker the icon set draws", () => {
    expect(brandLogoOf({ name: "Toyota", slug: "toyota", logoUrl: "/uploads/logo-1.webp" })).toEqual({
      kind: "upload",
      src: "/uploads/logo-1.webp",
    });
    expect(brandLogoOf({ name: "BYD", slug: "byd", logoUrl: "/uploads/logo-2.webp" })).toEqual({
      kind: "upload",
      src: "/uploads/logo-2.webp",
    });
  });

  it("uses the icon set's logo when none is uploaded", () => {
    expect(brandLogoOf({ name: "Toyota", slug: "toyota", logoUrl: null })).toEqual({
      kind: "icon",
      name: "toyota",
    });
    expect(brandLogoOf({ name: "Volkswagen", slug: "volkswagen", logoUrl: null })).toEqual({
      kind: "icon",
      name: "volkswagen",
    });
  });

  it("sets the name as a wordmark for a maker the icon set does not draw, sized by its longest word", () => {
    const wordmark = (name: string, slug: string) => brandLogoOf({ name, slug, logoUrl: null });
    expect(wordmark("BYD", "byd")).toEqual({ kind: "wordmark", fit: 0 });
    expect(wordmark("Land Rover", "land-rover")).toEqual({ kind: "wordmark", fit: 1 });
    expect(wordmark("Geely", "geely")).toEqual({ kind: "wordmark", fit: 1 });
    expect(wordmark("Dongfeng", "dongfeng")).toEqual({ kind: "wordmark", fit: 2 });
    // "MERCEDES-" is the longest piece: the hyphen stays on the line with it.
    expect(wordmark("Mercedes-Benz", "mercedes-benz")).toEqual({ kind: "wordmark", fit: 2 });
    expect(wordmark("Great Wall", "great-wall")).toEqual({ kind: "wordmark", fit: 1 });
    expect(brandLogoOf({ name: "JAC", slug: "jac", logoUrl: "" })).toEqual({ kind: "wordmark", fit: 0 });
  });
});
