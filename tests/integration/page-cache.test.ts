import { randomBytes } from "node:crypto";
import { get as httpGet, request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from "node:zlib";
import compression from "compression";
import { eq, sql } from "drizzle-orm";
import express from "express";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inlineScriptHashes } from "../../app/shared/cache/inline-scripts";
import {
  isCacheableRequest,
  keptPages,
  publicPageCacheControl,
} from "../../app/shared/cache/page-cache-http.server";
import { createPageCache, type PageCache } from "../../app/shared/cache/page-cache.server";
import { createTableTracker } from "../../app/shared/cache/table-tracker.server";
import { siteTableNames, TRIGGERED_WRITES, VISIT_COUNTER_TABLES } from "../../app/shared/db/client";
import { brands, comparisons, newsArticles } from "../../app/shared/db/schema";
import { createTestDatabase, drivers } from "../setup/test-db";

const POLICY = publicPageCacheControl(60);

describe("isCacheableRequest", () => {
  it("takes GET and HEAD page requests without cookie or credentials only", () => {
    expect(isCacheableRequest("GET", "/", {})).toBe(true);
    expect(isCacheableRequest("HEAD", "/auto-guide", {})).toBe(true);
    expect(isCacheableRequest("POST", "/", {})).toBe(false);
    expect(isCacheableRequest("GET", "/", { cookie: "theme=dark" })).toBe(false);
    expect(isCacheableRequest("GET", "/", { authorization: "Bearer x" })).toBe(false);
    expect(isCacheableRequest("GET", "/api/v1/brands", {})).toBe(false);
    expect(isCacheableRequest("GET", "/api.php", {})).toBe(false);
    expect(isCacheableRequest("GET", "/api/auth/reset-password/abc", {})).toBe(false);
    expect(isCacheableRequest("GET", "/uploads/listings/abc.webp", {})).toBe(false);
    expect(isCacheableRequest("GET", "/uploadsfor-sale", {})).toBe(true);
  });
});

