import { expect, test } from "./fixtures";
import { e2eSisterSites } from "./test-env";

const BRAND_LINK = /^\/auto-guide\/new-cars\/make\/[a-z0-9-]+\/\d+$/;
const MODEL_LINK = /^\/auto-guide\/new-cars\/make\/[a-z0-9-]+\/model\/\d+-[a-z0-9-]+$/;

test.describe("top bar and header (SPEC §2.4, §2.5)", () => {
  test("shows the tagline, social links, RSS, theme toggle and the Contact us link on wide screens only", async ({
    page,
    goto,
    isMobile,
  }) => {
    await goto("/about-us");
    const banner = page.getByRole("banner");
    await expect(banner.getByText("The first new-car comparator in Rwanda", { exact: true })).toBeVisible();

    // The top bar's own link comes first in the header; the mobile drawer's copy is in a closed popover.
    const contact = banner.locator('a[href="/contact-us"]').first();
    await expect(contact).toHaveText("Contact us");
    if (isMobile) await expect(contact).toBeHidden();
    else await expect(contact).toBeVisible();

    await expect(page.getByTestId("theme-toggle")).toBeVisible();
    await expect(page.getByTestId("theme-toggle")).toHaveAccessibleName(/^Switch to (dark|light) mode$/);
    await expect(banner.getByRole("link", { name: "Imodoka on LinkedIn" })).toHaveAttribute(
      "href",
      /^https:\/\/(www\.)?linkedin\.com\//,
    );
    await expect(banner.getByRole("link", { name: "Imodoka on LinkedIn" })).toBeVisible();
    await expect(banner.getByRole("link", { name: "Imodoka on Facebook" })).toHaveAttribute(
      "href",
      /^https:\/\/(www\.)?facebook\.com\//,
    );
    await expect(banner.getByRole("link", { name: "Imodoka on Facebook" })).toBeVisible();
    await expect(banner.getByRole("link", { name: "RSS feed" })).toHaveAttribute("href", "/atom.xml");
    await expect(banner.getByRole("link", { name: "RSS feed" })).toBeVisible();
  });

  test("has the logo, the search box, the compare and news links and the login button", async ({
    page,
    goto,
  }) => {
    await goto("/about-us");
    const banner = page.getByRole("banner");

    const logo = banner.getByRole("link", { name: "Imodoka home" });
    await expect(logo).toBeVisible();
    await expect(logo).toHaveAttribute("href", "/");

    const search = banner.getByRole("search");
    const input = search.getByRole("searchbox");
    await expect(input).toBeVisible();
    await expect(input).toHaveAttribute("placeholder", "Find a brand or model");
    const submit = search.getByRole("button", { name: "Search" });
    await expect(submit).toBeVisible();
    await expect(submit).toHaveAttribute("type", "submit");
    await expect(submit.locator("svg")).toBeVisible();

    const tools = banner.getByRole("navigation", { name: "Account and tools" });
    await expect(tools.getByRole("link", { name: "Comparator" })).toHaveAttribute("href", "/comparator");
    await expect(tools.getByRole("link", { name: "Comparator" })).toBeVisible();
    await expect(tools.getByRole("link", { name: "Auto news" })).toHaveAttribute(
      "href",
      "/auto-news/all-news",
    );
    await expect(tools.getByRole("link", { name: "Auto news" })).toBeVisible();
    const login = tools
      .getByRole("link", { name: "Log in" })
      .or(tools.getByRole("button", { name: "Log in" }));
    await expect(login).toBeVisible();

    await logo.click();
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});

test.describe("footer (SPEC §2.9)", () => {
  test("has the site links, the sister sites and the copyright", async ({ page, goto }) => {
    await goto("/about-us");
    const footer = page.getByRole("contentinfo");

    const nav = footer.getByRole("navigation", { name: "Footer" });
    const links = nav.getByRole("link");
    await expect(links).toHaveText([
      "Home",
      "Used cars",
      "Sell my car",
      "Newsletter",
      "About us",
      "Privacy Policy",
      "Contact",
    ]);
    expect(await links.evaluateAll((all) => all.map((a) => a.getAttribute("href")))).toEqual([
      "/",
      "/marche-doccasion",
      "/poster-une-annonce",
      "/newsletter",
      "/about-us",
      "/privacy-policy-and-legal-notice",
      "/contact-us",
    ]);

    for (const site of e2eSisterSites) {
      const link = footer.getByRole("link", { name: new RegExp(site.label) });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute("href", site.url);
    }

    await expect(footer.getByText("© 2025 All rights reserved.", { exact: true })).toBeVisible();

    await nav.getByRole("link", { name: "Privacy Policy" }).click();
    await expect(page).toHaveURL("/privacy-policy-and-legal-notice");
  });

  test("lists the brands and their models with canonical links in scrollable lists", async ({
    page,
    goto,
  }) => {
    await goto("/about-us");
    const footer = page.getByRole("contentinfo");
    await expect(
      footer.getByRole("heading", { name: "List of brands and models available in Rwanda" }),
    ).toBeVisible();

    const masonry = footer.getByTestId("brand-masonry");
    const brandLinks = await masonry
      .locator("h3 a")
      .evaluateAll((all) => all.map((a) => a.getAttribute("href") ?? ""));
    expect(brandLinks.length).toBeGreaterThanOrEqual(25);
    for (const href of brandLinks) expect(href).toMatch(BRAND_LINK);
    expect(new Set(brandLinks).size, "brand links are unique").toBe(brandLinks.length);

    const modelLinks = await masonry
      .locator("ul a")
      .evaluateAll((all) => all.map((a) => a.getAttribute("href") ?? ""));
    expect(modelLinks.length).toBeGreaterThanOrEqual(120);
    for (const href of modelLinks) expect(href).toMatch(MODEL_LINK);

    // Every model link sits under its own brand's slug.
    const mismatched = await masonry.locator(":scope > div").evaluateAll((brands) =>
      brands.flatMap((brand) => {
        const brandHref = brand.querySelector("h3 a")?.getAttribute("href") ?? "";
        const slug = brandHref.split("/")[4];
        return [...brand.querySelectorAll("ul a")]
          .map((a) => a.getAttribute("href") ?? "")
          .filter((href) => !href.startsWith(`/auto-guide/new-cars/make/${slug}/model/`));
      }),
    );
    expect(mismatched).toEqual([]);

    const lists = await masonry.locator("ul").evaluateAll((all) =>
      all.map((list) => {
        const style = getComputedStyle(list);
        return {
          maxHeight: style.maxHeight,
          overflowY: style.overflowY,
          height: list.getBoundingClientRect().height,
        };
      }),
    );
    expect(lists.length).toBe(brandLinks.length);
    for (const list of lists) {
      expect(list).toMatchObject({ maxHeight: "200px", overflowY: "auto" });
      expect(list.height).toBeLessThanOrEqual(200);
    }
  });

  test("the brand grid is served with 2 columns", async ({ request }) => {
    const response = await request.get("/about-us");
    expect(response.status()).toBe(200);
    const html = await response.text();
    const tag = html.match(/<div[^>]*data-testid="brand-masonry"[^>]*>/)?.[0];
    expect(tag, "the masonry container is in the served HTML").toBeDefined();
    expect(tag).toContain('data-columns="2"');
    expect(tag).toMatch(/column-count:\s*2/);
  });

  test("after hydration the brand grid fits 180 px columns on a wide window", async ({
    page,
    goto,
    isMobile,
  }) => {
    test.skip(isMobile, "wide-window layout");
    await goto("/about-us");
    const masonry = page.getByTestId("brand-masonry");
    await expect(masonry).toHaveAttribute("data-columns", /^\d+$/);
    const layout = await masonry.evaluate((element) => ({
      columns: Number(element.getAttribute("data-columns")),
      width: element.clientWidth,
      columnCount: getComputedStyle(element).columnCount,
      columnGap: getComputedStyle(element).columnGap,
    }));
    expect(layout.columns).toBeGreaterThan(2);
    expect(layout.columns).toBe(Math.floor((layout.width + 16) / (180 + 16)));
    expect(layout.columnCount).toBe(String(layout.columns));
    expect(layout.columnGap).toBe("16px");
  });

  test("on a narrow window the brand grid uses 110 px columns and follows resizes", async ({
    page,
    goto,
    isMobile,
  }) => {
    test.skip(!isMobile, "narrow-window layout");
    await goto("/about-us");
    // Phones show the grid behind one disclosure.
    await page.getByText("Show every brand and its models").click();
    const masonry = page.getByTestId("brand-masonry");
    const expectColumnsFor110 = async () => {
      await expect
        .poll(() =>
          masonry.evaluate((element) => {
            const expected = Math.floor((element.clientWidth + 16) / (110 + 16));
            return (
              Number(element.getAttribute("data-columns")) === expected &&
              getComputedStyle(element).columnCount === String(expected)
            );
          }),
        )
        .toBe(true);
    };
    await expectColumnsFor110();
    await expect(masonry).toHaveCSS("column-gap", "16px");

    // Still at most 490 px wide, but wide enough for a third 110 px column (a 180 px rule would give 2).
    await page.setViewportSize({ width: 480, height: 844 });
    await expectColumnsFor110();
    await expect(masonry).toHaveAttribute("data-columns", "3");
  });
});
