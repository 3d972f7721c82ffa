import { redirect } from "react-router";
import { NewsCard } from "~/features/news/components/news-card";
import { Breadcrumbs } from "~/shared/ui/breadcrumbs";
import { PageHeader } from "~/shared/ui/page-header";
import { CardGrid } from "~/shared/ui/section";
import { ChipLink } from "~/shared/ui/chip-link";
import { Pagination } from "~/shared/ui/pagination";
import { breadcrumbItems, type Trail } from "~/shared/lib/breadcrumbs";
import { breadcrumbList } from "~/shared/lib/jsonld";
import { allNewsPath, newsCategoryPath } from "~/shared/lib/links";
import { seoMeta } from "~/shared/lib/meta";
import { pageNav, pageParam, paginate } from "~/shared/lib/pagination";
import { idSlugParam, notFound } from "~/shared/http/route-params";
import { layoutText } from "~/features/layout/text/layout";
import { newsText } from "~/features/news/text/news";
import { textFor } from "~/shared/i18n/text";
import {
  countNews,
  getNewsCategory,
  listNews,
  listNewsCategories,
  NEWS_PER_PAGE,
  newsCardData,
} from "~/features/news/news.server";
import type { Route } from "./+types/news-list";

/**
 * /auto-news/all-news and /auto-news/{categId}-{categSlug} (SPEC §2.1): the newest articles first, a page
 * at a time. /auto-news itself is the all-news list's address without its last segment and goes there.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const t = textFor(newsText, context.locale);
  const tLayout = textFor(layoutText, context.locale);
  const url = new URL(request.url);
  const { db } = context;
  if (!("categParam" in params) && url.pathname.replace(/\/+$/, "") === "/auto-news") {
    throw redirect(allNewsPath + url.search, 301);
  }
  let category: Awaited<ReturnType<typeof getNewsCategory>>;
  if ("categParam" in params) {
    const { id, slug } = idSlugParam(params.categParam, request, context.locale);
    category = await getNewsCategory(db, id);
    if (!category) notFound(request, context.locale);
    if (slug !== category.slug) throw redirect(newsCategoryPath(category) + url.search, 301);
  }
  const basePath = category ? newsCategoryPath(category) : allNewsPath;
  const [total, categories] = await Promise.all([countNews(db, category?.id), listNewsCategories(db)]);
  const page = paginate(total, pageParam(url.searchParams.get("page")), NEWS_PER_PAGE);
  const articles = await listNews(db, { categoryId: category?.id, limit: page.perPage, offset: page.offset });
  const trail: Trail = [
    [tLayout("menu.home"), "/"],
    [t("breadcrumb"), allNewsPath],
    ...(category ? ([[category.name, basePath]] satisfies Trail) : []),
  ];
  const heading = category ? t("category.heading", { category: category.name }) : t("all.heading");
  const pageSuffix = page.page > 1 ? ` · ${t("all.page", { page: page.page })}` : "";
  const path = page.page > 1 ? `${basePath}?page=${page.page}` : basePath;
  const siteUrl = context.env.SITE_URL;
  return {
    heading,
    intro: category ? category.description : t("all.intro"),
    count: total === 1 ? t("list.countOne") : t("list.count", { count: total }),
    empty: t("list.empty"),
    breadcrumbs: breadcrumbItems(trail),
    /** The newest article is laid out large on the first page of all news. */
    featured: !category && page.page === 1,
    articles: articles.map((article) => newsCardData(article, context.locale)),
    categories: {
      label: t("categories.label"),
      links: [
        { label: t("categories.all"), href: allNewsPath, current: !category },
        ...categories.map((c) => ({
          label: c.name,
          href: newsCategoryPath(c),
          current: c.id === category?.id,
        })),
      ],
    },
    nav: pageNav(page, url.searchParams, {
      label: t("pagination.label"),
      previous: t("pagination.previous"),
      next: t("pagination.next"),
      page: t("pagination.page"),
    }),
    meta: seoMeta(
      {
        title: (category ? t("category.title", { category: category.name }) : t("all.title")) + pageSuffix,
        description: category ? category.description : t("all.description"),
        path,
        jsonLd: {
          "@context": "https://schema.org",
          "@graph": [
            {
              "@type": "CollectionPage",
              name: heading,
              url: `${siteUrl}${path}`,
              mainEntity: {
                "@type": "ItemList",
                itemListElement: articles.map((article, index) => ({
                  "@type": "ListItem",
                  position: page.offset + index + 1,
                  url: `${siteUrl}${article.path}`,
                })),
              },
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

export default function NewsList({ loaderData: page }: Route.ComponentProps) {
  const [first, ...rest] = page.articles;
  const lead = page.featured ? first : undefined;
  const grid = lead ? rest : page.articles;
  return (
    <div className="container-page py-6 sm:py-10">
      <Breadcrumbs items={page.breadcrumbs} />
      <PageHeader
        title={page.heading}
        intro={page.intro}
        titleClassName="text-3xl font-extrabold tracking-tight text-balance sm:text-4xl"
        introClassName="mt-3 text-lg leading-8 text-muted"
      />
      <nav aria-label={page.categories.label} className="-mx-4 mt-6 overflow-x-auto px-4 sm:mx-0 sm:px-0">
        <ul className="flex gap-2 pb-1 sm:flex-wrap">
          {page.categories.links.map((link) => (
            <li key={link.href} className="shrink-0">
              <ChipLink
                to={link.href}
                active={link.current}
                current="page"
                className="inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold transition-colors"
                inactiveClassName="border-line bg-surface hover:border-accent-300 hover:bg-raised"
              >
                {link.label}
              </ChipLink>
            </li>
          ))}
        </ul>
      </nav>
      <p className="mt-6 text-sm font-semibold text-muted">{page.count}</p>
      {page.articles.length === 0 ? (
        <p className="card mt-4 p-8 text-center text-muted">{page.empty}</p>
      ) : (
        <>
          {lead ? (
            <div className="mt-4">
              <NewsCard article={lead} featured headingLevel={2} eager />
            </div>
          ) : null}
          <CardGrid items={grid} className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {(article, index) => <NewsCard article={article} headingLevel={2} eager={!lead && index === 0} />}
          </CardGrid>
        </>
      )}
      <Pagination nav={page.nav} />
    </div>
  );
}
