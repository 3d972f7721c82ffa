/** The compiled production server started as a child process, for the system tests and the benchmarks. */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";

/** A server started by `startCompiledServer`. */
export interface CompiledServer {
  url: string;
  process: ChildProcess;
  /** Everything the server printed (JSON log lines), for assertions and for failure messages. */
  output(): string;
  /** True while the process runs. */
  alive(): boolean;
  /** SIGTERM, wait for the exit (the primary waits for its workers), remove the data folder made for it. */
  stop(): Promise<void>;
}

export interface CompiledServerOptions {
  /** Print each distinct output line once (process ids and timestamps ignored), and on stop how many repeats were not shown. */
  relay?: boolean;
}

const projectDir = path.resolve(import.meta.dirname, "..");
const COMPILED_SERVER = "build/node/server.js";
/** How long the server may take to become ready. */
const READY_MS = 120_000;
/** The levels at which the server logs "listening on …" (info). */
const LOGS_LISTENING = ["trace", "debug", "info"];

/**
 * Starts build/node/server.js (as `npm start` does) in production mode on the built app, with a data folder
 * of its own unless `env` names one, on a free port unless `env` gives PORT. It is ready once it logs that
 * it listens (with several workers, once the first does); when LOG_LEVEL hides that line, once /healthz on
 * the given PORT answers 200.
 */
export async function startCompiledServer(
  env: Record<string, string> = {},
  { relay = false }: CompiledServerOptions = {},
): Promise<CompiledServer> {
  for (const file of ["build/server/index.js", COMPILED_SERVER])
    if (!existsSync(path.join(projectDir, file)))
      throw new Error(`${file} is missing: run \`npm run build\` first.`);
  const port = env.PORT ?? "0";
  const logsListening = LOGS_LISTENING.includes(env.LOG_LEVEL ?? "info");
  if (!logsListening && Number(port) === 0)
    throw new Error(`LOG_LEVEL ${env.LOG_LEVEL} hides the line that tells the port: give a PORT`);
  const madeDataDir = env.DATA_DIR ? null : mkdtempSync(path.join(tmpdir(), "imodoka-server-"));
  const removeDataDir = () => madeDataDir && rmSync(madeDataDir, { recursive: true, force: true });
  const child = spawn(process.execPath, [path.join(projectDir, COMPILED_SERVER)], {
    cwd: projectDir,
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: port,
      LOG_LEVEL: "info",
      ...(madeDataDir ? { DATA_DIR: madeDataDir } : {}),
      DATABASE_URL: "",
      AUTH_SECRET: "compiled-server-secret-0123456789abcdefghijklmnop",
      USED_MARKET_JOBS_INTERVAL_SECONDS: "0",
      NEWSLETTER_JOB_INTERVAL_SECONDS: "0",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });

  let output = "";
  const seen = new Map<string, number>();
  let listening: ((url: string) => void) | undefined;
  for (const stream of [child.stdout!, child.stderr!])
    createInterface({ input: stream }).on("line", (line) => {
      output += `${line}\n`;
      const match = /listening on (http:\/\/\S+?)"/.exec(line);
      if (match) listening?.(match[1]!.replace("localhost", "127.0.0.1"));
      if (!relay) return;
      const key = line.replace(/\(node:\d+\)/, "").replace(/"time":\d+,?/, "");
      const times = (seen.get(key) ?? 0) + 1;
      seen.set(key, times);
      if (times === 1) console.log(`  [server] ${line.length > 240 ? `${line.slice(0, 239)}…` : line}`);
    });

  let exited = false;
  const exit = new Promise<number | null>((resolve) =>
    child.once("exit", (code) => {
      exited = true;
      resolve(code);
    }),
  );
  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      if (!exited) child.kill("SIGTERM");
      await exit;
      removeDataDir();
      const repeats = [...seen.values()].reduce((sum, n) => sum + n - 1, 0);
      if (repeats > 0) console.log(`  [server] ${repeats} repeated output lines not shown`);
    })());

  const fixedUrl = `http://127.0.0.1:${port}`;
  let waiting = true;
  const ready = logsListening
    ? new Promise<string>((resolve) => (listening = resolve))
    : (async () => {
        while (waiting) {
          const ok = await fetch(`${fixedUrl}/healthz`).then(
            (response) => response.ok,
            () => false,
          );
          if (ok) return fixedUrl;
          await new Promise((resolve) => setTimeout(resolve, 500));
        }
        return fixedUrl;
      })();
  // Relayed output is on the console already.
  const detail = () => (relay ? "" : `:\n${output}`);
  let timer: NodeJS.Timeout | undefined;
  try {
    const url = await Promise.race([
      ready,
      exit.then((code) => {
        throw new Error(`the server exited (code ${code}) before it was ready${detail()}`);
      }),
      new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`the server was not ready after ${READY_MS / 1000} s${detail()}`)),
          READY_MS,
        );
      }),
    ]);
    return { url, process: child, output: () => output, alive: () => !exited, stop };
  } catch (error) {
    await stop();
    throw error;
  } finally {
    waiting = false;
    listening = undefined;
    clearTimeout(timer);
  }
}
