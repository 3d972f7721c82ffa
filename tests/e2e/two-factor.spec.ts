import { expect, RESOURCE_400, SERVER_FLOW, test } from "./fixtures";
import { PASSWORD, createAccount, enterCode, newAddress, signIn, totpCode } from "./members";

test.describe("two-step verification (issue 18)", () => {
  test.skip(({ isMobile }) => isMobile, SERVER_FLOW);
  test("turn it on, sign out, sign in with a code from the popup, then with a recovery code", async ({
    page,
    goto,
    allowConsoleErrors,
  }, testInfo) => {
    allowConsoleErrors(RESOURCE_400);
    const email = newAddress(testInfo, "two-factor");
    await createAccount(page, email);
    await signIn(page, email);
    await goto("/account");
    const main = page.getByRole("main");
    await main.getByRole("link", { name: /Two-step verification/ }).click();
    await expect(page).toHaveURL("/account/security");
    await expect(main.getByRole("heading", { name: "Two-step verification Off", level: 1 })).toBeVisible();

    // Turn on: the password, then the key (QR code and text), then a code from it.
    const turnOn = main.getByRole("button", { name: "Turn on two-step verification" });
    await turnOn.click();
    await expect(main.getByText("Please enter your password")).toBeVisible();
    await main.getByLabel("Your password").fill(PASSWORD);
    await turnOn.click();
    await expect(
      main.getByRole("img", { name: "QR code with the key for your authenticator app" }),
    ).toBeVisible();
    const key = (await main.locator("#security-key").textContent()) ?? "";
    expect(key).toMatch(/^([A-Z2-7]{4} )+[A-Z2-7]{1,4}$/);
    const code = main.getByLabel("6-digit code");
    await code.fill("000000");
    await main.getByRole("button", { name: "Confirm and turn on" }).click();
    await expect(
      main.getByText("This code is not right. Check the time on your phone and type the newest code."),
    ).toBeVisible();
    await expect(code).toBeFocused();
    await code.fill(await totpCode(key));
    await main.getByRole("button", { name: "Confirm and turn on" }).click();

    // The recovery codes, shown once, to download or copy.
    await expect(main.getByText("Two-step verification is on.")).toBeVisible();
    const codes = await main
      .getByRole("list", { name: "Your recovery codes" })
      .getByRole("listitem")
      .allTextContents();
    expect(codes).toHaveLength(10);
    const download = main.getByRole("link", { name: "Download as text" });
    await expect(download).toHaveAttribute("download", "imodoka-recovery-codes.txt");
    expect(decodeURIComponent((await download.getAttribute("href")) ?? "")).toContain(codes[0]);
    await expect(main.getByRole("button", { name: "Copy the codes" })).toBeVisible();
    await main.getByRole("link", { name: "Continue" }).click();
    await expect(page).toHaveURL("/account");
    await page.getByRole("button", { name: "Log out" }).click();
    await expect(page).toHaveURL("/");
    // Signed out once the header offers to sign in again (the page may already have been "/").
    await expect(page.getByRole("link", { name: "Log in" })).toBeVisible();

    // The popup's sign-in leads to the code step; the code signs in.
    await goto("/auto-guide/new-cars");
    await page.getByRole("link", { name: "Log in" }).click();
    const dialog = page.getByRole("dialog", { name: "Member account" });
    await dialog.getByLabel("E-mail address").fill(email);
    await dialog.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await dialog.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("heading", { name: "Enter your code", level: 1 })).toBeVisible();
    await enterCode(page, key, "/");
    await expect(page.getByRole("button", { name: "Log out" })).toBeVisible();
    await page.getByRole("button", { name: "Log out" }).click();
    await expect(page).toHaveURL("/");
    // Signed out once the header offers to sign in again (the page may already have been "/").
    await expect(page.getByRole("link", { name: "Log in" })).toBeVisible();

    // Phone lost: a recovery code, on the way back to the account page.
    await page.goto("/account");
    await expect(page).toHaveURL("/login?redirectTo=%2Faccount");
    await signIn(page, email, PASSWORD, "/login/two-factor?redirectTo=%2Faccount");
    await main.getByRole("link", { name: "Lost your phone? Use a recovery code" }).click();
    await expect(page).toHaveURL("/login/two-factor?redirectTo=%2Faccount&method=recovery");
    await main.getByLabel("Recovery code").fill(codes[0]!);
    await main.getByRole("button", { name: "Verify" }).click();
    await expect(page).toHaveURL("/account");
    await expect(main.getByRole("link", { name: "Two-step verification: on" })).toBeVisible();
  });
});
