import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { NextFunction, Request, Response } from "express";
import { LRUCache } from "lru-cache";
import onFinished from "on-finished";
import { entityTag } from "../http/entity-tag";
import { isApiPath } from "../http/same-origin";
import type { Logger } from "../server/log";
import { inlineScriptHashes, policyWithHashes, withoutNonce } from "./inline-scripts";
import type { CachedPage, Encoding, KeptPage, PageCache } from "./page-cache.server";
import type { TableTracker, TableUse } from "./table-tracker.server";

/**
 * How a page for a visitor without a session may be kept: browsers ask again each time (a 304 when it has
 * not changed), shared caches (nginx, a CDN) keep it `seconds` and may serve it as long again while they
 * fetch a newer one. With 0, every cache asks again each time.
 */
export function publicPageCacheControl(seconds: number): string {
  return seconds > 0
    ? `public, max-age=0, s-maxage=${seconds}, stale-while-revalidate=${seconds}`
    : "no-cache";
}
/** Pages that name the signed-in visitor are kept by no one. */
export const PRIVATE_PAGE_CACHE_CONTROL = "private, no-store";
/** Anonymous pages differ by these request headers (Accept-Encoding: compression adds it). */
export const PAGE_VARY = "Cookie";

/**
 * Requests the cache may answer: GET or HEAD for a page, without any cookie or credentials, and neither the
 * JSON API (its answers carry the caller's rate-limit count) nor better-auth's endpoints.
 */
export function isCacheableRequest(method: string, path: string, headers: Request["headers"]): boolean {
  return (
    (method === "GET" || method === "HEAD") &&
    headers.cookie === undefined &&
    headers.authorization === undefined &&
    !isApiPath(path) &&
    !path.startsWith("/api/auth/")
  );
}

/** The response headers that describe the page itself, kept with it. */
const KEPT_HEADERS = ["content-type", "cache-control", "content-language", "link", "x-robots-tag"];
/** A page larger than this is not kept. */
const MAX_PAGE_BYTES = 2 * 1024 * 1024;

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);
/** A body in brotli at `quality`, in a worker thread. */
const brotliAt = (body: Buffer, quality: number) =>
  brotliAsync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });

async function cachedPage(
  body: Buffer,
  res: Response,
  nonce: string,
  tables: readonly string[],
  madeAt: number,
): Promise<CachedPage> {
  const headers: Record<string, string> = {};
  for (const name of KEPT_HEADERS) {
    const value = res.getHeader(name);
    if (value !== undefined) headers[name] = String(value);
  }
  // An HTML page without its nonce; other answers (a page's data) as they were sent.
  const html = headers["content-type"]?.startsWith("text/html")
    ? withoutNonce(body.toString("utf8"), nonce)
    : undefined;
  const identity = html === undefined ? body : Buffer.from(html);
  const policy = res.getHeader("content-security-policy");
  const [gzipped, brotli] = await Promise.all([gzipAsync(identity, { level: 9 }), brotliAt(identity, 9)]);
  return {
    headers,
    policy:
      typeof policy === "string"
        ? policyWithHashes(policy, nonce, html === undefined ? [] : inlineScriptHashes(html))
        : undefined,
    etag: entityTag(identity),
    body: { identity, gzip: gzipped, br: brotli },
    tables,
    madeAt,
  };
}

/** The encoding a kept page is sent in: brotli, else gzip, else as it is. */
const encodingFor = (req: Request): Encoding =>
  (req.acceptsEncodings("br", "gzip", "identity") || "identity") as Encoding;

/** Sends a kept page whose body has `encoding` (as the store was asked). */
function serve(req: Request, res: Response, page: KeptPage, encoding: Encoding) {
  res.set(page.headers);
  res.set({ ETag: page.etag, Vary: `Accept-Encoding, ${PAGE_VARY}`, "X-Cache": "hit" });
  if (page.policy) res.set("Content-Security-Policy", page.policy);
  if (req.fresh) {
    res.status(304).end();
    return;
  }
  const body = page.body[encoding]!;
  if (encoding !== "identity") res.set("Content-Encoding", encoding);
  res.set("Content-Length", String(body.length));
  res.status(200).end(req.method === "HEAD" ? undefined : body);
}

