import { searchCount } from "~/features/used-market/used-pages.server";
import type { Route } from "./+types/used-search-count";

/** The search form's live count (JSON), for the filters in the query string. */
export const loader = ({ request, context }: Route.LoaderArgs) => searchCount(request, context);
