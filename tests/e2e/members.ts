import { readFileSync } from "node:fs";
import { base32 } from "@better-auth/utils/base32";
import { createOTP } from "@better-auth/utils/otp";
import type { Browser, Locator, Page, TestInfo } from "@playwright/test";
import { expect } from "./fixtures";
import { linkIn, waitForMail } from "./mailbox";
import { adminKeyFile, E2E_ADMIN, E2E_EDITOR, editorKeyFile } from "./test-env";

/** The password of the accounts the tests make. */
export const PASSWORD = "Kigali2026";
export const ACTIVATE = "Activate your Imodoka account";

/** An address no other test (or project, or run) uses. */
export function newAddress(testInfo: TestInfo, tag: string): string {
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return `${tag}-${testInfo.project.name}-${unique}@example.rw`;
}

const main = (page: Page) => page.getByRole("main");

/**
 * Signs up on /register and opens the activation link the SMTP server received, which signs the new member
 * in on their account page; then logs out, so the browser is signed out again with no session left.
 */
export async function createAccount(page: Page, email: string, name = "Aline Uwase") {
  await page.goto("/register");
  const form = main(page);
  await form.getByLabel("Your name").fill(name);
  await form.getByLabel("E-mail address").fill(email);
  await form.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await form.getByLabel("Confirm password").fill(PASSWORD);
  await form.getByRole("button", { name: "Create an account" }).click();
  await expect(form.getByText(`An activation link was sent to ${email}.`)).toBeVisible();
  await page.goto(linkIn(await waitForMail(email, ACTIVATE), "/api/auth/verify-email"));
  await expect(page).toHaveURL("/account?activated=1");
  await page.getByRole("button", { name: "Log out" }).click();
  await expect(page).toHaveURL("/");
  await page.goto("/login");
}

/** Fills and sends the sign-in form of /login (opened first unless the page is already there). */
async function submitSignIn(page: Page, email: string, password: string) {
  const form = main(page);
  if (!new URL(page.url()).pathname.startsWith("/login")) await page.goto("/login");
  await form.getByLabel("E-mail address").fill(email);
  await form.getByLabel("Password", { exact: true }).fill(password);
  await form.getByRole("button", { name: "Sign in" }).click();
}

/** Signs in on /login and waits for the page the form leads to. */
export async function signIn(page: Page, email: string, password = PASSWORD, to = "/") {
  await submitSignIn(page, email, password);
  await expect(page).toHaveURL(to);
}

/** The code an authenticator app shows now for `key` (spaces allowed, as the security page shows it). */
export function totpCode(key: string): Promise<string> {
  return createOTP(base32.decode(key.replace(/\s+/g, ""))).totp();
}

/** Answers the sign-in code step (after the password) with the code for `key`, and waits for `to`. */
export async function enterCode(page: Page, key: string, to: string) {
  await expect(page).toHaveURL(/\/login\/two-factor/);
  const form = main(page);
  await form.getByLabel("6-digit code").fill(await totpCode(key));
  await form.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(to);
}

/**
 * Signs in as the suite's editor (made before the server starts, with two-step verification on, see
 * playwright.config.ts): the password, then the code computed from the key create-admin kept.
 */
export async function signInAsEditor(page: Page, to = "/") {
  await submitSignIn(page, E2E_EDITOR.email, E2E_EDITOR.password);
  await enterCode(page, readFileSync(editorKeyFile(), "utf8").trim(), to);
}

/** Signs in as the suite's administrator, the same way. */
export async function signInAsAdmin(page: Page, to = "/") {
  await submitSignIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await enterCode(page, readFileSync(adminKeyFile(), "utf8").trim(), to);
}

/** Waits until React has hydrated an element (islands hydrate just after the page). */
export async function hydratedElement(element: Locator) {
  // A server part's HTML (decision 0028) is not React's: the page's code around the part makes it live.
  await expect
    .poll(() =>
      element.evaluate((node) =>
        [node, node.closest("[data-part]")].some(
          (claimed) => !!claimed && Object.keys(claimed).some((key) => key.startsWith("__reactProps$")),
        ),
      ),
    )
    .toBe(true);
}

/**
 * Taps a car's heart and waits for the server to keep it: the heart shows pressed at once, before the
 * request has finished, so leaving the page straight away could drop the favourite.
 */
export async function keepWithHeart(page: Page, heart: Locator) {
  await hydratedElement(heart);
  const kept = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname.startsWith("/account/favourites") &&
      response.request().method() === "POST",
  );
  await heart.click();
  await expect(heart).toHaveAttribute("aria-pressed", "true");
  expect((await kept).ok()).toBe(true);
}

/**
 * Taps "Save this search" on the used-car search and waits for the server to keep it: "Search saved" shows
 * at once, before the request has finished, so leaving the page straight away could drop the search.
 */
export async function saveThisSearch(page: Page) {
  const save = page.getByRole("button", { name: "Save this search" });
  await hydratedElement(save);
  const kept = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname.startsWith("/account/saved-searches") &&
      response.request().method() === "POST",
  );
  await save.click();
  await expect(page.getByRole("status").filter({ hasText: "Search saved" })).toBeVisible();
  expect((await kept).ok()).toBe(true);
}

/** The pending listing `car` in the moderation queue (of the seller called `seller`, when given). */
export const queued = (page: Page, car: string, seller?: string) => {
  const listing = page
    .getByRole("main")
    .getByRole("article")
    .filter({ has: page.getByRole("heading", { name: car }) });
  return seller ? listing.filter({ hasText: seller }) : listing;
};

/** Signs the editor in, in a browser of their own, and approves `car` (of `seller`, when given). */
export async function approveAsEditor(browser: Browser, car: string, seller?: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto("/login");
  await signInAsEditor(page);
  // The queue shows the oldest first, a page at a time: the car may be on a later page.
  for (let n = 1; n <= 20; n++) {
    await page.goto(`/moderation?page=${n}`);
    if ((await queued(page, car, seller).count()) > 0) break;
  }
  await queued(page, car, seller).getByRole("button", { name: "Approve" }).click();
  await expect(page.getByRole("status").filter({ hasText: `${car} is approved` })).toBeVisible();
  await context.close();
}
