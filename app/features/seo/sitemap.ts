/**
 * Sitemaps (sitemaps.org 0.9): an index of child sitemaps, each a list of URLs with their last change and,
 * for a page showing photos, the photos (Google's image extension).
 */

export interface SitemapEntry {
  /** A path on the site ("/comparator") or an absolute URL. */
  loc: string;
  /** When the page last changed: a date or a timestamp. */
  lastmod?: Date | string;
  /** The photos the page shows (paths on the site or absolute URLs), for image search. */
  images?: readonly string[];
}

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!,
  );

const w3cDate = (value: Date | string) => (typeof value === "string" ? value : value.toISOString());

const absolute = (siteUrl: string, loc: string) => (/^https?:/.test(loc) ? loc : `${siteUrl}${loc}`);

function entries(siteUrl: string, tag: "url" | "sitemap", list: readonly SitemapEntry[]): string {
  return list
    .map(({ loc, lastmod, images = [] }) => {
      const modified = lastmod ? `<lastmod>${escapeXml(w3cDate(lastmod))}</lastmod>` : "";
      const pictures = images
        .map(
          (image) =>
            `<image:image><image:loc>${escapeXml(absolute(siteUrl, image))}</image:loc></image:image>`,
        )
        .join("");
      return `<${tag}><loc>${escapeXml(absolute(siteUrl, loc))}</loc>${modified}${pictures}</${tag}>`;
    })
    .join("\n");
}

const XML = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';

/** Google's image extension, declared by a list that names photos. */
const IMAGE_NS = 'xmlns:image="http://www.google.com/schemas/sitemap-image/1.1"';

export function urlSet(siteUrl: string, list: readonly SitemapEntry[]): string {
  const ns = list.some((entry) => entry.images?.length) ? `${NS} ${IMAGE_NS}` : NS;
  return `${XML}<urlset ${ns}>\n${entries(siteUrl, "url", list)}\n</urlset>\n`;
}

export function sitemapIndex(siteUrl: string, list: readonly SitemapEntry[]): string {
  return `${XML}<sitemapindex ${NS}>\n${entries(siteUrl, "sitemap", list)}\n</sitemapindex>\n`;
}

/** The newest of some dates, or undefined when there are none. */
export function newest(dates: readonly (Date | string | undefined)[]): Date | undefined {
  const times = dates.filter((d) => d !== undefined).map((d) => new Date(d).getTime());
  return times.length ? new Date(Math.max(...times)) : undefined;
}
