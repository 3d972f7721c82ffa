import { and, asc, desc, eq, getTableColumns, sql, type SQL } from "drizzle-orm";
import type { Db } from "~/shared/db/client";
import { brands, models, versions } from "~/shared/db/schema";
import type { Equipment } from "~/shared/lib/equipment";
import type { Locale } from "~/shared/i18n/locale";
import { textFor } from "~/shared/i18n/text";
import { formatDateTime } from "~/shared/lib/dates";
import { driveLabels, energyLabels, transmissionLabels } from "~/shared/lib/labels";
import { formatPrice } from "~/shared/lib/price";
import { countedPage, exists, modelFullName, slugTaken, versionFullName, versionNamed } from "./lists.server";
import { auditedSaves, savedRows, updateAudited, type SaveResult } from "./saves.server";
import { adminText } from "./text/admin";
import { equipmentAuditFields, equipmentSnapshot } from "./equipment-form";
import { editableVersionFields, type VersionInput } from "./version-form";
import type { ListRow, VersionSort } from "./view";

/** Every model, published or not, as "Brand Model" by brand then model: the version form's and list's choices. */
export async function modelChoices(db: Db) {
  const rows = await db
    .select({ id: models.id, brand: brands.name, model: models.name })
    .from(models)
    .innerJoin(brands, eq(brands.id, models.brandId))
    .orderBy(sql`lower(${brands.name})`, sql`lower(${models.name})`);
  return rows.map(({ id, brand, model }) => ({ value: String(id), label: `${brand} ${model}` }));
}

/** The version form's choices: every model, and the energies, gearboxes and drives the site knows. */
export async function versionFormChoices(db: Db) {
  const labelled = <K extends string>(labels: Record<K, string>) =>
    (Object.keys(labels) as K[]).map((value) => ({ value, label: labels[value] }));
  return {
    models: await modelChoices(db),
    energies: labelled(energyLabels),
    transmissions: labelled(transmissionLabels),
    drives: labelled(driveLabels),
  };
}

/** A page of versions, published or not: by name (or part of it), of one model, by name, newest or price. */
export async function versionPage(
  db: Db,
  filters: { q: string; modelId: number | undefined; sort: VersionSort; page: number },
) {
  const where = and(
    filters.q ? versionNamed(filters.q) : undefined,
    filters.modelId === undefined ? undefined : eq(versions.modelId, filters.modelId),
  );
  const order: Record<VersionSort, SQL[]> = {
    name: [sql`lower(${brands.name})`, sql`lower(${models.name})`, asc(versions.priceRwf), asc(versions.id)],
    newest: [desc(versions.updatedAt), desc(versions.id)],
    price: [asc(versions.priceRwf), asc(versions.id)],
  };
  const { page, rows } = await countedPage(
    db,
    versions,
    where,
    filters.page,
    db
      .select({
        id: versions.id,
        name: versions.name,
        model: modelFullName,
        priceRwf: versions.priceRwf,
        published: versions.published,
        updatedAt: versions.updatedAt,
      })
      .from(versions)
      .innerJoin(models, eq(models.id, versions.modelId))
      .innerJoin(brands, eq(brands.id, models.brandId))
      .where(where)
      .orderBy(...order[filters.sort]),
  );
  const list: ListRow[] = rows.map(({ updatedAt, priceRwf, model, ...row }) => ({
    ...row,
    label: `${model} ${row.name}`,
    updated: formatDateTime(updatedAt),
    cells: { model, price: formatPrice(priceRwf, { currency: true }) },
  }));
  return { page, rows: list };
}

/** A version's columns as its form edits them (its equipment has a page of its own). */
const {
  equipment: _equipment,
  isDemo: _isDemo,
  createdAt: _createdAt,
  ...editColumns
} = getTableColumns(versions);
export { editColumns as versionEditColumns };
const rows = savedRows(versions, editColumns);

/** A version as the edit form shows it, with its model's and brand's addresses for the public page, or undefined. */
export async function versionForEdit(db: Db, id: number) {
  const [row] = await db
    .select({ ...editColumns, modelSlug: models.slug, brandSlug: brands.slug })
    .from(versions)
    .innerJoin(models, eq(models.id, versions.modelId))
    .innerJoin(brands, eq(brands.id, models.brandId))
    .where(eq(versions.id, id));
  return row;
}

/** No such model, or another version of the same model with this slug (the index versions_model_slug_key). */
async function taken(db: Db, input: VersionInput, locale: Locale, exceptId?: number) {
  const t = textFor(adminText, locale);
  if (!(await exists(db, models, input.modelId)))
    return { status: "taken", field: "modelId", message: t("admin.version.error.model") } as const;
  if (await slugTaken(db, versions, input.slug, exceptId, eq(versions.modelId, input.modelId)))
    return { status: "taken", field: "slug", message: t("admin.version.error.slugTaken") } as const;
  return undefined;
}

export type VersionSaveResult = SaveResult<"modelId" | "slug">;

/**
 * Creates a version (no equipment listed yet), or saves an edit of one (the database keeps a price change), each
 * with its audit entry (see `auditedSaves`).
 */
export const { create: createVersion, update: updateVersion } = auditedSaves({
  entityType: "version",
  fields: editableVersionFields,
  taken,
  ...rows,
  insert: (tx, input: VersionInput) => rows.insert(tx, { ...input, equipment: { items: {}, other: [] } }),
});

/** A version's equipment as its form edits it, with the names its page shows, or undefined. */
export async function versionEquipmentForEdit(db: Db, id: number) {
  const [row] = await db
    .select({
      id: versions.id,
      name: versionFullName,
      equipment: versions.equipment,
      updatedAt: versions.updatedAt,
    })
    .from(versions)
    .innerJoin(models, eq(models.id, versions.modelId))
    .innerJoin(brands, eq(brands.id, models.brandId))
    .where(eq(versions.id, id));
  return row;
}

/** A version's row as the equipment's save compares and logs it: one field per item. */
const equipmentRow = (row: { id: number; updatedAt: Date; published: boolean; equipment: Equipment }) => ({
  id: row.id,
  updatedAt: row.updatedAt,
  published: row.published,
  ...equipmentSnapshot(row.equipment),
});
const equipmentColumns = {
  id: versions.id,
  updatedAt: versions.updatedAt,
  published: versions.published,
  equipment: versions.equipment,
};

/** Saves a version's equipment unless someone saved the version since `seen` (see `updateAudited`). */
export function updateVersionEquipment(
  db: Db,
  id: number,
  equipment: Equipment,
  seen: string,
  actorId: string,
  locale: Locale,
): Promise<SaveResult<never>> {
  return updateAudited(db, {
    entityType: "version",
    fields: equipmentAuditFields,
    id,
    seen,
    actorId,
    locale,
    taken: () => Promise.resolve(undefined),
    lock: async (tx) => {
      const [row] = await tx.select(equipmentColumns).from(versions).where(eq(versions.id, id)).for("update");
      return row && equipmentRow(row);
    },
    write: async (tx, seenAt) => {
      const [row] = await tx
        .update(versions)
        .set({ equipment, updatedAt: new Date() })
        .where(and(eq(versions.id, id), eq(versions.updatedAt, seenAt)))
        .returning(equipmentColumns);
      return row && equipmentRow(row);
    },
  });
}
