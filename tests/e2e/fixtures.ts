import AxeBuilder from "@axe-core/playwright";
import { createHash } from "node:crypto";
import { appendFileSync, existsSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  test as base,
  expect,
  type Browser,
  type BrowserContextOptions,
  type Locator,
  type Page,
  type Response,
} from "@playwright/test";

export { expect };

/** WCAG 2.2 AA, as axe tags it. */
/**
 * The reason a flow through mails, sessions or moderation runs at desktop size only: its server steps do not
 * depend on the screen, and the phone layout of its pages is checked by the phone tests of those pages.
 */
export const SERVER_FLOW = "a server flow (mails, sessions, moderation) does not depend on the screen";
/** For a rule of the page (a filter, a redirect, a sum) that reads the same at every width: checked on desktop. */
export const SAME_ON_EVERY_SCREEN = "the rule does not depend on the screen; one size is enough";

/** Fails when the page is wider than its window (a phone must never scroll sideways). */
export async function expectNoSidewaysScroll(page: Page, path: string): Promise<void> {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, `${path} is ${scrollWidth}px wide in a ${clientWidth}px window`).toBeLessThanOrEqual(
    clientWidth,
  );
}

/**
 * The texts of these elements that break inside a word: wider than their box, or on two lines without a space
 * or a hyphen to break at ("Mitsubis|hi").
 */
export async function brokenInsideAWord(names: Locator): Promise<string[]> {
  return names.evaluateAll((elements) =>
    elements
      .filter((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
        return (
          element.scrollWidth > element.clientWidth || (lines > 1 && !/[\s-]/.test(element.textContent ?? ""))
        );
      })
      .map((element) => element.textContent ?? ""),
  );
}

export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** What Chromium logs when a document or fetch is answered with a 404. Allowed only where a test asks for a 404. */
export const RESOURCE_404 = "Failed to load resource: the server responded with a status of 404 (Not Found)";
/** …and with a 410 (a page staff took off the site). */
export const RESOURCE_410 = "Failed to load resource: the server responded with a status of 410 (Gone)";
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

/** Layers a test can open over a page (dialogs, popovers, menus, suggestion lists). */
const LAYERS = ["dialog[open]", '[role="dialog"]', ":popover-open", '[role="listbox"]', '[role="menu"]'];

interface ScanOptions {
  browser: Browser;
  javaScriptEnabled: boolean;
  contextOptions: BrowserContextOptions;
}

interface ScanScope {
  /** The footer was checked in this state already. */
  skipFooter: boolean;
  /** This page's colours were checked already: only the layers open over it are checked for contrast. */
  contrastOnLayersOnly: boolean;
}

async function runAxe(page: Page, label: string, scope: ScanScope): Promise<void> {
  // Legacy mode runs axe in one go inside the page (the site has no cross-origin frames): twice as fast.
  const builder = () => new AxeBuilder({ page }).withTags(AXE_TAGS).setLegacyMode();
  let scan = builder();
  if (scope.skipFooter) scan = scan.exclude(FOOTER);
  const violations = [];
  if (scope.contrastOnLayersOnly) {
    // Colour contrast is half of a scan's time and depends on colours, not on the page's state.
    violations.push(...(await scan.disableRules(["color-contrast"]).analyze()).violations);
    const open = await page.evaluate(
      (selectors) => selectors.filter((selector) => document.querySelector(selector) !== null),
      LAYERS,
    );
    if (open.length > 0) {
      let layers = builder().withRules(["color-contrast"]);
      for (const selector of open) layers = layers.include(selector);
      violations.push(...(await layers.analyze()).violations);
    }
  } else {
    violations.push(...(await scan.analyze()).violations);
  }
  const problems = formatViolations(violations);
  expect(
    problems,
    `axe found ${problems.length} accessibility violation(s) on ${label}:\n\n${problems.join("\n\n")}\n`,
  ).toEqual([]);
}

/**
 * Page states, footers and pages' colours already checked, by any worker of this run (a file in the suite's
 * scratch folder, one key a line), keyed by what axe would see: the serialised DOM without nonces, the
 * viewport and whether scripts run. A full scan takes 1–3 s, so an identical state is not checked twice, the
 * footer, once checked in a given state, is left out of later scans, and a page's colours (its address in a
 * given viewport and colour mode) are checked once, then only in the layers a test opens over it.
 */
const checked = {
  file: () => path.join(process.env.IMODOKA_E2E_DIR ?? os.tmpdir(), "accessibility-checked"),
  keys: new Set<string>(),
  has(key: string) {
    if (this.keys.has(key)) return true;
    if (existsSync(this.file())) {
      for (const line of readFileSync(this.file(), "utf8").split("\n")) if (line) this.keys.add(line);
    }
    return this.keys.has(key);
  },
  add(...keys: (string | undefined)[]) {
    for (const key of keys) {
      if (key === undefined || this.keys.has(key)) continue;
      this.keys.add(key);
      // One short line per write, appended: writes from two workers never interleave.
      appendFileSync(this.file(), `${key}\n`);
    }
  },
};

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
  const { pathname } = new URL(page.url());
  return {
    html,
    page: `${setting}|${page.url()}|${popovers}|${sha1(html)}`,
    footer: footer ? `${setting}|${rootTag}|${sha1(footer)}` : undefined,
    colours: `${setting}|${rootTag}|${pathname}`,
  };
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
  if (checked.has(keys.page)) return;
  const scope = {
    skipFooter: keys.footer !== undefined && checked.has(keys.footer),
    contrastOnLayersOnly: checked.has(keys.colours),
  };
  if (javaScriptEnabled) {
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    await runAxe(page, page.url(), scope);
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
      await runAxe(copy, `${url} (JavaScript off)`, scope);
    } finally {
      await scratch.close();
    }
  }
  checked.add(keys.page, keys.footer, keys.colours);
}

export async function hydrated(page: Page): Promise<void> {
  // React marks the DOM nodes it has claimed. The theme toggle is in the layout of every page; the footer's
  // brand grid, the lead button and the desktop menu's buttons are parts hydrated after the page (island()),
  // and the footer changes when it hydrates, so a check run before then would see a page that is about to
  // change.
  await page.waitForFunction(() => {
    const claimed = (node: Element | null) =>
      !!node && Object.keys(node).some((key) => key.startsWith("__reactProps$"));
    const islands = ['[data-testid="brand-masonry"]', "a.lead-button", ".main-menu .submenu-toggle"].map(
      (selector) => document.querySelector(selector),
    );
    return (
      claimed(document.querySelector('[data-testid="theme-toggle"]')) &&
      islands.every((island) => island === null || claimed(island))
    );
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
