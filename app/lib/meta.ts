import type { MetaDescriptor } from "react-router";

/** Title, description, canonical URL and social cards for a page. */
export function pageMeta({
  title,
  description,
  siteUrl,
  path,
  siteName = "Imodoka",
}: {
  title: string;
  description: string;
  siteUrl: string | undefined;
  path: string;
  siteName?: string;
}): MetaDescriptor[] {
  const fullTitle = title.includes(siteName) ? title : `${title} | ${siteName}`;
  const url = siteUrl ? `${siteUrl}${path}` : path;
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
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
  /** schema.org data, rendered as <script type="application/ld+json"> (escaped by React Router). */
  jsonLd?: object;
}

/** Meta descriptors for a loader's `seo` (none while the loader has no data, e.g. on an error). */
export function seoMeta(seo: Seo | undefined, siteUrl: string | undefined): MetaDescriptor[] {
  if (!seo) return [];
  return [
    ...pageMeta({ title: seo.title, description: seo.description, siteUrl, path: seo.path }),
    ...(seo.image ? [{ property: "og:image", content: seo.image }] : []),
    ...(seo.jsonLd ? [{ "script:ld+json": seo.jsonLd }] : []),
  ];
}
