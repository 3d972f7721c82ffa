import { describe, expect, it } from "vitest";
import { readCoordinate, readPoint } from "./places";

describe("coordinates", () => {
  it("reads a point or a comma as the decimal mark", () => {
    expect(readCoordinate("-1.9441")).toBe(-1.9441);
    expect(readCoordinate(" -1,9441 ")).toBe(-1.9441);
    expect(readCoordinate("30")).toBe(30);
  });

  it("refuses what is not a plain decimal number", () => {
    for (const bad of ["", "abc", "1e2", "--1", "1.2.3", "0x1F", "30°", "1,2,3", "Infinity", "NaN"])
      expect(readCoordinate(bad)).toBeUndefined();
  });

  it("takes both empty as no point, and a point inside Rwanda", () => {
    expect(readPoint("", " ")).toEqual({ ok: true, point: null });
    expect(readPoint("-1,9441", "30,0619")).toEqual({
      ok: true,
      point: { latitude: -1.9441, longitude: 30.0619 },
    });
    // Rusizi (south-west) and Nyagatare (north-east).
    expect(readPoint("-2.48", "28.90").ok).toBe(true);
    expect(readPoint("-1.30", "30.33").ok).toBe(true);
  });

  it("refuses one of the two alone, a number outside Rwanda, and a word", () => {
    expect(readPoint("-1.94", "")).toEqual({ ok: false, longitude: "missing" });
    expect(readPoint("", "30.06")).toEqual({ ok: false, latitude: "missing" });
    // Nairobi, Kampala, the point 0,0 and swapped coordinates.
    expect(readPoint("-1.29", "36.82")).toEqual({ ok: false, longitude: "outside" });
    expect(readPoint("0.35", "32.58")).toEqual({ ok: false, latitude: "outside", longitude: "outside" });
    expect(readPoint("0", "0")).toEqual({ ok: false, latitude: "outside", longitude: "outside" });
    expect(readPoint("30.06", "-1.94")).toEqual({ ok: false, latitude: "outside", longitude: "outside" });
    expect(readPoint("south", "30")).toEqual({ ok: false, latitude: "number" });
  });
});
