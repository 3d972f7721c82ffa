import { isOpenAuthEndpoint } from "~/lib/auth-doors";
import { notFound } from "~/lib/route-params";
import type { Route } from "./+types/auth-api";

/**
 * better-auth's own endpoints under /api/auth, as far as the site uses them: the activation and
 * password-reset links from e-mails, the Google and Facebook callbacks and better-auth's error page. The
 * site's forms go through their page actions instead; every other endpoint is a 404 (app/lib/auth-doors.ts).
 */
async function handle(request: Request, context: Route.LoaderArgs["context"]) {
  if (!isOpenAuthEndpoint(request.method, new URL(request.url).pathname)) notFound(request);
  return context.auth.handler(request);
}

export const loader = ({ request, context }: Route.LoaderArgs) => handle(request, context);
export const action = ({ request, context }: Route.ActionArgs) => handle(request, context);
