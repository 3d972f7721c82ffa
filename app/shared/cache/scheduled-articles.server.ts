/**
 * An article scheduled for later appears on the site at its time by itself (`publicNews`, `publicGuide`),
 * but nothing in the database changes then, so pages kept before it would not show it until they expire.
 * This job finds the articles whose time came since its last runs and announces their table as changed.
 */
import { and, getTableName, gt, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { guideArticles, newsArticles, publicGuide, publicNews } from "../db/schema";

/** Seconds between two looks for articles whose time has come. */
export const SCHEDULED_ARTICLES_EVERY_SECONDS = 30;

/**
 * The article tables with an article that became public in the last `seconds` (a run looks back over two
 * periods, so a late run misses none).
 */
export async function tablesWithArticlesDue(db: Db, seconds: number): Promise<string[]> {
  const since = sql`now() - make_interval(secs => ${seconds})`;
  const due = await Promise.all(
    [
      { table: newsArticles, when: and(publicNews, gt(newsArticles.publishedAt, since)) },
      { table: guideArticles, when: and(publicGuide, gt(guideArticles.publishedAt, since)) },
    ].map(async ({ table, when }) => {
      const [row] = await db
        .select({ one: sql<number>`1` })
        .from(table)
        .where(when)
        .limit(1);
      return row ? [getTableName(table)] : [];
    }),
  );
  return due.flat();
}
