import { notFound } from "~/shared/http/route-params";
import { urlSet } from "~/features/seo/sitemap";
import { isSitemapName, sitemaps } from "~/features/seo/sitemap.server";
import type { Route } from "./+types/sitemap-child";

/** /sitemaps/{static,catalogue,news,guides,used,dealers}.xml: every public page of one content type. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const name = params.file.replace(/\.xml$/, "");
  if (!params.file.endsWith(".xml") || !isSitemapName(name)) notFound(request, context.locale);
  const entries = await sitemaps[name](context.db);
  return new Response(urlSet(context.env.SITE_URL, entries), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
