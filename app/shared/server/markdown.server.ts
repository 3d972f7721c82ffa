import { marked } from "marked";
import sanitizeHtml from "sanitize-html";

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
    // Links to other sites say they are not endorsements.
    a: (tagName, attribs) => ({
      tagName,
      attribs: /^https?:/.test(attribs.href ?? "") ? { ...attribs, rel: "noopener nofollow" } : attribs,
    }),
  },
};

/** An article body written in Markdown (or HTML) as safe HTML. */
export function renderArticle(markdown: string): string {
  return sanitizeHtml(marked.parse(markdown, { async: false, gfm: true }), articleHtml);
}

/** Reading time in whole minutes at 200 words a minute, at least 1. */
export function readingMinutes(markdown: string): number {
  const words = markdown.split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.round(words / 200));
}
