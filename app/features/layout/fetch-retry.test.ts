import { describe, it, expect } from "vitest";
import { RETRY_STATUSES, fetchWithRetry } from "./fetch-retry";

type Outcome = number | Error;

/** Fake fetch answering with the given statuses (or throwing the errors) in turn. */
function fakeFetch(...outcomes: Outcome[]) {
  const calls: Array<{ input: RequestInfo | URL; init?: RequestInit }> = [];
  const impl: typeof fetch = async (input, init) => {
    calls.push({ input, init });
    const outcome = outcomes[calls.length - 1];
    if (outcome === undefined) throw new Error("unexpected extra call");
    if (outcome instanceof Error) throw outcome;
    const body = [204, 205, 304].includes(outcome) ? null : `attempt ${calls.length}`;
    return new Response(body, { status: outcome });
  };
  return { impl, calls };
}

const url = "https://api.example.test/cars";

describe("RETRY_STATUSES", () => {
  it("is the documented list", () => {
    expect(RETRY_STATUSES).toStrictEqual([408, 409, 425, 429, 500, 502, 503, 504]);
  });
});

describe("fetchWithRetry", () => {
  it.each(RETRY_STATUSES)("retries a GET once on %i and returns the second response", async (status) => {
    const { impl, calls } = fakeFetch(status, 200);
    const response = await fetchWithRetry(url, { method: "GET" }, impl);
    expect(calls).toHaveLength(2);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("attempt 2");
  });

  it.each(RETRY_STATUSES)("retries on %i when no method is given", async (status) => {
    const { impl, calls } = fakeFetch(status, 200);
    const response = await fetchWithRetry(url, undefined, impl);
    expect(calls).toHaveLength(2);
    expect(response.status).toBe(200);
  });

  it.each([200, 201, 204, 301, 304, 400, 401, 403, 404, 410, 422, 501, 505])(
    "does not retry on %i",
    async (status) => {
      const { impl, calls } = fakeFetch(status);
      const response = await fetchWithRetry(url, {}, impl);
      expect(calls).toHaveLength(1);
      expect(response.status).toBe(status);
    },
  );

  it("retries at most once when both attempts fail", async () => {
    const { impl, calls } = fakeFetch(503, 503);
    const response = await fetchWithRetry(url, undefined, impl);
    expect(calls).toHaveLength(2);
    expect(response.status).toBe(503);
    expect(await response.text()).toBe("attempt 2");
  });

  it("passes the same input and init to both attempts", async () => {
    const { impl, calls } = fakeFetch(500, 200);
    const init: RequestInit = { headers: { accept: "application/json" } };
    await fetchWithRetry(url, init, impl);
    expect(calls).toStrictEqual([
      { input: url, init },
      { input: url, init },
    ]);
  });

  it.each(["get", "Get", "GET"])("treats the method %j as GET", async (method) => {
    const { impl, calls } = fakeFetch(503, 200);
    const response = await fetchWithRetry(url, { method }, impl);
    expect(calls).toHaveLength(2);
    expect(response.status).toBe(200);
  });

  it.each(["POST", "PUT", "PATCH", "DELETE", "post", "delete"])("never retries %s", async (method) => {
    for (const status of RETRY_STATUSES) {
      const { impl, calls } = fakeFetch(status, 200);
      const response = await fetchWithRetry(url, { method }, impl);
      expect(calls).toHaveLength(1);
      expect(response.status).toBe(status);
    }
  });

  it("takes the method from a Request when init has none", async () => {
    const post = fakeFetch(503, 200);
    const postResponse = await fetchWithRetry(
      new Request(url, { method: "POST", body: "{}" }),
      undefined,
      post.impl,
    );
    expect(post.calls).toHaveLength(1);
    expect(postResponse.status).toBe(503);

    const get = fakeFetch(503, 200);
    const getResponse = await fetchWithRetry(new Request(url), undefined, get.impl);
    expect(get.calls).toHaveLength(2);
    expect(getResponse.status).toBe(200);
  });

  it("lets the init method override the Request method", async () => {
    const { impl, calls } = fakeFetch(503, 200);
    await fetchWithRetry(new Request(url), { method: "POST" }, impl);
    expect(calls).toHaveLength(1);
  });

  it("accepts a URL object", async () => {
    const { impl, calls } = fakeFetch(429, 200);
    const response = await fetchWithRetry(new URL(url), undefined, impl);
    expect(calls).toHaveLength(2);
    expect(response.status).toBe(200);
  });

  it("retries a GET once after a network TypeError", async () => {
    const { impl, calls } = fakeFetch(new TypeError("fetch failed"), 200);
    const response = await fetchWithRetry(url, undefined, impl);
    expect(calls).toHaveLength(2);
    expect(response.status).toBe(200);
  });

  it("rethrows when the retry after a network error fails too", async () => {
    const second = new TypeError("fetch failed again");
    const { impl, calls } = fakeFetch(new TypeError("fetch failed"), second);
    await expect(fetchWithRetry(url, undefined, impl)).rejects.toBe(second);
    expect(calls).toHaveLength(2);
  });

  it("returns the retry status after a network error without a third try", async () => {
    const { impl, calls } = fakeFetch(new TypeError("fetch failed"), 503);
    const response = await fetchWithRetry(url, undefined, impl);
    expect(calls).toHaveLength(2);
    expect(response.status).toBe(503);
  });

  it("does not retry other errors such as an abort", async () => {
    const abort = new DOMException("aborted", "AbortError");
    const { impl, calls } = fakeFetch(abort, 200);
    await expect(fetchWithRetry(url, undefined, impl)).rejects.toBe(abort);
    expect(calls).toHaveLength(1);
  });

  it("does not retry a POST after a network TypeError", async () => {
    const error = new TypeError("fetch failed");
    const { impl, calls } = fakeFetch(error, 200);
    await expect(fetchWithRetry(url, { method: "POST", body: "{}" }, impl)).rejects.toBe(error);
    expect(calls).toHaveLength(1);
  });

  it("uses the global fetch by default", async () => {
    const { impl, calls } = fakeFetch(502, 200);
    const original = globalThis.fetch;
    globalThis.fetch = impl;
    try {
      const response = await fetchWithRetry(url);
      expect(response.status).toBe(200);
    } finally {
      globalThis.fetch = original;
    }
    expect(calls).toHaveLength(2);
  });
});
