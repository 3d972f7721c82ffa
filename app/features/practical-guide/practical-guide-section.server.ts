import type { Db } from "~/shared/db/client";
import { breadcrumbItems } from "~/shared/lib/breadcrumbs";
import { breadcrumbList } from "~/shared/lib/jsonld";
import { isPracticalGuideSection, practicalGuidePath } from "~/shared/lib/links";
import { seoMeta } from "~/shared/lib/meta";
import type { Locale } from "~/shared/i18n/locale";
import { textFor } from "~/shared/i18n/text";
import { layoutText } from "~/features/layout/text/layout";
import { practicalGuideText } from "~/features/practical-guide/text/practical-guide";
import { sectionTool } from "./calculators.server";
import { articleFacts, getGuideSection } from "./practical-guide.server";

/**
 * A practical-guide section page's data: its articles and, for financing, road tax and registration, its
 * calculator computed from the URL's parameters (`search`); null when the section does not exist. Shared by
 * the generic section route and the three routes that each ship one calculator (so no page downloads the
 * other two).
 */
export async function guideSectionView(
  db: Db,
  {
    sectionSlug,
    search,
    siteUrl,
    locale,
  }: { sectionSlug: string | undefined; search: URLSearchParams; siteUrl: string; locale: Locale },
) {
  if (!isPracticalGuideSection(sectionSlug)) return null;
  const page = await getGuideSection(db, sectionSlug);
  if (!page) return null;
  const { section, articles } = page;
  const t = textFor(practicalGuideText, locale);
  const tSite = textFor(layoutText, locale);
  const path = practicalGuidePath(sectionSlug);
  const trail: [string, string][] = [
    [tSite("menu.home"), "/"],
    [t("breadcrumb"), "/practical-guide"],
    [section.title, path],
  ];
  return {
    title: section.title,
    intro: section.intro,
    empty: t("section.empty"),
    tool: sectionTool(sectionSlug, search, locale),
    breadcrumbs: breadcrumbItems(trail),
    articles: articles.map((article) => ({
      id: article.id,
      title: article.title,
      excerpt: article.excerpt,
      href: practicalGuidePath(sectionSlug, article.slug),
      facts: articleFacts(article, t),
    })),
    meta: seoMeta(
      {
        title: t("section.title", { section: section.title }),
        description: t("section.description", { summary: section.summary }),
        path,
        jsonLd: { "@context": "https://schema.org", ...breadcrumbList(siteUrl, trail) },
      },
      siteUrl,
    ),
  };
}
