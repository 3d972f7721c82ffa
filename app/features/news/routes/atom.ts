import { Feed } from "feed";
import { allNewsPath } from "~/shared/lib/links";
import { newsText } from "~/features/news/text/news";
import { textFor } from "~/shared/i18n/text";
import { listNews } from "~/features/news/news.server";
import type { Route } from "./+types/atom";

/** Entries in the feed: the newest articles. */
export const FEED_SIZE = 50;

/** /atom.xml (SPEC §2.1, §2.4): an Atom 1.0 feed of the newest articles, linked by the SPEC rule. */
export async function loader({ context }: Route.LoaderArgs) {
  const { env, db } = context;
  const t = textFor(newsText, context.locale);
  const siteUrl = env.SITE_URL;
  const articles = await listNews(db, { limit: FEED_SIZE });
  const feed = new Feed({
    id: `${siteUrl}/`,
    title: t("feed.title", { site: env.SITE_NAME }),
    description: t("feed.subtitle"),
    link: `${siteUrl}${allNewsPath}`,
    language: "en",
    favicon: `${siteUrl}/favicon.svg`,
    copyright: `© ${env.SITE_NAME}`,
    updated: articles[0]?.updatedAt ?? new Date(0),
    generator: false,
    feedLinks: { atom: `${siteUrl}/atom.xml` },
  });
  for (const article of articles) {
    const link = `${siteUrl}${article.path}`;
    feed.addItem({
      title: article.title,
      id: link,
      link,
      date: article.updatedAt,
      published: article.publishedAt,
      description: article.excerpt,
      author: [{ name: article.authorName }],
      category: article.terms.map((term) => ({ term: term.slug, name: term.name })),
    });
  }
  return new Response(feed.atom1(), {
    headers: {
      "Content-Type": "application/atom+xml; charset=utf-8",
      "Cache-Control": "public, max-age=900",
    },
  });
}
