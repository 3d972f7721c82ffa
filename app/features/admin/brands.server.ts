import { and, asc, count, desc, eq, gt, ilike, ne, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "~/shared/db/client";
import { auditLog, brands, models, newsArticles, versions } from "~/shared/db/schema";
import type { Locale } from "~/shared/i18n/locale";
import { textFor } from "~/shared/i18n/text";
import { formatDateTime } from "~/shared/lib/dates";
import { readPage } from "~/shared/lib/pagination";
import { isUniqueViolation } from "~/shared/lib/unavailable";
import { recordAudit } from "./audit.server";
import {
  changedFields,
  editableBrandFields,
  fieldsChangedSince,
  type BrandInput,
  type EditableBrandField,
} from "./brand-form";
import { adminText } from "./text/admin";
import type { BrandRowView, BrandSort } from "./view";

/** The dashboard's figures. */
export async function catalogueCounts(db: Db) {
  const tally = async (query: PromiseLike<{ value: number }[]>) => (await query)[0]?.value ?? 0;
  const [brandCount, modelCount, versionCount, articleCount] = await Promise.all([
    tally(db.select({ value: count() }).from(brands)),
    tally(db.select({ value: count() }).from(models)),
    tally(db.select({ value: count() }).from(versions)),
    tally(db.select({ value: count() }).from(newsArticles)),
  ]);
  return { brands: brandCount, models: modelCount, versions: versionCount, articles: articleCount };
}

export const BRANDS_PER_PAGE = 25;

/** LIKE's wildcards typed by staff are matched as themselves. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A page of brands, published or not: by name (or part of it), alphabetically or newest first. */
export async function brandPage(db: Db, filters: { q: string; sort: BrandSort; page: number }) {
  const where = filters.q ? ilike(brands.name, likePattern(filters.q)) : undefined;
  const [total] = await db.select({ value: count() }).from(brands).where(where);
  const order: SQL[] =
    filters.sort === "newest"
      ? [desc(brands.createdAt), desc(brands.id)]
      : [sql`lower(${brands.name})`, asc(brands.id)];
  const { page, rows } = await readPage(
    total?.value ?? 0,
    filters.page,
    BRANDS_PER_PAGE,
    db
      .select({
        id: brands.id,
        name: brands.name,
        slug: brands.slug,
        country: brands.country,
        published: brands.published,
        updatedAt: brands.updatedAt,
      })
      .from(brands)
      .where(where)
      .orderBy(...order),
  );
  const list: BrandRowView[] = rows.map(({ updatedAt, ...row }) => ({
    ...row,
    updated: formatDateTime(updatedAt),
  }));
  return { page, brands: list };
}

const editColumns = {
  id: brands.id,
  name: brands.name,
  slug: brands.slug,
  colour: brands.colour,
  country: brands.country,
  description: brands.description,
  published: brands.published,
  updatedAt: brands.updatedAt,
};

/** A brand as the edit form shows it, or undefined. */
export async function brandForEdit(db: Db, id: number) {
  const [row] = await db.select(editColumns).from(brands).where(eq(brands.id, id));
  return row;
}

type BrandRecord = NonNullable<Awaited<ReturnType<typeof brandForEdit>>>;

/**
 * The edited fields of a row, what the audit log keeps, with the moment it was saved: a conflict finds there
 * the version an editor had opened.
 */
const snapshot = (row: Pick<BrandRecord, EditableBrandField | "updatedAt">) => ({
  ...Object.fromEntries(editableBrandFields.map((field) => [field, row[field]])),
  updatedAt: row.updatedAt.toISOString(),
});

/** The fields saved by others since the version `seen` (the updatedAt an edit form carried). */
async function changedSince(db: Db, id: number, seen: string): Promise<EditableBrandField[]> {
  const ofBrand = and(eq(auditLog.entityType, "brand"), eq(auditLog.entityId, id));
  const [opened] = await db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(and(ofBrand, sql`${auditLog.after}->>'updatedAt' = ${seen}`))
    .orderBy(desc(auditLog.id))
    .limit(1);
  const since = await db
    .select({ before: auditLog.before, after: auditLog.after })
    .from(auditLog)
    .where(and(ofBrand, gt(auditLog.id, opened?.id ?? 0)))
    .orderBy(asc(auditLog.id));
  return fieldsChangedSince(since);
}

export type BrandSaveResult =
  | { status: "saved"; id: number }
  | { status: "taken"; field: "name" | "slug"; message: string }
  | { status: "conflict"; message: string; updatedAt: string }
  | { status: "gone"; message: string };

/** Another brand with this name or slug (case-insensitive name): the form says which field. */
async function taken(db: Db, input: BrandInput, locale: Locale, exceptId?: number) {
  const t = textFor(adminText, locale);
  const others = exceptId === undefined ? undefined : ne(brands.id, exceptId);
  const [clash] = await db
    .select({ name: brands.name, slug: brands.slug })
    .from(brands)
    .where(and(or(eq(brands.slug, input.slug), sql`lower(${brands.name}) = lower(${input.name})`), others))
    .limit(1);
  if (!clash) return undefined;
  return clash.slug === input.slug
    ? ({ status: "taken", field: "slug", message: t("admin.brand.error.slugTaken") } as const)
    : ({ status: "taken", field: "name", message: t("admin.brand.error.nameTaken") } as const);
}

/**
 * Runs a save checked by `taken` beforehand. Another save of the same name or slug can still land between
 * the check and this one: the unique index refuses it, and the form says which field, as the check would.
 */
async function unlessTaken<R>(
  db: Db,
  input: BrandInput,
  locale: Locale,
  exceptId: number | undefined,
  save: () => Promise<R>,
): Promise<R | NonNullable<Awaited<ReturnType<typeof taken>>>> {
  try {
    return await save();
  } catch (error) {
    const clash = isUniqueViolation(error) ? await taken(db, input, locale, exceptId) : undefined;
    if (clash) return clash;
    throw error;
  }
}

/** Creates a brand and its audit entry in one transaction. */
export async function createBrand(
  db: Db,
  input: BrandInput,
  actorId: string,
  locale: Locale,
): Promise<BrandSaveResult> {
  const clash = await taken(db, input, locale);
  if (clash) return clash;
  return unlessTaken(db, input, locale, undefined, () =>
    db.transaction(async (tx) => {
      const [row] = await tx.insert(brands).values(input).returning(editColumns);
      await recordAudit(tx, {
        actorId,
        action: "create",
        entityType: "brand",
        entityId: row!.id,
        before: null,
        after: snapshot(row!),
      });
      return { status: "saved", id: row!.id } as const;
    }),
  );
}

/**
 * Saves an edit only if nobody saved the brand since the form was opened (`where updated_at = seen`): else
 * a conflict naming the fields that changed meanwhile. The audit entry is written in the same transaction;
 * a change of `published` alone is recorded as publish or unpublish.
 */
export async function updateBrand(
  db: Db,
  id: number,
  input: BrandInput,
  seen: string,
  actorId: string,
  locale: Locale,
): Promise<BrandSaveResult> {
  const t = textFor(adminText, locale);
  const clash = await taken(db, input, locale, id);
  if (clash) return clash;
  const seenAt = new Date(seen);
  const result = await unlessTaken(db, input, locale, id, () =>
    db.transaction(async (tx) => {
      const [before] = await tx.select(editColumns).from(brands).where(eq(brands.id, id)).for("update");
      if (!before) return { status: "gone", message: t("admin.brand.gone") } as const;
      if (Number.isNaN(seenAt.getTime()) || before.updatedAt.getTime() !== seenAt.getTime())
        return { status: "stale", before } as const;
      const [after] = await tx
        .update(brands)
        .set({ ...input, updatedAt: new Date() })
        .where(and(eq(brands.id, id), eq(brands.updatedAt, seenAt)))
        .returning(editColumns);
      if (!after) return { status: "stale", before } as const;
      const changed = changedFields(before, after);
      if (changed.length) {
        const action =
          changed.length === 1 && changed[0] === "published"
            ? after.published
              ? "publish"
              : "unpublish"
            : "update";
        await recordAudit(tx, {
          actorId,
          action,
          entityType: "brand",
          entityId: id,
          before: snapshot(before),
          after: snapshot(after),
        });
      }
      return { status: "saved", id } as const;
    }),
  );
  if (result.status !== "stale") return result;
  const fields = await changedSince(db, id, seen);
  return {
    status: "conflict",
    message: t("admin.brand.conflict", {
      fields: fields.map((field) => t(`admin.field.${field}`)).join(", ") || t("admin.field.unknown"),
    }),
    updatedAt: result.before.updatedAt.toISOString(),
  };
}
