import type { MetaDescriptor } from "react-router";

/** Title, description, canonical URL and social cards for a page. */
export function pageMeta({
  title,
  description,
  siteUrl,
  path,
  siteName = "Imodoka",
  type = "website",
}: {
  title: string;
  description: string;
  siteUrl: string | undefined;
  path: string;
  siteName?: string;
  type?: "website" | "article";
}): MetaDescriptor[] {
  const fullTitle = title.includes(siteName) ? title : `${title} | ${siteName}`;
  const url = siteUrl ? `${siteUrl}${path}` : path;
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: type },
    { property: "og:site_name", content: siteName },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { name: "twitter:card", content: "summary" },
  ];
}

/** A page's search and sharing data, computed by its loader so none of it ships as JavaScript. */
export interface Seo {
  title: string;
  description: string;
  path: string;
  /** Absolute URL of the page's picture. */
  image?: string;
  /** Alternative text of the picture. */
  imageAlt?: string;
  /** schema.org data, rendered as <script type="application/ld+json"> (escaped by React Router). */
  jsonLd?: object;
  /** An article's Open Graph facts (og:type article). */
  article?: { publishedTime: string; modifiedTime: string; author: string; section?: string; tags: string[] };
}

/** Meta descriptors for a loader's `seo` (none while the loader has no data, e.g. on an error). */
export function seoMeta(seo: Seo | undefined, siteUrl: string | undefined): MetaDescriptor[] {
  if (!seo) return [];
  const { article } = seo;
  return [
    ...pageMeta({
      title: seo.title,
      description: seo.description,
      siteUrl,
      path: seo.path,
      type: article ? "article" : "website",
    }),
    ...(seo.image ? [{ property: "og:image", content: seo.image }] : []),
    ...(seo.image && seo.imageAlt ? [{ property: "og:image:alt", content: seo.imageAlt }] : []),
    ...(article
      ? [
          { property: "article:published_time", content: article.publishedTime },
          { property: "article:modified_time", content: article.modifiedTime },
          { property: "article:author", content: article.author },
          ...(article.section ? [{ property: "article:section", content: article.section }] : []),
          ...article.tags.map((tag) => ({ property: "article:tag", content: tag })),
        ]
      : []),
    ...(seo.jsonLd ? [{ "script:ld+json": seo.jsonLd }] : []),
  ];
}
