import { legacyRedirects } from "../../app/shared/lib/legacy-redirects";
import { expect, test } from "./fixtures";

test.skip(({ isMobile }) => isMobile, "HTTP behaviour does not depend on the screen");

/**
 * The table can list one path twice: once for the path itself and once (tree) for what lies below it,
 * e.g. /actualite-auto → /auto-news/all-news but /actualite-auto/x → /auto-news/x. For the path itself
 * the first entry wins.
 */
function exactTarget(from: string): string {
  return legacyRedirects.find((entry) => entry.from === from)!.to;
}

test.describe("legacy French paths (SPEC §2.1)", () => {
  test("the table is not empty and every target is a site path", () => {
    expect(legacyRedirects.length).toBeGreaterThanOrEqual(20);
    for (const { from, to } of legacyRedirects) {
      expect(from).toMatch(/^\/[a-z0-9/-]+$/);
      expect(to).toMatch(/^\/[a-z0-9./-]+$/);
      expect(to).not.toBe(from);
    }
  });

  for (const [index, { from, to, tree }] of legacyRedirects.entries()) {
    test(`#${index} ${from}${tree ? "/**" : ""} → ${to}`, async ({ request }) => {
      const response = await request.get(`${from}?utm_source=test`, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      expect(response.headers()["location"]).toBe(`${exactTarget(from)}?utm_source=test`);

      if (tree) {
        const below = await request.get(`${from}/sample/1-x`, { maxRedirects: 0 });
        expect(below.status()).toBe(301);
        expect(below.headers()["location"]).toBe(`${to}/sample/1-x`);
      }
    });
  }

  test("matching ignores letter case and a trailing slash", async ({ request }) => {
    const response = await request.get("/A-Propos-De-Nous/?x=1", { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers()["location"]).toBe("/about-us?x=1");
  });

  test("a redirected path ends on a real page", async ({ request }) => {
    const response = await request.get("/a-propos-de-nous");
    expect(response.status()).toBe(200);
    expect(response.url()).toMatch(/\/about-us$/);
  });
});
