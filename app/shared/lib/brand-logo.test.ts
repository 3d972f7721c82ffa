import { describe, expect, it } from "vitest";
import { brandLogoOf } from "./brand-logo";

describe("brandLogoOf", () => {
  it("keeps the logo uploaded in the back office first, even for a maker the icon set draws", () => {
    expect(brandLogoOf({ slug: "toyota", logoUrl: "/uploads/logo-1.webp" })).toEqual({
      kind: "upload",
      src: "/uploads/logo-1.webp",
    });
    expect(brandLogoOf({ slug: "byd", logoUrl: "/uploads/logo-2.webp" })).toEqual({
      kind: "upload",
      src: "/uploads/logo-2.webp",
    });
  });

  it("uses the icon set's logo when none is uploaded", () => {
    expect(brandLogoOf({ slug: "toyota", logoUrl: null })).toEqual({ kind: "icon", name: "toyota" });
    expect(brandLogoOf({ slug: "volkswagen", logoUrl: null })).toEqual({ kind: "icon", name: "volkswagen" });
  });

  it("sets the name as a wordmark for a maker the icon set does not draw", () => {
    expect(brandLogoOf({ slug: "byd", logoUrl: null })).toEqual({ kind: "wordmark" });
    expect(brandLogoOf({ slug: "mercedes-benz", logoUrl: null })).toEqual({ kind: "wordmark" });
    expect(brandLogoOf({ slug: "land-rover", logoUrl: null })).toEqual({ kind: "wordmark" });
    expect(brandLogoOf({ slug: "", logoUrl: "" })).toEqual({ kind: "wordmark" });
  });
});
