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
