import { marked } from "marked";
import sanitizeHtml from "sanitize-html";

/** Links to other sites say they are not endorsements (an article's own links are relative). */
const externalLink = (tagName: string, attribs: sanitizeHtml.Attributes) => ({
  tagName,
  attribs: /^https?:/.test(attribs.href ?? "") ? { ...attribs, rel: "noopener nofollow" } : attribs,
});

/** What an article body may contain: text structure, tables and links; no scripts, styles, frames or images. */
const articleHtml: sanitizeHtml.IOptions = {
  allowedTags: [
    "h2",
    "h3",
    "h4",
    "p",
    "br",
    "hr",
    "strong",
    "em",
    "ul",
    "ol",
    "li",
    "blockquote",
    "code",
    "a",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
  ],
  allowedAttributes: { a: ["href", "title", "rel"], th: ["scope"] },
  allowedSchemes: ["https", "http", "mailto", "tel"],
  transformTags: {
    // The page's title is its only h1.
    h1: "h2",
    a: (tagName, attribs) => externalLink(tagName, attribs),
  },
};

/** An article body written in Markdown (or HTML) as safe HTML. */
export function renderArticle(markdown: string): string {
  return sanitizeHtml(marked.parse(markdown, { async: false, gfm: true }), articleHtml);
}

/**
 * A newsletter's text in Markdown as safe HTML for a mail: an article's rules, with links to the site's own
 * pages (`/auto-news/…`) made absolute on `siteUrl`, since a mail has no address of its own.
 */
export function renderMailMarkdown(markdown: string, siteUrl: string): string {
  return sanitizeHtml(marked.parse(markdown, { async: false, gfm: true }), {
    ...articleHtml,
    transformTags: {
      ...articleHtml.transformTags,
      a: (tagName, attribs) => {
        const href = attribs.href ?? "";
        const own = href.startsWith("/") && !href.startsWith("//");
        return own
          ? { tagName, attribs: { ...attribs, href: siteUrl + href } }
          : externalLink(tagName, attribs);
      },
    },
  });
}

/** Reading time in whole minutes at 200 words a minute, at least 1. */
export function readingMinutes(markdown: string): number {
  const words = markdown.split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.round(words / 200));
}
