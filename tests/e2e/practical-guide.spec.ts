import { expect, RESOURCE_404, test } from "./fixtures";

const SECTIONS = [
  "Road tax",
  "Driving licence",
  "Vehicle financing",
  "Vehicle insurance",
  "Vehicle inspection",
  "Vehicle registration",
];

test.describe("practical guide", () => {
  test("home lists the six sections with their guides, and the latest guides", async ({ page, goto }) => {
    await goto("/practical-guide");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Practical guide");
    const sections = page.getByRole("main").getByRole("heading", { level: 2 });
    for (const title of SECTIONS) await expect(sections.filter({ hasText: title })).toHaveCount(1);
    for (const count of await page.getByText(/^\d+ guides$/).allTextContents()) {
      expect(Number(count.split(" ")[0])).toBeGreaterThanOrEqual(3);
    }
    await expect(page.getByRole("region", { name: "Latest guides" }).getByRole("article")).toHaveCount(6);
  });

  test("section → guide: the article, its sources, the date its facts were recorded and its JSON-LD", async ({
    page,
    goto,
  }) => {
    await goto("/practical-guide");
    await page.getByRole("link", { name: "Vehicle inspection", exact: true }).click();
    await expect(page).toHaveURL("/practical-guide/vehicle-inspection");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Vehicle inspection");
    const guides = page.getByRole("main").getByRole("article");
    expect(await guides.count()).toBeGreaterThanOrEqual(3);
    const first = guides.first().getByRole("link");
    const title = (await first.textContent())!.trim();
    await first.click();
    await expect(page).toHaveURL(/^.*\/practical-guide\/vehicle-inspection\/[a-z0-9-]+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page.getByText(/^Facts recorded on \d{1,2} \w+ \d{4}$/)).toBeVisible();
    await expect(page.getByRole("region", { name: "Sources" }).getByRole("listitem").first()).toBeVisible();
    await expect(page.locator(".prose-page h2").first()).toBeVisible();
    await expect(page.locator(".prose-page script, .prose-page [onclick], .prose-page img")).toHaveCount(0);
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!) as {
      "@graph": { "@type": string; headline?: string }[];
    };
    expect(jsonLd["@graph"][0]).toMatchObject({ "@type": "Article", headline: title });
    await expect(page.getByRole("complementary").getByRole("link").first()).toBeVisible();
  });

  test("an unknown section or guide is a 404; the French section path redirects", async ({
    page,
    goto,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(RESOURCE_404);
    expect((await goto("/practical-guide/flying-cars", { expectStatus: 404 })).status()).toBe(404);
    expect((await goto("/practical-guide/road-tax/no-such-guide", { expectStatus: 404 })).status()).toBe(404);
    await goto("/guide-pratique/vignette");
    await expect(page).toHaveURL("/practical-guide/road-tax");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Road tax");
  });
});
