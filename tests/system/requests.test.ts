import { request as httpRequest, Agent, type ClientRequest } from "node:http";
import { readFileSync } from "node:fs";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BODY_LIMITS } from "~/shared/lib/request-rules";
import routes from "~/routes";
import { startServer, type SystemServer } from "./server";

/**
 * The production server against hostile requests: malformed and oversized ones are refused with a 4xx
 * before the app reads them, and a seeded fuzz run over every route of app/routes.ts and the API finds no
 * 5xx. Every request carries the address its (pretend) proxy appended to X-Forwarded-For, so the per-address
 * limits see many clients; the contact form's limit stays low for the TRUST_PROXY test.
 */

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_126);
const RUNS = Number(process.env.FUZZ_RUNS ?? 4000);
const CONTACT_LIMIT = 3;

let server: SystemServer;
let origin: string;
const agent = new Agent({ keepAlive: true, maxSockets: 4 });

beforeAll(async () => {
  server = await startServer({
    TRUST_PROXY: "1",
    CONTACT_RATE_LIMIT: String(CONTACT_LIMIT),
    NEWSLETTER_RATE_LIMIT: "100000",
    AUTH_RATE_LIMIT_PER_IP: "100000",
    AUTH_RATE_LIMIT_PER_EMAIL: "100000",
    REPORT_RATE_LIMIT: "100000",
    LEAD_RATE_LIMIT: "100000",
    API_RATE_LIMIT: "100000",
  });
  origin = server.url;
});
afterAll(async () => {
  agent.destroy();
  await server.stop();
});

interface Sent {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

/** One request as written (path not normalised, unlike fetch), answered with its status and body. */
function send(sent: Sent): Promise<{ status: number; headers: Record<string, unknown>; text: string }> {
  const url = new URL(origin);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        agent,
        host: url.hostname,
        port: url.port,
        method: sent.method,
        path: sent.path,
        headers: {
          ...(sent.body !== undefined && !sent.headers?.["transfer-encoding"]
            ? { "content-length": String(Buffer.byteLength(sent.body)) }
            : {}),
          ...sent.headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            text: Buffer.concat(chunks).toString(),
          }),
        );
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(sent.body);
  });
}

