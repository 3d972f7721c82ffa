const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * State-changing requests must prove they come from our own pages: the browser's Sec-Fetch-Site
 * header says same-origin (or none, for a typed URL), or failing that the Origin header matches the host.
 */
export function isSameOriginRequest(
  method: string,
  headers: { origin?: string; "sec-fetch-site"?: string; host?: string },
): boolean {
  if (SAFE_METHODS.has(method.toUpperCase())) return true;
  const site = headers["sec-fetch-site"];
  if (site) return site === "same-origin" || site === "none";
  const origin = headers.origin;
  if (!origin || origin === "null" || !headers.host) return false;
  try {
    return new URL(origin).host === headers.host;
  } catch {
    return false;
  }
}

/**
 * True for a form the page's own script sent (a fetcher, or a `<Form>` with JavaScript on), which wants
 * an answer as data; false for a plain form post, which the browser shows as a page, so the action
 * answers it with a redirect back. Browsers say which in Sec-Fetch-Mode ("navigate" for a page).
 */
export function isScriptRequest(request: Request): boolean {
  const mode = request.headers.get("sec-fetch-mode");
  return mode !== null && mode !== "navigate";
}

/** The public JSON API: it reads no session and changes nothing, so any origin may call it. */
export const isApiPath = (path: string) => path === "/api.php" || path.startsWith("/api/v1/");
