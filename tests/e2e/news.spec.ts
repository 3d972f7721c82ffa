import type { APIRequestContext, Page } from "@playwright/test";
import { expect, RESOURCE_404, test, SAME_ON_EVERY_SCREEN } from "./fixtures";

const ARTICLE_PATH = /\/auto-news\/[a-z0-9-]+\/(\d+)-([a-z0-9-]+)$/;

/** The newest articles as the Atom feed lists them: title and path. */
async function newestArticles(request: APIRequestContext) {
  const xml = await (await request.get("/atom.xml")).text();
  return [
    ...xml.matchAll(
      /<entry>[\s\S]*?<title[^>]*>(?:<!\[CDATA\[)?([\s\S]*?)(?:\]\]>)?<\/title>[\s\S]*?<link href="([^"]+)"/g,
    ),
  ].map((m) => ({ title: m[1]!, path: new URL(m[2]!).pathname }));
}

const canonical = (page: Page) => page.locator('link[rel="canonical"]');

test.describe("auto news lists (SPEC §2.1)", () => {
  test("all news: newest first, the newest featured, categories and pages", async ({ page, goto }) => {
    await goto("/auto-news/all-news");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Auto news");
    const cards = page.locator("main article");
    await expect(cards).toHaveCount(12);
    const times = await page
      .locator("main article time")
      .evaluateAll((all) => all.map((t) => Date.parse(t.getAttribute("datetime")!)));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const categories = page.getByRole("navigation", { name: "News categories" });
    await expect(categories.getByRole("link")).toHaveCount(7);
    await expect(categories.getByRole("link", { name: "All news" })).toHaveAttribute("aria-current", "page");

    await page.getByRole("navigation", { name: "News pages" }).getByRole("link", { name: "Older" }).click();
    await expect(page).toHaveURL("/auto-news/all-news?page=2");
    await expect(cards).toHaveCount(12);
    // Waits: the head follows the client-side navigation a moment after the address does.
    await expect(canonical(page)).toHaveAttribute("href", /\/auto-news\/all-news\?page=2$/);
  });

  test("a category lists only its articles, reached from the category links", async ({ page, goto }) => {
    await goto("/auto-news/all-news");
    await page
      .getByRole("navigation", { name: "News categories" })
      .getByRole("link", { name: "Motorsport" })
      .click();
    await expect(page).toHaveURL(/\/auto-news\/\d+-motorsport$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Motorsport");
    const first = page.locator("main article").first();
    await first.getByRole("link").click();
    await expect(page).toHaveURL(/\/auto-news\/[a-z0-9-]+\/\d+-[a-z0-9-]+$/);
    await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText("Auto news");
  });

  test("a category address with a wrong slug moves to the right one", async ({ page, goto, isMobile }) => {
    test.skip(isMobile, SAME_ON_EVERY_SCREEN);
    await goto("/auto-news/all-news");
    const href = await page
      .getByRole("navigation", { name: "News categories" })
      .getByRole("link", { name: "Launches" })
      .getAttribute("href");
    const id = /\/auto-news\/(\d+)-launches$/.exec(href!)![1];
    await goto(`/auto-news/${id}-old-name`);
    await expect(page).toHaveURL(`/auto-news/${id}-launches`);
  });

  test("/auto-news goes to all news", async ({ page, goto, isMobile }) => {
    test.skip(isMobile, SAME_ON_EVERY_SCREEN);
    await goto("/auto-news");
    await expect(page).toHaveURL("/auto-news/all-news");
  });

  test("non-numeric and unknown ids are 404s (SPEC §5)", async ({
    page,
    goto,
    allowConsoleErrors,
    isMobile,
  }) => {
    test.skip(isMobile, SAME_ON_EVERY_SCREEN);
    allowConsoleErrors(RESOURCE_404);
    for (const path of ["/auto-news/abc-launches", "/auto-news/launches/abc-some-title"]) {
      await goto(path, { expectStatus: 404 });
      await expect(page.getByText(`Page Not Found: ${path}`)).toBeVisible();
    }
    await goto("/auto-news/launches/999999-nothing", { expectStatus: 404 });
    await expect(page.getByRole("heading", { level: 1 })).toContainText("oops!");
  });
});

test.describe("a news article", () => {
  test("shows breadcrumbs, cover, author and date, body, share bar, previous/next and related", async ({
    page,
    goto,
    request,
  }) => {
    const [, second] = await newestArticles(request);
    await goto(second!.path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(second!.title);
    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(crumbs.getByRole("link", { name: "Auto news" })).toHaveAttribute(
      "href",
      "/auto-news/all-news",
    );
    await expect(page.locator("main article header")).toContainText(/By [A-Z]/);
    await expect(page.locator("main article time").first()).toHaveAttribute("datetime", /^\d{4}-/);
    await expect(page.locator("main article img").first()).toHaveAttribute("alt", /\S/);
    await expect(page.locator("main .prose-page h2").first()).toBeVisible();
    await expect(page.getByRole("link", { name: "Share on WhatsApp" }).first()).toBeVisible();
    const steps = page.getByRole("navigation", { name: "Previous and next articles" });
    await expect(steps.getByRole("link")).toHaveCount(2);
    await expect(page.getByRole("heading", { name: "Related articles" })).toBeVisible();
    await expect(
      page.locator("#related-news ~ ul article, section[aria-labelledby=related-news] article"),
    ).toHaveCount(3);
    await expect(canonical(page)).toHaveAttribute("href", new RegExp(`${second!.path}$`));

    const ld = await page.locator('script[type="application/ld+json"]').first().textContent();
    expect(JSON.parse(ld!)["@graph"][0]).toMatchObject({ "@type": "NewsArticle", headline: second!.title });
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
      "content",
      new RegExp(second!.title.slice(0, 20)),
    );
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", /summary/);
    // Social networks do not read SVG: the picture they get is a 1200×630 PNG.
    const ogImage = await page.locator('meta[property="og:image"]').getAttribute("content");
    const picture = await request.get(new URL(ogImage!).pathname);
    expect(picture.headers()["content-type"]).toBe("image/png");
    const png = await picture.body();
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);

    await steps.getByRole("link", { name: /Next article/ }).click();
    await expect(page).toHaveURL(ARTICLE_PATH);
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(second!.title);
  });

  test("answers under toute-actualite and any other category, canonical to the rule's address", async ({
    page,
    goto,
    request,
    isMobile,
  }) => {
    test.skip(isMobile, SAME_ON_EVERY_SCREEN);
    const [newest] = await newestArticles(request);
    const [, id, slug] = ARTICLE_PATH.exec(newest!.path)!;
    for (const segment of ["toute-actualite", "motorsport"]) {
      const response = await goto(`/auto-news/${segment}/${id}-${slug}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(newest!.title);
      await expect(canonical(page)).toHaveAttribute("href", new RegExp(`${newest!.path}$`));
    }
    await goto(`/auto-news/toute-actualite/${id}-an-old-title`);
    await expect(page).toHaveURL(newest!.path);
  });

  test("share links carry the article's address and title; a network opens a 626×436 window", async ({
    page,
    goto,
    request,
    isMobile,
  }) => {
    test.skip(isMobile, "the popup window is a desktop behaviour");
    const [newest] = await newestArticles(request);
    await goto(newest!.path);
    const url = await canonical(page).getAttribute("href");
    const encoded = encodeURIComponent(url!).replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    const whatsapp = page.getByRole("link", { name: "Share on WhatsApp" }).first();
    await expect(whatsapp).toHaveAttribute("href", new RegExp(`^https://wa\\.me/\\?text=.*${encoded}`));
    // Facebook takes the address and the first tag as its hashtag.
    const facebook = page.getByRole("link", { name: "Share on Facebook" }).first();
    await expect(facebook).toHaveAttribute(
      "href",
      new RegExp(`^https://www\\.facebook\\.com/sharer/sharer\\.php\\?u=${encoded}&hashtag=%23\\w+`),
    );
    await page.route("https://www.facebook.com/**", (route) =>
      route.fulfill({ body: "<title>share</title>" }),
    );
    const [popup] = await Promise.all([page.waitForEvent("popup"), facebook.click()]);
    await popup.waitForLoadState();
    expect(await popup.evaluate(() => [window.innerWidth, window.innerHeight])).toEqual([626, 436]);
    expect(page.url()).toContain(newest!.path);
  });
});

test.describe("news in the menus and the header search (SPEC §2.6, §2.5)", () => {
  test("the desktop News entry lists the categories", async ({ page, goto, isMobile }) => {
    test.skip(isMobile, "the main menu bar is for wide screens");
    await goto("/about-us");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "News", exact: true })).toHaveAttribute(
      "href",
      "/auto-news/all-news",
    );
    await nav.getByRole("button", { name: /News/ }).click();
    const links = nav.locator("ul ul a");
    await expect(nav.getByRole("link", { name: /Electric mobility/ })).toBeVisible();
    const hrefs = await links.evaluateAll((all) => all.map((a) => a.getAttribute("href")));
    expect(hrefs.filter((h) => /^\/auto-news\/\d+-[a-z-]+$/.test(h ?? ""))).toHaveLength(6);
    await nav.getByRole("link", { name: /Tests and reviews/ }).click();
    await expect(page).toHaveURL(/\/auto-news\/\d+-tests-and-reviews$/);
  });

  test("the phone menu's Our Sections lists all news and the categories", async ({
    page,
    goto,
    isMobile,
  }) => {
    test.skip(!isMobile, "the side menu is for phones");
    await goto("/about-us");
    await page.getByRole("banner").getByRole("button", { name: "Menu", exact: true }).click();
    const menu = page.locator("#mobile-menu").getByRole("navigation", { name: "Menu" });
    await menu.getByText("Our Sections", { exact: true }).click();
    const section = menu.locator(":scope > ul > li").filter({ hasText: "Our Sections" });
    const hrefs = await section
      .getByRole("link")
      .evaluateAll((all) => all.map((a) => a.getAttribute("href")));
    expect(hrefs[0]).toBe("/auto-news/all-news");
    expect(hrefs.filter((h) => /^\/auto-news\/\d+-[a-z-]+$/.test(h ?? ""))).toHaveLength(6);
    await section.getByRole("link", { name: "Electric mobility" }).click();
    await expect(page).toHaveURL(/\/auto-news\/\d+-electric-mobility$/);
  });

  test("typing an article's words suggests it, and choosing it opens the article", async ({
    page,
    goto,
    request,
  }) => {
    const [newest] = await newestArticles(request);
    await goto("/about-us");
    const form = page.getByRole("banner").getByRole("search");
    const field = form.getByLabel("Search brands and models");
    await field.click();
    await expect(field).toHaveAttribute("role", "combobox");
    await field.pressSequentially(newest!.title.split(" ").slice(0, 4).join(" "), { delay: 20 });
    const option = form.getByRole("option", { name: `News · ${newest!.title}` });
    await expect(option).toBeVisible();
    await option.click();
    await expect(page).toHaveURL(newest!.path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(newest!.title);
  });
});

test.describe("Atom feed (SPEC §2.4)", () => {
  test.skip(({ isMobile }) => isMobile, SAME_ON_EVERY_SCREEN);
  test("/atom.xml lists 50 entries and /rss moves there", async ({ request }) => {
    const feed = await request.get("/atom.xml");
    expect(feed.headers()["content-type"]).toBe("application/atom+xml; charset=utf-8");
    expect(await newestArticles(request)).toHaveLength(50);
    const rss = await request.get("/rss", { maxRedirects: 0 });
    expect(rss.status()).toBe(301);
    expect(rss.headers()["location"]).toBe("/atom.xml");
  });
});
