import { createHash } from "node:crypto";
import type { Env } from "./env";
import type { Db } from "../db/client";
import { createLimiter, type LimitResult } from "./rate-limit";

/** Who is calling: a partner named in API_KEYS, or (when no keys are configured) an address. */
export interface ApiClient {
  name: string;
  perMinute: number;
}

export type KeyCheck =
  { ok: true; client: ApiClient } | { ok: false; code: "missing_api_key" | "invalid_api_key" };

/** The API's gate: keys, per-client rate limits and the partner origins allowed by CORS (decision 0016). */
export interface ApiAccess {
  /** True when API_KEYS is set: every call must then carry one of them. */
  keysRequired: boolean;
  /** Checks the key a request carries; `ip` names the client when no keys are configured. */
  check(key: string | undefined, ip: string): KeyCheck;
  consume(client: ApiClient): Promise<LimitResult>;
  allowsOrigin(origin: string | null): boolean;
}

const fingerprint = (key: string) => createHash("sha256").update(key).digest("base64url");

export function createApiAccess(
  env: Pick<Env, "API_KEYS" | "API_RATE_LIMIT" | "API_CORS_ORIGINS">,
  windowSeconds = 60,
  /** The database, when the instances share their counts there (see createLimiter). */
  sharedDb?: Db,
): ApiAccess {
  // Keys are looked up by their hash, so no comparison of secrets ever depends on where they differ.
  const clients = new Map<string, ApiClient>(
    env.API_KEYS.map((entry) => [
      fingerprint(entry.key),
      { name: entry.name, perMinute: entry.perMinute ?? env.API_RATE_LIMIT },
    ]),
  );
  const limiters = new Map<number, ReturnType<typeof createLimiter>>();
  const limiterFor = (perMinute: number) => {
    let limiter = limiters.get(perMinute);
    if (!limiter) {
      limiter = createLimiter(
        perMinute,
        windowSeconds,
        sharedDb && { db: sharedDb, name: `api-${perMinute}` },
      );
      limiters.set(perMinute, limiter);
    }
    return limiter;
  };
  const origins = new Set(env.API_CORS_ORIGINS);
  return {
    keysRequired: clients.size > 0,
    check(key, ip) {
      if (clients.size === 0)
        return { ok: true, client: { name: `ip:${ip}`, perMinute: env.API_RATE_LIMIT } };
      if (!key) return { ok: false, code: "missing_api_key" };
      const client = clients.get(fingerprint(key));
      return client ? { ok: true, client } : { ok: false, code: "invalid_api_key" };
    },
    consume: (client) => limiterFor(client.perMinute).consume(client.name),
    allowsOrigin: (origin) => origin !== null && origins.has(origin),
  };
}
