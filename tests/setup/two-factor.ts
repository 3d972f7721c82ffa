/** Two-step verification for integration tests: codes computed from a key, and staff signed in with one. */
import { base32 } from "@better-auth/utils/base32";
import { createOTP } from "@better-auth/utils/otp";
import type { AppLoadContext } from "react-router";
import { enableTwoFactorWithPassword } from "../../app/features/accounts/admin-user.server";
import { cookiesAfter } from "../../app/shared/auth/auth.server";

/** The code an authenticator app shows now for `key` (as the security page shows it, spaces allowed). */
export function totpCode(key: string): Promise<string> {
  return createOTP(base32.decode(key.replace(/\s+/g, ""))).totp();
}

/**
 * Turns on two-step verification for an account with a password and signs it in through the code step, as
 * staff do: answers the cookie of a session that passed the step, and the key.
 */
export async function signInWithTwoFactor(
  context: AppLoadContext,
  email: string,
  password: string,
): Promise<{ cookie: string; key: string }> {
  const key = await enableTwoFactorWithPassword(context.auth, { email, password });
  const step = await context.auth.api.signInEmail({ body: { email, password }, returnHeaders: true });
  const signedIn = await context.auth.api.verifyTOTP({
    headers: new Headers({ cookie: cookiesAfter(step.headers) }),
    body: { code: await totpCode(key) },
    returnHeaders: true,
  });
  return { cookie: cookiesAfter(signedIn.headers), key };
}
