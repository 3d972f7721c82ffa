import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newsCategories } from "../../app/shared/db/schema";
import type { PagePart } from "../../app/shared/lib/page-part";
import { loader as rootLoader } from "../../app/root";
import { testContext } from "../setup/app-context";
import { keptData } from "../setup/kept-data";
import { createTestDatabase, drivers } from "../setup/test-db";

/**
 * The layout's menus are the same on every page: their HTML is made once and kept (decision 0026) until the
 * news categories they list change, and a document sets it as it is (decision 0028).
 */
describe.each(drivers)("the layout's kept menus on %s", (driver) => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  const { tracker, change, counted } = keptData();
  // Counts the menus made, not the other values the root loader keeps (the banners).
  const { keep, reads: made } = counted((key) => key.startsWith("layout-menus:"));
  const page = async (parts: Map<string, PagePart> | null) =>
    (
      await rootLoader({
        request: new Request("http://localhost:3000/"),
        params: {},
        context: testContext(database.db, { keep, parts }),
      } as Parameters<typeof rootLoader>[0])
    ).data;
  const html = (part: PagePart | undefined) => (part && "html" in part ? part.html : undefined);

  beforeAll(async () => {
    database = await createTestDatabase(driver, { onQuery: tracker.observe });
  });
  afterAll(async () => {
    await database.cleanup();
  });

  it("makes them once for every page, as HTML a document sets and a client navigation carries", async () => {
    const parts = new Map<string, PagePart>();
    const first = await page(parts);
    expect(made()).toBe(1);
    // In a document the loader data carries none of it.
    expect(first.menus.mobile).toBeUndefined();
    const news = first.menus.main.find((entry) => entry.label === "News");
    expect(news?.submenu).toEqual({ html: undefined });
    const mobile = html(parts.get("mobile-menu-nav"));
    expect(mobile).toContain('href="/marche-doccasion"');
    expect(html(parts.get("submenu-auto-news-all-news-links"))).toContain("Electric mobility");

    // Another page, then a client navigation's data: the same HTML, made no more.
    const other = new Map<string, PagePart>();
    await page(other);
    expect(html(other.get("mobile-menu-nav"))).toBe(mobile);
    const data = await page(null);
    expect(data.menus.mobile).toBe(mobile);
    expect(made()).toBe(1);
  });

  it("makes them again once a news category is renamed, and shows the new name", async () => {
    await page(new Map());
    const before = made();
    const [category] = await database.db.select().from(newsCategories).limit(1);
    await change(() =>
      database.db
        .update(newsCategories)
        .set({ name: "Charging & e-mobility" })
        .where(eq(newsCategories.id, category!.id)),
    );
    const parts = new Map<string, PagePart>();
    await page(parts);
    expect(made()).toBe(before + 1);
    expect(html(parts.get("mobile-menu-nav"))).toContain("Charging &amp; e-mobility");
    expect(html(parts.get("submenu-auto-news-all-news-links"))).toContain("Charging &amp; e-mobility");
  });
});
