/**
 * The comparator's table: the spec sheet's groups and rows across the compared versions, with the best
 * value of each numeric row marked by that row's explicit rule, and equipment item by item: present /
 * absent, or its figure.
 */
import { specGroups, type VersionSpecs } from "../catalogue/specs";
import { equipmentFigure, equipmentLabel } from "../catalogue/equipment-view";
import type { EquipmentMessages } from "../catalogue/text/equipment";
import {
  equipmentGroups,
  equipmentItems,
  type Equipment,
  type EquipmentItem,
  type EquipmentValue,
} from "../../shared/lib/equipment";
import type { Translate } from "../../shared/i18n/text";

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

/**
 * One row per catalogue item any compared version has, in the catalogue's order: ✓ or – for a yes item; a
 * number item's figure with its unit (the highest marked when more is better), ✓ when its figure is not known.
 */
export function equipmentComparison(
  equipment: readonly Equipment[],
  t: Translate<EquipmentMessages>,
): ComparisonGroup[] {
  return equipmentGroups
    .map((group) => ({
      id: `equipment-${group}`,
      label: t(`equipment.group.${group}`),
      rows: equipmentItems
        .filter((item) => item.group === group && equipment.some((e) => e.items[item.key] !== undefined))
        .map((item) =>
          equipmentRow(
            item,
            equipment.map((e) => e.items[item.key]),
            t,
          ),
        ),
    }))
    .filter((group) => group.rows.length > 0);
}

function equipmentRow(
  item: EquipmentItem,
  values: (EquipmentValue | undefined)[],
  t: Translate<EquipmentMessages>,
): ComparisonRow {
  const rule = item.kind === "number" && item.ranked ? "higher" : null;
  const best = new Set(
    bestOf(
      values.map((value) => (typeof value === "number" ? value : null)),
      rule,
    ),
  );
  const cells = values.map((value, i): ComparisonCell => {
    const figure = value === undefined ? null : equipmentFigure(t, item, value);
    if (figure) return { text: figure, best: best.has(i) };
    return { text: value ? "✓" : DASH, best: false, has: value !== undefined };
  });
  return {
    key: item.key,
    label: equipmentLabel(t, item),
    rule,
    cells,
    same: cells.every((cell) => cell.text === cells[0]!.text),
  };
}
