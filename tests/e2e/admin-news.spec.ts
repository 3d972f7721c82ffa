import type { Locator, Page } from "@playwright/test";
import { expect, RESOURCE_400, test } from "./fixtures";
import { signInAsEditor } from "./members";

const main = (page: Page) => page.getByRole("main");

/** A moment as the form takes it: Kigali time (UTC+2, no daylight saving), to the second. */
const kigaliInput = (moment: Date) =>
  new Date(moment.getTime() + 2 * 60 * 60 * 1000).toISOString().slice(0, 19);

/** Types into a date-and-time field as into a text box, so that a malformed value reaches the server. */
async function typeAsText(field: Locator, value: string) {
  await field.evaluate((input: HTMLInputElement) => {
    input.type = "text";
  });
  await field.fill(value);
}

test.describe("back office news (editors)", () => {
  test.skip(({ isMobile }) => isMobile, "one run is enough: the back office is the same on a phone");

  test("an editor writes an article, previews it without JavaScript, schedules it; it appears at its time", async ({
    page,
    browser,
    goto,
  }) => {
    test.setTimeout(150_000);
    const title = `Kigali opens fast chargers ${Date.now().toString(36)}`;
    await goto("/login");
    await signInAsEditor(page);
    await goto("/admin");
    await page
      .getByRole("navigation", { name: "Back office" })
      .getByRole("link", { name: "News", exact: true })
      .click();
    await expect(page).toHaveURL("/admin/news");
    await main(page).getByRole("link", { name: "New article" }).click();
    await expect(main(page).getByRole("heading", { level: 1, name: "New news article" })).toBeVisible();

    const form = main(page);
    await form.getByLabel("Title").fill(title);
    await form.getByLabel("Main category").selectOption({ label: "Electric mobility" });
    await form.getByLabel("Summary").fill("Four 120 kW chargers on the airport road.");
    await form.getByLabel("Text (Markdown)").fill("## Where\n\nOn the **airport road**, open day and night.");
    await expect(form.getByLabel("Status")).toHaveValue("draft");
    await form.getByRole("button", { name: "Create the article" }).click();
    await expect(page).toHaveURL(/\/admin\/news\/\d+\?created=1$/);
    await expect(page.getByRole("status").filter({ hasText: "The article was created." })).toBeVisible();
    const editPath = new URL(page.url()).pathname;

    // The preview works without JavaScript: the form goes to the server and comes back with the text drawn.
    const noScript = await browser.newContext({
      javaScriptEnabled: false,
      baseURL: new URL(page.url()).origin,
      storageState: await page.context().storageState(),
    });
    try {
      const plain = await noScript.newPage();
      await plain.goto(editPath);
      const body = main(plain).getByLabel("Text (Markdown)");
      await body.fill("## Where\n\nOn the **airport road**.\n\n- Open day and night\n- 120 kW");
      await main(plain).getByLabel("Summary").fill("Changed, not saved.");
      await main(plain).getByRole("button", { name: "Preview" }).click();
      const preview = main(plain).getByRole("region", { name: "Preview" });
      await expect(preview.getByRole("heading", { level: 2, name: "Where" })).toBeVisible();
      await expect(preview.locator("strong")).toHaveText("airport road");
      await expect(preview.getByRole("listitem")).toHaveCount(2);
      await expect(body).toHaveValue(/- 120 kW/);
      await expect(main(plain).getByLabel("Summary")).toHaveValue("Changed, not saved.");
      // Nothing was saved.
      await plain.goto(editPath);
      await expect(main(plain).getByLabel("Summary")).toHaveValue(
        "Four 120 kW chargers on the airport road.",
      );
    } finally {
      await noScript.close();
    }

    // Scheduled a little ahead, in Kigali time: not public until then.
    await goto(editPath);
    const at = new Date(Date.now() + 25_000);
    await form.getByLabel("Status").selectOption("scheduled");
    await typeAsText(form.getByLabel("Publication time (Kigali)"), kigaliInput(at));
    await form.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Your changes were saved." })).toBeVisible();
    await expect(form.getByLabel("Status")).toHaveValue("scheduled");

    const read = async (path: string) => (await page.request.get(path)).text();
    const slug = title.toLowerCase().replace(/ /g, "-");
    const id = /\/admin\/news\/(\d+)/.exec(editPath)![1];
    expect(await read("/auto-news/all-news")).not.toContain(title);
    expect(await read("/atom.xml")).not.toContain(title);
    expect(await read("/sitemaps/news.xml")).not.toContain(`${id}-${slug}`);
    expect((await page.request.get(`/auto-news/electric-mobility/${id}-${slug}`)).status()).toBe(404);

    // Its time comes: it appears by itself in the news list, the feed and the sitemap.
    await expect.poll(() => read("/atom.xml"), { timeout: 60_000, intervals: [2_000] }).toContain(title);
    expect(await read("/sitemaps/news.xml")).toContain(`${id}-${slug}`);
    await goto("/auto-news/all-news");
    await expect(main(page).getByRole("link", { name: title }).first()).toBeVisible();

    // Back to a draft, so the public lists other tests read are as the seed made them.
    await goto(editPath);
    await form.getByLabel("Status").selectOption("draft");
    await form.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Your changes were saved." })).toBeVisible();
    expect(await read("/atom.xml")).not.toContain(title);
  });

  test("bad input is worded beside each field with what was typed kept, a PDF is no featured image", async ({
    page,
    browser,
    goto,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(RESOURCE_400);
    await goto("/login");
    await signInAsEditor(page);
    // Sent as a browser without JavaScript sends it, so that a malformed time (which the date-and-time field
    // never lets a person type) reaches the server as typed.
    const noScript = await browser.newContext({
      javaScriptEnabled: false,
      baseURL: new URL(page.url()).origin,
      storageState: await page.context().storageState(),
    });
    try {
      const plain = await noScript.newPage();
      await plain.goto("/admin/news/new");
      const form = main(plain);
      await form.getByLabel("Summary").fill("x".repeat(401));
      await form.getByLabel("Text (Markdown)").fill("Kept *as typed*.");
      await form.getByLabel("Status").selectOption("scheduled");
      await typeAsText(form.getByLabel("Publication time (Kigali)"), "next tuesday");
      await form.getByRole("button", { name: "Create the article" }).click();
      await expect(form.getByText("Check the fields marked below.")).toBeVisible();
      await expect(form.getByText("Give the article's title.")).toBeVisible();
      await expect(form.getByText("At most 400 characters.")).toBeVisible();
      await expect(form.getByText("Choose one of the categories.")).toBeVisible();
      await expect(
        form.getByText("Write the time as a day and an hour, for example 2026-12-01 09:30."),
      ).toBeVisible();
      await expect(form.getByLabel("Text (Markdown)")).toHaveValue("Kept *as typed*.");
      await expect(form.getByLabel("Summary")).toHaveValue("x".repeat(401));
      await expect(form.getByLabel("Status")).toHaveValue("scheduled");
      await expect(form.getByLabel("Title")).toHaveAttribute("aria-invalid", "true");
    } finally {
      await noScript.close();
    }

    // A featured image: a PDF renamed .jpg is refused beside the file field, the alt text kept.
    await goto("/admin/news?sort=newest");
    await main(page)
      .getByRole("link", { name: /^Edit / })
      .first()
      .click();
    await main(page).getByRole("link", { name: "Featured image" }).click();
    await expect(page).toHaveURL(/\/admin\/news\/\d+\/cover$/);
    await main(page)
      .getByLabel("Image", { exact: true })
      .setInputFiles({
        name: "cover.jpg",
        mimeType: "image/jpeg",
        buffer: Buffer.from("%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n"),
      });
    await main(page).getByLabel("Alt text").fill("A charger at night");
    await main(page).getByRole("button", { name: "Upload the image" }).click();
    await expect(
      main(page)
        .getByText(/cover\.jpg is not/)
        .first(),
    ).toBeVisible();
    await expect(main(page).getByLabel("Alt text")).toHaveValue("A charger at night");
  });
});
