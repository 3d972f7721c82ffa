import { searchCountView } from "~/features/used-market/used-pages.server";
import type { Route } from "./+types/used-search-count";

/** The search form's live count (JSON), for the filters in the query string. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const count = await searchCountView(
    context.db,
    context.keep,
    new URL(request.url).searchParams,
    context.locale,
  );
  return Response.json(count, { headers: { "Cache-Control": "public, max-age=30" } });
}
