/**
 * Reads 0, 1, true and false given as numbers, booleans or text (any letter
 * case, surrounding spaces ignored). Anything else gives undefined.
 */
export function parseBooleanLike(value: unknown): boolean | undefined {
  if (typeof value === "boolean") return value;
  const text =
    typeof value === "number" || typeof value === "string" ? String(value).trim().toLowerCase() : undefined;
  if (text === "1" || text === "true") return true;
  if (text === "0" || text === "false") return false;
  return undefined;
}
