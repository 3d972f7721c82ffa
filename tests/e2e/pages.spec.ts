import type { Page } from "@playwright/test";
import { expect, expectNoSidewaysScroll, test } from "./fixtures";

const BRAND_PATH = /^\/auto-guide\/new-cars\/make\/[a-z0-9-]+\/\d+$/;

/** A footer brand's link (name and href), read from the current page. */
async function footerBrand(page: Page, index = 0) {
  const link = page.getByTestId("brand-masonry").locator("h3 a").nth(index);
  return { link, name: (await link.textContent())!.trim(), href: (await link.getAttribute("href"))! };
}

/** Where the first card of the page's main list (a dealer, a used car…) leads: its first link's href. */
async function firstCardHref(page: Page) {
  const link = page.getByRole("main").getByRole("article").first().getByRole("link").first();
  return (await link.getAttribute("href"))!;
}

async function expectHeadMetadata(page: Page, path: string) {
  await expect(page).toHaveTitle(/\S/);
  const title = await page.title();
  expect(title).toContain("Imodoka");
  const description = await page.locator('head meta[name="description"]').getAttribute("content");
  expect(description?.trim().length ?? 0, `${path}: meta description`).toBeGreaterThan(30);
  const canonical = page.locator('head link[rel="canonical"]');
  await expect(canonical).toHaveCount(1);
  const href = (await canonical.getAttribute("href"))!;
  expect(href, `${path}: canonical URL is absolute`).toMatch(/^https?:\/\//);
  expect(new URL(href).pathname).toBe(path);
}

test.describe("home page", () => {
  test("has a hero, one search box (the header's) and a grid of brand cards that open the brand page", async ({
    page,
    goto,
    waitForHydration,
    expectAccessible,
  }) => {
    await goto("/");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Find your next new car in Rwanda");
    // One search on the page: the header's, not a second box in the hero.
    await expect(page.getByRole("searchbox")).toHaveCount(1);
    await expect(main.getByRole("search")).toHaveCount(0);
    const search = page.getByRole("banner").getByRole("search");
    await expect(search.getByRole("searchbox")).toHaveAttribute("placeholder", "Find a brand or model");
    await expect(search.getByRole("button", { name: "Search" })).toBeVisible();
    await expectHeadMetadata(page, "/");

    // The most popular brands, and a link to all of them.
    const grid = main.getByRole("region", { name: "Browse by brand" });
    const cards = grid.locator("[data-link-card]");
    expect(await cards.count()).toBeGreaterThanOrEqual(12);
    await expect(grid.getByRole("link", { name: /^All \d+ brands$/ })).toHaveAttribute(
      "href",
      "/auto-guide/new-cars",
    );
    const card = cards.nth(3);
    await card.scrollIntoViewIfNeeded();
    await expect(card).toHaveCSS("cursor", "pointer");
    const href = (await card.getByRole("link").getAttribute("href"))!;
    expect(href).toMatch(BRAND_PATH);
    const brandName = (await card.getByRole("link").textContent())!.trim();

    // Click the card's left padding, half-way down: inside the card, away from its link.
    const linkBox = (await card.getByRole("link").boundingBox())!;
    const cardBox = (await card.boundingBox())!;
    const clickAt = { x: 4, y: cardBox.height / 2 };
    expect(cardBox.x + clickAt.x, "the click point is left of the link").toBeLessThan(linkBox.x);
    await card.click({ position: clickAt });
    await expect(page).toHaveURL(href);
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(`${brandName} cars`);
    await waitForHydration();
    await expectAccessible();
  });
});

test.describe("content pages", () => {
  test("about us", async ({ page, goto }) => {
    await goto("/about-us");
    await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toHaveText(/about/i);
    await expectHeadMetadata(page, "/about-us");
  });

  test("privacy policy and legal notice cites Rwanda's data-protection law", async ({ page, goto }) => {
    await goto("/privacy-policy-and-legal-notice");
    await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toHaveText(/privacy/i);
    await expect(
      page
        .getByRole("main")
        .getByText(/Law N° 058\/2021/)
        .first(),
    ).toBeVisible();
    await expectHeadMetadata(page, "/privacy-policy-and-legal-notice");
  });

  test("contact us has its metadata", async ({ page, goto }) => {
    await goto("/contact-us");
    await expectHeadMetadata(page, "/contact-us");
  });
});

test.describe("brand page", () => {
  test("a footer brand link opens the brand with its models", async ({
    page,
    goto,
    waitForHydration,
    expectAccessible,
    isMobile,
  }) => {
    await goto("/about-us");
    // Phones show the grid behind one disclosure.
    if (isMobile) await page.getByText("Show every brand and its models").click();
    const brand = await footerBrand(page, 5);
    const footerModels = await brand.link
      .locator("xpath=ancestor::div[1]")
      .locator("ul a")
      .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(footerModels.length).toBeGreaterThan(0);

    await brand.link.scrollIntoViewIfNeeded();
    await brand.link.click();
    await expect(page).toHaveURL(brand.href);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(`${brand.name} cars`);
    const modelLinks = main.locator("[data-link-card] a");
    await expect(modelLinks).toHaveCount(footerModels.length);
    expect(
      (await modelLinks.evaluateAll((links) => links.map((a) => a.getAttribute("href")))).sort(),
    ).toEqual([...footerModels].sort());
    await waitForHydration();
    await expectHeadMetadata(page, brand.href);
    await expectAccessible();
  });
});

test.describe("narrow screens", () => {
  test.skip(({ isMobile }) => !isMobile, "a phone-sized check");

  test("nothing overflows horizontally at 320 px", async ({ page, goto }) => {
    // Twelve pages, each also checked for accessibility at this width.
    test.slow();
    await page.setViewportSize({ width: 320, height: 640 });
    await goto("/");
    const brandHref = (await footerBrand(page)).href;
    await goto(brandHref);
    const modelHref = (await page
      .getByRole("main")
      .locator("[data-link-card] a")
      .first()
      .getAttribute("href"))!;
    await goto("/dealerships");
    const dealerHref = await firstCardHref(page);
    const paths = [
      "/",
      "/contact-us",
      "/about-us",
      brandHref,
      modelHref,
      "/dealerships",
      dealerHref,
      "/auto-guide/driver-reviews",
      "/find-my-car",
      "/marche-doccasion/rechercher",
      "/auto-news/all-news",
      // The comparator's make picker: two makes to a row, the longest name included.
      "/comparator",
    ];
    await goto("/");
    for (const path of paths) {
      if (path !== "/") await goto(path);
      await expectNoSidewaysScroll(page, path);
    }
  });
});

test.describe("visitors west of UTC", () => {
  test.use({ timezoneId: "America/New_York" });
  test.skip(({ isMobile }) => isMobile, "the time zone does not depend on the screen");

  // A date or time formatted differently by the server and the browser breaks hydration (React error #418).
  for (const path of ["/", "/about-us", "/privacy-policy-and-legal-notice", "/contact-us"]) {
    test(`${path} hydrates without errors`, async ({ goto }) => {
      await goto(path);
    });
  }
});

test.describe("numbers", () => {
  test.skip(({ isMobile }) => isMobile, "the text is the same on a phone");

  test("thousands are written with dots everywhere, as prices are (126.500 km, never 126,500 km)", async ({
    page,
    goto,
  }) => {
    test.slow();
    await goto("/");
    const main = page.getByRole("main");
    const modelHref = (await main.locator('a[href*="/model/"]').first().getAttribute("href"))!;
    const comparisonHref = (await main
      .locator('a[href^="/comparator?versions="]')
      .first()
      .getAttribute("href"))!;
    await goto(modelHref);
    const versionHref = (await main.locator("tbody th a").first().getAttribute("href"))!;
    await goto("/marche-doccasion/rechercher");
    const listingHref = await firstCardHref(page);
    const paths = [
      "/",
      modelHref,
      versionHref,
      comparisonHref,
      "/auto-guide/current-deals",
      "/marche-doccasion/rechercher",
      listingHref,
      "/auto-guide/driver-reviews",
      "/developers",
    ];
    for (const path of paths) {
      await goto(path);
      const text = await page.locator("body").innerText();
      expect(text.match(/\d,\d{3}(?!\d)/g) ?? [], `${path} writes thousands with a comma`).toEqual([]);
    }
  });
});
