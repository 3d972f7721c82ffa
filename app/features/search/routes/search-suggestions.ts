import { suggest } from "~/features/search/search.server";
import type { Route } from "./+types/search-suggestions";
import { cleanSearchQuery, SEARCH_QUERY_MIN } from "~/shared/lib/search-query";

/**
 * SPEC §2.5 header search suggestions: `GET /search/suggestions?q=…` → `{ data: Suggestion[] }`, best first.
 * Under 2 characters (trimmed, SPEC §5) the answer is empty and the database is not asked. Control
 * characters (which PostgreSQL text cannot hold) count as spaces, so no input makes this fail.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const q = cleanSearchQuery(new URL(request.url).searchParams.get("q"));
  const data = q.length < SEARCH_QUERY_MIN ? [] : await suggest(context.db, q);
  return Response.json({ data }, { headers: { "Cache-Control": "public, max-age=60" } });
}
