import { suggest } from "~/features/search/search.server";
import type { Route } from "./+types/search-suggestions";

/** Longest query looked up; the rest is ignored (as on the search page). */
const MAX_QUERY = 100;

/**
 * SPEC §2.5 header search suggestions: `GET /search/suggestions?q=…` → `{ data: Suggestion[] }`, best first.
 * Under 2 characters (trimmed, SPEC §5) the answer is empty and the database is not asked. Control
 * characters (which PostgreSQL text cannot hold) count as spaces, so no input makes this fail.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const q = (new URL(request.url).searchParams.get("q") ?? "")
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]/g, " ")
    .trim()
    .slice(0, MAX_QUERY);
  const data = q.length < 2 ? [] : await suggest(context.db, q);
  return Response.json({ data }, { headers: { "Cache-Control": "public, max-age=60" } });
}
