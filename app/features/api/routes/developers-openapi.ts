import { openApiDocument } from "~/features/api/openapi";
import type { Route } from "./+types/developers-openapi";

/**
 * The OpenAPI document for anyone reading the reference page: describing the API is public, using it may
 * need a key (the same document is at /api/v1/openapi.json for clients that hold one).
 */
export function loader({ context }: Route.LoaderArgs) {
  return Response.json(openApiDocument(context.env.SITE_URL, context.env.SITE_NAME), {
    headers: { "Cache-Control": "public, max-age=300" },
  });
}
