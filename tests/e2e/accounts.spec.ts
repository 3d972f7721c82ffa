import type { Page } from "@playwright/test";
import { expect, RESOURCE_400, SERVER_FLOW, test } from "./fixtures";
import { linkIn, waitForMail } from "./mailbox";
import { draftAtPhotos, photo } from "./listing-form";
import { ACTIVATE, PASSWORD, createAccount, newAddress, signIn } from "./members";

const NEW_PASSWORD = "Musanze2027";
const RESET = "Choose a new Imodoka password";
const RULE =
  "Password must be at least 8 characters and contain a number, an uppercase letter, and a lowercase letter";
/** What Chromium logs when a form post is answered 403 (unverified account) or 429 (rate limit). */
const RESOURCE_403 = "Failed to load resource: the server responded with a status of 403 (Forbidden)";
const RESOURCE_429 = "Failed to load resource: the server responded with a status of 429 (Too Many Requests)";

const main = (page: Page) => page.getByRole("main");

const storedUser = (page: Page) =>
  page.evaluate(() => {
    const value = localStorage.getItem("user");
    return value === null ? null : (JSON.parse(value) as Record<string, unknown>);
  });

test.describe("accounts (SPEC §2.7, §5, §8)", () => {
  test.skip(({ isMobile }) => isMobile, SERVER_FLOW);
  test("sign up, activate from the mail, sign in, post a listing, log out", async ({
    page,
    goto,
    waitForHydration,
  }, testInfo) => {
    const email = newAddress(testInfo, "journey");
    await goto("/register");
    const form = main(page);
    await form.getByLabel("Your name").fill("  Aline Uwase ");
    await form.getByLabel("E-mail address").fill(` ${email} `);
    await form.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await form.getByLabel("Confirm password").fill(PASSWORD);
    await form.getByRole("button", { name: "Create an account" }).click();
    await expect(form.getByRole("heading", { name: "Check your e-mail" })).toBeVisible();
    await expect(
      form.getByText(
        `An activation link was sent to ${email}. Open it to activate your account. If you cannot find the e-mail, check your spam folder or contact support.`,
      ),
    ).toBeVisible();

    const mail = await waitForMail(email, ACTIVATE);
    expect(mail.text).toContain("Aline Uwase");
    // The activation link signs the new member in, on their account page.
    await page.goto(linkIn(mail, "/api/auth/verify-email"));
    await expect(page).toHaveURL("/account?activated=1");
    await expect(main(page).getByRole("status")).toHaveText(
      "Your account is activated and you are signed in.",
    );
    await expect(main(page).getByText(`Signed in as ${email}.`)).toBeVisible();
    await waitForHydration();
    await page.getByRole("button", { name: "Log out" }).click();
    await expect(page).toHaveURL("/");

    await signIn(page, email);
    await waitForHydration();
    await expect(page.getByRole("button", { name: "Log out" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Log in" })).toHaveCount(0);
    // localStorage mirrors who is signed in (SPEC §3), and nothing more.
    const stored = await storedUser(page);
    expect(stored).toEqual({ id: expect.any(String), name: "Aline Uwase", email, role: "user" });

    await goto("/poster-une-annonce");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page).toHaveURL("/poster-une-annonce");

    await page.getByRole("button", { name: "Log out" }).click();
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("link", { name: "Log in" })).toBeVisible();
    await expect.poll(() => storedUser(page)).toBeNull();

    // Signed out, the listing page asks for an account again.
    await page.goto("/poster-une-annonce");
    await expect(page).toHaveURL("/login?redirectTo=%2Fposter-une-annonce");
  });

  test("a signed-in visitor opening /login goes home; signing in returns to the page asked for", async ({
    page,
    waitForHydration,
  }, testInfo) => {
    const email = newAddress(testInfo, "redirect");
    await createAccount(page, email);
    await page.goto("/poster-une-annonce");
    await expect(page).toHaveURL("/login?redirectTo=%2Fposter-une-annonce");
    await waitForHydration();
    await signIn(page, email, PASSWORD, "/poster-une-annonce");
    await page.goto("/login");
    await expect(page).toHaveURL("/");
  });

  test("a sign-in address pointing elsewhere (/%09/host, //host, CR LF) leads home, with and without JavaScript", async ({
    page,
    browser,
    baseURL,
    waitForHydration,
  }, testInfo) => {
    const evil = [
      "%2F%09%2Fevil.example",
      "%2F%2Fevil.example",
      "%2F%5Cevil.example",
      "%2F%0D%0Aevil.example",
    ];
    const email = newAddress(testInfo, "open-redirect");
    await createAccount(page, email);
    // Signing in from such an address goes home (the form posts with JavaScript on).
    await page.goto(`/login?redirectTo=${evil[0]}`);
    await waitForHydration();
    await signIn(page, email, PASSWORD, "/");
    for (const target of evil) {
      await page.goto(`/login?redirectTo=${target}`);
      await expect(page).toHaveURL("/");
    }

    const noScript = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const plain = await noScript.newPage();
    await plain.goto(`/login?redirectTo=${evil[0]}`);
    await signIn(plain, email, PASSWORD, "/");
    for (const target of evil) {
      await plain.goto(`/login?redirectTo=${target}`);
      await expect(plain).toHaveURL("/");
    }
    await noScript.close();
  });

  test("sign-in messages: each by its field, the e-mail kept", async ({
    page,
    goto,
    allowConsoleErrors,
  }, testInfo) => {
    allowConsoleErrors(RESOURCE_400, RESOURCE_403);
    const email = newAddress(testInfo, "messages");
    await createAccount(page, email);
    const unverified = newAddress(testInfo, "unverified");
    await page.goto("/register");
    await main(page).getByLabel("Your name").fill("Jean Mugisha");
    await main(page).getByLabel("E-mail address").fill(unverified);
    await main(page).getByLabel("Password", { exact: true }).fill(PASSWORD);
    await main(page).getByLabel("Confirm password").fill(PASSWORD);
    await main(page).getByRole("button", { name: "Create an account" }).click();
    await expect(main(page).getByText(`An activation link was sent to ${unverified}.`)).toBeVisible();

    await goto("/login");
    const form = main(page);
    const emailField = form.getByLabel("E-mail address");
    const passwordField = form.getByLabel("Password", { exact: true });
    const submit = form.getByRole("button", { name: "Sign in" });
    const fieldError = (field: "email" | "password") => form.locator(`#login-${field}-error`);

    await submit.click();
    await expect(fieldError("email")).toHaveText("Please enter a valid email address");
    await expect(fieldError("password")).toHaveText("Please enter your password");
    await expect(emailField).toHaveAttribute("aria-invalid", "true");
    await expect(emailField).toBeFocused();

    await emailField.fill("aline@");
    await passwordField.fill("whatever");
    await submit.click();
    await expect(fieldError("email")).toHaveText("Please enter a valid email address");
    await expect(emailField).toHaveValue("aline@");

    await emailField.fill(`nobody-${email}`);
    await passwordField.fill(PASSWORD);
    await submit.click();
    await expect(fieldError("email")).toHaveText("User not found");
    await expect(fieldError("password")).toHaveCount(0);

    await emailField.fill(email);
    await passwordField.fill("Wrong2026");
    await submit.click();
    await expect(fieldError("password")).toHaveText("Incorrect password");
    await expect(emailField).toHaveValue(email);
    await expect(passwordField).toHaveAttribute("aria-invalid", "true");

    await emailField.fill(unverified);
    await passwordField.fill(PASSWORD);
    await submit.click();
    await expect(form.getByRole("alert")).toContainText("Your account is not yet verified");
    await form.getByRole("button", { name: "Send the activation link again" }).click();
    await expect(form.getByText(`A new activation link was sent to ${unverified}.`)).toBeVisible();
    await waitForMail(unverified, ACTIVATE, 2);
  });

  test("sign-up messages: each by its field, name and e-mail kept, an address in use", async ({
    page,
    goto,
    allowConsoleErrors,
  }, testInfo) => {
    allowConsoleErrors(RESOURCE_400);
    const email = newAddress(testInfo, "signup");
    await createAccount(page, email);
    await goto("/register");
    const form = main(page);
    const submit = form.getByRole("button", { name: "Create an account" });
    const fieldError = (field: string) => form.locator(`#register-${field}-error`);

    await form.getByLabel("E-mail address").fill("jean@example");
    await submit.click();
    await expect(fieldError("name")).toHaveText("Please enter your name");
    await expect(fieldError("email")).toHaveText("Please enter a valid email address");
    await expect(fieldError("password")).toHaveText("Please enter your password");
    await expect(fieldError("confirm")).toHaveText("Please enter the confirmation password");
    await expect(form.getByLabel("E-mail address")).toHaveValue("jean@example");

    await form.getByLabel("Your name").fill("Jean");
    await form.getByLabel("E-mail address").fill(email.toUpperCase());
    await form.getByLabel("Password", { exact: true }).fill("kigali2026");
    await form.getByLabel("Confirm password").fill("kigali2025");
    await submit.click();
    await expect(fieldError("password")).toHaveText(RULE);
    await expect(fieldError("confirm")).toHaveText("Confirmation password does not match");
    await expect(form.getByLabel("Your name")).toHaveValue("Jean");

    await form.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await form.getByLabel("Confirm password").fill(PASSWORD);
    await submit.click();
    await expect(fieldError("email")).toHaveText("This email is already in use");
  });

  test("too many attempts for one address are refused with a clear message", async ({
    page,
    goto,
    allowConsoleErrors,
  }, testInfo) => {
    allowConsoleErrors(RESOURCE_400, RESOURCE_429);
    const email = newAddress(testInfo, "limited");
    await createAccount(page, email);
    await goto("/login");
    const form = main(page);
    // Five wrong passwords from a browser the account never signed in on reach the address's limit.
    for (let attempt = 0; attempt < 5; attempt++) {
      await form.getByLabel("E-mail address").fill(email);
      await form.getByLabel("Password", { exact: true }).fill(`Wrong${attempt}xyz`);
      // Each refusal answered before the next try: the message from the try before is already on screen.
      const answered = page.waitForResponse((r) => r.request().method() === "POST" && r.status() === 400);
      await form.getByRole("button", { name: "Sign in" }).click();
      await answered;
      await expect(form.locator("#login-password-error")).toHaveText("Incorrect password");
    }
    await form.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await form.getByRole("button", { name: "Sign in" }).click();
    await expect(form.getByRole("alert")).toHaveText("Too many attempts. Please wait 15 min and try again.");
    await expect(page).toHaveURL("/login");
  });

  test("a forgotten password is reset through the mailed link", async ({
    page,
    goto,
    allowConsoleErrors,
    waitForHydration,
  }, testInfo) => {
    allowConsoleErrors(RESOURCE_400);
    const email = newAddress(testInfo, "reset");
    await createAccount(page, email);
    await waitForHydration();
    await main(page).getByRole("link", { name: "Forgot your password?" }).click();
    await expect(page).toHaveURL("/forgot-password");
    // The sign-in page has an "E-mail address" field too: fill this page's once it shows.
    await expect(main(page).getByRole("heading", { level: 1, name: "Forgot your password?" })).toBeVisible();
    await main(page).getByLabel("E-mail address").fill(email);
    await main(page).getByRole("button", { name: "Send the link" }).click();
    await expect(main(page).getByText(`If ${email} belongs to an Imodoka account`)).toBeVisible();

    await page.goto(linkIn(await waitForMail(email, RESET), "/api/auth/reset-password/"));
    await expect(page).toHaveURL(/\/reset-password\?token=/);
    await waitForHydration();
    const form = main(page);
    await form.getByLabel("New password", { exact: true }).fill("short");
    await form.getByLabel("Confirm the new password").fill("short");
    await form.getByRole("button", { name: "Save the new password" }).click();
    await expect(form.locator("#reset-password-error")).toHaveText(RULE);
    await form.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
    await form.getByLabel("Confirm the new password").fill(NEW_PASSWORD);
    await form.getByRole("button", { name: "Save the new password" }).click();
    await expect(page).toHaveURL("/login?reset=1");
    await expect(
      main(page).getByText("Your password is changed. Sign in with your new password."),
    ).toBeVisible();
    await signIn(page, email, NEW_PASSWORD);

    // The link works once.
    await goto("/reset-password?error=INVALID_TOKEN");
    await expect(
      main(page).getByText("This link is invalid or has expired. Ask for a new one."),
    ).toBeVisible();
  });

  test("the account page: name, devices signed out, password, deletion", async ({
    page,
    browser,
    baseURL,
    goto,
    waitForHydration,
  }, testInfo) => {
    const email = newAddress(testInfo, "account");
    await createAccount(page, email);
    await waitForHydration();
    await signIn(page, email);

    // A second device, signed in too.
    const other = await browser.newContext({ baseURL });
    const otherPage = await other.newPage();
    await otherPage.goto("/login");
    await signIn(otherPage, email);

    await goto("/account");
    await expect(page.getByRole("heading", { name: "My account", level: 1 })).toBeVisible();
    const devices = page.getByRole("region", { name: "Where you are signed in" }).getByRole("listitem");
    await expect(devices).toHaveCount(2);
    await expect(devices.first()).toContainText("This device");

    const name = page.getByLabel("Your name");
    await name.fill("Aline Mukamana");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Your name is saved.")).toBeVisible();
    await expect(page.getByRole("link", { name: "My account (Aline Mukamana)" })).toBeVisible();

    await devices
      .nth(1)
      .getByRole("button", { name: /^Sign out / })
      .click();
    await expect(page.getByText("That device is signed out.")).toBeVisible();
    await expect(devices).toHaveCount(1);
    await otherPage.reload();
    await expect(otherPage.getByRole("link", { name: "Log in" })).toBeVisible();

    await otherPage.goto("/login");
    await signIn(otherPage, email);
    await page.getByLabel("Current password").fill(PASSWORD);
    await page.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel("Confirm the new password").fill(NEW_PASSWORD);
    await page.getByRole("button", { name: "Change password" }).click();
    await expect(
      page.getByText("Your password is changed. Other devices have been signed out."),
    ).toBeVisible();
    await expect(page.getByLabel("Current password")).toHaveValue("");
    await otherPage.reload();
    await expect(otherPage.getByRole("link", { name: "Log in" })).toBeVisible();
    await other.close();

    // This device stayed signed in; deleting the account needs the (new) password.
    await page.reload();
    await page.getByLabel("Enter your password to confirm").fill(NEW_PASSWORD);
    await page.getByRole("button", { name: "Delete my account for ever" }).click();
    await expect(page).toHaveURL("/login?deleted=1");
    await expect(main(page).getByText("Your account is deleted. Thank you for using Imodoka.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Log in" })).toBeVisible();
  });
});

