import type { Locator, Page } from "@playwright/test";
import { expect, expectNoSidewaysScroll, test, SAME_ON_EVERY_SCREEN } from "./fixtures";

const BRAND_PATH = /\/auto-guide\/new-cars\/make\/[a-z0-9-]+\/\d+$/;
const MODEL_PATH = /\/auto-guide\/new-cars\/make\/[a-z0-9-]+\/model\/\d+-[a-z0-9-]+$/;
const DEALS = "/auto-guide/current-deals";

const main = (page: Page) => page.getByRole("main");
const cards = (page: Page) => main(page).getByRole("article");
const status = (page: Page) => main(page).getByRole("status");
const filterForm = (page: Page) => main(page).getByRole("form", { name: "Filter deals" });
const amount = (text: string) => Number(text.replace(/\D/g, ""));

/** "N deals" in the result line. */
async function dealCount(page: Page): Promise<number> {
  const text = (await status(page).textContent())!;
  expect(text).toMatch(/^\d+ deals?$/);
  return amount(text);
}

/** The breadcrumb trail as text, e.g. "Home › Car Guide". */
async function trail(page: Page): Promise<string> {
  return (await page.getByRole("navigation", { name: "Breadcrumb" }).innerText()).replace(/\s+/g, " ").trim();
}

async function expectCanonical(page: Page, path: string) {
  expect(await page.title()).toContain("Imodoka");
  const href = (await page.locator('head link[rel="canonical"]').getAttribute("href"))!;
  expect(new URL(href).pathname + new URL(href).search).toBe(path);
}

/** The end dates of the deal cards, in page order. */
async function endDates(list: Locator): Promise<number[]> {
  const texts = await list.getByText(/^Until \d{1,2} \w+ \d{4}$/).allTextContents();
  return texts.map((t) => Date.parse(t.replace("Until ", "")));
}

