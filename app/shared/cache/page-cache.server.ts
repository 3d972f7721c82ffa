import { LRUCache } from "lru-cache";

/** How a kept page's body may be sent. */
export type Encoding = "br" | "gzip" | "identity";

/** A kept page as a store hands it out: its body in the encoding asked for, at least. */
export type KeptPage = Omit<CachedPage, "body"> & { body: Partial<Record<Encoding, Buffer>> };

/** A rendered page as the cache keeps it: the same for every visitor without a session. */
export interface CachedPage {
  /** The headers of the response it was taken from that describe the page (type, caching). */
  headers: Record<string, string>;
  /** Its Content-Security-Policy, with its inline scripts' hashes in place of a nonce. */
  policy?: string;
  etag: string;
  body: Record<Encoding, Buffer>;
  /** The tables it was made of. */
  tables: readonly string[];
  /** The cache's clock when it began to be made. */
  madeAt: number;
  /** Its brotli body is at the best quality (see PageCache.improve); made at a quicker one at first. */
  bestBrotli?: boolean;
}

/** Where pages are kept: this process's memory, or Redis for every instance (page-cache-redis.server.ts). */
export interface PageCache {
  /** The clock to note when a page begins to be made. */
  now(): Promise<number>;
  /** A page still made of current data, with its body in `encoding`, else undefined. */
  get(key: string, encoding: Encoding): Promise<KeptPage | undefined>;
  /** Keeps a page, unless a table it was made of changed while it was being made. */
  put(key: string, page: CachedPage): Promise<boolean>;
  /**
   * Gives the page kept under `key` a smaller brotli body (`bestBrotli`), if it still is the page of this ETag;
   * its time to live stays. Never fails.
   */
  improve(key: string, etag: string, br: Buffer): Promise<void>;
  /** Drops every page made of these tables; resolves once done (it never fails: a store that does keeps trying). */
  changed(tables: readonly string[]): Promise<void>;
  /**
   * True when every instance uses this same store: it hears each change once, from the instance that made it,
   * rather than from each instance.
   */
  shared: boolean;
}

export interface PageCacheOptions {
  ttlSeconds: number;
  maxBytes: number;
  /**
   * Tables that count visits (comparisons viewed): their changes drop no page, so a popular page is not
   * dropped at every visit; what they show is at most `ttlSeconds` old.
   */
  counters?: readonly string[];
}

/**
 * Rendered anonymous pages in memory, least recently used first out when `maxBytes` is reached, each for
 * `ttlSeconds` at most (opening hours, a deal's last day, a scheduled article). A change to a table drops, at
 * once, exactly the pages that read it: each table remembers when it last changed, and a page made before
 * that is no longer served.
 */
export function createPageCache({ ttlSeconds, maxBytes, counters = [] }: PageCacheOptions): PageCache {
  let clock = 0;
  const changedAt = new Map<string, number>();
  const ignored = new Set(counters);
  const current = (page: Pick<CachedPage, "tables" | "madeAt">) =>
    page.tables.every((table) => (changedAt.get(table) ?? 0) <= page.madeAt);
  const pages = new LRUCache<string, CachedPage>({
    maxSize: maxBytes,
    ttl: ttlSeconds * 1000,
    sizeCalculation: (page, key) =>
      key.length + page.body.identity.length + page.body.gzip.length + page.body.br.length + 1024,
  });
  return {
    shared: false,
    now: async () => clock,
    async get(key) {
      const page = pages.get(key);
      if (!page || current(page)) return page;
      pages.delete(key);
      return undefined;
    },
    async put(key, page) {
      if (!current(page)) return false;
      pages.set(key, page);
      return pages.has(key);
    },
    async improve(key, etag, br) {
      const page = pages.peek(key);
      if (page?.etag !== etag) return;
      pages.set(key, { ...page, bestBrotli: true, body: { ...page.body, br } }, { noUpdateTTL: true });
    },
    async changed(tables) {
      const counted = tables.filter((table) => !ignored.has(table));
      if (counted.length === 0) return;
      clock += 1;
      for (const table of counted) changedAt.set(table, clock);
    },
  };
}
