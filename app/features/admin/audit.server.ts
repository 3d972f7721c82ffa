import { and, asc, count, desc, eq, gt, inArray, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "~/shared/db/client";
import {
  auditLog,
  banners,
  brands,
  dealers,
  deals,
  guideArticles,
  guideSections,
  models,
  newsArticles,
  newsCategories,
  users,
  versions,
  type AuditAction,
} from "~/shared/db/schema";
import type { Locale } from "~/shared/i18n/locale";
import { textFor, type Translate } from "~/shared/i18n/text";
import { formatDateTime } from "~/shared/lib/dates";
import { readPage } from "~/shared/lib/pagination";
import { editableBannerFields } from "./banner-form";
import { modelFullName, versionFullName } from "./lists.server";
import { editableBrandFields } from "./brand-form";
import { editableDealerFields } from "./dealer-form";
import { changedFields, editAction, fieldsChangedSince } from "./changes";
import { editableGuideFields } from "./guide-form";
import { editableModelFields } from "./model-form";
import { editableNewsFields } from "./news-form";
import { equipmentText } from "~/features/catalogue/text/equipment";
import type { EquipmentKey } from "~/shared/lib/equipment";
import { equipmentAuditFields, type EquipmentAuditField } from "./equipment-form";
import { editableVersionFields } from "./version-form";
import { editableDealFields } from "./deal-form";
import type { AuditEntryView } from "./view";
import { adminText, type AdminMessages } from "./text/admin";

/** A change inside a transaction, or the database itself. */
export type Writer = Db | Parameters<Parameters<Db["transaction"]>[0]>[0];

/** The kinds of item the log records. */
export const auditEntityTypes = [
  "brand",
  "model",
  "version",
  "dealer",
  "banner",
  "news",
  "guide",
  "deal",
] as const;
export type AuditEntityType = (typeof auditEntityTypes)[number];

/** Each kind's edited fields, in its form's order: what an entry shows and a conflict compares. */
export const auditedFields = {
  brand: editableBrandFields,
  model: editableModelFields,
  version: [...editableVersionFields, ...equipmentAuditFields],
  dealer: editableDealerFields,
  banner: editableBannerFields,
  news: editableNewsFields,
  guide: editableGuideFields,
  deal: editableDealFields,
} as const;
export type AuditedField = (typeof auditedFields)[AuditEntityType][number];

/** What an entry may show of each kind: its edited fields, and its pictures (a gallery, a logo, a featured image). */
const shownFields = {
  ...auditedFields,
  brand: [...auditedFields.brand, "logo"],
  model: [...auditedFields.model, "photos"],
  version: [...auditedFields.version, "photos"],
  dealer: [...auditedFields.dealer, "logo"],
  news: [...auditedFields.news, "cover"],
  guide: [...auditedFields.guide, "cover"],
} as const;
type ShownField = (typeof shownFields)[AuditEntityType][number];

/** A field as staff read it in the log and in a conflict: an equipment item by its name on the site. */
export function fieldName(field: ShownField, locale: Locale): string {
  if (field.startsWith("equipment.")) {
    const key = field.slice("equipment.".length);
    return textFor(
      equipmentText,
      locale,
    )(key === "other" ? "equipment.other" : (`equipment.item.${key}` as `equipment.item.${EquipmentKey}`));
  }
  return textFor(adminText, locale)(`admin.field.${field as Exclude<ShownField, EquipmentAuditField>}`);
}

/** An item's page in the back office. */
export const adminItemPath = (entityType: AuditEntityType, id: number) =>
  `/admin/${entityType === "news" ? "news" : `${entityType}s`}/${id}`;

/** One change as the log keeps it. */
export interface AuditEntry {
  actorId: string;
  action: AuditAction;
  entityType: AuditEntityType;
  entityId: number;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** Records one change; called with the transaction that makes the change, so both happen or neither. */
export async function recordAudit(tx: Writer, entry: AuditEntry) {
  await tx.insert(auditLog).values(entry);
}

/** Records many changes (an import) with the transaction that makes them, a few hundred rows a statement. */
export async function recordAudits(tx: Writer, entries: readonly AuditEntry[]) {
  for (let start = 0; start < entries.length; start += 500)
    await tx.insert(auditLog).values(entries.slice(start, start + 500));
}

/** An item's version as the log keeps it: its edited fields and the moment it was saved. */
export function snapshot<F extends string>(
  fields: readonly F[],
  row: Record<F, unknown> & { updatedAt: Date },
) {
  return {
    ...Object.fromEntries(fields.map((field) => [field, row[field]])),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * An edit of an item as the log keeps it, or undefined when no field changed: a change of `published` alone
 * is a publish or an unpublish.
 */
export function editEntry<F extends string>(entry: {
  actorId: string;
  entityType: AuditEntityType;
  entityId: number;
  fields: readonly F[];
  before: Record<F, unknown> & { updatedAt: Date; published?: boolean };
  after: Record<F, unknown> & { updatedAt: Date; published?: boolean };
}): AuditEntry | undefined {
  const { actorId, entityType, entityId, fields, before, after } = entry;
  const changed = changedFields(fields, before, after);
  if (!changed.length) return undefined;
  return {
    actorId,
    entityType,
    entityId,
    action: editAction(changed, after.published ?? true),
    before: snapshot(fields, before),
    after: snapshot(fields, after),
  };
}

/** Records an edit of an item (nothing when no field changed; see `editEntry`), in the transaction that saved it. */
export async function recordEdit<F extends string>(tx: Writer, entry: Parameters<typeof editEntry<F>>[0]) {
  const edit = editEntry(entry);
  if (edit) await recordAudit(tx, edit);
}

/** The fields of an item saved by others since the version `seen` (the updatedAt an edit form carried). */
export async function changedSince<F extends string>(
  db: Db,
  entityType: AuditEntityType,
  id: number,
  seen: string,
  fields: readonly F[],
): Promise<F[]> {
  const ofItem = and(eq(auditLog.entityType, entityType), eq(auditLog.entityId, id));
  const [opened] = await db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(and(ofItem, sql`${auditLog.after}->>'updatedAt' = ${seen}`))
    .orderBy(desc(auditLog.id))
    .limit(1);
  const since = await db
    .select({ before: auditLog.before, after: auditLog.after })
    .from(auditLog)
    .where(and(ofItem, gt(auditLog.id, opened?.id ?? 0)))
    .orderBy(asc(auditLog.id));
  return fieldsChangedSince(fields, since);
}

type AuditRow = typeof auditLog.$inferSelect & { actorName: string | null };

/** What an entry's values may name by id: an item the log records, a news category or a guide section. */
type NamedKind = AuditEntityType | "newsCategory" | "guideSection";

/** The names of the items some entries name (as the item, or in a field such as a deal's dealer), by id. */
type Names = Record<NamedKind, Map<number, string>>;

/** The names of some items of a kind, by id. */
type NameQuery = (db: Db, ids: number[]) => Promise<{ id: number; name: string }[]>;

/** Items of a one-table kind named by one of their columns (or an expression of them). */
const namedBy =
  (
    table: PgTable & { id: AnyPgColumn<{ data: number; notNull: true }> },
    name: AnyPgColumn<{ data: string; notNull: true }> | SQL<string>,
  ): NameQuery =>
  (db, ids) =>
    db.select({ id: table.id, name }).from(table).where(inArray(table.id, ids));

/** How the log names each kind of item: a model and a version with their brand, a banner by its alt text. */
const nameQueries: Record<NamedKind, NameQuery> = {
  brand: namedBy(brands, brands.name),
  model: (db, ids) =>
    db
      .select({ id: models.id, name: modelFullName })
      .from(models)
      .innerJoin(brands, eq(brands.id, models.brandId))
      .where(inArray(models.id, ids)),
  version: (db, ids) =>
    db
      .select({
        id: versions.id,
        name: versionFullName,
      })
      .from(versions)
      .innerJoin(models, eq(models.id, versions.modelId))
      .innerJoin(brands, eq(brands.id, models.brandId))
      .where(inArray(versions.id, ids)),
  dealer: namedBy(dealers, dealers.name),
  banner: namedBy(banners, sql<string>`'#' || ${banners.id} || ' ' || left(${banners.alt}, 40)`),
  news: namedBy(newsArticles, newsArticles.title),
  guide: namedBy(guideArticles, guideArticles.title),
  deal: namedBy(deals, deals.title),
  newsCategory: namedBy(newsCategories, newsCategories.name),
  guideSection: namedBy(guideSections, guideSections.title),
};

/** The kind of item a field names by its id (`versionIds`: ids joined by commas). */
const references: Partial<Record<string, NamedKind>> = {
  brandId: "brand",
  modelId: "model",
  dealerId: "dealer",
  versionIds: "version",
  categoryId: "newsCategory",
  alsoCategoryId: "newsCategory",
  sectionId: "guideSection",
};

/** The ids a field's value names: one id, or ids joined by commas. */
const idsIn = (value: unknown): number[] =>
  typeof value === "number"
    ? [value]
    : typeof value === "string" && /^\d+(,\d+)*$/.test(value)
      ? value.split(",").map(Number)
      : [];

/** The names of every item these entries name, read with one query per kind. */
async function namesIn(db: Db, rows: readonly AuditRow[]): Promise<Names> {
  const kinds = Object.keys(nameQueries) as NamedKind[];
  const ids = Object.fromEntries(kinds.map((kind) => [kind, new Set<number>()])) as Record<
    NamedKind,
    Set<number>
  >;
  for (const row of rows) {
    ids[row.entityType as AuditEntityType]?.add(row.entityId);
    for (const values of [row.before, row.after])
      for (const [field, value] of Object.entries(values ?? {})) {
        const kind = references[field];
        if (kind) for (const id of idsIn(value)) ids[kind].add(id);
      }
  }
  const named = await Promise.all(
    kinds.map(async (kind) => {
      const found = ids[kind].size ? await nameQueries[kind](db, [...ids[kind]]) : [];
      return [kind, new Map(found.map((item) => [item.id, item.name]))] as const;
    }),
  );
  return Object.fromEntries(named) as Names;
}

/** The longest value an entry shows in full. */
const SHOWN_MAX = 160;

const shown = (field: string, value: unknown, t: Translate<AdminMessages>, names: Names): string => {
  if (value === null || value === undefined || value === "") return t("admin.value.empty");
  if (typeof value === "boolean") return t(value ? "admin.value.yes" : "admin.value.no");
  const kind = references[field];
  const ids = kind ? idsIn(value) : [];
  // An item deleted since is shown by its id.
  const text =
    kind && ids.length ? ids.map((id) => names[kind].get(id) ?? String(id)).join(", ") : String(value);
  // An article's text is long: the entry shows its start.
  return text.length > SHOWN_MAX ? `${text.slice(0, SHOWN_MAX)}…` : text;
};

/** An entry as staff read it: who, when, what (by name while the item exists), each field before → after. */
function entryView(row: AuditRow, locale: Locale, names: Names): AuditEntryView {
  const t = textFor(adminText, locale);
  const before = row.before ?? {};
  const after = row.after ?? {};
  const type = row.entityType as AuditEntityType;
  const changes = (shownFields[type] as readonly ShownField[])
    .filter((field) => field in after || field in before)
    .filter((field) => row.action === "create" || (before[field] ?? null) !== (after[field] ?? null))
    .map((field) => ({
      field: fieldName(field, locale),
      before: row.action === "create" ? null : shown(field, before[field], t, names),
      after: shown(field, after[field], t, names),
    }));
  const name = names[type]?.get(row.entityId);
  return {
    id: row.id,
    at: formatDateTime(row.at),
    iso: row.at.toISOString(),
    actor: row.actorName ?? t("admin.audit.unknownActor"),
    action: t(`admin.action.${row.action}`),
    entity: name
      ? t("admin.audit.namedItem", { type: t(`admin.entity.${type}`), name })
      : t("admin.audit.item", { type: t(`admin.entity.${type}`), id: row.entityId }),
    href: type in auditedFields ? adminItemPath(type, row.entityId) : null,
    changes,
  };
}

/** Entries as staff read them, the names they need read at once. */
async function entryViews(db: Db, rows: AuditRow[], locale: Locale) {
  const names = await namesIn(db, rows);
  return rows.map((row) => entryView(row, locale, names));
}

const auditColumns = {
  id: auditLog.id,
  at: auditLog.at,
  actorId: auditLog.actorId,
  action: auditLog.action,
  entityType: auditLog.entityType,
  entityId: auditLog.entityId,
  before: auditLog.before,
  after: auditLog.after,
  actorName: users.name,
};

/** One item's history, newest first (audit_log_entity_idx). */
export async function itemHistory(db: Db, entityType: AuditEntityType, entityId: number, locale: Locale) {
  const rows = await db
    .select(auditColumns)
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(and(eq(auditLog.entityType, entityType), eq(auditLog.entityId, entityId)))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(50);
  return entryViews(db, rows, locale);
}

export const AUDIT_PER_PAGE = 25;

/** A page of the whole log, newest first, maybe of one kind of item and one person. */
export async function auditPage(
  db: Db,
  filters: { entityType?: AuditEntityType; actorId?: string; page: number },
  locale: Locale,
) {
  const conditions: SQL[] = [];
  if (filters.entityType) conditions.push(eq(auditLog.entityType, filters.entityType));
  if (filters.actorId) conditions.push(eq(auditLog.actorId, filters.actorId));
  const where = conditions.length ? and(...conditions) : undefined;
  const [total] = await db.select({ value: count() }).from(auditLog).where(where);
  const { page, rows } = await readPage(
    total?.value ?? 0,
    filters.page,
    AUDIT_PER_PAGE,
    db
      .select(auditColumns)
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id)),
  );
  return { page, entries: await entryViews(db, rows, locale) };
}

/** The people who appear in the log (staff are few): the choices of the "Who" filter. */
export async function auditActors(db: Db) {
  const ids = db.selectDistinct({ id: auditLog.actorId }).from(auditLog);
  return db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(inArray(users.id, ids))
    .orderBy(users.name);
}
