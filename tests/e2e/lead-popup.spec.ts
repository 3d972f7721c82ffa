import type { Locator, Page } from "@playwright/test";
import { expect, RESOURCE_400, test } from "./fixtures";
import { waitForMail } from "./mailbox";
import { hydratedElement } from "./members";

const SALES = "sales@imodoka.rw";
const TITLE = "We help you find your vehicle";

/** The floating button, once it can open the popup (it hydrates just after the page). */
async function openPopup(page: Page): Promise<Locator> {
  const button = page.getByRole("link", { name: TITLE });
  await hydratedElement(button);
  await button.click();
  const dialog = page.getByRole("dialog", { name: TITLE });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Whether the mouse wheel scrolls the document (SPEC §2.3: not while the popup is open). */
async function scrollable(page: Page) {
  const before = await page.evaluate(() => window.scrollY);
  const { width, height } = page.viewportSize()!;
  await page.mouse.move(width / 2, height - 10);
  await page.mouse.wheel(0, 300);
  // Give a scroll the time to happen before deciding it did not.
  await page.waitForTimeout(300);
  const after = await page.evaluate(() => window.scrollY);
  await page.evaluate((y) => window.scrollTo(0, y), before);
  return after !== before;
}

const stepTitle = (dialog: Locator, title: string) =>
  dialog.getByRole("heading", { name: title, exact: true });

test.describe("lead-magnet popup (SPEC §2.10, §4)", () => {
  test("walks the three steps in order, locks the page's scroll, and resets to step 0 when hidden", async ({
    page,
    goto,
    expectAccessible,
  }) => {
    // A page without "Get a price" links, where phones show the floating button too.
    await goto("/practical-guide");
    const button = page.getByRole("link", { name: TITLE });
    await expect(button).toHaveAttribute("href", "/find-my-car");
    const box = (await button.boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(box.width).toBeGreaterThanOrEqual(44);
    expect(box.x + box.width).toBeGreaterThan(viewport.width - 40);
    expect(box.y + box.height).toBeGreaterThan(viewport.height - 40);
    expect(await scrollable(page)).toBe(true);

    const dialog = await openPopup(page);
    expect(await scrollable(page)).toBe(false);
    await expect(stepTitle(dialog, "JE CHERCHE UNE VOITURE")).toBeVisible();
    await expect(dialog.getByText("Step 1 of 3")).toBeVisible();
    await expectAccessible();

    // An answer is needed before moving on.
    await dialog.getByRole("button", { name: "Next" }).click();
    await expect(dialog.getByText("Please choose one of the answers")).toBeVisible();
    await dialog.getByLabel("A used car").check();
    await dialog.getByRole("button", { name: "Next" }).click();
    await expect(stepTitle(dialog, "MODE DE PAIEMENT")).toBeVisible();
    await expect(dialog.getByText("Step 2 of 3")).toBeVisible();
    await dialog.getByLabel("Leasing").check();
    await dialog.getByRole("button", { name: "Next" }).click();
    await expect(stepTitle(dialog, "MARQUE ET BUDGET")).toBeVisible();
    await expect(dialog.getByRole("checkbox", { name: "Toyota" })).toBeVisible();
    await expectAccessible();

    // Back keeps the answers.
    await dialog.getByRole("button", { name: "Back" }).click();
    await expect(dialog.getByLabel("Leasing")).toBeChecked();

    // Hidden (Escape), then shown again: step 0, focus back on the button, scroll free again.
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
    expect(await scrollable(page)).toBe(true);
    await button.click();
    await expect(stepTitle(dialog, "JE CHERCHE UNE VOITURE")).toBeVisible();
    await expect(dialog.getByText("Step 1 of 3")).toBeVisible();
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
  });

  test("keeps focus inside while open, both ways", async ({ page, goto }) => {
    await goto("/");
    const dialog = await openPopup(page);
    const inside = () => dialog.evaluate((node) => node.contains(document.activeElement));
    for (const key of ["Tab", "Shift+Tab"])
      for (let i = 0; i < 10; i++) {
        await page.keyboard.press(key);
        expect(await inside()).toBe(true);
      }
  });

  test("shows messages by the contact fields and keeps the values, then stores and mails the request", async ({
    page,
    goto,
    allowConsoleErrors,
  }, testInfo) => {
    allowConsoleErrors(RESOURCE_400);
    await goto("/practical-guide");
    const dialog = await openPopup(page);
    await dialog.getByLabel("New or used").check();
    await dialog.getByRole("button", { name: "Next" }).click();
    await dialog.getByLabel("Bank loan").check();
    await dialog.getByRole("button", { name: "Next" }).click();
    await dialog.getByRole("checkbox", { name: "Toyota" }).check();
    await dialog.getByRole("checkbox", { name: "Suzuki" }).check();
    await dialog.getByLabel("From").fill("12.000.000");
    await dialog.getByLabel("Up to").fill("25.000.000");
    await dialog.getByRole("button", { name: "Next" }).click();
    await expect(stepTitle(dialog, "YOUR CONTACT DETAILS")).toBeVisible();
    await expect(dialog.getByText("All 3 steps done: last, how to reach you")).toBeVisible();
    // Moving on to the last step sends nothing yet: no message before the visitor has typed.
    await expect(dialog.locator(".field-error")).toHaveCount(0);

    const name = `Aline ${testInfo.project.name}`;
    await dialog.getByLabel("Your name").fill(name);
    await dialog.getByLabel("Mobile number").fill("12345");
    await dialog.getByLabel("E-mail address (optional)").fill("aline@");
    await dialog.getByRole("button", { name: "Send my request" }).click();
    await expect(dialog.getByText("Enter a Rwandan mobile number, e.g. 0788 123 456")).toBeVisible();
    await expect(dialog.getByText("Please enter a valid email address")).toBeVisible();
    await expect(dialog.getByText("Choose your district", { exact: true }).last()).toBeVisible();
    await expect(dialog.getByText("Please agree so that we may contact you")).toBeVisible();
    await expect(dialog.getByLabel("Your name")).toHaveValue(name);
    await expect(dialog.getByLabel("Mobile number")).toHaveValue("12345");
    await expect(dialog.getByLabel("Mobile number")).toHaveAttribute("aria-invalid", "true");

    // The earlier steps kept their answers too.
    await dialog.getByRole("button", { name: "Back" }).click();
    await expect(dialog.getByLabel("Up to")).toHaveValue("25.000.000");
    await expect(dialog.getByRole("checkbox", { name: "Suzuki" })).toBeChecked();
    await dialog.getByRole("button", { name: "Next" }).click();

    await dialog.getByLabel("Mobile number").fill("0788 123 456");
    await dialog.getByLabel("E-mail address (optional)").fill("");
    await dialog.getByLabel("District").selectOption("Musanze");
    await dialog.getByRole("checkbox", { name: /I agree/ }).check();
    await dialog.getByRole("button", { name: "Send my request" }).click();
    await expect(dialog.getByRole("heading", { name: `Thank you, ${name}!` })).toBeVisible();

    const mail = await waitForMail(SALES, `New car request from ${name} (Musanze)`);
    expect(mail.text).toMatch(/Request number: #\d+/);
    expect(mail.text).toContain("Looking for: New or used");
    expect(mail.text).toContain("Payment: Bank loan");
    expect(mail.text).toContain("Brands: Suzuki, Toyota");
    expect(mail.text).toContain("Budget: 12.000.000 – 25.000.000 RWF");
    expect(mail.text).toContain("Phone: +250788123456");
    expect(mail.text).toContain("E-mail: —");
  });
});

test.describe("/find-my-car without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("asks every step on one page, keeps what was typed on an error, then sends", async ({
    page,
    goto,
    allowConsoleErrors,
  }, testInfo) => {
    allowConsoleErrors(RESOURCE_400);
    await goto("/find-my-car");
    await expect(page.getByRole("heading", { level: 1, name: TITLE })).toBeVisible();
    await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText([
      "JE CHERCHE UNE VOITURE",
      "MODE DE PAIEMENT",
      "MARQUE ET BUDGET",
      "YOUR CONTACT DETAILS",
    ]);
    await expect(page.getByRole("link", { name: TITLE })).toHaveCount(0);

    const name = `Jean ${testInfo.project.name}`;
    await page.getByLabel("A new car").check();
    await page.getByLabel("Cash").check();
    await page.getByLabel("Up to").fill("lots");
    await page.getByLabel("Your name").fill(name);
    await page.getByLabel("Mobile number").fill("0722 123 456");
    await page.getByRole("button", { name: "Send my request" }).click();
    await expect(page.getByText("Enter an amount in RWF, e.g. 15.000.000")).toBeVisible();
    await expect(page.getByLabel("Your name")).toHaveValue(name);
    await expect(page.getByLabel("A new car")).toBeChecked();
    await expect(page.getByLabel("Up to")).toHaveValue("lots");

    await page.getByLabel("Up to").fill("20.000.000 RWF");
    await page.getByLabel("District").selectOption("Huye");
    await page.getByRole("checkbox", { name: /I agree/ }).check();
    await page.getByRole("button", { name: "Send my request" }).click();
    await expect(page.getByText(`Thank you, ${name}!`)).toBeVisible();
    const mail = await waitForMail(SALES, `New car request from ${name} (Huye)`);
    expect(mail.text).toContain("Budget: ≤ 20.000.000 RWF");
    expect(mail.text).toContain("Account: Not signed in");
  });
});
