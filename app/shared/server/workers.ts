import type { Env } from "./env";

/**
 * How many server processes serve the site: WEB_CONCURRENCY, else one per core, in production on
 * PostgreSQL; one on the embedded database (one process's alone) and in development.
 */
export function workerCount(
  env: Pick<Env, "NODE_ENV"> & Partial<Pick<Env, "DATABASE_URL" | "WEB_CONCURRENCY">>,
  cores: number,
): number {
  if (env.NODE_ENV !== "production" || !env.DATABASE_URL) return 1;
  return env.WEB_CONCURRENCY ?? Math.max(1, cores);
}
