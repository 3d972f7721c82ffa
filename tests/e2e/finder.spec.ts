import type { Page } from "@playwright/test";
import { expect, test, SAME_ON_EVERY_SCREEN } from "./fixtures";

const results = (page: Page) => page.getByRole("main").getByRole("article");
const priceOf = (text: string) => Number(/from ([\d.]+) RWF/.exec(text)?.[1]?.replaceAll(".", "") ?? "NaN");

test.describe("new-car search", () => {
  test("finds models from a misspelt name", async ({ page, goto, isMobile }) => {
    test.skip(isMobile, SAME_ON_EVERY_SCREEN);
    await goto("/new-cars/search?q=toyta");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Results for “toyta”");
    await expect(results(page).first()).toContainText("Toyota");
    await expect(page.getByRole("link", { name: "Toyota RAV4" })).toBeVisible();
    const brands = page.getByRole("region", { name: "Matching brands" }).getByRole("link");
    await expect(brands).toHaveCount(1);
    await expect(brands).toHaveAccessibleName(/Toyota$/);
  });

  test("filters from the URL: every card matches, chips remove one filter each", async ({ page, goto }) => {
    await goto("/new-cars/search?budget=15.000.000+-+40.000.000&body=suv&energy=hybrid");
    const count = page.getByRole("status").filter({ hasText: /models?$/ });
    await expect(count).toHaveText(/^\d+ models?$/);
    const cards = await results(page).allTextContents();
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) {
      expect(card).toContain("SUV");
      expect(priceOf(card)).toBeGreaterThanOrEqual(15_000_000);
      expect(priceOf(card)).toBeLessThanOrEqual(40_000_000);
    }
    await expect(page.getByLabel("Budget (RWF)")).toHaveValue("15.000.000 - 40.000.000");
    await expect(page.getByLabel("Body type")).toHaveValue("suv");

    await page.getByRole("link", { name: "Remove filter: SUV" }).click();
    await expect(page).toHaveURL(
      /\/new-cars\/search\?budget=15\.000\.000(\+|%20)-(\+|%20)40\.000\.000&energy=hybrid$/,
    );
    await expect(page.getByRole("link", { name: /^Remove filter: SUV/ })).toHaveCount(0);
    await expect(page.getByLabel("Body type")).toHaveValue("");
  });

  test("a select applies at once and the sort reorders by price", async ({ page, goto, isMobile }) => {
    await goto("/new-cars/search");
    if (isMobile) await page.getByRole("button", { name: "Filters" }).click();
    await page.getByLabel("Energy").selectOption("electric");
    await expect(page).toHaveURL(/[?&]energy=electric/);
    if (isMobile) await page.getByRole("button", { name: "Close filters" }).click();
    await expect(page.getByRole("link", { name: "Remove filter: Electric" })).toBeVisible();
    const ascending = (await results(page).allTextContents()).map(priceOf);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));

    await page.getByLabel("Sort by").selectOption("price-desc");
    await expect(page).toHaveURL(/energy=electric&sort=price-desc/);
    // The address changes just before the list is drawn again.
    await expect
      .poll(async () => priceOf((await results(page).first().textContent()) ?? ""))
      .toBeGreaterThan(ascending[0]!);
    await expect(page.getByRole("link", { name: "Remove filter: Electric" })).toBeVisible();
  });

  test("a budget with no figure is explained next to the field, other filters kept", async ({
    page,
    goto,
  }) => {
    await goto("/new-cars/search?budget=cheap&body=pickup");
    const budget = page.getByLabel("Budget (RWF)");
    await expect(budget).toHaveValue("cheap");
    await expect(budget).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator("#filter-budget-error")).toHaveText(
      "Enter an amount in RWF, e.g. 20.000.000 or 15.000.000 - 30.000.000",
    );
    await expect(page.getByLabel("Body type")).toHaveValue("pickup");
    await expect(results(page).first()).toContainText("Pick-up");
  });

  test("pages through the whole catalogue", async ({ page, goto, isMobile }) => {
    test.skip(isMobile, SAME_ON_EVERY_SCREEN);
    await goto("/new-cars/search");
    const firstPage = await results(page).allTextContents();
    expect(firstPage).toHaveLength(24);
    await page.getByRole("navigation", { name: "Pages" }).getByRole("link", { name: "Page 2" }).click();
    await expect(page).toHaveURL(/\?page=2$/);
    await expect(page.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
    const secondPage = await results(page).allTextContents();
    expect(secondPage.some((card) => firstPage.includes(card))).toBe(false);
  });

  test("an empty result offers to clear the filters; odd values are ignored", async ({
    page,
    goto,
    isMobile,
  }) => {
    test.skip(isMobile, SAME_ON_EVERY_SCREEN);
    await goto("/new-cars/search?budget=0-1000&body=tank&seats=99&page=abc&sort=nope");
    await expect(page.getByText("No model matches these filters.")).toBeVisible();
    await page.getByRole("main").getByRole("link", { name: "Clear all" }).last().click();
    await expect(page).toHaveURL(/\/new-cars\/search$/);
    await expect(results(page)).toHaveCount(24);
  });
});

