/**
 * The yearly road maintenance levy by vehicle type, as rates.ts records it. Only the types whose amount the
 * law sets are offered; no amount is guessed for the others.
 */
import type { CalculatorForm } from "./calculator-form";
import { roadLevyRates } from "./rates";

export type LevyVehicle = keyof typeof roadLevyRates.perYear;
export const levyVehicles = Object.keys(roadLevyRates.perYear) as LevyVehicle[];

export interface RoadLevy {
  vehicle: LevyVehicle;
  /** Whole RWF a year. */
  perYear: number;
}

export function isLevyVehicle(value: string): value is LevyVehicle {
  return (levyVehicles as string[]).includes(value);
}

/** The levy a year for a vehicle type. */
export function roadLevy(vehicle: LevyVehicle): RoadLevy {
  return { vehicle, perYear: roadLevyRates.perYear[vehicle] };
}

/** The look-up's one field, `vehicle` (a car when absent), and the amount when it names a known type. */
export function parseLevyForm(get: (field: "vehicle") => string | null): CalculatorForm<"vehicle", RoadLevy> {
  const vehicle = get("vehicle") ?? "car";
  const key = vehicle.trim().toLowerCase();
  return isLevyVehicle(key)
    ? { values: { vehicle: key }, invalid: [], result: roadLevy(key) }
    : { values: { vehicle }, invalid: ["vehicle"], result: null };
}
