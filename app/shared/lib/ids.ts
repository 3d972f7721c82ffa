/**
 * The largest PostgreSQL `integer`: every id column (serial) and the price columns are integers, so a
 * larger number can name no row, and sent to the database it is an error ('integer out of range').
 */
export const INTEGER_MAX = 2_147_483_647;

/** True for a non-empty run of ASCII digits: no sign, space or decimals. */
export function isNumericParam(value: string | null | undefined): value is string {
  return typeof value === "string" && /^[0-9]+$/.test(value);
}

/** True for a whole number a PostgreSQL integer id column can hold (0 to INTEGER_MAX). */
export function isId(value: number): boolean {
  return Number.isInteger(value) && value >= 0 && value <= INTEGER_MAX;
}

/**
 * The id a route segment, query or form value names: ASCII digits (SPEC §5: 'must be numeric'; leading
 * zeros read, "007" is 7) for a number up to INTEGER_MAX; anything else is null.
 */
export function parseId(value: string | null | undefined): number | null {
  if (!isNumericParam(value)) return null;
  const id = Number(value);
  return id <= INTEGER_MAX ? id : null;
}
