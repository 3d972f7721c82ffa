import { and, asc, count, desc, eq, gt, inArray, lt, ne, or, sql } from "drizzle-orm";
import type { NewsCardData } from "~/features/news/view";
import { formatDate, kigaliDate } from "~/shared/lib/dates";
import { articlePath } from "~/shared/lib/links";
import { newsText } from "~/features/news/text/news";
import { textFor } from "~/shared/i18n/text";
import type { Locale } from "~/shared/i18n/locale";
import type { Db } from "../../shared/db/client";
import { newsArticleCategories, newsArticles, newsCategories, publicNews } from "../../shared/db/schema";

/** Articles on a page of a news list. */
export const NEWS_PER_PAGE = 12;

/** A category as an article's term (SPEC §3: terms is a list whose first item has a name). */
export interface NewsTerm {
  id: number;
  name: string;
  slug: string;
}

export const summaryColumns = {
  id: newsArticles.id,
  slug: newsArticles.slug,
  title: newsArticles.title,
  excerpt: newsArticles.excerpt,
  coverUrl: newsArticles.coverUrl,
  coverAlt: newsArticles.coverAlt,
  authorName: newsArticles.authorName,
  readingMinutes: newsArticles.readingMinutes,
  publishedAt: newsArticles.publishedAt,
  updatedAt: newsArticles.updatedAt,
};

export type SummaryRow = { [K in keyof typeof summaryColumns]: (typeof summaryColumns)[K]["_"]["data"] };

export type NewsSummary = SummaryRow & { terms: NewsTerm[]; path: string };

/** The terms of some articles, in their order (the main category first). */
async function termsOf(db: Db, articleIds: number[]): Promise<Map<number, NewsTerm[]>> {
  const terms = new Map<number, NewsTerm[]>();
  if (!articleIds.length) return terms;
  const rows = await db
    .select({
      articleId: newsArticleCategories.articleId,
      id: newsCategories.id,
      name: newsCategories.name,
      slug: newsCategories.slug,
    })
    .from(newsArticleCategories)
    .innerJoin(newsCategories, eq(newsCategories.id, newsArticleCategories.categoryId))
    .where(inArray(newsArticleCategories.articleId, articleIds))
    .orderBy(asc(newsArticleCategories.articleId), asc(newsArticleCategories.position));
  for (const { articleId, ...term } of rows) terms.set(articleId, [...(terms.get(articleId) ?? []), term]);
  return terms;
}

/** Rows with their terms and their link by the SPEC rule. */
export async function withTerms(db: Db, rows: SummaryRow[]): Promise<NewsSummary[]> {
  const terms = await termsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => {
    const own = terms.get(row.id) ?? [];
    return { ...row, terms: own, path: articlePath({ ID: row.id, post_name: row.slug, terms: own }) };
  });
}

/** The categories in menu order. */
export async function listNewsCategories(db: Db) {
  return db
    .select({
      id: newsCategories.id,
      name: newsCategories.name,
      slug: newsCategories.slug,
      description: newsCategories.description,
    })
    .from(newsCategories)
    .orderBy(asc(newsCategories.position));
}

export async function getNewsCategory(db: Db, id: number) {
  const [category] = await db.select().from(newsCategories).where(eq(newsCategories.id, id));
  return category;
}

const inCategory = (categoryId: number) =>
  inArray(
    newsArticles.id,
    sql`(select ${newsArticleCategories.articleId} from ${newsArticleCategories} where ${newsArticleCategories.categoryId} = ${categoryId})`,
  );

/** How many articles a list holds: all of them, or those filed under a category. */
export async function countNews(db: Db, categoryId?: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(newsArticles)
    .where(and(publicNews, categoryId === undefined ? undefined : inCategory(categoryId)));
  return row?.n ?? 0;
}

