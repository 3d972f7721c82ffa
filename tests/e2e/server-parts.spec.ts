import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/** Parts of pages that only the server renders (decision 0028): sent once, as HTML. */
const RAV4 = "/auto-guide/new-cars/make/toyota/model/195-rav4";
const RAV4_VERSION = "/auto-guide/new-cars/make/toyota/model/rav4/406-2-0-gx-cvt";
const ARTICLE = "/auto-news/tests-and-reviews/66-toyota-corolla-saloon-review-petrol-or-hybrid";

/** The page's inline scripts, where its loader data travels. */
const scriptsOf = (html: string) =>
  [...html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]).join("\n");

/** The script that carries the page's loader data. */
const loaderDataOf = (html: string) => scriptsOf(html).match(/streamController\.enqueue\(.*/)?.[0] ?? "";

/** Marks the current document: a marker that survives means no new document was loaded. */
const mark = (page: Page) => page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
const marked = (page: Page) => page.evaluate(() => (window as unknown as { marker?: number }).marker);

test.describe("parts the server alone renders (decision 0028)", () => {
  test("are in a document's HTML once, not again in its loader data", async ({ request }) => {
    const model = await (await request.get(RAV4)).text();
    const dealer = model.match(
      /data-part="where-to-buy"[\s\S]*?<h3[^>]*><a[^>]*href="(\/dealerships\/[^"]+)"/,
    )?.[1];
    const review = model.match(/data-part="model-reviews"[\s\S]*?<h3[^>]*>([^<]+)</)?.[1];
    const similar = model.match(/data-part="model-similar"[\s\S]*?<h3[^>]*><a[^>]*href="([^"]+)"/)?.[1];
    expect(dealer, "a dealer's page in Where to buy").toBeDefined();
    expect(review, "a review's title").toBeDefined();
    expect(similar, "a similar car").toBeDefined();
    expect(scriptsOf(model)).not.toContain(dealer!);
    expect(scriptsOf(model)).not.toContain(review!);
    expect(scriptsOf(model)).not.toContain(similar!);
    // Its schema.org data is in the body, once; so is a version page's.
    const ldOf = (html: string) =>
      JSON.parse(
        html.match(/data-part="json-ld"><script type="application\/ld\+json">([^<]+)<\/script>/)![1]!,
      ) as unknown;
    expect(ldOf(model)).toMatchObject({
      "@graph": [{ name: "Toyota RAV4" }, { "@type": "BreadcrumbList" }],
    });
    expect(model.match(/application\/ld\+json/g)).toHaveLength(1);
    expect(loaderDataOf(model)).toContain("Toyota RAV4");
    expect(loaderDataOf(model)).not.toContain("AggregateOffer");
    const version = await (await request.get(RAV4_VERSION)).text();
    expect(ldOf(version)).toMatchObject({
      "@graph": [{ vehicleEngine: { "@type": "EngineSpecification" } }, {}],
    });
    expect(version.match(/application\/ld\+json/g)).toHaveLength(1);
    expect(loaderDataOf(version)).not.toContain("EngineSpecification");

    const home = await (await request.get("/")).text();
    const listing = home.match(/data-listing[\s\S]*?<h3[^>]*><a[^>]*>([^<]+)</)?.[1];
    expect(listing, "a used car on the home page").toBeDefined();
    expect(scriptsOf(home)).not.toContain(listing!);
    // A news article's body and the news around it.
    const article = await (await request.get(ARTICLE)).text();
    const paragraph = article.match(/data-part="article-body"[\s\S]*?<p>([^<]{40,})/)?.[1];
    const related = article.match(/data-part="related-news"[\s\S]*?<h3[^>]*><a[^>]*href="([^"]+)"/)?.[1];
    expect(paragraph, "the article's first paragraph").toBeDefined();
    expect(related, "a related article").toBeDefined();
    expect(scriptsOf(article)).not.toContain(paragraph!.slice(0, 40));
    expect(scriptsOf(article)).not.toContain(related!);

    // The phone menu's sections are in every page's HTML, not in the layout's data.
    expect(home).toMatch(/data-part="mobile-menu-nav"[\s\S]*?Our Sections/);
    expect(scriptsOf(home)).not.toContain("Our Sections");
    // So are the desktop menu's submenus.
    expect(home).toMatch(/data-part="submenu-practical-guide-links"[\s\S]*?Vehicle inspection/);
    expect(scriptsOf(home)).not.toContain("Vehicle inspection");

    // The used search's filters and results.
    const search = await (await request.get("/marche-doccasion/rechercher")).text();
    const car = search.match(/data-part="used-results"[\s\S]*?<h2[^>]*><a[^>]*href="([^"]+)"/)?.[1];
    expect(car, "a car in the results").toBeDefined();
    expect(search).toMatch(/data-part="used-filters"[\s\S]*?<option value="Nyamasheke">/);
    expect(scriptsOf(search)).not.toContain(car!);
    expect(scriptsOf(search)).not.toContain("Nyamasheke");
    expect(scriptsOf(search)).not.toContain("75.000.000 RWF");
  });

  test("show the next page's content after client navigations, and their links stay in the app", async ({
    page,
    goto,
  }) => {
    await goto(RAV4);
    await expect(page.locator('[data-part="where-to-buy"]')).toContainText("Where to buy: Toyota dealers");
    await mark(page);

    await page.getByRole("banner").getByRole("link", { name: "Imodoka home" }).click();
    await expect(page).toHaveURL("/");
    const models = page.locator('[data-part="home-top"] .home-card');
    await expect(models.first()).toBeVisible();
    await expect(page.locator('[data-part="home-rest"] [data-listing]').first()).toBeVisible();

    // A card's link in a part the client received as HTML: a navigation within the app.
    const link = models.first().locator("h3 a");
    const [name, href] = [(await link.textContent())!, (await link.getAttribute("href"))!];
    const brand = name.split(" ")[0]!;
    await link.click();
    await expect(page).toHaveURL(href);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
    await expect(page.locator('[data-part="where-to-buy"]')).toContainText(`Where to buy: ${brand} dealers`);
    await expect(page.locator('[data-part="model-reviews"]')).not.toBeEmpty();
    const similar = page.getByRole("region", { name: "Similar cars" }).getByRole("article");
    await expect(similar).not.toHaveCount(0);
    const other = similar.first().locator("h3 a");
    const otherName = (await other.textContent())!;
    // The whole card follows its link (SPEC §2.11), within the app.
    await similar.first().locator(".model-card-price").click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(otherName);
    await page.goBack();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);

    await page.goBack();
    await expect(page).toHaveURL("/");
    await expect(models.first()).toBeVisible();
    expect(await marked(page), "no page was loaded as a new document").toBe(1);
  });
});
