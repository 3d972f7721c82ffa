import { and, eq } from "drizzle-orm";
import type {
  PgColumn,
  PgInsertValue,
  PgTable,
  PgUpdateSetSource,
  SelectedFieldsFlat,
} from "drizzle-orm/pg-core";
import type { SelectResultFields } from "drizzle-orm/query-builders/select.types";
import type { Db } from "~/shared/db/client";
import type { Locale } from "~/shared/i18n/locale";
import { textFor } from "~/shared/i18n/text";
import { isUniqueViolation } from "~/shared/lib/unavailable";
import {
  changedSince,
  fieldName,
  recordAudit,
  recordEdit,
  snapshot,
  type AuditedField,
  type AuditEntityType,
  type Writer,
} from "./audit.server";
import { adminText } from "./text/admin";

/** A back-office item as its form saves it: an id, its version time and whether the public sees it (if it can be hidden). */
type Versioned = { id: number; updatedAt: Date; published?: boolean };

/** Another item already has this value: the form says so beside `field`. */
export type Taken<F extends string> = { status: "taken"; field: F; message: string };

export type SaveResult<F extends string> =
  | { status: "saved"; id: number }
  | Taken<F>
  | { status: "conflict"; message: string; updatedAt: string }
  | { status: "gone"; message: string };

/**
 * Runs a save checked by `taken` beforehand. Another save of the same value can still land between the check
 * and this one: the unique index refuses it, and the form says which field, as the check would.
 */
async function unlessTaken<R, F extends string>(
  taken: () => Promise<Taken<F> | undefined>,
  save: () => Promise<R>,
): Promise<R | Taken<F>> {
  const clash = await taken();
  if (clash) return clash;
  try {
    return await save();
  } catch (error) {
    const late = isUniqueViolation(error) ? await taken() : undefined;
    if (late) return late;
    throw error;
  }
}

/** Creates an item and its audit entry in one transaction. */
export function createAudited<F extends string, R extends Versioned & Record<F, unknown>, T extends string>(
  db: Db,
  item: {
    entityType: AuditEntityType;
    fields: readonly F[];
    actorId: string;
    taken: () => Promise<Taken<T> | undefined>;
    insert: (tx: Writer) => Promise<R>;
  },
): Promise<SaveResult<T>> {
  return unlessTaken(item.taken, () =>
    db.transaction(async (tx) => {
      const row = await item.insert(tx);
      await recordAudit(tx, {
        actorId: item.actorId,
        action: "create",
        entityType: item.entityType,
        entityId: row.id,
        before: null,
        after: snapshot(item.fields, row),
      });
      return { status: "saved", id: row.id } as const;
    }),
  );
}

/**
 * Saves an edit only if nobody saved the item since the form was opened (`write` matches `updated_at = seen`
 * on the row `lock` read `for update`): else a conflict naming the fields that changed meanwhile. The audit
 * entry is written in the same transaction.
 */
export async function updateAudited<
  F extends AuditedField,
  R extends Versioned & Record<F, unknown>,
  T extends string,
>(
  db: Db,
  item: {
    entityType: AuditEntityType;
    fields: readonly F[];
    id: number;
    seen: string;
    actorId: string;
    locale: Locale;
    taken: () => Promise<Taken<T> | undefined>;
    lock: (tx: Writer) => Promise<R | undefined>;
    write: (tx: Writer, seenAt: Date) => Promise<R | undefined>;
  },
): Promise<SaveResult<T>> {
  const t = textFor(adminText, item.locale);
  const seenAt = new Date(item.seen);
  const result = await unlessTaken(item.taken, () =>
    db.transaction(async (tx) => {
      const before = await item.lock(tx);
      if (!before) return { status: "gone", message: t(`admin.${item.entityType}.gone`) } as const;
      if (Number.isNaN(seenAt.getTime()) || before.updatedAt.getTime() !== seenAt.getTime())
        return { status: "stale", before } as const;
      const after = await item.write(tx, seenAt);
      if (!after) return { status: "stale", before } as const;
      await recordEdit(tx, {
        actorId: item.actorId,
        entityType: item.entityType,
        entityId: item.id,
        fields: item.fields,
        before,
        after,
      });
      return { status: "saved", id: item.id } as const;
    }),
  );
  if (result.status !== "stale") return result;
  const fields = await changedSince(db, item.entityType, item.id, item.seen, item.fields);
  return {
    status: "conflict",
    message: t(`admin.${item.entityType}.conflict`, {
      fields: fields.map((field) => fieldName(field, item.locale)).join(", ") || t("admin.field.unknown"),
    }),
    updatedAt: result.before.updatedAt.toISOString(),
  };
}

/**
 * A kind's create and update from its parts: the check that no other item has the same value (`exceptId`
 * aside), and the row's insert, `for update` read and write, each giving the row back as the audit log reads it.
 */
export function auditedSaves<
  I,
  F extends AuditedField,
  R extends Versioned & Record<F, unknown>,
  T extends string,
>(kind: {
  entityType: AuditEntityType;
  fields: readonly F[];
  taken: (db: Db, input: I, locale: Locale, exceptId?: number) => Promise<Taken<T> | undefined>;
  insert: (tx: Writer, input: I) => Promise<R>;
  lock: (tx: Writer, id: number) => Promise<R | undefined>;
  write: (tx: Writer, id: number, seenAt: Date, input: I) => Promise<R | undefined>;
}) {
  const { entityType, fields } = kind;
  return {
    /** Creates an item and its audit entry in one transaction. */
    create: (db: Db, input: I, actorId: string, locale: Locale) =>
      createAudited(db, {
        entityType,
        fields,
        actorId,
        taken: () => kind.taken(db, input, locale),
        insert: (tx) => kind.insert(tx, input),
      }),
    /** Saves an edit of an item unless someone saved it since `seen` (see `updateAudited`). */
    update: (db: Db, id: number, input: I, seen: string, actorId: string, locale: Locale) =>
      updateAudited(db, {
        entityType,
        fields,
        id,
        seen,
        actorId,
        locale,
        taken: () => kind.taken(db, input, locale, id),
        lock: (tx) => kind.lock(tx, id),
        write: (tx, seenAt) => kind.write(tx, id, seenAt, input),
      }),
  };
}

/** A table whose rows the back office saves: an id, and the version time that `updateAudited` checks. */
type SavedTable = PgTable & { id: PgColumn; updatedAt: PgColumn };

/**
 * The row reads and writes of `createAudited` and `updateAudited` for `table`, each giving the row back as
 * `columns` select it: insert a row, lock a row `for update`, and write a row if nobody saved it since `seenAt`.
 * (Drizzle cannot name a generic selection's result: the rows are typed here as `columns` give them.)
 */
export function savedRows<T extends SavedTable, C extends SelectedFieldsFlat>(table: T, columns: C) {
  type Row = SelectResultFields<C>;
  return {
    insert: async (tx: Writer, values: PgInsertValue<T>) =>
      ((await tx.insert(table).values(values).returning(columns)) as Row[])[0]!,
    lock: async (tx: Writer, id: number) =>
      (
        (await tx
          .select(columns)
          .from(table as PgTable)
          .where(eq(table.id, id))
          .for("update")) as Row[]
      )[0],
    write: async (tx: Writer, id: number, seenAt: Date, values: PgUpdateSetSource<T>) =>
      (
        (await tx
          .update(table)
          .set({ ...values, updatedAt: new Date() })
          .where(and(eq(table.id, id), eq(table.updatedAt, seenAt)))
          .returning(columns)) as Row[]
      )[0],
  };
}
