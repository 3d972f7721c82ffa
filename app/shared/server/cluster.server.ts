/**
 * Several server processes on one port (node:cluster), for PostgreSQL in production (decision 0025). The
 * primary only starts and watches them: the first prepares the database (migrations, demo content) and the
 * others start once it listens; one that stops unexpectedly is replaced. On SIGTERM or SIGINT each is told
 * to finish its requests and stop, and the primary exits when they all have.
 */
import cluster, { type Worker } from "node:cluster";
import type { Logger } from "./log";

/** Set in the environment of the worker that prepares the database. */
const PREPARES = "IMODOKA_PREPARE_DATABASE";
/** Wait before replacing a worker that stopped, so that one failing at once does not spin. */
const REPLACE_MS = 1_000;
/** A worker still running this long after it was told to stop is ended. */
const STOP_MS = 15_000;

/** In a worker: whether it is the one that prepares the database. */
export const preparesDatabase = () => process.env[PREPARES] === "1";

/** In the primary: starts `count` workers and keeps them running until a signal. */
export function runPrimary({ count, log }: { count: number; log: Logger }): void {
  let stopping = false;
  const start = (prepare: boolean) => {
    const worker = cluster.fork(prepare ? { [PREPARES]: "1" } : {});
    let listened = false;
    worker.once("listening", () => {
      listened = true;
      if (prepare) for (let i = 1; i < count; i++) start(false);
    });
    worker.once("exit", (code, signal) => {
      if (stopping) return;
      if (!listened) {
        // It could not start (bad settings, the database away, the port taken): another would fail alike.
        log.fatal({ pid: worker.process.pid, code, signal }, "a server process stopped before it listened");
        void stop(1);
        return;
      }
      log.error({ pid: worker.process.pid, code, signal }, "a server process stopped; starting another");
      setTimeout(() => !stopping && start(false), REPLACE_MS).unref();
    });
  };
  const stop = async (exitCode: number, signal: NodeJS.Signals = "SIGTERM") => {
    if (stopping) return;
    stopping = true;
    const workers = Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => !!worker);
    setTimeout(() => {
      for (const worker of workers) worker.process.kill("SIGKILL");
    }, STOP_MS).unref();
    await Promise.all(
      workers.map((worker) =>
        worker.isDead()
          ? undefined
          : new Promise<void>((resolve) => {
              worker.once("exit", () => resolve());
              worker.process.kill(signal);
            }),
      ),
    );
    process.exit(exitCode);
  };
  log.info({ workers: count }, "starting the server processes");
  start(true);
  process.on("SIGTERM", () => void stop(0, "SIGTERM"));
  process.on("SIGINT", () => void stop(0, "SIGINT"));
}
