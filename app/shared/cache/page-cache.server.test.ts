import { describe, expect, it } from "vitest";
import { createPageCache, type CachedPage } from "./page-cache.server";

// What every store does (pages dropped by table, refused when made during a change, counters, time to live)
// is tested on each store in tests/integration/page-cache-stores.test.ts; this is the memory store's own.
const page = (bytes: number): CachedPage => ({
  headers: { "content-type": "text/html; charset=utf-8" },
  etag: 'W/"x"',
  body: { identity: Buffer.alloc(bytes), gzip: Buffer.alloc(1), br: Buffer.alloc(1) },
  tables: [],
  madeAt: 0,
});

describe("createPageCache", () => {
  it("lets the least recently used pages go past its size, and never keeps one larger than all of it", async () => {
    const cache = createPageCache({ ttlSeconds: 60, maxBytes: 6_000 });
    await cache.put("/a", page(1_500));
    await cache.put("/b", page(1_500));
    await cache.get("/a", "gzip");
    await cache.put("/c", page(1_500));
    expect(await cache.get("/a", "gzip")).toBeDefined();
    expect(await cache.get("/b", "gzip")).toBeUndefined();
    expect(await cache.get("/c", "gzip")).toBeDefined();
    expect(await cache.put("/huge", page(10_000))).toBe(false);
  });
});
