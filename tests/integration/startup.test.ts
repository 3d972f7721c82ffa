import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { DatabaseLockedError, openDatabase } from "../../app/shared/db/client";
import { runScript, SCRIPT_TIMEOUT } from "../setup/run-script";

const dirs: string[] = [];
function tempDir() {
  const dir = mkdtempSync(path.join(tmpdir(), "imodoka-lock-"));
  dirs.push(dir);
  return path.join(dir, "pglite");
}
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const runServer = (env: Record<string, string>) =>
  runScript("server.ts", { NODE_ENV: "development", LOG_LEVEL: "info", PORT: "0", ...env });

describe("PGlite data folder", () => {
  it("is locked to one process: a second opener gets a clear error, then can open after the first closes", async () => {
    const dir = tempDir();
    const first = await openDatabase({ dataDir: dir });
    await first.migrate();
    await expect(openDatabase({ dataDir: dir })).rejects.toBeInstanceOf(DatabaseLockedError);
    await expect(openDatabase({ dataDir: dir })).rejects.toThrow(/is in use by another Imodoka process/);
    await first.close();
    const second = await openDatabase({ dataDir: dir });
    await expect(second.ping()).resolves.toBeUndefined();
    await second.close();
  });

  it(
    "makes a second server process exit with the message instead of touching the data",
    async () => {
      const dir = tempDir();
      const holder = await openDatabase({ dataDir: dir });
      try {
        const { code, output } = await runServer({ DATA_DIR: path.dirname(dir) });
        expect(code).toBe(1);
        expect(output).toContain("is in use by another Imodoka process");
      } finally {
        await holder.close();
      }
    },
    SCRIPT_TIMEOUT,
  );
});

/** A child process that holds the folder's lock, resolved once it does. */
function holder(dir: string) {
  const child = spawn(process.execPath, ["--import", "tsx", "tests/setup/hold-database.ts", dir], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  return new Promise<typeof child>((resolve, reject) => {
    child.stdout.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("holding")) resolve(child);
    });
    child.on("exit", (code) => reject(new Error(`the holder exited with ${code}`)));
  });
}

describe("PGlite data folder after a crash", () => {
  it(
    "opens at once after its holder was killed with SIGKILL, and never while the holder lives",
    async () => {
      const dir = tempDir();
      const child = await holder(dir);
      await expect(openDatabase({ dataDir: dir })).rejects.toBeInstanceOf(DatabaseLockedError);
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGKILL");
      await exited;
      // The killed process could not remove its lock: it is still there, fresh, naming a dead process.
      expect(existsSync(`${dir}.lock`)).toBe(true);
      const started = Date.now();
      const reopened = await openDatabase({ dataDir: dir });
      expect(Date.now() - started).toBeLessThan(5_000);
      await expect(reopened.ping()).resolves.toBeUndefined();
      await reopened.close();
      expect(existsSync(`${dir}.lock`)).toBe(false);
      expect(existsSync(`${dir}.lock-owner.json`)).toBe(false);
    },
    SCRIPT_TIMEOUT,
  );
});

describe("server start-up", () => {
  it(
    "refuses to start with a readable list of bad settings",
    async () => {
      const { code, output } = await runServer({ PORT: "not-a-port", DATABASE_URL: "mysql://x" });
      expect(code).toBe(1);
      expect(output).toContain("Invalid environment configuration");
      expect(output).toContain("PORT:");
      expect(output).toContain("DATABASE_URL: must be a postgres:// URL");
    },
    SCRIPT_TIMEOUT,
  );
});
