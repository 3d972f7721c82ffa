import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

test.describe("browser state (SPEC §3, §4)", () => {
  test("the visitor gets a random id on the first visit, kept afterwards", async ({
    page,
    goto,
    waitForHydration,
  }) => {
    await goto("/about-us");
    const readId = () => page.evaluate(() => localStorage.getItem("cookie_user_id"));
    await expect.poll(readId).toMatch(UUID);
    const id = await readId();

    await page.reload();
    await waitForHydration();
    expect(await readId()).toBe(id);

    await goto("/contact-us");
    expect(await readId()).toBe(id);
  });

  test("two visitors get different ids", async ({ browser, baseURL, consoleState }) => {
    const ids: (string | null)[] = [];
    for (let i = 0; i < 2; i++) {
      const context = await browser.newContext({ baseURL });
      context.on(
        "console",
        (message) => message.type() === "error" && consoleState.seen.push(message.text()),
      );
      context.on("weberror", (error) => consoleState.seen.push(`Uncaught ${error.error().message}`));
      const page = await context.newPage();
      await page.goto("/about-us");
      await expect.poll(() => page.evaluate(() => localStorage.getItem("cookie_user_id"))).toMatch(UUID);
      ids.push(await page.evaluate(() => localStorage.getItem("cookie_user_id")));
      await context.close();
    }
    expect(ids[0]).not.toBe(ids[1]);
  });
});

test.describe("release check (SPEC §4)", () => {
  test.skip(({ isMobile }) => isMobile, "HTTP behaviour does not depend on the screen");

  test("/builds/latest.json names the running build and is never cached", async ({ request }) => {
    const response = await request.get("/builds/latest.json");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^application\/json/);
    expect(response.headers()["cache-control"]).toMatch(/(^|,\s*)no-store(\s*,|$)/);
    const body = (await response.json()) as { id?: unknown };
    expect(Object.keys(body)).toEqual(["id"]);
    expect(body.id).toEqual(expect.stringMatching(/^\S+$/));
    expect(body.id).not.toBe("development");

    const again = (await (await request.get("/builds/latest.json")).json()) as { id?: unknown };
    expect(again.id).toBe(body.id);
  });
});

test.describe("new release while browsing (SPEC §4)", () => {
  test.skip(({ isMobile }) => isMobile, "browser behaviour does not depend on the screen");

  /** Opens `path`, marks its document, and lets the page learn that a newer build is live. */
  async function openWithNewerBuild(page: Page, goto: (path: string) => Promise<unknown>, path: string) {
    await goto(path);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.route("**/builds/latest.json*", (route) => route.fulfill({ json: { id: "a-newer-build" } }));
    const polled = page.waitForRequest("**/builds/latest.json*");
    await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
    await polled;
    // Give the answer a moment to be read before navigating.
    await page.waitForTimeout(200);
  }

  test("a newer build is noticed and the next navigation loads it fully", async ({ page, goto }) => {
    await openWithNewerBuild(page, goto, "/about-us");
    const reloaded = page.waitForEvent("load");
    await page.getByRole("contentinfo").getByRole("link", { name: "Contact", exact: true }).click();
    await reloaded;
    await expect(page).toHaveURL("/contact-us");
    expect(await page.evaluate(() => "sameDocument" in window)).toBe(false);
  });

  test("without a newer build, navigation stays in the page", async ({ page, goto }) => {
    await goto("/about-us");
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    const polled = page.waitForRequest("**/builds/latest.json*");
    await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
    await polled;
    await page.waitForTimeout(200);
    await page.getByRole("contentinfo").getByRole("link", { name: "Contact", exact: true }).click();
    await expect(page).toHaveURL("/contact-us");
    await expect(page.getByRole("heading", { level: 1, name: "Contact us" })).toBeVisible();
    expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
  });
});

test.describe("toasts (SPEC §9)", () => {
  test.skip(({ isMobile }) => isMobile, "browser behaviour does not depend on the screen");

  test("the confirmation toast closes by itself after about a second", async ({ page, goto }) => {
    await goto("/contact-us");
    await page.getByLabel("Your name").fill("Aline");
    await page.getByLabel("E-mail address").fill("aline.toast@example.rw");
    await page.getByLabel("Subject").selectOption("question");
    await page.getByLabel("Message").fill("Is the Suzuki Swift available in automatic?");
    await page.getByRole("button", { name: "Send message" }).click();
    const toast = page.getByTestId("toast");
    await expect(toast).toHaveText("Message sent");
    const shownAt = Date.now();
    await expect(toast).toBeHidden({ timeout: 3000 });
    expect(Date.now() - shownAt).toBeGreaterThan(700);
  });
});
