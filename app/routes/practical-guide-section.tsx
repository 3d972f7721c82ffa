import { GuideCard } from "~/components/content/guide-card";
import { Breadcrumbs } from "~/components/ui/breadcrumbs";
import { breadcrumbItems } from "~/lib/breadcrumbs";
import { breadcrumbList } from "~/lib/jsonld";
import { isPracticalGuideSection, practicalGuidePath } from "~/lib/links";
import { seoMeta } from "~/lib/meta";
import { notFound } from "~/lib/route-params";
import { t as tLayout } from "~/locales/en/layout";
import { tPracticalGuide as t } from "~/locales/en/practical-guide";
import { articleFacts, getGuideSection } from "~/server/practical-guide.server";
import type { Route } from "./+types/practical-guide-section";

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const sectionSlug = params.section;
  if (!isPracticalGuideSection(sectionSlug)) notFound(request);
  const page = await getGuideSection(context.db, sectionSlug);
  if (!page) notFound(request);
  const { section, articles } = page;
  const path = practicalGuidePath(sectionSlug);
  const trail: [string, string][] = [
    [tLayout("menu.home"), "/"],
    [t("breadcrumb"), "/practical-guide"],
    [section.title, path],
  ];
  return {
    title: section.title,
    intro: section.intro,
    empty: t("section.empty"),
    breadcrumbs: breadcrumbItems(trail),
    articles: articles.map((article) => ({
      id: article.id,
      title: article.title,
      excerpt: article.excerpt,
      href: practicalGuidePath(sectionSlug, article.slug),
      facts: articleFacts(article),
    })),
    meta: seoMeta(
      {
        title: t("section.title", { section: section.title }),
        description: t("section.description", { summary: section.summary }),
        path,
        jsonLd: { "@context": "https://schema.org", ...breadcrumbList(context.env.SITE_URL, trail) },
      },
      context.env.SITE_URL,
    ),
  };
}

export const meta: Route.MetaFunction = ({ data: page }) => page?.meta ?? [];

export default function PracticalGuideSection({ loaderData: page }: Route.ComponentProps) {
  return (
    <div className="container-page py-6 sm:py-10">
      <Breadcrumbs items={page.breadcrumbs} />
      <h1 className="mt-4 text-3xl font-extrabold tracking-tight sm:text-4xl">{page.title}</h1>
      <p className="mt-3 max-w-3xl text-lg leading-8 text-muted">{page.intro}</p>
      {page.articles.length ? (
        <ul className="mt-8 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
          {page.articles.map((article) => (
            <li key={article.id}>
              <GuideCard article={article} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-8 text-muted">{page.empty}</p>
      )}
    </div>
  );
}
