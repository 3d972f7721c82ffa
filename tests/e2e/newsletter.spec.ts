import { expect, RESOURCE_400, SERVER_FLOW, test } from "./fixtures";
import { linkIn, mailCount, waitForMail } from "./mailbox";
import { newAddress } from "./members";

const CONFIRM = "Confirm your Imodoka newsletter subscription";

test.describe("newsletter Subscribe dialog (SPEC §2.4, §2.8)", () => {
  test.skip(({ isMobile }) => isMobile, "Subscribe is in the top bar on wide screens only");

  test("opens from the top bar, closes with Escape and gives focus back", async ({
    page,
    goto,
    expectAccessible,
  }) => {
    await goto("/");
    const subscribe = page.getByRole("link", { name: "Subscribe" });
    await expect(subscribe).toHaveAttribute("href", "/newsletter");
    await subscribe.click();
    const dialog = page.getByRole("dialog", { name: "The Imodoka newsletter" });
    await expect(dialog).toBeVisible();
    await expect(
      dialog.getByText("By entering your e-mail address you accept our terms of use and privacy policy."),
    ).toBeVisible();
    await expect(dialog.getByRole("link", { name: "privacy policy" })).toHaveAttribute(
      "href",
      "/privacy-policy-and-legal-notice",
    );
    await expect(dialog.getByLabel("E-mail address")).toBeFocused();
    await expectAccessible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(subscribe).toBeFocused();
  });

  test("shows the message by the field and keeps the address, then confirms a valid one", async ({
    page,
    goto,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(RESOURCE_400);
    await goto("/contact-us");
    await page.getByRole("link", { name: "Subscribe" }).click();
    const dialog = page.getByRole("dialog", { name: "The Imodoka newsletter" });
    const email = dialog.getByLabel("E-mail address");
    await email.fill("aline@");
    await dialog.getByRole("button", { name: "Subscribe" }).click();
    await expect(dialog.getByText("Please enter a valid email address")).toBeVisible();
    await expect(email).toHaveValue("aline@");
    await expect(email).toHaveAttribute("aria-invalid", "true");

    await email.fill("aline.e2e@example.rw");
    await dialog.getByRole("button", { name: "Subscribe" }).click();
    await expect(
      dialog.getByText(
        "Check your inbox: we sent a confirmation link to aline.e2e@example.rw. Your subscription starts when you click it.",
      ),
    ).toBeVisible();
    await expect(page).toHaveURL("/contact-us");
  });
});

test.describe("newsletter page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test.skip(({ isMobile }) => isMobile, "one size is enough for the plain form");

  test("subscribes through the plain form", async ({ page, goto }) => {
    await goto("/newsletter");
    await page.getByLabel("E-mail address").fill("jean.e2e@example.rw");
    await page.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByText("we sent a confirmation link to jean.e2e@example.rw")).toBeVisible();
  });
});

test.describe("newsletter double opt-in (SPEC §2.8)", () => {
  test.skip(({ isMobile }) => isMobile, SERVER_FLOW);
  test("the mailed link confirms, a second sign-up is harmless, and the mail's unsubscribe link works", async ({
    page,
    goto,
  }, testInfo) => {
    const email = newAddress(testInfo, "newsletter");
    await goto("/newsletter");
    const form = page.getByRole("main");
    await form.getByLabel("E-mail address").fill(email);
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(form.getByText(`we sent a confirmation link to ${email}`)).toBeVisible();

    const mail = await waitForMail(email, CONFIRM);
    expect(mail.headers["list-unsubscribe"]).toContain("/newsletter/unsubscribe/");
    await goto(linkIn(mail, "/newsletter/confirm/"));
    await expect(page.getByRole("heading", { level: 1, name: "Subscription confirmed" })).toBeVisible();

    // Signing up again with a confirmed address says the same and sends nothing: no one learns who reads.
    await goto("/newsletter");
    await form.getByLabel("E-mail address").fill(email);
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(form.getByText(`we sent a confirmation link to ${email}`)).toBeVisible();

    await goto(linkIn(mail, "/newsletter/unsubscribe/"));
    await page.getByRole("main").getByRole("button", { name: "Unsubscribe" }).click();
    await expect(page.getByRole("main").getByRole("status")).toContainText("will get no more newsletters");
    expect(mailCount(email, CONFIRM)).toBe(1);
  });
});
