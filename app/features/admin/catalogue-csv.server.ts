/**
 * The catalogue's CSV export and import (decision 0020): the export's rows, the dry run of an uploaded file
 * (kept as a plan in `catalogue_imports`) and its apply, in one transaction, refused when a version it names
 * changed since the dry run.
 */
import { createHash, randomUUID } from "node:crypto";
import { and, asc, eq, inArray, lt, sql } from "drizzle-orm";
import type { Db } from "~/shared/db/client";
import { brands, catalogueImports, models, versions } from "~/shared/db/schema";
import type { Locale } from "~/shared/i18n/locale";
import { textFor } from "~/shared/i18n/text";
import { isForeignKeyViolation, isUniqueViolation } from "~/shared/lib/unavailable";
import { editEntry, recordAudits, snapshot, type AuditEntry, type Writer } from "./audit.server";
import { modelFullName, versionNamed } from "./lists.server";
import {
  canApply,
  catalogueCsv,
  planImport,
  readCsv,
  type CurrentVersion,
  type FileProblem,
  type ImportPlan,
} from "./catalogue-csv";
import { adminText } from "./text/admin";
import { adminCsvText } from "./text/csv";
import { editableVersionFields } from "./version-form";
import { versionEditColumns } from "./versions.server";

/** A dry run can be applied for this long after it was made. */
export const IMPORT_APPLY_HOURS = 24;
/** Dry runs older than this are deleted when a new file is checked. */
const IMPORT_KEEP_DAYS = 7;
/** Rows a statement reads or writes at most (PostgreSQL takes at most 65,535 parameters). */
const CHUNK = 1_000;

const chunks = <T>(list: readonly T[]) =>
  Array.from({ length: Math.ceil(list.length / CHUNK) }, (_, index) =>
    list.slice(index * CHUNK, (index + 1) * CHUNK),
  );

/** The versions list's filters: part of a name, a model, a brand. */
export interface ExportFilters {
  q: string;
  modelId?: number | undefined;
  brandId?: number | undefined;
}

/** The export: every version matching the list's filters, published or not, by brand, model and price. */
export async function catalogueExport(db: Db, filters: ExportFilters): Promise<string> {
  const rows = await db
    .select({
      ...versionEditColumns,
      brandId: brands.id,
      brandSlug: brands.slug,
      brandName: brands.name,
      modelSlug: models.slug,
      modelName: models.name,
      onSale: sql<boolean>`(${brands.published} and ${models.published} and ${versions.published})`,
    })
    .from(versions)
    .innerJoin(models, eq(models.id, versions.modelId))
    .innerJoin(brands, eq(brands.id, models.brandId))
    .where(
      and(
        filters.q ? versionNamed(filters.q) : undefined,
        filters.modelId === undefined ? undefined : eq(versions.modelId, filters.modelId),
        filters.brandId === undefined ? undefined : eq(models.brandId, filters.brandId),
      ),
    )
    .orderBy(
      sql`lower(${brands.name})`,
      sql`lower(${models.name})`,
      asc(versions.priceRwf),
      asc(versions.id),
    );
  return catalogueCsv(rows);
}

/** The catalogue as a dry run compares a file with it: every version's edited fields, every model's names. */
export async function catalogueForImport(db: Db) {
  const [current, modelRows] = await Promise.all([
    db.select(versionEditColumns).from(versions),
    db
      .select({
        id: models.id,
        slug: models.slug,
        brandSlug: brands.slug,
        label: modelFullName,
      })
      .from(models)
      .innerJoin(brands, eq(brands.id, models.brandId)),
  ]);
  return { versions: current as CurrentVersion[], models: modelRows };
}

export type CheckResult = { status: "checked"; id: string } | { status: "refused"; problem: FileProblem };

/**
 * The dry run of an uploaded file: read, compared with the catalogue, and kept (its plan, not the file) for
 * the editor who sent it, under a random id: the dry run page's address.
 */
export async function checkImport(
  db: Db,
  file: { bytes: Uint8Array; name: string },
  actorId: string,
  locale: Locale,
): Promise<CheckResult> {
  const table = readCsv(file.bytes);
  if ("problem" in table) return { status: "refused", problem: table };
  const plan = planImport(table, await catalogueForImport(db), {
    admin: textFor(adminText, locale),
    csv: textFor(adminCsvText, locale),
  });
  const id = randomUUID();
  await db
    .delete(catalogueImports)
    .where(lt(catalogueImports.createdAt, new Date(Date.now() - IMPORT_KEEP_DAYS * 86_400_000)));
  await db.insert(catalogueImports).values({
    id,
    actorId,
    fileName: file.name.slice(0, 200) || "import.csv",
    sha256: createHash("sha256").update(file.bytes).digest("hex"),
    plan: plan as unknown as Record<string, unknown>,
  });
  return { status: "checked", id };
}

