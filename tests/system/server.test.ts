import { readFileSync } from "node:fs";
import { get as httpGet, type IncomingHttpHeaders } from "node:http";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inlineScriptHashes } from "../../app/shared/cache/inline-scripts";
import { freePort } from "../setup/nginx";
import { PHONE_BROWSER } from "../setup/phone-browser";
import { startServer, type SystemServer } from "./server";

const projectDir = path.resolve(import.meta.dirname, "../..");
let server: SystemServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.stop());

describe("the production server", () => {
  it("starts on an empty data folder with the demo content and reports itself healthy", async () => {
    const health = await fetch(`${server.url}/healthz`);
    expect(health.status).toBe(200);
    const home = await fetch(server.url);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain("List of brands and models available in Rwanda");
  });
});

describe("a Redis server for kept pages (REDIS_URL)", () => {
  it("that does not answer stops the server at start, with a message naming it and the cause", async () => {
    // A port nothing listens on.
    const closed = await freePort();
    const failure = await startServer({ REDIS_URL: `redis://127.0.0.1:${closed}` }).then(
      async (started) => {
        await started.stop();
        return "it started";
      },
      (error: Error) => error.message,
    );
    expect(failure).toContain("before it was ready");
    expect(failure).toContain(`REDIS_URL does not answer: connect ECONNREFUSED 127.0.0.1:${closed}`);
  });
});

