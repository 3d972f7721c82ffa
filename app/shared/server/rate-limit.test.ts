import { describe, expect, it } from "vitest";
import { createLimiter } from "./rate-limit";

describe("createLimiter", () => {
  it("allows the given number of attempts per key, then says how long to wait", async () => {
    const limiter = createLimiter(2, 60);
    expect(await limiter.consume("a")).toMatchObject({ ok: true, remaining: 1 });
    const second = await limiter.consume("a");
    expect(second).toMatchObject({ ok: true, remaining: 0 });
    expect(second.ok && second.resetSeconds).toBeGreaterThan(0);
    expect(second.ok && second.resetSeconds).toBeLessThanOrEqual(60);
    const third = await limiter.consume("a");
    expect(third.ok).toBe(false);
    expect(!third.ok && third.retryAfterSeconds).toBeGreaterThan(0);
    expect(!third.ok && third.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect(await limiter.consume("b")).toMatchObject({ ok: true, remaining: 1 });
  });

  it("gives an attempt back when one does not count", async () => {
    const limiter = createLimiter(1, 60);
    expect((await limiter.consume("a")).ok).toBe(true);
    await limiter.refund("a");
    expect((await limiter.consume("a")).ok).toBe(true);
    expect((await limiter.consume("a")).ok).toBe(false);
  });
});
