import { brokenInsideAWord, expect, test } from "./fixtures";

const PRICE = /\d{1,3}(\.\d{3})+ RWF/;

test.describe("home page that sells", () => {
  test("on a phone a price shows in the first two screens and every row says it swipes", async ({
    page,
    goto,
    isMobile,
  }) => {
    test.skip(!isMobile, "a phone-sized check");
    await goto("/");
    const main = page.getByRole("main");
    const firstPrice = main.locator("[data-price]").first();
    await expect(firstPrice).toHaveText(/^from \d{1,3}(\.\d{3})+ RWF$/);
    const box = (await firstPrice.boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(box.y + box.height, "the first price is inside the first two screens").toBeLessThan(
      2 * viewport.height,
    );
    // Each sideways row scrolls (the next card shows at the edge) and says so.
    for (const name of [
      "Popular new cars",
      "Current deals",
      "Used cars for sale in Rwanda",
      "Popular comparisons",
    ]) {
      const region = main.getByRole("region", { name });
      const row = region.getByRole("list").first();
      expect(
        await row.evaluate((list) => list.scrollWidth > list.clientWidth),
        `${name} scrolls sideways`,
      ).toBe(true);
      await expect(region.getByText("Swipe for more")).toBeVisible();
    }
  });

  test("brand tiles show logos or a wordmark, and no brand name is broken inside a word", async ({
    page,
    goto,
    isMobile,
    expectAccessible,
  }) => {
    await goto("/");
    const grid = page.getByRole("main").getByRole("region", { name: "Browse by brand" });
    const toyota = grid
      .locator("[data-link-card]")
      .filter({ has: page.getByRole("link", { name: "Toyota", exact: true }) });
    await expect(toyota.locator('svg[data-car-logo="toyota"]')).toHaveCount(1);
    const byd = grid
      .locator("[data-link-card]")
      .filter({ has: page.getByRole("link", { name: "BYD", exact: true }) });
    await expect(byd.locator("svg[data-car-logo]")).toHaveCount(0);
    const widths = isMobile ? [390, 320] : [1366];
    for (const width of widths) {
      await page.setViewportSize({ width, height: 844 });
      const names = grid.locator("[data-brand-name]");
      expect(await names.count()).toBeGreaterThanOrEqual(12);
      // A name on two lines breaks only at a space or a hyphen ("Land Rover", "Mercedes-Benz").
      expect(await brokenInsideAWord(names), `brand names broken inside a word at ${width} px`).toEqual([]);
    }
    await expectAccessible();
  });

  test("deals, used cars and comparisons lead where they should", async ({
    page,
    goto,
    waitForHydration,
  }) => {
    await goto("/");
    const main = page.getByRole("main");

    const deals = main.getByRole("region", { name: "Current deals" });
    await expect(deals.getByRole("link", { name: "All deals" })).toHaveAttribute(
      "href",
      "/auto-guide/current-deals",
    );
    const deal = deals.locator("[data-deal]").first();
    await expect(deal).toContainText(PRICE);
    await expect(deal.getByRole("heading").getByRole("link")).toHaveAttribute(
      "href",
      /^\/auto-guide\/new-cars\/make\/[a-z0-9-]+\/model\/\d+-[a-z0-9-]+$/,
    );

    const used = main.getByRole("region", { name: "Used cars for sale in Rwanda" });
    await expect(used.getByRole("link", { name: "All used cars" })).toHaveAttribute(
      "href",
      "/marche-doccasion",
    );
    await expect(used.getByRole("link", { name: /^See all [\d.]+ cars$/ })).toHaveAttribute(
      "href",
      "/marche-doccasion",
    );
    await expect(used.getByRole("link", { name: "Post a listing" })).toHaveAttribute(
      "href",
      "/poster-une-annonce",
    );
    const listing = used.locator("[data-listing]").first();
    await expect(listing).toContainText(PRICE);
    await expect(listing).toContainText(/(19|20)\d{2} · [\d.]+ km/);
    const listingLink = listing.getByRole("heading").getByRole("link");
    await expect(listingLink).toHaveAttribute("href", /^\/marche-doccasion\/annonce\/\d+-[a-z0-9-]+$/);

    const comparisons = main.getByRole("region", { name: "Popular comparisons" });
    const comparison = comparisons.locator("[data-comparison]").first();
    const link = comparison.getByRole("link");
    await expect(link).toHaveAttribute("href", /^\/comparator\?versions=\d+,\d+$/);
    const [first, second] = (await link.textContent())!.split(" vs ");
    await waitForHydration();
    await link.click();
    await expect(page).toHaveURL(/\/comparator\?versions=\d+,\d+$/);
    for (const car of [first!, second!]) {
      await expect(page.getByRole("main").getByText(car.trim(), { exact: false }).first()).toBeVisible();
    }

    await goto("/");
    const listingHref = (await page
      .getByRole("main")
      .locator("[data-listing]")
      .first()
      .getByRole("heading")
      .getByRole("link")
      .getAttribute("href"))!;
    await page
      .getByRole("main")
      .locator("[data-listing]")
      .first()
      .getByRole("heading")
      .getByRole("link")
      .click();
    await expect(page).toHaveURL(listingHref);
  });
});
