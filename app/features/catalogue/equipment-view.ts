/** A version's equipment as text: item names, figures with their units, grouped as the catalogue orders them. */
import {
  equipmentGroups,
  equipmentOf,
  type Equipment,
  type EquipmentItem,
  type EquipmentValue,
} from "~/shared/lib/equipment";
import type { Translate } from "~/shared/i18n/text";
import type { EquipmentMessages } from "~/features/catalogue/text/equipment";

export const equipmentLabel = (t: Translate<EquipmentMessages>, item: EquipmentItem) =>
  t(`equipment.item.${item.key}`);

/** An item's figure with its unit ("7", "12.3 in"); null for a yes item or a figure not known. */
export function equipmentFigure(
  t: Translate<EquipmentMessages>,
  item: EquipmentItem,
  value: EquipmentValue,
): string | null {
  if (item.kind !== "number" || value === true) return null;
  return t(`equipment.unit.${item.unit}`, { value: String(value) });
}

/**
 * The version page's equipment: each group's lines ("Airbags: 7", "ABS"), then what no
 * item names as a last group, "Other equipment".
 */
export function equipmentSheet(equipment: Equipment, t: Translate<EquipmentMessages>) {
  const groups = equipmentGroups.map((group) => ({
    id: group,
    label: t(`equipment.group.${group}`),
    items: equipmentOf(equipment, group).map(({ item, value }) => {
      const label = equipmentLabel(t, item);
      const figure = equipmentFigure(t, item, value);
      return figure ? t("equipment.withValue", { item: label, value: figure }) : label;
    }),
  }));
  const other = {
    id: "other",
    label: t("equipment.other"),
    items: equipment.other,
  };
  return [...groups, other].filter((group) => group.items.length > 0);
}
