import { describe, expect, it } from "vitest";
import { NEUTRAL_GREY, shade } from "./colour";

describe("shade", () => {
  it("returns the colour itself, lowercased, for amount 0", () => {
    expect(shade("#EB0A1E", 0)).toBe("#eb0a1e");
    expect(shade("#1f4fd8", 0)).toBe("#1f4fd8");
  });

  it("mixes towards white for a positive amount", () => {
    expect(shade("#000000", 0.5)).toBe("#808080");
    expect(shade("#EB0A1E", 0.5)).toBe("#f5858f");
    expect(shade("#1f4fd8", 0.25)).toBe("#577be2");
  });

  it("mixes towards black for a negative amount", () => {
    expect(shade("#ffffff", -0.5)).toBe("#808080");
    expect(shade("#EB0A1E", -0.5)).toBe("#76050f");
    expect(shade("#1f4fd8", -0.25)).toBe("#173ba2");
  });

  it("reaches pure white and black at ±1 and clamps beyond", () => {
    expect(shade("#1f4fd8", 1)).toBe("#ffffff");
    expect(shade("#1f4fd8", -1)).toBe("#000000");
    expect(shade("#1f4fd8", 7)).toBe("#ffffff");
    expect(shade("#1f4fd8", -7)).toBe("#000000");
  });

  it("treats a non-finite amount as 0", () => {
    expect(shade("#1F4FD8", Number.NaN)).toBe("#1f4fd8");
    expect(shade("#1f4fd8", Number.POSITIVE_INFINITY)).toBe("#1f4fd8");
  });

  it("accepts the #RGB short form and surrounding whitespace", () => {
    expect(shade("#f00", 0)).toBe("#ff0000");
    expect(shade("  #00F ", -0.5)).toBe("#000080");
  });

  it("always returns a #rrggbb colour", () => {
    for (const amount of [-1, -0.66, -0.1, 0, 0.1, 0.33, 0.9, 1])
      expect(shade("#7f3a9c", amount)).toMatch(/^#[0-9a-f]{6}$/);
  });

  it.each(["", "red", "eb0a1e", "#eb0a1", "#eb0a1e0", "#ggg000", "rgb(1,2,3)", "#eb0a1eff"])(
    "returns the neutral grey for invalid input %j",
    (input) => {
      expect(shade(input, 0.3)).toBe(NEUTRAL_GREY);
      expect(NEUTRAL_GREY).toBe("#8a94a6");
    },
  );
});