test.describe("car guide home", () => {
  test("links to every section of the guide, with counts", async ({ page, goto }) => {
    await goto("/auto-guide");
    await expect(main(page).getByRole("heading", { level: 1 })).toHaveText("The Imodoka car guide");
    expect(await trail(page)).toBe("Home › Car Guide");
    await expectCanonical(page, "/auto-guide");
    const sections = main(page).getByRole("region", { name: "Guide sections" });
    const expected: [string, string][] = [
      ["New cars", "/auto-guide/new-cars"],
      ["Current deals", "/auto-guide/current-deals"],
      ["Electric cars", "/auto-guide/electric-cars"],
      ["Luxury cars", "/auto-guide/luxury-cars"],
      ["New on the market", "/auto-guide/new-on-market"],
      ["Dealers", "/auto-guide/dealers"],
      ["Driver reviews", "/auto-guide/driver-reviews"],
      ["Search new cars", "/new-cars/search"],
    ];
    await expect(sections.getByRole("listitem")).toHaveCount(expected.length);
    for (const [name, href] of expected) {
      await expect(sections.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
    const card = (name: string) =>
      sections.getByRole("listitem").filter({ has: page.getByRole("link", { name, exact: true }) });
    await expect(card("New cars")).toContainText(/\d{2,} makes · \d{3,} models/);
    await expect(card("Current deals")).toContainText(/\d+ live deals/);
    await expect(card("Electric cars")).toContainText(/\d+ models/);
    await expect(card("Luxury cars")).toContainText(/\d+ models/);

    await sections.getByRole("link", { name: "Current deals", exact: true }).click();
    await expect(page).toHaveURL(DEALS);
    await expect(main(page).getByRole("heading", { level: 1 })).toHaveText("Current deals");
  });

  test("featured model cards open their model page", async ({ page, goto }) => {
    await goto("/auto-guide");
    const featured = main(page).getByRole("region", { name: "Featured models" });
    const models = featured.getByRole("article");
    await expect(models).toHaveCount(4);
    for (const link of await models.getByRole("heading").getByRole("link").all()) {
      expect(await link.getAttribute("href")).toMatch(MODEL_PATH);
    }
    for (const text of await models.allTextContents()) expect(text).toMatch(/from \d{1,3}(\.\d{3})+ RWF/);
    const first = models.first().getByRole("heading").getByRole("link");
    const name = (await first.textContent())!.trim();
    const href = (await first.getAttribute("href"))!;
    await first.click();
    await expect(page).toHaveURL(href);
    await expect(main(page).getByRole("heading", { level: 1 })).toHaveText(name);
  });

  test("latest deal cards open the model page that shows the deal", async ({ page, goto }) => {
    await goto("/auto-guide");
    const latest = main(page).getByRole("region", { name: "Latest deals" });
    const deals = latest.getByRole("article");
    expect(await deals.count()).toBeGreaterThan(0);
    expect(await deals.count()).toBeLessThanOrEqual(3);
    await expect(latest.getByRole("link", { name: "All deals" })).toHaveAttribute("href", DEALS);
    const deal = deals.first();
    const link = deal.getByRole("heading").getByRole("link");
    const car = (await link.textContent())!.trim();
    const href = (await link.getAttribute("href"))!;
    expect(href).toMatch(MODEL_PATH);
    const title = (await deal.locator(".deal-card-text > p").nth(1).textContent())!.trim();
    // The whole card follows its link: click its picture.
    await deal.locator("img").click();
    await expect(page).toHaveURL(href);
    await expect(main(page).getByRole("heading", { level: 1 })).toHaveText(car);
    await expect(main(page).getByRole("region", { name: "Current deals" })).toContainText(title);
  });
});

test.describe("all makes", () => {
  test("lists every brand with its model count, entry price and a working link", async ({ page, goto }) => {
    await goto("/auto-guide/new-cars");
    await expect(main(page).getByRole("heading", { level: 1 })).toHaveText("All car makes");
    expect(await trail(page)).toBe("Home › Car Guide › New cars");
    await expectCanonical(page, "/auto-guide/new-cars");
    // Every brand of the footer's list of brands and models.
    const footerBrands = (await page.getByTestId("brand-masonry").locator("h3 a").allTextContents()).map(
      (t) => t.trim(),
    );
    const makes = main(page)
      .getByRole("list")
      .filter({ has: page.locator("[data-link-card]") });
    const items = makes.getByRole("listitem");
    expect(await items.count()).toBe(footerBrands.length);
    expect(footerBrands.length).toBeGreaterThanOrEqual(35);
    const names = (await items.getByRole("heading").allTextContents()).map((t) => t.trim());
    expect([...names].sort()).toEqual([...footerBrands].sort());
    expect(names).toEqual([...names].sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : 1)));
    for (const text of await items.allTextContents()) {
      expect(text).toMatch(/\d+ models?from \d{1,3}(\.\d{3})+ RWF/);
    }
    for (const link of await items.getByRole("heading").getByRole("link").all()) {
      expect(await link.getAttribute("href")).toMatch(BRAND_PATH);
    }
    // One page: no page links.
    await expect(main(page).getByRole("navigation", { name: "Pages" })).toHaveCount(0);

    const toyota = items.filter({ has: page.getByRole("link", { name: "Toyota", exact: true }) });
    await expect(toyota).toContainText(/\d+ models/);
    await toyota.getByRole("link").click();
    await expect(page).toHaveURL(BRAND_PATH);
    await expect(main(page).getByRole("heading", { level: 1 })).toHaveText("Toyota cars");
  });

  test("the A–Z bar jumps to the first make of a letter", async ({ page, goto }) => {
    await goto("/auto-guide/new-cars");
    const bar = main(page).getByRole("navigation", { name: "Jump to letter" });
    await expect(bar.getByRole("link", { name: "Q", exact: true })).toHaveCount(0);
    await bar.getByRole("link", { name: "V", exact: true }).click();
    await expect(page).toHaveURL(/#letter-v$/);
    const target = page.locator("#letter-v");
    await expect(target).toContainText("Volkswagen");
    await expect(target).toBeInViewport();
  });
});

test.describe("current deals", () => {
  test("lists live deals soonest ending first, 12 to a page, with their car", async ({ page, goto }) => {
    await goto(DEALS);
    await expect(main(page).getByRole("heading", { level: 1 })).toHaveText("Current deals");
    expect(await trail(page)).toBe("Home › Car Guide › Current deals");
    await expectCanonical(page, DEALS);
    const total = await dealCount(page);
    expect(total).toBeGreaterThanOrEqual(20);
    await expect(cards(page)).toHaveCount(12);
    const dates = await endDates(main(page));
    expect(dates).toHaveLength(12);
    expect(dates).toEqual([...dates].sort((a, b) => a - b));
    expect(dates[0]).toBeGreaterThanOrEqual(Date.parse(new Date().toISOString().slice(0, 10)) - 86_400_000);
    const first = cards(page).first();
    await expect(first.getByRole("heading").getByRole("link")).toHaveAttribute("href", MODEL_PATH);
    await expect(first.locator("img")).toHaveAttribute("src", /^\/car-art\/v1\/[a-z]+\/[0-9a-f]{6}\.svg$/);
    // The offer: an amount saved, a new price, or a percent off.
    await expect(first).toContainText(/(Save|Now) \d{1,3}(\.\d{3})+ RWF|\d{1,2} % off/);
    await expect(first).toContainText(/\d{1,3}(\.\d{3})+ RWF/);

    // Page 2 holds the rest, later ending.
    await main(page).getByRole("navigation", { name: "Pages" }).getByRole("link", { name: "Page 2" }).click();
    await expect(page).toHaveURL(`${DEALS}?page=2`);
    await expect(main(page).getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
    await expect(cards(page)).toHaveCount(Math.min(12, total - 12));
    const later = await endDates(main(page));
    expect(later[0]).toBeGreaterThanOrEqual(dates.at(-1)!);
    await expectCanonical(page, `${DEALS}?page=2`);
  });

  test("on a phone two whole deal cards fit a screen, each with its offer, price, dealer and actions", async ({
    page,
    goto,
    isMobile,
  }) => {
    test.skip(!isMobile, "the phone layout");
    await goto(DEALS);
    const [first, second] = [cards(page).nth(0), cards(page).nth(1)];
    for (const card of [first, second]) {
      await expect(card.getByRole("heading").getByRole("link")).toBeVisible();
      await expect(card).toContainText(/(Save|Now) \d{1,3}(\.\d{3})+ RWF|\d{1,2} % off/);
      await expect(card.locator(".deal-card-price b")).toHaveText(/\d{1,3}(\.\d{3})+ RWF$/);
      await expect(card.getByRole("link", { name: /^Offered by / })).toBeVisible();
      await expect(card.getByRole("link", { name: /^Call / })).toHaveAttribute("href", /^tel:/);
      await expect(card.getByRole("link", { name: "Get a price" })).toBeVisible();
      await expect(card.getByRole("button", { name: /^Compare: / })).toBeVisible();
      expect((await card.boundingBox())!.height, "a deal card's height").toBeLessThanOrEqual(300);
    }
    // Scrolled to the list, the first two cards are whole on the 844 px screen, below the count line.
    await status(page).evaluate((count) => count.scrollIntoView());
    await expect(first).toBeInViewport({ ratio: 1 });
    await expect(second).toBeInViewport({ ratio: 1 });
    await page.setViewportSize({ width: 320, height: 844 });
    await expectNoSidewaysScroll(page, "the deals at 320 px");
  });

  test("the form filters by brand and sorts by saving through the URL", async ({ page, goto }) => {
    await goto(DEALS);
    const total = await dealCount(page);
    const form = filterForm(page);
    // Only brands with live deals are offered.
    const brands = await form.getByLabel("Brand").locator("option").allTextContents();
    expect(brands[0]).toBe("All brands");
    expect(brands).toContain("Toyota");
    expect(brands).not.toContain("Porsche");

    await form.getByLabel("Brand").selectOption({ label: "Toyota" });
    await form.getByRole("button", { name: "Show deals" }).click();
    // With JavaScript, the URL holds only the choices made.
    await expect(page).toHaveURL(`${DEALS}?brand=toyota`);
    await expect(status(page)).not.toHaveText(`${total} deals`);
    const toyota = await dealCount(page);
    expect(toyota).toBeGreaterThan(0);
    expect(toyota).toBeLessThan(total);
    await expect(cards(page)).toHaveCount(toyota);
    for (const heading of await cards(page).getByRole("heading").allTextContents()) {
      expect(heading).toMatch(/^Toyota /);
    }
    await expect(filterForm(page).getByLabel("Brand")).toHaveValue("toyota");

    await filterForm(page).getByLabel("Brand").selectOption("");
    await filterForm(page).getByLabel("Sort by").selectOption({ label: "Biggest saving" });
    await filterForm(page).getByRole("button", { name: "Show deals" }).click();
    await expect(page).toHaveURL(`${DEALS}?sort=saving`);
    await expect(status(page)).toHaveText(`${total} deals`);
    const savings = (
      await cards(page)
        .getByText(/^Save [\d.]+ RWF$/)
        .allTextContents()
    ).map(amount);
    expect(savings.length).toBeGreaterThan(5);
    expect(savings).toEqual([...savings].sort((a, b) => b - a));
  });

  test("a combination without deals shows an empty state with a way back", async ({
    page,
    goto,
    isMobile,
  }) => {
    test.skip(isMobile, SAME_ON_EVERY_SCREEN);
    await goto(`${DEALS}?brand=toyota&energy=electric`);
    expect(await dealCount(page)).toBe(0);
    await expect(main(page)).toContainText("No live deal matches these filters.");
    await main(page).getByRole("link", { name: "Clear filters" }).last().click();
    await expect(page).toHaveURL(DEALS);
    await expect(status(page)).not.toHaveText("0 deals");
    expect(await dealCount(page)).toBeGreaterThanOrEqual(20);
  });

  test("unknown filter values and pages are ignored", async ({ page, goto, isMobile }) => {
    test.skip(isMobile, SAME_ON_EVERY_SCREEN);
    await goto(DEALS);
    const total = await dealCount(page);
    await goto(`${DEALS}?brand=no-such-brand&body=tank&energy=steam&sort=random&page=abc`);
    expect(await dealCount(page)).toBe(total);
    await expect(cards(page)).toHaveCount(12);
    await expect(filterForm(page).getByLabel("Brand")).toHaveValue("");
    await expect(filterForm(page).getByLabel("Sort by")).toHaveValue("ending");
    await goto(`${DEALS}?brand=porsche&page=999`);
    expect(await dealCount(page)).toBe(total);
    await expect(cards(page)).toHaveCount(total - 12 * Math.floor((total - 1) / 12));
  });
});

test.describe("current deals without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test.skip(({ isMobile }) => isMobile, "the server-side path does not depend on the screen");

  test("the filter form works as a plain GET form", async ({ page, goto }) => {
    await goto(DEALS);
    const total = await dealCount(page);
    await filterForm(page).getByLabel("Brand").selectOption({ label: "Suzuki" });
    await filterForm(page).getByLabel("Sort by").selectOption({ label: "Lowest price" });
    await filterForm(page).getByRole("button", { name: "Show deals" }).click();
    await expect(page).toHaveURL(/[?&]brand=suzuki(&|$)/);
    await expect(page).toHaveURL(/[?&]sort=price(&|$)/);
    // The URL changes as soon as the answer starts; the cards are read once the whole page has arrived.
    await page.waitForLoadState();
    const suzuki = await dealCount(page);
    expect(suzuki).toBeGreaterThan(0);
    expect(suzuki).toBeLessThan(total);
    for (const heading of await cards(page).getByRole("heading").allTextContents()) {
      expect(heading).toMatch(/^Suzuki /);
    }
    await expect(filterForm(page).getByLabel("Brand")).toHaveValue("suzuki");
  });
});
