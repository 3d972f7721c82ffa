import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";

export type LimitResult = { ok: true } | { ok: false; retryAfterSeconds: number };

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
        await limiter.consume(key);
        return { ok: true };
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
