/** Where a banner may send a visitor: a page of the site, or another site over https. */

/** A banner's link is at most this long. */
export const LINK_MAX = 500;

/**
 * The link as stored, or undefined when refused: a path of the site ("/auto-guide/current-deals", not
 * "//elsewhere" nor "/\elsewhere"), or an https address with a host. Everything else (javascript:, data:,
 * http:, mailto:, a bare word, spaces or control characters) is refused.
 */
export function safeLink(text: string): string | undefined {
  const link = text.trim();
  if (!link || link.length > LINK_MAX) return undefined;
  // eslint-disable-next-line no-control-regex -- control characters are what is refused here
  if (/[\s\u0000-\u001f\u007f\\]/.test(link)) return undefined;
  if (link.startsWith("/")) return link.startsWith("//") ? undefined : link;
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return undefined;
  }
  if (url.protocol !== "https:" || !url.hostname || url.username || url.password) return undefined;
  return url.href;
}
