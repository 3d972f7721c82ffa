import type { Page } from "@playwright/test";
import sharp from "sharp";
import { expect, RESOURCE_400, test } from "./fixtures";
import { signInAsEditor } from "./members";

const main = (page: Page) => page.getByRole("main");

test.describe("back office dealers and banners (editors)", () => {
  test.skip(({ isMobile }) => isMobile, "one run is enough: the back office is the same on a phone");

  test("an editor adds a dealer, then edits its hours and brands; the public dealer page shows them", async ({
    page,
    goto,
    allowConsoleErrors,
  }) => {
    // The refused form (a bad phone, closing before opening) answers 400, as it should.
    allowConsoleErrors(RESOURCE_400);
    const name = `Zz Nyabihu Motors ${Date.now().toString(36)}`;
    await goto("/login");
    await signInAsEditor(page);
    await goto("/admin");
    await page
      .getByRole("navigation", { name: "Back office" })
      .getByRole("link", { name: "Dealers" })
      .click();
    await expect(page).toHaveURL("/admin/dealers");
    await main(page).getByRole("link", { name: "New dealer" }).click();
    await expect(main(page).getByRole("heading", { level: 1, name: "New dealer" })).toBeVisible();

    const form = main(page);
    await form.getByLabel("Name", { exact: true }).fill(name);
    await form.getByLabel("District").selectOption("Nyabihu");
    await form.getByLabel("Phone").fill("12345");
    await form.getByLabel("Monday: Opens", { exact: true }).fill("17:00");
    await form.getByLabel("Monday: Closes", { exact: true }).fill("08:00");
    await form.getByRole("button", { name: "Create the dealer" }).click();
    await expect(form.getByText("Give a Rwandan phone number, for example 0788 123 456.")).toBeVisible();
    await expect(form.getByText("Closing comes after opening, the same day.")).toBeVisible();
    await expect(form.getByLabel("Monday: Closes", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByLabel("Name", { exact: true })).toHaveValue(name);
    await expect(form.getByLabel("District")).toHaveValue("Nyabihu");
    await expect(form.getByLabel("Monday: Opens", { exact: true })).toHaveValue("17:00");

    await form.getByLabel("Phone").fill("0788 620 999");
    await form.getByLabel("Monday: Opens", { exact: true }).fill("08:00");
    await form.getByLabel("Monday: Closes", { exact: true }).fill("17:00");
    await form.getByRole("button", { name: "Create the dealer" }).click();
    await expect(page).toHaveURL(/\/admin\/dealers\/\d+\?created=1$/);
    await expect(page.getByRole("status").filter({ hasText: "The dealer was created." })).toBeVisible();

    // The week: Monday with a lunch break, Saturday morning, Friday closed; sells Suzuki and Kia.
    await form.getByLabel("Monday: Closes", { exact: true }).fill("12:00");
    await form.getByLabel("Monday: Opens again").fill("14:00");
    await form.getByLabel("Monday: Closes again").fill("18:00");
    await form.getByLabel("Friday: Opens", { exact: true }).fill("");
    await form.getByLabel("Friday: Closes", { exact: true }).fill("");
    await form.getByLabel("Saturday: Opens", { exact: true }).fill("09:00");
    await form.getByLabel("Saturday: Closes", { exact: true }).fill("13:00");
    const brands = form.getByRole("group", { name: "Brands it sells or services" });
    await brands.getByLabel("Suzuki", { exact: true }).check();
    await brands.getByLabel("Kia", { exact: true }).check();
    await form.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Your changes were saved." })).toBeVisible();
    const history = main(page).getByRole("region", { name: "History" });
    await expect(history.getByRole("listitem").first()).toContainText("Kia, Suzuki");

    await main(page).getByRole("link", { name: "See the public page" }).click();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    const week = main(page).locator("table");
    await expect(week.getByRole("row", { name: /Monday/ })).toContainText("08:00–12:00, 14:00–18:00");
    await expect(week.getByRole("row", { name: /Saturday/ })).toContainText("09:00–13:00");
    await expect(week.getByRole("row", { name: /Friday/ })).toContainText("Closed");
    const sold = main(page).getByRole("region", { name: "Brands sold" });
    await expect(sold.getByRole("link")).toHaveCount(2);
    await expect(sold.getByRole("link", { name: "Kia", exact: true })).toBeVisible();
    await expect(sold.getByRole("link", { name: "Suzuki", exact: true })).toBeVisible();
  });

  test("an editor creates a banner with a picture and sees its preview; a bad link and a PDF are refused by their fields", async ({
    page,
    goto,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(RESOURCE_400);
    const alt = `Zebra Cars: 0 % loans in 2030 ${Date.now().toString(36)}`;
    const picture = await sharp({ create: { width: 1200, height: 400, channels: 3, background: "#0f766e" } })
      .png()
      .toBuffer();
    await goto("/login");
    await signInAsEditor(page);
    await goto("/admin/banners");
    await main(page).getByRole("link", { name: "New banner" }).click();
    await expect(main(page).getByRole("heading", { level: 1, name: "New banner" })).toBeVisible();

    const form = main(page);
    await form.getByLabel("Placement").selectOption({ label: "News article, after the text" });
    await form.getByLabel("Picture", { exact: true }).setInputFiles({
      name: "offer.png",
      mimeType: "image/png",
      buffer: Buffer.from("%PDF-1.7 a document, not a picture"),
    });
    await form.getByLabel("Text of the picture").fill(alt);
    await form.getByLabel("Link").fill("javascript:alert(1)");
    // Scheduled in the future, so the public pages other tests check keep the demo banners.
    await form.getByLabel("Shown from").fill("2030-01-01T08:00");
    await form.getByRole("button", { name: "Create the banner" }).click();
    await expect(
      form.getByText("Give a page of the site starting with / or an https:// address."),
    ).toBeVisible();
    await expect(form.getByText(/offer\.png is not an image the site can read/)).toBeVisible();
    await expect(form.getByLabel("Text of the picture")).toHaveValue(alt);
    await expect(form.getByLabel("Link")).toHaveValue("javascript:alert(1)");

    // A picture over 10 MB is refused beside its field; what was typed after the picture comes back too.
    await form.getByLabel("Picture", { exact: true }).setInputFiles({
      name: "poster.png",
      mimeType: "image/png",
      buffer: Buffer.alloc(11 * 1024 * 1024, 1),
    });
    await form.getByRole("button", { name: "Create the banner" }).click();
    await expect(
      form.getByText("A file is larger than 10 MB and was not added: choose a smaller one."),
    ).toBeVisible();
    await expect(form.getByLabel("Placement")).toHaveValue("article-inline");
    await expect(form.getByLabel("Text of the picture")).toHaveValue(alt);
    await expect(form.getByLabel("Link")).toHaveValue("javascript:alert(1)");
    await expect(form.getByLabel("Shown from")).toHaveValue("2030-01-01T08:00");

    await form
      .getByLabel("Picture", { exact: true })
      .setInputFiles({ name: "offer.png", mimeType: "image/png", buffer: picture });
    await form.getByLabel("Link").fill("/auto-guide/current-deals");
    await form.getByRole("button", { name: "Create the banner" }).click();
    await expect(page).toHaveURL(/\/admin\/banners\/\d+\?created=1$/);
    await expect(page.getByRole("status").filter({ hasText: "The banner was created." })).toBeVisible();
    await expect(form.getByLabel("Shown from")).toHaveValue("2030-01-01T08:00");

    const preview = main(page).getByRole("region", { name: "Preview" });
    await expect(preview).toContainText("News article, after the text");
    const shown = preview.getByRole("img", { name: alt });
    await expect(shown).toBeVisible();
    await expect(shown).toHaveAttribute("src", /^\/uploads\/.+-1200\.webp$/);
    // Visible is not loaded: wait for the picture's bytes before reading its size.
    await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1200);
    await expect(preview.getByRole("complementary", { name: "Advertisement" })).toBeVisible();

    await goto("/admin/banners?status=scheduled");
    await expect(main(page).getByRole("cell", { name: alt })).toBeVisible();
  });
});
