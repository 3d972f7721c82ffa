import type { Locator, Page } from "@playwright/test";
import { expect, RESOURCE_400, test } from "./fixtures";
import { linkIn, mailCount, waitForMail } from "./mailbox";
import { signInAsAdmin, signInAsEditor } from "./members";
import { E2E_ADMIN } from "./test-env";

const main = (page: Page) => page.getByRole("main");

/** A figure of a list of figures (the subscribers counted, a newsletter's progress), as a number. */
const figure = async (within: Locator, label: string) => {
  const value = within
    .locator("dl > div")
    .filter({ has: within.page().locator("dt", { hasText: new RegExp(`^${label}$`) }) })
    .locator("dd");
  return Number((await value.innerText()).replace(/\D/g, ""));
};

test.describe("back office newsletters", () => {
  test.skip(({ isMobile }) => isMobile, "one run is enough: the back office is the same on a phone");

  test("an administrator writes a newsletter, tests it, sends it; each subscriber gets it once", async ({
    page,
    goto,
    expectAccessible,
    allowConsoleErrors,
  }) => {
    test.setTimeout(120_000);
    allowConsoleErrors(RESOURCE_400);
    const run = Date.now().toString(36);
    const subject = `Five new electric cars ${run}`;

    // A reader subscribes and confirms.
    const reader = `reader.${run}@example.rw`;
    await goto("/newsletter");
    await main(page).getByLabel("E-mail address").fill(reader);
    await main(page).getByRole("button", { name: "Subscribe" }).click();
    await goto(
      linkIn(
        await waitForMail(reader, "Confirm your Imodoka newsletter subscription"),
        "/newsletter/confirm/",
      ),
    );
    await expect(page.getByRole("heading", { level: 1, name: "Subscription confirmed" })).toBeVisible();

    await goto("/login");
    await signInAsAdmin(page);
    await goto("/admin");
    await page
      .getByRole("navigation", { name: "Back office" })
      .getByRole("link", { name: "Newsletters" })
      .click();
    await expect(page).toHaveURL("/admin/newsletters");
    for (const label of ["Confirmed subscribers", "Waiting for confirmation", "Unsubscribed"])
      await expect(main(page).locator("dt", { hasText: label })).toBeVisible();
    expect(await figure(main(page), "Confirmed subscribers")).toBeGreaterThanOrEqual(1);
    await main(page).getByRole("link", { name: "New newsletter" }).click();
    await expect(main(page).getByRole("heading", { level: 1, name: "New newsletter" })).toBeVisible();

    // Refused by field, what was typed kept.
    const form = main(page);
    await form.getByRole("button", { name: "Save the draft" }).click();
    await expect(form.getByText("Please enter a subject")).toBeVisible();
    await expect(form.getByText("Please write the newsletter's text")).toBeVisible();
    await form.getByLabel("Subject").fill(subject);
    await form.getByRole("button", { name: "Save the draft" }).click();
    await expect(form.getByText("Please write the newsletter's text")).toBeVisible();
    await expect(form.getByText("Please enter a subject")).toBeHidden();
    await expect(form.getByLabel("Subject")).toHaveValue(subject);

    await form
      .getByLabel("Text (Markdown)")
      .fill("## This week\n\nThe **Atto 3** arrived. [Read the news](/auto-news).");
    await form.getByRole("button", { name: "Preview" }).click();
    const preview = main(page).getByRole("region", { name: "Preview" });
    await expect(preview.getByRole("heading", { name: "This week" })).toBeVisible();
    await expect(preview.getByRole("link", { name: "Read the news" })).toHaveAttribute(
      "href",
      /^https?:\/\/[^/]+\/auto-news$/,
    );
    await expect(main(page).getByText("Nothing was saved.")).toBeVisible();
    await expect(page).toHaveURL("/admin/newsletters/new");

    await form.getByRole("button", { name: "Save the draft" }).click();
    await expect(page).toHaveURL(/\/admin\/newsletters\/\d+\?done=created$/);
    await expect(page.getByRole("status").filter({ hasText: "The draft was saved." })).toBeVisible();
    const issuePath = new URL(page.url()).pathname;

    await form.getByRole("button", { name: "Send me a test" }).click();
    await expect(
      form.getByText(`A test was sent to ${E2E_ADMIN.email}. Subscribers received nothing.`),
    ).toBeVisible();
    const testMail = await waitForMail(E2E_ADMIN.email, `[Test] ${subject}`);
    expect(testMail.text).toContain("This is a test.");
    expect(mailCount(reader, subject)).toBe(0);

    await form.getByRole("button", { name: "Send to subscribers" }).click();
    await expect(page).toHaveURL(`${issuePath}?done=scheduled`);
    await expect(page.getByRole("status").filter({ hasText: "The newsletter is scheduled." })).toBeVisible();

    // The job (every 2 s in this suite) sends it; its page shows the progress.
    await expect
      .poll(
        async () => {
          await page.reload();
          return main(page)
            .getByRole("region", { name: "Progress" })
            .getByText("Sent", { exact: true })
            .count();
        },
        { timeout: 30_000, intervals: [1_000] },
      )
      .toBe(1);
    const progress = main(page).getByRole("region", { name: "Progress" });
    await expect(progress.getByText("100% done")).toBeVisible();
    const recipients = await figure(progress, "Recipients");
    expect(recipients).toBeGreaterThanOrEqual(1);
    expect(await figure(progress, "Delivered")).toBe(recipients);
    expect(await figure(progress, "Waiting")).toBe(0);
    expect(await figure(progress, "Failed")).toBe(0);
    await expect(main(page).getByRole("region", { name: "Content" }).getByText(subject)).toBeVisible();
    await expectAccessible();

    const mail = await waitForMail(reader, subject);
    expect(mail.headers["list-unsubscribe"]).toContain("/newsletter/unsubscribe/");
    expect(mail.text).toMatch(/\[Read the news\]\(https?:\/\/[^/]+\/auto-news\)/);
    // Later runs of the job send it no more.
    await page.waitForTimeout(4_000);
    expect(mailCount(reader, subject)).toBe(1);

    const unsubscribe = linkIn(mail, "/newsletter/unsubscribe/");
    expect(new URL(unsubscribe).origin).toBe(new URL(page.url()).origin);
    await goto(unsubscribe);
    await expect(page.getByRole("main").getByRole("button", { name: "Unsubscribe" })).toBeVisible();

    await goto("/admin/newsletters");
    // One newsletter: neither the refused forms nor the preview saved one.
    const row = main(page).getByRole("row").filter({ hasText: subject });
    await expect(row).toHaveCount(1);
    await expect(row.getByText("Sent", { exact: true })).toBeVisible();
    await expectAccessible();
  });

  test("an editor writes a newsletter and adds the latest news, but is not offered Send", async ({
    page,
    goto,
  }) => {
    await goto("/login");
    await signInAsEditor(page, "/");
    await goto("/admin");
    await main(page).getByRole("link", { name: "Write a newsletter" }).click();
    await expect(page).toHaveURL("/admin/newsletters/new");
    const form = main(page);
    await form.getByLabel("Subject").fill("Draft by an editor");
    await form.getByLabel("Text (Markdown)").fill("Hello");
    await form.getByRole("button", { name: "Save the draft" }).click();
    await expect(page).toHaveURL(/\/admin\/newsletters\/\d+\?done=created$/);
    await form.getByRole("button", { name: "Add the latest news" }).click();
    await expect(
      form.getByText("The 5 latest news articles were added at the end of the text."),
    ).toBeVisible();
    await expect(form.getByLabel("Text (Markdown)")).toHaveValue(/^Hello\n\n## Latest news\n\n- \[/);
    await expect(form.getByRole("button", { name: "Send me a test" })).toBeVisible();
    await expect(form.getByText("Only administrators may send.")).toBeVisible();
    await expect(form.getByRole("button", { name: "Send to subscribers" })).toHaveCount(0);
  });
});
