import { asc, desc, eq, gt, sql } from "drizzle-orm";
import type { Db } from "./db/client";
import { modelPath } from "~/lib/links";
import { brands, models } from "./db/schema";

/** Below this word similarity a brand is not a match (trigram scale 0–1), as for models (db/client.ts). */
const MIN_SIMILARITY = 0.3;

const fold = (value: unknown) => sql`search_fold(${value})`;

/**
 * Accents and case are ignored and typos tolerated (pg_trgm word similarity); best matches first.
 * Under 2 characters nothing matches (SPEC §5).
 */
const needleOf = (query: string) => {
  const q = query.trim().slice(0, 100);
  return q.length < 2 ? undefined : fold(q);
};

/**
 * The condition and score of a model text search: "brand model" folded in models.search_text, matched
 * with `<%` (word similarity at or above the connection's threshold) so the trigram index serves it.
 */
export function modelTextMatch(query: string) {
  const needle = needleOf(query);
  if (!needle) return undefined;
  return {
    where: sql`${needle} <% ${models.searchText}`,
    score: sql<number>`word_similarity(${needle}, ${models.searchText})`,
  };
}

/** Brands whose name is close to the query. Nothing under 2 characters. */
export async function searchBrands(db: Db, query: string, limit = 10) {
  const needle = needleOf(query);
  if (!needle) return [];
  const score = sql<number>`word_similarity(${needle}, ${fold(brands.name)})`;
  return db
    .select({ id: brands.id, name: brands.name, slug: brands.slug })
    .from(brands)
    .where(gt(score, MIN_SIMILARITY))
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
    .where(match.where)
    .orderBy(desc(match.score), asc(brands.name), asc(models.name))
    .limit(limit);
}

/** A header-search suggestion (SPEC §3); `path` is where choosing it goes. */
export interface ModelSuggestion {
  type: "model";
  brand_name: string;
  model_id: number;
  model_name: string;
  path: string;
}

export type Suggestion = ModelSuggestion;

/** At most this many suggestions under the header search box. */
export const SUGGESTION_LIMIT = 10;

/**
 * Header-search suggestions, best first: models whose name or "brand model" is close to the query, so a
 * brand name lists its models. Empty under 2 characters (SPEC §5).
 */
export async function suggest(db: Db, query: string): Promise<Suggestion[]> {
  const rows = await searchModels(db, query, SUGGESTION_LIMIT);
  return rows.map((model) => ({
    type: "model",
    brand_name: model.brand.name,
    model_id: model.id,
    model_name: model.name,
    path: modelPath(model.brand, model),
  }));
}
