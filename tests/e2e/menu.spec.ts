import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";

const CAR_GUIDE_CHILDREN = [
  "/auto-guide/new-cars",
  "/auto-guide/current-deals",
  "/auto-guide/electric-cars",
  "/auto-guide/luxury-cars",
  "/auto-guide/new-on-market",
  "/auto-guide/dealers",
  "/auto-guide/driver-reviews",
];
const PRACTICAL_GUIDE_CHILDREN = [
  "/practical-guide/driving-license",
  "/practical-guide/vehicle-insurance",
  "/practical-guide/vehicle-financing",
  "/practical-guide/vehicle-registration",
  "/practical-guide/vehicle-inspection",
  "/practical-guide/road-tax",
];

const hrefsOf = (links: Locator) => links.evaluateAll((all) => all.map((a) => a.getAttribute("href")));

/** The submenu a disclosure button controls. */
async function submenuOf(page: Page, button: Locator): Promise<Locator> {
  const id = await button.getAttribute("aria-controls");
  expect(id, "the disclosure button names the submenu it controls").toBeTruthy();
  return page.locator(`[id="${id}"]`);
}

test.describe("desktop main menu (SPEC §2.6)", () => {
  test.skip(({ isMobile }) => isMobile, "the main menu bar is for wide screens");

  test("lists Home, Car Guide, Used cars, Sell my car, Comparator, Practical Guide and News in order", async ({
    page,
    goto,
  }) => {
    await goto("/about-us");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav).toBeVisible();
    const topLinks = nav.locator(":scope > ul > li > a");
    await expect(topLinks).toHaveText([
      "Home",
      "Car Guide",
      "Used cars",
      "Sell my car",
      "Comparator",
      "Practical Guide",
      "News",
    ]);
    expect(await hrefsOf(topLinks)).toEqual([
      "/",
      "/auto-guide",
      "/marche-doccasion",
      "/poster-une-annonce",
      "/comparator",
      "/practical-guide",
      "/auto-news/all-news",
    ]);
  });

  test("the Car Guide button opens its 7 pages on click", async ({ page, goto }) => {
    await goto("/about-us");
    const nav = page.getByRole("navigation", { name: "Main" });
    const button = nav.getByRole("button", { name: /Car Guide/ });
    const submenu = await submenuOf(page, button);
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(submenu).toBeHidden();

    await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await expect(submenu).toBeVisible();
    const children = submenu.getByRole("link");
    await expect(children).toHaveCount(CAR_GUIDE_CHILDREN.length);
    expect(await hrefsOf(children)).toEqual(CAR_GUIDE_CHILDREN);
    for (const child of await children.all()) await expect(child).toBeVisible();

    // It stays open without the pointer over it, and a second click closes it.
    await page.mouse.move(5, 5);
    await expect(submenu).toBeVisible();
    await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await page.mouse.move(5, 5);
    await expect(submenu).toBeHidden();
  });

  test("the Car Guide button works with the keyboard and Escape returns focus to it", async ({
    page,
    goto,
  }) => {
    await goto("/about-us");
    const nav = page.getByRole("navigation", { name: "Main" });
    const button = nav.getByRole("button", { name: /Car Guide/ });
    const submenu = await submenuOf(page, button);

    await nav.getByRole("link", { name: "Car Guide", exact: true }).focus();
    await page.keyboard.press("Tab");
    await expect(button).toBeFocused();

    await page.keyboard.press("Enter");
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await expect(submenu).toBeVisible();
    await expect(submenu.getByRole("link").first()).toHaveAttribute("href", CAR_GUIDE_CHILDREN[0]!);

    // Into the submenu and back out with Escape.
    await page.keyboard.press("Tab");
    await expect(submenu.getByRole("link").first()).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(submenu).toBeHidden();
    await expect(button).toBeFocused();

    await page.keyboard.press("Space");
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await expect(submenu).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(submenu).toBeHidden();
    await expect(button).toBeFocused();
  });

  test("a submenu revealed by hovering can be dismissed with Escape (WCAG 1.4.13)", async ({
    page,
    goto,
  }) => {
    await goto("/about-us");
    const nav = page.getByRole("navigation", { name: "Main" });
    const button = nav.getByRole("button", { name: /Car Guide/ });
    const submenu = await submenuOf(page, button);
    await nav.getByRole("link", { name: "Car Guide", exact: true }).hover();
    await expect(submenu).toBeVisible();
    // Content shown on hover that covers the page must go away without moving the pointer.
    await page.keyboard.press("Escape");
    await expect(submenu).toBeHidden();
  });

  test("the Practical Guide button opens its 6 pages in order", async ({ page, goto }) => {
    await goto("/about-us");
    const nav = page.getByRole("navigation", { name: "Main" });
    const button = nav.getByRole("button", { name: /Practical Guide/ });
    const submenu = await submenuOf(page, button);
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await expect(submenu).toBeVisible();
    expect(await hrefsOf(submenu.getByRole("link"))).toEqual(PRACTICAL_GUIDE_CHILDREN);
  });

  test("a submenu's link navigates within the app and closes the submenu", async ({ page, goto }) => {
    await goto("/about-us");
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    const button = page
      .getByRole("navigation", { name: "Main" })
      .getByRole("button", { name: /Practical Guide/ });
    const submenu = await submenuOf(page, button);
    await button.click();
    await submenu.getByRole("link", { name: "Road tax" }).click();
    await expect(page).toHaveURL("/practical-guide/road-tax");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Road tax");
    await expect(submenu).toBeHidden();
    await expect(button).toHaveAttribute("aria-expanded", "false");
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    // Open again on the new page, it shows the same links.
    await button.click();
    expect(await hrefsOf(submenu.getByRole("link"))).toEqual(PRACTICAL_GUIDE_CHILDREN);
  });

  test("Home navigates to the home page", async ({ page, goto, waitForHydration, expectAccessible }) => {
    await goto("/about-us");
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Home", exact: true })
      .click();
    await expect(page).toHaveURL("/");
    await expect(
      page.getByRole("heading", { level: 1, name: "Find your next new car in Rwanda" }),
    ).toBeVisible();
    await waitForHydration();
    await expectAccessible();
  });
});

