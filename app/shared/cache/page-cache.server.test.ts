import { describe, expect, it } from "vitest";
import { createPageCache, type CachedPage } from "./page-cache.server";

const page = (tables: string[], madeAt: number, bytes = 10): CachedPage => ({
  headers: { "content-type": "text/html; charset=utf-8" },
  etag: 'W/"x"',
  body: { identity: Buffer.alloc(bytes), gzip: Buffer.alloc(1), br: Buffer.alloc(1) },
  tables,
  madeAt,
});

describe("createPageCache", () => {
  it("serves a kept page until a table it was made of changes, then drops exactly those pages", () => {
    const cache = createPageCache({ ttlSeconds: 60, maxBytes: 1_000_000 });
    expect(cache.put("/model", page(["models", "versions", "version_prices"], cache.now()))).toBe(true);
    expect(cache.put("/news/1", page(["news_articles", "brands"], cache.now()))).toBe(true);
    expect(cache.get("/model")?.tables).toContain("versions");

    cache.changed(["version_prices"]);
    expect(cache.get("/model")).toBeUndefined();
    expect(cache.get("/news/1")).toBeDefined();

    cache.changed(["brands", "users"]);
    expect(cache.get("/news/1")).toBeUndefined();
  });

  it("refuses a page whose tables changed while it was being made, and keeps one made after", () => {
    const cache = createPageCache({ ttlSeconds: 60, maxBytes: 1_000_000 });
    const started = cache.now();
    cache.changed(["versions"]);
    expect(cache.put("/model", page(["versions"], started))).toBe(false);
    expect(cache.get("/model")).toBeUndefined();
    expect(cache.put("/model", page(["versions"], cache.now()))).toBe(true);
    expect(cache.put("/other", page(["brands"], started))).toBe(true);
  });

  it("lets a counted visit drop no page", () => {
    const cache = createPageCache({ ttlSeconds: 60, maxBytes: 1_000_000, counters: ["comparisons"] });
    cache.put("/", page(["comparisons", "versions"], cache.now()));
    cache.changed(["comparisons"]);
    expect(cache.get("/")).toBeDefined();
    cache.changed(["comparisons", "versions"]);
    expect(cache.get("/")).toBeUndefined();
  });

  it("keeps a page for the time to live at most", async () => {
    const cache = createPageCache({ ttlSeconds: 0.2, maxBytes: 1_000_000 });
    cache.put("/", page([], cache.now()));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(cache.get("/")).toBeDefined();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(cache.get("/")).toBeUndefined();
  });

  it("lets the least recently used pages go past its size, and never keeps one larger than all of it", () => {
    const cache = createPageCache({ ttlSeconds: 60, maxBytes: 6_000 });
    cache.put("/a", page([], 0, 1_500));
    cache.put("/b", page([], 0, 1_500));
    cache.get("/a");
    cache.put("/c", page([], 0, 1_500));
    expect(cache.get("/a")).toBeDefined();
    expect(cache.get("/b")).toBeUndefined();
    expect(cache.get("/c")).toBeDefined();
    expect(cache.put("/huge", page([], 0, 10_000))).toBe(false);
  });
});
