import type { Page } from "@playwright/test";
import { brokenInsideAWord, expect, expectNoSidewaysScroll, RESOURCE_404, test } from "./fixtures";

/** From the home page to Toyota's page by the footer's grid (on a phone, behind its disclosure). */
async function openToyotaFromFooter(page: Page, goto: (path: string) => Promise<unknown>, isMobile: boolean) {
  await goto("/");
  if (isMobile) await page.getByText("Show every brand and its models").click();
  await page.getByRole("contentinfo").getByRole("link", { name: "Toyota", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Toyota cars");
}

test.describe("new-car guide: brand → model → version", () => {
  test("a buyer goes from a brand to a model to a version, with prices in RWF", async ({
    page,
    goto,
    isMobile,
  }) => {
    await openToyotaFromFooter(page, goto, isMobile);
    const rav4 = page.getByRole("link", { name: "Toyota RAV4" });
    await expect(page.getByRole("article").filter({ has: rav4 })).toContainText(/from \d{1,3}(\.\d{3})+ RWF/);
    await rav4.click();

    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Toyota RAV4");
    await expect(page).toHaveURL(/\/auto-guide\/new-cars\/make\/toyota\/model\/\d+-rav4$/);
    const rows = page.getByRole("table").getByRole("row");
    await expect(rows.first()).toContainText("Version");
    const prices = await page.getByRole("table").locator("tbody td:nth-last-child(2)").allTextContents();
    expect(prices.length).toBeGreaterThan(0);
    const values = prices.map((p) => Number(p.replace(/\D/g, "")));
    expect(values).toEqual([...values].sort((a, b) => a - b));

    await page.getByRole("link", { name: "Price: high to low" }).click();
    await expect(page).toHaveURL(/\?sort=price-desc$/);
    // The address changes just before the table is drawn again.
    await expect
      .poll(async () =>
        (await page.getByRole("table").locator("tbody td:nth-last-child(2)").allTextContents()).map((p) =>
          Number(p.replace(/\D/g, "")),
        ),
      )
      .toEqual([...values].sort((a, b) => b - a));

    await page.getByRole("table").locator("tbody th a").first().click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Toyota RAV4");
    await expect(page.getByRole("heading", { level: 2, name: "Specifications" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 3, name: "Engine and performance" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 3, name: "Safety" })).toBeVisible();
    // Equipment is named items: a figure with its name, ABS shown though the RAV4's list names only what implies it.
    const safety = page.getByRole("region", { name: "Safety" });
    await expect(safety.getByRole("listitem").filter({ hasText: /^Airbags: \d+$/ })).toHaveCount(1);
    await expect(safety.getByRole("listitem").filter({ hasText: /^ABS$/ })).toBeVisible();
  });

  test("a version's page shows its price history, newest first, ending at today's price", async ({
    page,
    goto,
    isMobile,
  }) => {
    await openToyotaFromFooter(page, goto, isMobile);
    await page.getByRole("link", { name: "Toyota RAV4" }).click();
    // The cheapest RAV4 (the table's first row) has two past price changes in the demo data.
    await page.getByRole("table").locator("tbody th a").first().click();
    const history = page.getByRole("region", { name: "Price history" });
    const changes = history.getByRole("listitem");
    await expect(changes).toHaveCount(2);
    const dates = await history
      .locator("time")
      .evaluateAll((times) => times.map((t) => t.getAttribute("datetime")));
    expect(dates).toEqual([...dates].sort().reverse());
    // The hero's price, the first price on the page, is where the newest change ended.
    const price = await page
      .getByRole("main")
      .getByText(/^\d{1,3}(\.\d{3})+ RWF$/)
      .first()
      .textContent();
    await expect(changes.first()).toContainText(`→ ${price}`);
  });

  test("model and version pages publish Car JSON-LD with offers by the SPEC §5 rule", async ({
    page,
    goto,
    request,
  }) => {
    const html = await (await request.get("/")).text();
    const brand = /href="(\/auto-guide\/new-cars\/make\/toyota\/\d+)"/.exec(html)![1]!;
    const brandHtml = await (await request.get(brand)).text();
    const model = /href="(\/auto-guide\/new-cars\/make\/toyota\/model\/\d+-rav4)"/.exec(brandHtml)![1]!;
    await goto(model);
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!) as {
      "@graph": [{ offers: Record<string, unknown> }, { "@type": string; itemListElement: unknown[] }];
    };
    const [car, breadcrumbs] = ld["@graph"];
    expect(car.offers["@type"]).toBe("AggregateOffer");
    expect(car.offers.priceCurrency).toBe("RWF");
    expect(Number(car.offers.lowPrice)).toBeLessThan(Number(car.offers.highPrice));
    expect(breadcrumbs["@type"]).toBe("BreadcrumbList");
    expect(breadcrumbs.itemListElement).toHaveLength(5);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${model}$`));

    await page.getByRole("table").locator("tbody th a").first().click();
    await expect(page.getByRole("heading", { level: 2, name: "Specifications" })).toBeVisible();
    const versionLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent())!,
    ) as {
      "@graph": [{ offers: Record<string, unknown> }];
    };
    expect(versionLd["@graph"][0].offers).toMatchObject({
      "@type": "Offer",
      priceCurrency: "RWF",
      availability: "https://schema.org/InStock",
      itemCondition: "https://schema.org/NewCondition",
    });
  });
});

/** Elements of the page wider than its window (none may be: a phone must never scroll sideways). */
async function widerThanWindow(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll("body *")]
      .filter((element) => element.getBoundingClientRect().width > window.innerWidth + 0.5)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`),
  );
}

/** The top and bottom of the first price on the page, at the top of the page. */
async function firstPriceBox(page: Page) {
  const price = page
    .getByRole("main")
    .getByText(/\d{1,3}(\.\d{3})+ RWF/)
    .first();
  await expect(price).toBeVisible();
  return (await price.boundingBox())!;
}

test.describe("new-car pages on a phone (390 × 844)", () => {
  test.skip(({ isMobile }) => !isMobile, "the phone layout");

  test("a model page: its price in the first screen, every version's price and Compare in view", async ({
    page,
    goto,
  }) => {
    await goto("/new-cars/search?q=rav4");
    await page.getByRole("link", { name: "Toyota RAV4" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Toyota RAV4");
    const { width, height } = page.viewportSize()!;
    const price = await firstPriceBox(page);
    expect(price.y).toBeGreaterThanOrEqual(0);
    expect(price.y + price.height).toBeLessThanOrEqual(height);

    const versions = page.getByRole("region", { name: /^Versions and prices/ });
    const rows = versions.getByRole("row").filter({ has: page.getByRole("button") });
    expect(await rows.count()).toBeGreaterThanOrEqual(2);
    for (const row of await rows.all()) {
      await row.scrollIntoViewIfNeeded();
      for (const part of [row.getByRole("button", { name: /^Compare: / }), row.getByText(/ RWF$/)]) {
        await expect(part).toBeInViewport({ ratio: 1 });
        const box = (await part.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(width);
      }
    }
    expect(await widerThanWindow(page)).toEqual([]);
    await expectNoSidewaysScroll(page, "the model page");
  });

  test("a version page: its price in the first screen, specs without sideways scrolling down to 320 px", async ({
    page,
    goto,
  }) => {
    await goto("/new-cars/search?q=rav4");
    await page.getByRole("link", { name: "Toyota RAV4" }).click();
    await page
      .getByRole("link", { name: /Hybrid/ })
      .first()
      .click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Hybrid");
    const price = await firstPriceBox(page);
    expect(price.y + price.height).toBeLessThanOrEqual(page.viewportSize()!.height);
    await page.setViewportSize({ width: 320, height: 640 });
    await expect(page.getByRole("heading", { level: 3, name: "Engine and performance" })).toBeVisible();
    expect(await widerThanWindow(page)).toEqual([]);
    await expectNoSidewaysScroll(page, "the version page at 320 px");
  });

  test("makes show their logo from the icon set, or their name as a wordmark, never initials or broken names", async ({
    page,
    goto,
    expectAccessible,
  }) => {
    await goto("/auto-guide/new-cars");
    const make = (name: string) =>
      page
        .getByRole("main")
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading", { name, exact: true }) });
    const toyota = make("Toyota");
    await expect(toyota.locator('svg[data-car-logo="toyota"] use')).toHaveAttribute("href", /\.svg#toyota$/);
    await expect(toyota.locator("[data-wordmark]")).toHaveCount(0);
    // BYD is not in the icon set: its whole name as a wordmark, not "B" or "BY".
    await expect(make("BYD").locator("svg[data-car-logo]")).toHaveCount(0);
    await expect(make("BYD").locator("[data-wordmark]")).toHaveText("BYD");
    await expect(make("Mercedes-Benz").locator("[data-wordmark]")).toHaveText("Mercedes-Benz");
    await expectAccessible();
    for (const width of [390, 320]) {
      await page.setViewportSize({ width, height: 844 });
      const names = page.getByRole("main").locator("li h2, [data-wordmark]");
      expect(await names.count()).toBeGreaterThanOrEqual(30);
      expect(await brokenInsideAWord(names), `make names broken inside a word at ${width} px`).toEqual([]);
      await expectNoSidewaysScroll(page, `the makes at ${width} px`);
    }

    await page.setViewportSize({ width: 390, height: 844 });
    await toyota.getByRole("link", { name: "Toyota", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Toyota cars");
    const header = page
      .getByRole("main")
      .locator("header")
      .filter({ has: page.getByRole("heading", { level: 1 }) });
    await expect(header.locator('svg[data-car-logo="toyota"]')).toBeInViewport({ ratio: 1 });

    await goto("/auto-guide/new-cars");
    await make("Mercedes-Benz").getByRole("link", { name: "Mercedes-Benz", exact: true }).click();
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toHaveText("Mercedes-Benz cars");
    const wordmark = page.getByRole("main").locator("header [data-wordmark]");
    await expect(wordmark).toHaveText("Mercedes-Benz");
    await page.setViewportSize({ width: 320, height: 844 });
    expect(await brokenInsideAWord(wordmark)).toEqual([]);
    await expectNoSidewaysScroll(page, "Mercedes-Benz's page at 320 px");
  });
});

test.describe("new-car guide URLs", () => {
  test.skip(({ isMobile }) => isMobile, "HTTP behaviour does not depend on the screen");

  test("a wrong slug with a right id is a 301 to the canonical URL; bad ids are 404s", async ({
    request,
  }) => {
    const html = await (await request.get("/")).text();
    const brand = /href="(\/auto-guide\/new-cars\/make\/toyota\/\d+)"/.exec(html)![1]!;
    const brandHtml = await (await request.get(brand)).text();
    const model = /href="\/auto-guide\/new-cars\/make\/toyota\/model\/(\d+)-rav4"/.exec(brandHtml)![1]!;
    const wrong = await request.get(`/auto-guide/new-cars/make/tyota/model/${model}-ravv?sort=power`, {
      maxRedirects: 0,
    });
    expect(wrong.status()).toBe(301);
    expect(wrong.headers().location).toBe(`/auto-guide/new-cars/make/toyota/model/${model}-rav4?sort=power`);

    const modelHtml = await (
      await request.get(`/auto-guide/new-cars/make/toyota/model/${model}-rav4`)
    ).text();
    const version = /href="\/auto-guide\/new-cars\/make\/toyota\/model\/rav4\/(\d+)-([a-z0-9-]+)"/.exec(
      modelHtml,
    )!;
    const wrongVersion = await request.get(`/auto-guide/new-cars/make/toyota/model/rav/${version[1]}-x`, {
      maxRedirects: 0,
    });
    expect(wrongVersion.status()).toBe(301);
    expect(wrongVersion.headers().location).toBe(
      `/auto-guide/new-cars/make/toyota/model/rav4/${version[1]}-${version[2]}`,
    );

    expect((await request.get("/auto-guide/new-cars/make/toyota/model/abc-rav4")).status()).toBe(404);
    expect(await (await request.get("/auto-guide/new-cars/make/toyota/model/abc-rav4")).text()).toContain(
      "Page Not Found: /auto-guide/new-cars/make/toyota/model/abc-rav4",
    );
    expect((await request.get("/auto-guide/new-cars/make/toyota/model/999999-x")).status()).toBe(404);
    expect((await request.get("/auto-guide/new-cars/make/toyota/model/rav4/999999-x")).status()).toBe(404);
    expect((await request.get("/auto-guide/new-cars/make/toyota/model/rav4/x-y")).status()).toBe(404);
  });

  test("the brand page filters by body type through the URL, without JavaScript too", async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto("/");
    expect(response?.ok()).toBe(true);
    await page.getByRole("contentinfo").getByRole("link", { name: "Toyota", exact: true }).click();
    await expect(page).toHaveURL(/\/auto-guide\/new-cars\/make\/toyota\/\d+$/);
    await page.waitForLoadState();
    await expect(page.getByRole("main").getByRole("article").first()).toBeVisible();
    const all = await page.getByRole("main").getByRole("article").count();
    await page.getByRole("navigation", { name: "Body" }).getByRole("link", { name: "Pick-up" }).click();
    await expect(page).toHaveURL(/\?body=pickup$/);
    await page.waitForLoadState();
    await expect(page.getByRole("main").getByRole("article").first()).toBeVisible();
    const pickups = await page.getByRole("main").getByRole("article").allTextContents();
    expect(pickups.length).toBeGreaterThan(0);
    expect(pickups.length).toBeLessThan(all);
    for (const card of pickups) expect(card).toContain("Pick-up");
    await context.close();
  });

  test("car pictures are cacheable SVG files; unknown ones are 404s", async ({ request }) => {
    const ok = await request.get("/car-art/v1/suv/1f4fd8.svg");
    expect(ok.status()).toBe(200);
    expect(ok.headers()["content-type"]).toBe("image/svg+xml");
    expect(ok.headers()["cache-control"]).toContain("immutable");
    expect(await ok.text()).toContain('viewBox="0 0 400 225"');
    expect((await request.get("/car-art/v1/tank/1f4fd8.svg")).status()).toBe(404);
    expect((await request.get("/car-art/v1/suv/red.svg")).status()).toBe(404);
    expect((await request.get("/car-art/v0/suv/1f4fd8.svg")).status()).toBe(404);
  });
});

test("an unknown model id shows the 404 screen", async ({ page, goto, allowConsoleErrors }) => {
  allowConsoleErrors(RESOURCE_404);
  await goto("/auto-guide/new-cars/make/toyota/model/999999-x", { expectStatus: 404 });
  await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toHaveText(
    "oops! Page introuvable",
  );
});
