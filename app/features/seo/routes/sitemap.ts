import { newest, sitemapIndex } from "~/features/seo/sitemap";
import { sitemaps } from "~/features/seo/sitemap.server";
import type { Route } from "./+types/sitemap";

const xml = { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" };

/** /sitemap.xml: the index of the child sitemaps, each dated by its newest page. */
export async function loader({ context }: Route.LoaderArgs) {
  const children = await Promise.all(
    Object.entries(sitemaps).map(async ([name, list]) => ({
      loc: `/sitemaps/${name}.xml`,
      lastmod: newest((await list(context.db)).map((entry) => entry.lastmod)),
    })),
  );
  return new Response(sitemapIndex(context.env.SITE_URL, children), { headers: xml });
}
