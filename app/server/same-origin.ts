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
