/**
 * The site's server. `npm start` runs it compiled (build/node/server.js), `npm run dev` from the source.
 * In production on PostgreSQL it starts WEB_CONCURRENCY processes (one per core by default) on one port;
 * otherwise it is one process.
 */
import cluster from "node:cluster";
import { availableParallelism } from "node:os";
import { parseEnv } from "./app/shared/server/env";
import { createLogger } from "./app/shared/server/log";
import { workerCount } from "./app/shared/server/workers";
import { preparesDatabase, runPrimary } from "./app/shared/server/cluster.server";

const env = (() => {
  try {
    return parseEnv();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
})();
const production = env.NODE_ENV === "production";
const log = createLogger(env.LOG_LEVEL, !production && process.stdout.isTTY);
const count = workerCount(env, availableParallelism());

if (cluster.isPrimary) {
  if (env.NOW) log.warn({ now: env.NOW.toISOString() }, "NOW is set: opening hours read a stopped clock");
  if (production && (env.WEB_CONCURRENCY ?? 1) > 1 && !env.DATABASE_URL)
    log.warn("WEB_CONCURRENCY is ignored: the embedded database is one process's alone (set DATABASE_URL)");
}
if (cluster.isPrimary && count > 1) runPrimary({ count, log });
else {
  const { startInstance } = await import("./instance");
  await startInstance({ env, log, prepareDatabase: cluster.isPrimary || preparesDatabase() });
}
