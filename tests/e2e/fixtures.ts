import AxeBuilder from "@axe-core/playwright";
import { createHash } from "node:crypto";
import {
  test as base,
  expect,
  type Browser,
  type BrowserContextOptions,
  type Page,
  type Response,
} from "@playwright/test";

export { expect };

/** WCAG 2.2 AA, as axe tags it. */
export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** What Chromium logs when a document or fetch is answered with a 404. Allowed only where a test asks for a 404. */
export const RESOURCE_404 = "Failed to load resource: the server responded with a status of 404 (Not Found)";
/** What Chromium logs when a form submission is answered with 400 (the contact form's validation errors). */
export const RESOURCE_400 =
  "Failed to load resource: the server responded with a status of 400 (Bad Request)";

interface ConsoleState {
  allowed: Set<string>;
  seen: string[];
}

export interface E2EFixtures {
  /** How checkAccessibility reaches the browser and reproduces this test's settings. */
  scanOptions: ScanOptions;
  /** Console errors and page errors seen in this test, and the messages it declared as expected. */
  consoleState: ConsoleState;
  /**
   * Declares console error texts this test provokes on purpose (matched exactly, nothing else is allowed),
   * e.g. `allowConsoleErrors(RESOURCE_404)` in a test that opens a missing page.
   */
  allowConsoleErrors: (...messages: string[]) => void;
  /** Runs axe (WCAG 2.2 AA tags) on the page as it is now and fails on any violation. */
  expectAccessible: (page?: Page) => Promise<void>;
  /** page.goto, then waits for hydration (unless JavaScript is off) and checks accessibility. */
  goto: (url: string, options?: { expectStatus?: number }) => Promise<Response>;
  /** Waits until React has hydrated the current document and run its effects. */
  waitForHydration: (page?: Page) => Promise<void>;
}

function formatViolations(violations: Awaited<ReturnType<AxeBuilder["analyze"]>>["violations"]): string[] {
  return violations.map((violation) => {
    const targets = violation.nodes
      .slice(0, 8)
      .map((node) => {
        const summary = node.failureSummary
          ? `\n        ${node.failureSummary.replace(/\n/g, "\n        ")}`
          : "";
        return `      ${node.target.join(" >> ")}${summary}`;
      })
      .join("\n");
    const more = violation.nodes.length > 8 ? `\n      … and ${violation.nodes.length - 8} more` : "";
    return `${violation.id} [${violation.impact ?? "?"}]: ${violation.help} (${violation.helpUrl})\n${targets}${more}`;
  });
}

/** The site footer: the same on every page, and with its 200-odd links the slowest part to check. */
const FOOTER = "body > footer";

async function runAxe(page: Page, label: string, skipFooter: boolean): Promise<void> {
  // Legacy mode runs axe in one go inside the page (the site has no cross-origin frames): twice as fast.
  let builder = new AxeBuilder({ page }).withTags(AXE_TAGS).setLegacyMode();
  if (skipFooter) builder = builder.exclude(FOOTER);
  const results = await builder.analyze();
  const problems = formatViolations(results.violations);
  expect(
    problems,
    `axe found ${problems.length} accessibility violation(s) on ${label}:\n\n${problems.join("\n\n")}\n`,
  ).toEqual([]);
}

/**
 * Page states (and footers) this worker has already checked, keyed by what axe would see: the serialised
 * DOM without nonces, the viewport and whether scripts run. A full scan takes 1–3 s, so an identical state
 * is not checked twice, and the footer, once checked in a given state, is left out of later scans.
 */
const checkedStates = new Set<string>();

const sha1 = (text: string) => createHash("sha1").update(text).digest("hex");

async function stateKeys(page: Page, javaScriptEnabled: boolean) {
  const html = (await page.content()).replace(/\snonce="[^"]*"/g, "");
  const viewport = page.viewportSize();
  // Open popovers are not in the markup.
  const popovers = javaScriptEnabled
    ? await page.evaluate(() => [...document.querySelectorAll(":popover-open")].map((e) => e.id).join())
    : "";
  const setting = `${viewport?.width}x${viewport?.height}|js:${javaScriptEnabled}`;
  const rootTag = html.match(/<html[^>]*>/)?.[0] ?? "";
  const footer = html.match(/<footer[\s\S]*<\/footer>/)?.[0];
  return {
    html,
    page: `${setting}|${page.url()}|${popovers}|${sha1(html)}`,
    footer: footer ? `${setting}|${rootTag}|${sha1(footer)}` : undefined,
  };
}

