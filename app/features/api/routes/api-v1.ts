import type { Resolution } from "~/features/api/api-error";
import { handleApi } from "~/features/api/http.server";
import { OPENAPI_PATH, openApiEndpoint } from "~/features/api/openapi";
import { matchV1 } from "~/features/api/v1.server";
import type { Route } from "./+types/api-v1";

/** The public JSON API, version 1: each call is defined in app/features/api/v1 (decision 0016). */
const resolve = (url: URL): Resolution =>
  url.pathname === OPENAPI_PATH ? { endpoint: openApiEndpoint, params: {} } : matchV1(url.pathname);

export const loader = ({ request, context }: Route.LoaderArgs) => handleApi(request, context, resolve);
/** Preflights and any other method get their JSON answer from the same handler. */
export const action = ({ request, context }: Route.ActionArgs) => handleApi(request, context, resolve);
