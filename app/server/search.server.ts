import { asc, desc, eq, gt, sql } from "drizzle-orm";
import type { Db } from "./db/client";
import { brands, models } from "./db/schema";

/** Below this word similarity a model or brand is not a match (trigram scale 0–1). */
const MIN_SIMILARITY = 0.3;

const fold = (value: unknown) => sql`search_fold(${value})`;

/**
 * The catalogue is bounded (a few thousand models at most), so both queries scan it with trigram scoring;
 * at ten times the demo catalogue this stays in the low milliseconds (npm run bench).
 *
 * Brands and models whose name, or "brand model", is close to the query: accents and case ignored,
 * typos tolerated (pg_trgm word similarity), best matches first.
 */
export async function searchCatalogue(db: Db, query: string, limit = 30) {
  const q = query.trim().slice(0, 100);
  if (q.length < 2) return { brands: [], models: [] };
  const needle = fold(q);
  const brandScore = sql<number>`word_similarity(${needle}, ${fold(brands.name)})`;
  const fullName = sql`${brands.name} || ' ' || ${models.name}`;
  const modelScore = sql<number>`greatest(word_similarity(${needle}, ${fold(models.name)}), word_similarity(${needle}, ${fold(fullName)}))`;

  const [brandRows, modelRows] = await Promise.all([
    db
      .select({
        id: brands.id,
        name: brands.name,
        slug: brands.slug,
        colour: brands.colour,
        logoUrl: brands.logoUrl,
        score: brandScore,
      })
      .from(brands)
      .where(gt(brandScore, MIN_SIMILARITY))
      .orderBy(desc(brandScore), asc(brands.name))
      .limit(10),
    db
      .select({
        id: models.id,
        name: models.name,
        slug: models.slug,
        body: models.body,
        energy: models.energy,
        brand: {
          id: brands.id,
          name: brands.name,
          slug: brands.slug,
          colour: brands.colour,
          logoUrl: brands.logoUrl,
        },
        score: modelScore,
      })
      .from(models)
      .innerJoin(brands, eq(brands.id, models.brandId))
      .where(gt(modelScore, MIN_SIMILARITY))
      .orderBy(desc(modelScore), asc(brands.name), asc(models.name))
      .limit(limit),
  ]);
  return { brands: brandRows, models: modelRows };
}
