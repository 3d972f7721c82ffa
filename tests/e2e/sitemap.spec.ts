import { expect, test } from "./fixtures";

test.describe("sitemaps and robots.txt", () => {
  test("robots.txt names the sitemap index, which names a sitemap per content type", async ({ request }) => {
    const robots = await request.get("/robots.txt");
    expect(robots.headers()["content-type"]).toContain("text/plain");
    expect(await robots.text()).toContain(`Sitemap: `);
    const index = await request.get("/sitemap.xml");
    expect(index.headers()["content-type"]).toContain("application/xml");
    const children = [...(await index.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(children.map((loc) => new URL(loc).pathname)).toEqual([
      "/sitemaps/static.xml",
      "/sitemaps/catalogue.xml",
      "/sitemaps/news.xml",
      "/sitemaps/guides.xml",
      "/sitemaps/used.xml",
      "/sitemaps/dealers.xml",
    ]);
    for (const child of children) {
      const response = await request.get(new URL(child).pathname);
      expect(response.status()).toBe(200);
      const locs = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
      expect(locs.length).toBeGreaterThan(5);
      // A sample of each list opens as a page.
      for (const loc of [locs[0]!, locs.at(-1)!]) {
        expect((await request.get(new URL(loc).pathname)).status(), loc).toBe(200);
      }
    }
  });

  test("the sitemaps are well-formed XML", async ({ page, goto }) => {
    await goto("/practical-guide");
    for (const path of [
      "/sitemap.xml",
      "/sitemaps/static.xml",
      "/sitemaps/catalogue.xml",
      "/sitemaps/news.xml",
      "/sitemaps/guides.xml",
      "/sitemaps/used.xml",
      "/sitemaps/dealers.xml",
    ]) {
      const errors = await page.evaluate(async (url) => {
        const text = await (await fetch(url)).text();
        const doc = new DOMParser().parseFromString(text, "application/xml");
        return doc.getElementsByTagName("parsererror").length;
      }, path);
      expect(errors, path).toBe(0);
    }
  });

  test("an unknown sitemap is a 404", async ({ request }) => {
    expect((await request.get("/sitemaps/blog.xml")).status()).toBe(404);
    expect((await request.get("/sitemaps/guides.txt")).status()).toBe(404);
  });
});
