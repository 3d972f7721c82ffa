import { asc, desc, eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loader as homeLoader } from "../../app/features/home/routes/home";
import { getNewsArticle, listNews, countNews } from "../../app/features/news/news.server";
import { loader as atomLoader } from "../../app/features/news/routes/atom";
import { loader as newsArticleLoader } from "../../app/features/news/routes/news-article";
import {
  getGuideArticle,
  getGuideSection,
  latestGuideArticles,
  listGuideSections,
} from "../../app/features/practical-guide/practical-guide.server";
import { loader as guideArticleLoader } from "../../app/features/practical-guide/routes/practical-guide-article";
import { suggest } from "../../app/features/search/search.server";
import { guidesSitemap, newsSitemap } from "../../app/features/seo/sitemap.server";
import {
  guideArticles,
  guideSections,
  newsArticleCategories,
  newsArticles,
} from "../../app/shared/db/schema";
import { practicalGuidePath, type PracticalGuideSection } from "../../app/shared/lib/links";
import { callApi } from "../setup/api";
import { testContext } from "../setup/app-context";
import { get } from "../setup/requests";
import { createTestDatabase, drivers } from "../setup/test-db";

/** A draft, and an article scheduled for later, are nowhere on the public site until their time comes. */
const states = {
  draft: { published: false },
  scheduled: { published: true, publishedAt: new Date(Date.now() + 60 * 60 * 1000) },
} as const;

