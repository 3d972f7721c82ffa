import { and, eq, sql } from "drizzle-orm";
import type { Db } from "~/shared/db/client";
import { brands, models } from "~/shared/db/schema";
import type { Locale } from "~/shared/i18n/locale";
import { textFor } from "~/shared/i18n/text";
import { formatDateTime } from "~/shared/lib/dates";
import { bodyLabels, energyLabels } from "~/shared/lib/labels";
import { countedPage, exists, modelNamed, nameOrder, slugTaken } from "./lists.server";
import { editableModelFields, type ModelInput } from "./model-form";
import { auditedSaves, savedRows, type SaveResult } from "./saves.server";
import { adminText } from "./text/admin";
import type { ItemSort, ListRow } from "./view";

/** Every brand, published or not, by name: the choices of the model form and the list's filter. */
export async function brandChoices(db: Db) {
  const rows = await db
    .select({ id: brands.id, label: brands.name })
    .from(brands)
    .orderBy(sql`lower(${brands.name})`);
  return rows.map(({ id, label }) => ({ value: String(id), label }));
}

/** The model form's choices: every brand, and the body types and energies the site knows. */
export async function modelFormChoices(db: Db) {
  const labelled = <K extends string>(labels: Record<K, string>) =>
    (Object.keys(labels) as K[]).map((value) => ({ value, label: labels[value] }));
  return { brands: await brandChoices(db), bodies: labelled(bodyLabels), energies: labelled(energyLabels) };
}

/** A page of models, published or not: by name (or part of it), of one brand, alphabetically or newest first. */
export async function modelPage(
  db: Db,
  filters: { q: string; brandId: number | undefined; sort: ItemSort; page: number },
) {
  const where = and(
    filters.q ? modelNamed(filters.q) : undefined,
    filters.brandId === undefined ? undefined : eq(models.brandId, filters.brandId),
  );
  const { page, rows } = await countedPage(
    db,
    models,
    where,
    filters.page,
    db
      .select({
        id: models.id,
        name: models.name,
        brand: brands.name,
        body: models.body,
        published: models.published,
        updatedAt: models.updatedAt,
      })
      .from(models)
      .innerJoin(brands, eq(brands.id, models.brandId))
      .where(where)
      .orderBy(...nameOrder(filters.sort, { name: models.name, newest: models.createdAt, id: models.id })),
  );
  const list: ListRow[] = rows.map(({ updatedAt, body, brand, ...row }) => ({
    ...row,
    label: `${brand} ${row.name}`,
    updated: formatDateTime(updatedAt),
    cells: { brand, body: bodyLabels[body] },
  }));
  return { page, rows: list };
}

const editColumns = {
  id: models.id,
  brandId: models.brandId,
  name: models.name,
  slug: models.slug,
  body: models.body,
  energy: models.energy,
  segment: models.segment,
  launchedOn: models.launchedOn,
  description: models.description,
  published: models.published,
  updatedAt: models.updatedAt,
};
const rows = savedRows(models, editColumns);

/** A model as the edit form shows it, with its brand's address for the public page, or undefined. */
export async function modelForEdit(db: Db, id: number) {
  const [row] = await db
    .select({ ...editColumns, brandSlug: brands.slug })
    .from(models)
    .innerJoin(brands, eq(brands.id, models.brandId))
    .where(eq(models.id, id));
  return row;
}

export type ModelSaveResult = SaveResult<"brandId" | "slug">;

/** No such brand, or another model of the same brand with this slug (the index models_brand_slug_key). */
async function taken(db: Db, input: ModelInput, locale: Locale, exceptId?: number) {
  const t = textFor(adminText, locale);
  if (!(await exists(db, brands, input.brandId)))
    return { status: "taken", field: "brandId", message: t("admin.model.error.brand") } as const;
  if (await slugTaken(db, models, input.slug, exceptId, eq(models.brandId, input.brandId)))
    return { status: "taken", field: "slug", message: t("admin.model.error.slugTaken") } as const;
  return undefined;
}

/** Creates a model, or saves an edit of one, each with its audit entry (see `auditedSaves`). */
export const { create: createModel, update: updateModel } = auditedSaves({
  entityType: "model",
  fields: editableModelFields,
  taken,
  ...rows,
});