/** Copies what the response sends, up to MAX_PAGE_BYTES; undefined past that. */
function recordBody(res: Response): () => Buffer | undefined {
  const chunks: Buffer[] = [];
  let size = 0;
  const record = (chunk: unknown, encoding: unknown) => {
    if (size > MAX_PAGE_BYTES || chunk === undefined || chunk === null || typeof chunk === "function") return;
    const buffer = Buffer.isBuffer(chunk)
      ? chunk
      : chunk instanceof Uint8Array
        ? Buffer.from(chunk)
        : Buffer.from(String(chunk), typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8");
    size += buffer.length;
    chunks.push(buffer);
  };
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => Response;
  // Express types `write` and `end` as overloads; the copies take and pass on whatever they are given.
  res.write = ((...args: unknown[]) => {
    record(args[0], args[1]);
    return write(...args);
  }) as Response["write"];
  res.end = ((...args: unknown[]) => {
    record(args[0], args[1]);
    return end(...args);
  }) as Response["end"];
  return () => (size > MAX_PAGE_BYTES ? undefined : Buffer.concat(chunks));
}

/**
 * Answers anonymous pages from the cache, and keeps the ones it renders: GET pages for requests without a
 * cookie, answered 200 with the public cache policy, that changed nothing while being made. Every request
 * runs with its tables counted, and a request that changed a table announces it again once it has answered,
 * when its change is committed. Goes after compression, which it bypasses for pages already compressed.
 */
export function pageCacheMiddleware({
  cache,
  tracker,
  policy,
  variant,
  log,
}: {
  cache: PageCache;
  tracker: TableTracker;
  /** The Cache-Control of a page the cache may keep (publicPageCacheControl). */
  policy: string;
  /** What else a page depends on (its language): part of the key. */
  variant: (req: Request) => string;
  log: Logger;
}) {
  /** Pages being made, by key: a request for one waits for it rather than making it again… */
  const making = new Map<string, Promise<void>>();
  /**
   * …unless the last one made for that key was not kept (a resource with its own policy, a page that counts a
   * visit, an error): waiting would only queue requests that each have to be made anyway.
   */
  const notKept = new LRUCache<string, true>({ max: 10_000 });
  /** The page whose brotli body is being remade at the best quality, if any. */
  let improving: string | undefined;

  /**
   * A page is kept with brotli at quality 9 (~20 ms for a 170 KB page); one asked for again within its time to
   * live is worth brotli's best quality (~150 ms of a worker thread, ~10 % smaller), once. One page at a time:
   * the worker threads also compress the pages being sent, and a later request for a page passed over now
   * asks again.
   */
  function improveLater(key: string, etag: string) {
    if (improving !== undefined) return;
    improving = key;
    cache
      .get(key, "identity")
      .then((page) =>
        page?.etag === etag && page.body.identity
          ? brotliAt(page.body.identity, constants.BROTLI_MAX_QUALITY)
          : undefined,
      )
      .then((br) => br && cache.improve(key, etag, br))
      .catch((error: unknown) => log.warn({ err: error }, "a kept page could not be compressed better"))
      .finally(() => (improving = undefined));
  }

  async function make(req: Request, res: Response, next: NextFunction, key: string, use: TableUse) {
    let made = () => {};
    making.set(key, new Promise((resolve) => (made = resolve)));
    const done = () => {
      making.delete(key);
      made();
    };
    res.set("X-Cache", "miss");
    const madeAt = await cache.now();
    const body = req.method === "GET" ? recordBody(res) : undefined;
    // onFinished, not a "close" listener: a visitor may have left before this request got here (a step before
    // this one waited on the disk), and a page whose making never ends would hold every later request for it.
    onFinished(res, () => {
      const bytes = res.writableFinished ? body?.() : undefined;
      if (
        !bytes ||
        res.statusCode !== 200 ||
        res.getHeader("cache-control") !== policy ||
        res.getHeader("set-cookie") !== undefined ||
        use.writes.size > 0
      ) {
        if (req.method === "GET") notKept.set(key, true);
        return done();
      }
      cachedPage(bytes, res, String(res.locals.nonce ?? ""), [...use.reads], madeAt)
        .then((page) => cache.put(key, page))
        .then((kept) => kept && notKept.delete(key))
        .catch((error: unknown) => log.warn({ err: error }, "a page could not be kept in the cache"))
        .finally(done);
    });
    tracker.run(use, next);
  }

  return async (req: Request, res: Response, next: NextFunction) => {
    const use: TableUse = { reads: new Set(), writes: new Set() };
    onFinished(res, () => {
      if (use.writes.size > 0) tracker.announce([...use.writes]);
    });
    if (!isCacheableRequest(req.method, req.path, req.headers)) return tracker.run(use, next);

    const key = `${variant(req)} ${req.originalUrl}`;
    const encoding = encodingFor(req);
    // A page asked for again: sent as kept, and worth brotli's best quality if it does not have it yet.
    const answer = (page: KeptPage) => {
      if (encoding === "br" && !page.bestBrotli) improveLater(key, page.etag);
      serve(req, res, page, encoding);
    };
    // A store that fails (Redis away) answers nothing, and the page is made.
    const page = await cache.get(key, encoding);
    if (page) return answer(page);
    const pending = notKept.has(key) ? undefined : making.get(key);
    if (pending) await pending;
    const kept = pending && (await cache.get(key, encoding));
    if (kept) answer(kept);
    else await make(req, res, next, key, use);
  };
}
