import type { Locator, Page } from "@playwright/test";
import sharp from "sharp";
import { expect, expectNoSidewaysScroll, RESOURCE_400, RESOURCE_410, test } from "./fixtures";
import { signInAsEditor } from "./members";
import { E2E_API_KEYS } from "./test-env";

const main = (page: Page) => page.getByRole("main");

/** A plain picture of `width`×`height` pixels in one colour, as a file an editor picks. */
async function image(name: string, width: number, height: number, colour: string) {
  const picture = sharp({ create: { width, height, channels: 3, background: colour } });
  const png = name.endsWith(".png");
  return {
    name,
    mimeType: png ? "image/png" : "image/jpeg",
    buffer: await (png ? picture.png() : picture.jpeg()).toBuffer(),
  };
}

/** The browser fetched a real file for this picture. */
async function expectPhotoLoaded(img: Locator) {
  await expect
    .poll(() => img.evaluate((element: HTMLImageElement) => (element.complete ? element.naturalWidth : 0)))
    .toBeGreaterThan(0);
}

/** The page's cumulative layout shift so far (layout-shift entries not caused by input), as Chrome counts it. */
function layoutShift(page: Page): Promise<number> {
  return page.evaluate(async () => {
    if (!PerformanceObserver.supportedEntryTypes.includes("layout-shift"))
      throw new Error("This browser does not report layout shifts.");
    let total = 0;
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) total += entry.value;
    });
    observer.observe({ type: "layout-shift", buffered: true });
    // Buffered entries arrive in the observer's first call, a task later.
    await new Promise((resolve) => setTimeout(resolve, 300));
    observer.disconnect();
    return total;
  });
}

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