interface ScanOptions {
  browser: Browser;
  javaScriptEnabled: boolean;
  contextOptions: BrowserContextOptions;
}

/**
 * Runs axe on the page as it is now. axe needs scripts; when the test has them off, the page's document
 * (its own scripts removed, so it stays as served) is checked in a scratch page with the same settings.
 */
export async function checkAccessibility(
  page: Page,
  { browser, javaScriptEnabled, contextOptions }: ScanOptions,
): Promise<void> {
  const keys = await stateKeys(page, javaScriptEnabled);
  if (checkedStates.has(keys.page)) return;
  const skipFooter = keys.footer !== undefined && checkedStates.has(keys.footer);
  if (javaScriptEnabled) {
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    await runAxe(page, page.url(), skipFooter);
  } else {
    const url = page.url();
    const scratch = await browser.newContext({
      ...contextOptions,
      viewport: page.viewportSize(),
      javaScriptEnabled: true,
    });
    try {
      const served = keys.html
        .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "")
        .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, "");
      await scratch.route(url, (route) =>
        route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body: served }),
      );
      const copy = await scratch.newPage();
      await copy.goto(url);
      await runAxe(copy, `${url} (JavaScript off)`, skipFooter);
    } finally {
      await scratch.close();
    }
  }
  checkedStates.add(keys.page);
  if (keys.footer) checkedStates.add(keys.footer);
}

export async function hydrated(page: Page): Promise<void> {
  // React marks the DOM nodes it has claimed; the theme toggle is in the layout of every page.
  await page.waitForFunction(() => {
    const toggle = document.querySelector('[data-testid="theme-toggle"]');
    return !!toggle && Object.keys(toggle).some((key) => key.startsWith("__reactProps$"));
  });
  // Let the commit's passive effects (visitor id, masonry, colour-mode listeners) run.
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))),
  );
}

function isAppPage(page: Page, baseURL: string | undefined): boolean {
  return !page.isClosed() && !!baseURL && page.url().startsWith(baseURL);
}

export const test = base.extend<E2EFixtures>({
  consoleState: async ({}, use) => {
    await use({ allowed: new Set(), seen: [] });
  },

  allowConsoleErrors: async ({ consoleState }, use) => {
    await use((...messages) => messages.forEach((message) => consoleState.allowed.add(message)));
  },

  context: async ({ context, consoleState }, use) => {
    context.on("console", (message) => {
      if (message.type() === "error") consoleState.seen.push(message.text());
    });
    context.on("weberror", (error) =>
      consoleState.seen.push(`Uncaught ${error.error().stack ?? error.error().message}`),
    );
    await use(context);
  },

  scanOptions: async (
    { browser, javaScriptEnabled, baseURL, isMobile, hasTouch, userAgent, colorScheme, locale, timezoneId },
    use,
  ) => {
    await use({
      browser,
      javaScriptEnabled: javaScriptEnabled !== false,
      contextOptions: { baseURL, isMobile, hasTouch, userAgent, colorScheme, locale, timezoneId },
    });
  },

  page: async ({ page, consoleState, baseURL, scanOptions }, use, testInfo) => {
    await use(page);
    // Every test ends with an accessibility check of the page it left the browser on.
    if (testInfo.status === testInfo.expectedStatus && isAppPage(page, baseURL)) {
      await checkAccessibility(page, scanOptions);
    }
    const unexpected = consoleState.seen.filter((text) => !consoleState.allowed.has(text));
    expect(unexpected, `the page logged console errors or threw:\n${unexpected.join("\n")}`).toEqual([]);
  },

  expectAccessible: async ({ page, scanOptions }, use) => {
    await use((target = page) => checkAccessibility(target, scanOptions));
  },

  waitForHydration: async ({ page, javaScriptEnabled }, use) => {
    await use(async (target = page) => {
      if (javaScriptEnabled !== false) await hydrated(target);
    });
  },

  goto: async ({ page, waitForHydration, scanOptions }, use) => {
    await use(async (url, options = {}) => {
      const response = await page.goto(url);
      expect(response, `no response for ${url}`).not.toBeNull();
      expect(response!.status(), `status of ${url}`).toBe(options.expectStatus ?? 200);
      await waitForHydration();
      await checkAccessibility(page, scanOptions);
      return response!;
    });
  },
});
