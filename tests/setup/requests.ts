/** Requests and answers as route actions see them, for integration tests that call actions directly. */

export const TEST_SITE = "https://imodoka.test";

/** What an action answered: `data(…, init)`, a plain object, or a redirect Response. */
export function answer(result: unknown): {
  status: number;
  data: Record<string, unknown>;
  location?: string;
  headers?: Headers;
} {
  if (result instanceof Response)
    return {
      status: result.status,
      data: {},
      location: result.headers.get("location") ?? undefined,
      headers: result.headers,
    };
  if (result && typeof result === "object" && "init" in result && "data" in result) {
    const { init, data } = result as { init?: ResponseInit | null; data: Record<string, unknown> };
    return { status: init?.status ?? 200, data, headers: new Headers(init?.headers) };
  }
  return { status: 200, data: result as Record<string, unknown> };
}

/** A form POST to `path` on the test site, with the browser's cookie header when signed in. */
export function post(path: string, fields: Record<string, string>, cookie?: string) {
  return new Request(`${TEST_SITE}${path}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "content-type": "application/x-www-form-urlencoded", ...(cookie ? { cookie } : {}) },
  });
}

/** A GET of `path` on the test site. */
export function get(path: string, cookie?: string) {
  return new Request(`${TEST_SITE}${path}`, { headers: cookie ? { cookie } : {} });
}

/** The cookie header a browser would send back after a response that set cookies. */
export function cookieFrom(headers: Headers): string {
  return headers
    .getSetCookie()
    .map((line) => line.split(";")[0]!)
    .join("; ");
}
