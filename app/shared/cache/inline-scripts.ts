import { createHash } from "node:crypto";

/**
 * A page kept in the cache serves many visitors, so it cannot carry the nonce of the response it was taken
 * from (a nonce is never repeated across responses). Instead its inline scripts are allowed by their hashes
 * (CSP `'sha256-…'`): the nonce attribute comes out of the HTML and each inline script's hash goes into the
 * page's Content-Security-Policy.
 */
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/** The CSP sources for each distinct inline script of `html` (scripts with a `src` are not inline). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, body] of html.matchAll(INLINE_SCRIPT)) {
    if (/\ssrc\s*=/i.test(attributes!)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(body!, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

/** `html` without its `nonce="…"` attributes for `nonce`. */
export function withoutNonce(html: string, nonce: string): string {
  return nonce ? html.replaceAll(` nonce="${nonce}"`, "") : html;
}

/** The policy with the response's `'nonce-…'` source replaced by the hashes of the page's inline scripts. */
export function policyWithHashes(policy: string, nonce: string, hashes: readonly string[]): string {
  const source = `'nonce-${nonce}'`;
  if (!policy.includes(source)) return policy;
  return policy
    .replace(source, hashes.length > 0 ? hashes.join(" ") : "'none'")
    .replace("'self' 'none'", "'self'");
}
