import { and, count, desc, eq, inArray, type SQL } from "drizzle-orm";
import type { Db } from "~/shared/db/client";
import { auditLog, users, type AuditAction } from "~/shared/db/schema";
import type { Locale } from "~/shared/i18n/locale";
import { textFor, type Translate } from "~/shared/i18n/text";
import { formatDateTime } from "~/shared/lib/dates";
import { readPage } from "~/shared/lib/pagination";
import { editableBrandFields } from "./brand-form";
import type { AuditEntryView } from "./view";
import { adminText, type AdminMessages } from "./text/admin";

/** A change inside a transaction, or the database itself. */
export type Writer = Db | Parameters<Parameters<Db["transaction"]>[0]>[0];

/** The kinds of item the log records (brands today; models, versions and the rest next). */
export const auditEntityTypes = ["brand"] as const;
export type AuditEntityType = (typeof auditEntityTypes)[number];

/** Records one change; called with the transaction that makes the change, so both happen or neither. */
export async function recordAudit(
  tx: Writer,
  entry: {
    actorId: string;
    action: AuditAction;
    entityType: AuditEntityType;
    entityId: number;
    before: Record<string, unknown> | null;
    after: Record<string, unknown> | null;
  },
) {
  await tx.insert(auditLog).values(entry);
}

type AuditRow = typeof auditLog.$inferSelect & { actorName: string | null };

const shown = (value: unknown, t: Translate<AdminMessages>): string =>
  value === null || value === undefined || value === ""
    ? t("admin.value.empty")
    : typeof value === "boolean"
      ? t(value ? "admin.value.yes" : "admin.value.no")
      : String(value);

/** An entry as staff read it: who, when, what, and each field that changed (before → after). */
function entryView(row: AuditRow, locale: Locale): AuditEntryView {
  const t = textFor(adminText, locale);
  const before = row.before ?? {};
  const after = row.after ?? {};
  const changes = editableBrandFields
    .filter((field) => field in after || field in before)
    .filter((field) => row.action === "create" || (before[field] ?? null) !== (after[field] ?? null))
    .map((field) => ({
      field: t(`admin.field.${field}`),
      before: row.action === "create" ? null : shown(before[field], t),
      after: shown(after[field], t),
    }));
  return {
    id: row.id,
    at: formatDateTime(row.at),
    iso: row.at.toISOString(),
    actor: row.actorName ?? t("admin.audit.unknownActor"),
    action: t(`admin.action.${row.action}`),
    entity: t("admin.audit.item", {
      type: t(`admin.entity.${row.entityType as AuditEntityType}`),
      id: row.entityId,
    }),
    href: row.entityType === "brand" ? `/admin/brands/${row.entityId}` : null,
    changes,
  };
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
  return rows.map((row) => entryView(row, locale));
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
  return { page, entries: rows.map((row) => entryView(row, locale)) };
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