describe.each(drivers)("drafts and scheduled articles (%s)", (driver) => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let context: AppLoadContext;
  let news: { id: number; slug: string; title: string; publishedAt: Date; path: string; categoryId: number };
  let guide: { id: number; slug: string; title: string; publishedAt: Date; section: PracticalGuideSection };

  const call = (handler: (args: never) => unknown, path: string, params: Record<string, string>) =>
    Promise.resolve(handler({ request: get(path), context, params } as never)).catch(
      (thrown: unknown) => thrown,
    );
  const status = (thrown: unknown) =>
    thrown instanceof Response ? thrown.status : (thrown as { init?: { status?: number } }).init?.status;
  const ids = (items: readonly { id: number }[]) => items.map((item) => item.id);
  const apiIds = async (path: string) =>
    ids(((await callApi(context, path)).body as { data: { id: number }[] }).data);
  const apiStatus = async (path: string) => (await callApi(context, path)).status;

  /** Runs `check` with the article in `state`, then puts it back as it was. */
  const inState = async (
    table: typeof newsArticles | typeof guideArticles,
    row: { id: number; publishedAt: Date },
    state: (typeof states)[keyof typeof states],
    check: () => Promise<void>,
  ) => {
    await database.db.update(table).set(state).where(eq(table.id, row.id));
    try {
      await check();
    } finally {
      await database.db
        .update(table)
        .set({ published: true, publishedAt: row.publishedAt })
        .where(eq(table.id, row.id));
    }
  };

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    context = testContext(database.db);
    const [newest] = await listNews(database.db, { limit: 1 });
    const [main] = await database.db
      .select({ categoryId: newsArticleCategories.categoryId })
      .from(newsArticleCategories)
      .where(eq(newsArticleCategories.articleId, newest!.id))
      .orderBy(asc(newsArticleCategories.position))
      .limit(1);
    news = { ...newest!, categoryId: main!.categoryId };
    const [row] = await database.db
      .select({
        id: guideArticles.id,
        slug: guideArticles.slug,
        title: guideArticles.title,
        publishedAt: guideArticles.publishedAt,
        section: guideSections.slug,
      })
      .from(guideArticles)
      .innerJoin(guideSections, eq(guideSections.id, guideArticles.sectionId))
      .orderBy(desc(guideArticles.publishedAt), desc(guideArticles.id))
      .limit(1);
    guide = row!;
  });
  afterAll(() => database?.cleanup());

  /** Where a news article shows: every list, its page, the home, the feed, the sitemap, suggestions, the API, related articles. */
  const newsPlaces = async () => {
    const [, articleParam] = news.path.split("/").slice(-2);
    const page = await call(newsArticleLoader, news.path, {
      categSlug: news.path.split("/")[2]!,
      articleParam: articleParam!,
    });
    // The home page's lower part as a client navigation receives it: HTML.
    const home = (await homeLoader({ request: get("/"), context, params: {} } as never)) as { rest: string };
    const atom = await (
      (await atomLoader({ request: get("/atom.xml"), context, params: {} } as never)) as Response
    ).text();
    const others = await listNews(database.db, { categoryId: news.categoryId, limit: 5 });
    const neighbour = others.find((other) => other.id !== news.id)!;
    const around = (await getNewsArticle(database.db, neighbour.id))!;
    return {
      all: ids(await listNews(database.db, { limit: 500 })).includes(news.id),
      category: ids(await listNews(database.db, { categoryId: news.categoryId, limit: 500 })).includes(
        news.id,
      ),
      page: status(page) ?? 200,
      home: home.rest.includes(`href="${news.path}"`),
      atom: atom.includes(news.path),
      sitemap: (await newsSitemap(database.db)).some((entry) => entry.loc === news.path),
      suggestions: (await suggest(database.db, news.title)).some((s) => s.path === news.path),
      apiList: (await apiIds("/api/v1/news/articles?per_page=100")).includes(news.id),
      apiItem: await apiStatus(`/api/v1/news/articles/${news.id}`),
      related: [around.previous?.id, around.next?.id, ...ids(around.related)].includes(news.id),
    };
  };
  const newsShown = {
    all: true,
    category: true,
    page: 200,
    home: true,
    atom: true,
    sitemap: true,
    suggestions: true,
    apiList: true,
    apiItem: 200,
    related: true,
  };

  it.each(Object.keys(states) as (keyof typeof states)[])(
    "leaves a %s news article out of every public place",
    async (state) => {
      const counted = await countNews(database.db);
      expect(await newsPlaces()).toEqual(newsShown);
      await inState(newsArticles, news, states[state], async () => {
        expect(await newsPlaces()).toEqual({
          all: false,
          category: false,
          page: 404,
          home: false,
          atom: false,
          sitemap: false,
          suggestions: false,
          apiList: false,
          apiItem: 404,
          related: false,
        });
        expect(await countNews(database.db)).toBe(counted - 1);
      });
      expect(await newsPlaces()).toEqual(newsShown);
    },
  );

  it("shows a scheduled news article by itself once its time has passed", async () => {
    await inState(
      newsArticles,
      news,
      { published: true, publishedAt: new Date(Date.now() - 1000) },
      async () => {
        expect(await newsPlaces()).toEqual(newsShown);
      },
    );
  });

  /** Where a guide article shows: the guide's index (list and counts), its section, its page, the others, the sitemap, the API. */
  const guidePlaces = async () => {
    const path = practicalGuidePath(guide.section, guide.slug);
    const section = (await getGuideSection(database.db, guide.section))!;
    const others = section.articles.find((article) => article.id !== guide.id);
    const sibling = others ? await getGuideArticle(database.db, guide.section, others.slug) : undefined;
    return {
      latest: ids(await latestGuideArticles(database.db, 100)).includes(guide.id),
      count: (await listGuideSections(database.db)).find((s) => s.slug === guide.section)!.articles,
      section: ids(section.articles).includes(guide.id),
      page: status(await call(guideArticleLoader, path, { section: guide.section, slug: guide.slug })) ?? 200,
      others: sibling ? ids(sibling.others).includes(guide.id) : false,
      sitemap: (await guidesSitemap(database.db)).some((entry) => entry.loc === path),
      apiList: (await apiIds("/api/v1/guides?per_page=100")).includes(guide.id),
      apiItem: await apiStatus(`/api/v1/guides/${guide.id}`),
    };
  };

  it.each(Object.keys(states) as (keyof typeof states)[])(
    "leaves a %s guide article out of every public place",
    async (state) => {
      const shown = await guidePlaces();
      expect(shown).toMatchObject({
        latest: true,
        section: true,
        page: 200,
        sitemap: true,
        apiList: true,
        apiItem: 200,
      });
      await inState(guideArticles, guide, states[state], async () => {
        expect(await guidePlaces()).toEqual({
          latest: false,
          count: shown.count - 1,
          section: false,
          page: 404,
          others: false,
          sitemap: false,
          apiList: false,
          apiItem: 404,
        });
      });
      expect(await guidePlaces()).toEqual(shown);
    },
  );
});
