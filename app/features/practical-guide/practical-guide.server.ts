import { and, asc, count, desc, eq, ne } from "drizzle-orm";
import { formatDate } from "~/shared/lib/dates";
import type { PracticalGuideSection } from "~/shared/lib/links";
import type { Translate } from "~/shared/i18n/text";
import type { PracticalGuideMessages } from "~/features/practical-guide/text/practical-guide";
import type { Db } from "../../shared/db/client";
import { guideArticles, guideSections, publicGuide } from "../../shared/db/schema";

const articleSummary = {
  id: guideArticles.id,
  slug: guideArticles.slug,
  title: guideArticles.title,
  excerpt: guideArticles.excerpt,
  readingMinutes: guideArticles.readingMinutes,
  publishedAt: guideArticles.publishedAt,
};

/** The six sections in menu order, with how many articles each has. */
export async function listGuideSections(db: Db) {
  return db
    .select({
      slug: guideSections.slug,
      title: guideSections.title,
      summary: guideSections.summary,
      articles: count(guideArticles.id),
    })
    .from(guideSections)
    .leftJoin(guideArticles, and(eq(guideArticles.sectionId, guideSections.id), publicGuide))
    .groupBy(guideSections.id)
    .orderBy(asc(guideSections.position));
}

/** The newest articles of every section. */
export async function latestGuideArticles(db: Db, limit: number) {
  return db
    .select({ ...articleSummary, section: { slug: guideSections.slug, title: guideSections.title } })
    .from(guideArticles)
    .innerJoin(guideSections, eq(guideSections.id, guideArticles.sectionId))
    .where(publicGuide)
    .orderBy(desc(guideArticles.publishedAt), desc(guideArticles.id))
    .limit(limit);
}

/** A section and its articles in reading order; undefined for an unknown section. */
export async function getGuideSection(db: Db, slug: PracticalGuideSection) {
  const [section] = await db.select().from(guideSections).where(eq(guideSections.slug, slug));
  if (!section) return undefined;
  const articles = await db
    .select(articleSummary)
    .from(guideArticles)
    .where(and(eq(guideArticles.sectionId, section.id), publicGuide))
    .orderBy(asc(guideArticles.publishedAt), asc(guideArticles.id));
  return { section, articles };
}

/** An article with its section and the section's other articles; undefined when either is unknown. */
export async function getGuideArticle(db: Db, sectionSlug: PracticalGuideSection, slug: string) {
  const [row] = await db
    .select({ article: guideArticles, section: guideSections })
    .from(guideArticles)
    .innerJoin(guideSections, eq(guideSections.id, guideArticles.sectionId))
    .where(and(eq(guideSections.slug, sectionSlug), eq(guideArticles.slug, slug), publicGuide));
  if (!row) return undefined;
  const others = await db
    .select(articleSummary)
    .from(guideArticles)
    .where(
      and(eq(guideArticles.sectionId, row.section.id), ne(guideArticles.id, row.article.id), publicGuide),
    )
    .orderBy(asc(guideArticles.publishedAt), asc(guideArticles.id));
  return { ...row, others };
}

/** "3 min read · 21 November 2026" under an article's title in lists. */
export function articleFacts(
  article: { readingMinutes: number; publishedAt: Date },
  t: Translate<PracticalGuideMessages>,
): string {
  const date = formatDate(article.publishedAt.toISOString().slice(0, 10));
  return `${t("article.reading", { minutes: article.readingMinutes })} · ${date}`;
}
