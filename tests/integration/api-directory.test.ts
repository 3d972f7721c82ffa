import { and, asc, count, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { articlePath, practicalGuidePath } from "../../app/shared/lib/links";
import {
  brands,
  dealerBrands,
  dealers,
  guideArticles,
  guideSections,
  newsArticleCategories,
  newsArticles,
  newsCategories,
} from "../../app/shared/db/schema";
import { listDealers } from "../../app/features/dealers/dealers.server";
import { parseEnv } from "../../app/shared/server/env";
import { listNewsCategories } from "../../app/features/news/news.server";
import { callApi, openApiContract } from "../setup/api";
import { testContext, TEST_AUTH_SECRET } from "../setup/app-context";
import { createTestDatabase, drivers } from "../setup/test-db";

const SITE = "https://imodoka.test";
/** Wednesday 25 November 2026, 10:00 in Kigali: showrooms are open. */
const WEDNESDAY_MORNING = new Date("2026-11-25T10:00:00+02:00");
/** Sunday 29 November 2026, 10:00 in Kigali: nobody is open. */
const SUNDAY_MORNING = new Date("2026-11-29T10:00:00+02:00");

interface Page<T> {
  data: T[];
  meta: { page: number; per_page: number; total: number; pages: number };
}
interface Dealer {
  id: number;
  name: string;
  slug: string;
  district: string;
  services: string[];
  brands: { id: number; name: string; slug: string }[];
  phone: string;
  whatsapp: string | null;
  opening_hours: { day: number; opens: string; closes: string }[];
  open_now: boolean;
  open_text: string;
  coordinates: { latitude: number; longitude: number } | null;
  is_demo: boolean;
  url: string;
}
interface Article {
  id: number;
  slug: string;
  published_at: string;
  categories: { id: number; name: string; slug: string }[];
  url: string;
  content_html?: string;
}
interface Guide {
  id: number;
  section: string;
  slug: string;
  url: string;
  content_html?: string;
  sources?: { name: string; url: string | null }[];
}

describe.each(drivers)("the directory, news and guide API on %s", (driver) => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let contract: Awaited<ReturnType<typeof openApiContract>>;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    contract = await openApiContract();
  });
  afterAll(() => database.cleanup());

  const context = (now?: Date) =>
    testContext(database.db, {
      env: {
        ...parseEnv({ AUTH_SECRET: TEST_AUTH_SECRET, SITE_URL: SITE, API_RATE_LIMIT: "100000" }),
        NOW: now,
      },
    });

  /** Calls the API and checks the answer against the document. */
  async function get<T>(path: string, documented: string, now = WEDNESDAY_MORNING) {
    const answer = await callApi(context(now), path);
    contract.expectDocumented(documented, answer);
    return answer as { status: number; body: T };
  }
  const dealersPage = (query: string, now = WEDNESDAY_MORNING) =>
    get<Page<Dealer>>(`/api/v1/dealers${query}`, "/api/v1/dealers", now).then((answer) => {
      expect(answer.status, query).toBe(200);
      return answer.body;
    });

  describe("dealers", () => {
    it("lists every dealer A–Z as the directory does, with absolute links", async () => {
      const all = await dealersPage("?per_page=100");
      const [dealerCount] = await database.db.select({ n: count() }).from(dealers);
      expect(all.meta.total).toBe(dealerCount!.n);
      const site = await listDealers(
        database.db,
        { openNow: false },
        WEDNESDAY_MORNING,
        1,
        "Imodoka",
        "en",
        100,
      );
      expect(all.data.map((d) => d.id)).toEqual(site.dealers.map((d) => d.id));
      const toyota = all.data.find((d) => d.name === "Toyota Rwanda")!;
      expect(toyota.url).toBe(`${SITE}/dealerships/${toyota.id}-${toyota.slug}`);
      expect(toyota.brands.map((b) => b.slug)).toContain("toyota");
      expect(toyota.phone).toMatch(/^\+250/);
      expect(toyota.opening_hours.length).toBeGreaterThan(0);
      expect(toyota.is_demo).toBe(true);
    });

    it("filters by brand like the directory, against the dealers' brands in the database", async () => {
      const toyota = await dealersPage("?brand=toyota&per_page=100");
      const [sellers] = await database.db
        .select({ n: count() })
        .from(dealerBrands)
        .innerJoin(brands, eq(brands.id, dealerBrands.brandId))
        .where(eq(brands.slug, "toyota"));
      expect(toyota.meta.total).toBe(sellers!.n);
      expect(toyota.data.every((d) => d.brands.some((b) => b.slug === "toyota"))).toBe(true);
      const site = await listDealers(
        database.db,
        { brand: "toyota", openNow: false },
        WEDNESDAY_MORNING,
        1,
        "Imodoka",
        "en",
        100,
      );
      expect(toyota.data.map((d) => d.id)).toEqual(site.dealers.map((d) => d.id));
      // A catalogue brand no dealer sells: an empty list, not an error.
      const jeep = await dealersPage("?brand=jeep");
      expect(jeep.meta.total).toBe(0);
      expect(jeep.data).toEqual([]);
    });

    it("filters by district and service against the database", async () => {
      const gasabo = await dealersPage("?district=Gasabo&per_page=100");
      const [inGasabo] = await database.db
        .select({ n: count() })
        .from(dealers)
        .where(eq(dealers.district, "Gasabo"));
      expect(gasabo.meta.total).toBe(inGasabo!.n);
      expect(gasabo.data.every((d) => d.district === "Gasabo")).toBe(true);
      for (const [service, column] of [
        ["new", dealers.sellsNew],
        ["used", dealers.sellsUsed],
        ["service", dealers.hasService],
      ] as const) {
        const page = await dealersPage(`?service=${service}&per_page=100`);
        const [offering] = await database.db.select({ n: count() }).from(dealers).where(eq(column, true));
        expect(page.meta.total, service).toBe(offering!.n);
        expect(page.meta.total, service).toBeGreaterThan(0);
        expect(page.data.every((d) => d.services.includes(service))).toBe(true);
      }
      const gasaboUsed = await dealersPage("?district=Gasabo&service=used");
      expect(gasaboUsed.data.map((d) => d.name)).toEqual(["Nyarutarama Premium Cars"]);
    });

    it("keeps only the dealers open at the server's moment in Kigali (a stopped clock)", async () => {
      const open = await dealersPage("?open_now=true&per_page=100", WEDNESDAY_MORNING);
      const site = await listDealers(
        database.db,
        { openNow: true },
        WEDNESDAY_MORNING,
        1,
        "Imodoka",
        "en",
        100,
      );
      expect(open.meta.total).toBe(site.page.total);
      expect(open.meta.total).toBeGreaterThan(10);
      expect(open.data.every((d) => d.open_now && d.open_text.startsWith("Open · closes at"))).toBe(true);
      const sunday = await dealersPage("?open_now=true", SUNDAY_MORNING);
      expect(sunday.meta.total).toBe(0);
      const closed = await dealersPage("?brand=toyota&open_now=false", SUNDAY_MORNING);
      const toyota = closed.data.find((d) => d.name === "Toyota Rwanda")!;
      expect(toyota.open_now).toBe(false);
      expect(toyota.open_text).toBe("Closed · opens tomorrow at 08:00");
    });

    it("paginates, and a page past the end is empty", async () => {
      const first = await dealersPage("?per_page=5");
      const second = await dealersPage("?per_page=5&page=2");
      expect(first.data).toHaveLength(5);
      expect(first.meta.pages).toBe(Math.ceil(first.meta.total / 5));
      expect(second.data[0]!.id).not.toBe(first.data[0]!.id);
      const past = await dealersPage(`?per_page=5&page=${first.meta.pages + 1}`);
      expect(past.data).toEqual([]);
      expect(past.meta.total).toBe(first.meta.total);
    });

    it("refuses unknown filter values with the parameter blamed", async () => {
      for (const [query, field] of [
        ["?brand=atlantis-motors", "brand"],
        ["?district=Atlantis", "district"],
        ["?service=towing", "service"],
        ["?open_now=yes", "open_now"],
      ] as const) {
        const answer = await get<{ error: { fields: Record<string, string> } }>(
          `/api/v1/dealers${query}`,
          "/api/v1/dealers",
        );
        expect(answer.status, query).toBe(400);
        expect(Object.keys(answer.body.error.fields)).toEqual([field]);
      }
    });

    it("answers one dealer as the list does, and 404 for an unknown id", async () => {
      const list = await dealersPage("?brand=toyota");
      const toyota = list.data.find((d) => d.name === "Toyota Rwanda")!;
      const one = await get<{ data: Dealer }>(`/api/v1/dealers/${toyota.id}`, "/api/v1/dealers/{id}");
      expect(one.status).toBe(200);
      expect(one.body.data).toEqual(toyota);
      const [row] = await database.db.select().from(dealers).where(eq(dealers.id, toyota.id));
      expect(one.body.data.phone).toBe(row!.phone);
      expect(one.body.data.coordinates).toEqual(
        row!.latitude === null ? null : { latitude: row!.latitude, longitude: row!.longitude },
      );
      const missing = await get(`/api/v1/dealers/999999`, "/api/v1/dealers/{id}");
      expect(missing.status).toBe(404);
    });
  });

  describe("news", () => {
    it("lists every category in menu order", async () => {
      const answer = await get<{ data: { id: number; slug: string; url: string }[] }>(
        "/api/v1/news/categories",
        "/api/v1/news/categories",
      );
      const rows = await database.db.select().from(newsCategories).orderBy(asc(newsCategories.position));
      expect(answer.body.data.map((c) => c.id)).toEqual(rows.map((c) => c.id));
      expect(answer.body.data.map((c) => c.id)).toEqual(
        (await listNewsCategories(database.db)).map((c) => c.id),
      );
      expect(answer.body.data[0]!.url).toBe(`${SITE}/auto-news/${rows[0]!.id}-${rows[0]!.slug}`);
    });

    it("lists articles newest first, all or one category's, with their link", async () => {
      const all = await get<Page<Article>>("/api/v1/news/articles?per_page=100", "/api/v1/news/articles");
      const [articleCount] = await database.db.select({ n: count() }).from(newsArticles);
      expect(all.body.meta.total).toBe(articleCount!.n);
      const dates = all.body.data.map((a) => a.published_at);
      expect(dates).toEqual([...dates].sort().reverse());
      const first = all.body.data[0]!;
      expect(first.url).toBe(
        `${SITE}${articlePath({ ID: first.id, post_name: first.slug, terms: first.categories })}`,
      );

      const [category] = await database.db
        .select({ id: newsCategories.id })
        .from(newsCategories)
        .orderBy(asc(newsCategories.position))
        .limit(1);
      const filed = await get<Page<Article>>(
        `/api/v1/news/articles?category=${category!.id}&per_page=100`,
        "/api/v1/news/articles",
      );
      const [inCategory] = await database.db
        .select({ n: count() })
        .from(newsArticleCategories)
        .where(eq(newsArticleCategories.categoryId, category!.id));
      expect(filed.body.meta.total).toBe(inCategory!.n);
      expect(filed.body.meta.total).toBeGreaterThan(0);
      expect(filed.body.meta.total).toBeLessThan(all.body.meta.total);
      expect(filed.body.data.every((a) => a.categories.some((c) => c.id === category!.id))).toBe(true);

      const second = await get<Page<Article>>(
        "/api/v1/news/articles?per_page=10&page=2",
        "/api/v1/news/articles",
      );
      expect(second.body.data.map((a) => a.id)).toEqual(all.body.data.slice(10, 20).map((a) => a.id));
      expect(second.body.meta.pages).toBe(Math.ceil(articleCount!.n / 10));
    });

    it("refuses an unknown category", async () => {
      const answer = await get<{ error: { fields: Record<string, string> } }>(
        "/api/v1/news/articles?category=999999",
        "/api/v1/news/articles",
      );
      expect(answer.status).toBe(400);
      expect(Object.keys(answer.body.error.fields)).toEqual(["category"]);
    });

    it("answers one article with its stored sanitised HTML, and 404 for an unknown id", async () => {
      const [row] = await database.db
        .select()
        .from(newsArticles)
        .orderBy(desc(newsArticles.publishedAt))
        .limit(1);
      const answer = await get<{ data: Article }>(
        `/api/v1/news/articles/${row!.id}`,
        "/api/v1/news/articles/{id}",
      );
      expect(answer.status).toBe(200);
      expect(answer.body.data.content_html).toBe(row!.bodyHtml);
      expect(answer.body.data.published_at).toBe(row!.publishedAt.toISOString());
      expect(answer.body.data.content_html).not.toMatch(/<script/i);
      const missing = await get("/api/v1/news/articles/999999", "/api/v1/news/articles/{id}");
      expect(missing.status).toBe(404);
    });
  });

  describe("practical guide", () => {
    it("lists the articles newest first, all or one section's", async () => {
      const all = await get<Page<Guide>>("/api/v1/guides?per_page=100", "/api/v1/guides");
      const [guideCount] = await database.db.select({ n: count() }).from(guideArticles);
      expect(all.body.meta.total).toBe(guideCount!.n);
      const first = all.body.data[0]!;
      expect(first.url).toBe(`${SITE}${practicalGuidePath(first.section as "road-tax", first.slug)}`);
      const roadTax = await get<Page<Guide>>("/api/v1/guides?section=road-tax", "/api/v1/guides");
      const [inSection] = await database.db
        .select({ n: count() })
        .from(guideArticles)
        .innerJoin(guideSections, eq(guideSections.id, guideArticles.sectionId))
        .where(and(eq(guideSections.slug, "road-tax")));
      expect(roadTax.body.meta.total).toBe(inSection!.n);
      expect(roadTax.body.meta.total).toBeGreaterThan(0);
      expect(roadTax.body.data.every((g) => g.section === "road-tax")).toBe(true);
      const bad = await get<{ error: { fields: Record<string, string> } }>(
        "/api/v1/guides?section=parking",
        "/api/v1/guides",
      );
      expect(bad.status).toBe(400);
      expect(bad.body.error.fields.section).toContain("road-tax");
    });

    it("answers one article with its HTML and sources, and 404 for an unknown id", async () => {
      const [row] = await database.db.select().from(guideArticles).limit(1);
      const answer = await get<{ data: Guide }>(`/api/v1/guides/${row!.id}`, "/api/v1/guides/{id}");
      expect(answer.status).toBe(200);
      expect(answer.body.data.content_html).toBe(row!.bodyHtml);
      expect(answer.body.data.sources).toEqual(
        row!.sources.map((s) => ({ name: s.name, url: s.url ?? null })),
      );
      expect(answer.body.data.sources!.length).toBeGreaterThan(0);
      const missing = await get("/api/v1/guides/999999", "/api/v1/guides/{id}");
      expect(missing.status).toBe(404);
    });
  });
});
