import type { Page } from "@playwright/test";
import sharp from "sharp";
import { expect, test } from "./fixtures";
import { signInAsEditor } from "./members";

const main = (page: Page) => page.getByRole("main");

test.describe("back office guides (editors)", () => {
  test.skip(({ isMobile }) => isMobile, "one run is enough: the upload is the same on a phone");

  test("an editor gives a guide a featured image, its page shows it at the top with its sizes, then the editor removes it", async ({
    page,
    goto,
  }) => {
    const alt = `A road-tax sticker on a windscreen ${Date.now().toString(36)}`;
    const photo = await sharp({ create: { width: 1600, height: 900, channels: 3, background: "#0f766e" } })
      .jpeg()
      .toBuffer();
    await goto("/login");
    await signInAsEditor(page);
    await goto("/admin/guides?q=road+maintenance+levy");
    await main(page)
      .getByRole("link", { name: "Edit Road maintenance levy: how much and how to pay" })
      .click();
    await expect(page).toHaveURL(/\/admin\/guides\/\d+$/);
    const guidePath = (await main(page)
      .getByRole("link", { name: "See the public page" })
      .getAttribute("href"))!;
    await main(page).getByRole("link", { name: "Featured image" }).click();
    await expect(page).toHaveURL(/\/admin\/guides\/\d+\/cover$/);
    const coverPath = new URL(page.url()).pathname;
    await expect(
      main(page).getByText("No featured image: the guide's page starts with its text."),
    ).toBeVisible();

    await main(page).getByLabel("Image", { exact: true }).setInputFiles({
      name: "sticker.jpg",
      mimeType: "image/jpeg",
      buffer: photo,
    });
    await main(page).getByLabel("Alt text").fill(alt);
    await main(page).getByRole("button", { name: "Upload the image" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Featured image saved." })).toBeVisible();
    await expect(main(page).getByRole("img", { name: alt })).toBeVisible();

    await goto(guidePath);
    const cover = main(page).getByRole("img", { name: alt });
    await expect(cover).toBeVisible();
    await expect(cover).toHaveAttribute("width", "1280");
    await expect(cover).toHaveAttribute("height", "720");
    await expect(cover).toHaveAttribute("srcset", /-320\.webp 320w, .*-1280\.webp 1280w/);
    await expect(cover).toHaveAttribute("sizes", /48rem/);
    await expect(cover).toHaveAttribute("fetchpriority", "high");
    await expect(cover).not.toHaveAttribute("loading", "lazy");
    await expect(main(page).locator('picture source[type="image/avif"]')).toHaveAttribute(
      "srcset",
      /-640\.avif 640w/,
    );
    // The browser fetched a real file of the image, in the 16:9 frame it reserved.
    expect(await cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const box = (await cover.boundingBox())!;
    expect(Math.abs(box.width / box.height - 16 / 9)).toBeLessThan(0.01);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /-960\.webp$/);

    // Removed again, so the guide's page is as the seed made it.
    await goto(coverPath);
    await main(page).getByRole("button", { name: "Remove the image" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Featured image removed." })).toBeVisible();
    await expect(
      main(page).getByText("No featured image: the guide's page starts with its text."),
    ).toBeVisible();
    await goto(guidePath);
    await expect(main(page).getByRole("heading", { level: 1 })).toBeVisible();
    await expect(main(page).locator("article picture, article img")).toHaveCount(0);
    await expect(page.locator('meta[property="og:image"]')).toHaveCount(0);
  });
});
