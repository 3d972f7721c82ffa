/**
 * How the back office reads an item: as its form shows it, and two versions compared (what a conflict names
 * and the audit log records).
 */
import type { FormValues } from "~/shared/forms/form-data";

/** A version of an item: its fields by name (a row, or a snapshot the audit log keeps). */
type Fields = Readonly<Record<string, unknown>>;

/** The fields whose value differs between two versions of an item, in the form's order. */
export function changedFields<F extends string>(fields: readonly F[], before: Fields, after: Fields): F[] {
  return fields.filter((field) => (before[field] ?? null) !== (after[field] ?? null));
}

/** A saved change as the audit log keeps it: the fields before (null for a creation) and after. */
interface SavedChange {
  before: Fields | null;
  after: Fields | null;
}

/** Every field some of these changes touched, in the form's order: what a conflict names. */
export function fieldsChangedSince<F extends string>(
  fields: readonly F[],
  changes: readonly SavedChange[],
): F[] {
  const touched = new Set<F>();
  for (const { before, after } of changes) {
    if (!before || !after) continue;
    for (const field of changedFields(fields, before, after)) touched.add(field);
  }
  return fields.filter((field) => touched.has(field));
}

/**
 * An edit as the log names it: a change of `published` alone (with an article's publication time, if it has
 * one) is a publish or an unpublish.
 */
export function editAction(changed: readonly string[], published: boolean) {
  if (
    changed.includes("published") &&
    changed.every((field) => field === "published" || field === "publishAt")
  )
    return published ? "publish" : "unpublish";
  return "update";
}

/** A saved item as its form shows it: none as "", yes as "on" (a checkbox), a time as ISO, a number as digits. */
export function formValues<F extends string>(fields: readonly F[], item: Fields): FormValues<F> {
  const values = {} as FormValues<F>;
  for (const field of fields) {
    const value = item[field];
    values[field] =
      value === null || value === undefined || value === false
        ? ""
        : value === true
          ? "on"
          : value instanceof Date
            ? value.toISOString()
            : String(value);
  }
  return values;
}
