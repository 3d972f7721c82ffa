import { Redis } from "ioredis";
import type { Logger } from "../server/log";
import type { CachedPage, PageCache } from "./page-cache.server";

/** What is kept of a page beside its bodies. */
type PageMeta = Omit<CachedPage, "body">;

/** A page's description as Redis keeps it; undefined for anything else (a value another version wrote). */
function readMeta(value: Buffer): PageMeta | undefined {
  try {
    const meta = JSON.parse(value.toString("utf8")) as PageMeta;
    return Array.isArray(meta.tables) && typeof meta.madeAt === "number" ? meta : undefined;
  } catch {
    return undefined;
  }
}

// Keeps a page only if none of its tables changed since it began to be made (all in one step), as a hash of its
// description and each of its bodies, so that a request reads only the body it sends.
// KEYS: the page, the tables' change clocks; ARGV: when it began, its lifetime (ms), its description, its
// bodies (identity, gzip, br), its tables.
const PUT = `
local madeAt = tonumber(ARGV[1])
for i = 7, #ARGV do
  if tonumber(redis.call('HGET', KEYS[2], ARGV[i]) or '0') > madeAt then return 0 end
end
redis.call('DEL', KEYS[1])
redis.call('HSET', KEYS[1], 'meta', ARGV[3], 'identity', ARGV[4], 'gzip', ARGV[5], 'br', ARGV[6])
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return 1`;
// Replaces a kept page's brotli body with a smaller one, if it still is the page of that ETag (its time to live
// stays). KEYS: the page; ARGV: its ETag, the body.
const IMPROVE = `
local meta = redis.call('HGET', KEYS[1], 'meta')
if not meta or cjson.decode(meta).etag ~= ARGV[1] then return 0 end
redis.call('HSET', KEYS[1], 'br', ARGV[2], 'best', '1')
return 1`;
// Moves the clock on and notes it as the tables' last change. KEYS: the clock, the tables' clocks; ARGV: tables.
const CHANGED = `
local clock = redis.call('INCR', KEYS[1])
for i = 1, #ARGV do redis.call('HSET', KEYS[2], ARGV[i], clock) end
return clock`;

export interface RedisPageCacheOptions {
  redis: Redis;
  /** Put before every key. */
  prefix: string;
  ttlSeconds: number;
  /** As for the memory cache: tables whose changes drop no page. */
  counters?: readonly string[];
  /** Every table: all count as changed once Redis answers again after a failure (changes may have been missed). */
  allTables: readonly string[];
  log: Logger;
}

/**
 * Pages kept in Redis, shared by every instance: one instance makes a page, all serve it. The clock and each
 * table's last change live in Redis too, so that a page is judged by one clock whichever instance made it: a
 * page is current when none of its tables changed after it began to be made. Redis's own `maxmemory` policy
 * bounds the pages, each kept `ttlSeconds` at most. When Redis does not answer, pages are made afresh.
 */
