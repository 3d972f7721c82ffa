import { parseFeed } from "@rowanmanning/feed-parser";
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { articlePath } from "../../app/shared/lib/links";
import { loader as atomLoader } from "../../app/features/news/routes/atom";
import { loader as articleLoader } from "../../app/features/news/routes/news-article";
import { loader as listLoader } from "../../app/features/news/routes/news-list";
import {
  countNews,
  getNewsArticle,
  listNews,
  listNewsCategories,
  NEWS_PER_PAGE,
} from "../../app/features/news/news.server";
import { testContext } from "../setup/app-context";
import { createTestDatabase, drivers } from "../setup/test-db";

type ListArgs = Parameters<typeof listLoader>[0];
type ArticleArgs = Parameters<typeof articleLoader>[0];
type ListData = Awaited<ReturnType<typeof listLoader>>;
type ArticleData = Awaited<ReturnType<typeof articleLoader>>;

/** What a loader threw or returned: a redirect Response, a data() error, or the page's data. */
async function settle<T>(run: () => Promise<T>): Promise<T | Response | { status: number; data: unknown }> {
  try {
    return await run();
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    const error = thrown as { init?: { status?: number }; data?: unknown };
    if (error.init?.status) return { status: error.init.status, data: error.data };
    throw thrown;
  }
}

const canonical = (meta: ListData["meta"] | ArticleData["meta"]) =>
  (meta.find((m) => "rel" in m && m.rel === "canonical") as { href: string } | undefined)?.href;

