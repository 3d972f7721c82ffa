import { expect, test } from "./fixtures";
import { createAccount, newAddress, signIn } from "./members";

const MODEL = "/auto-guide/new-cars/make/toyota/model/195-rav4";
const USED_SEARCH = "/marche-doccasion/rechercher";

test.describe("phone menu and footer links (issue: used cars, selling, newsletter)", () => {
  test.skip(({ isMobile }) => !isMobile, "the phone menu is for small screens");

  test("the used-car market is one tap from the phone menu on every page", async ({ page, goto }) => {
    for (const path of ["/", MODEL, USED_SEARCH, "/about-us"]) {
      await goto(path);
      await page.getByRole("banner").getByRole("button", { name: "Menu", exact: true }).click();
      await page.locator("#mobile-menu").getByRole("link", { name: "Used cars", exact: true }).click();
      await expect(page).toHaveURL("/marche-doccasion");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    }
  });

  test("the phone menu and the footer offer Sell my car and the newsletter", async ({ page, goto }) => {
    await goto("/about-us");
    await page.getByRole("banner").getByRole("button", { name: "Menu", exact: true }).click();
    const menu = page.locator("#mobile-menu");
    await expect(menu.getByRole("link", { name: "Sell my car" })).toHaveAttribute(
      "href",
      "/poster-une-annonce",
    );
    await expect(menu.getByRole("link", { name: "Newsletter" })).toHaveAttribute("href", "/newsletter");
    await expect(menu.getByRole("link", { name: "Log in" })).toBeVisible();
    await page.keyboard.press("Escape");

    // Signed out, the menu's Log in and its Sell my car (a server part's link) open the sign-in popup, and
    // the menu makes way for it.
    const dialog = page.getByRole("dialog", { name: "Member account" });
    for (const name of ["Log in", "Sell my car"]) {
      await page.getByRole("banner").getByRole("button", { name: "Menu", exact: true }).click();
      await menu.getByRole("link", { name, exact: true }).click();
      await expect(dialog).toBeVisible();
      await expect(menu).toBeHidden();
      await expect(page).toHaveURL("/about-us");
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
    }

    const footer = page.getByRole("contentinfo").getByRole("navigation", { name: "Footer" });
    await expect(footer.getByRole("link", { name: "Used cars" })).toHaveAttribute(
      "href",
      "/marche-doccasion",
    );
    await expect(footer.getByRole("link", { name: "Sell my car" })).toHaveAttribute(
      "href",
      "/poster-une-annonce",
    );
    await footer.getByRole("link", { name: "Newsletter" }).click();
    await expect(page).toHaveURL("/newsletter");
  });

  test("the footer takes less than one screen; its brand grid opens on a tap", async ({ page, goto }) => {
    for (const path of ["/", MODEL, USED_SEARCH]) {
      await goto(path);
      const footer = page.getByRole("contentinfo");
      const height = (await footer.boundingBox())!.height;
      expect(height, `${path}: footer height`).toBeLessThan(844);
    }
    const footer = page.getByRole("contentinfo");
    const grid = footer.getByTestId("brand-masonry");
    const brand = grid.locator("h3 a").first();
    await expect(brand).toBeHidden();
    await footer.getByText("Show every brand and its models").click();
    await expect(brand).toBeVisible();
    // Brand names are never broken inside a word, however narrow their column.
    const broken = await grid
      .locator("h3 a")
      .evaluateAll((links) => links.filter((a) => a.getClientRects().length > 1).map((a) => a.textContent));
    expect(broken).toEqual([]);
  });
});