test.describe("new-car search without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test.skip(({ isMobile }) => isMobile, "the filter sheet needs a popover; one size is enough here");

  test("the filter form and sort work as plain GET forms", async ({ page, goto }) => {
    await goto("/new-cars/search");
    await page.getByLabel("Brand", { exact: true }).selectOption("suzuki");
    await page.getByLabel("Seats").selectOption("7");
    await page.getByRole("button", { name: "Show results" }).click();
    await expect(page).toHaveURL(/brand=suzuki/);
    await expect(page).toHaveURL(/seats=7/);
    await page.waitForLoadState();
    await expect(results(page).first()).toBeVisible();
    const cards = await results(page).allTextContents();
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) expect(card).toContain("Suzuki");
  });
});

test.describe("car guide lists", () => {
  test("electric cars show range, battery, charging and the cost per 100 km against petrol", async ({
    page,
    goto,
  }) => {
    await goto("/auto-guide/electric-cars");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Electric cars in Rwanda");
    await expect(
      page.getByText(/electricity at 369 RWF per kWh .* petrol at 1\.862 RWF per litre/),
    ).toBeVisible();
    const card = results(page).first();
    await expect(card).toContainText(/\d+ km range/);
    await expect(card).toContainText(/kWh battery/);
    await expect(card).toContainText(/Energy per 100 km/);
    await expect(card).toContainText(/Petrol [A-Za-z-]+, \d+\.\d l\/100 km/);
    await expect(card).toContainText(/\d+ % cheaper/);
    expect(await results(page).count()).toBeGreaterThanOrEqual(15);

    await page.goto("/auto-guide/electric-cars?sort=range");
    const ranges = (await results(page).allTextContents()).map((t) => Number(/(\d+) km range/.exec(t)?.[1]));
    expect(ranges).toEqual([...ranges].sort((a, b) => b - a));
  });

  test("luxury cars start with the dearest and filter by brand", async ({ page, goto }) => {
    await goto("/auto-guide/luxury-cars");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Luxury cars in Rwanda");
    expect(await results(page).count()).toBeGreaterThanOrEqual(20);
    // In the order of the "from" prices the cards show, dearest first.
    const prices = (await results(page).allTextContents()).map(priceOf);
    expect(prices.every((price) => price > 0)).toBe(true);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    await goto("/auto-guide/luxury-cars?brand=mercedes-benz");
    for (const card of await results(page).allTextContents()) expect(card).toContain("Mercedes-Benz");
  });

  test("new on the market lists this year's launches, newest first", async ({ page, goto }) => {
    await goto("/auto-guide/new-on-market");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("New on the market");
    const badges = await results(page)
      .getByText(/^New · /)
      .allTextContents();
    expect(badges.length).toBeGreaterThanOrEqual(15);
    const dates = badges.map((b) => Date.parse(`1 ${b.replace("New · ", "")}`));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    const yearAgo = Date.now() - 366 * 24 * 3600 * 1000;
    expect(dates.every((d) => d >= yearAgo - 31 * 24 * 3600 * 1000)).toBe(true);
  });
});

test.describe("new-car lists on a phone (390 × 844)", () => {
  test.skip(({ isMobile }) => !isMobile, "the phone layout");

  test("compact rows: at least 4 results with their price in the first two screens", async ({
    page,
    goto,
  }) => {
    for (const path of ["/new-cars/search", "/auto-guide/luxury-cars", "/auto-guide/electric-cars"]) {
      await goto(path);
      const { height } = page.viewportSize()!;
      const prices = page
        .getByRole("main")
        .getByRole("article")
        .getByText(/^from [\d.]+ RWF$/);
      await expect(prices.first()).toBeVisible();
      const bottoms = await prices.evaluateAll((all) => all.map((p) => p.getBoundingClientRect().bottom));
      expect(bottoms.filter((bottom) => bottom <= 2 * height).length, path).toBeGreaterThanOrEqual(4);
    }
  });
});
