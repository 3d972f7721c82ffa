import { formatNumber, formatPrice } from "../../shared/lib/price";
import { driveLabels, transmissionLabels } from "../../shared/lib/labels";
import type { Drive, Energy, Transmission } from "../../shared/lib/vehicle";

/** The technical fields of a version, as the spec sheet and the comparator read them. */
export interface VersionSpecs {
  priceRwf: number;
  engineLabel: string;
  displacementCc: number | null;
  energy: Energy;
  powerKw: number;
  powerHp: number;
  torqueNm: number;
  transmission: Transmission;
  gears: number | null;
  drive: Drive;
  consumptionL100: number | null;
  consumptionKwh100: number | null;
  co2Gkm: number | null;
  batteryKwh: number | null;
  electricRangeKm: number | null;
  acChargeKw: number | null;
  dcChargeKw: number | null;
  zeroToHundredS: number | null;
  topSpeedKmh: number | null;
  lengthMm: number;
  widthMm: number;
  heightMm: number;
  wheelbaseMm: number;
  groundClearanceMm: number | null;
  kerbWeightKg: number;
  seats: number;
  doors: number;
  bootLitres: number | null;
  tankLitres: number | null;
  warranty: string;
}

export interface SpecRow {
  key: string;
  label: string;
  /** The number compared between versions, when the row is numeric. */
  value: (v: VersionSpecs) => number | null;
  /** What is shown; "–" when there is no value. */
  display: (v: VersionSpecs) => string;
  /** Which value is best when versions are compared; undefined when neither is better. */
  best?: "lower" | "higher";
}

export interface SpecGroup {
  id: string;
  label: string;
  rows: SpecRow[];
}

const DASH = "–";
const withUnit = (n: number | null, unit: string, digits = 0) =>
  n === null ? DASH : `${digits ? n.toFixed(digits) : formatNumber(n)} ${unit}`;

function numericRow(
  key: string,
  label: string,
  pick: (v: VersionSpecs) => number | null,
  unit: string,
  best?: "lower" | "higher",
  digits = 0,
): SpecRow {
  return { key, label, value: pick, display: (v) => withUnit(pick(v), unit, digits), best };
}

function textRow(key: string, label: string, pick: (v: VersionSpecs) => string): SpecRow {
  return { key, label, value: () => null, display: pick };
}

/** The spec sheet, grouped as on version pages and in the comparator. The `best` rule of each row is explicit. */
export const specGroups: SpecGroup[] = [
  {
    id: "price",
    label: "Price",
    rows: [
      {
        key: "price",
        label: "List price (taxes included)",
        value: (v) => v.priceRwf,
        display: (v) => formatPrice(v.priceRwf, { currency: true }),
        best: "lower",
      },
    ],
  },
  {
    id: "engine",
    label: "Engine and performance",
    rows: [
      textRow("engine", "Engine", (v) => v.engineLabel),
      numericRow("displacement", "Displacement", (v) => v.displacementCc, "cc"),
      {
        key: "power",
        label: "Power",
        value: (v) => v.powerKw,
        display: (v) => `${v.powerHp} hp (${v.powerKw} kW)`,
        best: "higher",
      },
      numericRow("torque", "Torque", (v) => v.torqueNm, "Nm", "higher"),
      textRow("transmission", "Gearbox", (v) =>
        v.gears
          ? `${transmissionLabels[v.transmission]}, ${v.gears} speeds`
          : transmissionLabels[v.transmission],
      ),
      textRow("drive", "Drive", (v) => driveLabels[v.drive]),
      numericRow("acceleration", "0–100 km/h", (v) => v.zeroToHundredS, "s", "lower", 1),
      numericRow("topSpeed", "Top speed", (v) => v.topSpeedKmh, "km/h", "higher"),
    ],
  },
  {
    id: "energy",
    label: "Energy and range",
    rows: [
      textRow("energy", "Energy", (v) => v.energy.charAt(0).toUpperCase() + v.energy.slice(1)),
      numericRow("consumption", "Fuel consumption", (v) => v.consumptionL100, "l/100 km", "lower", 1),
      numericRow(
        "electricConsumption",
        "Electric consumption",
        (v) => v.consumptionKwh100,
        "kWh/100 km",
        "lower",
        1,
      ),
      numericRow("co2", "CO₂ emissions", (v) => v.co2Gkm, "g/km", "lower"),
      numericRow("battery", "Battery (usable)", (v) => v.batteryKwh, "kWh", "higher", 1),
      numericRow("range", "Electric range (WLTP)", (v) => v.electricRangeKm, "km", "higher"),
      numericRow("acCharge", "AC charging", (v) => v.acChargeKw, "kW", "higher", 1),
      numericRow("dcCharge", "DC fast charging", (v) => v.dcChargeKw, "kW", "higher"),
      numericRow("tank", "Fuel tank", (v) => v.tankLitres, "l"),
    ],
  },
  {
    id: "dimensions",
    label: "Dimensions and capacity",
    rows: [
      numericRow("length", "Length", (v) => v.lengthMm, "mm"),
      numericRow("width", "Width", (v) => v.widthMm, "mm"),
      numericRow("height", "Height", (v) => v.heightMm, "mm"),
      numericRow("wheelbase", "Wheelbase", (v) => v.wheelbaseMm, "mm", "higher"),
      numericRow("groundClearance", "Ground clearance", (v) => v.groundClearanceMm, "mm", "higher"),
      numericRow("weight", "Kerb weight", (v) => v.kerbWeightKg, "kg", "lower"),
      numericRow("seats", "Seats", (v) => v.seats, "", "higher"),
      numericRow("doors", "Doors", (v) => v.doors, ""),
      numericRow("boot", "Boot", (v) => v.bootLitres, "l", "higher"),
    ],
  },
  { id: "warranty", label: "Warranty", rows: [textRow("warranty", "Warranty", (v) => v.warranty)] },
];

/** Rows with a value for at least one of the versions (an electric car has no fuel tank row, and so on). */
export function rowsWithValues(group: SpecGroup, versions: VersionSpecs[]): SpecRow[] {
  return group.rows.filter((row) => versions.some((v) => row.display(v) !== DASH));
}
