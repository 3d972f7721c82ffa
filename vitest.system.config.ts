import { defineConfig } from "vitest/config";

/**
 * System tests: the production build run as a black box (tests/system/server.ts starts it), for what only
 * a whole server shows — request limits, malformed requests, database faults. `npm test` runs them after
 * the build, before the browser suite.
 */
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["tests/system/**/*.test.ts"],
    environment: "node",
    setupFiles: ["tests/setup/no-console-error.ts"],
    // One server per file, and the files one after the other: each server already keeps both cores busy.
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
