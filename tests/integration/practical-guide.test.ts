import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { practicalGuideSections } from "../../app/shared/lib/links";
import {
  getGuideArticle,
  getGuideSection,
  latestGuideArticles,
  listGuideSections,
} from "../../app/features/practical-guide/practical-guide.server";
import { createTestDatabase, drivers } from "../setup/test-db";

describe.each(drivers)("practical guide on %s", (driver) => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
  });
  afterAll(() => database.cleanup());

  it("seeds the six sections of the menu, in its order, each with at least three guides", async () => {
    const sections = await listGuideSections(database.db);
    expect(sections.map((s) => s.slug)).toEqual([...practicalGuideSections]);
    for (const section of sections) expect(section.articles).toBeGreaterThanOrEqual(3);
  });

  it("stores each guide as sanitised HTML with its sources and the day its facts were recorded", async () => {
    for (const slug of practicalGuideSections) {
      const page = await getGuideSection(database.db, slug);
      for (const summary of page!.articles) {
        const article = await getGuideArticle(database.db, slug, summary.slug);
        expect(article!.article.bodyHtml).toMatch(/<h2>/);
        expect(article!.article.bodyHtml).not.toMatch(/<script|<img|<iframe| on\w+=|javascript:/i);
        expect(article!.article.sources.length).toBeGreaterThan(0);
        expect(article!.article.recordedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(article!.article.readingMinutes).toBeGreaterThanOrEqual(1);
        expect(article!.others.map((o) => o.slug)).not.toContain(summary.slug);
      }
    }
  });

  it("lists the newest guides first and answers nothing for an unknown guide or a guide under another section", async () => {
    const latest = await latestGuideArticles(database.db, 4);
    expect(latest).toHaveLength(4);
    const times = latest.map((a) => a.publishedAt.getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(await getGuideArticle(database.db, "road-tax", "no-such-guide")).toBeUndefined();
    const [first] = (await getGuideSection(database.db, "road-tax"))!.articles;
    expect(await getGuideArticle(database.db, "driving-license", first!.slug)).toBeUndefined();
  });
});
