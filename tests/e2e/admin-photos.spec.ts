import type { Page } from "@playwright/test";
import sharp from "sharp";
import { expect, test } from "./fixtures";
import { signInAsEditor } from "./members";

const main = (page: Page) => page.getByRole("main");

/** A photo as a camera would send it: 1600 × 1000, stored at 1280 × 800 at most. */
const cameraPhoto = () =>
  sharp({ create: { width: 1600, height: 1000, channels: 3, background: "#1f4fd8" } })
    .jpeg()
    .toBuffer();

/** Uploads one camera photo with its alt text on a gallery page, and sees it in the gallery. */
async function uploadPhoto(page: Page, name: string, alt: string) {
  await main(page)
    .getByLabel("Photos", { exact: true })
    .setInputFiles({ name, mimeType: "image/jpeg", buffer: await cameraPhoto() });
  await main(page).getByLabel("Alt text for these photos").fill(alt);
  await main(page).getByRole("button", { name: "Upload" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Photo added." })).toBeVisible();
  await expect(main(page).getByRole("img", { name: alt })).toBeVisible();
}

/** The public page's hero is the uploaded photo, in its sizes, loaded first and fetched for real. */
async function expectHeroPhoto(page: Page, alt: string) {
  const hero = main(page).getByRole("img", { name: alt });
  await expect(hero).toBeVisible();
  await expect(hero).toHaveAttribute("width", "1280");
  await expect(hero).toHaveAttribute("height", "800");
  await expect(hero).toHaveAttribute("srcset", /-1280\.webp 1280w/);
  await expect(hero).toHaveAttribute("sizes", /.+/);
  await expect(hero).toHaveAttribute("fetchpriority", "high");
  await expect(hero).not.toHaveAttribute("loading", "lazy");
  await expect(main(page).locator('picture source[type="image/avif"]').first()).toHaveAttribute(
    "srcset",
    /-640\.avif 640w/,
  );
  expect(await hero.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
}

/** Removes the photo again, so the public pages other tests check are as the seed made them. */
async function deletePhoto(
  page: Page,
  goto: (path: string) => Promise<unknown>,
  gallery: string,
  publicPage: string,
  alt: string,
) {
  await goto(gallery);
  await main(page).getByRole("button", { name: "Delete photo 1" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Photos saved." })).toBeVisible();
  await expect(main(page).getByText("No photos yet")).toBeVisible();
  await goto(publicPage);
  await expect(main(page).getByRole("img", { name: alt })).toHaveCount(0);
}

test.describe("back office photos (editors)", () => {
  test.skip(({ isMobile }) => isMobile, "one run is enough: the upload is the same on a phone");

  test("an editor adds a photo to a model, the public page shows it with its sizes, then the editor deletes it", async ({
    page,
    goto,
  }) => {
    const alt = `Blue RAV4, front three-quarter view ${Date.now().toString(36)}`;
    await goto("/login");
    await signInAsEditor(page);
    await goto("/admin/models?q=RAV4");
    await main(page).getByRole("link", { name: "Edit Toyota RAV4" }).first().click();
    await expect(main(page).getByRole("heading", { level: 1, name: /RAV4/ })).toBeVisible();
    await main(page).getByRole("link", { name: "Photos", exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/models\/\d+\/photos$/);
    const modelId = /\/admin\/models\/(\d+)\//.exec(page.url())![1];
    await expect(
      main(page).getByRole("heading", { level: 1, name: "Photos of the Toyota RAV4" }),
    ).toBeVisible();

    await uploadPhoto(page, "rav4.jpg", alt);

    await goto(`/auto-guide/new-cars/make/toyota/model/${modelId}-rav4`);
    await expectHeroPhoto(page, alt);
    await deletePhoto(
      page,
      goto,
      `/admin/models/${modelId}/photos`,
      `/auto-guide/new-cars/make/toyota/model/${modelId}-rav4`,
      alt,
    );
  });

  test("an editor adds a photo to a version, the version's public page shows it with its sizes, then the editor deletes it", async ({
    page,
    goto,
  }) => {
    const alt = `RAV4 GX, cabin ${Date.now().toString(36)}`;
    await goto("/login");
    await signInAsEditor(page);
    await goto("/admin/versions?q=GX+CVT");
    await main(page).getByRole("link", { name: "Edit Toyota RAV4 2.0 GX CVT" }).click();
    await expect(main(page).getByRole("heading", { level: 1, name: "Edit 2.0 GX CVT" })).toBeVisible();
    await main(page).getByRole("link", { name: "Photos", exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/versions\/\d+\/photos$/);
    const photosPage = new URL(page.url()).pathname;
    await expect(
      main(page).getByRole("heading", { level: 1, name: "Photos of the Toyota RAV4 2.0 GX CVT" }),
    ).toBeVisible();
    await expect(
      main(page).getByText("No photos yet: the version's page shows the model's photos"),
    ).toBeVisible();

    await uploadPhoto(page, "rav4-gx.jpg", alt);

    await main(page).getByRole("link", { name: "Back to the Toyota RAV4 2.0 GX CVT" }).click();
    await main(page).getByRole("link", { name: "See the public page" }).click();
    await expect(main(page).getByRole("heading", { level: 1, name: /RAV4 2\.0 GX CVT/ })).toBeVisible();
    const versionPage = new URL(page.url()).pathname;
    await expectHeroPhoto(page, alt);
    await deletePhoto(page, goto, photosPage, versionPage, alt);
  });
});
