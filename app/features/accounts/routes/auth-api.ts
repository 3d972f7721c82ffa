import { sql } from "drizzle-orm";
import { isOpenAuthEndpoint } from "~/shared/auth/auth-doors";
import { isDatabaseUnavailable } from "~/shared/lib/unavailable";
import { notFound } from "~/shared/http/route-params";
import { databaseUnavailable } from "~/shared/http/unavailable.server";
import type { Route } from "./+types/auth-api";

/**
 * better-auth's own endpoints under /api/auth, as far as the site uses them: the activation and
 * password-reset links from e-mails, the Google and Facebook callbacks and better-auth's error page. The
 * site's forms go through their page actions instead; every other endpoint is a 404 (app/shared/auth/auth-doors.ts).
 */
async function handle(request: Request, context: Route.LoaderArgs["context"]) {
  if (!isOpenAuthEndpoint(request.method, new URL(request.url).pathname)) notFound(request, context.locale);
  const response = await context.auth.handler(request);
  // better-auth answers its own failures with a 500 instead of throwing them; when the database is what
  // failed, the link is answered as every page is while the database is away: 503, try again shortly.
  if (response.status >= 500) {
    try {
      await context.db.execute(sql`select 1`);
    } catch (error) {
      if (isDatabaseUnavailable(error)) throw databaseUnavailable();
      throw error;
    }
  }
  return response;
}

export const loader = ({ request, context }: Route.LoaderArgs) => handle(request, context);
export const action = ({ request, context }: Route.ActionArgs) => handle(request, context);
