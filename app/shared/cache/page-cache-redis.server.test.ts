import { describe, expect, it } from "vitest";
import { redisMemoryAdvice } from "./page-cache-redis.server";

describe("redisMemoryAdvice", () => {
  it("says nothing when Redis is bounded and evicts the least used keys", () => {
    expect(redisMemoryAdvice("268435456", "allkeys-lru")).toBeUndefined();
    expect(redisMemoryAdvice("268435456", "allkeys-lfu")).toBeUndefined();
  });

  it("warns of a Redis without a memory limit, whatever its policy", () => {
    expect(redisMemoryAdvice("0", "noeviction")).toMatch(/no maxmemory.*allkeys-lru/);
    expect(redisMemoryAdvice("0", "allkeys-lru")).toMatch(/no maxmemory/);
  });

  it("warns of a policy that stops keeping pages once Redis is full", () => {
    expect(redisMemoryAdvice("268435456", "noeviction")).toMatch(
      /noeviction: once it is full no page is kept/,
    );
    expect(redisMemoryAdvice("268435456", "volatile-lru")).toMatch(/volatile-lru/);
  });
});
