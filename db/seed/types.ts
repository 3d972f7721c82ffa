/** Shapes of the demo catalogue's detailed data (models' details and their versions). */

export type Transmission = "manual" | "automatic" | "cvt" | "dct" | "single-speed";
export type Drive = "fwd" | "rwd" | "awd" | "4wd";
export type Segment =
  | "city car"
  | "small car"
  | "compact"
  | "mid-size"
  | "large"
  | "small suv"
  | "compact suv"
  | "mid-size suv"
  | "large suv"
  | "pick-up"
  | "van"
  | "minibus"
  | "sports";

export interface SeedModelDetails {
  /** Must equal a brand name in catalogue.ts. */
  brand: string;
  /** Must equal one of that brand's model names in catalogue.ts. */
  model: string;
  segment: Segment;
  /** Premium or luxury model (typically list price above ~60,000,000 RWF or a premium brand's flagship). */
  luxury: boolean;
  /** Month the current generation went on sale in Rwanda (or globally, if not known), "YYYY-MM". */
  launched: string;
  /** Two or three factual sentences for Rwandan buyers: what it is, who it suits, what stands out. */
  description: string;
  versions: SeedVersion[];
}

export interface SeedVersion {
  /** Trim and powertrain as the maker names them, without the brand and model, e.g. "2.5 Hybrid VX AWD". */
  name: string;
  /** List price in RWF, all taxes included, rounded to 10,000 RWF. */
  priceRwf: number;
  engine: {
    /** Cylinders × litres label, e.g. "2.5 L 4-cylinder", or "Electric motor" / "Dual electric motors". */
    label: string;
    /** Cubic centimetres; null for electric. */
    displacementCc: number | null;
  };
  energy: "petrol" | "diesel" | "hybrid" | "plug-in hybrid" | "electric";
  /** Maximum (system) power. */
  powerKw: number;
  powerHp: number;
  torqueNm: number;
  transmission: Transmission;
  /** Gear count; null for single-speed and CVT. */
  gears: number | null;
  drive: Drive;
  /** Combined WLTP (or maker's) fuel consumption, l/100 km; null for electric. */
  consumptionL100: number | null;
  /** Electric consumption, kWh/100 km; null unless electric or plug-in hybrid. */
  consumptionKwh100: number | null;
  /** g/km; 0 for electric; null when the maker publishes none. */
  co2Gkm: number | null;
  /** Usable battery kWh; null for petrol/diesel/hybrid. */
  batteryKwh: number | null;
  /** WLTP electric range km; null for petrol/diesel/hybrid. */
  electricRangeKm: number | null;
  /** Max AC / DC charging power kW; null when not chargeable. */
  acChargeKw: number | null;
  dcChargeKw: number | null;
  /** Seconds; null when the maker publishes none. */
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
  /** Boot (or load bed) litres with the rear seats up; null for pick-up beds and vans without data. */
  bootLitres: number | null;
  /** Fuel tank litres; null for electric. */
  tankLitres: number | null;
  /** As sold in Rwanda if known, else the maker's standard, e.g. "3 years / 100.000 km". */
  warranty: string;
  /** Equipment as the maker lists it; seeding reads it into the catalogue's items (`equipmentFromText`). */
  equipment: {
    safety: string[];
    comfort: string[];
    multimedia: string[];
  };
}
