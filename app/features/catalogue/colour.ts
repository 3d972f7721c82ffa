/** Returned by {@link shade} for anything that is not a #RRGGBB or #RGB hex colour. */
export const NEUTRAL_GREY = "#8a94a6";

/**
 * Lightens (amount > 0, mixed towards white) or darkens (amount < 0, mixed towards black) a hex
 * colour. `amount` is clamped to −1…1 (a non-finite amount counts as 0); ±1 gives pure white or black.
 * Accepts #RRGGBB or #RGB in any case and returns lowercase #rrggbb; any other input, e.g. a colour
 * name, rgb() or a hex without "#", returns the neutral grey {@link NEUTRAL_GREY}.
 */
export function shade(hex: string, amount: number): string {
  const m = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!m) return NEUTRAL_GREY;
  const digits = m[1]!.length === 3 ? [...m[1]!].map((d) => d + d).join("") : m[1]!;
  const t = Number.isFinite(amount) ? Math.max(-1, Math.min(1, amount)) : 0;
  const target = t < 0 ? 0 : 255;
  let out = "#";
  for (let i = 0; i < 6; i += 2) {
    const c = parseInt(digits.slice(i, i + 2), 16);
    out += Math.round(c + (target - c) * Math.abs(t))
      .toString(16)
      .padStart(2, "0");
  }
  return out;
}
