import { describe, expect, it } from "vitest";
import { guideTrail } from "./trails";

describe("car guide trails", () => {
  it("starts guide pages at Home, Car Guide, New cars", () => {
    expect(guideTrail("en", ["Toyota", "/auto-guide/new-cars/make/toyota/1"])).toEqual([
      ["Home", "/"],
      ["Car Guide", "/auto-guide"],
      ["New cars", "/auto-guide/new-cars"],
      ["Toyota", "/auto-guide/new-cars/make/toyota/1"],
    ]);
  });
});