test.describe("back office catalogue with photos (editors)", () => {
  test.skip(({ isMobile }) => isMobile, "one run is enough: the back office is the same on a phone");

  test("an editor creates a brand with a logo, a model with three photos and its first version; every public page shows them, then all are hidden", async ({
    page,
    goto,
    allowConsoleErrors,
  }) => {
    // Some twenty pages, each checked for accessibility as it opens, and four image uploads.
    test.setTimeout(300_000);
    allowConsoleErrors(RESOURCE_410);
    // First in the alphabet, so it is on the first page of every list; unique, so runs never collide.
    const brand = `Aardwolf ${Date.now().toString(36)}`;
    const model = "Savanna";
    const car = `${brand} ${model}`;
    const alts = {
      front: `${car}, front three-quarter view`,
      side: `${car}, side view`,
      cabin: `${car}, dashboard and front seats`,
    };
    const form = main(page);
    const apiGet = async (path: string) => {
      const answer = await page.request.get(`/api/v1${path}`, { headers: { API_KEY: E2E_API_KEYS.partner } });
      expect(answer.status(), path).toBe(200);
      return ((await answer.json()) as { data: unknown }).data;
    };
    await goto("/login");
    await signInAsEditor(page);

    // The brand, and its logo.
    await goto("/admin/brands/new");
    await form.getByLabel("Name", { exact: true }).fill(brand);
    await form.getByLabel("Colour").fill("#7A1F3D");
    await form.getByLabel("Country").fill("Rwanda");
    await form.getByRole("button", { name: "Create the brand" }).click();
    await expect(page.getByRole("status").filter({ hasText: "The brand was created." })).toBeVisible();
    const brandEditUrl = new URL(page.url()).pathname;
    const brandId = brandEditUrl.split("/").at(-1)!;
    await main(page).getByRole("link", { name: "Logo", exact: true }).click();
    await expect(page).toHaveURL(`/admin/brands/${brandId}/logo`);
    await main(page)
      .getByLabel("Logo", { exact: true })
      .setInputFiles(await image("logo.png", 256, 256, "#7a1f3d"));
    await main(page).getByRole("button", { name: "Upload the logo" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Logo saved." })).toBeVisible();
    const { logo_url: logoUrl } = (await apiGet(`/brands/${brandId}`)) as { logo_url: string | null };
    expect(logoUrl).toMatch(/\/uploads\/[0-9a-f]{2}\/[0-9a-f-]{36}-128\.webp$/);
    const logoPath = new URL(logoUrl!).pathname;

    // The model: until it has photos, its page shows the drawing of its body type.
    await goto("/admin/models/new");
    await form.getByLabel("Brand").selectOption({ label: brand });
    await form.getByLabel("Name").fill(model);
    await form.getByLabel("Body type").selectOption("hatchback");
    await form.getByLabel("Main energy").selectOption("petrol");
    await form.getByLabel("Launch date").fill("2026-01-15");
    await form.getByRole("button", { name: "Create the model" }).click();
    await expect(page).toHaveURL(/\/admin\/models\/\d+\?created=1$/);
    await expect(page.getByRole("status").filter({ hasText: "The model was created." })).toBeVisible();
    const editUrl = new URL(page.url()).pathname;
    const modelId = editUrl.split("/").at(-1)!;
    await main(page).getByRole("link", { name: "See the public page" }).click();
    await expect(main(page).getByRole("heading", { level: 1, name: car })).toBeVisible();
    const modelPage = new URL(page.url()).pathname;
    await expect(main(page).getByText("No version on sale").first()).toBeVisible();
    await expect(
      main(page).getByRole("img", { name: `${car}, illustration of the body style` }),
    ).toHaveAttribute("src", /^\/car-art\//);

    // Three photos: two in one upload (the second's alt text then corrected), one more, and that one moved up.
    await goto(`/admin/models/${modelId}/photos`);
    const files = main(page).getByLabel("Photos", { exact: true });
    const uploadAlt = main(page).getByLabel("Alt text for these photos");
    const upload = main(page).getByRole("button", { name: "Upload" });
    await files.setInputFiles([
      await image("front.jpg", 1600, 1000, "#b3121f"),
      await image("side.jpg", 1600, 1000, "#1f4fd8"),
    ]);
    await uploadAlt.fill(alts.front);
    await upload.click();
    await expect(page.getByRole("status").filter({ hasText: "2 photos added." })).toBeVisible();
    const gallery = main(page)
      .getByRole("region", { name: /^\d+ of 12 photos$/ })
      .getByRole("listitem");
    await expect(gallery).toHaveCount(2);
    await gallery.nth(1).getByLabel("Alt text").fill(alts.side);
    await gallery.nth(1).getByRole("button", { name: "Save alt text" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Photos saved." })).toBeVisible();
    await files.setInputFiles(await image("cabin.jpg", 1200, 900, "#2f5d46"));
    await uploadAlt.fill(alts.cabin);
    await upload.click();
    await expect(page.getByRole("status").filter({ hasText: "Photo added." })).toBeVisible();
    await main(page).getByRole("button", { name: "Move photo 3 up" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Photos saved." })).toBeVisible();
    const ordered = [alts.front, alts.cabin, alts.side];
    await expect(gallery).toHaveCount(3);
    expect(
      await gallery.getByRole("img").evaluateAll((imgs) => imgs.map((img) => img.getAttribute("alt"))),
    ).toEqual(ordered);
    const keys = await gallery
      .getByRole("img")
      .evaluateAll((imgs) =>
        imgs.map((img) => /([0-9a-f-]{36})-\d+\.webp/.exec(img.getAttribute("src")!)![1]!),
      );
    const [frontKey, cabinKey, sideKey] = keys as [string, string, string];

    // The first version, with its spec sheet and price.
    await goto(editUrl);
    await main(page).getByRole("link", { name: "Add a version" }).click();
    await expect(main(page).getByRole("heading", { level: 1, name: "New version" })).toBeVisible();
    await expect(form.getByLabel("Model", { exact: true })).toHaveValue(modelId);
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

    // The version page: its price, its spec sheet, and the model's first photo at the top.
    await main(page).getByRole("link", { name: "See the public page" }).click();
    await expect(main(page).getByRole("heading", { level: 1 })).toContainText(`${car} 1.2 GL MT`);
    const versionPage = new URL(page.url()).pathname;
    const versionId = /\/(\d+)-[^/]+$/.exec(versionPage)![1]!;
    await expect(main(page).getByText("21.900.000 RWF").first()).toBeVisible();
    await expect(main(page).getByText("4.4 l/100 km", { exact: true }).first()).toBeVisible();
    const versionHero = main(page).locator('img[fetchpriority="high"]');
    await expect(versionHero).toHaveAttribute("srcset", new RegExp(`${frontKey}-1280\\.webp 1280w`));
    await expectPhotoLoaded(versionHero);

    // The brand page: the logo, and the model's card with its first photo.
    await main(page).getByRole("link", { name: brand, exact: true }).first().click();
    await expect(main(page).getByRole("heading", { level: 1 })).toContainText(brand);
    const brandPage = new URL(page.url()).pathname;
    const logo = main(page).locator(`header img[src="${logoPath}"]`);
    await expect(logo).toHaveAttribute("width", "96");
    await expect(logo).toHaveAttribute("height", "64");
    await expectPhotoLoaded(logo);
    const card = main(page).getByRole("article").filter({ hasText: car });
    const cardPhoto = card.locator("img");
    await expect(cardPhoto).toHaveAttribute(
      "srcset",
      new RegExp(`${frontKey}-320\\.webp 320w, .*${frontKey}-1280\\.webp 1280w$`),
    );
    await expect(cardPhoto).toHaveAttribute("sizes", /\d+px/);
    await expect(cardPhoto).toHaveAttribute("width", "1280");
    await expect(cardPhoto).toHaveAttribute("height", "800");
    await expect(card.locator('source[type="image/avif"]')).toHaveAttribute(
      "srcset",
      new RegExp(`${frontKey}-320\\.avif`),
    );

    // The footer's grid, which the server keeps between pages, lists the new brand and model at once.
    const footerModels = page
      .getByRole("contentinfo")
      .getByRole("heading", { name: brand, exact: true })
      .locator("xpath=following-sibling::ul[1]");
    await expect(footerModels.getByRole("link", { name: model, exact: true })).toHaveAttribute(
      "href",
      modelPage,
    );

    // The model page: the first photo at the top (its LCP image), the two others after it, in that order.
    await card.getByRole("link", { name: car }).click();
    await expect(page).toHaveURL(modelPage);
    const hero = main(page).getByRole("img", { name: alts.front });
    await expect(hero).toHaveAttribute(
      "srcset",
      new RegExp(
        `${frontKey}-320\\.webp 320w, .*-640\\.webp 640w, .*-960\\.webp 960w, .*${frontKey}-1280\\.webp 1280w$`,
      ),
    );
    await expect(hero).toHaveAttribute("sizes", /\d+px/);
    await expect(hero).toHaveAttribute("width", "1280");
    await expect(hero).toHaveAttribute("height", "800");
    await expect(hero).toHaveAttribute("fetchpriority", "high");
    await expect(hero).not.toHaveAttribute("loading", "lazy");
    await expectPhotoLoaded(hero);
    const strip = main(page)
      .getByRole("region", { name: `More photos of the ${car}` })
      .getByRole("img");
    expect(await strip.evaluateAll((imgs) => imgs.map((img) => img.getAttribute("alt")))).toEqual([
      alts.cabin,
      alts.side,
    ]);
    await expect(strip.nth(0)).toHaveAttribute("srcset", new RegExp(`${cabinKey}-1280\\.webp 1200w$`));
    await expect(strip.nth(1)).toHaveAttribute("srcset", new RegExp(`${sideKey}-1280\\.webp 1280w`));
    for (const photo of await strip.all()) {
      await expect(photo).toHaveAttribute("width", /^\d+$/);
      await expect(photo).toHaveAttribute("height", /^\d+$/);
      await photo.scrollIntoViewIfNeeded();
      await expectPhotoLoaded(photo);
    }
    // No layout shift while the page and its photos loaded.
    expect(await layoutShift(page)).toBeLessThan(0.1);

    // The header search suggests the new model, and picking it opens its page.
    await goto(brandPage);
    const search = page.getByRole("banner").getByRole("search").getByLabel("Search brands and models");
    await search.click();
    await expect(search).toHaveAttribute("role", "combobox");
    await search.pressSequentially(car, { delay: 20 });
    await page
      .getByRole("option", { name: new RegExp(car) })
      .first()
      .click();
    await expect(page).toHaveURL(modelPage);

    // The comparator: the brand's logo in the picker, the car's photo beside a seed car's drawing. (The loan
    // term in the address keeps this visit out of the popular comparisons.)
    await goto("/comparator?versions=");
    await expect(
      main(page)
        .getByRole("link", { name: new RegExp(brand) })
        .locator(`img[src="${logoPath}"]`),
    ).toBeVisible();
    const seedVersion = (
      (await apiGet("/versions?per_page=20")) as {
        id: number;
        image_url: string | null;
        model: { id: number };
      }[]
    ).find((version) => version.model.id !== Number(modelId) && version.image_url === null)!;
    await goto(`/comparator?versions=${versionId},${seedVersion.id}&years=5`);
    const columns = main(page).locator("th[data-car]");
    await expect(columns.nth(0)).toContainText("1.2 GL MT");
    await expect(columns.nth(0)).toContainText("21.900.000 RWF");
    // The pictures sit in the strip of cars above the table.
    const pictures = page.getByTestId("compare-strip").locator(".compare-car img");
    await expect(pictures.nth(0)).toHaveAttribute("src", new RegExp(`${frontKey}-\\d+\\.webp$`));
    await expectPhotoLoaded(pictures.nth(0));
    await expect(pictures.nth(1)).toHaveAttribute("src", /^\/car-art\//);

    // The sitemap lists the three pages, the model's with its photos in order.
    const sitemap = await (await page.request.get("/sitemaps/catalogue.xml")).text();
    const origin = new URL(page.url()).origin;
    for (const path of [brandPage, modelPage, versionPage])
      expect(sitemap).toContain(`<loc>${origin}${path}</loc>`);
    const modelEntry = new RegExp(`<url><loc>${origin}${modelPage}</loc>.*?</url>`).exec(sitemap)![0];
    expect(
      [...modelEntry.matchAll(/<image:loc>[^<]*\/([0-9a-f-]{36})-\d+\.webp<\/image:loc>/g)].map((m) => m[1]),
    ).toEqual(keys);

    // The JSON API: the brand's logo, the model's photos in order, the version with its price and picture.
    const firstPhoto = new RegExp(`^${origin}/uploads/[0-9a-f]{2}/${frontKey}-960\\.webp$`);
    expect(await apiGet(`/models/${modelId}`)).toMatchObject({
      name: model,
      brand: { id: Number(brandId), name: brand },
      price_from: 21_900_000,
      image_url: expect.stringMatching(firstPhoto),
      photos: keys.map((key, index) => ({
        url: expect.stringContaining(`/${key}-`),
        width: expect.any(Number),
        height: expect.any(Number),
        alt: [alts.front, alts.cabin, alts.side][index],
      })),
    });
    expect(await apiGet(`/models?brand=${brandId}`)).toEqual([
      expect.objectContaining({ id: Number(modelId), image_url: expect.stringMatching(firstPhoto) }),
    ]);
    expect(await apiGet(`/versions/${versionId}`)).toMatchObject({
      name: "1.2 GL MT",
      price: 21_900_000,
      model: { id: Number(modelId) },
      image_url: expect.stringMatching(firstPhoto),
      specs: { power_hp: 82, fuel_consumption_l_100km: 4.4, seats: 5 },
    });

    // The version hidden: its address moves to the model's page.
    await goto(versionEditUrl);
    await form.getByLabel("Published").uncheck();
    await form.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Your changes were saved." })).toBeVisible();
    await goto(versionPage);
    await expect(page).toHaveURL(modelPage);

    // Hidden again (the model with its version, then the brand), so the public pages other tests check are
    // as the seed made them.
    await goto(editUrl);
    await form.getByLabel("Published").uncheck();
    await form.getByRole("button", { name: "Save" }).click();
    await expect(
      main(page).getByRole("region", { name: "History" }).getByRole("listitem").first(),
    ).toContainText("unpublished");
    // The model's address now says its page was taken off the site.
    expect((await page.goto(modelPage))?.status()).toBe(410);
    await expect(main(page)).toContainText("This page has been taken off the site");
    await goto(brandEditUrl);
    await form.getByLabel("Published").uncheck();
    await form.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Your changes were saved." })).toBeVisible();
    await goto("/auto-guide/new-cars");
    await expect(main(page).getByRole("link", { name: new RegExp(brand) })).toHaveCount(0);
    await expect(page.getByRole("contentinfo").getByRole("link", { name: brand })).toHaveCount(0);
  });
});

test.describe("back office versions (editors)", () => {
  test.skip(({ isMobile }) => isMobile, "one run is enough: the back office is the same on a phone");

  test("an editor changes a version's price; the version page shows the new price and its history", async ({
    page,
    goto,
    allowConsoleErrors,
    browser,
    baseURL,
  }) => {
    // The refused form (a price written with commas) answers 400, as it should.
    allowConsoleErrors(RESOURCE_400);
    // A visitor without a session has the version page from the server's page cache…
    const visitor = await (await browser.newContext({ baseURL })).newPage();
    const publicPage = "/auto-guide/new-cars/make/toyota/model/rav4/406-2-0-gx-cvt";
    await expect
      .poll(async () => (await visitor.goto(publicPage))!.headers()["x-cache"], { intervals: [100] })
      .toBe("hit");
    await expect(main(visitor).getByText("49.500.000 RWF")).toHaveCount(0);

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
    expect(versionPage).toBe(publicPage);
    // …and sees the new price at once: the change dropped the page from the cache.
    await visitor.goto(publicPage);
    await expect(main(visitor).getByText("49.500.000 RWF").first()).toBeVisible();
    await visitor.context().close();
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
      `${versionPath}/photos`,
      "/admin/news",
      "/admin/news/new",
      newsPath,
      `${newsPath}/cover`,
      "/admin/guides",
      "/admin/guides/new",
      guidePath,
      `${guidePath}/cover`,
      "/admin/deals",
      "/admin/deals/new",
      "/admin/audit",
    ]) {
      await goto(path);
      await expectNoSidewaysScroll(page, path);
    }
  });
});
