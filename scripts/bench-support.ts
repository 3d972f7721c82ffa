/** Measuring helpers shared by the benchmark scripts (npm run bench, npm run bench:used). */
import { connect } from "node:net";
import { availableParallelism, loadavg } from "node:os";

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
