import { describe, expect, it } from "vitest";
import { bestIndexes, rowsWithValues, specGroups, type VersionSpecs } from "./specs";

const petrol: VersionSpecs = {
  priceRwf: 32_400_000,
  engineLabel: "1.4 L 4-cylinder turbo",
  displacementCc: 1395,
  energy: "petrol",
  powerKw: 110,
  powerHp: 148,
  torqueNm: 250,
  transmission: "dct",
  gears: 7,
  drive: "fwd",
  consumptionL100: 6.6,
  consumptionKwh100: null,
  co2Gkm: 151,
  batteryKwh: null,
  electricRangeKm: null,
  acChargeKw: null,
  dcChargeKw: null,
  zeroToHundredS: 9.2,
  topSpeedKmh: 200,
  lengthMm: 4509,
  widthMm: 1839,
  heightMm: 1675,
  wheelbaseMm: 2681,
  groundClearanceMm: 190,
  kerbWeightKg: 1530,
  seats: 5,
  doors: 5,
  bootLitres: 615,
  tankLitres: 58,
  warranty: "3 years / 100,000 km",
};
const electric: VersionSpecs = {
  ...petrol,
  priceRwf: 48_000_000,
  engineLabel: "Electric motor",
  displacementCc: null,
  energy: "electric",
  powerKw: 150,
  powerHp: 201,
  torqueNm: 310,
  transmission: "single-speed",
  gears: null,
  consumptionL100: null,
  consumptionKwh100: 15.6,
  co2Gkm: 0,
  batteryKwh: 60.5,
  electricRangeKm: 420,
  acChargeKw: 7,
  dcChargeKw: 88,
  tankLitres: null,
  bootLitres: 440,
};

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

describe("bestIndexes", () => {
  it("marks the lowest price and the highest power", () => {
    expect(bestIndexes(row("price"), [petrol, electric])).toEqual([0]);
    expect(bestIndexes(row("power"), [petrol, electric])).toEqual([1]);
    expect(bestIndexes(row("boot"), [petrol, electric])).toEqual([0]);
  });
  it("marks every version that ties for best", () => {
    const cheap = { ...electric, priceRwf: petrol.priceRwf };
    expect(bestIndexes(row("price"), [petrol, cheap, electric])).toEqual([0, 1]);
  });
  it("marks nothing when all are equal, with one version, without a rule, or with fewer than two values", () => {
    expect(bestIndexes(row("seats"), [petrol, electric])).toEqual([]);
    expect(bestIndexes(row("price"), [petrol])).toEqual([]);
    expect(bestIndexes(row("length"), [petrol, electric])).toEqual([]);
    expect(bestIndexes(row("range"), [petrol, electric])).toEqual([]);
  });
});