describe("pages for visitors without a session (docs/decisions/0024-page-cache.md)", () => {
  const MODEL = "/auto-guide/new-cars/make/toyota/model/195-rav4";

  /** Asks until the server answers the page from its cache (kept once compressed, after the first answer). */
  async function kept(path: string): Promise<Response> {
    for (let attempt = 0; attempt < 100; attempt++) {
      const response = await fetch(`${server.url}${path}`);
      if (response.headers.get("x-cache") === "hit") return response;
      await response.arrayBuffer();
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`${path} was never kept`);
  }

  it("are kept and answered again with an ETag, a public cache policy and their scripts' hashes, never a nonce", async () => {
    const first = await fetch(`${server.url}${MODEL}`);
    expect(first.headers.get("cache-control")).toBe(
      "public, max-age=0, s-maxage=60, stale-while-revalidate=60",
    );
    expect(first.headers.get("vary")).toMatch(/Cookie/);
    expect(first.headers.get("content-security-policy")).toMatch(/script-src 'self' 'nonce-[^']+';/);
    await first.text();

    const hit = await kept(MODEL);
    expect(hit.headers.get("etag")).toMatch(/^W\/"[\w-]+"$/);
    const html = await hit.text();
    expect(html).toContain("<h1");
    expect(html).not.toMatch(/ nonce="/);
    const policy = hit.headers.get("content-security-policy")!;
    expect(policy).not.toContain("'nonce-");
    const hashes = inlineScriptHashes(html);
    expect(hashes.length).toBeGreaterThan(1);
    expect(policy).toContain(`script-src 'self' ${hashes.join(" ")};`);
    // The same page loaded for client navigations is kept too.
    expect((await kept(`${MODEL}.data`)).headers.get("content-type")).toMatch(/^text\/x-script/);
  });

  it("are sent from the cache with every header they were made with but the nonce, the body's and the connection's", async () => {
    const ABOUT = "/about-us?headers";
    const made = await fetch(`${server.url}${ABOUT}`, { headers: { "Accept-Encoding": "gzip" } });
    expect(made.headers.get("x-cache")).toBe("miss");
    await made.text();
    const hit = await kept(ABOUT);
    await hit.text();
    const described = (response: Response) =>
      Object.fromEntries(
        [...response.headers].filter(
          ([name]) =>
            ![
              "date",
              "connection",
              "keep-alive",
              "content-length",
              "content-encoding",
              "transfer-encoding",
              "etag",
              "x-cache",
              "content-security-policy",
            ].includes(name),
        ),
      );
    expect(described(hit)).toEqual(described(made));
    // The security headers are among them.
    expect(hit.headers.get("strict-transport-security")).toBe("max-age=63072000; includeSubDomains");
    expect(hit.headers.get("x-content-type-options")).toBe("nosniff");
    expect(hit.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(hit.headers.get("content-security-policy")).toMatch(/frame-ancestors 'none'/);
  });

  it("are made afresh, with a nonce of their own, for a visitor with a session, whom no cache may keep", async () => {
    await kept(MODEL);
    const nonces = new Set<string>();
    for (let i = 0; i < 2; i++) {
      const response = await fetch(`${server.url}${MODEL}`, {
        headers: { Cookie: "imodoka.session_token=not-a-session" },
      });
      expect(response.headers.get("x-cache")).toBeNull();
      expect(response.headers.get("cache-control")).toBe("private, no-store");
      nonces.add(/'nonce-([^']+)'/.exec(response.headers.get("content-security-policy")!)![1]!);
      expect(await response.text()).toMatch(/ nonce="/);
    }
    expect(nonces.size).toBe(2);
  });
});

describe('page weight (README, "Page weight")', () => {
  const BUDGET_BYTES = 15_000;

  it("home, a model page and the used search reach a phone in at most 15,000 bytes of brotli once kept", async () => {
    for (const page of [
      "/",
      "/auto-guide/new-cars/make/toyota/model/195-rav4",
      "/marche-doccasion/rechercher",
    ]) {
      // Made afresh with a quick brotli, kept, then made once more at brotli's best (decision 0024): the bytes
      // only shrink, so ask (for at most 20 s) until they fit.
      let smallest = Number.POSITIVE_INFINITY;
      for (let attempt = 0; attempt < 100 && smallest > BUDGET_BYTES; attempt++) {
        const answer = await rawGet(`${server.url}${page}`, "br, gzip", { "User-Agent": PHONE_BROWSER });
        expect(answer.headers["content-encoding"]).toBe("br");
        if (answer.headers["x-cache"] === "hit") smallest = Math.min(smallest, answer.body.length);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(smallest, page).toBeLessThanOrEqual(BUDGET_BYTES);
    }
  });
});

describe("the build's files", () => {
  it("are sent as compressed at build time: brotli, else gzip, else as they are, each the same file", async () => {
    const home = await (await fetch(server.url)).text();
    const script = /<link rel="modulepreload" href="(\/assets\/framework-[^"]+\.js)"/.exec(home)![1]!;
    const original = readFileSync(path.join(projectDir, "build/client", script));
    for (const [accept, encoding, decode] of [
      ["br, gzip", "br", brotliDecompressSync],
      ["gzip", "gzip", gunzipSync],
      ["identity", undefined, (body: Buffer) => body],
    ] as const) {
      const answer = await rawGet(`${server.url}${script}`, accept);
      expect(answer.headers["content-encoding"], accept).toBe(encoding);
      expect(answer.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(answer.headers.vary).toContain("Accept-Encoding");
      expect(decode(answer.body).equals(original), accept).toBe(true);
      // A script needs no page headers (CSP, HSTS…): only its own, about a third of a page's.
      expect(answer.headers["x-content-type-options"]).toBe("nosniff");
      expect(answer.headers["cross-origin-resource-policy"]).toBe("same-origin");
      expect(answer.headers["content-security-policy"]).toBeUndefined();
    }
    // A missing file is the site's 404 page, with the page headers.
    const missing = await rawGet(`${server.url}/assets/nothing-here.js`, "identity");
    expect(missing.status).toBe(404);
    expect(missing.headers["content-security-policy"]).toContain("default-src 'self'");
  });
  it("include the files at the root of the build, sent compressed when they have a copy", async () => {
    const favicon = await rawGet(`${server.url}/favicon.svg`, "identity");
    expect(favicon.status).toBe(200);
    expect(favicon.headers["cache-control"]).toBe("public, max-age=3600");
    const banner = await rawGet(`${server.url}/banners/deals-wide.svg`, "br, gzip");
    expect(banner.status).toBe(200);
    expect(banner.headers["content-encoding"]).toBe("br");
  });
});

/** A GET answered byte for byte (fetch would decode the body). */
function rawGet(url: string, acceptEncoding: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    httpGet(url, { headers: { ...headers, "Accept-Encoding": acceptEncoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    }).on("error", reject);
  });
}
