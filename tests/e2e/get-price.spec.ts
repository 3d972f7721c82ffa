import type { Locator, Page } from "@playwright/test";
import { expect, RESOURCE_400, test } from "./fixtures";
import { waitForMail } from "./mailbox";
import { hydratedElement } from "./members";

const SALES = "sales@imodoka.rw";
const TITLE = "We help you find your vehicle";

/** Opens the RAV4's page from its brand's page (ids differ from one database to another). */
async function rav4(page: Page, goto: (path: string) => Promise<unknown>) {
  await goto("/auto-guide/new-cars/make/toyota/4");
  const href = await page.locator('a[href*="-rav4"]').first().getAttribute("href");
  await goto(href!);
  await expect(page.getByRole("heading", { level: 1, name: "Toyota RAV4" })).toBeVisible();
}

/** The element a tap at the centre of `target` reaches is `target` (or inside it): nothing covers it. */
const uncovered = (target: Locator) =>
  target.evaluate((node) => {
    const box = node.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return hit !== null && node.contains(hit);
  });

test.describe("Get a price from a dealer", () => {
  test("sits by the model's price in the first screen and opens the request about that car, in three steps", async ({
    page,
    goto,
    expectAccessible,
    allowConsoleErrors,
  }, testInfo) => {
    allowConsoleErrors(RESOURCE_400);
    await rav4(page, goto);
    const cta = page.getByRole("link", { name: "Get a price from a dealer" });
    const monthly = page.getByText(/^from [\d.]+ RWF\/month$/);
    await expect(monthly).toBeVisible();
    await expect(
      page.getByRole("link", { name: "with 30 % down, 15 % a year over 5 years" }),
    ).toHaveAttribute("href", /^\/practical-guide\/vehicle-financing\?price=\d+$/);
    // In the first screen, just under the price.
    const viewport = page.viewportSize()!;
    const ctaBox = (await cta.boundingBox())!;
    expect(ctaBox.y + ctaBox.height).toBeLessThanOrEqual(viewport.height);
    const priceBox = (await page.getByText(/^48\.000\.000 to 60\.000\.000 RWF$/).boundingBox())!;
    expect(ctaBox.y - (priceBox.y + priceBox.height)).toBeLessThan(160);
    // Without JavaScript it is a link to the request form about this car.
    await expect(cta).toHaveAttribute("href", /^\/find-my-car\?model=\d+&page=%2Fauto-guide%2F/);

    await hydratedElement(page.locator("a.lead-button"));
    await cta.click();
    const dialog = page.getByRole("dialog", { name: TITLE });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText("Step 1 of 3")).toBeVisible();
    await expect(dialog.getByRole("heading", { name: "JE CHERCHE UNE VOITURE" })).toBeVisible();
    await expect(dialog.getByText("Toyota RAV4", { exact: true }).first()).toBeVisible();
    // Neither new or used nor the brand is asked.
    await expect(dialog.getByRole("radio")).toHaveCount(0);
    await expectAccessible();
    await dialog.getByRole("button", { name: "Next" }).click();
    await expect(dialog.getByText("Step 2 of 3")).toBeVisible();
    await dialog.getByLabel("Bank loan").check();
    await dialog.getByRole("button", { name: "Next" }).click();
    await expect(dialog.getByText("Step 3 of 3")).toBeVisible();
    await expect(dialog.getByRole("heading", { name: "MARQUE ET BUDGET" })).toBeVisible();
    await expect(dialog.getByRole("checkbox")).toHaveCount(0);
    await dialog.getByLabel("Up to").fill("50.000.000");
    await dialog.getByRole("button", { name: "Next" }).click();
    await expect(dialog.getByText("All 3 steps done: last, how to reach you")).toBeVisible();
    await expect(dialog.getByText(/of 4/)).toHaveCount(0);

    const name = `Claude ${testInfo.project.name}`;
    await dialog.getByLabel("Your name").fill(name);
    await dialog.getByLabel("Mobile number").fill("0788 555 111");
    await dialog.getByLabel("District").selectOption("Gasabo");
    await dialog.getByRole("checkbox", { name: /sent to Toyota's dealers/ }).check();
    await dialog.getByRole("button", { name: "Send my request" }).click();
    await expect(dialog.getByRole("heading", { name: `Thank you, ${name}!` })).toBeVisible();

    const subject = `Price request: Toyota RAV4, from ${name} (Gasabo)`;
    for (const to of [SALES, "sales@toyota-rwanda.example"]) {
      const mail = await waitForMail(to, subject);
      expect(mail.text).toContain("Car: Toyota RAV4");
      expect(mail.text).toMatch(/Sent from: \S+\/auto-guide\/new-cars\/make\/toyota\/model\/\d+-rav4/);
      expect(mail.text).toContain("Brands: Toyota");
    }
  });

  test("on a deal card, beside the dealer's page and call", async ({ page, goto }) => {
    await goto("/auto-guide/current-deals");
    const card = page.locator("article").filter({ hasText: "RAV4 Hybrid: 5 % off" });
    await expect(card.getByRole("link", { name: "Offered by Toyota Rwanda" })).toHaveAttribute(
      "href",
      /^\/dealerships\/\d+-toyota-rwanda$/,
    );
    await expect(card.getByRole("link", { name: "Call Toyota Rwanda" })).toHaveAttribute(
      "href",
      /^tel:\+250/,
    );
    await expect(card.getByRole("link", { name: "Get a price" })).toBeVisible();
    await expect(card.getByRole("button", { name: /Compare/ })).toBeVisible();
    // The hybrid deal is on the hybrid alone.
    await expect(card.getByText("2.5 Hybrid VX AWD", { exact: true })).toBeVisible();
    // Phones: at least two cards in a screen.
    const viewport = page.viewportSize()!;
    if (viewport.width < 640) expect((await card.boundingBox())!.height).toBeLessThan(viewport.height / 2);
  });
});

test.describe("the floating lead button", () => {
  test("is labelled, steps aside while scrolling down and comes back on the way up", async ({
    page,
    goto,
  }) => {
    await goto("/practical-guide");
    const button = page.getByRole("link", { name: TITLE });
    await expect(button).toHaveText("Find your vehicle");
    await hydratedElement(button);
    expect(await uncovered(button)).toBe(true);
    await page.mouse.move(10, 300);
    await page.mouse.wheel(0, 900);
    await expect(button).toHaveAttribute("data-away", "true");
    await expect.poll(() => uncovered(button)).toBe(false);
    await page.mouse.wheel(0, -300);
    await expect(button).not.toHaveAttribute("data-away");
    await expect.poll(() => uncovered(button)).toBe(true);
  });

  test("never covers a deal's Compare button after scrolling down", async ({ page, goto }) => {
    await goto("/auto-guide/current-deals");
    await hydratedElement(page.locator("a.lead-button"));
    await page.mouse.move(10, 300);
    for (let i = 0; i < 4; i++) await page.mouse.wheel(0, 400);
    await page.waitForTimeout(400);
    const { width, height } = page.viewportSize()!;
    let checked = 0;
    for (const button of await page.getByRole("button", { name: /Compare/ }).all()) {
      const box = await button.boundingBox();
      if (!box || box.y < 0 || box.y + box.height > height || box.x + box.width > width) continue;
      expect(await uncovered(button)).toBe(true);
      checked++;
    }
    expect(checked).toBeGreaterThan(0);
  });
});
