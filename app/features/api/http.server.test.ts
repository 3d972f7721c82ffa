import { pino } from "pino";
import type { AppLoadContext } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { createApiAccess } from "~/shared/server/api-access";
import { ApiError, type Resolution } from "./api-error";
import { defineEndpoint, idParams, pageQuery } from "./endpoint";
import { handleApi, matchesEntityTag } from "./http.server";

const KEY = "partner-key-0123456789abcdef";
const PARTNER = "https://partner.example";

function contextWith(
  settings: { keys?: boolean; perMinute?: number; origins?: string[] } = {},
  log = pino({ level: "silent" }),
): AppLoadContext {
  const api = createApiAccess({
    API_KEYS: settings.keys ? [{ name: "partner", key: KEY }] : [],
    API_RATE_LIMIT: settings.perMinute ?? 100,
    API_CORS_ORIGINS: settings.origins ?? [],
  });
  return { api, clientIp: "10.0.0.9", log } as unknown as AppLoadContext;
}

const seen: unknown[] = [];
const things = defineEndpoint({
  path: "/things/{id}",
  operationId: "getThing",
  tag: "Meta",
  summary: "A thing",
  params: idParams,
  query: pageQuery(10)
    .extend({ colour: z.enum(["red", "blue"]).optional() })
    .strict(),
  response: z.object({ data: z.object({ id: z.int() }) }),
  maxAge: 120,
  notFound: "No thing has this id.",
  async load({ params, query }) {
    seen.push(query);
    if (params.id === 13) throw new Error("unlucky");
    if (params.id === 57) throw Object.assign(new Error("terminating connection"), { code: "57P01" });
    return params.id === 404 ? null : { data: { id: params.id } };
  },
});

const resolve = (url: URL): Resolution => {
  const match = /^\/things\/([^/]+)$/.exec(url.pathname);
  return match
    ? { endpoint: things, params: { id: match[1]! } }
    : new ApiError(404, "unknown_endpoint", "No such call.");
};

/** An answer as a partner reads it: status, headers and the parsed JSON (null when there is no body). */
interface Answer {
  status: number;
  headers: Headers;
  body: {
    data?: unknown;
    error?: { status: number; code: string; message: string; fields?: Record<string, string> };
  } | null;
}

async function call(context: AppLoadContext, path: string, init: RequestInit = {}): Promise<Answer> {
  const response = await handleApi(new Request(`https://imodoka.test${path}`, init), context, resolve);
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: text ? (JSON.parse(text) as Answer["body"]) : null,
  };
}

describe("entity tags", () => {
  it.each([
    [null, false],
    ['W/"abc"', true],
    ['"abc"', true],
    ['"x", W/"abc"', true],
    ["*", true],
    ['W/"abd"', false],
    ["", false],
  ])('If-None-Match %s matches W/"abc": %s', (header, expected) => {
    expect(matchesEntityTag(header, 'W/"abc"')).toBe(expected);
  });
});

