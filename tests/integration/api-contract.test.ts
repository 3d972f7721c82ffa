import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiAccess } from "../../app/shared/server/api-access";
import { COMPAT_PATH, compatEndpointNames } from "../../app/features/api/compat.server";
import { API_V1_BASE, v1Endpoints } from "../../app/features/api/v1.server";
import { apiExamples } from "../setup/api-examples";
import { callApi, openApiContract } from "../setup/api";
import { testContext } from "../setup/app-context";
import { createTestDatabase, drivers } from "../setup/test-db";

const PARTNER_KEY = "partner-key-0123456789abcdef";
const SLOW_KEY = "slow-partner-key-0123456789";

const keyed = (perMinute?: number) =>
  createApiAccess({
    API_KEYS: [
      { name: "partner", key: PARTNER_KEY },
      { name: "slow", key: SLOW_KEY, perMinute: perMinute ?? 1 },
    ],
    API_RATE_LIMIT: 10_000,
    API_CORS_ORIGINS: [],
  });

/** Every call, by the path the document lists it under. */
const documentedPaths = [COMPAT_PATH, ...v1Endpoints.map((e) => `${API_V1_BASE}${e.path}`)];

describe("the OpenAPI document", () => {
  it("is valid OpenAPI 3.1 by a real validator", async () => {
    const contract = await openApiContract();
    expect(contract.validation.errors ?? []).toEqual([]);
    expect(contract.validation.valid).toBe(true);
    expect((contract.document as unknown as { openapi: string }).openapi).toBe("3.1.0");
    expect(Object.keys(contract.document.paths).sort()).toEqual([...documentedPaths].sort());
  });

  it("has a happy and a bad example for every call, and only for calls that exist", () => {
    expect(Object.keys(apiExamples).sort()).toEqual([...documentedPaths].sort());
    expect(
      apiExamples[COMPAT_PATH]!.happy.map((path) =>
        new URL(path, "http://x").searchParams.get("endpoint"),
      ).sort(),
    ).toEqual([...compatEndpointNames].sort());
  });
});

describe.each(drivers)("API contract on %s", (driver) => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let contract: Awaited<ReturnType<typeof openApiContract>>;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    contract = await openApiContract();
  });
  afterAll(() => database.cleanup());

  const open = () =>
    testContext(database.db, { env: { ...testContext(database.db).env, SITE_URL: "https://imodoka.test" } });

  it("serves the document itself at /api/v1/openapi.json, keyed like every call", async () => {
    const served = await callApi(open(), "/api/v1/openapi.json");
    expect(served.status).toBe(200);
    expect(served.body).toEqual(contract.document);
    expect(served.headers.get("etag")).toMatch(/^W\//);
    expect((await callApi(testContext(database.db, { api: keyed() }), "/api/v1/openapi.json")).status).toBe(
      401,
    );
  });

  it("answers an unknown call with a 404 in the error shape, pointing to the document", async () => {
    for (const path of [
      "/api/v1/nothing",
      "/api/v1/",
      "/api/v1/brands/1/models",
      "/api/v1/brands/%E0%A4%A",
    ]) {
      const answer = await callApi(open(), path);
      expect(answer.status, path).toBe(404);
      expect(answer.body).toMatchObject({ error: { status: 404 } });
    }
  });

  describe.each(Object.entries(apiExamples))("%s", (documented, example) => {
    it("answers its examples as documented, with ETag and Cache-Control, and 304 for a matching tag", async () => {
      const context = open();
      for (const path of example.happy) {
        const answer = await callApi(context, path);
        expect(answer.status, path).toBe(200);
        contract.expectDocumented(documented, answer);
        expect(answer.headers.get("cache-control")).toMatch(/^public, max-age=\d+$/);
        const tag = answer.headers.get("etag");
        expect(tag).toMatch(/^W\/".+"$/);
        if (documented.endsWith("get_banners") || path.includes("get_banners")) continue; // chosen at random per call
        const again = await callApi(context, path, { headers: { "If-None-Match": tag! } });
        expect(again.status, path).toBe(304);
        expect(again.body).toBeNull();
        expect(again.headers.get("etag")).toBe(tag);
      }
    });

    it("refuses bad parameters with the error shape and a message per parameter", async () => {
      const context = open();
      for (const bad of example.bad) {
        const answer = await callApi(context, bad.path);
        expect(answer.status, bad.path).toBe(bad.status);
        contract.expectDocumented(documented, answer);
        const error = (
          answer.body as {
            error: { status: number; code: string; message: string; fields?: Record<string, string> };
          }
        ).error;
        expect(error.status).toBe(bad.status);
        expect(error.message.length).toBeGreaterThan(0);
        if (bad.status === 400) expect(Object.keys(error.fields ?? {})).toContain(bad.field);
        expect(answer.headers.get("cache-control")).toBe("no-store");
      }
    });

    it("needs a key when keys are configured: none or a wrong one is a 401, header or query key works", async () => {
      const context = testContext(database.db, { api: keyed() });
      const path = example.happy[0]!;
      const none = await callApi(context, path);
      expect(none.status).toBe(401);
      expect(none.body).toMatchObject({ error: { code: "missing_api_key" } });
      contract.expectDocumented(documented, none);
      const wrong = await callApi(context, path, { key: "not-a-key-0123456789abcdef" });
      expect(wrong.status).toBe(401);
      expect(wrong.body).toMatchObject({ error: { code: "invalid_api_key" } });
      contract.expectDocumented(documented, wrong);
      const withHeader = await callApi(context, path, { key: PARTNER_KEY });
      expect(withHeader.status).toBe(200);
      expect(withHeader.headers.get("cache-control")).toMatch(/^private, /);
      const withQuery = await callApi(
        context,
        `${path}${path.includes("?") ? "&" : "?"}API_KEY=${PARTNER_KEY}`,
      );
      expect(withQuery.status).toBe(200);
      expect(withQuery.body).toEqual(path.includes("get_banners") ? withQuery.body : withHeader.body);
    });

    it("limits each key's calls a minute: the next one is a 429 with Retry-After", async () => {
      const context = testContext(database.db, { api: keyed(1) });
      const path = example.happy[0]!;
      const first = await callApi(context, path, { key: SLOW_KEY });
      expect(first.status).toBe(200);
      expect(first.headers.get("ratelimit-limit")).toBe("1");
      expect(first.headers.get("ratelimit-remaining")).toBe("0");
      const second = await callApi(context, path, { key: SLOW_KEY });
      expect(second.status).toBe(429);
      expect(Number(second.headers.get("retry-after"))).toBeGreaterThan(0);
      contract.expectDocumented(documented, second);
      // Another key has its own allowance.
      expect((await callApi(context, path, { key: PARTNER_KEY })).status).toBe(200);
    });
  });
});
