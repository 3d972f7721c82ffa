/** Measuring helpers shared by the benchmark scripts (npm run bench, npm run bench:used). */
import { connect } from "node:net";
import { availableParallelism, loadavg } from "node:os";
import autocannon from "autocannon";
import { startCompiledServer } from "./app-server";
import { PHONE_BROWSER } from "../tests/setup/phone-browser";

/** The p-th percentile of ascending `sorted` (nearest rank); NaN when empty. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** Milliseconds to two decimals; "-" when nothing was measured. */
export const ms = (value: number) => (Number.isNaN(value) ? "-" : Math.round(value * 100) / 100);

/** Whether something listens on a loopback port. */
const answers = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect({ host: "127.0.0.1", port, timeout: 500 });
    socket.once("connect", () => (socket.destroy(), resolve(true)));
    socket.once("timeout", () => (socket.destroy(), resolve(false)));
    socket.once("error", () => resolve(false));
  });

/** The PostgreSQL server to use, or null: BENCH_DATABASE_URL, TEST_DATABASE_URL, else a local server if one answers. */
export async function postgresServer(): Promise<{ url: string; explicit: boolean } | null> {
  const configured = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (configured) return { url: configured, explicit: true };
  if (!(await answers(5432))) return null;
  const user = process.env.PGUSER ?? "postgres";
  const password = process.env.PGPASSWORD ? `:${encodeURIComponent(process.env.PGPASSWORD)}` : "";
  return {
    url: `postgres://${encodeURIComponent(user)}${password}@127.0.0.1:5432/postgres`,
    explicit: false,
  };
}

/** The Redis server to use, or null: BENCH_REDIS_URL, TEST_REDIS_URL, else a local one if it answers. */
export async function redisServer(): Promise<string | null> {
  const configured = process.env.BENCH_REDIS_URL ?? process.env.TEST_REDIS_URL;
  if (configured) return configured;
  return (await answers(6379)) ? "redis://127.0.0.1:6379" : null;
}

/** Other work on the machine skews every figure: shown before and after. */
export const machineLoad = () =>
  `load average ${loadavg()
    .map((n) => n.toFixed(2))
    .join(" / ")} on ${availableParallelism()} CPUs`;

/**
 * The compiled production server (scripts/app-server.ts) on `port`, logging warnings and errors only, each
 * distinct output line shown once; ready once /healthz answers.
 */
export function startAppServer(port: number, env: Record<string, string>) {
  return startCompiledServer(
    {
      PORT: String(port),
      LOG_LEVEL: "warn",
      // The bench is one client hammering the API: its limit a minute would turn the run into 429s.
      API_KEYS: "",
      API_RATE_LIMIT: "1000000000",
      ...env,
    },
    { relay: true },
  );
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
