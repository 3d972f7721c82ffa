import type { Redis } from "ioredis";
import { pino } from "pino";
import { afterAll, describe, expect, it } from "vitest";
import { createPageCache, type CachedPage, type PageCache } from "../../app/shared/cache/page-cache.server";
import { connectRedis, createRedisPageCache } from "../../app/shared/cache/page-cache-redis.server";
import { removeRedisKeys, runPrefix } from "../setup/redis";

const log = pino({ level: "silent" });
const redisUrl = process.env.TEST_REDIS_URL;
/** Connections and key prefixes this file made, closed and removed at the end. */
const opened: { redis: Redis; prefix: string }[] = [];

afterAll(async () => {
  for (const { redis, prefix } of opened) {
    await redis.quit();
    await removeRedisKeys(redisUrl!, prefix);
  }
});

const page = (tables: string[], madeAt: number): CachedPage => ({
  headers: { "content-type": "text/html; charset=utf-8", "cache-control": "public, max-age=0" },
  policy: "script-src 'sha256-abc'",
  etag: 'W/"x"',
  body: { identity: Buffer.from("<p>page</p>"), gzip: Buffer.from([1, 2]), br: Buffer.from([3]) },
  tables,
  madeAt,
});

type Options = { ttlSeconds: number; counters?: string[] };
/** Each store, made afresh for a test; Redis's when TEST_REDIS_URL is set (.ci/run sets it when Redis answers). */
const stores: [string, (options: Options) => Promise<PageCache>][] = [
  ["memory", async (options) => createPageCache({ ...options, maxBytes: 1_000_000 })],
];
if (redisUrl)
  stores.push([
    "Redis",
    async (options) => {
      const prefix = runPrefix("test");
      const redis = await connectRedis(redisUrl, log);
      opened.push({ redis, prefix });
      return createRedisPageCache({ ...options, redis, prefix, allTables: ["versions", "brands"], log });
    },
  ]);

describe.each(stores)("the page cache in %s", (_name, createStore) => {
  it("serves a kept page until a table it was made of changes, then drops exactly those pages", async () => {
    const cache = await createStore({ ttlSeconds: 60 });
    expect(await cache.put("/model", page(["models", "versions", "version_prices"], await cache.now()))).toBe(
      true,
    );
    expect(await cache.put("/news/1", page(["news_articles", "brands"], await cache.now()))).toBe(true);
    const { body, ...kept } = page(["models", "versions", "version_prices"], 0);
    for (const encoding of ["br", "gzip", "identity"] as const)
      expect(await cache.get("/model", encoding)).toMatchObject({
        ...kept,
        body: { [encoding]: body[encoding] },
      });

    await cache.changed(["version_prices"]);
    expect(await cache.get("/model", "gzip")).toBeUndefined();
    expect(await cache.get("/news/1", "gzip")).toBeDefined();

    await cache.changed(["brands", "users"]);
    expect(await cache.get("/news/1", "gzip")).toBeUndefined();
  });

  it("refuses a page whose tables changed while it was being made, and keeps one made after", async () => {
    const cache = await createStore({ ttlSeconds: 60 });
    const started = await cache.now();
    await cache.changed(["versions"]);
    expect(await cache.put("/model", page(["versions"], started))).toBe(false);
    expect(await cache.get("/model", "gzip")).toBeUndefined();
    expect(await cache.put("/model", page(["versions"], await cache.now()))).toBe(true);
    expect(await cache.put("/other", page(["brands"], started))).toBe(true);
  });

  it("lets a counted visit drop no page", async () => {
    const cache = await createStore({ ttlSeconds: 60, counters: ["comparisons"] });
    await cache.put("/", page(["comparisons", "versions"], await cache.now()));
    await cache.changed(["comparisons"]);
    expect(await cache.get("/", "gzip")).toBeDefined();
    await cache.changed(["comparisons", "versions"]);
    expect(await cache.get("/", "gzip")).toBeUndefined();
  });

  it("gives a kept page a smaller brotli body while it is the same page, and keeps its time to live", async () => {
    const cache = await createStore({ ttlSeconds: 0.5 });
    await cache.put("/model", page(["versions"], await cache.now()));
    expect((await cache.get("/model", "br"))?.bestBrotli).toBeFalsy();
    // Another page now under that address (another ETag), or none: nothing changes.
    await cache.improve("/model", 'W/"other"', Buffer.from([9]));
    await cache.improve("/none", 'W/"x"', Buffer.from([9]));
    expect(await cache.get("/model", "br")).toMatchObject({ body: { br: Buffer.from([3]) } });
    expect((await cache.get("/model", "br"))?.bestBrotli).toBeFalsy();
    expect(await cache.get("/none", "br")).toBeUndefined();

    await new Promise((resolve) => setTimeout(resolve, 300));
    await cache.improve("/model", 'W/"x"', Buffer.from([7]));
    expect(await cache.get("/model", "br")).toMatchObject({
      bestBrotli: true,
      body: { br: Buffer.from([7]) },
    });
    expect(await cache.get("/model", "gzip")).toMatchObject({ body: { gzip: Buffer.from([1, 2]) } });
    // Its time to live is the one it was kept with (from then on it would last until 800 ms).
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(await cache.get("/model", "br")).toBeUndefined();
  });

  it("keeps a page for the time to live at most", async () => {
    const cache = await createStore({ ttlSeconds: 0.3 });
    await cache.put("/", page([], await cache.now()));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await cache.get("/", "gzip")).toBeDefined();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await cache.get("/", "gzip")).toBeUndefined();
  });
});

