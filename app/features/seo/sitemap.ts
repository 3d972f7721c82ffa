/** Sitemaps (sitemaps.org 0.9): an index of child sitemaps, each a list of URLs with their last change. */

export interface SitemapEntry {
  /** A path on the site ("/comparator") or an absolute URL. */
  loc: string;
  /** When the page last changed: a date or a timestamp. */
  lastmod?: Date | string;
}

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!,
  );

const w3cDate = (value: Date | string) => (typeof value === "string" ? value : value.toISOString());

function entries(siteUrl: string, tag: "url" | "sitemap", list: readonly SitemapEntry[]): string {
  return list
    .map(({ loc, lastmod }) => {
      const url = /^https?:/.test(loc) ? loc : `${siteUrl}${loc}`;
      const modified = lastmod ? `<lastmod>${escapeXml(w3cDate(lastmod))}</lastmod>` : "";
      return `<${tag}><loc>${escapeXml(url)}</loc>${modified}</${tag}>`;
    })
    .join("\n");
}

const XML = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';

export function urlSet(siteUrl: string, list: readonly SitemapEntry[]): string {
  return `${XML}<urlset ${NS}>\n${entries(siteUrl, "url", list)}\n</urlset>\n`;
}

export function sitemapIndex(siteUrl: string, list: readonly SitemapEntry[]): string {
  return `${XML}<sitemapindex ${NS}>\n${entries(siteUrl, "sitemap", list)}\n</sitemapindex>\n`;
}

/** The newest of some dates, or undefined when there are none. */
export function newest(dates: readonly (Date | string | undefined)[]): Date | undefined {
  const times = dates.filter((d) => d !== undefined).map((d) => new Date(d).getTime());
  return times.length ? new Date(Math.max(...times)) : undefined;
}
