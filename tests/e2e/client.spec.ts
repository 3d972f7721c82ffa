import type { Page } from "@playwright/test";
import { expect, RESOURCE_400, test } from "./fixtures";

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

  test("a form sent on a page with a newer build live keeps its message and what was typed", async ({
    page,
    goto,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(RESOURCE_400);
    await openWithNewerBuild(page, goto, "/contact-us");
    // The form's POST is answered with a message beside the field, in this same document.
    await page.getByLabel("Your name").fill("Aline Stale");
    await page.getByLabel("Message", { exact: true }).fill("Too short");
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(
      page.getByText("Please write a message of at least 10 characters", { exact: true }),
    ).toBeVisible();
    await expect(page.getByLabel("Your name")).toHaveValue("Aline Stale");
    await expect(page.getByLabel("Message", { exact: true })).toHaveValue("Too short");
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
    // The next page navigation brings the new release.
    const reloaded = page.waitForEvent("load");
    await page.getByRole("contentinfo").getByRole("link", { name: "About us", exact: true }).click();
    await reloaded;
    await expect(page).toHaveURL("/about-us");
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

test.describe("code that fails to load (SPEC §4)", () => {
  test.skip(({ isMobile }) => isMobile, "browser behaviour does not depend on the screen");

  /** The paths of the documents the page loads from now on (full page loads, not data requests). */
  function documentLoads(page: Page) {
    const paths: string[] = [];
    page.on("request", (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame())
        paths.push(new URL(request.url()).pathname);
    });
    return paths;
  }

  test("a part's code that fails to load: the next navigation loads its target as a document", async ({
    page,
    goto,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors("Failed to load resource: net::ERR_FAILED");
    await page.route("**/assets/search-suggestions-*.js", (route) => route.abort("failed"));
    await goto("/about-us");
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    const loads = documentLoads(page);
    // The header search loads its suggestions code on first use: that load fails.
    const failed = page.waitForEvent("requestfailed", (request) =>
      request.url().includes("/search-suggestions-"),
    );
    await page.getByRole("banner").getByRole("search").getByLabel("Search brands and models").click();
    await failed;
    await page.getByRole("contentinfo").getByRole("link", { name: "Contact", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Contact us" })).toBeVisible();
    await expect(page).toHaveURL("/contact-us");
    expect(loads).toEqual(["/contact-us"]);
    expect(await page.evaluate(() => "sameDocument" in window)).toBe(false);
  });

  test("a page's code that fails to load: the link's page loads as a document", async ({
    page,
    goto,
    allowConsoleErrors,
  }) => {
    let failing = true;
    await page.route("**/assets/contact-us-*.js", (route) => {
      if (!failing) return route.continue();
      // React Router names the file it could not load, then reloads.
      allowConsoleErrors(
        `Error loading route module \`${new URL(route.request().url()).pathname}\`, reloading page...`,
        `TypeError: Failed to fetch dynamically imported module: ${route.request().url()}`,
        "Failed to load resource: net::ERR_FAILED",
      );
      return route.abort("failed");
    });
    await goto("/about-us");
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    const loads = documentLoads(page);
    // Once the page being left reloads, the files can be had again.
    page.on("request", (request) => {
      if (request.isNavigationRequest()) failing = false;
    });
    // A slow phone: React renders the navigation's state well after the router has announced it and the
    // file has failed, so the target must be stored from the router's announcement.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 6 });
    await page.getByRole("contentinfo").getByRole("link", { name: "Contact", exact: true }).click();
    // Two documents load one after the other (the page left, then the link's): on a busy machine, more than 5 s.
    // The address first, so that a failure says where the visitor was left.
    await expect(page).toHaveURL("/contact-us", { timeout: 15_000 });
    await expect(page.getByRole("heading", { level: 1, name: "Contact us" })).toBeVisible();
    // React Router reloads the page it was leaving; that document goes on to the link's page at once.
    expect(loads).toEqual(["/about-us", "/contact-us"]);
    expect(await page.evaluate(() => "sameDocument" in window)).toBe(false);
    await expect(page.evaluate(() => sessionStorage.getItem("imodoka:navigating"))).resolves.toBeNull();
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
