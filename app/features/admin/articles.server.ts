/** What the back office's news and guide lists share: the status filter and the orders, as SQL. */
import { and, asc, desc, eq, gt, sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { formatDateTime } from "~/shared/lib/dates";
import { articleStatus, articleStatuses, type ArticleStatus } from "./article-form";
import { listQuery } from "./list-nav";
import { likePattern } from "./lists.server";
import type { ListRow } from "./view";

/** The orders of an article list: newest publication first, by title, or the last saved first. */
export const articleSorts = ["newest", "title", "changed"] as const;
export type ArticleSort = (typeof articleSorts)[number];

interface ArticleColumns {
  id: PgColumn;
  title: PgColumn;
  published: PgColumn;
  publishedAt: PgColumn;
  updatedAt: PgColumn;
}

/** The articles of one status now: drafts, scheduled for later, or public (the same test as publicNews). */
export function statusCondition(table: ArticleColumns, status: ArticleStatus): SQL {
  switch (status) {
    case "draft":
      return eq(table.published, false);
    case "scheduled":
      return and(eq(table.published, true), gt(table.publishedAt, sql`now()`))!;
    case "published":
      return and(eq(table.published, true), sql`${table.publishedAt} <= now()`)!;
  }
}

/** A list's order, each ending on the id so that pages never overlap. */
export function articleOrder(table: ArticleColumns, sort: ArticleSort): SQL[] {
  switch (sort) {
    case "newest":
      return [desc(table.publishedAt), desc(table.id)];
    case "title":
      return [sql`lower(${table.title})`, asc(table.id)];
    case "changed":
      return [desc(table.updatedAt), desc(table.id)];
  }
}

/** Part of a title, folded as the site's search folds it (case and accents), as a LIKE pattern. */
export const foldedPattern = (q: string) => sql`search_fold(${likePattern(q)})`;

/**
 * An article list's address read: part of the title (`q`), the category or section (`group`, one of
 * `groups`' values, else none), the status (`status`), the order and the page.
 */
export function articleListQuery(search: URLSearchParams, groups: readonly { value: string }[]) {
  const query = listQuery(search, articleSorts);
  const group = groups.find((choice) => choice.value === search.get("group"))?.value ?? "";
  const status = articleStatuses.find((value) => value === search.get("status"));
  return {
    query: { ...query, groupId: group ? Number(group) : undefined, status },
    filters: { q: query.q, group, status: status ?? "", sort: query.sort },
  };
}

/** What an article list's page is read for: part of the title, the category or section (`groupId`), the status, the order and the page. */
export type ArticleListFilters = ReturnType<typeof articleListQuery>["query"];

/** An article in its list: its title, its category or section (`group`), its status at `now`, its publication. */
export const articleRow = (
  article: { id: number; title: string; published: boolean; publishedAt: Date },
  group: string,
  now: Date,
): ListRow => ({
  id: article.id,
  name: article.title,
  label: article.title,
  cells: {
    group,
    status: articleStatus(article.published, article.publishedAt, now),
    when: formatDateTime(article.publishedAt),
  },
});
