import type { Locator, Page } from "@playwright/test";
import { expect, RESOURCE_404, test } from "./fixtures";
import { E2E_NOW } from "./test-env";

const DIRECTORY = "/dealerships";
const filterForm = (page: Page) => page.getByRole("form", { name: "Filter dealers" });
const cards = (page: Page) => page.locator("[data-dealer]");
const dealerCount = async (page: Page) =>
  Number(
    (await page
      .getByRole("status")
      .filter({ hasText: /dealers?$/ })
      .textContent())!.match(/\d+/)![0],
  );
const cardTexts = async (list: Locator) => list.allTextContents();

test.describe("dealer directory", () => {
  test.beforeEach(async ({ page }) => {
    // The server reads opening hours at E2E_NOW (its NOW setting); the browser's clock says the same.
    await page.clock.setFixedTime(new Date(E2E_NOW));
  });

  test("filters by brand, district and service narrow the list and stay in the URL", async ({
    page,
    goto,
  }) => {
    await goto(DIRECTORY);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Car dealers in Rwanda");
    const total = await dealerCount(page);
    expect(total).toBeGreaterThanOrEqual(20);
    await expect(cards(page)).toHaveCount(total);

    await filterForm(page).getByLabel("Brand").selectOption({ label: "Toyota" });
    await filterForm(page).getByRole("button", { name: "Show dealers" }).click();
    await expect(page).toHaveURL(`${DIRECTORY}?brand=toyota`);
    // The address changes as the new list arrives: wait for the count to follow it.
    await expect.poll(() => dealerCount(page)).toBeLessThan(total);
    const toyota = await dealerCount(page);
    await expect(cards(page)).toHaveCount(toyota);
    for (const text of await cardTexts(cards(page))) expect(text).toContain("Toyota");

    await filterForm(page).getByLabel("District").selectOption("Gasabo");
    await filterForm(page).getByLabel("Service").selectOption({ label: "Service & repairs" });
    await filterForm(page).getByRole("button", { name: "Show dealers" }).click();
    await expect(page).toHaveURL(`${DIRECTORY}?brand=toyota&district=Gasabo&service=service`);
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).getByRole("heading")).toHaveText("Kimironko Car Care");
    await expect(page.getByRole("status").filter({ hasText: /dealers?$/ })).toHaveText("1 dealer");

    // A reload keeps the choices, and unknown values in the URL are ignored.
    await goto(`${DIRECTORY}?brand=ferrari&district=Atlantis&service=carwash`);
    expect(await dealerCount(page)).toBe(total);
    await expect(filterForm(page).getByLabel("Brand")).toHaveValue("");
  });

  test("open now is read in Kigali time: Saturday afternoon, showrooms are closed", async ({
    page,
    goto,
  }) => {
    await goto(`${DIRECTORY}?brand=toyota`);
    const toyotaRwanda = cards(page).filter({ has: page.getByRole("heading", { name: "Toyota Rwanda" }) });
    await expect(toyotaRwanda.locator("[data-open]")).toHaveText("Closed · opens Monday 08:00");
    await expect(toyotaRwanda.locator("[data-open]")).toHaveAttribute("data-open", "false");

    await filterForm(page).getByLabel("Open now").check();
    await filterForm(page).getByRole("button", { name: "Show dealers" }).click();
    await expect(page).toHaveURL(`${DIRECTORY}?brand=toyota&open=1`);
    await expect(page.getByRole("heading", { name: "Toyota Rwanda" })).toHaveCount(0);
    const open = await dealerCount(page);
    expect(open).toBeGreaterThan(0);
    const badges = cards(page).locator("[data-open]");
    await expect(badges).toHaveCount(open);
    for (const badge of await badges.allTextContents()) expect(badge).toMatch(/^Open · closes at \d\d:\d\d$/);
  });

  test("a dealer's page: hours with today marked, contact, brands, deals, map and AutoDealer data", async ({
    page,
    goto,
  }) => {
    await goto(DIRECTORY);
    await page.getByRole("link", { name: "Toyota Rwanda", exact: true }).click();
    await expect(page).toHaveURL(/\/dealerships\/\d+-toyota-rwanda$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Toyota Rwanda");
    const breadcrumbs = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(breadcrumbs.getByRole("link", { name: "Dealers" })).toHaveAttribute("href", DIRECTORY);

    const today = page.locator('tr[aria-current="date"]');
    await expect(today).toHaveCount(1);
    await expect(today).toContainText("Saturday");
    await expect(today).toContainText("08:30–13:00");
    await expect(page.getByRole("row", { name: /Sunday/ })).toContainText("Closed");

    await expect(page.getByRole("link", { name: "Call Toyota Rwanda" }).first()).toHaveAttribute(
      "href",
      /^tel:\+2507\d{8}$/,
    );
    const whatsapp = await page.getByRole("link", { name: "WhatsApp Toyota Rwanda" }).getAttribute("href");
    expect(whatsapp).toMatch(/^https:\/\/wa\.me\/2507\d{8}\?text=/);
    expect(new URL(whatsapp!).searchParams.get("text")).toContain("Hello Toyota Rwanda");
    await expect(page.getByRole("link", { name: "See on OpenStreetMap" })).toHaveAttribute(
      "href",
      /^https:\/\/www\.openstreetmap\.org\/\?mlat=-1\.\d+&mlon=30\.\d+#map=17\//,
    );
    await expect(page.getByRole("heading", { name: "Current deals on these brands" })).toBeVisible();
    expect(await page.locator("section[aria-labelledby=dealer-deals] li").count()).toBeGreaterThan(0);

    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
    expect(jsonLd).toMatchObject({
      "@type": "AutoDealer",
      name: "Toyota Rwanda",
      url: page.url(),
      address: { addressLocality: "Kicukiro", addressCountry: "RW" },
      geo: { "@type": "GeoCoordinates" },
      brand: [{ name: "Lexus" }, { name: "Toyota" }],
    });
    expect(jsonLd.openingHoursSpecification[0].dayOfWeek).toContain("https://schema.org/Monday");
    expect(jsonLd.telephone).toMatch(/^\+2507/);

    await page.getByRole("region", { name: "Brands sold" }).getByRole("link", { name: "Toyota" }).click();
    await expect(page).toHaveURL(/\/auto-guide\/new-cars\/make\/toyota\/\d+$/);
  });

  test("a dealer's address: wrong slug moves to the right one, a non-numeric id is 'Page Not Found'", async ({
    page,
    goto,
    allowConsoleErrors,
  }) => {
    await goto(DIRECTORY);
    const href = (await page.getByRole("link", { name: "KABISA", exact: true }).getAttribute("href"))!;
    const id = href.match(/\/(\d+)-/)![1];
    await goto(`${DIRECTORY}/${id}-old-name`);
    await expect(page).toHaveURL(href);

    allowConsoleErrors(RESOURCE_404);
    await goto(`${DIRECTORY}/abc-kabisa`, { expectStatus: 404 });
    await expect(
      page.getByRole("main").getByText(`Page Not Found: ${DIRECTORY}/abc-kabisa`, { exact: true }),
    ).toBeVisible();
  });

  test("the car guide's dealer list is the same directory, indexed at /dealerships", async ({
    page,
    goto,
  }) => {
    await goto("/auto-guide/dealers");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Car dealers in Rwanda");
    await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText("Car Guide");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/dealerships$/);
    await filterForm(page).getByLabel("District").selectOption("Huye");
    await filterForm(page).getByRole("button", { name: "Show dealers" }).click();
    await expect(page).toHaveURL("/auto-guide/dealers?district=Huye");
    await expect(cards(page)).toHaveCount(1);
  });

  test("model and deal pages show where to buy the brand, with open state and call buttons", async ({
    page,
    goto,
  }) => {
    await goto("/auto-guide/current-deals?brand=toyota");
    const where = page.getByRole("region", { name: "Where to buy: Toyota dealers" });
    await expect(where).toBeVisible();
    await expect(where.getByRole("listitem").first()).toContainText("Toyota Rwanda");

    await page
      .getByRole("link", { name: /Toyota Hilux/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/model\/\d+-hilux$/);
    const onModel = page.getByRole("region", { name: "Where to buy: Toyota dealers" });
    const first = onModel.getByRole("listitem").first();
    await expect(first).toContainText("Toyota Rwanda");
    await expect(first).toContainText("Closed · opens Monday 08:00");
    await expect(first.getByRole("link", { name: "Call Toyota Rwanda" })).toHaveAttribute("href", /^tel:/);
    await expect(onModel.getByRole("link", { name: "Kimironko Car Care" })).toHaveCount(0);
    await onModel.getByRole("link", { name: "All dealers" }).click();
    await expect(page).toHaveURL(`${DIRECTORY}?brand=toyota`);
  });
});

test.describe("dealer directory without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test.skip(({ isMobile }) => isMobile, "the server-side path does not depend on the screen");

  test("the filter form works as a plain GET form", async ({ page, goto }) => {
    await goto(DIRECTORY);
    const total = await dealerCount(page);
    await filterForm(page).getByLabel("Service").selectOption({ label: "Used cars" });
    await filterForm(page).getByLabel("Open now").check();
    await filterForm(page).getByRole("button", { name: "Show dealers" }).click();
    await expect(page).toHaveURL(/[?&]service=used(&|$)/);
    await expect(page).toHaveURL(/[?&]open=1(&|$)/);
    await page.waitForLoadState();
    const used = await dealerCount(page);
    expect(used).toBeGreaterThan(0);
    expect(used).toBeLessThan(total);
    for (const text of await cardTexts(cards(page))) {
      expect(text).toContain("Used cars");
      expect(text).toContain("Open · closes at");
    }
    await expect(filterForm(page).getByLabel("Service")).toHaveValue("used");
    await expect(filterForm(page).getByLabel("Open now")).toBeChecked();
  });
});
