/** Query parameters whose values are secrets, in any case: API keys, one-time tokens, OAuth codes. */
const SECRET_PARAMS = new Set(["api_key", "token", "code", "state"]);

/** Paths that end in a secret token: newsletter and alert links, better-auth's e-mail links. */
const SECRET_PATH =
  /^((?:[a-z][a-z0-9+.-]*:\/\/[^/]*)?\/(?:newsletter\/(?:confirm|unsubscribe)|saved-searches\/unsubscribe|api\/auth\/reset-password)\/)[^/?#]+/i;

const REDACTED = "[redacted]";

function paramName(part: string): string {
  const name = part.split("=")[0]!.replaceAll("+", " ");
  try {
    return decodeURIComponent(name).toLowerCase();
  } catch {
    return name.toLowerCase();
  }
}

/**
 * A URL (absolute, or a path and query as `req.url` has it) fit for a log line: the value of each secret
 * query parameter and the token of a token link replaced by "[redacted]", everything else as it came.
 */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf("?");
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const redactedPath = path.replace(SECRET_PATH, `$1${REDACTED}`);
  if (queryAt === -1) return redactedPath;
  const [query = "", ...fragment] = url.slice(queryAt + 1).split("#");
  const redactedQuery = query
    .split("&")
    .map((part) => (SECRET_PARAMS.has(paramName(part)) ? `${part.split("=")[0]}=${REDACTED}` : part))
    .join("&");
  return [`${redactedPath}?${redactedQuery}`, ...fragment].join("#");
}
