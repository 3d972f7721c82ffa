import { data } from "react-router";
import { t } from "~/lib/i18n";
import type { Route } from "./+types/not-found";

/** SPEC §2.2: unmatched paths are a 404 with 'Page not found: {path}'. */
export function loader({ request }: Route.LoaderArgs) {
  throw data(t("error.pageNotFound", { path: new URL(request.url).pathname }), { status: 404 });
}

export default function NotFound() {
  return null;
}
