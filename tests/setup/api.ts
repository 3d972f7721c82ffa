import { Validator } from "@seriousme/openapi-schema-validator";
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import type { AppLoadContext } from "react-router";
import { expect } from "vitest";
import { loader as phpLoader, action as phpAction } from "../../app/features/api/routes/api-php";
import { loader as v1Loader, action as v1Action } from "../../app/features/api/routes/api-v1";
import { openApiDocument } from "../../app/features/api/openapi";
import { TEST_SITE } from "./requests";

/** What a call answered, with its JSON body (null for a 204 or 304). */
export interface ApiAnswer {
  status: number;
  headers: Headers;
  body: unknown;
}

/** Calls the API as the server would route `path` (under /api.php or /api/v1/), with a key or headers. */
export async function callApi(
  context: AppLoadContext,
  path: string,
  init: { key?: string; headers?: Record<string, string>; method?: string; body?: BodyInit } = {},
): Promise<ApiAnswer> {
  const method = init.method ?? "GET";
  const request = new Request(`${TEST_SITE}${path}`, {
    method,
    headers: { ...(init.key ? { API_KEY: init.key } : {}), ...init.headers },
    body: init.body,
  });
  const php = path.startsWith("/api.php");
  const args = {
    request,
    context,
    params: {},
    unstable_pattern: "",
    unstable_url: new URL(request.url),
  } as never;
  const handle =
    method === "GET" || method === "HEAD" ? (php ? phpLoader : v1Loader) : php ? phpAction : v1Action;
  const response = await handle(args);
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : null };
}

/** The OpenAPI document checked by a real validator, and a checker of answers against it. */
export async function openApiContract(siteName = "Imodoka") {
  const document = JSON.parse(JSON.stringify(openApiDocument(TEST_SITE, siteName))) as {
    paths: Record<string, { get: { responses: Record<string, { content?: Record<string, unknown> }> } }>;
  };
  const validation = await new Validator().validate(document as Parameters<Validator["validate"]>[0]);
  // OpenAPI's own keywords (`example`) are not JSON Schema's: the document validator checks them instead.
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(ajv);
  ajv.addSchema(document, "openapi");
  const pointer = (value: string) => value.replaceAll("~", "~0").replaceAll("/", "~1");
  return {
    document,
    validation,
    /** Fails unless `answer` is one the document promises for the operation at `path` (a template). */
    expectDocumented(path: string, answer: ApiAnswer) {
      const responses = document.paths[path]?.get.responses;
      expect(responses, `${path} is documented`).toBeDefined();
      const status = String(answer.status);
      expect(Object.keys(responses!), `${path} documents ${status}`).toContain(status);
      if (answer.body === null) return;
      const validate = ajv.getSchema(
        `openapi#/paths/${pointer(path)}/get/responses/${status}/content/${pointer("application/json")}/schema`,
      );
      expect(validate, `${path} ${status} has a JSON schema`).toBeDefined();
      const valid = validate!(answer.body);
      expect(validate!.errors ?? [], `${path} ${status} matches the document`).toEqual([]);
      expect(valid).toBe(true);
    },
  };
}
