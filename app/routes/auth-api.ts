import type { Route } from "./+types/auth-api";

/**
 * better-auth's own endpoints under /api/auth: the activation and password-reset links from e-mails and
 * the Google and Facebook callbacks. The site's forms go through their page actions instead.
 */
export const loader = ({ request, context }: Route.LoaderArgs) => context.auth.handler(request);
export const action = ({ request, context }: Route.ActionArgs) => context.auth.handler(request);
