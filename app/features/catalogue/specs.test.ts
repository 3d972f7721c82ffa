import { describe, expect, it } from "vitest";
import { electric, petrol } from "./specs.fixtures";
import { rowsWithValues, specGroups } from "./specs";

const row = (key: string) => specGroups.flatMap((g) => g.rows).find((r) => r.key === key)!;

describe("spec sheet", () => {
  it("groups rows like the version page and has unique keys", () => {
    expect(specGroups.map((g) => g.label)).toEqual([
      "Price",
      "Engine and performance",
      "Energy and range",
      "Dimensions and capacity",
      "Warranty",
    ]);
    const keys = specGroups.flatMap((g) => g.rows.map((r) => r.key));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("formats values with units and RWF prices with dot groups", () => {
    expect(row("price").display(petrol)).toBe("32.400.000 RWF");
    expect(row("power").display(petrol)).toBe("148 hp (110 kW)");
    expect(row("transmission").display(petrol)).toBe("Dual-clutch automatic, 7 speeds");
    expect(row("transmission").display(electric)).toBe("Single-speed");
    expect(row("consumption").display(petrol)).toBe("6.6 l/100 km");
    expect(row("acceleration").display(petrol)).toBe("9.2 s");
    expect(row("length").display(petrol)).toBe("4.509 mm");
    expect(row("drive").display(petrol)).toBe("Front-wheel drive");
    expect(row("energy").display(electric)).toBe("Electric");
    expect(row("tank").display(electric)).toBe("–");
  });

  it("hides rows no compared version has", () => {
    const energy = specGroups.find((g) => g.id === "energy")!;
    expect(rowsWithValues(energy, [petrol]).map((r) => r.key)).toEqual([
      "energy",
      "consumption",
      "co2",
      "tank",
    ]);
    expect(rowsWithValues(energy, [petrol, electric]).map((r) => r.key)).toContain("range");
  });
});