describe("pages in Redis", () => {
  it.skipIf(!redisUrl)("read as no page when Redis holds something else under a page's key", async () => {
    const prefix = runPrefix("test");
    const redis = await connectRedis(redisUrl!, log);
    opened.push({ redis, prefix });
    const cache = createRedisPageCache({ redis, prefix, ttlSeconds: 60, allTables: [], log });
    await redis.hset(`${prefix}page:/a`, { meta: "<html>", gzip: "x" });
    await redis.hset(`${prefix}page:/b`, { meta: JSON.stringify({ etag: "x" }), gzip: "x" });
    await redis.set(`${prefix}page:/c`, "a value of another kind");
    for (const key of ["/a", "/b", "/c", "/d"]) expect(await cache.get(key, "gzip")).toBeUndefined();
    // Nor does improving one fail.
    for (const key of ["/a", "/c", "/d"]) await cache.improve(key, "x", Buffer.from([1]));
    expect(await redis.hget(`${prefix}page:/a`, "br")).toBeNull();
  });

  it.skipIf(!redisUrl)(
    "are shared: a page one instance keeps is served by another, and a change made through either drops it for both",
    async () => {
      const prefix = runPrefix("test");
      const [first, second] = await Promise.all(
        [1, 2].map(async () => {
          const redis = await connectRedis(redisUrl!, log);
          opened.push({ redis, prefix });
          return createRedisPageCache({ redis, prefix, ttlSeconds: 60, allTables: ["versions"], log });
        }),
      );
      await first!.put("/model", page(["versions"], await first!.now()));
      expect(await second!.get("/model", "gzip")).toBeDefined();
      await second!.changed(["versions"]);
      expect(await first!.get("/model", "gzip")).toBeUndefined();
    },
  );

  it.skipIf(!redisUrl)(
    "are made afresh while Redis does not answer, and none kept before is served after it returns",
    async () => {
      const prefix = runPrefix("test");
      const redis = await connectRedis(redisUrl!, log);
      opened.push({ redis, prefix });
      const cache = createRedisPageCache({ redis, prefix, ttlSeconds: 60, allTables: ["versions"], log });
      await cache.put("/model", page(["versions"], await cache.now()));
      expect(await cache.get("/model", "gzip")).toBeDefined();

      // The connection drops: reads answer nothing at once, and a change made meanwhile is not heard.
      redis.disconnect(true);
      const started = Date.now();
      expect(await cache.get("/model", "gzip")).toBeUndefined();
      expect(Date.now() - started).toBeLessThan(1_000);
      await cache.changed(["versions"]);

      // Back: every table counts as changed, so the page kept before is no longer trusted.
      const other = await connectRedis(redisUrl!, log);
      opened.push({ redis: other, prefix });
      await expect
        .poll(() => other.hget(`${prefix}page-tables`, "versions"), { timeout: 8_000 })
        .not.toBeNull();
      expect(redis.status).toBe("ready");
      expect(await cache.get("/model", "gzip")).toBeUndefined();
    },
  );
});
