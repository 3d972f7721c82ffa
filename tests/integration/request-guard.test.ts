import { request as httpRequest, type Server } from "node:http";
import { createReadableStreamFromReadable } from "@react-router/node";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BODY_LIMITS } from "~/shared/lib/request-rules";
import { requestGuard } from "~/shared/http/request-guard";

/**
 * The guard in front of a handler that reads the body the way @react-router/express hands it to the app
 * (a web stream of `req`), so that what the app's reader gets is tested, not only the answer.
 */
let server: Server;
let port: number;
/** What the app's reader got for each request: the form's fields, or the error it failed with. */
const reads: Array<{ fields?: Record<string, string>; error?: unknown }> = [];

beforeAll(async () => {
  const app = express();
  app.use(requestGuard);
  app.use(async (req, res) => {
    const request = new Request(`http://localhost${req.originalUrl}`, {
      method: req.method,
      headers: req.headers as Record<string, string>,
      ...(req.method === "GET" || req.method === "HEAD"
        ? {}
        : { body: createReadableStreamFromReadable(req), duplex: "half" }),
    } as RequestInit);
    try {
      const form = req.method === "POST" ? await request.formData() : new FormData();
      const fields = Object.fromEntries([...form].map(([name, value]) => [name, String(value)]));
      reads.push({ fields });
      res.json(fields);
    } catch (error) {
      reads.push({ error });
      if (!res.headersSent) res.status(500).end();
    }
  });
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  port = (server.address() as { port: number }).port;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

interface Answer {
  status: number;
  allow?: string;
  type?: string;
  text: string;
}

/** Sends a request; a body in `chunks` goes chunked (no Content-Length), one write per chunk. */
function send(
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: string | string[],
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const chunked = Array.isArray(body);
    const req = httpRequest(
      {
        host: "127.0.0.1",
        port,
        method,
        path,
        headers: {
          ...(typeof body === "string" ? { "content-length": String(Buffer.byteLength(body)) } : {}),
          ...headers,
        },
      },
      (res) => {
        let text = "";
        res.on("data", (chunk: Buffer) => (text += chunk.toString()));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            allow: res.headers.allow,
            type: res.headers["content-type"],
            text,
          }),
        );
      },
    );
    req.on("error", reject);
    if (chunked) for (const chunk of body) req.write(chunk);
    req.end(chunked ? undefined : body);
  });
}

const form = { "content-type": "application/x-www-form-urlencoded" };

describe("requestGuard", () => {
  it("lets an ordinary form through whole, Content-Length or chunked", async () => {
    expect(await send("POST", "/contact-us", form, "name=Ama&message=Hello")).toMatchObject({ status: 200 });
    expect(reads.at(-1)).toEqual({ fields: { name: "Ama", message: "Hello" } });
    const chunked = await send("POST", "/contact-us", form, ["name=Ama%2", "0U&message=Hel", "lo"]);
    expect(chunked.status).toBe(200);
    expect(reads.at(-1)).toEqual({ fields: { name: "Ama U", message: "Hello" } });
  });

  it("refuses a body over the page limit by its Content-Length, before the app reads anything", async () => {
    const before = reads.length;
    const answer = await send("POST", "/contact-us", form, `message=${"a".repeat(BODY_LIMITS.page)}`);
    expect(answer).toMatchObject({ status: 413, text: "Request body too large: at most 64 KiB here." });
    expect(reads.length).toBe(before);
  });

  it("cuts a chunked body off at the limit: 413, and the app's reader fails with that answer", async () => {
    const chunk = "a".repeat(16 * 1024);
    const answer = await send("POST", "/contact-us", form, [
      "message=",
      ...Array.from({ length: 8 }, () => chunk),
    ]);
    expect(answer.status).toBe(413);
    await expect.poll(() => reads.at(-1)?.error).toBeInstanceOf(Response);
    expect((reads.at(-1)!.error as Response).status).toBe(413);
  });

  it("answers on the API in the API's error shape", async () => {
    const answer = await send(
      "POST",
      "/api/v1/brands",
      { "content-type": "application/json" },
      JSON.stringify({ API_KEY: "k".repeat(BODY_LIMITS.api) }),
    );
    expect(answer.status).toBe(413);
    expect(answer.type).toMatch(/^application\/json/);
    expect(JSON.parse(answer.text)).toEqual({
      error: {
        status: 413,
        code: "payload_too_large",
        message: "Request body too large: at most 64 KiB here.",
      },
    });
  });

  it("takes a full photo upload on the photo step, multipart with its boundary", async () => {
    const body = '--x\r\nContent-Disposition: form-data; name="intent"\r\n\r\nupload\r\n--x--\r\n';
    const answer = await send(
      "POST",
      "/poster-une-annonce/3/photos",
      { "content-type": "multipart/form-data; boundary=x" },
      body,
    );
    expect(answer.status).toBe(200);
    expect(reads.at(-1)).toEqual({ fields: { intent: "upload" } });
  });

  it.each(["PUT", "PATCH", "DELETE", "OPTIONS", "TRACE"])(
    "answers %s on a page with 405 and Allow",
    async (method) => {
      expect(await send(method, "/contact-us", form, "a=1")).toMatchObject({
        status: 405,
        allow: "GET, HEAD, POST",
      });
    },
  );

  it("leaves the API's methods to the API", async () => {
    expect((await send("OPTIONS", "/api/v1/brands")).status).toBe(200);
  });

  it.each([
    ["application/json", '{"a":1}', 415],
    ["text/plain", "a=1", 415],
    ["application/xml", "<a/>", 415],
    ["multipart/form-data; boundary=x", "--x--\r\n", 415],
  ])("answers a page POST sent as %s with %i", async (type, body, status) => {
    expect((await send("POST", "/contact-us", { "content-type": type }, body)).status).toBe(status);
  });

  it("answers a page POST with no body type with 415, and multipart without a boundary on the photo step with 400", async () => {
    expect((await send("POST", "/logout", {}, "")).status).toBe(415);
    const answer = await send(
      "POST",
      "/poster-une-annonce/3/photos/upload",
      { "content-type": "multipart/form-data" },
      "--x--",
    );
    expect(answer).toMatchObject({
      status: 400,
      text: "Bad request: multipart/form-data without its boundary.",
    });
  });

  it("answers a NUL in the path, the query or a form field with 400, the app's reader failing", async () => {
    expect((await send("GET", "/auto-news/a%00b")).status).toBe(400);
    expect((await send("GET", "/marche-doccasion/rechercher?q=a%00")).status).toBe(400);
    const api = await send("GET", "/api/v1/brands?q=%00");
    expect(JSON.parse(api.text)).toMatchObject({ error: { status: 400, code: "bad_request" } });
    const field = await send("POST", "/contact-us", form, "name=Ama&message=a%00b");
    expect(field).toMatchObject({
      status: 400,
      text: "Bad request: a form field may not contain a NUL character.",
    });
    expect((reads.at(-1)!.error as Response).status).toBe(400);
    expect((await send("POST", "/contact-us", form, ["name=Ama&message=a%", "00b"])).status).toBe(400);
  });

  it("answers a broken percent-encoding in the path with 400", async () => {
    for (const path of ["/auto-news/%ZZ", "/sitemaps/%", "/car-art/1/suv/%E0%A4%A"])
      expect((await send("GET", path)).status).toBe(400);
  });
});