/** A dry run as its page shows it, if it is this editor's. */
export async function importForView(db: Db, id: string, actorId: string) {
  const [row] = await db
    .select()
    .from(catalogueImports)
    .where(and(eq(catalogueImports.id, id), eq(catalogueImports.actorId, actorId)));
  return row && { ...row, plan: row.plan as unknown as ImportPlan };
}

export type ApplyResult =
  | { status: "applied"; added: number; changed: number }
  | { status: "gone" | "alreadyApplied" | "expired" | "notApplicable" }
  | { status: "stale"; count: number };

/**
 * Gives each version its values from the file in one statement (`update … from jsonb_to_recordset`): a
 * thousand versions a round trip rather than one. The price trigger runs for each row as for any update.
 */
async function updateVersions(tx: Writer, changes: ImportPlan["changed"], now: Date) {
  const columns = editableVersionFields.map((field) => versions[field]);
  const rows = changes.map(({ id, values }) => ({
    id,
    ...Object.fromEntries(editableVersionFields.map((field, index) => [columns[index]!.name, values[field]])),
  }));
  await tx.execute(sql`
    update ${versions} set
      ${sql.join(
        columns.map((column) => sql`${sql.identifier(column.name)} = v.${sql.identifier(column.name)}`),
        sql`, `,
      )},
      ${sql.identifier(versions.updatedAt.name)} = ${now.toISOString()}::timestamptz
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(
      id integer,
      ${sql.join(
        columns.map((column) => sql`${sql.identifier(column.name)} ${sql.raw(column.getSQLType())}`),
        sql`, `,
      )}
    )
    where ${versions.id} = v.id`);
}

/** Thrown inside the apply's transaction to undo it. */
class CatalogueMoved extends Error {
  constructor(readonly count: number) {
    super("The catalogue changed since the dry run");
  }
}

/**
 * Applies a dry run, exactly: its new versions added, its changed versions given the values it showed, an
 * audit entry each, in one transaction. Refused (nothing written) when a version the file names was saved
 * since the dry run (its `updatedAt` moved), or a new version's address or model no longer works; applied
 * once only, by the editor who checked the file, within IMPORT_APPLY_HOURS.
 */
export async function applyImport(db: Db, id: string, actorId: string): Promise<ApplyResult> {
  try {
    return await db.transaction(async (tx) => {
      const [staged] = await tx
        .select()
        .from(catalogueImports)
        .where(and(eq(catalogueImports.id, id), eq(catalogueImports.actorId, actorId)))
        .for("update");
      if (!staged) return { status: "gone" } as const;
      if (staged.appliedAt) return { status: "alreadyApplied" } as const;
      if (Date.now() - staged.createdAt.getTime() > IMPORT_APPLY_HOURS * 3_600_000)
        return { status: "expired" } as const;
      const plan = staged.plan as unknown as ImportPlan;
      if (!canApply(plan)) return { status: "notApplicable" } as const;

      // Every version the file names, as the dry run saw it: locked, and unchanged since.
      const current = new Map<number, CurrentVersion>();
      for (const ids of chunks(plan.seen.map(([versionId]) => versionId))) {
        const rows = await tx
          .select(versionEditColumns)
          .from(versions)
          .where(inArray(versions.id, ids))
          .orderBy(asc(versions.id))
          .for("update");
        for (const row of rows) current.set(row.id, row as CurrentVersion);
      }
      const moved = plan.seen.filter(
        ([versionId, at]) => current.get(versionId)?.updatedAt.toISOString() !== at,
      );
      if (moved.length) throw new CatalogueMoved(moved.length);

      const now = new Date();
      const entries: AuditEntry[] = [];
      for (const changes of chunks(plan.changed)) await updateVersions(tx, changes, now);
      for (const change of plan.changed) {
        const before = current.get(change.id)!;
        const entry = editEntry({
          actorId,
          entityType: "version",
          entityId: change.id,
          fields: editableVersionFields,
          before,
          // What the statement above wrote: the row as it was, with the file's values.
          after: { ...before, ...change.values, updatedAt: now },
        });
        if (entry) entries.push(entry);
      }
      for (const added of chunks(plan.added)) {
        const rows = await tx
          .insert(versions)
          .values(
            added.map(({ values }) => ({
              ...values,
              equipment: { items: {}, other: [] },
              updatedAt: now,
            })),
          )
          .returning(versionEditColumns);
        for (const row of rows)
          entries.push({
            actorId,
            action: "create",
            entityType: "version",
            entityId: row.id,
            before: null,
            after: snapshot(editableVersionFields, row),
          });
      }
      await recordAudits(tx, entries);
      await tx.update(catalogueImports).set({ appliedAt: now }).where(eq(catalogueImports.id, id));
      return { status: "applied", added: plan.added.length, changed: plan.changed.length } as const;
    });
  } catch (error) {
    if (error instanceof CatalogueMoved) return { status: "stale", count: error.count };
    // A version added meanwhile took a new one's address, or its model was deleted: the file is checked again.
    if (isUniqueViolation(error) || isForeignKeyViolation(error)) return { status: "stale", count: 1 };
    throw error;
  }
}
