import { RateLimiterDrizzle, RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
import type { Db } from "../db/client";
import { rateLimits } from "../db/schema";

/** `remaining`: attempts left in this window after this one; `resetSeconds`: until the window starts again. */
export type LimitResult =
  { ok: true; remaining: number; resetSeconds: number } | { ok: false; retryAfterSeconds: number };

export interface Limiter {
  consume(key: string): Promise<LimitResult>;
  /** Gives back one attempt, for attempts that turn out not to count (a successful sign-in). */
  refund(key: string): Promise<void>;
}

/**
 * Where a limiter keeps its counts when several app instances must share them: the database (the
 * `rate_limits` table), under the limiter's `name`.
 */
export interface SharedLimits {
  db: Db;
  name: string;
}

/**
 * A fixed-window limiter: `points` attempts per `durationSeconds` for each key. In this process's memory, or,
 * with `shared`, in the database, so that every instance counts the same attempts; while the database does not
 * answer, each instance counts in its own memory rather than failing the request.
 */
export function createLimiter(points: number, durationSeconds: number, shared?: SharedLimits): Limiter {
  const memory = new RateLimiterMemory({ points, duration: durationSeconds });
  const limiter = shared
    ? new RateLimiterDrizzle({
        storeClient: shared.db,
        schema: rateLimits,
        keyPrefix: shared.name,
        points,
        duration: durationSeconds,
        insuranceLimiter: memory,
      })
    : memory;
  return {
    async consume(key) {
      try {
        const used = await limiter.consume(key);
        return {
          ok: true,
          remaining: used.remainingPoints,
          resetSeconds: Math.ceil(used.msBeforeNext / 1000),
        };
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) {
          return { ok: false, retryAfterSeconds: Math.ceil(rejection.msBeforeNext / 1000) };
        }
        throw rejection;
      }
    },
    async refund(key) {
      await limiter.reward(key, 1);
    },
  };
}
