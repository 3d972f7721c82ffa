/** Measuring helpers shared by the benchmark scripts (npm run bench, npm run bench:used). */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { connect } from "node:net";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import type { Readable } from "node:stream";
import autocannon from "autocannon";

/** The p-th percentile of ascending `sorted` (nearest rank); NaN when empty. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** Milliseconds to two decimals; "-" when nothing was measured. */
export const ms = (value: number) => (Number.isNaN(value) ? "-" : Math.round(value * 100) / 100);

/** The PostgreSQL server to use, or null: BENCH_DATABASE_URL, TEST_DATABASE_URL, else a local server if one answers. */
export async function postgresServer(): Promise<{ url: string; explicit: boolean } | null> {
  const configured = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (configured) return { url: configured, explicit: true };
  const open = await new Promise<boolean>((resolve) => {
    const socket = connect({ host: "127.0.0.1", port: 5432, timeout: 500 });
    socket.once("connect", () => (socket.destroy(), resolve(true)));
    socket.once("timeout", () => (socket.destroy(), resolve(false)));
    socket.once("error", () => resolve(false));
  });
  if (!open) return null;
  const user = process.env.PGUSER ?? "postgres";
  const password = process.env.PGPASSWORD ? `:${encodeURIComponent(process.env.PGPASSWORD)}` : "";
  return {
    url: `postgres://${encodeURIComponent(user)}${password}@127.0.0.1:5432/postgres`,
    explicit: false,
  };
}

/** Other work on the machine skews every figure: shown before and after. */
export const machineLoad = () =>
  `load average ${loadavg()
    .map((n) => n.toFixed(2))
    .join(" / ")} on ${availableParallelism()} CPUs`;

/** Prints each distinct line of a server's output once (the bench's load would repeat a warning thousands of times). */
function relayOnce(stream: Readable, seen: Map<string, number>) {
  createInterface({ input: stream }).on("line", (line) => {
    const key = line.replace(/\(node:\d+\)/, "").replace(/"time":\d+,?/, "");
    const times = (seen.get(key) ?? 0) + 1;
    seen.set(key, times);
    if (times === 1) console.log(`  [server] ${line.length > 240 ? `${line.slice(0, 239)}…` : line}`);
  });
}

/**
 * The compiled production server (build/node/server.js, as `npm start` runs it) on `port`, with a data folder
 * of its own unless `env` names one; `stop` sends SIGTERM, waits for it and its workers, and removes that
 * folder.
 */
export async function startAppServer(port: number, env: Record<string, string>) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "imodoka-bench-server-"));
  const server = spawn(process.execPath, ["build/node/server.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      DATA_DIR: path.join(dataDir, "data"),
      AUTH_SECRET: "bench-only-secret-0123456789abcdefghijklmnop",
      // The bench is one client hammering the API: its limit a minute would turn the run into 429s.
      API_KEYS: "",
      API_RATE_LIMIT: "1000000000",
      USED_MARKET_JOBS_INTERVAL_SECONDS: "0",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const seen = new Map<string, number>();
  relayOnce(server.stdout!, seen);
  relayOnce(server.stderr!, seen);
  const exited = new Promise<void>((resolve) => server.once("exit", () => resolve()));
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) server.kill("SIGTERM");
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
    const repeats = [...seen.values()].reduce((sum, n) => sum + n - 1, 0);
    if (repeats > 0) console.log(`  [server] ${repeats} repeated output lines not shown`);
  };
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (server.exitCode !== null) throw new Error(`server exited with code ${server.exitCode}`);
    if (
      await fetch(`${url}/healthz`).then(
        (response) => response.ok,
        () => false,
      )
    )
      break;
    if (i > 240) {
      await stop();
      throw new Error("server did not become healthy");
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return { url, stop };
}

/** What one page did under load: requests a second and latency percentiles (ms) over every response. */
export interface LoadResult {
  rps: number;
  responses: number;
  p50: number;
  p95: number;
  p99: number;
  non2xx: number;
  errors: number;
}

/** A phone browser: bots get a bare status code instead of some pages (SPEC §2.2). */
export const PHONE_BROWSER =
  "Mozilla/5.0 (Linux; Android 14; SM-A546B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0 Mobile Safari/537.36";

/**
 * `url` under `connections` connections for `seconds`, with gzip and a phone's user agent (autocannon's own
 * table has no p95, so each response's time is kept). `onStart` gets the running instance (to stop it).
 */
export function loadPage(
  url: string,
  { connections, seconds }: { connections: number; seconds: number },
  onStart: (instance: autocannon.Instance) => void = () => {},
): Promise<LoadResult> {
  const times: number[] = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections,
        duration: seconds,
        headers: { "accept-encoding": "gzip", "user-agent": PHONE_BROWSER },
      },
      (error: unknown, result: autocannon.Result) => {
        if (error) return reject(error);
        times.sort((a, b) => a - b);
        resolve({
          rps: Math.round(result.requests.average),
          responses: times.length,
          p50: percentile(times, 50),
          p95: percentile(times, 95),
          p99: percentile(times, 99),
          non2xx: result.non2xx,
          errors: result.errors,
        });
      },
    );
    instance.on("response", (_client, _status, _bytes, responseTime) => times.push(responseTime));
    onStart(instance);
  });
}
