import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "db/**/*.test.ts", "tests/integration/**/*.test.ts"],
    environment: "node",
    // Vitest's default is one worker fewer than the cores: one on a 2-core machine. The integration files
    // spend much of their time waiting on PostgreSQL and child processes, so two run side by side.
    maxWorkers: 2,
    globalSetup: ["tests/setup/global-db.ts"],
    setupFiles: ["tests/setup/no-console-error.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
