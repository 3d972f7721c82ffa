import type { Route } from "./+types/build-id";

/** SPEC §7 build check: the id of the release this server runs. */
export function loader({ context }: Route.LoaderArgs) {
  return Response.json({ id: context.buildId }, { headers: { "Cache-Control": "no-store" } });
}
