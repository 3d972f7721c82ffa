import type { Page } from "@playwright/test";
import { expect, expectNoSidewaysScroll, RESOURCE_400, RESOURCE_410, test } from "./fixtures";
import { signInAsEditor } from "./members";
import { E2E_API_KEYS } from "./test-env";

const main = (page: Page) => page.getByRole("main");

test.describe("back office (editors)", () => {
  test.skip(({ isMobile }) => isMobile, "one run is enough: the back office is the same on a phone");

  test("an editor creates a brand, finds it among all makes, edits it and reads its history", async ({
    page,
    goto,
    allowConsoleErrors,
  }) => {
    // The refused form (a bad colour) answers 400, as it should.
    allowConsoleErrors(RESOURCE_400);
    // First in the alphabet, so it is on the first page of all makes; unique, so runs never collide.
    const name = `Aardvark ${Date.now().toString(36)}`;
    await goto("/login");
    await signInAsEditor(page);
    await goto("/admin");
    await expect(main(page).getByRole("heading", { level: 1, name: "Back office" })).toBeVisible();
    await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Brands" }).click();
    await expect(page).toHaveURL("/admin/brands");
    await main(page).getByRole("link", { name: "New brand" }).click();
    await expect(page).toHaveURL("/admin/brands/new");
    // The list's "Search by name" field is on screen until the new page renders.
    await expect(main(page).getByRole("heading", { level: 1, name: "New brand" })).toBeVisible();

    const form = main(page);
    await form.getByLabel("Name", { exact: true }).fill(name);
    await form.getByLabel("Colour").fill("not a colour");
    await form.getByLabel("Country").fill("Rwanda");
    await form.getByRole("button", { name: "Create the brand" }).click();
    await expect(form.getByText("Write the colour as #RRGGBB, for example #EB0A1E.")).toBeVisible();
    await expect(form.getByLabel("Name", { exact: true })).toHaveValue(name);
    await form.getByLabel("Colour").fill("#1D4ED8");
    await form.getByRole("button", { name: "Create the brand" }).click();
    await expect(page).toHaveURL(/\/admin\/brands\/\d+\?created=1$/);
    await expect(page.getByRole("status").filter({ hasText: "The brand was created." })).toBeVisible();
    const editUrl = new URL(page.url()).pathname;

    await goto("/auto-guide/new-cars");
    await expect(main(page).getByRole("link", { name: new RegExp(name) })).toBeVisible();

    await goto(editUrl);
    await form.getByLabel("Country").fill("Kenya");
    await form.getByLabel("Description").fill("A demo brand made by the browser tests.");
    await form.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Your changes were saved." })).toBeVisible();
    const history = main(page).getByRole("region", { name: "History" });
    await expect(history.getByRole("listitem")).toHaveCount(2);
    await expect(history.getByRole("listitem").first()).toContainText("updated");
    await expect(history.getByRole("listitem").first()).toContainText("Rwanda → Kenya");

    // Hidden again, so the public pages other tests check are as the seed made them.
    await form.getByLabel("Published").uncheck();
    await form.getByRole("button", { name: "Save" }).click();
    await expect(history.getByRole("listitem").first()).toContainText("unpublished");
    await goto("/auto-guide/new-cars");
    await expect(main(page).getByRole("link", { name: new RegExp(name) })).toHaveCount(0);

    await goto("/admin/audit");
    await expect(main(page).getByRole("heading", { level: 1, name: "Audit log" })).toBeVisible();
    await expect(main(page).getByRole("listitem").filter({ hasText: "created" }).first()).toBeVisible();
  });
});