/** A page of a list, newest first. */
export async function listNews(
  db: Db,
  { categoryId, limit, offset = 0 }: { categoryId?: number; limit: number; offset?: number },
): Promise<NewsSummary[]> {
  const rows = await db
    .select(summaryColumns)
    .from(newsArticles)
    .where(and(publicNews, categoryId === undefined ? undefined : inCategory(categoryId)))
    .orderBy(desc(newsArticles.publishedAt), desc(newsArticles.id))
    .limit(limit)
    .offset(offset);
  return withTerms(db, rows);
}

/**
 * A published article (never a draft or one scheduled for later) with its terms, the articles published just before and after it, and up to three related
 * ones (newest first from its main category, then from the rest). Undefined for an unknown id.
 */
export async function getNewsArticle(db: Db, id: number) {
  const [article] = await db
    .select()
    .from(newsArticles)
    .where(and(eq(newsArticles.id, id), publicNews));
  if (!article) return undefined;
  const terms = (await termsOf(db, [id])).get(id) ?? [];
  const at = article.publishedAt;
  const before = or(
    lt(newsArticles.publishedAt, at),
    and(eq(newsArticles.publishedAt, at), lt(newsArticles.id, id)),
  );
  const after = or(
    gt(newsArticles.publishedAt, at),
    and(eq(newsArticles.publishedAt, at), gt(newsArticles.id, id)),
  );
  const main = terms[0];
  const [previous, next, sameCategory] = await Promise.all([
    db
      .select(summaryColumns)
      .from(newsArticles)
      .where(and(publicNews, before))
      .orderBy(desc(newsArticles.publishedAt), desc(newsArticles.id))
      .limit(1),
    db
      .select(summaryColumns)
      .from(newsArticles)
      .where(and(publicNews, after))
      .orderBy(asc(newsArticles.publishedAt), asc(newsArticles.id))
      .limit(1),
    main
      ? db
          .select(summaryColumns)
          .from(newsArticles)
          .where(and(publicNews, inCategory(main.id), ne(newsArticles.id, id)))
          .orderBy(desc(newsArticles.publishedAt), desc(newsArticles.id))
          .limit(3)
      : Promise.resolve([]),
  ]);
  const others =
    sameCategory.length < 3
      ? await db
          .select(summaryColumns)
          .from(newsArticles)
          .where(
            and(
              publicNews,
              ne(newsArticles.id, id),
              ...sameCategory.map((row) => ne(newsArticles.id, row.id)),
            ),
          )
          .orderBy(desc(newsArticles.publishedAt), desc(newsArticles.id))
          .limit(3 - sameCategory.length)
      : [];
  const linked = await withTerms(db, [...previous, ...next, ...sameCategory, ...others]);
  const byId = new Map(linked.map((row) => [row.id, row]));
  return {
    article: { ...article, terms, path: articlePath({ ID: article.id, post_name: article.slug, terms }) },
    previous: previous[0] ? byId.get(previous[0].id) : undefined,
    next: next[0] ? byId.get(next[0].id) : undefined,
    related: [...sameCategory, ...others].map((row) => byId.get(row.id)!),
  };
}

/** Every article's link and last change, newest first, for the news sitemap. */
export async function newsLinks(db: Db) {
  const rows = await db
    .select(summaryColumns)
    .from(newsArticles)
    .where(publicNews)
    .orderBy(desc(newsArticles.publishedAt), desc(newsArticles.id));
  return withTerms(db, rows);
}

/** "12 March 2026", the publication day in Kigali. */
export const newsDate = (moment: Date) => formatDate(kigaliDate(moment));

/** What a list shows of an article, its text in the given language. */
export function newsCardData(article: NewsSummary, locale: Locale): NewsCardData {
  const t = textFor(newsText, locale);
  return {
    id: article.id,
    title: article.title,
    excerpt: article.excerpt,
    href: article.path,
    category: article.terms[0]?.name ?? null,
    cover: { src: article.coverUrl, alt: article.coverAlt },
    dateTime: article.publishedAt.toISOString(),
    date: newsDate(article.publishedAt),
    reading: t("article.reading", { minutes: article.readingMinutes }),
  };
}
