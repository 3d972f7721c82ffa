import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "~/shared/db/client";
import { newsArticleCategories, newsArticles, newsCategories } from "~/shared/db/schema";
import type { Locale } from "~/shared/i18n/locale";
import { textFor } from "~/shared/i18n/text";
import { articlePath } from "~/shared/lib/links";
import { readingMinutes, renderArticle } from "~/shared/server/markdown.server";
import { carArtPath } from "~/features/catalogue/car-art";
import { articleStatus, kigaliTimeInput } from "./article-form";
import {
  articleOrder,
  articleRow,
  foldedPattern,
  statusCondition,
  type ArticleListFilters,
} from "./articles.server";
import { countedPage, exists, slugTaken } from "./lists.server";
import { editableNewsFields, type NewsInput } from "./news-form";
import { auditedSaves, savedRows, type SaveResult } from "./saves.server";
import type { Writer } from "./audit.server";
import { adminText } from "./text/admin";

/** The news categories in menu order: the choices of the form and the list's filter. */
export async function newsCategoryChoices(db: Db) {
  const rows = await db
    .select({ id: newsCategories.id, label: newsCategories.name })
    .from(newsCategories)
    .orderBy(asc(newsCategories.position));
  return rows.map(({ id, label }) => ({ value: String(id), label }));
}

const inCategory = (categoryId: number) =>
  inArray(
    newsArticles.id,
    sql`(select ${newsArticleCategories.articleId} from ${newsArticleCategories} where ${newsArticleCategories.categoryId} = ${categoryId})`,
  );

/** A page of news articles of every status: part of the title, a category (`groupId`), a status, in an order. */
export async function newsAdminPage(db: Db, filters: ArticleListFilters) {
  const where = and(
    filters.q ? sql`${newsArticles.searchText} like ${foldedPattern(filters.q)}` : undefined,
    filters.groupId === undefined ? undefined : inCategory(filters.groupId),
    filters.status ? statusCondition(newsArticles, filters.status) : undefined,
  );
  const { page, rows } = await countedPage(
    db,
    newsArticles,
    where,
    filters.page,
    db
      .select({
        id: newsArticles.id,
        title: newsArticles.title,
        published: newsArticles.published,
        publishedAt: newsArticles.publishedAt,
        category: newsCategories.name,
      })
      .from(newsArticles)
      .leftJoin(
        newsArticleCategories,
        and(eq(newsArticleCategories.articleId, newsArticles.id), eq(newsArticleCategories.position, 0)),
      )
      .leftJoin(newsCategories, eq(newsCategories.id, newsArticleCategories.categoryId))
      .where(where)
      .orderBy(...articleOrder(newsArticles, filters.sort)),
  );
  const now = new Date();
  return { page, rows: rows.map((row) => articleRow(row, row.category ?? "", now)) };
}

const editColumns = {
  id: newsArticles.id,
  title: newsArticles.title,
  slug: newsArticles.slug,
  authorName: newsArticles.authorName,
  excerpt: newsArticles.excerpt,
  bodyMarkdown: newsArticles.bodyMarkdown,
  published: newsArticles.published,
  publishedAt: newsArticles.publishedAt,
  updatedAt: newsArticles.updatedAt,
  coverUrl: newsArticles.coverUrl,
  coverAlt: newsArticles.coverAlt,
};
const rows = savedRows(newsArticles, editColumns);
type EditRow = { [K in keyof typeof editColumns]: (typeof editColumns)[K]["_"]["data"] };

/** An article as its form and the log read it: its categories, its status now and its time in Kigali. */
async function asEdited(tx: Writer, row: EditRow | undefined) {
  if (!row) return undefined;
  const terms = await tx
    .select({ id: newsCategories.id, slug: newsCategories.slug, name: newsCategories.name })
    .from(newsArticleCategories)
    .innerJoin(newsCategories, eq(newsCategories.id, newsArticleCategories.categoryId))
    .where(eq(newsArticleCategories.articleId, row.id))
    .orderBy(asc(newsArticleCategories.position));
  return {
    ...row,
    categoryId: terms[0]?.id ?? null,
    alsoCategoryId: terms[1]?.id ?? null,
    status: articleStatus(row.published, row.publishedAt, new Date()),
    publishAt: kigaliTimeInput(row.publishedAt),
    path: articlePath({ ID: row.id, post_name: row.slug, terms }),
  };
}

/** A news article as the edit form shows it, or undefined. */
export async function newsForEdit(db: Db, id: number) {
  const [row] = await db.select(editColumns).from(newsArticles).where(eq(newsArticles.id, id));
  return asEdited(db, row);
}

export type NewsSaveResult = SaveResult<"slug" | "categoryId" | "alsoCategoryId">;

/** An unknown category, or another article with this slug (news_articles_slug_key). */
async function taken(db: Db, input: NewsInput, locale: Locale, exceptId?: number) {
  const t = textFor(adminText, locale);
  for (const field of ["categoryId", "alsoCategoryId"] as const) {
    const id = input[field];
    if (id !== null && !(await exists(db, newsCategories, id)))
      return { status: "taken", field, message: t("admin.news.error.category") } as const;
  }
  if (await slugTaken(db, newsArticles, input.slug, exceptId))
    return { status: "taken", field: "slug", message: t("admin.news.error.slugTaken") } as const;
  return undefined;
}

/** The columns a save writes: the typed fields, and the page's HTML and reading time made from the Markdown. */
const written = ({ categoryId: _main, alsoCategoryId: _also, ...input }: NewsInput) => ({
  ...input,
  bodyHtml: renderArticle(input.bodyMarkdown),
  readingMinutes: readingMinutes(input.bodyMarkdown),
});

/** Files the article under its categories, the main one first. */
async function setCategories(tx: Writer, articleId: number, input: NewsInput) {
  await tx.delete(newsArticleCategories).where(eq(newsArticleCategories.articleId, articleId));
  const ids = [input.categoryId, ...(input.alsoCategoryId === null ? [] : [input.alsoCategoryId])];
  await tx
    .insert(newsArticleCategories)
    .values(ids.map((categoryId, position) => ({ articleId, categoryId, position })));
}

/** Until a featured image is uploaded, a new article shows a drawing (decorative: no text alternative). */
const DEFAULT_COVER = () => carArtPath("sedan", "#1F6FEB");

/** Creates a news article, or saves an edit of one, with its categories and its audit entry (see `auditedSaves`). */
export const { create: createNews, update: updateNews } = auditedSaves({
  entityType: "news",
  fields: editableNewsFields,
  taken,
  async insert(tx, input: NewsInput) {
    const row = await rows.insert(tx, { ...written(input), coverUrl: DEFAULT_COVER(), coverAlt: "" });
    await setCategories(tx, row.id, input);
    return (await asEdited(tx, row))!;
  },
  lock: async (tx, id) => asEdited(tx, await rows.lock(tx, id)),
  async write(tx, id, seenAt, input) {
    const row = await rows.write(tx, id, seenAt, written(input));
    if (!row) return undefined;
    await setCategories(tx, id, input);
    return asEdited(tx, row);
  },
});
