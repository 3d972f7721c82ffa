import type { Route } from "./+types/robots";

/** /robots.txt: everything may be crawled; the sitemap index is named with the site's address. */
export function loader({ context }: Route.LoaderArgs) {
  return new Response(`User-agent: *\nAllow: /\n\nSitemap: ${context.env.SITE_URL}/sitemap.xml\n`, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=86400" },
  });
}
