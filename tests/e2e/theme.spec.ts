import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

const isDark = (page: Page) => page.evaluate(() => document.documentElement.classList.contains("dark"));
const storedTheme = (page: Page) => page.evaluate(() => localStorage.getItem("theme"));

/**
 * Records whether <html> was dark at the moment <body> started to be parsed, i.e. before anything
 * could be painted: proof that the colour mode comes from the inline <head> script, not from hydration.
 */
async function recordModeAtFirstPaint(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __darkBeforeBody?: boolean };
    new MutationObserver((_records, observer) => {
      if (!document.body) return;
      w.__darkBeforeBody = document.documentElement.classList.contains("dark");
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
}
const darkBeforeBody = (page: Page) =>
  page.evaluate(() => (window as unknown as { __darkBeforeBody?: boolean }).__darkBeforeBody);

test.describe("colour mode (SPEC §4)", () => {
  test("the toggle switches to dark and back, and the explicit choice persists across reloads", async ({
    page,
    goto,
    waitForHydration,
    expectAccessible,
  }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await recordModeAtFirstPaint(page);
    await goto("/about-us");
    expect(await isDark(page)).toBe(false);
    expect(await storedTheme(page)).toBeNull();
    const toggle = page.getByTestId("theme-toggle");
    await expect(toggle).toHaveAccessibleName("Switch to dark mode");

    await toggle.click();
    await expect(page.locator("html")).toHaveClass(/(^|\s)dark(\s|$)/);
    expect(await storedTheme(page)).toBe("dark");
    await expect(toggle).toHaveAccessibleName("Switch to light mode");
    await expectAccessible();

    await page.reload({ waitUntil: "domcontentloaded" });
    expect(await isDark(page), "dark right after the document is parsed").toBe(true);
    expect(await darkBeforeBody(page), "dark before the body is parsed (no flash of the light theme)").toBe(
      true,
    );
    await waitForHydration();
    expect(await isDark(page)).toBe(true);
    await expect(toggle).toHaveAccessibleName("Switch to light mode");

    await toggle.click();
    await expect(page.locator("html")).not.toHaveClass(/(^|\s)dark(\s|$)/);
    expect(await storedTheme(page)).toBe("light");

    // An explicit light choice wins over a dark operating system, from the first paint on.
    await page.emulateMedia({ colorScheme: "dark" });
    await page.reload({ waitUntil: "domcontentloaded" });
    expect(await isDark(page)).toBe(false);
    expect(await darkBeforeBody(page)).toBe(false);
    await waitForHydration();
    expect(await isDark(page)).toBe(false);
    expect(await storedTheme(page)).toBe("light");
  });

  test("without a stored choice the page follows the operating system, live", async ({ page, goto }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await recordModeAtFirstPaint(page);
    await goto("/contact-us");
    expect(await darkBeforeBody(page)).toBe(true);
    expect(await isDark(page)).toBe(true);
    await expect(page.getByTestId("theme-toggle")).toHaveAccessibleName("Switch to light mode");

    await page.emulateMedia({ colorScheme: "light" });
    await expect(page.locator("html")).not.toHaveClass(/(^|\s)dark(\s|$)/);
    await expect(page.getByTestId("theme-toggle")).toHaveAccessibleName("Switch to dark mode");

    await page.emulateMedia({ colorScheme: "dark" });
    await expect(page.locator("html")).toHaveClass(/(^|\s)dark(\s|$)/);
    expect(await storedTheme(page), "following the system stores nothing").toBeNull();
  });

  test("an explicit choice is not overridden by a live operating-system change", async ({
    page,
    goto,
    isMobile,
  }) => {
    test.skip(isMobile, "colour-mode logic does not depend on the screen");
    await page.emulateMedia({ colorScheme: "light" });
    await goto("/");
    await page.getByTestId("theme-toggle").click();
    await expect(page.locator("html")).toHaveClass(/(^|\s)dark(\s|$)/);

    await page.emulateMedia({ colorScheme: "light" });
    await page.emulateMedia({ colorScheme: "dark" });
    await page.emulateMedia({ colorScheme: "light" });
    // Give a (wrong) media listener the chance to run before checking.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(await isDark(page)).toBe(true);
    expect(await storedTheme(page)).toBe("dark");
  });
});
