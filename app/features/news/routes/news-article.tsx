import { Link, redirect } from "react-router";
import { NewsCardGrid } from "~/features/news/components/news-card";
import { ShareBar } from "~/shared/ui/share-bar";
import { shareText } from "~/shared/i18n/share";
import { messagesFor } from "~/shared/i18n/text";
import { Breadcrumbs } from "~/shared/ui/breadcrumbs";
import { Icon } from "~/shared/ui/icon";
import { breadcrumbItems, type Trail } from "~/shared/lib/breadcrumbs";
import { socialPicturePath } from "~/features/catalogue/car-art";
import { breadcrumbList } from "~/shared/lib/jsonld";
import { allNewsPath, newsCategoryPath } from "~/shared/lib/links";
import { seoMeta } from "~/shared/lib/meta";
import { idSlugParam, notFound } from "~/shared/http/route-params";
import { layoutText } from "~/features/layout/text/layout";
import { newsText } from "~/features/news/text/news";
import { textFor } from "~/shared/i18n/text";
import { getNewsArticle, newsCardData, newsDate } from "~/features/news/news.server";
import type { Route } from "./+types/news-article";
import { shareLinks } from "~/shared/lib/share";
import { Banner } from "~/features/banners/components/banner";
import type { NewsCardData } from "~/features/news/view";
import { serverPart } from "~/shared/http/server-part.server";
import { ServerPart } from "~/shared/ui/server-part";

