import type { Page } from "@playwright/test";
import { expect, RESOURCE_400, test } from "./fixtures";

const MESSAGES = {
  name: "Please enter your name",
  email: "Please enter a valid email address",
  phone: "Please enter a valid phone number",
  subject: "Please choose a subject",
  message: "Please write a message of at least 10 characters",
};

function form(page: Page) {
  return {
    name: page.getByLabel("Your name"),
    email: page.getByLabel("E-mail address"),
    phone: page.getByLabel("Phone (optional)"),
    subject: page.getByLabel("Subject"),
    message: page.getByLabel("Message", { exact: true }),
    send: page.getByRole("button", { name: "Send message" }),
  };
}

/** A name unique to this run, so the confirmation cannot come from another test. */
const visitor = (label: string) => `Aline ${label} ${Math.random().toString(36).slice(2, 8)}`;

async function sendValidMessage(page: Page, name: string, email: string) {
  const fields = form(page);
  await fields.name.fill(name);
  await fields.email.fill(email);
  await fields.phone.fill("0788 123 456");
  await fields.subject.selectOption("price");
  await fields.message.fill("The price shown for the Toyota Hilux looks out of date.");
  await fields.send.click();
  const thanks = page.getByText(
    `Thank you, ${name}. Your message has been sent; we will reply to ${email}.`,
    { exact: true },
  );
  await expect(thanks).toBeVisible();
  await expect(fields.send).toBeHidden();
}

async function expectEmptySubmissionErrors(page: Page) {
  const fields = form(page);
  await fields.send.click();
  for (const field of ["name", "email", "subject", "message"] as const) {
    // Shown next to the field and tied to it, so a screen reader announces it with the field.
    await expect(fields[field]).toHaveAccessibleDescription(new RegExp(MESSAGES[field]));
    await expect(fields[field]).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText(MESSAGES[field], { exact: true })).toBeVisible();
  }
  await expect(fields.phone).not.toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText(MESSAGES.phone, { exact: true })).toHaveCount(0);
}

test.describe("contact form (SPEC §5)", () => {
  test("has labelled fields for name, e-mail, optional phone, subject and message", async ({
    page,
    goto,
  }) => {
    await goto("/contact-us");
    await expect(page.getByRole("heading", { level: 1, name: "Contact us" })).toBeVisible();
    const fields = form(page);
    await expect(fields.name).toBeVisible();
    await expect(fields.name).toHaveAttribute("type", "text");
    await expect(fields.email).toHaveAttribute("type", "email");
    await expect(fields.phone).toHaveAttribute("type", "tel");
    await expect(fields.phone).not.toHaveAttribute("required");
    await expect(fields.subject).toBeVisible();
    expect(await fields.subject.evaluate((element) => element.tagName)).toBe("SELECT");
    expect(await fields.subject.locator("option:not([disabled])").count()).toBeGreaterThanOrEqual(2);
    expect(await fields.message.evaluate((element) => element.tagName)).toBe("TEXTAREA");
    await expect(fields.send).toBeVisible();
  });

  test("an empty submission explains what each required field needs", async ({
    page,
    goto,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(RESOURCE_400);
    await goto("/contact-us");
    await expectEmptySubmissionErrors(page);
  });

  test("a bad e-mail and phone are reported and what was typed is kept", async ({
    page,
    goto,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(RESOURCE_400);
    await goto("/contact-us");
    const fields = form(page);
    await fields.name.fill("Jean Bosco");
    await fields.email.fill("jean.bosco@");
    await fields.phone.fill("12");
    await fields.subject.selectOption("dealer");
    await fields.message.fill("I would like to list my dealership on Imodoka.");
    await fields.send.click();

    await expect(fields.email).toHaveAccessibleDescription(new RegExp(MESSAGES.email));
    await expect(fields.phone).toHaveAccessibleDescription(new RegExp(MESSAGES.phone));
    await expect(page.getByText(MESSAGES.email, { exact: true })).toBeVisible();
    await expect(page.getByText(MESSAGES.phone, { exact: true })).toBeVisible();
    for (const other of [MESSAGES.name, MESSAGES.subject, MESSAGES.message]) {
      await expect(page.getByText(other, { exact: true })).toHaveCount(0);
    }
    await expect(fields.name).toHaveValue("Jean Bosco");
    await expect(fields.email).toHaveValue("jean.bosco@");
    await expect(fields.phone).toHaveValue("12");
    await expect(fields.subject).toHaveValue("dealer");
    await expect(fields.message).toHaveValue("I would like to list my dealership on Imodoka.");
  });

  test("a valid message is sent and confirmed", async ({ page, goto, expectAccessible }) => {
    await goto("/contact-us");
    await sendValidMessage(page, visitor("Js"), "aline@example.rw");
    await expectAccessible();
  });

  test("the honeypot field is invisible to people", async ({ page, goto }) => {
    await goto("/contact-us");
    const honeypot = page.locator('input[name="website"]');
    await expect(honeypot).toHaveCount(1);
    await expect(honeypot).not.toBeInViewport();
    const box = await honeypot.boundingBox();
    expect(box, "rendered off-screen").not.toBeNull();
    expect(box!.x + box!.width, "entirely left of the page").toBeLessThanOrEqual(0);
    await expect(honeypot).toHaveAttribute("tabindex", "-1");
    expect(
      await honeypot.evaluate((input) => input.closest('[aria-hidden="true"]') !== null),
      "hidden from assistive technology",
    ).toBe(true);
    // Not reachable with Tab from the message field: the next stop is the submit button.
    await form(page).message.focus();
    await page.keyboard.press("Tab");
    await expect(form(page).send).toBeFocused();
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test.skip(({ isMobile }) => isMobile, "the server-side path does not depend on the screen");

    test("a valid message is sent and confirmed", async ({ page, goto }) => {
      await goto("/contact-us");
      await sendValidMessage(page, visitor("NoJs"), "aline.nojs@example.rw");
    });

    test("an empty submission explains what each required field needs", async ({
      page,
      goto,
      allowConsoleErrors,
    }) => {
      allowConsoleErrors(RESOURCE_400);
      await goto("/contact-us");
      await expectEmptySubmissionErrors(page);
    });
  });
});
