/** Where a dealer is: a point on the map inside Rwanda. */

/** Rwanda's extent with a small margin (1°04′–2°51′ S, 28°51′–30°54′ E). */
export const RWANDA_BOUNDS = { south: -2.9, north: -1.0, west: 28.8, east: 30.95 } as const;

/** A coordinate typed with a point or a comma ("-1,9441"); undefined when it is not a number. */
export function readCoordinate(text: string): number | undefined {
  const trimmed = text.trim().replace(",", ".");
  if (!/^-?\d{1,3}(\.\d{1,8})?$/.test(trimmed)) return undefined;
  return Number(trimmed);
}

/** Why a point is refused: one of the two missing, not a number, or outside Rwanda. */
export type PointProblem = "missing" | "number" | "outside";

/**
 * A dealer's point from its two fields: none when both are empty, the point when both are numbers inside
 * Rwanda, else the problem of each refused field.
 */
export function readPoint(
  latitudeText: string,
  longitudeText: string,
):
  | { ok: true; point: { latitude: number; longitude: number } | null }
  | { ok: false; latitude?: PointProblem; longitude?: PointProblem } {
  if (!latitudeText.trim() && !longitudeText.trim()) return { ok: true, point: null };
  const check = (text: string, min: number, max: number): number | PointProblem => {
    if (!text.trim()) return "missing";
    const value = readCoordinate(text);
    if (value === undefined) return "number";
    return value < min || value > max ? "outside" : value;
  };
  const latitude = check(latitudeText, RWANDA_BOUNDS.south, RWANDA_BOUNDS.north);
  const longitude = check(longitudeText, RWANDA_BOUNDS.west, RWANDA_BOUNDS.east);
  if (typeof latitude === "number" && typeof longitude === "number")
    return { ok: true, point: { latitude, longitude } };
  return {
    ok: false,
    ...(typeof latitude === "string" ? { latitude } : {}),
    ...(typeof longitude === "string" ? { longitude } : {}),
  };
}
