import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loader as articleLoader } from "../../app/features/news/routes/news-article";
import { loader as listLoader } from "../../app/features/news/routes/news-list";
import { newsArticles } from "../../app/shared/db/schema";
import { testContext } from "../setup/app-context";
import { keptData } from "../setup/kept-data";
import { createTestDatabase, drivers } from "../setup/test-db";

/** The news list and an article are kept until an article changes (an edit, or a scheduled one's time). */
describe.each(drivers)("kept news on %s", (driver) => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  const { tracker, change, counted } = keptData();
  const { keep, reads } = counted();
  const call = <T>(loader: (args: never) => T, path: string, params: Record<string, string> = {}) =>
    loader({
      request: new Request(`http://localhost:3000${path}`),
      params,
      context: testContext(database.db, { keep }),
    } as never);

  beforeAll(async () => {
    database = await createTestDatabase(driver, { onQuery: tracker.observe });
  });
  afterAll(async () => {
    await database.cleanup();
  });

  it("hands out the kept list and article until an article is edited", async () => {
    const [newest] = await database.db
      .select({ id: newsArticles.id, slug: newsArticles.slug, title: newsArticles.title })
      .from(newsArticles)
      .where(eq(newsArticles.published, true))
      .orderBy(desc(newsArticles.publishedAt))
      .limit(1);
    const list = () => call(listLoader, "/auto-news/all-news");
    const article = () =>
      call(articleLoader, `/auto-news/x/${newest!.id}-${newest!.slug}`, {
        articleParam: `${newest!.id}-${newest!.slug}`,
      });
    const titles = async () => (await list()).articles.map((shown) => shown.title);

    expect(await titles()).toContain(newest!.title);
    expect((await article()).title).toBe(newest!.title);
    const read = reads();
    await titles();
    await article();
    expect(reads()).toBe(read);

    await change(() =>
      database.db
        .update(newsArticles)
        .set({ title: "Kigali gets its first charging corridor" })
        .where(eq(newsArticles.id, newest!.id)),
    );
    expect(await titles()).toContain("Kigali gets its first charging corridor");
    expect((await article()).title).toBe("Kigali gets its first charging corridor");
    expect(reads()).toBeGreaterThan(read);
  });
});
