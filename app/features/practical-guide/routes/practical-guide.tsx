import { GuideCardGrid } from "~/features/practical-guide/components/guide-card";
import { GuideHeading } from "~/features/practical-guide/components/guide-section-page";
import { SectionCard } from "~/features/practical-guide/components/section-card";
import { Breadcrumbs } from "~/shared/ui/breadcrumbs";
import { CardGrid, Section } from "~/shared/ui/section";
import type { IconName } from "~/shared/ui/icon-names";
import { breadcrumbItems } from "~/shared/lib/breadcrumbs";
import { breadcrumbList } from "~/shared/lib/jsonld";
import { practicalGuidePath, type PracticalGuideSection } from "~/shared/lib/links";
import { seoMeta } from "~/shared/lib/meta";
import { textFor } from "~/shared/i18n/text";
import { layoutText } from "~/features/layout/text/layout";
import { practicalGuideText } from "~/features/practical-guide/text/practical-guide";
import {
  articleFacts,
  latestGuideArticles,
  listGuideSections,
} from "~/features/practical-guide/practical-guide.server";
import type { Route } from "./+types/practical-guide";

/** The picture of each section on the guide's cards. */
const sectionIcons: Record<PracticalGuideSection, IconName> = {
  "road-tax": "receipt",
  "driving-license": "id-card",
  "vehicle-financing": "landmark",
  "vehicle-insurance": "shield-check",
  "vehicle-inspection": "clipboard-check",
  "vehicle-registration": "file-text",
};

export async function loader({ context }: Route.LoaderArgs) {
  const t = textFor(practicalGuideText, context.locale);
  const tSite = textFor(layoutText, context.locale);
  const [sections, latest] = await Promise.all([
    listGuideSections(context.db),
    latestGuideArticles(context.db, 6),
  ]);
  const path = "/practical-guide";
  const trail: [string, string][] = [
    [tSite("menu.home"), "/"],
    [t("breadcrumb"), path],
  ];
  return {
    heading: t("home.heading"),
    intro: t("home.intro"),
    latestHeading: t("home.latest"),
    breadcrumbs: breadcrumbItems(trail),
    sections: sections.map((section) => ({
      title: section.title,
      text: section.summary,
      href: practicalGuidePath(section.slug),
      icon: sectionIcons[section.slug],
      count:
        section.articles === 1
          ? t("section.articlesOne")
          : t("section.articles", { count: section.articles }),
    })),
    latest: latest.map((article) => ({
      id: article.id,
      title: article.title,
      excerpt: article.excerpt,
      section: article.section.title,
      href: practicalGuidePath(article.section.slug, article.slug),
      facts: articleFacts(article, t),
    })),
    meta: seoMeta(
      {
        title: t("home.title"),
        description: t("home.description"),
        path,
        jsonLd: { "@context": "https://schema.org", ...breadcrumbList(context.env.SITE_URL, trail) },
      },
      context.env.SITE_URL,
    ),
  };
}

export const meta: Route.MetaFunction = ({ data: page }) => page?.meta ?? [];

export default function PracticalGuide({ loaderData: page }: Route.ComponentProps) {
  return (
    <div className="container-page py-6 sm:py-10">
      <Breadcrumbs items={page.breadcrumbs} />
      <GuideHeading title={page.heading} intro={page.intro} />

      <CardGrid
        items={page.sections}
        itemKey={(section) => section.href}
        className="mt-8 grid gap-3 sm:grid-cols-2 lg:grid-cols-3"
      >
        {(section) => <SectionCard {...section} headingLevel={2} />}
      </CardGrid>

      {page.latest.length ? (
        <Section id="guide-latest" title={page.latestHeading} className="mt-12">
          <GuideCardGrid articles={page.latest} className="mt-4 grid gap-4 md:grid-cols-2" />
        </Section>
      ) : null}
    </div>
  );
}
