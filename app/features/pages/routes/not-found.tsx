import { notFound } from "~/shared/http/route-params";
import type { Route } from "./+types/not-found";

/** SPEC §2.2: unmatched paths are a 404 with 'Page not found: {path}'. */
export function loader({ request, context }: Route.LoaderArgs) {
  notFound(request, context.locale);
}

export default function NotFound() {
  return null;
}
