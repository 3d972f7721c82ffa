import { z } from "zod";
import { createDocument, type ZodOpenApiOperationObject, type ZodOpenApiPathsObject } from "zod-openapi";
import { compatOperation, COMPAT_PATH } from "./compat.server";
import { apiErrorSchema, apiTags, defineEndpoint, type AnyEndpoint } from "./endpoint";
import { API_KEY_PARAM } from "./api-error";
import { API_V1_BASE, v1Endpoints } from "./v1.server";

export const OPENAPI_PATH = `${API_V1_BASE}/openapi.json`;

const errorResponse = (description: string) => ({
  description,
  content: { "application/json": { schema: apiErrorSchema } },
});

const cachingHeaders = {
  ETag: {
    description: "Tag of this answer; send it back as If-None-Match to get a 304 while it holds.",
    schema: { type: "string" as const },
  },
  "Cache-Control": { description: "How long the answer may be kept.", schema: { type: "string" as const } },
  "RateLimit-Remaining": {
    description: "Calls left in the current minute.",
    schema: { type: "integer" as const },
  },
};

/** The answers every call may give besides its own success. */
const commonResponses = (notFound: boolean) => ({
  "304": { description: "Not modified: the tag sent as If-None-Match still holds." },
  "400": errorResponse("A parameter is not valid: `error.fields` names each one."),
  "401": errorResponse("The server requires an API key and none, or a wrong one, was sent."),
  ...(notFound ? { "404": errorResponse("Nothing has this id.") } : {}),
  "429": {
    ...errorResponse("Too many calls this minute for this key."),
    headers: { "Retry-After": { description: "Seconds to wait.", schema: { type: "integer" as const } } },
  },
  "503": {
    ...errorResponse("The database is briefly unreachable (a restart or a fail-over): try again."),
    headers: { "Retry-After": { description: "Seconds to wait.", schema: { type: "integer" as const } } },
  },
});

function operation(endpoint: AnyEndpoint): ZodOpenApiOperationObject {
  return {
    operationId: endpoint.operationId,
    tags: [endpoint.tag],
    summary: endpoint.summary,
    ...(endpoint.description ? { description: endpoint.description } : {}),
    requestParams: {
      ...(endpoint.query ? { query: endpoint.query as z.ZodObject } : {}),
      ...(endpoint.params ? { path: endpoint.params as z.ZodObject } : {}),
    },
    responses: {
      "200": {
        description: "OK",
        headers: cachingHeaders,
        content: { "application/json": { schema: endpoint.response } },
      },
      ...commonResponses(endpoint.params !== undefined || endpoint.notFound !== undefined),
    },
  };
}

/**
 * The OpenAPI 3.1 description of the whole API, generated from the zod schemas the calls validate their
 * parameters with and answer in. `siteUrl` is the server it describes.
 */
export function openApiDocument(siteUrl: string, siteName: string) {
  const key = `${siteUrl} ${siteName}`;
  let document = documents.get(key);
  if (!document) {
    document = buildDocument(siteUrl, siteName);
    documents.set(key, document);
  }
  return document;
}

/** The schemas never change while the server runs: each document is built once. */
const documents = new Map<string, ReturnType<typeof buildDocument>>();

function buildDocument(siteUrl: string, siteName: string) {
  const paths: ZodOpenApiPathsObject = {
    [COMPAT_PATH]: {
      get: {
        operationId: "apiPhp",
        tags: ["Compatibility"],
        summary: compatOperation.summary,
        description: compatOperation.description,
        requestParams: { query: compatOperation.query },
        responses: {
          "200": {
            description: "OK",
            headers: cachingHeaders,
            content: { "application/json": { schema: compatOperation.response } },
          },
          ...commonResponses(false),
          "404": errorResponse("No call has this `endpoint` name."),
        },
      },
    },
  };
  for (const endpoint of v1Endpoints) paths[`${API_V1_BASE}${endpoint.path}`] = { get: operation(endpoint) };
  return createDocument({
    openapi: "3.1.0",
    info: {
      title: `${siteName} API`,
      version: "1.0.0",
      description: [
        `Read-only JSON access to ${siteName}'s data: the new-car catalogue with prices in RWF, deals, dealers, news, the practical guide and the used-car market.`,
        "",
        `Every answer is JSON. Successes are \`{ data }\`, lists \`{ data, meta }\` with \`page\` and \`per_page\` parameters. Errors are \`{ error: { status, code, message, fields? } }\`.`,
        "",
        `When the server is configured with API keys, send yours as the \`${API_KEY_PARAM}\` header or the \`${API_KEY_PARAM}\` query parameter. Each key may make a set number of calls a minute (the RateLimit-* headers say how many are left). Answers carry an ETag; send it back as If-None-Match to get a 304.`,
        "",
        "Used-car listings never include the seller's phone number: buyers reveal it on the site.",
      ].join("\n"),
    },
    servers: [{ url: siteUrl }],
    paths,
    security: [{ apiKeyHeader: [] }, { apiKeyQuery: [] }],
    components: {
      securitySchemes: {
        apiKeyHeader: {
          type: "apiKey",
          in: "header",
          name: API_KEY_PARAM,
          description: "Required only when the server has keys configured.",
        },
        apiKeyQuery: {
          type: "apiKey",
          in: "query",
          name: API_KEY_PARAM,
          description: "The same key, as a query parameter.",
        },
      },
    },
    tags: Object.entries(apiTags)
      .filter(([name]) => name !== "Meta")
      .map(([name, description]) => ({ name, description })),
  });
}

export type OpenApiDocument = ReturnType<typeof buildDocument>;

/** The document itself, served like any other call (key, limits, ETag). */
export const openApiEndpoint = defineEndpoint({
  path: "/openapi.json",
  operationId: "openApi",
  tag: "Meta",
  summary: "This description",
  // The document describes the other calls, not itself.
  response: z.custom<OpenApiDocument>(),
  maxAge: 300,
  load: async ({ env }) => openApiDocument(env.SITE_URL, env.SITE_NAME),
});