test.describe("the sign-in popup (SPEC §2.7)", () => {
  test("the popup: opened by Log in, views switch and clear, the password shows, sign-in closes it", async ({
    page,
    goto,
    allowConsoleErrors,
  }, testInfo) => {
    allowConsoleErrors(RESOURCE_400);
    const email = newAddress(testInfo, "popup");
    await createAccount(page, email);
    await goto("/auto-guide/new-cars");
    await page.getByRole("link", { name: "Log in" }).click();
    const dialog = page.getByRole("dialog", { name: "Member account" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("E-mail address")).toBeFocused();

    await dialog.getByLabel("E-mail address").fill("typed@example.rw");
    await dialog.getByRole("button", { name: "Sign in" }).click();
    await expect(dialog.getByText("Please enter your password")).toBeVisible();
    await dialog.getByRole("button", { name: "Create an account" }).click();
    await expect(dialog.getByLabel("Your name")).toBeVisible();
    await expect(dialog.getByLabel("E-mail address")).toHaveValue("");
    const password = dialog.getByLabel("Password", { exact: true });
    await password.fill("Secret2026");
    await expect(password).toHaveAttribute("type", "password");
    await dialog.getByRole("button", { name: "Show password" }).first().click();
    await expect(password).toHaveAttribute("type", "text");
    await dialog.getByRole("button", { name: "Hide password" }).click();
    await expect(password).toHaveAttribute("type", "password");

    await dialog.getByRole("button", { name: "Sign in" }).click();
    await expect(dialog.getByLabel("E-mail address")).toHaveValue("");
    await expect(dialog.getByText("Please enter your password")).toHaveCount(0);

    await dialog.getByLabel("E-mail address").fill(email);
    await dialog.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await dialog.getByRole("button", { name: "Sign in" }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("button", { name: "Log out" })).toBeVisible();
  });

  test("signed out, every link to /poster-une-annonce opens the popup, one added later too (SPEC §2.1)", async ({
    page,
    goto,
  }) => {
    const dialog = page.getByRole("dialog", { name: "Member account" });
    const postLinks = page.getByRole("main").locator('a[href="/poster-une-annonce"]');
    for (const path of ["/", "/marche-doccasion"]) {
      await goto(path);
      await expect(postLinks.first()).toBeVisible();
      await postLinks.first().click();
      await expect(dialog).toBeVisible();
      await expect(page).toHaveURL(path);
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
    }
    // A link the page did not have when it loaded follows the same rule.
    await page.evaluate(() => {
      const link = Object.assign(document.createElement("a"), {
        href: "/poster-une-annonce",
        textContent: "Sell",
      });
      document.querySelector("main")!.prepend(link);
    });
    await page.getByRole("main").getByRole("link", { name: "Sell", exact: true }).click();
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL("/marche-doccasion");
  });

  test("the document event opens the popup", async ({ page, goto }) => {
    await goto("/about-us");
    await page.evaluate(() => document.dispatchEvent(new CustomEvent("open:auth-popup")));
    await expect(page.getByRole("dialog", { name: "Member account" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog", { name: "Member account" })).toBeHidden();
  });
});

test.describe("deleting an account", () => {
  test.skip(({ isMobile }) => isMobile, SERVER_FLOW);
  test("removes its listing photos: their addresses answer 404", async ({
    page,
    waitForHydration,
  }, testInfo) => {
    await draftAtPhotos(page, "delete-photos", testInfo, waitForHydration);
    await main(page)
      .getByLabel(/Choose photos/)
      .setInputFiles([await photo("front.jpg", "#1f4fd8")]);
    const thumbnail = main(page).getByRole("img", { name: "Photo 1 of your car" });
    await expect(thumbnail).toBeVisible({ timeout: 20_000 });
    const files = (await thumbnail.getAttribute("srcset"))!.split(", ").map((entry) => entry.split(" ")[0]!);
    expect(files.length).toBeGreaterThan(1);
    for (const file of files) expect((await page.request.get(file)).status()).toBe(200);

    await page.goto("/account");
    await page.getByLabel("Enter your password to confirm").fill(PASSWORD);
    await page.getByRole("button", { name: "Delete my account for ever" }).click();
    await expect(page).toHaveURL("/login?deleted=1");
    for (const file of files) expect((await page.request.get(file)).status(), file).toBe(404);
  });
});

test.describe("accounts without JavaScript", () => {
  test.skip(({ isMobile }) => isMobile, SERVER_FLOW);
  test.use({ javaScriptEnabled: false });

  test("the listing page sends a visitor to sign in, and the plain form signs in and comes back", async ({
    page,
    goto,
  }, testInfo) => {
    const email = newAddress(testInfo, "nojs");
    await createAccount(page, email);
    await page.goto("/poster-une-annonce");
    await expect(page).toHaveURL("/login?redirectTo=%2Fposter-une-annonce");
    await signIn(page, email, PASSWORD, "/poster-une-annonce");
    await expect(page.getByRole("button", { name: "Log out" })).toBeVisible();
    await goto("/account");
    await expect(page.getByRole("heading", { name: "My account", level: 1 })).toBeVisible();
  });

  test("changing the password keeps this device signed in and signs out the others", async ({
    page,
    browser,
    baseURL,
  }, testInfo) => {
    const email = newAddress(testInfo, "nojs-password");
    await createAccount(page, email);
    await signIn(page, email);
    const other = await browser.newContext({ baseURL });
    const otherPage = await other.newPage();
    await otherPage.goto("/login");
    await signIn(otherPage, email);

    await page.goto("/account");
    await page.getByLabel("Current password").fill(PASSWORD);
    await page.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel("Confirm the new password").fill(NEW_PASSWORD);
    await page.getByRole("button", { name: "Change password" }).click();
    await expect(page).toHaveURL("/account?password=changed");
    await expect(
      page.getByText("Your password is changed. Other devices have been signed out."),
    ).toBeVisible();
    await expect(page.getByLabel("Current password")).toHaveValue("");
    const devices = page.getByRole("region", { name: "Where you are signed in" }).getByRole("listitem");
    await expect(devices).toHaveCount(1);
    await expect(devices.first()).toContainText("This device");

    // Still signed in on the next page; the other browser is not.
    await page.goto("/account");
    await expect(page.getByRole("heading", { name: "My account", level: 1 })).toBeVisible();
    await expect(page.getByText("Your password is changed.")).toHaveCount(0);
    await otherPage.reload();
    await expect(otherPage.getByRole("link", { name: "Log in" })).toBeVisible();
    await other.close();
  });
});
