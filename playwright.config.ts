import { execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";
import {
  E2E_ADMIN,
  E2E_EDITOR,
  E2E_NOW,
  E2E_PARTNER_ORIGIN,
  E2E_PORT as PORT,
  MAIL_PORT,
  e2eApiKeysSetting,
  e2eSisterSites,
} from "./tests/e2e/test-env";

const baseURL = `http://127.0.0.1:${PORT}`;

// The e2e suite runs against the production build; `npm test` builds it first.
if (!existsSync(path.resolve("build/server/index.js"))) {
  throw new Error(
    "build/server/index.js is missing: the end-to-end tests run against the production build. " +
      "Run `npm run build` first (or `npm test`, which builds before running Playwright).",
  );
}

// This file is also loaded by every worker process; they inherit the runner's environment, so the
// scratch folder is prepared once, in the runner, and removed by tests/e2e/global-teardown.ts. It holds:
// - data/: a fresh, empty database folder (migrations and demo seed run at start);
// - build/: a copy of the production build, so that rebuilding the app while the suite runs cannot
//   swap the browser assets under the running server. The server runs from this folder;
// - node_modules: a link to the project's, for the packages the server build imports;
// - package.json: says the build is ES modules, as the project's does (the build has top-level await).
if (!process.env.IMODOKA_E2E_DIR) {
  const dir = mkdtempSync(path.join(os.tmpdir(), "imodoka-e2e-"));
  cpSync(path.resolve("build"), path.join(dir, "build"), { recursive: true });
  symlinkSync(path.resolve("node_modules"), path.join(dir, "node_modules"), "dir");
  writeFileSync(path.join(dir, "package.json"), JSON.stringify({ private: true, type: "module" }));
  mkdirSync(path.join(dir, "data"));
  // The staff accounts, made the way a site owner makes them (the database is free: no server yet). Staff
  // pages need two-step verification: on from the start, its key in a file for the tests.
  for (const [staff, role, keyFile] of [
    [E2E_EDITOR, "editor", "editor-totp-key"],
    [E2E_ADMIN, "admin", "admin-totp-key"],
  ] as const)
    execFileSync(
      process.execPath,
      [
        path.resolve("node_modules/tsx/dist/cli.mjs"),
        path.resolve("scripts/create-admin.ts"),
        ...["--email", staff.email, "--name", staff.name, "--password", staff.password],
        ...["--role", role],
        ...["--two-factor-key-file", path.join(dir, keyFile)],
      ],
      { env: { ...process.env, DATA_DIR: path.join(dir, "data"), DATABASE_URL: "" }, stdio: "ignore" },
    );
  process.env.IMODOKA_E2E_DIR = dir;
  // Normally global-teardown.ts removes it; this also covers runs that stop before teardown (server failed to start).
  process.once("exit", () => rmSync(dir, { recursive: true, force: true }));
}
const scratchDir = process.env.IMODOKA_E2E_DIR;
const projectDir = path.resolve(".");
// Headless Chromium says "HeadlessChrome", which the server rightly treats as a bot (SPEC §2.2: bots get
// no error screen). The visitors these tests stand for use an ordinary Chrome.
const chromeVersion = "156.0.0.0";
const desktopUserAgent = `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${chromeVersion} Safari/537.36`;
const mobileUserAgent = `Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${chromeVersion} Mobile Safari/537.36`;

// Debian's headless shell (package chromium-headless-shell, the same engine as Debian's Chromium without the
// browser's windows and WebUI) runs the suite with about a third less CPU than the full browser run headless,
// which stays the fallback.
const headlessShell = "/usr/lib/chromium/chromium-headless-shell";
const chromiumPath = existsSync(headlessShell) ? headlessShell : "/usr/bin/chromium";

// Debian's full Chromium, run headless, and each new window (one per test) loads the address
// bar's WebUI pop-ups in a renderer of their own: about a sixth of the suite's CPU on this 2-core machine.
// Chromium keeps only the last --disable-features, so Playwright 1.65's own list is repeated before ours.
const playwrightDisabledFeatures = [
  "AvoidUnnecessaryBeforeUnloadCheckSync",
  "DestroyProfileOnBrowserClose",
  "HttpsUpgrades",
  "HttpsFirstBalancedModeAutoEnable",
  "LensOverlay",
  "MediaRouter",
  "PaintHolding",
  "ThirdPartyStoragePartitioning",
  "AvoidCorsURLLoaderRestartOnRedirect",
  "OptimizationHints",
  "NetworkTimeServiceQuerying",
  "AimEnabled",
  "PreconnectToSearch",
];
const disabledFeatures = [...playwrightDisabledFeatures, "WebUIOmniboxPopup", "WebUIOmniboxAimPopup"];

const desktop = { viewport: { width: 1366, height: 768 }, userAgent: desktopUserAgent };
const mobile = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  userAgent: mobileUserAgent,
};
/**
 * The back office's journeys change public content for a moment (a brand, a model, a price, a dealer, an
 * article): pages other tests read (all makes, the footer, a brand's models and prices, the news) would change
 * under them, so these run last, on their own.
 */
