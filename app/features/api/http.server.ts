import type { AppLoadContext } from "react-router";
import type { z } from "zod";
import { entityTag } from "~/shared/http/entity-tag";
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS } from "~/shared/lib/unavailable";
import { API_KEY_PARAM, ApiError, invalidParameters, type Resolution } from "./api-error";
import type { ApiErrorBody } from "./endpoint";

const READ_METHODS = new Set(["GET", "HEAD"]);
const ALLOWED_METHODS = "GET, HEAD, OPTIONS";
const EXPOSED_HEADERS = "ETag, RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset, Retry-After";

/** RFC 9110 If-None-Match: weak comparison against any of the listed tags, or `*`. */
export function matchesEntityTag(ifNoneMatch: string | null, tag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (value: string) => value.trim().replace(/^W\//, "");
  return ifNoneMatch
    .split(",")
    .some((candidate) => candidate.trim() === "*" || bare(candidate) === bare(tag));
}

/** The key a request carries: the API_KEY header, the API_KEY query parameter, or for a POST its form field. */
async function requestKey(request: Request, url: URL): Promise<string | undefined> {
  const fromHeader = request.headers.get(API_KEY_PARAM) ?? url.searchParams.get(API_KEY_PARAM);
  if (fromHeader) return fromHeader;
  if (request.method !== "POST") return undefined;
  const type = request.headers.get("content-type") ?? "";
  try {
    if (type.startsWith("application/json")) {
      const body: unknown = await request.json();
      const key =
        body && typeof body === "object" ? (body as Record<string, unknown>)[API_KEY_PARAM] : undefined;
      return typeof key === "string" ? key : undefined;
    }
    if (type.startsWith("application/x-www-form-urlencoded") || type.startsWith("multipart/form-data")) {
      const key = (await request.formData()).get(API_KEY_PARAM);
      return typeof key === "string" ? key : undefined;
    }
  } catch {
    // An unreadable body carries no key.
  }
  return undefined;
}

/**
 * Serves one API request: CORS for the configured partner origins, the key (when API_KEYS is set), the
 * client's rate limit, then the endpoint itself with its parameters validated by its own schemas. Every
 * answer is JSON; successes carry ETag and Cache-Control and a matching If-None-Match gets a 304.
 */
export async function handleApi(
  request: Request,
  context: AppLoadContext,
  resolve: (url: URL) => Resolution,
): Promise<Response> {
  const url = new URL(request.url);
  const { api } = context;
  const headers = new Headers({ Vary: `Origin, ${API_KEY_PARAM}` });
  const origin = request.headers.get("origin");
  if (api.allowsOrigin(origin)) {
    headers.set("Access-Control-Allow-Origin", origin!);
    headers.set("Access-Control-Expose-Headers", EXPOSED_HEADERS);
  }
  const fail = (error: ApiError) => {
    const body: ApiErrorBody = {
      error: {
        status: error.status,
        code: error.code,
        message: error.message,
        ...(error.fields ? { fields: error.fields } : {}),
      },
    };
    headers.set("Cache-Control", "no-store");
    return Response.json(body, { status: error.status, headers });
  };

  if (request.method === "OPTIONS") {
    if (!headers.has("Access-Control-Allow-Origin")) {
      return fail(
        new ApiError(403, "origin_not_allowed", "This origin may not call the API from a browser."),
      );
    }
    headers.set("Access-Control-Allow-Methods", ALLOWED_METHODS);
    headers.set("Access-Control-Allow-Headers", `${API_KEY_PARAM}, If-None-Match`);
    headers.set("Access-Control-Max-Age", "600");
    return new Response(null, { status: 204, headers });
  }

  const key = await requestKey(request, url);
  const check = api.check(key, context.clientIp);
  if (!check.ok) {
    return fail(
      check.code === "missing_api_key"
        ? new ApiError(
            401,
            check.code,
            `An API key is required: send it as the ${API_KEY_PARAM} header or query parameter.`,
          )
        : new ApiError(401, check.code, "This API key is not valid."),
    );
  }
  const limit = await api.consume(check.client);
  headers.set("RateLimit-Limit", String(check.client.perMinute));
  if (!limit.ok) {
    headers.set("RateLimit-Remaining", "0");
    headers.set("Retry-After", String(limit.retryAfterSeconds));
    return fail(
      new ApiError(
        429,
        "rate_limited",
        `Too many requests: at most ${check.client.perMinute} a minute. Try again in ${limit.retryAfterSeconds} s.`,
      ),
    );
  }
  headers.set("RateLimit-Remaining", String(limit.remaining));
  headers.set("RateLimit-Reset", String(limit.resetSeconds));

  if (!READ_METHODS.has(request.method)) {
    headers.set("Allow", ALLOWED_METHODS);
    return fail(new ApiError(405, "method_not_allowed", `The API only answers ${ALLOWED_METHODS}.`));
  }

  try {
    const resolved = resolve(url);
    if (resolved instanceof ApiError) return fail(resolved);
    const { endpoint } = resolved;
    const search = Object.fromEntries([...url.searchParams].filter(([name]) => name !== API_KEY_PARAM));
    const params = (endpoint.params?.safeParse(resolved.params) ?? {
      success: true,
      data: {},
    }) as z.ZodSafeParseResult<unknown>;
    if (!params.success) throw new ApiError(404, "not_found", endpoint.notFound ?? "Not found.");
    const query = (endpoint.query?.safeParse(search) ?? {
      success: true,
      data: {},
    }) as z.ZodSafeParseResult<unknown>;
    if (!query.success) throw invalidParameters(query.error);
    const data = await endpoint.load({
      query: query.data,
      params: params.data,
      db: context.db,
      env: context.env,
    });
    if (data === null) throw new ApiError(404, "not_found", endpoint.notFound ?? "Not found.");

    const body = JSON.stringify(data);
    const tag = entityTag(body);
    headers.set("ETag", tag);
    // With keys required, an answer is for the caller who showed one: no shared cache may hand it on.
    headers.set("Cache-Control", `${api.keysRequired ? "private" : "public"}, max-age=${endpoint.maxAge}`);
    if (matchesEntityTag(request.headers.get("if-none-match"), tag))
      return new Response(null, { status: 304, headers });
    headers.set("Content-Type", "application/json; charset=utf-8");
    return new Response(body, { status: 200, headers });
  } catch (error) {
    if (error instanceof ApiError) return fail(error);
    if (isDatabaseUnavailable(error)) {
      context.log.warn({ err: error, url: url.pathname }, "database unavailable: answered 503");
      headers.set("Retry-After", String(RETRY_AFTER_SECONDS));
      return fail(
        new ApiError(503, "unavailable", "The service is briefly unavailable; try again in a few seconds."),
      );
    }
    context.log.error({ err: error, url: url.pathname }, "API request failed");
    return fail(new ApiError(500, "internal_error", "Something went wrong on our side; it has been logged."));
  }
}
