import { matchCompat } from "~/features/api/compat.server";
import { handleApi } from "~/features/api/http.server";
import type { Route } from "./+types/api-php";

/** SPEC §7: the original client's calls, `GET /api.php?endpoint=…` → `{ data }`. */
export const loader = ({ request, context }: Route.LoaderArgs) => handleApi(request, context, matchCompat);
/** Preflights and any other method get their JSON answer from the same handler. */
export const action = ({ request, context }: Route.ActionArgs) => handleApi(request, context, matchCompat);
