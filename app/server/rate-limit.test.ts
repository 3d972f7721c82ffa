import { describe, expect, it } from "vitest";
import { createLimiter } from "./rate-limit";

describe("createLimiter", () => {
  it("allows the given number of attempts per key, then says how long to wait", async () => {
    const limiter = createLimiter(2, 60);
    expect(await limiter.consume("a")).toEqual({ ok: true });
    expect(await limiter.consume("a")).toEqual({ ok: true });
    const third = await limiter.consume("a");
    expect(third.ok).toBe(false);
    expect(!third.ok && third.retryAfterSeconds).toBeGreaterThan(0);
    expect(!third.ok && third.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect(await limiter.consume("b")).toEqual({ ok: true });
  });

  it("gives an attempt back when one does not count", async () => {
    const limiter = createLimiter(1, 60);
    expect(await limiter.consume("a")).toEqual({ ok: true });
    await limiter.refund("a");
    expect(await limiter.consume("a")).toEqual({ ok: true });
    expect((await limiter.consume("a")).ok).toBe(false);
  });
});
