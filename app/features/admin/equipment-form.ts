/**
 * A version's equipment as its back-office form reads it: a checkbox per yes item, a figure (or "yes", when
 * the maker gives none) per number item, and the other equipment one per line. Also how the audit log sees it:
 * one field per item, so a change reads "Airbags: 6 → 7".
 */
import {
  equipmentItems,
  equipmentSchema,
  equipmentValueSchema,
  type Equipment,
  type EquipmentKey,
  type EquipmentValue,
} from "~/shared/lib/equipment";
import type { FieldErrors, FormValues } from "~/shared/forms/form-data";
import type { Translate } from "~/shared/i18n/text";
import type { AdminMessages } from "./text/admin";
import { readFigure } from "./version-form";

/** The form's fields: one per item, the other equipment, and the version being edited. */
export const equipmentFormFields = [...equipmentItems.map((item) => item.key), "other", "updatedAt"] as const;
export type EquipmentFormField = EquipmentKey | "other" | "updatedAt";

/** The word that says "has it, figure unknown" in a number item's field. */
export const HAS_IT = "yes";

/** A version's equipment as the form shows it. */
export function equipmentFormValues(equipment: Equipment, updatedAt: Date): FormValues<EquipmentFormField> {
  const values = {
    other: equipment.other.join("\n"),
    updatedAt: updatedAt.toISOString(),
  } as FormValues<EquipmentFormField>;
  for (const item of equipmentItems) {
    const value = equipment.items[item.key];
    values[item.key] =
      value === undefined ? "" : item.kind === "yes" ? "on" : value === true ? HAS_IT : String(value);
  }
  return values;
}

/** The form read through the equipment's rules: the equipment, or a message per refused field. */
export function readEquipmentForm(
  values: FormValues<EquipmentFormField>,
  t: Translate<AdminMessages>,
): { ok: true; equipment: Equipment } | { ok: false; errors: FieldErrors<EquipmentFormField> } {
  const errors: FieldErrors<EquipmentFormField> = {};
  const items: Partial<Record<EquipmentKey, EquipmentValue>> = {};
  for (const item of equipmentItems) {
    const text = values[item.key].trim();
    if (item.kind === "yes") {
      if (text === "on") items[item.key] = true;
      continue;
    }
    if (text === "") continue;
    const value = text.toLowerCase() === HAS_IT ? true : readFigure(text, item.unit === "count");
    if (equipmentValueSchema(item).safeParse(value).success) items[item.key] = value;
    else
      errors[item.key] = t(
        item.unit === "count" ? "admin.equipment.error.count" : "admin.equipment.error.inches",
        {
          max: item.max,
        },
      );
  }
  const other = values.other
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
  const equipment = { items, other };
  if (!equipmentSchema.shape.other.safeParse(other).success) errors.other = t("admin.equipment.error.other");
  if (Object.keys(errors).length) return { ok: false, errors };
  return { ok: true, equipment: equipmentSchema.parse(equipment) };
}

/** The audit log's fields of a version's equipment: one per item, and the other equipment. */
export const equipmentAuditFields = [
  ...equipmentItems.map((item) => `equipment.${item.key}` as const),
  "equipment.other",
] as const;
export type EquipmentAuditField = (typeof equipmentAuditFields)[number];

/** A version's equipment as the audit log compares it: one field per item (null when it has not), the other equipment as one text. */
export function equipmentSnapshot(
  equipment: Equipment,
): Record<EquipmentAuditField, EquipmentValue | string | null> {
  const snapshot = { "equipment.other": equipment.other.join("; ") || null } as Record<
    EquipmentAuditField,
    EquipmentValue | string | null
  >;
  for (const item of equipmentItems) snapshot[`equipment.${item.key}`] = equipment.items[item.key] ?? null;
  return snapshot;
}