test.describe("back office models (editors)", () => {
  test.skip(({ isMobile }) => isMobile, "one run is enough: the back office is the same on a phone");

  test("an editor creates a model, then its first version with a price; the public pages show them, then both are hidden", async ({
    page,
    goto,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(RESOURCE_410);
    const name = `Aardvark ${Date.now().toString(36)}`;
    await goto("/login");
    await signInAsEditor(page);
    await goto("/admin");
    await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Models" }).click();
    await expect(page).toHaveURL("/admin/models");
    await main(page).getByRole("link", { name: "New model" }).click();
    await expect(page).toHaveURL("/admin/models/new");
    // The list's "Brand" filter is on screen until the new page renders.
    await expect(main(page).getByRole("heading", { level: 1, name: "New model" })).toBeVisible();

    const form = main(page);
    await form.getByLabel("Brand").selectOption({ label: "Suzuki" });
    await form.getByLabel("Name").fill(name);
    await form.getByLabel("Body type").selectOption("hatchback");
    await form.getByLabel("Main energy").selectOption("petrol");
    await form.getByLabel("Launch date").fill("2026-01-15");
    await form.getByRole("button", { name: "Create the model" }).click();
    await expect(page).toHaveURL(/\/admin\/models\/\d+\?created=1$/);
    await expect(page.getByRole("status").filter({ hasText: "The model was created." })).toBeVisible();
    const editUrl = new URL(page.url()).pathname;

    // No version yet: its page says so.
    await main(page).getByRole("link", { name: "See the public page" }).click();
    await expect(main(page).getByRole("heading", { level: 1, name: new RegExp(name) })).toBeVisible();
    await expect(page).toHaveURL(/\/auto-guide\/new-cars\/make\/suzuki\/model\//);
    const modelPage = new URL(page.url()).pathname;
    await expect(main(page).getByText("No version on sale").first()).toBeVisible();

    await goto(editUrl);
    await main(page).getByRole("link", { name: "Add a version" }).click();
    await expect(main(page).getByRole("heading", { level: 1, name: "New version" })).toBeVisible();
    await expect(form.getByLabel("Model", { exact: true })).toHaveValue(editUrl.split("/").at(-1)!);
    await form.getByLabel("Name", { exact: true }).fill("1.2 GL MT");
    await form.getByLabel("Price (RWF)").fill("21.900.000");
    await form.getByLabel("Energy", { exact: true }).selectOption("petrol");
    await form.getByLabel("Engine", { exact: true }).fill("1.2 L 3-cylinder");
    await form.getByLabel("Power (kW)").fill("61");
    await form.getByLabel("Power (hp)").fill("82");
    await form.getByLabel("Torque (Nm)").fill("112");
    await form.getByLabel("Gearbox").selectOption("manual");
    await form.getByLabel("Drive", { exact: true }).selectOption("fwd");
    await form.getByLabel("Fuel consumption (L/100 km)").fill("4,4");
    for (const [label, value] of [
      ["Length (mm)", "3860"],
      ["Width (mm)", "1735"],
      ["Height (mm)", "1520"],
      ["Wheelbase (mm)", "2450"],
      ["Kerb weight (kg)", "920"],
      ["Seats", "5"],
      ["Doors", "5"],
    ] as const)
      await form.getByLabel(label, { exact: true }).fill(value);
    await form.getByLabel("Warranty").fill("3 years / 100.000 km");
    await form.getByRole("button", { name: "Create the version" }).click();
    await expect(page.getByRole("status").filter({ hasText: "The version was created." })).toBeVisible();
    const versionEditUrl = new URL(page.url()).pathname;

    await main(page).getByRole("link", { name: "See the public page" }).click();
    await expect(main(page).getByRole("heading", { level: 1 })).toContainText(`${name} 1.2 GL MT`);
    const versionPage = new URL(page.url()).pathname;
    await expect(main(page).getByText("21.900.000 RWF").first()).toBeVisible();
    await expect(main(page).getByText("4.4 l/100 km", { exact: true }).first()).toBeVisible();
    await main(page).getByRole("link", { name: "Suzuki" }).first().click();
    await expect(
      main(page)
        .getByRole("link", { name: new RegExp(name) })
        .first(),
    ).toBeVisible();

    // The header search suggests the new model, and picking it opens its page.
    const search = page.getByRole("banner").getByRole("search").getByLabel("Search brands and models");
    await search.click();
    await expect(search).toHaveAttribute("role", "combobox");
    await search.pressSequentially(name, { delay: 20 });
    await page
      .getByRole("option", { name: new RegExp(name) })
      .first()
      .click();
    await expect(page).toHaveURL(modelPage);

    // The comparator shows the new version, and the sitemap and the JSON API list it.
    const versionId = /\/(\d+)-[^/]+$/.exec(versionPage)![1];
    await goto(`/comparator?versions=${versionId}`);
    await expect(main(page)).toContainText("1.2 GL MT");
    await expect(main(page)).toContainText("21.900.000 RWF");
    const sitemap = await (await page.request.get("/sitemaps/catalogue.xml")).text();
    expect(sitemap).toContain(versionPage);
    expect(sitemap).toContain(modelPage);
    const api = await page.request.get(`/api/v1/versions/${versionId}`, {
      headers: { API_KEY: E2E_API_KEYS.partner },
    });
    expect(api.status()).toBe(200);
    expect(await api.json()).toMatchObject({ data: { name: "1.2 GL MT", price: 21900000 } });

    // The version hidden: its address moves to the model's page.
    await goto(versionEditUrl);
    await form.getByLabel("Published").uncheck();
    await form.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Your changes were saved." })).toBeVisible();
    await goto(versionPage);
    await expect(page).toHaveURL(modelPage);

    // Hidden again (with the model, its version), so the public pages other tests check are as the seed made them.
    await goto(editUrl);
    await form.getByLabel("Published").uncheck();
    await form.getByRole("button", { name: "Save" }).click();
    const history = main(page).getByRole("region", { name: "History" });
    await expect(history.getByRole("listitem").first()).toContainText("unpublished");
    // The model's address now says its page was taken off the site.
    expect((await page.goto(modelPage))?.status()).toBe(410);
    await expect(main(page)).toContainText("This page has been taken off the site");
  });
});

test.describe("back office versions (editors)", () => {
  test.skip(({ isMobile }) => isMobile, "one run is enough: the back office is the same on a phone");

  test("an editor changes a version's price; the version page shows the new price and its history", async ({
    page,
    goto,
    allowConsoleErrors,
  }) => {
    // The refused form (a price written with commas) answers 400, as it should.
    allowConsoleErrors(RESOURCE_400);
    await goto("/login");
    await signInAsEditor(page);
    await goto("/admin/versions?q=GX+CVT");
    await main(page).getByRole("link", { name: "Edit Toyota RAV4 2.0 GX CVT" }).click();
    await expect(main(page).getByRole("heading", { level: 1, name: "Edit 2.0 GX CVT" })).toBeVisible();
    const form = main(page);
    const price = form.getByLabel("Price (RWF)");
    const before = await price.inputValue();
    await price.fill("49,500,000");
    await form.getByRole("button", { name: "Save" }).click();
    await expect(form.getByText("A whole number from 1.000.000 to 2.000.000.000.")).toBeVisible();
    await expect(price).toHaveAttribute("aria-invalid", "true");
    await price.fill("49.500.000");
    await form.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Your changes were saved." })).toBeVisible();
    await expect(
      main(page).getByRole("region", { name: "History" }).getByRole("listitem").first(),
    ).toContainText(`${before} → 49500000`);

    await main(page).getByRole("link", { name: "See the public page" }).click();
    await expect(main(page).getByText("49.500.000 RWF").first()).toBeVisible();
    const versionPage = new URL(page.url()).pathname;
    const history = main(page).getByRole("region", { name: "Price history" });
    await expect(history.getByRole("listitem").first()).toContainText("→ 49.500.000 RWF");

    // Equipment, item by item: a figure refused beside its field, then saved and shown on the public page.
    await page.goBack();
    await main(page).getByRole("link", { name: "Equipment" }).click();
    await expect(main(page).getByRole("heading", { level: 1 })).toContainText(
      "Equipment of Toyota RAV4 2.0 GX CVT",
    );
    const airbags = main(page).getByLabel("Airbags");
    const airbagsBefore = await airbags.inputValue();
    await airbags.fill("30");
    await main(page).getByRole("button", { name: "Save the equipment" }).click();
    await expect(main(page).getByText("A whole number from 1 to 20, or “yes”.")).toBeVisible();
    await airbags.fill("9");
    await main(page).getByRole("button", { name: "Save the equipment" }).click();
    await expect(page.getByRole("status").filter({ hasText: "The equipment was saved." })).toBeVisible();
    await goto(versionPage);
    await expect(main(page).getByText("Airbags: 9")).toBeVisible();
    await page.goBack();
    await main(page).getByLabel("Airbags").fill(airbagsBefore);
    await main(page).getByRole("button", { name: "Save the equipment" }).click();
    await expect(page.getByRole("status").filter({ hasText: "The equipment was saved." })).toBeVisible();

    // Back to the demo price, so the public pages other runs read are as the seed made them.
    await main(page).getByRole("link", { name: "Back to the version" }).click();
    await expect(price).toHaveValue("49500000");
    await price.fill(before);
    await form.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Your changes were saved." })).toBeVisible();
  });
});

test.describe("back office deals (editors)", () => {
  test.skip(({ isMobile }) => isMobile, "one run is enough: the back office is the same on a phone");

  test("an editor creates a deal on two versions with a percent off; the public deals page says so", async ({
    page,
    goto,
  }) => {
    const title = `RAV4 both versions ${Date.now().toString(36)}`;
    await goto("/login");
    await signInAsEditor(page);
    await goto("/admin");
    await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Deals" }).click();
    await expect(page).toHaveURL("/admin/deals");
    await main(page).getByRole("link", { name: "New deal" }).click();
    await expect(main(page).getByRole("heading", { level: 1, name: "New deal" })).toBeVisible();
    const form = main(page);
    await form.getByLabel("Model", { exact: true }).selectOption({ label: "Toyota RAV4" });
    await form.getByLabel("Title").fill(title);
    // Each model's versions are folded; open the RAV4's and tick both.
    const rav4 = form
      .locator("details")
      .filter({ has: page.locator("summary", { hasText: /^Toyota RAV4$/ }) });
    await rav4.locator("summary").click();
    const boxes = rav4.getByRole("checkbox");
    await expect(boxes).toHaveCount(2);
    await boxes.nth(0).check();
    await boxes.nth(1).check();
    await form.getByLabel("Kind of offer").selectOption("percent");
    await form.getByLabel("Amount").fill("5");
    await form.getByRole("button", { name: "Create the deal" }).click();
    await expect(page).toHaveURL(/\/admin\/deals\/\d+\?created=1$/);
    await expect(page.getByRole("status").filter({ hasText: "The deal was created." })).toBeVisible();
    const editUrl = new URL(page.url()).pathname;

    await goto("/auto-guide/current-deals?brand=toyota");
    const card = main(page).getByRole("article").filter({ hasText: title });
    await expect(card).toContainText("2 versions: 2.0 GX CVT, 2.5 Hybrid VX AWD");
    await expect(card).toContainText("5 % off");

    // Hidden again, so the public lists other tests check are as the seed made them.
    await goto(editUrl);
    await form.getByLabel("Published").uncheck();
    await form.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Your changes were saved." })).toBeVisible();
  });
});

test.describe("back office on a phone", () => {
  test.skip(({ isMobile }) => !isMobile, "a phone-sized check");

  test("its pages fit a 320 px screen", async ({ page, goto }) => {
    // Some twenty pages, each checked for accessibility as it opens.
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 320, height: 640 });
    await goto("/login");
    await signInAsEditor(page);
    await goto("/admin/brands");
    const editPath = (await main(page)
      .getByRole("link", { name: /^Edit / })
      .first()
      .getAttribute("href"))!;
    await goto("/admin/models");
    const modelPath = (await main(page)
      .getByRole("link", { name: /^Edit / })
      .first()
      .getAttribute("href"))!;
    await goto("/admin/versions");
    const versionPath = (await main(page)
      .getByRole("link", { name: /^Edit / })
      .first()
      .getAttribute("href"))!;
    await goto("/admin/news");
    const newsPath = (await main(page)
      .getByRole("link", { name: /^Edit / })
      .first()
      .getAttribute("href"))!;
    await goto("/admin/guides");
    const guidePath = (await main(page)
      .getByRole("link", { name: /^Edit / })
      .first()
      .getAttribute("href"))!;
    for (const path of [
      "/admin",
      "/admin/brands",
      "/admin/brands/new",
      editPath,
      "/admin/models",
      "/admin/models/new",
      modelPath,
      `${modelPath}/photos`,
      `${editPath}/logo`,
      "/admin/versions",
      "/admin/versions/new",
      versionPath,
      `${versionPath}/equipment`,
      "/admin/news",
      "/admin/news/new",
      newsPath,
      `${newsPath}/cover`,
      "/admin/guides",
      "/admin/guides/new",
      guidePath,
      "/admin/deals",
      "/admin/deals/new",
      "/admin/audit",
    ]) {
      await goto(path);
      await expectNoSidewaysScroll(page, path);
    }
  });
});
