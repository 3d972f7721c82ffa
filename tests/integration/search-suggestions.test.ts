import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loader } from "../../app/features/search/routes/search-suggestions";
import { desc } from "drizzle-orm";
import { newsArticles } from "../../app/shared/db/schema";
import { NEWS_SUGGESTION_LIMIT, SUGGESTION_LIMIT } from "../../app/features/search/search.server";
import type { ModelSuggestion, NewsSuggestion, Suggestion } from "../../app/features/search/view";
import { createTestDatabase, drivers } from "../setup/test-db";

type LoaderArgs = Parameters<typeof loader>[0];

/** `GET /search/suggestions?q=…` answered by the route's loader with this database. */
async function get(db: unknown, q: string | null) {
  const url = new URL("http://localhost/search/suggestions");
  if (q !== null) url.searchParams.set("q", q);
  const response = await loader({
    request: new Request(url),
    params: {},
    context: { db },
  } as unknown as LoaderArgs);
  return { response, body: (await response.json()) as { data: Suggestion[] } };
}

/** A database that fails the test when it is asked anything. */
const untouchable = new Proxy(
  {},
  {
    get(_target, property) {
      throw new Error(`the database was used (${String(property)})`);
    },
  },
);

describe.each(drivers)("GET /search/suggestions on %s (SPEC §2.5, §5)", (driver) => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
  });
  afterAll(() => database?.cleanup());

  const models = async (q: string) =>
    (await get(database.db, q)).body.data.filter((s): s is ModelSuggestion => s.type === "model");
  const names = async (q: string) => (await models(q)).map((s) => `${s.brand_name} ${s.model_name}`);

  it("suggests models despite typos, best first", async () => {
    expect((await names("toyta"))[0]).toMatch(/^Toyota /);
    expect((await names("peugot"))[0]).toMatch(/^Peugeot /);
    expect((await names("rav"))[0]).toBe("Toyota RAV4");
  });

  it("gives each model suggestion exactly its type, brand, model id and name, and page", async () => {
    const data = await models("rav");
    expect(data.length).toBeGreaterThan(0);
    for (const item of data) {
      expect(Object.keys(item).sort()).toEqual(["brand_name", "model_id", "model_name", "path", "type"]);
      expect(item.type).toBe("model");
      expect(item.model_id).toEqual(expect.any(Number));
      expect(item.path).toMatch(/^\/auto-guide\/new-cars\/make\/[a-z0-9-]+\/model\/\d+-[a-z0-9-]+$/);
    }
    expect(data[0]).toMatchObject({ brand_name: "Toyota", model_name: "RAV4" });
    expect(data[0]!.path).toContain(`/model/${data[0]!.model_id}-`);
  });

  it("suggests news articles by title, after the models, with the SPEC fields and the article link", async () => {
    const [article] = await database.db
      .select({ id: newsArticles.id, slug: newsArticles.slug, title: newsArticles.title })
      .from(newsArticles)
      .orderBy(desc(newsArticles.publishedAt))
      .limit(1);
    const query = article!.title.split(/\s+/).slice(0, 4).join(" ");
    const { data } = (await get(database.db, query)).body;
    const news = data.filter((s): s is NewsSuggestion => s.type === "news");
    const found = news.find((s) => s.post_id === article!.id);
    expect(found, query).toBeDefined();
    expect(Object.keys(found!).sort()).toEqual(["path", "post_id", "post_name", "post_title", "type"]);
    expect(found).toMatchObject({ post_name: article!.slug, post_title: article!.title });
    expect(found!.path).toMatch(new RegExp(`^/auto-news/[a-z0-9-]+/${article!.id}-${article!.slug}$`));
    // Models first, then news; never more news than their share, never more than the limit.
    const firstNews = data.findIndex((s) => s.type === "news");
    expect(data.slice(firstNews).every((s) => s.type === "news")).toBe(true);
    expect(news.length).toBeLessThanOrEqual(NEWS_SUGGESTION_LIMIT);
    expect(data.length).toBeLessThanOrEqual(SUGGESTION_LIMIT);
  });

  it("keeps room for models when news titles also match", async () => {
    const { data } = (await get(database.db, "toyota")).body;
    expect(data.filter((s) => s.type === "model").length).toBeGreaterThanOrEqual(
      SUGGESTION_LIMIT - NEWS_SUGGESTION_LIMIT,
    );
  });

  it("answers JSON that browsers and proxies may keep for a minute", async () => {
    const { response } = await get(database.db, "toyota");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toMatch(/^application\/json/);
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=60");
  });

  it("answers an empty list under 2 characters without asking the database", async () => {
    for (const q of [null, "", "a", " a ", "   "]) {
      const { response, body } = await get(untouchable, q);
      expect(body, `q=${JSON.stringify(q)}`).toEqual({ data: [] });
      expect(response.headers.get("Cache-Control")).toBe("public, max-age=60");
    }
  });

  it("copes with long and odd input", async () => {
    const long = await get(database.db, `toyota ${"x".repeat(94)}`);
    expect(long.response.status).toBe(200);
    expect(Array.isArray(long.body.data)).toBe(true);
    expect(`toyota ${"x".repeat(94)}`).toHaveLength(101);
    for (const q of [
      "a".repeat(5000),
      "%_\\'\"; drop table brands; --",
      "to\u0000yota",
      "😀😀",
      "\ud800ab",
    ]) {
      const { response, body } = await get(database.db, q);
      expect(response.status, `q=${JSON.stringify(q.slice(0, 20))}`).toBe(200);
      expect(Array.isArray(body.data)).toBe(true);
    }
  });
});
