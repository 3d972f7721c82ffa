import { randomBytes } from "node:crypto";
import { base32 } from "@better-auth/utils/base32";
import { createOTP } from "@better-auth/utils/otp";
import { eq } from "drizzle-orm";
import { totpKey } from "~/shared/auth/two-factor";
import { cookiesAfter, type Auth } from "../../shared/auth/auth.server";
import type { Db } from "../../shared/db/client";
import { users } from "../../shared/db/schema";

export interface AdminInput {
  email: string;
  name: string;
  /** Set as the account's password. When omitted, an existing account keeps its own and a new one gets a generated one. */
  password: string | undefined;
  /** An administrator unless said otherwise; an editor moderates listings and reviews. */
  role?: "admin" | "editor";
}

/**
 * Makes `email` an administrator (or an editor, with `role`): creates the account (verified, with the password), or promotes an
 * existing one (verified, enabled, and given the password when one is passed). Returns whether it was new,
 * and the password it generated, if it made one.
 */
export async function createAdmin(
  auth: Auth,
  db: Db,
  input: AdminInput,
): Promise<{ created: boolean; generatedPassword?: string }> {
  const context = await auth.$context;
  const email = input.email.toLowerCase();
  const role = input.role ?? "admin";
  const hash = input.password === undefined ? undefined : await context.password.hash(input.password);
  const existing = await context.internalAdapter.findUserByEmail(email);
  if (existing) {
    await db
      .update(users)
      .set({ role, emailVerified: true, disabled: false, updatedAt: new Date() })
      .where(eq(users.id, existing.user.id));
    if (hash) {
      const credential = await context.internalAdapter.findCredentialAccount(existing.user.id);
      if (credential) await context.internalAdapter.updatePassword(existing.user.id, hash);
      else
        await context.internalAdapter.createAccount({
          userId: existing.user.id,
          providerId: "credential",
          accountId: existing.user.id,
          password: hash,
        });
    }
    return { created: false };
  }
  // Random letters and digits, led by one of each kind the password rule asks for.
  const generatedPassword =
    input.password === undefined ? `Aa1${randomBytes(18).toString("base64url")}` : undefined;
  const password = input.password ?? generatedPassword!;
  const user = await context.internalAdapter.createUser(
    { email, name: input.name, emailVerified: true, role },
    { method: "admin" },
  );
  await context.internalAdapter.createAccount({
    userId: user.id,
    providerId: "credential",
    accountId: user.id,
    password: await context.password.hash(password),
  });
  return { created: true, generatedPassword };
}

/**
 * Turns on two-step verification for an account with a password, as the security page does (password, new
 * key, a code from it), and answers the key, for a script to keep in a file (end-to-end tests compute their
 * codes from it). Refused when it is already on: its key cannot be read back.
 */
export async function enableTwoFactorWithPassword(
  auth: Auth,
  { email, password }: { email: string; password: string },
): Promise<string> {
  const signedIn = await auth.api.signInEmail({ body: { email, password }, returnHeaders: true });
  if ("twoFactorRedirect" in signedIn.response)
    throw new Error(`${email} already has two-step verification on`);
  const headers = new Headers({ cookie: cookiesAfter(signedIn.headers) });
  const enabled = await auth.api.enableTwoFactor({ headers, body: { password } });
  const key = enabled.method === "totp" ? totpKey(enabled.totpURI) : undefined;
  if (!key) throw new Error("better-auth answered no TOTP key");
  const code = await createOTP(base32.decode(key)).totp();
  const confirmed = await auth.api.verifyTOTP({ headers, body: { code }, returnHeaders: true });
  await auth.api.signOut({ headers: new Headers({ cookie: cookiesAfter(confirmed.headers) }) });
  return key;
}