/**
 * /auto-news/{categSlug}/{articleId}-{articleSlug} (SPEC §2.1). The article answers under any category
 * segment (links in search results use toute-actualite) with a canonical link to its own address, built
 * by the SPEC rule; a wrong or missing article slug is sent there.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const t = textFor(newsText, context.locale);
  const tLayout = textFor(layoutText, context.locale);
  const { id, slug } = idSlugParam(params.articleParam, request, context.locale);
  const page = await getNewsArticle(context.db, id);
  if (!page) notFound(request, context.locale);
  const { article, previous, next, related } = page;
  if (slug !== article.slug) throw redirect(article.path, 301);
  const siteUrl = context.env.SITE_URL;
  const url = `${siteUrl}${article.path}`;
  const image = `${siteUrl}${socialPicturePath(article.coverUrl)}`;
  const main = article.terms[0];
  const trail: Trail = [
    [tLayout("menu.home"), "/"],
    [t("breadcrumb"), allNewsPath],
    ...(main ? ([[main.name, newsCategoryPath(main)]] satisfies Trail) : []),
    [article.title, article.path],
  ];
  const published = article.publishedAt.toISOString();
  const modified = article.updatedAt.toISOString();
  const step = (other: typeof previous, label: string) =>
    other ? { label, title: other.title, href: other.path } : null;
  return {
    title: article.title,
    excerpt: article.excerpt,
    category: main ? { name: main.name, href: newsCategoryPath(main) } : null,
    author: t("article.by", { author: article.authorName }),
    dateTime: published,
    date: newsDate(article.publishedAt),
    updated:
      newsDate(article.updatedAt) !== newsDate(article.publishedAt)
        ? t("article.updated", { date: newsDate(article.updatedAt) })
        : null,
    reading: t("article.reading", { minutes: article.readingMinutes }),
    cover: { src: article.coverUrl, alt: article.coverAlt },
    /** Sanitised when it was written (app/shared/server/markdown.server.ts); a server part. */
    body: serverPart(
      context.parts,
      "article-body",
      <div className="prose-page mt-8" dangerouslySetInnerHTML={{ __html: article.bodyHtml }} />,
    ),
    tags: article.tags,
    share: {
      links: shareLinks(
        {
          url,
          title: article.title,
          description: article.excerpt,
          hashtags: article.tags,
          media: image,
        },
        context.locale,
      ),
      page: { url, title: article.title, text: article.excerpt },
    },
    breadcrumbs: breadcrumbItems(trail),
    steps: [step(previous, t("article.previous")), step(next, t("article.next"))],
    related: related.length
      ? serverPart(
          context.parts,
          "related-news",
          <RelatedNews
            articles={related.map((other) => newsCardData(other, context.locale))}
            heading={t("article.related")}
            more={{
              href: main ? newsCategoryPath(main) : allNewsPath,
              label: main ? t("article.more", { category: main.name }) : t("article.all"),
            }}
          />,
        )
      : null,
    text: messagesFor(context.locale, shareText),
    labels: {
      tags: t("article.tags"),
      steps: t("article.steps"),
    },
    meta: seoMeta(
      {
        title: article.title,
        description: article.excerpt,
        path: article.path,
        image,
        imageAlt: article.coverAlt,
        article: {
          publishedTime: published,
          modifiedTime: modified,
          author: article.authorName,
          section: main?.name,
          tags: article.tags,
        },
        jsonLd: {
          "@context": "https://schema.org",
          "@graph": [
            {
              "@type": "NewsArticle",
              headline: article.title,
              description: article.excerpt,
              image: [image],
              datePublished: published,
              dateModified: modified,
              author: { "@type": "Person", name: article.authorName },
              publisher: {
                "@type": "Organization",
                name: context.env.SITE_NAME,
                url: siteUrl,
                logo: { "@type": "ImageObject", url: `${siteUrl}/favicon.svg` },
              },
              mainEntityOfPage: { "@type": "WebPage", "@id": url },
              url,
              ...(main ? { articleSection: main.name } : {}),
              keywords: article.tags.join(", "),
              wordCount: article.bodyMarkdown.split(/\s+/).filter(Boolean).length,
              inLanguage: "en",
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

export default function NewsArticle({ loaderData: page }: Route.ComponentProps) {
  return (
    <div className="container-page py-6 sm:py-10">
      <Breadcrumbs items={page.breadcrumbs} />
      <article className="mx-auto mt-6 max-w-3xl">
        <header>
          {page.category ? (
            <p className="text-sm font-bold uppercase tracking-wide text-accent-700 dark:text-accent-300">
              <Link to={page.category.href} className="hover:underline">
                {page.category.name}
              </Link>
            </p>
          ) : null}
          <h1 className="mt-1 text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">
            {page.title}
          </h1>
          <p className="mt-3 text-lg leading-8 text-muted">{page.excerpt}</p>
          <p className="mt-4 flex flex-wrap items-center gap-x-5 gap-y-1 text-sm text-muted">
            <span className="inline-flex items-center gap-1.5 font-semibold text-ink">
              <Icon name="user" className="size-4" />
              {page.author}
            </span>
            <span className="inline-flex items-center gap-1.5">
              <Icon name="calendar" className="size-4" />
              <time dateTime={page.dateTime}>{page.date}</time>
              {page.updated ? <span>· {page.updated}</span> : null}
            </span>
            <span className="inline-flex items-center gap-1.5">
              <Icon name="clock" className="size-4" />
              {page.reading}
            </span>
          </p>
        </header>
        <div className="news-cover mt-6 overflow-hidden rounded-(--radius-card)">
          <img
            src={page.cover.src}
            alt={page.cover.alt}
            width={800}
            height={450}
            fetchPriority="high"
            decoding="async"
            className="mx-auto aspect-[16/9] w-full max-w-2xl object-contain"
          />
        </div>
        <div className="mt-6">
          <ShareBar links={page.share.links} page={page.share.page} />
        </div>
        <ServerPart id="article-body" html={page.body} />
        <Banner placement="article-inline" className="mt-8" />
        {page.tags.length ? (
          <div className="mt-8 flex flex-wrap items-center gap-2">
            <h2 className="sr-only">{page.labels.tags}</h2>
            <Icon name="tag" className="size-4 text-muted" />
            <ul className="flex flex-wrap gap-2">
              {page.tags.map((tag) => (
                <li key={tag} className="rounded-full bg-raised px-3 py-1 text-sm font-semibold text-muted">
                  #{tag}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <div className="mt-8 border-t border-line pt-6">
          <ShareBar links={page.share.links} page={page.share.page} />
        </div>
        <nav aria-label={page.labels.steps} className="mt-8 grid gap-3 sm:grid-cols-2">
          {page.steps.map((step, index) =>
            step ? (
              <Link
                key={step.href}
                to={step.href}
                rel={index === 0 ? "prev" : "next"}
                className={`card flex min-h-11 flex-col gap-1 p-4 transition hover:border-accent-300 ${
                  index === 1 ? "sm:col-start-2 sm:text-right" : ""
                }`}
              >
                <span
                  className={`inline-flex items-center gap-1 text-xs font-bold uppercase tracking-wide text-muted ${
                    index === 1 ? "sm:justify-end" : ""
                  }`}
                >
                  {index === 0 ? <Icon name="chevron-left" className="size-4" /> : null}
                  {step.label}
                  {index === 1 ? <Icon name="chevron-right" className="size-4" /> : null}
                </span>
                <span className="font-semibold leading-snug text-link">{step.title}</span>
              </Link>
            ) : null,
          )}
        </nav>
      </article>
      {page.related === null ? null : <ServerPart id="related-news" html={page.related} />}
    </div>
  );
}

/** "More news": the article's neighbours in its category, links only (a server part). */
function RelatedNews({
  articles,
  heading,
  more,
}: {
  articles: NewsCardData[];
  heading: string;
  more: { href: string; label: string };
}) {
  return (
    <section aria-labelledby="related-news" className="mt-14">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="related-news" className="text-2xl font-extrabold tracking-tight">
          {heading}
        </h2>
        <Link
          to={more.href}
          className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-link"
        >
          {more.label}
          <Icon name="arrow-right" className="size-4" />
        </Link>
      </div>
      <NewsCardGrid articles={articles} />
    </section>
  );
}
