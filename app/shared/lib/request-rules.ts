/**
 * What a request must look like before the app reads it: how large a body each kind of route takes, which
 * methods and body types page routes answer, and what no request may carry (a NUL, which PostgreSQL
 * refuses in text). Applied by app/shared/http/request-guard.ts before any parsing.
 */
import { LISTING_PHOTOS_MAX, PHOTO_MAX_BYTES } from "./used-cars";

const KIB = 1024;
const MIB = 1024 * KIB;

/**
 * After a refusal, how much more of the body is read and dropped, so that the client (still sending)
 * reads the answer instead of a reset connection; past this the connection is cut.
 */
export const DISCARD_MAX = MIB;

/**
 * Which body limit and rules a path falls under: the JSON API (and better-auth's own endpoints), the pages
 * that take images (multipart): the listing photo step and its upload route, a model's or version's photos,
 * a brand's or dealer's logo, a banner's form (new or edit) and a news or guide article's featured image in
 * the back office; the back office's CSV upload (multipart, one file); or any other page's form.
 */
export type RouteKind = "api" | "photos" | "csv" | "page";

/** The largest CSV file the back office's import of versions takes (app/features/admin/catalogue-csv.ts). */
export const CSV_UPLOAD_BYTES = 5 * MIB;

export function routeKind(path: string): RouteKind {
  if (path === "/api.php" || path.startsWith("/api/")) return "api";
  if (/^\/poster-une-annonce\/[^/]+\/photos(?:\/upload)?(?:\.data)?\/?$/.test(path)) return "photos";
  if (
    /^\/admin\/(?:(?:models|versions)\/[^/]+\/photos|(?:brands|dealers)\/[^/]+\/logo|banners\/[^/]+|(?:news|guides)\/[^/]+\/cover)(?:\.data)?\/?$/.test(
      path,
    )
  )
    return "photos";
  if (/^\/admin\/versions\/import(?:\.data)?\/?$/.test(path)) return "csv";
  return "page";
}

/**
 * Largest body accepted per route kind, in bytes.
 * - page: the longest form is the contact form's 5,000-character message; URL-encoded, a character
 *   outside ASCII takes up to 9 bytes (`%E2%82%AC`), so 45 KB plus the short fields: 64 KiB.
 * - api: the API takes its parameters in the query; a body only carries the key (API_KEY): 64 KiB.
 * - photos: LISTING_PHOTOS_MAX (12) photos of PHOTO_MAX_BYTES (10 MiB) in one upload, plus 1 MiB for
 *   the multipart headers and the step's other fields: 121 MiB (a model's or a version's gallery takes as
 *   many, at most).
 * - csv: the import of versions' one file of CSV_UPLOAD_BYTES (5 MiB), plus 64 KiB for the multipart headers.
 */
export const BODY_LIMITS: Record<RouteKind, number> = {
  page: 64 * KIB,
  api: 64 * KIB,
  photos: LISTING_PHOTOS_MAX * PHOTO_MAX_BYTES + MIB,
  csv: CSV_UPLOAD_BYTES + 64 * KIB,
};

/** The methods page routes answer (their loaders and actions); anything else is 405. */
export const PAGE_METHODS = ["GET", "HEAD", "POST"] as const;

export function isPageMethod(method: string): boolean {
  return (PAGE_METHODS as readonly string[]).includes(method);
}

/**
 * Methods the Fetch standard forbids: React Router cannot even build a Request for them, so on any route
 * (the API's included, which otherwise answers its own methods) they are 405 before the app.
 */
const FORBIDDEN_METHODS = new Set(["CONNECT", "TRACE", "TRACK"]);

/** Whether `method` may reach a route of `kind`. */
export function isAllowedMethod(method: string, kind: RouteKind): boolean {
  if (FORBIDDEN_METHODS.has(method.toUpperCase())) return false;
  return kind === "api" || isPageMethod(method);
}

/** The media type of a Content-Type header, without its parameters, in lower case. */
const mediaType = (contentType: string | undefined) =>
  (contentType ?? "").split(";")[0]!.trim().toLowerCase();

export const isUrlEncoded = (contentType: string | undefined) =>
  mediaType(contentType) === "application/x-www-form-urlencoded";

/**
 * Whether a page route can read a POST with this Content-Type: URL-encoded, as every form and every
 * fetcher of the site sends; multipart with a boundary only where images are uploaded (routeKind).
 * "unsupported" is answered 415, "malformed" (multipart without its boundary) 400.
 */
export function formBodyProblem(
  contentType: string | undefined,
  kind: RouteKind,
): "unsupported" | "malformed" | undefined {
  if (isUrlEncoded(contentType)) return undefined;
  if (mediaType(contentType) !== "multipart/form-data" || (kind !== "photos" && kind !== "csv"))
    return "unsupported";
  const boundary = /;\s*boundary=("?)[^";]+\1/i.test(contentType!);
  return boundary ? undefined : "malformed";
}

/** A path with a broken percent-encoding (`%ZZ`, `%`, a cut UTF-8 sequence), which names no page. */
export function isMalformedPath(path: string): boolean {
  try {
    decodeURIComponent(path);
    return false;
  } catch {
    return true;
  }
}

/** A request target with a NUL in it (`%00` anywhere, path or query), which nothing on the site can mean. */
export function targetHasNul(target: string): boolean {
  return target.includes("%00") || target.includes("\0");
}

const PERCENT = 0x25;
const ZERO = 0x30;

function hasEncodedNul(bytes: Uint8Array): boolean {
  for (let at = bytes.indexOf(PERCENT); at !== -1; at = bytes.indexOf(PERCENT, at + 1))
    if (bytes[at + 1] === ZERO && bytes[at + 2] === ZERO) return true;
  return false;
}

/**
 * Watches a URL-encoded body as it streams, for a NUL in any field: `%00` or a raw zero byte. `%00` may be
 * cut between two chunks, so the last two bytes of each chunk are read again with the next.
 */
export function createNulScanner(): (chunk: Uint8Array) => boolean {
  let carry = new Uint8Array(0);
  return (chunk) => {
    const bytes = new Uint8Array(carry.length + chunk.length);
    bytes.set(carry);
    bytes.set(chunk, carry.length);
    carry = bytes.slice(-2);
    return bytes.includes(0) || hasEncodedNul(bytes);
  };
}