const catalogueEditing = /\/admin(-[a-z]+)?\.spec\.ts$/;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [["list"], ["line"]] : "list",
  // Member journeys (sign-up, mail, a second browser) take 15–25 s; a busy 2-core machine can double that.
  timeout: 60_000,
  expect: { timeout: 5_000 },
  globalSetup: "./tests/e2e/global-setup.ts",
  globalTeardown: "./tests/e2e/global-teardown.ts",
  use: {
    baseURL,
    browserName: "chromium",
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        `--disable-features=${disabledFeatures.join(",")}`,
      ],
    },
    locale: "en-GB",
    timezoneId: "Africa/Kigali",
    // Recording a trace of every test costs a tenth of the suite's time; to debug a failure, run the
    // failing spec again with `npx playwright test <spec> --trace retain-on-failure`.
    trace: "off",
  },
  projects: [
    { name: "desktop", use: desktop, testIgnore: catalogueEditing },
    { name: "mobile", use: mobile, testIgnore: catalogueEditing },
    // After every other test: while these run, the public catalogue holds a test brand and model.
    {
      name: "back office, desktop",
      use: desktop,
      testMatch: catalogueEditing,
      dependencies: ["desktop", "mobile"],
    },
    {
      name: "back office, mobile",
      use: mobile,
      testMatch: catalogueEditing,
      dependencies: ["desktop", "mobile"],
    },
  ],
  webServer: {
    // `npx tsx server.ts`, run from the scratch folder so that it serves the copied build.
    command: `"${process.execPath}" "${path.join(projectDir, "node_modules/tsx/dist/cli.mjs")}" "${path.join(projectDir, "server.ts")}"`,
    cwd: scratchDir,
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      NODE_ENV: "production",
      PORT: String(PORT),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      DATA_DIR: path.join(scratchDir, "data"),
      TSX_TSCONFIG_PATH: path.join(projectDir, "tsconfig.json"),
      SISTER_SITES: JSON.stringify(e2eSisterSites),
      CONTACT_RATE_LIMIT: "1000",
      NEWSLETTER_RATE_LIMIT: "1000",
      REPORT_RATE_LIMIT: "1000",
      LEAD_RATE_LIMIT: "1000",
      // Saved-search alerts go out within seconds of a matching listing's approval, for the alert test.
      USED_MARKET_JOBS_INTERVAL_SECONDS: "2",
      // A newsletter sent from the back office goes out within seconds, for its test.
      NEWSLETTER_JOB_INTERVAL_SECONDS: "2",
      // Every test signs in from the same address; the per-address limit (5) stays as in production.
      AUTH_RATE_LIMIT_PER_IP: "1000",
      // Mails go to the suite's SMTP server (global-setup.ts), and their links to this server.
      SMTP_URL: `smtp://127.0.0.1:${MAIL_PORT}`,
      SITE_URL: baseURL,
      // Opening hours ("open now") are read against a stopped clock, so the dealer tests know who is open.
      NOW: E2E_NOW,
      // The API wants a key, so every page of the suite shows the site working with keys configured.
      API_KEYS: e2eApiKeysSetting,
      API_CORS_ORIGINS: E2E_PARTNER_ORIGIN,
    },
  },
});
