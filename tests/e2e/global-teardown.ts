import { rmSync } from "node:fs";

/**
 * Removes the scratch folder (database and build copy) created in playwright.config.ts.
 * Global teardown runs before Playwright stops the web server, so the folder is removed when the
 * runner exits, once the server (and its database) is gone.
 */
export default function globalTeardown() {
  const scratchDir = process.env.IMODOKA_E2E_DIR;
  if (!scratchDir) return;
  process.once("exit", () => rmSync(scratchDir, { recursive: true, force: true }));
}