describe.each(drivers)("auto news on %s", (driver) => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let context: AppLoadContext;
  const site = () => context.env.SITE_URL;

  const list = (path: string, params: Record<string, string> = {}) =>
    settle(() =>
      listLoader({ request: new Request(`http://localhost${path}`), params, context } as unknown as ListArgs),
    );
  const article = (path: string) => {
    const [, , categSlug, articleParam] = new URL(`http://localhost${path}`).pathname.split("/");
    return settle(() =>
      articleLoader({
        request: new Request(`http://localhost${path}`),
        params: { categSlug, articleParam },
        context,
      } as unknown as ArticleArgs),
    );
  };

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    context = testContext(database.db);
  });
  afterAll(() => database.cleanup());

  it("seeds at least 60 articles in the six categories, dated over the last 18 months, sanitised", async () => {
    const categories = await listNewsCategories(database.db);
    expect(categories.map((c) => c.slug)).toEqual([
      "launches",
      "electric-mobility",
      "prices-and-deals",
      "road-safety-and-regulation",
      "motorsport",
      "tests-and-reviews",
    ]);
    expect(await countNews(database.db)).toBeGreaterThanOrEqual(60);
    for (const category of categories)
      expect(await countNews(database.db, category.id)).toBeGreaterThanOrEqual(8);
    const all = await listNews(database.db, { limit: 1000 });
    const times = all.map((a) => a.publishedAt.getTime());
    expect(Math.max(...times) - Math.min(...times)).toBeGreaterThan(365 * 86_400_000);
    for (const item of all) {
      expect(item.terms.length).toBeGreaterThan(0);
      expect(item.path).toBe(articlePath({ ID: item.id, post_name: item.slug, terms: item.terms }));
    }
    const { article: sample } = (await getNewsArticle(database.db, all[0]!.id))!;
    expect(sample.bodyHtml).toMatch(/<h2>/);
    expect(sample.bodyHtml).not.toMatch(/<script|<img|<iframe| on\w+=|javascript:/i);
  });

  it("lists all news newest first, twelve to a page, the newest featured on page one", async () => {
    const first = (await list("/auto-news/all-news")) as ListData;
    expect(first.articles).toHaveLength(NEWS_PER_PAGE);
    expect(first.featured).toBe(true);
    const dates = first.articles.map((a) => Date.parse(a.dateTime));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(canonical(first.meta)).toBe(`${site()}/auto-news/all-news`);
    expect(first.nav?.next?.href).toBe("?page=2");

    const second = (await list("/auto-news/all-news?page=2")) as ListData;
    expect(second.featured).toBe(false);
    expect(second.articles[0]!.id).not.toBe(first.articles[0]!.id);
    expect(Date.parse(second.articles[0]!.dateTime)).toBeLessThanOrEqual(dates.at(-1)!);
    expect(canonical(second.meta)).toBe(`${site()}/auto-news/all-news?page=2`);
  });

  it("lists a category's articles, and sends a wrong category slug to the right one", async () => {
    const [launches] = await listNewsCategories(database.db);
    const page = (await list(`/auto-news/${launches!.id}-launches`, {
      categParam: `${launches!.id}-launches`,
    })) as ListData;
    expect(page.heading).toBe(launches!.name);
    expect(page.featured).toBe(false);
    expect(page.articles.length).toBeGreaterThan(0);
    for (const item of page.articles) {
      const full = await getNewsArticle(database.db, item.id);
      expect(full!.article.terms.map((t) => t.id)).toContain(launches!.id);
    }
    expect(page.categories.links.find((l) => l.current)?.label).toBe(launches!.name);

    const moved = (await list(`/auto-news/${launches!.id}-old-name?page=2`, {
      categParam: `${launches!.id}-old-name`,
    })) as Response;
    expect(moved.status).toBe(301);
    expect(moved.headers.get("location")).toBe(`/auto-news/${launches!.id}-launches?page=2`);
  });

  it("answers 404 for a non-numeric or unknown category id (SPEC §5)", async () => {
    const word = (await list("/auto-news/abc-launches", { categParam: "abc-launches" })) as {
      status: number;
      data: unknown;
    };
    expect(word).toEqual({ status: 404, data: "Page Not Found: /auto-news/abc-launches" });
    const unknown = (await list("/auto-news/99999-launches", { categParam: "99999-launches" })) as {
      status: number;
    };
    expect(unknown.status).toBe(404);
  });

  it("sends /auto-news to all news", async () => {
    const moved = (await list("/auto-news")) as Response;
    expect(moved.status).toBe(301);
    expect(moved.headers.get("location")).toBe("/auto-news/all-news");
  });

  it("opens an article under its own category, toute-actualite or any other, with one canonical address", async () => {
    const [newest] = await listNews(database.db, { limit: 1 });
    const own = (await article(newest!.path)) as ArticleData;
    expect(own.title).toBe(newest!.title);
    expect(canonical(own.meta)).toBe(`${site()}${newest!.path}`);
    for (const segment of ["toute-actualite", "motorsport", "anything"]) {
      const elsewhere = (await article(`/auto-news/${segment}/${newest!.id}-${newest!.slug}`)) as ArticleData;
      expect(elsewhere.title, segment).toBe(newest!.title);
      expect(canonical(elsewhere.meta)).toBe(`${site()}${newest!.path}`);
    }
    const renamed = (await article(`/auto-news/toute-actualite/${newest!.id}-old-title`)) as Response;
    expect(renamed.status).toBe(301);
    expect(renamed.headers.get("location")).toBe(newest!.path);
  });

  it("answers 404 for a non-numeric or unknown article id (SPEC §5)", async () => {
    const word = (await article("/auto-news/launches/abc-some-title")) as { status: number; data: unknown };
    expect(word).toEqual({ status: 404, data: "Page Not Found: /auto-news/launches/abc-some-title" });
    expect(((await article("/auto-news/launches/99999-nothing")) as { status: number }).status).toBe(404);
  });

  it("describes an article as a NewsArticle with Open Graph article facts, previous/next and related", async () => {
    const [, middle] = await listNews(database.db, { limit: 3 });
    const page = (await article(middle!.path)) as ArticleData;
    const ld = page.meta.find((m) => "script:ld+json" in m) as { "script:ld+json": { "@graph": object[] } };
    expect(ld["script:ld+json"]["@graph"][0]).toMatchObject({
      "@type": "NewsArticle",
      headline: middle!.title,
      author: { "@type": "Person", name: middle!.authorName },
      datePublished: middle!.publishedAt.toISOString(),
      mainEntityOfPage: { "@id": `${site()}${middle!.path}` },
    });
    const property = (name: string) =>
      (page.meta.find((m) => "property" in m && m.property === name) as { content: string } | undefined)
        ?.content;
    expect(property("og:type")).toBe("article");
    expect(property("og:image")).toBe(`${site()}${middle!.coverUrl.replace(/\.svg$/, ".png")}`);
    expect(property("article:published_time")).toBe(middle!.publishedAt.toISOString());
    const [newer, older] = page.steps;
    expect(older?.href).toBeDefined();
    expect(newer?.href).toBeDefined();
    // Related articles: a part the client receives as HTML; three cards, not the article itself.
    const related = page.related!;
    expect(related.match(/<article/g)).toHaveLength(3);
    expect(related).not.toContain(`href="${middle!.path}"`);
    expect(page.body).toContain("<p>");
    expect(page.share.page).toMatchObject({ url: `${site()}${middle!.path}`, title: middle!.title });
    expect(page.share.links.find((l) => l.network === "facebook")?.href).toContain(
      encodeURIComponent(`${site()}${middle!.path}`),
    );
  });

  it("publishes the 50 newest articles as a valid Atom feed, linked by the SPEC rule", async () => {
    const response = await atomLoader({ context } as unknown as Parameters<typeof atomLoader>[0]);
    expect(response.headers.get("Content-Type")).toBe("application/atom+xml; charset=utf-8");
    const xml = await response.text();
    const feed = parseFeed(xml);
    expect(feed.meta.type).toBe("atom");
    expect(feed.items).toHaveLength(50);
    const newest = await listNews(database.db, { limit: 50 });
    feed.items.forEach((item, index) => {
      const expected = newest[index]!;
      expect(item.title).toBe(expected.title);
      expect(item.url).toBe(`${site()}${expected.path}`);
      expect(item.id).toBe(`${site()}${expected.path}`);
      expect(item.description).toBe(expected.excerpt);
      expect(item.updated?.toISOString()).toBe(expected.updatedAt.toISOString());
      expect(item.authors.map((a) => a.name)).toEqual([expected.authorName]);
      expect(item.categories.map((c) => c.label)).toEqual(expected.terms.map((t) => t.name));
    });
  });
});