test.describe("mobile side menu (SPEC §2.6)", () => {
  test.skip(({ isMobile }) => !isMobile, "the side menu is for small screens");

  test("the hamburger opens the side menu with its sections, used cars, selling and the newsletter", async ({
    page,
    goto,
    expectAccessible,
  }) => {
    await goto("/about-us");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    const hamburger = page.getByRole("banner").getByRole("button", { name: "Menu", exact: true });
    await expect(hamburger).toBeVisible();
    await hamburger.click();

    const menu = page.locator("#mobile-menu").getByRole("navigation", { name: "Menu" });
    await expect(menu).toBeVisible();
    const sections = menu.locator(":scope > ul > li");
    // Each section is a link or the summary of a disclosure.
    await expect(sections.locator(":scope > a, :scope > details > summary")).toHaveText([
      "Buying Guide",
      "Used cars",
      "Sell my car",
      "Comparator",
      "Our Sections",
      "Practical Guide",
      "Newsletter",
      "Contact us",
    ]);
    await expect(menu.getByRole("link", { name: "Comparator" })).toHaveAttribute("href", "/comparator");
    await expect(menu.getByRole("link", { name: "Contact us" })).toHaveAttribute("href", "/contact-us");

    const allNews = sections.nth(4).locator('a[href="/auto-news/all-news"]');
    await expect(allNews).toBeHidden();
    await menu.getByText("Our Sections", { exact: true }).click();
    await expect(allNews).toBeVisible();

    await menu.getByText("Buying Guide", { exact: true }).click();
    const buyingGuideLinks = await hrefsOf(sections.nth(0).getByRole("link"));
    expect(buyingGuideLinks).toEqual(expect.arrayContaining(CAR_GUIDE_CHILDREN));

    await menu.getByText("Practical Guide", { exact: true }).click();
    const practicalLinks = await hrefsOf(sections.nth(5).getByRole("link"));
    expect(practicalLinks).toEqual(expect.arrayContaining(PRACTICAL_GUIDE_CHILDREN));
    await expectAccessible();
  });

  test("Contact us navigates to the contact page and closes the menu", async ({
    page,
    goto,
    waitForHydration,
  }) => {
    await goto("/about-us");
    await page.getByRole("banner").getByRole("button", { name: "Menu", exact: true }).click();
    const drawer = page.locator("#mobile-menu");
    await expect(drawer).toBeVisible();
    await drawer.getByRole("link", { name: "Contact us" }).click();
    await expect(page).toHaveURL("/contact-us");
    await expect(page.getByRole("heading", { level: 1, name: "Contact us" })).toBeVisible();
    await expect(drawer).toBeHidden();
    await waitForHydration();
  });
});