const rss = () => {
  const status = readFileSync(`/proc/${server.process.pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)![1]) * 1024;
};

/** A client address as a proxy would append it. */
const clientAddress = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

let clients = 1 << 20;
/** Headers of a same-origin request from a client of its own. */
const sameOrigin = () => ({ origin, "x-forwarded-for": clientAddress(clients++) });

/**
 * A POST that sends its body with `write` (as long as `answered()` is false) and resolves with the status
 * as soon as the server answers, whatever is still unsent.
 */
function statusWhileSending(
  path: string,
  headers: Record<string, string>,
  write: (req: ClientRequest, answered: () => boolean) => void,
): Promise<number> {
  const url = new URL(origin);
  return new Promise((resolve, reject) => {
    let answered = false;
    const req = httpRequest({ host: url.hostname, port: url.port, method: "POST", path, headers });
    req.on("response", (res) => {
      answered = true;
      resolve(res.statusCode ?? 0);
      req.destroy();
    });
    req.on("error", (error) => (answered ? undefined : reject(error)));
    write(req, () => answered);
  });
}

const MB = 1024 * 1024;
const form = { "content-type": "application/x-www-form-urlencoded" };

describe("body limits", () => {
  it("refuses a declared 200 MB form body with 413 before reading it", async () => {
    const started = Date.now();
    const status = await statusWhileSending(
      "/contact-us",
      { ...sameOrigin(), ...form, "content-length": String(200 * MB) },
      (req) => req.write("name="),
    );
    expect(status).toBe(413);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it("cuts a 200 MB chunked form body off at the limit with 413, the server's memory flat and /healthz answering", async () => {
    const before = rss();
    const chunk = Buffer.alloc(64 * 1024, "a");
    let written = 0;
    const started = Date.now();
    const status = await statusWhileSending("/contact-us", { ...sameOrigin(), ...form }, (req, answered) => {
      const pump = () => {
        while (!answered() && written < 200 * MB) {
          written += chunk.length;
          if (!req.write(chunk)) return void req.once("drain", pump);
        }
        if (!answered()) req.end();
      };
      pump();
    });
    expect(status).toBe(413);
    expect(Date.now() - started).toBeLessThan(5000);
    // What was sent before the answer came is what sat in socket buffers, far below the 200 MB.
    expect(written).toBeLessThan(20 * MB);
    expect(rss() - before).toBeLessThan(8 * MB);
    expect((await send({ method: "GET", path: "/healthz" })).status).toBe(200);
  });

  it("refuses an API body over 64 KiB with 413 as JSON, and a photo upload over 121 MiB by its length", async () => {
    const api = await send({
      method: "POST",
      path: "/api/v1/brands",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ API_KEY: "x".repeat(70 * 1024) }),
    });
    expect(api.status).toBe(413);
    expect(JSON.parse(api.text)).toMatchObject({ error: { status: 413, code: "payload_too_large" } });
    const photos = await statusWhileSending(
      "/poster-une-annonce/1/photos/upload",
      {
        ...sameOrigin(),
        "content-type": "multipart/form-data; boundary=x",
        "content-length": String(122 * MB),
      },
      (req) => req.write("--x\r\n"),
    );
    expect(photos).toBe(413);
  });
});

describe("malformed requests", () => {
  it.each(["PUT", "PATCH", "DELETE", "OPTIONS", "PROPFIND"])(
    "answers %s on a page with 405 and Allow",
    async (method) => {
      const answer = await send({
        method,
        path: "/contact-us",
        headers: { ...sameOrigin(), ...form },
        body: "a=1",
      });
      expect(answer.status).toBe(405);
      expect(answer.headers.allow).toBe("GET, HEAD, POST");
    },
  );

  it.each(["/", "/api/v1/brands", "/api.php", "/api/auth/error"])(
    "answers TRACE, which no route can read, with 405 on %s",
    async (path) => {
      const answer = await send({ method: "TRACE", path, headers: sameOrigin() });
      expect(answer.status).toBe(405);
    },
  );

  it.each([
    ["application/json", '{"name":"Ama"}', 415],
    ["text/plain", "name=Ama", 415],
    [undefined, "", 415],
    ["multipart/form-data; boundary=x", "--x--\r\n", 415],
  ])("answers a page POST sent as %j (body %j) with %i", async (type, body, status) => {
    const headers = { ...sameOrigin(), ...(type ? { "content-type": type } : {}) };
    expect((await send({ method: "POST", path: "/contact-us", headers, body })).status).toBe(status);
  });

  it("answers multipart without its boundary on the photo upload with 400", async () => {
    const answer = await send({
      method: "POST",
      path: "/poster-une-annonce/1/photos/upload",
      headers: { ...sameOrigin(), "content-type": "multipart/form-data" },
      body: "--x--\r\n",
    });
    expect(answer.status).toBe(400);
  });

  it("answers a NUL in the path, the query or a form field with 400", async () => {
    expect((await send({ method: "GET", path: "/auto-news/%00" })).status).toBe(400);
    expect((await send({ method: "GET", path: "/marche-doccasion/rechercher?q=%00" })).status).toBe(400);
    const api = await send({ method: "GET", path: "/api/v1/brands?q=a%00" });
    expect(api.status).toBe(400);
    expect(JSON.parse(api.text)).toMatchObject({ error: { status: 400 } });
    const contact = await send({
      method: "POST",
      path: "/contact-us",
      headers: { ...sameOrigin(), ...form },
      body: "name=Ama%00&email=ama%40example.rw&message=Hello+there+friend",
    });
    expect(contact.status).toBe(400);
    const chunked = await send({
      method: "POST",
      path: "/newsletter",
      headers: { ...sameOrigin(), ...form, "transfer-encoding": "chunked" },
      body: "email=ama%40example.rw%00",
    });
    expect(chunked.status).toBe(400);
  });

  it("reads an overflowing budget as no budget, not a 500", async () => {
    for (const path of ["/new-cars/search", "/find-my-car", "/auto-guide/new-cars"])
      expect((await send({ method: "GET", path: `${path}?budget=99999999999999999999999` })).status).toBe(
        200,
      );
  });
});

describe("the access log", () => {
  it("writes an API key given in the query as [redacted]", async () => {
    const key = "system-test-key-0123456789";
    expect((await send({ method: "GET", path: `/api/v1/brands?per_page=1&api_key=${key}` })).status).toBe(
      200,
    );
    await expect.poll(() => server.output()).toContain("/api/v1/brands?per_page=1&api_key=[redacted]");
    expect(server.output()).not.toContain(key);
  });
});

describe("TRUST_PROXY=1", () => {
  it("counts a client by the address its proxy appended, whatever it forged to the left", async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= CONTACT_LIMIT; attempt++) {
      const answer = await send({
        method: "POST",
        path: "/contact-us",
        headers: {
          origin,
          ...form,
          "x-forwarded-for": `198.51.100.${attempt}, 203.0.113.7`,
        },
        body: "name=Ama&email=ama%40example.rw&subject=question&message=Hello%2C+is+the+RAV4+still+there%3F",
      });
      statuses.push(answer.status);
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, -1).every((status) => status !== 429)).toBe(true);
  });
});

/** Every path pattern of app/routes.ts, nested ones joined to their parent's. */
function routePatterns(entries: typeof routes, parent = ""): string[] {
  return entries.flatMap((entry) => {
    const path = [parent, entry.path ?? ""].filter(Boolean).join("/");
    return [...(entry.index || entry.path ? [`/${path}`] : []), ...routePatterns(entry.children ?? [], path)];
  });
}

const LONG = "a".repeat(10_000);
/** Values for a route param or a query value: ordinary ones, so that requests reach deep, and hostile ones. */
const values = fc.constantFrom(
  "1",
  "2",
  "7",
  "12-toyota",
  "1-rav4",
  "toyota",
  "rav4",
  "all-news",
  "road-tax",
  "vehicle-financing",
  "sitemap-brands.xml",
  "suv",
  "0",
  "-1",
  "1.5",
  "99999999999999999999999",
  "2147483648",
  "1e999",
  "NaN",
  "Infinity",
  "%00",
  "a%00b",
  "%ZZ",
  "%",
  "%E0%A4%A",
  "..",
  "%2e%2e",
  "..%2f..%2fetc%2fpasswd",
  "%2F%2Fevil.example",
  "%09%2Fevil.example",
  "%0D%0ASet-Cookie:x=1",
  "%C3%A9",
  "%E6%97%A5%E6%9C%AC",
  "%F0%9F%9A%97",
  "%EF%BF%BF",
  "%ED%A0%80",
  "'%20OR%201=1--",
  "%3Cscript%3E",
  "%7B%7D",
  "[]",
  "",
  LONG,
);
const queryNames = fc.constantFrom(
  "q",
  "page",
  "sort",
  "budget",
  "brand",
  "brands",
  "body",
  "energy",
  "transmission",
  "drive",
  "seats",
  "make",
  "model",
  "year_min",
  "year_max",
  "price_min",
  "price_max",
  "mileage_max",
  "gearbox",
  "district",
  "seller",
  "id",
  "listing",
  "tab",
  "token",
  "redirectTo",
  "error",
  "endpoint",
  "versions",
  "slot",
  "API_KEY",
  "limit",
  "offset",
  "per_page",
  "category",
  "lang",
  "min_price",
  "max_price",
  "index",
  "_data",
);
const query = fc
  .array(fc.tuple(queryNames, values), { maxLength: 4 })
  .map((pairs) => (pairs.length ? `?${pairs.map(([name, value]) => `${name}=${value}`).join("&")}` : ""));

/** A path made from a route pattern, its params (and a splat) filled with ordinary or hostile values. */
const pathFrom = (patterns: string[]) =>
  fc
    .tuple(
      fc.constantFrom(...patterns),
      fc.array(values, { minLength: 4, maxLength: 4 }),
      fc.constantFrom("", "", "", ".data", "/"),
    )
    .map(([pattern, fill, suffix]) => {
      let at = 0;
      const filled = pattern.replace(/:[A-Za-z]+|\{[A-Za-z]+\}|\*/g, () => fill[at++ % fill.length]!);
      return (filled === "/" && suffix === ".data" ? "/_root" : filled) + suffix;
    });

const formFields = fc.constantFrom(
  "intent",
  "name",
  "email",
  "phone",
  "subject",
  "message",
  "password",
  "redirectTo",
  "budget",
  "id",
  "listing",
  "photo",
  "query",
  "title",
  "body",
  "rating",
  "price",
  "year",
  "mileage",
  "make",
  "model",
  "description",
  "token",
  "provider",
  "brand_ids",
  "budget_min",
  "budget_max",
  "reason",
  "details",
  "website",
);
const formBody = fc
  .array(fc.tuple(formFields, values), { maxLength: 6 })
  .map((pairs) => pairs.map(([name, value]) => `${name}=${value}`).join("&"));

/** A body with its Content-Type: forms (ordinary, with a NUL, too large), JSON, broken multipart, none. */
const body = fc.oneof(
  { weight: 6, arbitrary: formBody.map((text) => ({ type: "application/x-www-form-urlencoded", text })) },
  {
    weight: 1,
    arbitrary: formBody.map((text) => ({ type: "application/x-www-form-urlencoded", text: `${text}&x=%00` })),
  },
  {
    weight: 1,
    arbitrary: fc.constant({
      type: "application/x-www-form-urlencoded",
      text: `message=${"b".repeat(70_000)}`,
    }),
  },
  { weight: 1, arbitrary: fc.constant({ type: "application/json", text: '{"name":"Ama","API_KEY":"x"}' }) },
  { weight: 1, arbitrary: fc.constant({ type: "multipart/form-data", text: "--x\r\n\r\n--x--" }) },
  {
    weight: 1,
    arbitrary: fc.constant({
      type: "multipart/form-data; boundary=x",
      text: '--x\r\nContent-Disposition: form-data; name="photo"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\nnot a photo\0\r\n--x--\r\n',
    }),
  },
  { weight: 1, arbitrary: fc.constant({ type: "text/plain", text: "hello\0" }) },
  { weight: 1, arbitrary: fc.constant({ type: undefined, text: "" }) },
);

const fuzzRequest = (patterns: string[]) =>
  fc.record({
    method: fc.constantFrom(
      "GET",
      "GET",
      "GET",
      "GET",
      "HEAD",
      "POST",
      "POST",
      "POST",
      "PUT",
      "PATCH",
      "DELETE",
      "OPTIONS",
      "TRACE",
      "PROPFIND",
    ),
    path: pathFrom(patterns),
    query,
    body,
    sameOrigin: fc.constantFrom(true, true, true, true, false),
  });

describe("fuzzing", () => {
  it(`answers ${RUNS} seeded hostile requests over every route without a 5xx (FUZZ_SEED=${SEED})`, async () => {
    // The API's calls as its OpenAPI document lists them, beside every route of the app.
    const openApi = (await (await fetch(`${origin}/developers/openapi.json`)).json()) as { paths: object };
    const patterns = [...routePatterns(routes), ...Object.keys(openApi.paths)];
    expect(patterns).toContain("/api/v1/used-listings/{id}");
    const requests = fc.sample(fuzzRequest(patterns), { seed: SEED, numRuns: RUNS });
    const failures: string[] = [];
    const refusedCrossOrigin: string[] = [];
    let next = 0;
    const worker = async () => {
      while (next < requests.length) {
        const index = next++;
        const request = requests[index]!;
        const target = `${request.path}${request.query}`;
        const posts = request.method !== "GET" && request.method !== "HEAD";
        const sent: Sent = {
          method: request.method,
          path: target,
          headers: {
            "x-forwarded-for": clientAddress(index),
            ...(request.sameOrigin ? { origin } : {}),
            ...(posts && request.body.type ? { "content-type": request.body.type } : {}),
          },
          ...(posts ? { body: request.body.text } : {}),
        };
        const describe = `${request.method} ${target.slice(0, 300)} ${request.body.type ?? ""} ${posts ? request.body.text.slice(0, 200) : ""}`;
        try {
          const answer = await send(sent);
          if (answer.status >= 500) failures.push(`${answer.status} ${describe}`);
          const api = /^\/api(\.php|\/v1\/)/.test(request.path);
          // Without Origin, anything that changes state is refused before the guard (OPTIONS is safe: 405),
          // unless Node refused its over-long address even before (431).
          const unsafe = posts && request.method !== "OPTIONS";
          if (
            unsafe &&
            !request.sameOrigin &&
            !api &&
            !/unsubscribe/.test(request.path) &&
            ![403, 431].includes(answer.status)
          )
            refusedCrossOrigin.push(`${answer.status} ${describe}`);
        } catch (error) {
          // A client still sending a body over the limit may see the refused connection reset: no fault.
          const oversized = (sent.body?.length ?? 0) > BODY_LIMITS.page;
          if (!(oversized && /ECONNRESET|EPIPE/.test((error as Error).message)))
            failures.push(`${(error as Error).message} ${describe}`);
        }
      }
    };
    await Promise.all([worker(), worker(), worker(), worker()]);
    const report = `seed ${SEED} (rerun with FUZZ_SEED=${SEED}):\n${failures.slice(0, 50).join("\n")}\n${server
      .output()
      .split("\n")
      .filter((line) => line.includes('"level":50'))
      .slice(0, 10)
      .join("\n")}`;
    expect(failures, report).toEqual([]);
    expect(refusedCrossOrigin, `seed ${SEED}: cross-origin POSTs not refused`).toEqual([]);
    expect(server.alive()).toBe(true);
    expect((await send({ method: "GET", path: "/healthz" })).status).toBe(200);
  });
});
