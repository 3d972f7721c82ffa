import { authProviders } from "~/features/accounts/sign-in.server";
import { data, redirect } from "react-router";
import type { AppLoadContext } from "react-router";
import { authSchemas, formValues, rateLimited, validate } from "~/features/accounts/auth-form";
import type { SignInResult } from "~/features/accounts/auth-fields";
import { safeRedirect } from "~/shared/lib/links";
import { twoFactorPath } from "~/shared/auth/two-factor";
import { textFor, type Translate } from "~/shared/i18n/text";
import { authText, type AuthMessages } from "~/features/accounts/text/auth";
import {
  authErrorCode,
  findAccountByEmail,
  mailRateLimit,
  passwordAttempt,
  markSecondStepPassed,
  VERIFIED_PATH,
} from "~/shared/auth/auth.server";
import { siteDeviceCookie } from "~/shared/auth/device-cookie.server";

/**
 * The sign-in form's action (SPEC §2.7, §8): validates, then signs in with better-auth and redirects to
 * `redirectTo` with the session cookie; or answers the message for the right field. Also sends the
 * activation link again (intent `resend`) and starts Google or Facebook sign-in (intent `social`).
 */
export async function signInAction(request: Request, context: AppLoadContext) {
  const t = textFor(authText, context.locale);
  const form = await request.formData();
  const redirectTo = safeRedirect(form.get("redirectTo")?.toString());
  const intent = form.get("intent");
  if (intent === "social") return socialSignIn(form.get("provider"), redirectTo, request, context);
  if (intent === "resend") return resendActivation(form, context, t);

  const values = formValues(form, ["email", "password"] as const);
  const kept = { email: values.email };
  const invalid = (
    result: Omit<Extract<SignInResult, { status: "invalid" }>, "status" | "values">,
    status = 400,
  ) => data<SignInResult>({ status: "invalid", values: kept, ...result }, { status });

  const validation = validate(authSchemas(t).signInSchema, values);
  if (!validation.ok) return invalid({ errors: validation.errors });
  const { email, password } = validation.data;

  const devices = siteDeviceCookie(context);
  const cookie = request.headers.get("cookie");
  const attempt = await passwordAttempt(
    context.limits,
    context.clientIp,
    email,
    await devices.known(cookie, email),
  );
  if (!attempt.ok) return invalid({ errors: {}, formError: rateLimited(attempt.minutes, t) }, 429);

  const account = await findAccountByEmail(context.db, email);
  if (!account) return invalid({ errors: { email: t("auth.error.userNotFound") } });
  if (account.disabled) return invalid({ errors: { email: t("auth.error.disabled") } });
  // Answered before the password is checked (the attempt still counts), so it tells nothing about the password.
  if (!account.emailVerified)
    return invalid({ errors: {}, unverified: true, formError: t("auth.error.unverified") }, 403);

  try {
    const { headers, response } = await context.auth.api.signInEmail({
      body: { email, password, rememberMe: true },
      headers: request.headers,
      returnHeaders: true,
    });
    await attempt.refund();
    // This browser is known for the account from now on: its own allowance, whatever strangers try.
    headers.append("Set-Cookie", await devices.remember(cookie, email));
    // Two-step verification on: better-auth holds the session back until the code step (its cookie).
    if ("twoFactorRedirect" in response) {
      context.log.info({ userId: account.id }, "password right, code step next");
      return redirect(twoFactorPath(redirectTo), { headers });
    }
    // On a device trusted at an earlier code step, the session counts as having passed it.
    if (response.user.twoFactorEnabled) await markSecondStepPassed(context.db, { token: response.token });
    context.log.info({ userId: account.id }, "signed in");
    return redirect(redirectTo, { headers });
  } catch (error) {
    if (authErrorCode(error) === "INVALID_EMAIL_OR_PASSWORD")
      return invalid({ errors: { password: t("auth.error.wrongPassword") } });
    context.log.error({ err: error }, "sign-in failed");
    return invalid({ errors: { password: t("auth.error.generic") } }, 500);
  }
}

async function resendActivation(form: FormData, context: AppLoadContext, t: Translate<AuthMessages>) {
  const values = formValues(form, ["email"] as const);
  const validation = validate(authSchemas(t).emailOnlySchema, values);
  if (!validation.ok)
    return data<SignInResult>({ status: "invalid", values, errors: validation.errors }, { status: 400 });
  const { email } = validation.data;
  const limit = await mailRateLimit(context.limits, context.clientIp, email);
  if (!limit.ok)
    return data<SignInResult>(
      { status: "invalid", values, errors: {}, unverified: true, formError: rateLimited(limit.minutes, t) },
      { status: 429 },
    );
  try {
    // better-auth says nothing about unknown or already verified addresses, and sends nothing for them.
    await context.auth.api.sendVerificationEmail({ body: { email, callbackURL: VERIFIED_PATH } });
  } catch (error) {
    context.log.error({ err: error }, "activation link not sent");
    return data<SignInResult>(
      { status: "invalid", values, errors: {}, unverified: true, formError: t("auth.error.generic") },
      { status: 500 },
    );
  }
  return data<SignInResult>({ status: "resent", email });
}

async function socialSignIn(
  provider: FormDataEntryValue | null,
  redirectTo: string,
  request: Request,
  context: AppLoadContext,
) {
  const enabled = authProviders(context.env);
  if (provider !== "google" && provider !== "facebook") throw data("Unknown provider", { status: 400 });
  if (!enabled[provider]) throw data("This sign-in method is not available", { status: 400 });
  try {
    const { headers, response } = await context.auth.api.signInSocial({
      body: {
        provider,
        callbackURL: redirectTo,
        // SPEC §8: Google failures are ignored (back to the sign-in page); Facebook failures are logged.
        errorCallbackURL: provider === "facebook" ? "/login?error=facebook" : "/login",
      },
      headers: request.headers,
      returnHeaders: true,
    });
    if (!response.url) throw new Error("no authorisation URL");
    return redirect(response.url, { headers });
  } catch (error) {
    if (provider === "facebook") context.log.error({ err: error }, "Facebook sign-in failed");
    return redirect("/login");
  }
}
