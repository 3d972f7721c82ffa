export const RETRY_STATUSES = [408, 409, 425, 429, 500, 502, 503, 504] as const;

const retryStatuses: ReadonlySet<number> = new Set(RETRY_STATUSES);

function methodOf(input: RequestInfo | URL, init?: RequestInit): string {
  const method = init?.method ?? (input instanceof Request ? input.method : "GET");
  return method.toUpperCase();
}

/**
 * fetch that retries a GET once, straight away, when the response status is
 * in RETRY_STATUSES or the request fails with a network TypeError. Other
 * methods are never retried.
 */
export async function fetchWithRetry(
  input: RequestInfo | URL,
  init?: RequestInit,
  fetchImpl: typeof fetch = fetch,
): Promise<Response> {
  if (methodOf(input, init) !== "GET") return fetchImpl(input, init);
  let response: Response;
  try {
    response = await fetchImpl(input, init);
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
    return fetchImpl(input, init);
  }
  if (!retryStatuses.has(response.status)) return response;
  await response.body?.cancel().catch(() => undefined);
  return fetchImpl(input, init);
}
