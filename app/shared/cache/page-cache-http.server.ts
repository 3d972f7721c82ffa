import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { NextFunction, Request, Response } from "express";
import { LRUCache } from "lru-cache";
import onFinished from "on-finished";
import { entityTag } from "../http/entity-tag";
import { UPLOADS_PATH } from "../lib/images";
import { isApiPath } from "../http/same-origin";
import { requestSerializer, responseSerializer, type Logger } from "../server/log";
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
 * JSON API (its answers carry the caller's rate-limit count), better-auth's endpoints, nor uploaded photos
 * (served before any page, each under a name of its own: a page full of them must not cost a look-up each).
 */
export function isCacheableRequest(method: string, path: string, headers: Request["headers"]): boolean {
  return (
    (method === "GET" || method === "HEAD") &&
    headers.cookie === undefined &&
    headers.authorization === undefined &&
    !isApiPath(path) &&
    !path.startsWith("/api/auth/") &&
    !path.startsWith(`${UPLOADS_PATH}/`)
  );
}

/**
 * The response headers not kept with a page, as a shared cache keeps the rest (RFC 9111 §3.1): those of the
 * connection, of the body as it was sent, and those the cache sets itself when it answers. Everything else
 * (its type, caching, language, the security headers) is sent again with the page.
 */
const UNKEPT_HEADERS = new Set([
  "connection",
  "keep-alive",
  "transfer-encoding",
  "date",
  "content-length",
  "content-encoding",
  "etag",
  "vary",
  "x-cache",
  "set-cookie",
  "content-security-policy",
]);
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
  for (const [name, value] of Object.entries(res.getHeaders()))
    if (value !== undefined && !UNKEPT_HEADERS.has(name)) headers[name] = String(value);
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
  for (const [name, value] of Object.entries(page.headers)) res.setHeader(name, value);
  res.setHeader("ETag", page.etag);
  res.setHeader("Vary", `${PAGE_VARY}, Accept-Encoding`);
  res.setHeader("X-Cache", "hit");
  if (page.policy) res.setHeader("Content-Security-Policy", page.policy);
  if (req.fresh) {
    res.statusCode = 304;
    res.end();
    return;
  }
  const body = page.body[encoding]!;
  if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", body.length);
  res.statusCode = 200;
  res.end(req.method === "HEAD" ? undefined : body);
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

/** Whether a request may carry a body: a kept page is sent only to one that carries none. */
const mayHaveBody = (headers: Request["headers"]) =>
  headers["transfer-encoding"] !== undefined ||
  (headers["content-length"] !== undefined && headers["content-length"] !== "0");

/**
 * Anonymous pages from the cache, in two steps of the server's chain:
 * - `answer`, first (after the build's files): a kept page is sent at once with the headers it was made with,
 *   its policy's script hashes in place of a nonce, and its body compressed once, so that a visitor who is
 *   answered from the cache costs no per-request logger, nonce, security headers or compression (it is logged
 *   as "request completed", as the logger would). Only a request that is cacheable, carries no body and asks
 *   for a kept page: anything else goes on, so that every check of the chain applies to what is made.
 * - `keep`, last before the pages (after compression): keeps the pages it sees made, GET pages for requests
 *   without a cookie, answered 200 with the public cache policy, that changed nothing while being made; a
 *   request for a page being made waits for it. Every request runs with its tables counted, and a request
 *   that changed a table announces it again once it has answered, when its change is committed.
 */
export function keptPages({
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
  /** What else a page depends on (its language, the build): part of the key. */
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
  /** Where a request's page is kept, and the encoding it is sent in. */
  const lookUpOf = (req: Request) => ({
    key: `${variant(req)} ${req.originalUrl}`,
    encoding: encodingFor(req),
  });
  /** Requests `answer` looked up and found nothing kept for, with what it looked up: `keep` need not again. */
  const lookedUp = new WeakMap<Request, ReturnType<typeof lookUpOf>>();

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

  /** Sends a kept page (and has it compressed better if it is asked for again in brotli). */
  function answerWith(req: Request, res: Response, key: string, encoding: Encoding, page: KeptPage) {
    if (encoding === "br" && !page.bestBrotli) improveLater(key, page.etag);
    serve(req, res, page, encoding);
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

  return {
    async answer(req: Request, res: Response, next: NextFunction) {
      if (!isCacheableRequest(req.method, req.path, req.headers) || mayHaveBody(req.headers)) return next();
      const started = performance.now();
      const lookUp = lookUpOf(req);
      // A store that fails (Redis away) answers nothing, and the page is made.
      const page = await cache.get(lookUp.key, lookUp.encoding);
      if (!page) {
        lookedUp.set(req, lookUp);
        return next();
      }
      answerWith(req, res, lookUp.key, lookUp.encoding, page);
      if (log.isLevelEnabled("info"))
        log.info(
          {
            req: requestSerializer(req),
            res: responseSerializer(res),
            responseTime: Math.round(performance.now() - started),
            cache: "hit",
          },
          "request completed",
        );
    },

    async keep(req: Request, res: Response, next: NextFunction) {
      const use: TableUse = { reads: new Set(), writes: new Set() };
      onFinished(res, () => {
        if (use.writes.size > 0) tracker.announce([...use.writes]);
      });
      if (!isCacheableRequest(req.method, req.path, req.headers)) return tracker.run(use, next);

      const missed = lookedUp.get(req);
      const { key, encoding } = missed ?? lookUpOf(req);
      const page = missed ? undefined : await cache.get(key, encoding);
      if (page) return answerWith(req, res, key, encoding, page);
      const pending = notKept.has(key) ? undefined : making.get(key);
      if (pending) await pending;
      const kept = pending && (await cache.get(key, encoding));
      if (kept) answerWith(req, res, key, encoding, kept);
      else await make(req, res, next, key, use);
    },
  };
}
