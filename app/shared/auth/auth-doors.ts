/**
 * better-auth's endpoints that a browser may reach over HTTP. The site's own forms call better-auth
 * from their page actions, on the server; what arrives under AUTH_BASE_PATH can only be a link the
 * site handed out: the activation and password-reset links in mails, the return from Google or
 * Facebook, and better-auth's error page. Every other endpoint answers 404, including any that a
 * newer better-auth adds.
 */

/** Where better-auth's endpoints live (e-mail links and Google/Facebook callbacks come back here). */
export const AUTH_BASE_PATH = "/api/auth";

/** One segment as better-auth generates it (tokens, provider ids): nothing that could climb out of it. */
const SEGMENT = "[A-Za-z0-9_-]+";

const OPEN_ENDPOINTS: readonly { methods: readonly string[]; path: RegExp }[] = [
  // The activation link: GET /verify-email?token=…&callbackURL=…
  { methods: ["GET"], path: /^\/verify-email$/ },
  // The password-reset link: GET /reset-password/{token}?callbackURL=…, which leads on to our page.
  { methods: ["GET"], path: new RegExp(`^/reset-password/${SEGMENT}$`) },
  // The return from Google or Facebook (POST for providers that answer with form_post).
  { methods: ["GET", "POST"], path: new RegExp(`^/callback/${SEGMENT}$`) },
  // Where better-auth sends a visitor when a link or a callback fails.
  { methods: ["GET"], path: /^\/error$/ },
];

/**
 * True when a request for `pathname` (as the URL has it, not decoded) with `method` is one of the
 * links the site hands out; false for everything else under AUTH_BASE_PATH and for any other path.
 */
export function isOpenAuthEndpoint(method: string, pathname: string): boolean {
  if (!pathname.startsWith(`${AUTH_BASE_PATH}/`)) return false;
  const path = pathname.slice(AUTH_BASE_PATH.length);
  return OPEN_ENDPOINTS.some((endpoint) => endpoint.methods.includes(method) && endpoint.path.test(path));
}