test.describe("footer brand grid as data (SPEC §2.9)", () => {
  test("is in the served HTML but not in the page's loader data", async ({ request }) => {
    const html = await (await request.get("/about-us")).text();
    const grid = html.match(/<div[^>]*data-testid="brand-masonry"[^>]*>([\s\S]*?)<\/div><\/details>/)?.[1];
    expect(grid, "the grid is in the HTML").toBeDefined();
    const models = [...grid!.matchAll(/\/model\/\d+-[a-z0-9-]+"[^>]*>([^<]+)</g)].map((m) => m[1]!);
    expect(models.length).toBeGreaterThanOrEqual(120);
    // The last brand's models (the end of the alphabet): they show in the footer only on this page.
    const late = models.slice(-3);
    const scripts = [...html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]).join("\n");
    // The loader data is there (the layout's text travels in it), only the grid is not.
    expect(scripts).toContain("List of brands and models available in Rwanda");
    for (const name of late) expect(scripts, `${name} travels as data`).not.toContain(name);
  });

  test("stays after client navigations and hydration", async ({ page, goto, isMobile }) => {
    await goto("/about-us");
    const grid = page.getByTestId("brand-masonry");
    const count = await grid.locator("ul a").count();
    expect(count).toBeGreaterThanOrEqual(120);
    if (isMobile) await page.getByText("Show every brand and its models").click();
    // A grid link navigates within the app (no new document).
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    const link = grid.locator("ul a").nth(3);
    const href = (await link.getAttribute("href"))!;
    await link.click();
    await expect(page).toHaveURL(href);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    await page.getByRole("banner").getByRole("link", { name: "Imodoka home" }).click();
    await expect(page).toHaveURL("/");
    await expect(grid.locator("ul a")).toHaveCount(count);
  });
});

test.describe("icons paint with the page", () => {
  test("the page carries the symbols of the icons it draws, and later pages find theirs", async ({
    page,
    goto,
    request,
  }) => {
    const html = await (await request.get(MODEL)).text();
    const used = new Set([...html.matchAll(/href="#icon-([a-z0-9-]+)"/g)].map((m) => m[1]));
    const sprite = html.slice(html.indexOf('<svg id="icon-sprite"'));
    const inlined = new Set([...sprite.matchAll(/<symbol id="icon-([a-z0-9-]+)"/g)].map((m) => m[1]));
    expect(used.size).toBeGreaterThan(3);
    for (const name of used) expect(inlined, `symbol of ${name}`).toContain(name);
    expect(html).not.toMatch(/icons-[\w-]+\.svg#/);

    await goto("/about-us");
    await page
      .getByRole("banner")
      .getByRole("navigation", { name: "Account and tools" })
      .getByRole("link", { name: "Comparator" })
      .click();
    await expect(page).toHaveURL(/\/comparator/);
    await expect
      .poll(() =>
        page.evaluate(() =>
          [...document.querySelectorAll("use")]
            .map((use) => use.getAttribute("href") ?? "")
            .filter((href) => href.startsWith("#") && !document.querySelector(href)),
        ),
      )
      .toEqual([]);
  });
});

test.describe("labelled account (SPEC §2.7)", () => {
  test("signed in, My account and Log out are in words in the header and the phone menu", async ({
    page,
    isMobile,
  }, testInfo) => {
    const email = newAddress(testInfo, "labels");
    await createAccount(page, email, "Aline Labels");
    await signIn(page, email);
    const tools = page.getByRole("banner").getByRole("navigation", { name: "Account and tools" });
    const account = tools.getByRole("link", { name: "My account (Aline Labels)" });
    await expect(account).toHaveText("My account");
    await expect(account).toBeVisible();
    await expect(tools.getByRole("button", { name: "Log out" })).toHaveText("Log out");
    // Both fit on the logo's row on a 390 px phone; on a 320 px one they may wrap, never overflow.
    for (const width of isMobile ? [390, 320] : [1280]) {
      await page.setViewportSize({ width, height: 844 });
      const logo = (await page.getByRole("link", { name: "Imodoka home" }).boundingBox())!;
      const logout = (await tools.getByRole("button", { name: "Log out" }).boundingBox())!;
      const offset = Math.abs(logout.y + logout.height / 2 - (logo.y + logo.height / 2));
      if (width !== 320) expect(offset, `${width} px`).toBeLessThan(8);
      expect(logout.x + logout.width).toBeLessThanOrEqual(width);
    }
    await page.setViewportSize(isMobile ? { width: 390, height: 844 } : { width: 1280, height: 720 });
    if (!isMobile) return;
    await page.getByRole("banner").getByRole("button", { name: "Menu", exact: true }).click();
    const menu = page.locator("#mobile-menu");
    await expect(menu.getByRole("link", { name: "My account (Aline Labels)" })).toHaveText("My account");
    await menu.getByRole("button", { name: "Log out" }).click();
    await expect(page).toHaveURL("/");
    // The menu closes once the signed-out page is drawn; then the header's own Log in is the one shown.
    await expect(menu).toBeHidden();
    await expect(page.getByRole("banner").getByRole("link", { name: "Log in" })).toBeVisible();
  });
});