describe.each(drivers)("the page cache in front of pages read from %s", (driver) => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let server: ReturnType<express.Express["listen"]>;
  let base: string;
  const renders = new Map<string, number>();
  let mostAtOnce = 0;
  /** Requests that went on past the kept pages' first step. */
  let throughChain = 0;
  /** What the kept pages logged. */
  const logged: Array<Record<string, unknown>> = [];
  /** The keys the kept pages asked their store for. */
  const lookedUp: string[] = [];

  beforeAll(async () => {
    const tracker = createTableTracker(siteTableNames(), TRIGGERED_WRITES, VISIT_COUNTER_TABLES);
    const store = createPageCache({ ttlSeconds: 60, maxBytes: 8 * 1024 * 1024, counters: ["comparisons"] });
    const cache: PageCache = {
      ...store,
      get: (key, encoding) => {
        lookedUp.push(key);
        return store.get(key, encoding);
      },
    };
    tracker.onChange((tables) => cache.changed(tables));
    database = await createTestDatabase(driver, { onQuery: tracker.observe });
    const { db } = database;

    const pages = keptPages({
      cache,
      tracker,
      policy: POLICY,
      variant: () => "en",
      log: pino({ level: "info" }, { write: (line: string) => void logged.push(JSON.parse(line)) }),
    });
    const app = express();
    app.use(pages.answer);
    // What the server's chain does before its pages (logging, security headers, a nonce, compression): a kept
    // page is sent before all of it.
    app.use((_req, res, next) => {
      throughChain += 1;
      res.set({ "X-Frame-Options": "SAMEORIGIN", "Strict-Transport-Security": "max-age=63072000" });
      next();
    });
    // Uploaded photos, served before any page.
    app.use("/uploads", (_req, res) => void res.type("image/webp").send(Buffer.from("RIFF")));
    app.use((_req, res, next) => {
      res.locals.nonce = randomBytes(16).toString("base64");
      res.set("Content-Security-Policy", `default-src 'self';script-src 'self' 'nonce-${res.locals.nonce}'`);
      next();
    });
    app.use(compression());
    // A step before the cache that takes a while (the server looks for a file of that name on disk): the first
    // request for a `?left` page goes on only once its visitor has gone.
    const leftEarly = new Set<string>();
    app.use((req, res, next) => {
      if (!("left" in req.query) || leftEarly.has(req.originalUrl)) return next();
      leftEarly.add(req.originalUrl);
      res.once("close", () => next());
    });
    app.use(pages.keep);
    const page = (res: express.Response, body: string, cacheControl = POLICY) => {
      const nonce = String(res.locals.nonce);
      res
        .set({ "Cache-Control": cacheControl, "Content-Type": "text/html; charset=utf-8" })
        .send(
          `<!doctype html><script nonce="${nonce}">window.page = ${JSON.stringify(body)}</script><h1>${body}</h1>${"<p>filler</p>".repeat(400)}`,
        );
    };
    const counted = (name: string) => renders.set(name, (renders.get(name) ?? 0) + 1);

    // A brand page: Drizzle's query, and a hand-written subquery that names its table without quotes.
    app.get("/brand/:slug", async (req, res) => {
      counted(req.originalUrl);
      const [brand] = await db
        .select({
          name: brands.name,
          models: sql<number>`(select count(*)::int from models m where m.brand_id = ${brands.id})`,
        })
        .from(brands)
        .where(eq(brands.slug, req.params.slug));
      // A slow page: requests for it that arrive meanwhile wait for this one.
      await new Promise((resolve) => setTimeout(resolve, 100));
      page(res, `${brand!.name} (${brand!.models} models)`);
    });
    app.post("/brand/:slug", async (req, res) => {
      await db.transaction(async (tx) => {
        await tx
          .update(brands)
          .set({ name: String(req.query.name) })
          .where(eq(brands.slug, req.params.slug));
      });
      res.redirect(303, `/brand/${req.params.slug}`);
    });
    app.post("/models/:slug", async (req, res) => {
      await db.execute(
        sql`update models set name = name where brand_id = (select id from brands where slug = ${req.params.slug})`,
      );
      res.sendStatus(204);
    });
    app.get("/news", async (_req, res) => {
      const [{ count }] = (await db.select({ count: sql<number>`count(*)::int` }).from(newsArticles)) as [
        { count: number },
      ];
      page(res, `${count} articles`);
    });
    app.get("/popular", async (_req, res) => {
      const top = await db.select().from(comparisons).limit(1);
      page(res, `${top.length} comparisons`);
    });
    /** What the comparator does on each view: count it (a write, so the page is never kept). */
    const countVisit = (versionIds: number[]) =>
      db
        .insert(comparisons)
        .values({ versionIds, views: 1 })
        .onConflictDoUpdate({
          target: comparisons.versionIds,
          set: { views: sql`${comparisons.views} + 1` },
        });
    app.get("/counted", async (req, res) => {
      counted(req.originalUrl);
      await countVisit([1, 2]);
      page(res, "counted");
    });
    // A page that counts each visit, so it is never kept; how many of its requests are being made at once.
    let inFlight = 0;
    app.get("/visits", async (req, res) => {
      counted(req.originalUrl);
      inFlight += 1;
      mostAtOnce = Math.max(mostAtOnce, inFlight);
      await countVisit([3, 4]);
      await new Promise((resolve) => setTimeout(resolve, 100));
      inFlight -= 1;
      page(res, "visited");
    });
    app.get("/own-policy", (req, res) => {
      counted(req.originalUrl);
      page(res, "private", "private, no-store");
    });
    app.get("/missing", (req, res) => {
      counted(req.originalUrl);
      res.status(404).set("Cache-Control", POLICY).send("<p>Not found</p>");
    });

    server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await database.cleanup();
  });

  const get = (path: string, headers: Record<string, string> = {}, signal?: AbortSignal) =>
    fetch(`${base}${path}`, { headers, signal });
  /**
   * A request as a browser sends it, answered byte for byte (Node's fetch decodes bodies, and adds
   * `Cache-Control: no-cache` to conditional requests).
   */
  const raw = (path: string, headers: Record<string, string>) =>
    new Promise<{ status: number; encoding?: string; body: Buffer }>((resolve, reject) => {
      httpGet(`${base}${path}`, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode!,
            encoding: response.headers["content-encoding"],
            body: Buffer.concat(chunks),
          }),
        );
      }).on("error", reject);
    });
  /** Asks until the page is answered from the cache (it is kept once compressed, just after the first answer). */
  async function kept(path: string): Promise<Response> {
    for (let attempt = 0; attempt < 50; attempt++) {
      const response = await get(path);
      if (response.headers.get("x-cache") === "hit") return response;
      await response.arrayBuffer();
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`${path} was never kept`);
  }

  it("answers a page again from the cache, with its ETag, a 304 for it, and each encoding of the same page", async () => {
    const first = await get("/brand/toyota");
    expect(first.headers.get("x-cache")).toBe("miss");
    const html = await first.text();
    expect(html).toMatch(/<h1>Toyota \(\d+ models\)<\/h1>/);

    const hit = await kept("/brand/toyota");
    const etag = hit.headers.get("etag")!;
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(hit.headers.get("cache-control")).toBe(POLICY);
    expect(hit.headers.get("vary")).toContain("Cookie");
    const kept1 = await hit.text();
    expect(kept1).toBe(html.replace(/ nonce="[^"]+"/g, ""));

    const notModified = await raw("/brand/toyota", { "If-None-Match": etag });
    expect(notModified.status).toBe(304);
    expect(notModified.body.length).toBe(0);
    // A browser that asks not to be answered from a cache is answered in full.
    expect((await raw("/brand/toyota", { "If-None-Match": etag, "Cache-Control": "no-cache" })).status).toBe(
      200,
    );

    for (const [encoding, decode] of [
      ["br", brotliDecompressSync],
      ["gzip", gunzipSync],
    ] as const) {
      const answer = await raw("/brand/toyota", { "Accept-Encoding": encoding });
      expect(answer.encoding).toBe(encoding);
      expect(decode(answer.body).toString("utf8")).toBe(kept1);
    }
  });

  it("sends a kept page before the rest of the chain, with the headers it was made with, and logs it", async () => {
    const made = await get("/brand/toyota?chain");
    expect(made.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    await made.text();
    await kept("/brand/toyota?chain");
    const before = throughChain;
    logged.length = 0;
    const hit = await get("/brand/toyota?chain", { "Accept-Encoding": "gzip" });
    expect(throughChain).toBe(before);
    expect(hit.headers.get("x-cache")).toBe("hit");
    expect(hit.headers.get("content-encoding")).toBe("gzip");
    expect(hit.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    expect(hit.headers.get("strict-transport-security")).toBe("max-age=63072000");
    expect(hit.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(hit.headers.get("content-security-policy")).toMatch(
      /^default-src 'self';script-src 'self' 'sha256-/,
    );
    expect(await hit.text()).toMatch(/<h1>Toyota/);
    expect(logged).toEqual([
      expect.objectContaining({
        msg: "request completed",
        cache: "hit",
        req: { method: "GET", url: "/brand/toyota?chain" },
        res: { status: 200 },
        responseTime: expect.any(Number),
      }),
    ]);
  });

  it("lets a request that may carry a body, or has a cookie, go through the whole chain", async () => {
    await kept("/brand/toyota?chain");
    const before = throughChain;
    const withBody = await new Promise<number>((resolve, reject) => {
      const request = httpRequest(`${base}/brand/toyota?chain`, {
        method: "GET",
        headers: { "Content-Type": "text/plain", "Content-Length": "5" },
      });
      request.on("response", (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode!));
      });
      request.on("error", reject);
      request.end("hello");
    });
    expect(withBody).toBe(200);
    expect(throughChain).toBe(before + 1);
    const withCookie = await get("/brand/toyota?chain", { Cookie: "theme=dark" });
    await withCookie.text();
    expect(withCookie.headers.get("x-cache")).toBeNull();
    expect(throughChain).toBe(before + 2);
  });

  it("asks its store for no uploaded photo", async () => {
    lookedUp.length = 0;
    const photo = await get("/uploads/listings/abc.webp");
    expect(photo.headers.get("content-type")).toBe("image/webp");
    await photo.arrayBuffer();
    expect((await get("/brand/toyota?photos")).status).toBe(200);
    expect(lookedUp).toEqual(["en /brand/toyota?photos"]);
  });

  it("compresses a page asked for again at brotli's best quality, once, in the background", async () => {
    const path = "/brand/toyota?again";
    const page = Buffer.from(await (await kept(path)).text());
    const brotli = (quality: number) =>
      brotliCompressSync(page, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: quality,
          [constants.BROTLI_PARAM_SIZE_HINT]: page.length,
        },
      });
    // Kept at quality 9; the first request for it in brotli is answered so, and has it remade at 11.
    expect((await raw(path, { "Accept-Encoding": "br" })).body).toEqual(brotli(9));
    let body: Buffer = Buffer.alloc(0);
    for (let attempt = 0; attempt < 50 && !body.equals(brotli(11)); attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      body = (await raw(path, { "Accept-Encoding": "br" })).body;
    }
    expect(body).toEqual(brotli(11));
    expect(brotliDecompressSync(body)).toEqual(page);
  });

  it("never repeats a nonce: a kept page's inline scripts are allowed by their hashes instead", async () => {
    const hit = await kept("/brand/toyota");
    const html = await hit.text();
    expect(html).not.toContain("nonce=");
    const policy = hit.headers.get("content-security-policy")!;
    expect(policy).not.toContain("'nonce-");
    const hashes = inlineScriptHashes(html);
    expect(hashes).toHaveLength(1);
    expect(policy).toBe(`default-src 'self';script-src 'self' ${hashes[0]}`);

    const misses = await Promise.all([get("/brand/kia?a=1"), get("/brand/kia?a=2")]);
    const nonces = misses.map(
      (response) => /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy")!)![1],
    );
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  it("drops exactly the pages made of a table that changed, as the change is made", async () => {
    await kept("/brand/toyota");
    await kept("/news");
    const renamed = await fetch(`${base}/brand/toyota?name=Toyota%20Rwanda`, {
      method: "POST",
      redirect: "manual",
    });
    expect(renamed.status).toBe(303);

    const after = await get("/brand/toyota");
    expect(after.headers.get("x-cache")).toBe("miss");
    expect(await after.text()).toContain("<h1>Toyota Rwanda (");
    expect((await get("/news")).headers.get("x-cache")).toBe("hit");

    // A hand-written update of the models drops the brand page, which counts them.
    await kept("/brand/toyota");
    expect((await fetch(`${base}/models/toyota`, { method: "POST" })).status).toBe(204);
    expect((await get("/brand/toyota")).headers.get("x-cache")).toBe("miss");
  });

  it("makes a page once for requests that arrive while it is being made", async () => {
    const responses = await Promise.all(Array.from({ length: 8 }, () => get("/brand/mazda?together")));
    const bodies = await Promise.all(responses.map((response) => response.text()));
    expect(renders.get("/brand/mazda?together")).toBe(1);
    expect(new Set(bodies.map((body) => body.replace(/ nonce="[^"]+"/g, ""))).size).toBe(1);
    expect(responses.filter((response) => response.headers.get("x-cache") === "hit")).toHaveLength(7);
  });

  it("lets requests for a page that is never kept be made side by side, not one after another", async () => {
    await (await get("/visits")).text();
    mostAtOnce = 0;
    const responses = await Promise.all(Array.from({ length: 4 }, () => get("/visits")));
    await Promise.all(responses.map((response) => response.text()));
    expect(responses.map((response) => response.headers.get("x-cache"))).toEqual([
      "miss",
      "miss",
      "miss",
      "miss",
    ]);
    expect(renders.get("/visits")).toBe(5);
    expect(mostAtOnce).toBe(4);
  });

  it("keeps no page for a request with a cookie, nor one that changed data, nor an error or a private page", async () => {
    for (let i = 0; i < 3; i++) {
      const withCookie = await get("/brand/honda", { Cookie: "imodoka.session_token=abc" });
      expect(withCookie.headers.get("x-cache")).toBeNull();
      await withCookie.text();
    }
    expect(renders.get("/brand/honda")).toBe(3);

    for (const path of ["/counted", "/own-policy", "/missing"]) {
      for (let i = 0; i < 3; i++) {
        const response = await get(path);
        expect(response.headers.get("x-cache")).toBe("miss");
        await response.text();
        await new Promise((resolve) => setTimeout(resolve, 30));
      }
      expect(renders.get(path)).toBe(3);
    }
  });

  it("answers a page whose first visitor left before it was made", async () => {
    const leaving = new AbortController();
    const first = get("/brand/kia?left", {}, leaving.signal);
    await new Promise((resolve) => setTimeout(resolve, 50));
    leaving.abort();
    await expect(first).rejects.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 50));

    const next = await get("/brand/kia?left", {}, AbortSignal.timeout(3_000));
    expect(next.status).toBe(200);
    expect(await next.text()).toContain("<h1>Kia (");
  });

  it("lets a counted visit drop no page", async () => {
    const before = await (await kept("/popular")).text();
    await (await get("/counted")).text();
    const after = await get("/popular");
    expect(after.headers.get("x-cache")).toBe("hit");
    expect(await after.text()).toBe(before);
  });
});
