/**
 * What the back office's lists and saves read alike: a page of a list with its count, the order of a list
 * of named items, part of a name as a LIKE pattern, whether a row exists, whether an address is taken, a
 * model's or version's full name, and the search of models and versions by any part of it.
 */
import { and, asc, count, desc, eq, ilike, inArray, ne, or, sql, type SQL } from "drizzle-orm";
import { QueryBuilder, type PgColumn, type PgTable } from "drizzle-orm/pg-core";
import type { Db } from "~/shared/db/client";
import { brands, models, versions } from "~/shared/db/schema";
import { readPage } from "~/shared/lib/pagination";
import type { Writer } from "./audit.server";

/** "Toyota RAV4": a model's name after its brand's, in a query that joins both. */
export const modelFullName = sql<string>`${brands.name} || ' ' || ${models.name}`;
/** "Toyota RAV4 2.0 GX CVT": a version's name after its model's full name, in a query joining all three. */
export const versionFullName = sql<string>`${modelFullName} || ' ' || ${versions.name}`;

/** Subqueries of the searches below, built without a connection. */
const subquery = new QueryBuilder();

/** The words of a search, each matched on its own: "rav4 hybrid" finds "Toyota RAV4 2.5 Hybrid". */
const wordsOf = (q: string) => q.split(/\s+/).filter(Boolean);

/** Models whose full name ("Toyota RAV4") has every word of `q`, in a query of models alone. */
export const modelNamed = (q: string) =>
  and(
    ...wordsOf(q).map((word) =>
      or(
        ilike(models.name, likePattern(word)),
        inArray(
          models.brandId,
          subquery
            .select({ id: brands.id })
            .from(brands)
            .where(ilike(brands.name, likePattern(word))),
        ),
      ),
    ),
  );

/** Versions whose full name ("Toyota RAV4 2.0 GX CVT") has every word of `q`, in a query of versions alone. */
export const versionNamed = (q: string) =>
  and(
    ...wordsOf(q).map((word) =>
      or(
        ilike(versions.name, likePattern(word)),
        inArray(
          versions.modelId,
          subquery
            .select({ id: models.id })
            .from(models)
            .innerJoin(brands, eq(brands.id, models.brandId))
            .where(ilike(modelFullName, likePattern(word))),
        ),
      ),
    ),
  );

/** Rows on a page of a back-office list. */
export const ROWS_PER_PAGE = 25;

/** LIKE's wildcards typed by staff are matched as themselves. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * A page of a list: the rows of `table` that match `where` are counted, and page `requested` of `rows` (the
 * list's query, filtered by the same `where` and ordered) is read.
 */
export async function countedPage<T>(
  db: Db,
  table: PgTable,
  where: SQL | undefined,
  requested: number,
  rows: Parameters<typeof readPage<T>>[3],
) {
  const [total] = await db.select({ value: count() }).from(table).where(where);
  return readPage(total?.value ?? 0, requested, ROWS_PER_PAGE, rows);
}

/** A list of named items in order: by `name` (A–Z), or newest first by `newest`, each ending on the id. */
export const nameOrder = (
  sort: string,
  columns: { name: PgColumn; newest: PgColumn; id: PgColumn },
): SQL[] =>
  sort === "newest"
    ? [desc(columns.newest), desc(columns.id)]
    : [sql`lower(${columns.name})`, asc(columns.id)];

/** Whether `table` has a row of this id (the parent a form names: a brand, a model, a section). */
export async function exists(db: Writer, table: PgTable & { id: PgColumn }, id: number) {
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.id, id)).limit(1);
  return row !== undefined;
}

/**
 * Whether another row of `table` than `exceptId` has this slug (among the rows `within` keeps: the same
 * brand's models, the same section's articles).
 */
export async function slugTaken(
  db: Writer,
  table: PgTable & { id: PgColumn; slug: PgColumn },
  slug: string,
  exceptId: number | undefined,
  within?: SQL,
) {
  const [clash] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(within, eq(table.slug, slug), exceptId === undefined ? undefined : ne(table.id, exceptId)))
    .limit(1);
  return clash !== undefined;
}
