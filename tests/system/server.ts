import { startCompiledServer, type CompiledServer } from "../../scripts/app-server";

/** A production server started from the build, on a free port, with its own data folder. */
export type SystemServer = CompiledServer;

/**
 * Starts the compiled server (build/node/server.js, as `npm start` does) in production mode on the built
 * app (`npm run build` first), with a fresh data folder (embedded database, demo content) unless `env` says
 * otherwise, and resolves once it listens (with several workers, once the first does).
 */
export const startServer = (env: Record<string, string> = {}): Promise<SystemServer> =>
  startCompiledServer(env);

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
