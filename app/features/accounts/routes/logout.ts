import { redirect } from "react-router";
import type { Route } from "./+types/logout";

/** SPEC §3: logout signs out (the session ends on the server and its cookie is cleared) and goes home. */
export async function action({ request, context }: Route.ActionArgs) {
  try {
    const { headers } = await context.auth.api.signOut({ headers: request.headers, returnHeaders: true });
    return redirect("/", { headers });
  } catch (error) {
    // No session (already signed out elsewhere): nothing to end.
    context.log.info({ err: error }, "sign-out without a session");
    return redirect("/");
  }
}

/** A typed or followed link to /logout changes nothing: signing out takes a form (a POST). */
export const loader = () => redirect("/");
