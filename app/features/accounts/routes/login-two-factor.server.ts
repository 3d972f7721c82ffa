import { rateLimited } from "~/features/accounts/auth-form";
import { data, redirect } from "react-router";
import type { AppLoadContext } from "react-router";
import { safeRedirect } from "~/shared/lib/links";
import {
  normaliseRecoveryCode,
  normaliseTotpCode,
  signInAgainPath,
  staffGate,
  twoFactorPath,
  type TwoFactorStepResult,
} from "~/shared/auth/two-factor";
import { twoFactorText } from "~/features/accounts/text/two-factor";
import { authText } from "~/features/accounts/text/auth";
import { messagesFor, textFor } from "~/shared/i18n/text";
import {
  authErrorCode,
  codeAttempt,
  markSecondStepPassed,
  signedInSession,
  type Auth,
} from "~/shared/auth/auth.server";

/** True when the browser holds the code step's cookie (set by a password sign-in, 10 minutes). */
async function hasPendingStep(auth: Auth, request: Request): Promise<boolean> {
  const { name } = (await auth.$context).createAuthCookie("two_factor");
  const cookies = request.headers.get("cookie")?.split(/;\s*/) ?? [];
  return cookies.some((cookie) => cookie.startsWith(`${name}=`));
}

/**
 * The code step's data. After the right password (the step's cookie) or for a signed-in session that has
 * not passed the step (staff after a Google sign-in); anyone else goes on, or back to sign in.
 */
export async function twoFactorStepPage(request: Request, context: AppLoadContext) {
  const url = new URL(request.url);
  const redirectTo = safeRedirect(url.searchParams.get("redirectTo"));
  const method = url.searchParams.get("method") === "recovery" ? "recovery" : "code";
  const session = await signedInSession(context.auth, request);
  if (session) {
    const gate = staffGate({
      twoFactorEnabled: session.twoFactorEnabled,
      sessionVerified: session.twoFactorVerified,
    });
    if (gate !== "code") throw redirect(redirectTo);
  } else if (!(await hasPendingStep(context.auth, request))) {
    throw redirect(signInAgainPath(redirectTo, "expired"));
  }
  return {
    siteUrl: context.env.SITE_URL,
    text: messagesFor(context.locale, twoFactorText),
    redirectTo,
    method,
    /** Already signed in (Google): no device to trust, and the page says why it asks. */
    signedIn: session !== null,
    switchHref: twoFactorPath(redirectTo, method === "code" ? "recovery" : undefined),
  };
}

/**
 * The code step's action: a 6-digit code or a recovery code (used once), optionally trusting the device
 * for 30 days, then on to `redirectTo`. better-auth allows 5 codes per step and locks the account's step
 * for 15 minutes after 10 wrong ones in a row; the site's per-address limit comes first.
 */
export async function twoFactorStepAction(request: Request, context: AppLoadContext) {
  const t = textFor(twoFactorText, context.locale);
  const form = await request.formData();
  const redirectTo = safeRedirect(form.get("redirectTo")?.toString());
  const recovery = form.get("method") === "recovery";
  const trust = form.get("trust") === "on";
  const refuse = (errors: TwoFactorStepResult["errors"], status = 400, formError?: string) =>
    data<TwoFactorStepResult>({ status: "invalid", errors, formError, trust }, { status });

  const session = await signedInSession(context.auth, request);
  const limit = await codeAttempt(context.limits, context.clientIp, session?.user.email);
  if (!limit.ok) return refuse({}, 429, rateLimited(limit.minutes, textFor(authText, context.locale)));

  const typed = form.get("code")?.toString() ?? "";
  const code = recovery ? normaliseRecoveryCode(typed) : normaliseTotpCode(typed);
  if (!code) return refuse({ code: t(recovery ? "tf.error.recoveryCode" : "tf.error.code") });

  const call = { headers: request.headers, body: { code, trustDevice: trust }, returnHeaders: true } as const;
  try {
    const { headers, response } = recovery
      ? await context.auth.api.verifyBackupCode(call)
      : await context.auth.api.verifyTOTP(call);
    // After the password, better-auth made a new, marked session; a signed-in one is marked here.
    if (session) await markSecondStepPassed(context.db, { id: session.sessionId });
    context.log.info({ userId: response.user.id, recovery }, "code step passed");
    return redirect(redirectTo, { headers });
  } catch (error) {
    switch (authErrorCode(error)) {
      case "INVALID_CODE":
        return refuse({ code: t("tf.error.wrongCode") });
      case "INVALID_BACKUP_CODE":
        return refuse({ code: t("tf.error.wrongRecovery") });
      case "ACCOUNT_TEMPORARILY_LOCKED":
        return refuse({}, 429, t("tf.error.locked"));
      case "INVALID_TWO_FACTOR_COOKIE":
        return redirect(signInAgainPath(redirectTo, "expired"));
      case "TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE":
        return redirect(signInAgainPath(redirectTo, "attempts"));
    }
    context.log.error({ err: error }, "code step failed");
    return refuse({}, 500, t("tf.error.generic"));
  }
}
