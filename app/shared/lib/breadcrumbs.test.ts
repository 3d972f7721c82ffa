import { describe, expect, it } from "vitest";
import { breadcrumbItems, guideTrail } from "./breadcrumbs";

describe("breadcrumbs", () => {
  it("starts guide pages at Home, Car Guide, New cars", () => {
    expect(guideTrail(["Toyota", "/auto-guide/new-cars/make/toyota/1"])).toEqual([
      ["Home", "/"],
      ["Car Guide", "/auto-guide"],
      ["New cars", "/auto-guide/new-cars"],
      ["Toyota", "/auto-guide/new-cars/make/toyota/1"],
    ]);
  });
  it("links every step but the current page", () => {
    expect(
      breadcrumbItems([
        ["Home", "/"],
        ["Toyota", "/t"],
      ]),
    ).toEqual([{ label: "Home", to: "/" }, { label: "Toyota" }]);
  });
});
