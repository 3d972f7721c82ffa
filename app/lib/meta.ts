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

/** The site URL from the root loader's data, as meta functions see it in `matches`. */
export function siteUrlFrom(matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>): string | undefined {
  const root = matches.find((match) => match?.id === "root")?.data as { site?: { url?: string } } | undefined;
  return root?.site?.url;
}
