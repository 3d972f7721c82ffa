import type { Env } from "~/shared/server/env";
import type { AuthProviders } from "~/features/accounts/auth-fields";
/** Which social providers have their client id and secret configured. */
export function authProviders(
  env: Pick<
    Env,
    "GOOGLE_CLIENT_ID" | "GOOGLE_CLIENT_SECRET" | "FACEBOOK_CLIENT_ID" | "FACEBOOK_CLIENT_SECRET"
  >,
): AuthProviders {
  return {
    google: Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET),
    facebook: Boolean(env.FACEBOOK_CLIENT_ID && env.FACEBOOK_CLIENT_SECRET),
  };
}