export function createRedisPageCache({
  redis,
  prefix,
  ttlSeconds,
  counters = [],
  allTables,
  log,
}: RedisPageCacheOptions): PageCache {
  const clockKey = `${prefix}page-clock`;
  const changedKey = `${prefix}page-tables`;
  const pageKey = (key: string) => `${prefix}page:${key}`;
  const ignored = new Set(counters);
  // A change Redis did not hear (it was away) may leave pages out of date: until Redis has heard that every
  // table changed, that is tried again every few seconds, and at once when it is back.
  let failing = false;
  let retry: NodeJS.Timeout | undefined;
  const dropAllLater = () => {
    failing = true;
    retry ??= setTimeout(dropAll, 5_000).unref();
  };
  const changed = async (tables: readonly string[]) => {
    try {
      await redis.eval(CHANGED, 2, clockKey, changedKey, ...tables);
      if (tables === allTables) failing = false;
    } catch (error) {
      if (!failing) log.warn({ err: error }, "Redis did not hear a change: every kept page will be dropped");
      dropAllLater();
    }
  };
  function dropAll() {
    clearTimeout(retry);
    retry = undefined;
    void changed(allTables);
  }
  redis.on("error", dropAllLater);
  redis.on("ready", () => retry && dropAll());
  const failed = (what: string) => (error: unknown) => {
    log.debug({ err: error }, `page cache: ${what} failed in Redis`);
    return undefined;
  };
  return {
    shared: true,
    async now() {
      return Number((await redis.get(clockKey).catch(failed("reading the clock"))) ?? 0);
    },
    async get(key, encoding) {
      const answers = await redis
        .pipeline()
        .hmgetBuffer(pageKey(key), "meta", encoding, "best")
        .hgetall(changedKey)
        .exec()
        .catch(failed("reading a page"));
      const [[pageError, fields] = [], [tablesError, changedAt] = []] = answers ?? [];
      const [metaValue, body, best] = (fields ?? []) as (Buffer | null)[];
      if (pageError || tablesError || !metaValue || !body) return undefined;
      const meta = readMeta(metaValue);
      const clocks = changedAt as Record<string, string>;
      if (!meta || meta.tables.some((table) => Number(clocks[table] ?? 0) > meta.madeAt)) return undefined;
      return { ...meta, ...(best ? { bestBrotli: true } : {}), body: { [encoding]: body } };
    },
    async put(key, page) {
      const kept = await redis
        .eval(
          PUT,
          2,
          pageKey(key),
          changedKey,
          page.madeAt,
          Math.round(ttlSeconds * 1000),
          JSON.stringify({ ...page, body: undefined } satisfies PageMeta & { body: undefined }),
          page.body.identity,
          page.body.gzip,
          page.body.br,
          ...page.tables,
        )
        .catch(failed("keeping a page"));
      return kept === 1;
    },
    async improve(key, etag, br) {
      await redis.eval(IMPROVE, 1, pageKey(key), etag, br).catch(failed("improving a page"));
    },
    async changed(tables) {
      const counted = tables.filter((table) => !ignored.has(table));
      if (counted.length > 0) await changed(counted);
    },
  };
}

/**
 * What to tell the operator about Redis's memory settings (`CONFIG GET maxmemory`, `maxmemory-policy`), if
 * anything: kept pages are only bounded by their time to live unless Redis evicts the least used when full.
 */
export function redisMemoryAdvice(maxmemory: string, policy: string): string | undefined {
  if (maxmemory === "0")
    return "Redis has no maxmemory: kept pages may grow with traffic until they expire; set maxmemory and maxmemory-policy allkeys-lru";
  if (!policy.startsWith("allkeys-"))
    return `Redis's maxmemory-policy is ${policy}: once it is full no page is kept; allkeys-lru keeps the most used`;
  return undefined;
}

/**
 * Connects to REDIS_URL; start-up fails if it does not answer. Commands fail at once while the connection is
 * down (no queue), so that a page is made afresh rather than waiting for Redis.
 */
export async function connectRedis(url: string, log: Logger): Promise<Redis> {
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: 2_000,
    connectionName: "imodoka-pages",
  });
  let reported = 0;
  let lastError: Error | undefined;
  redis.on("error", (error: Error) => {
    lastError = error;
    // Reconnection attempts would repeat this several times a second.
    if (Date.now() - reported < 60_000 || redis.status === "connecting") return;
    reported = Date.now();
    log.warn({ err: error }, "Redis does not answer: pages are made afresh");
  });
  try {
    await redis.connect();
  } catch (error) {
    redis.disconnect();
    throw new Error(`REDIS_URL does not answer: ${(lastError ?? (error as Error)).message}`, {
      cause: error,
    });
  }
  // A managed Redis may refuse CONFIG: then nothing is said.
  const settings = await redis
    .config("GET", "maxmemory", "maxmemory-policy")
    .then((reply) => {
      const pairs = reply as string[];
      return new Map(pairs.flatMap((value, i) => (i % 2 ? [] : [[value, pairs[i + 1] ?? ""] as const])));
    })
    .catch(() => undefined);
  const advice =
    settings && redisMemoryAdvice(settings.get("maxmemory") ?? "", settings.get("maxmemory-policy") ?? "");
  if (advice) log.warn(advice);
  return redis;
}
