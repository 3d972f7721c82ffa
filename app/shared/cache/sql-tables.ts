/**
 * Which of the site's tables one SQL statement reads and which it changes, read from its text: what the
 * page cache needs to know which pages a change touches (docs/decisions/0024-page-cache.md).
 *
 * Every name in the statement that is one of the site's tables, quoted (as Drizzle writes them) or not (as in
 * hand-written subqueries), is a table it touches. It errs on the safe side: a column or alias that happens
 * to share a table's name counts as a read, and a write counts as changing every table it names (an
 * `insert … select` also "changes" the table it selects from), so a page is at worst dropped from the cache
 * once too often, never kept past a change. Values travel as parameters, so no text a visitor typed is read.
 */
export interface StatementTables {
  reads: string[];
  writes: string[];
}

const NAME = /"((?:[^"]|"")+)"|\b([a-z_][a-z0-9_$]*)\b/gi;
/** Statements that change rows: leading comments, spaces and a WITH clause's writes included. */
const WRITE = /^\s*(?:insert|update|delete|merge|truncate)\b/i;
const WITH_WRITE = /^\s*with\b[\s\S]*?\b(?:insert\s+into|update|delete\s+from)\s+"/i;

export function tablesOfStatement(sql: string, tables: ReadonlySet<string>): StatementTables {
  const named = new Set<string>();
  for (const [, quoted, bare] of sql.matchAll(NAME)) {
    const name = quoted === undefined ? bare!.toLowerCase() : quoted.replaceAll('""', '"');
    if (tables.has(name)) named.add(name);
  }
  const all = [...named];
  return WRITE.test(sql) || WITH_WRITE.test(sql) ? { reads: [], writes: all } : { reads: all, writes: [] };
}