describe("handleApi", () => {
  it("answers JSON with ETag, Cache-Control and rate headers, and a 304 for the same tag", async () => {
    const context = contextWith();
    const first = await call(context, "/things/7");
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ data: { id: 7 } });
    expect(first.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(first.headers.get("cache-control")).toBe("public, max-age=120");
    expect(first.headers.get("ratelimit-limit")).toBe("100");
    expect(first.headers.get("ratelimit-remaining")).toBe("99");
    expect(first.headers.get("vary")).toBe("Origin, API_KEY");
    const again = await call(context, "/things/7", {
      headers: { "If-None-Match": first.headers.get("etag")! },
    });
    expect(again.status).toBe(304);
    expect(again.body).toBeNull();
  });

  it("validates the query with the endpoint's schema, defaults included, and names each bad parameter", async () => {
    const context = contextWith();
    seen.length = 0;
    await call(context, "/things/7?colour=red");
    expect(seen).toEqual([{ page: 1, per_page: 10, colour: "red" }]);
    const bad = await call(context, "/things/7?colour=green&per_page=0&page=x");
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({
      error: {
        status: 400,
        code: "invalid_parameters",
        message: "Some parameters are not valid.",
        fields: {
          page: "Must be a whole number.",
          per_page: "Must be at least 1.",
          colour: expect.any(String),
        },
      },
    });
    expect(bad.headers.get("cache-control")).toBe("no-store");
  });

  it("answers 404 for an unknown call, a malformed id and a missing thing, with the endpoint's message", async () => {
    const context = contextWith();
    expect((await call(context, "/nothing")).body).toMatchObject({
      error: { status: 404, code: "unknown_endpoint" },
    });
    expect((await call(context, "/things/abc")).body).toMatchObject({
      error: { status: 404, message: "No thing has this id." },
    });
    expect((await call(context, "/things/404")).body).toMatchObject({
      error: { status: 404, code: "not_found" },
    });
  });

  it("answers a failure of the endpoint with a logged 500 in the same error shape", async () => {
    const log = pino({ level: "silent" });
    const error = vi.spyOn(log, "error");
    const answer = await call(contextWith({}, log), "/things/13");
    expect(answer.status).toBe(500);
    expect(answer.body).toMatchObject({ error: { status: 500, code: "internal_error" } });
    expect(error).toHaveBeenCalledOnce();
  });

  it("answers a database that cannot be reached with 503 and Retry-After in the same error shape", async () => {
    const log = pino({ level: "silent" });
    const error = vi.spyOn(log, "error");
    const answer = await call(contextWith({}, log), "/things/57");
    expect(answer.status).toBe(503);
    expect(answer.headers.get("Retry-After")).toBe("5");
    expect(answer.headers.get("Cache-Control")).toBe("no-store");
    expect(answer.body).toMatchObject({ error: { status: 503, code: "unavailable" } });
    expect(error).not.toHaveBeenCalled();
  });

  it("with keys configured, wants one as header or query parameter, and hides it from the endpoint", async () => {
    const context = contextWith({ keys: true });
    expect((await call(context, "/things/1")).body).toMatchObject({
      error: { status: 401, code: "missing_api_key" },
    });
    expect(
      (await call(context, "/things/1", { headers: { API_KEY: "wrong-key-0123456789abcdef" } })).body,
    ).toMatchObject({
      error: { status: 401, code: "invalid_api_key" },
    });
    expect((await call(context, "/things/1", { headers: { api_key: KEY } })).status).toBe(200);
    // The endpoint's query schema is strict: it would refuse API_KEY if it reached it.
    const byQuery = await call(context, `/things/1?API_KEY=${KEY}`);
    expect(byQuery.status).toBe(200);
    expect(byQuery.headers.get("cache-control")).toBe("private, max-age=120");
  });

  it("reads a POST's key from its form or JSON body, then refuses the method with Allow", async () => {
    const context = contextWith({ keys: true });
    const form = await call(context, "/things/1", {
      method: "POST",
      body: new URLSearchParams({ API_KEY: KEY }),
    });
    expect(form.status).toBe(405);
    expect(form.headers.get("allow")).toBe("GET, HEAD, OPTIONS");
    const json = await call(context, "/things/1", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ API_KEY: KEY }),
    });
    expect(json.status).toBe(405);
    expect(
      (await call(context, "/things/1", { method: "POST", body: new URLSearchParams({ other: "1" }) }))
        .status,
    ).toBe(401);
    expect(
      (
        await call(context, "/things/1", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: "{not json",
        })
      ).status,
    ).toBe(401);
  });

  it("limits calls a minute per key, or per address without keys", async () => {
    const context = contextWith({ perMinute: 2 });
    expect((await call(context, "/things/1")).status).toBe(200);
    expect((await call(context, "/things/1")).status).toBe(200);
    const third = await call(context, "/things/1");
    expect(third.status).toBe(429);
    expect(third.body).toMatchObject({ error: { code: "rate_limited" } });
    expect(Number(third.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(third.headers.get("ratelimit-remaining")).toBe("0");
  });

  it("lets configured partner origins call from a browser, and only them", async () => {
    const context = contextWith({ origins: [PARTNER] });
    const allowed = await call(context, "/things/1", { headers: { Origin: PARTNER } });
    expect(allowed.headers.get("access-control-allow-origin")).toBe(PARTNER);
    expect(allowed.headers.get("access-control-expose-headers")).toContain("ETag");
    const other = await call(context, "/things/1", { headers: { Origin: "https://evil.example" } });
    expect(other.status).toBe(200);
    expect(other.headers.get("access-control-allow-origin")).toBeNull();

    const preflight = await call(context, "/things/1", {
      method: "OPTIONS",
      headers: {
        Origin: PARTNER,
        "Access-Control-Request-Method": "GET",
        "Access-Control-Request-Headers": "api_key",
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-origin")).toBe(PARTNER);
    expect(preflight.headers.get("access-control-allow-headers")).toBe("API_KEY, If-None-Match");
    expect(preflight.headers.get("access-control-allow-methods")).toBe("GET, HEAD, OPTIONS");
    const refused = await call(context, "/things/1", {
      method: "OPTIONS",
      headers: { Origin: "https://evil.example" },
    });
    expect(refused.status).toBe(403);
    expect(refused.headers.get("access-control-allow-origin")).toBeNull();
  });
});
