import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";

/** `remaining`: attempts left in this window after this one; `resetSeconds`: until the window starts again. */
export type LimitResult =
  { ok: true; remaining: number; resetSeconds: number } | { ok: false; retryAfterSeconds: number };

export interface Limiter {
  consume(key: string): Promise<LimitResult>;
  /** Gives back one attempt, for attempts that turn out not to count (a successful sign-in). */
  refund(key: string): Promise<void>;
}

/** A fixed-window limiter: `points` attempts per `durationSeconds` for each key. */
export function createLimiter(points: number, durationSeconds: number): Limiter {
  const limiter = new RateLimiterMemory({ points, duration: durationSeconds });
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
