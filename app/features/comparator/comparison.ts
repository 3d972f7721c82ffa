/**
 * The comparator's table: the spec sheet's groups and rows across the compared versions, with the best
 * value of each numeric row marked by that row's explicit rule, and equipment as present / absent.
 */
import { specGroups, type VersionSpecs } from "../catalogue/specs";
import { equipmentGroups, type Equipment } from "../../shared/lib/vehicle";

export type BestRule = "lower" | "higher";

export interface ComparisonCell {
  text: string;
  best: boolean;
  /** For equipment rows: whether the version has the item. */
  has?: boolean;
}

export interface ComparisonRow {
  key: string;
  label: string;
  /** Which value wins; null when the row is not ranked (text, or neither is better). */
  rule: BestRule | null;
  cells: ComparisonCell[];
  /** Every version shows the same thing: hidden by "Only differences". */
  same: boolean;
}

export interface ComparisonGroup {
  id: string;
  label: string;
  rows: ComparisonRow[];
}

/**
 * Indexes holding the best of `values` by `rule`: none when fewer than two values are known or all known
 * values tie (nothing stands out).
 */
export function bestOf(values: readonly (number | null)[], rule: BestRule | null): number[] {
  if (!rule) return [];
  const known = values.filter((x): x is number => x !== null);
  if (known.length < 2) return [];
  const target = rule === "lower" ? Math.min(...known) : Math.max(...known);
  if (known.every((x) => x === target)) return [];
  return values.flatMap((x, i) => (x === target ? [i] : []));
}

const DASH = "–";

function row(key: string, label: string, rule: BestRule | null, texts: string[], values: (number | null)[]) {
  const best = new Set(bestOf(values, rule));
  return {
    key,
    label,
    rule,
    cells: texts.map((text, i) => ({ text, best: best.has(i) })),
    same: texts.every((text) => text === texts[0]),
  } satisfies ComparisonRow;
}

/** The spec rows of the compared versions, grouped as the spec sheet; rows no version has are left out. */
export function specComparison(versions: readonly VersionSpecs[]): ComparisonGroup[] {
  return specGroups
    .map((group) => ({
      id: group.id,
      label: group.label,
      rows: group.rows
        .map((spec) =>
          row(
            spec.key,
            spec.label,
            spec.best ?? null,
            versions.map((v) => spec.display(v)),
            versions.map((v) => spec.value(v)),
          ),
        )
        .filter((r) => r.cells.some((cell) => cell.text !== DASH)),
    }))
    .filter((group) => group.rows.length > 0);
}

const equipmentLabels: Record<(typeof equipmentGroups)[number], string> = {
  safety: "Safety equipment",
  comfort: "Comfort equipment",
  multimedia: "Multimedia",
};

/**
 * One row per equipment item any compared version has, items most versions share first (then by name), so
 * what sets the cars apart sits together at the bottom of each group.
 */
export function equipmentComparison(equipment: readonly Equipment[]): ComparisonGroup[] {
  return equipmentGroups
    .map((group) => {
      const items = new Map<string, number>();
      for (const list of equipment)
        for (const item of new Set(list[group])) items.set(item, (items.get(item) ?? 0) + 1);
      const ordered = [...items].sort(([a, na], [b, nb]) => nb - na || a.localeCompare(b, "en"));
      return {
        id: `equipment-${group}`,
        label: equipmentLabels[group],
        rows: ordered.map(([item]) => {
          const has = equipment.map((list) => list[group].includes(item));
          return {
            key: `${group}:${item}`,
            label: item,
            rule: null,
            cells: has.map((yes) => ({ text: yes ? "✓" : DASH, best: false, has: yes })),
            same: has.every(Boolean),
          } satisfies ComparisonRow;
        }),
      };
    })
    .filter((group) => group.rows.length > 0);
}
