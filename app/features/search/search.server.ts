import type { Suggestion } from "./view";
import { and, asc, desc, eq, gt, sql, type Column } from "drizzle-orm";
import type { Db } from "../../shared/db/client";
import { modelPath } from "~/shared/lib/links";
import {
  brands,
  models,
  newsArticles,
  publicCatalogue,
  publicNews,
  publishedBrand,
} from "../../shared/db/schema";
import { summaryColumns, withTerms } from "../news/news.server";
import { cleanSearchQuery, SEARCH_QUERY_MIN } from "~/shared/lib/search-query";

/** Below this word similarity a brand is not a match (trigram scale 0–1), as for models (db/client.ts). */
const MIN_SIMILARITY = 0.3;

const fold = (value: unknown) => sql`search_fold(${value})`;

/**
 * Accents and case are ignored and typos tolerated (pg_trgm word similarity); best matches first.
 * Under 2 characters nothing matches (SPEC §5).
 */
const needleOf = (query: string) => {
  const q = cleanSearchQuery(query);
  return q.length < SEARCH_QUERY_MIN ? undefined : fold(q);
};

/**
 * The condition and score of a text search in a folded, trigram-indexed column, matched with `<%` (word
 * similarity at or above the connection's threshold) so the index serves it.
 */
function textMatch(query: string, column: Column) {
  const needle = needleOf(query);
  if (!needle) return undefined;
  return {
    where: sql`${needle} <% ${column}`,
    score: sql<number>`word_similarity(${needle}, ${column})`,
  };
}

/** A model text search: "brand model" folded in models.search_text. */
export const modelTextMatch = (query: string) => textMatch(query, models.searchText);

/** Brands whose name is close to the query. Nothing under 2 characters. */
export async function searchBrands(db: Db, query: string, limit = 10) {
  const needle = needleOf(query);
  if (!needle) return [];
  const score = sql<number>`word_similarity(${needle}, ${fold(brands.name)})`;
  return db
    .select({ id: brands.id, name: brands.name, slug: brands.slug })
    .from(brands)
    .where(and(gt(score, MIN_SIMILARITY), publishedBrand))
    .orderBy(desc(score), asc(brands.name))
    .limit(limit);
}

/** Models whose "brand model" is close to the query. */
export async function searchModels(db: Db, query: string, limit: number) {
  const match = modelTextMatch(query);
  if (!match) return [];
  return db
    .select({
      id: models.id,
      name: models.name,
      slug: models.slug,
      brand: { name: brands.name, slug: brands.slug },
    })
    .from(models)
    .innerJoin(brands, eq(brands.id, models.brandId))
    .where(and(match.where, publicCatalogue))
    .orderBy(desc(match.score), asc(brands.name), asc(models.name))
    .limit(limit);
}

/** At most this many suggestions under the header search box… */
export const SUGGESTION_LIMIT = 10;
/** …of which at most this many are news articles, so models always have room. */
export const NEWS_SUGGESTION_LIMIT = 4;

/** News articles whose title is close to the query, best first, newest among equals. */
export async function searchNewsTitles(db: Db, query: string, limit: number) {
  const match = textMatch(query, newsArticles.searchText);
  if (!match) return [];
  const rows = await db
    .select(summaryColumns)
    .from(newsArticles)
    .where(and(match.where, publicNews))
    .orderBy(desc(match.score), desc(newsArticles.publishedAt))
    .limit(limit);
  return withTerms(db, rows);
}

/**
 * Header-search suggestions, best first: models whose name or "brand model" is close to the query (so a
 * brand name lists its models), then news articles whose title is. Empty under 2 characters (SPEC §5).
 */
export async function suggest(db: Db, query: string): Promise<Suggestion[]> {
  const [modelRows, newsRows] = await Promise.all([
    searchModels(db, query, SUGGESTION_LIMIT),
    searchNewsTitles(db, query, NEWS_SUGGESTION_LIMIT),
  ]);
  const modelSuggestions: Suggestion[] = modelRows
    .slice(0, SUGGESTION_LIMIT - newsRows.length)
    .map((model) => ({
      type: "model",
      brand_name: model.brand.name,
      model_id: model.id,
      model_name: model.name,
      path: modelPath(model.brand, model),
    }));
  const newsSuggestions: Suggestion[] = newsRows.map((article) => ({
    type: "news",
    post_id: article.id,
    post_name: article.slug,
    post_title: article.title,
    path: article.path,
  }));
  return [...modelSuggestions, ...newsSuggestions];
}
