import { Link } from "react-router";
import { Breadcrumbs } from "~/shared/ui/breadcrumbs";
import { Icon } from "~/shared/ui/icon";
import { PictureImg } from "~/shared/ui/picture";
import { SeeAllLink } from "~/shared/ui/section";
import { breadcrumbItems } from "~/shared/lib/breadcrumbs";
import { formatDate } from "~/shared/lib/dates";
import { coverPicture, coverUrl } from "~/shared/lib/images";
import { breadcrumbList } from "~/shared/lib/jsonld";
import { isPracticalGuideSection, practicalGuidePath } from "~/shared/lib/links";
import { seoMeta } from "~/shared/lib/meta";
import { notFound } from "~/shared/http/route-params";
import { textFor } from "~/shared/i18n/text";
import { layoutText } from "~/features/layout/text/layout";
import { practicalGuideText } from "~/features/practical-guide/text/practical-guide";
import { getGuideArticle } from "~/features/practical-guide/practical-guide.server";
import { serverPart } from "~/shared/http/server-part.server";
import { ServerPart } from "~/shared/ui/server-part";
import type { Route } from "./+types/practical-guide-article";
import { Banner } from "~/features/banners/components/banner";

/** How wide the featured image is: the article's column (at most 48rem), the screen less its margins below. */
const COVER_SIZES = "(min-width: 52rem) 48rem, calc(100vw - 2rem)";

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const t = textFor(practicalGuideText, context.locale);
  const tSite = textFor(layoutText, context.locale);
  const sectionSlug = params.section;
  if (!isPracticalGuideSection(sectionSlug)) notFound(request, context.locale);
  const page = await getGuideArticle(context.db, sectionSlug, params.slug);
  if (!page) notFound(request, context.locale);
  const { article, section, others } = page;
  const sectionPath = practicalGuidePath(sectionSlug);
  const path = practicalGuidePath(sectionSlug, article.slug);
  const siteUrl = context.env.SITE_URL;
  const trail: [string, string][] = [
    [tSite("menu.home"), "/"],
    [t("breadcrumb"), "/practical-guide"],
    [section.title, sectionPath],
    [article.title, path],
  ];
  const published = article.publishedAt.toISOString();
  const { coverKey, coverAlt } = article;
  const image = coverKey ? `${siteUrl}${coverUrl(coverKey)}` : undefined;
  return {
    section: { title: section.title, href: sectionPath },
    title: article.title,
    /** The featured image at the top of the page, if the guide has one (its largest paint). */
    cover: coverKey ? { picture: coverPicture(coverKey, COVER_SIZES), alt: coverAlt } : null,
    /** Sanitised when it was written (app/shared/server/markdown.server.ts); a server part. */
    body: serverPart(
      context.parts,
      "article-body",
      <div className="prose-page mt-8" dangerouslySetInnerHTML={{ __html: article.bodyHtml }} />,
    ),
    facts: [
      t("article.reading", { minutes: article.readingMinutes }),
      t("article.recorded", { date: formatDate(article.recordedOn) }),
    ],
    sources: article.sources,
    text: {
      sources: t("article.sources"),
      more: t("article.more", { section: section.title }),
      all: t("article.all", { section: section.title }),
    },
    breadcrumbs: breadcrumbItems(trail),
    others: others.map((other) => ({
      id: other.id,
      title: other.title,
      href: `${sectionPath}/${other.slug}`,
    })),
    meta: seoMeta(
      {
        title: article.title,
        description: article.excerpt,
        path,
        ...(image ? { image, imageAlt: coverAlt } : {}),
        jsonLd: {
          "@context": "https://schema.org",
          "@graph": [
            {
              "@type": "Article",
              headline: article.title,
              description: article.excerpt,
              ...(image ? { image: [image] } : {}),
              datePublished: published,
              dateModified: article.updatedAt.toISOString(),
              articleSection: section.title,
              url: `${siteUrl}${path}`,
              author: { "@type": "Organization", name: context.env.SITE_NAME, url: siteUrl },
              publisher: { "@type": "Organization", name: context.env.SITE_NAME, url: siteUrl },
            },
            breadcrumbList(siteUrl, trail),
          ],
        },
      },
      siteUrl,
    ),
  };
}

export const meta: Route.MetaFunction = ({ data: page }) => page?.meta ?? [];

export default function PracticalGuideArticle({ loaderData: page }: Route.ComponentProps) {
  return (
    <div className="container-page py-6 sm:py-10">
      <Breadcrumbs items={page.breadcrumbs} />
      <div className="mt-6 grid gap-10 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <article className="min-w-0 max-w-3xl">
          <p className="text-sm font-bold uppercase tracking-wide text-accent-700 dark:text-accent-300">
            <Link to={page.section.href} className="hover:underline">
              {page.section.title}
            </Link>
          </p>
          <h1 className="mt-1 text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">
            {page.title}
          </h1>
          <p className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted">
            {page.facts.map((fact, index) => (
              <span key={fact} className="inline-flex items-center gap-1.5">
                {index === 0 ? <Icon name="clock" className="size-4" /> : null}
                {fact}
              </span>
            ))}
          </p>
          {page.cover ? (
            <PictureImg
              picture={page.cover.picture}
              alt={page.cover.alt}
              priority
              className="mt-6 aspect-[16/9] w-full rounded-(--radius-card) bg-raised object-cover"
            />
          ) : null}
          <ServerPart id="article-body" html={page.body} />
          {page.sources.length ? (
            <section aria-labelledby="article-sources" className="mt-8 rounded-xl bg-raised p-4 text-sm">
              <h2 id="article-sources" className="font-bold">
                {page.text.sources}
              </h2>
              <ul className="mt-2 space-y-1">
                {page.sources.map((source) => (
                  <li key={source.name}>
                    {source.url ? (
                      <a href={source.url} rel="noopener nofollow" className="text-link underline">
                        {source.name}
                      </a>
                    ) : (
                      source.name
                    )}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </article>
        <div className="space-y-8">
          <aside aria-labelledby="article-more">
            <h2 id="article-more" className="text-lg font-bold">
              {page.text.more}
            </h2>
            <ul className="card mt-3 divide-y divide-line">
              {page.others.map((other) => (
                <li key={other.id} className="px-4 py-3 text-sm">
                  <Link to={other.href} className="font-semibold text-link hover:underline">
                    {other.title}
                  </Link>
                </li>
              ))}
              <li className="px-4 py-3 text-sm">
                <SeeAllLink
                  to={page.section.href}
                  className="inline-flex items-center gap-1 font-semibold text-link"
                >
                  {page.text.all}
                </SeeAllLink>
              </li>
            </ul>
          </aside>
          <Banner placement="guide-sidebar" />
        </div>
      </div>
    </div>
  );
}
