import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";

/** A production server started from the build, on a free port, with its own data folder. */
export interface SystemServer {
  url: string;
  process: ChildProcess;
  /** Everything the server printed (JSON log lines), for assertions and for failure messages. */
  output(): string;
  /** True while the process runs. */
  alive(): boolean;
  /** SIGTERM, wait for the exit, remove the data folder. */
  stop(): Promise<void>;
}

const projectDir = path.resolve(import.meta.dirname, "../..");
const COMPILED_SERVER = "build/node/server.js";

/**
 * Starts the compiled server (build/node/server.js, as `npm start` does) in production mode on the built
 * app (`npm run build` first), with a fresh data folder (embedded database, demo content) unless `env` says
 * otherwise, and resolves once it listens (with several workers, once the first does).
 */
export async function startServer(env: Record<string, string> = {}): Promise<SystemServer> {
  for (const file of ["build/server/index.js", COMPILED_SERVER])
    if (!existsSync(path.join(projectDir, file)))
      throw new Error(`${file} is missing: run \`npm run build\` before the system tests.`);
  const dataDir = mkdtempSync(path.join(tmpdir(), "imodoka-system-"));
  const child = spawn(process.execPath, [path.join(projectDir, COMPILED_SERVER)], {
    cwd: projectDir,
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: "0",
      LOG_LEVEL: "info",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      AUTH_SECRET: "system-test-secret-0123456789abcdefghijklmnop",
      USED_MARKET_JOBS_INTERVAL_SECONDS: "0",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  let exited = false;
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exit = new Promise<void>((resolve) =>
    child.on("exit", () => {
      exited = true;
      resolve();
    }),
  );
  const url = await new Promise<string>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    lines.on("line", (line) => {
      output += `${line}\n`;
      const match = /listening on (http:\/\/\S+?)"/.exec(line);
      if (match) resolve(match[1]!.replace("localhost", "127.0.0.1"));
    });
    void exit.then(() => {
      rmSync(dataDir, { recursive: true, force: true });
      reject(new Error(`the server exited before listening:\n${output}`));
    });
  });
  return {
    url,
    process: child,
    output: () => output,
    alive: () => !exited,
    async stop() {
      if (!exited) child.kill("SIGTERM");
      await exit;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Polls `check` every 200 ms until it answers something truthy, which it resolves with; fails after `ms`. */
export async function waitFor<T>(
  check: () => T | Promise<T>,
  ms: number,
  what: string,
): Promise<NonNullable<T>> {
  for (const started = Date.now(); ; await new Promise((resolve) => setTimeout(resolve, 200))) {
    const value = await check();
    if (value) return value;
    if (Date.now() - started > ms) throw new Error(`timed out waiting for ${what}`);
  }
}
