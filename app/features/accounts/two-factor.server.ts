import { and, eq } from "drizzle-orm";
import QRCode from "qrcode";
import { data, redirect } from "react-router";
import type { AppLoadContext } from "react-router";
import { ACCOUNT_PATH, safeRedirect } from "~/shared/lib/links";
import { isStaff } from "~/shared/auth/roles";
import {
  groupKey,
  normaliseRecoveryCode,
  normaliseTotpCode,
  recoveryCodesFileName,
  recoveryCodesText,
  signInAgainPath,
  staffGate,
  totpKey,
  twoFactorPath,
  type RecoveryCodes,
  type SecurityIntent,
  type SecurityResult,
  type TotpSetup,
  type TwoFactorStepResult,
} from "~/shared/auth/two-factor";
import { tAuth } from "~/features/accounts/text/en/auth";
import { tTwoFactor as t, twoFactorMessages } from "~/shared/i18n/en/two-factor";
import { hasPassword } from "./account.server";
import {
  authErrorCode,
  codeAttempt,
  passwordAttempt,
  cookiesAfter,
  markSecondStepPassed,
  requireSession,
  signedInSession,
  type Auth,
  type SessionUser,
} from "../../shared/auth/auth.server";
import { siteDeviceCookie } from "../../shared/auth/device-cookie.server";
import type { Db } from "../../shared/db/client";
import { twoFactors } from "../../shared/db/schema";

const rateLimited = (minutes: number) => tAuth("auth.error.rateLimited", { minutes });

/** True when the account started turning two-step verification on but has not typed a code yet. */
async function setupPending(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: twoFactors.id })
    .from(twoFactors)
    .where(and(eq(twoFactors.userId, userId), eq(twoFactors.verified, false)));
  return row !== undefined;
}

/** The security page's data: whether two-step verification is off, half set up, or on. */
export async function securityPage(request: Request, context: AppLoadContext) {
  const session = await requireSession(context.auth, request);
  const url = new URL(request.url);
  const [passwordSet, pending] = await Promise.all([
    hasPassword(context.db, session.user.id),
    setupPending(context.db, session.user.id),
  ]);
  const staff = isStaff(session.user.role);
  return {
    siteUrl: context.env.SITE_URL,
    text: twoFactorMessages,
    state: session.twoFactorEnabled ? ("on" as const) : pending ? ("pending" as const) : ("off" as const),
    hasPassword: passwordSet,
    staff,
    /** Sent here by a staff page: say why, and offer the way back once it is on. */
    staffNotice: staff && !session.twoFactorEnabled && url.searchParams.has("staff"),
    continueTo: safeRedirect(url.searchParams.get("redirectTo"), ACCOUNT_PATH),
  };
}

/** The QR code (SVG, as a `data:` address for an <img>) and the grouped key of a new authenticator key. */
async function totpSetup(
  enabled: { method: "otp" } | { method: "totp"; totpURI: string },
): Promise<TotpSetup> {
  const key = enabled.method === "totp" ? totpKey(enabled.totpURI) : undefined;
  if (enabled.method !== "totp" || !key) throw new Error("better-auth answered no TOTP key");
  const svg = await QRCode.toString(enabled.totpURI, { type: "svg", margin: 2, errorCorrectionLevel: "M" });
  return { qr: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`, key: groupKey(key) };
}

function recoveryCodes(codes: string[], email: string, context: AppLoadContext): RecoveryCodes {
  const site = context.env.SITE_NAME;
  const text = recoveryCodesText({ site, email, codes, heading: t("tf.codesFileHeading") });
  return {
    codes,
    fileName: recoveryCodesFileName(site),
    fileHref: `data:text/plain;charset=utf-8,${encodeURIComponent(text)}`,
  };
}

const isIntent = (value: FormDataEntryValue | null): value is SecurityIntent =>
  typeof value === "string" && ["enable", "confirm", "codes", "replace", "disable"].includes(value);

/**
 * The security page's action: turn on (password → key; code → recovery codes), new recovery codes,
 * move to a new phone, and turn off (members only: staff keep it).
 */
export async function securityAction(request: Request, context: AppLoadContext) {
  const session = await requireSession(context.auth, request);
  const { user } = session;
  const form = await request.formData();
  const intent = form.get("intent");
  if (!isIntent(intent)) throw data("Unknown form", { status: 400 });
  const answer = (result: SecurityResult, init?: number | ResponseInit) => data<SecurityResult>(result, init);
  const refuse = (errors: Partial<Record<"password" | "code", string>>, status = 400, formError?: string) =>
    answer({ intent, status: "invalid", errors, formError }, status);
  const api = context.auth.api;
  const { headers } = request;

  if (intent === "confirm") {
    const code = normaliseTotpCode(form.get("code")?.toString() ?? "");
    if (!code) return refuse({ code: t("tf.error.code") });
    // A code for one's own new key proves nothing to a guesser: limited per address only.
    const limit = await codeAttempt(context.limits, context.clientIp, undefined);
    if (!limit.ok) return refuse({}, 429, rateLimited(limit.minutes));
    if (session.twoFactorEnabled) return refuse({}, 409, t("tf.error.alreadyOn"));
    if (!(await setupPending(context.db, user.id))) return refuse({}, 409, t("tf.error.notStarted"));
    try {
      // The session is replaced by one marked as having passed the code step (its cookie is in `cookies`).
      const { headers: cookies } = await api.verifyTOTP({ headers, body: { code }, returnHeaders: true });
      const { backupCodes } = await api.viewBackupCodes({ body: { userId: user.id } });
      context.log.info({ userId: user.id }, "two-step verification turned on");
      return answer(
        {
          intent,
          status: "codes",
          message: t("tf.enabled"),
          recovery: recoveryCodes(backupCodes, user.email, context),
        },
        { headers: cookies },
      );
    } catch (error) {
      if (authErrorCode(error) === "INVALID_CODE") return refuse({ code: t("tf.error.wrongCode") });
      context.log.error({ err: error, userId: user.id }, "two-step verification not confirmed");
      return refuse({}, 500, t("tf.error.generic"));
    }
  }

  // Every other form confirms the password, limited like sign-in so it cannot be used to guess one.
  const password = form.get("password")?.toString() ?? "";
  if (password.trim() === "") return refuse({ password: t("tf.error.password") });
  const limit = await passwordAttempt(
    context.limits,
    context.clientIp,
    user.email,
    await siteDeviceCookie(context).known(headers.get("cookie"), user.email),
  );
  if (!limit.ok) return refuse({}, 429, rateLimited(limit.minutes));
  if (intent === "disable" && isStaff(user.role)) return refuse({}, 403, t("tf.error.staffOff"));
  if (intent === "enable" && session.twoFactorEnabled) return refuse({}, 409, t("tf.error.alreadyOn"));
  try {
    const result = await securityChange(intent, password, user, request, context);
    await limit.refund();
    return result;
  } catch (error) {
    const code = authErrorCode(error);
    if (code === "INVALID_PASSWORD") return refuse({ password: t("tf.error.wrongPassword") });
    if (code === "TOTP_ALREADY_ENABLED") return refuse({}, 409, t("tf.error.alreadyOn"));
    context.log.error({ err: error, userId: user.id, intent }, "two-step verification not changed");
    return refuse({}, 500, t("tf.error.generic"));
  }
}

/** The changes that need the password, once it is given; better-auth checks it and throws when wrong. */
async function securityChange(
  intent: Exclude<SecurityIntent, "confirm">,
  password: string,
  user: SessionUser,
  request: Request,
  context: AppLoadContext,
) {
  const api = context.auth.api;
  const { headers } = request;
  const answer = (result: SecurityResult, init?: ResponseInit) => data<SecurityResult>(result, init);
  switch (intent) {
    case "enable": {
      const enabled = await api.enableTwoFactor({ headers, body: { password } });
      return answer({ intent, status: "setup", setup: await totpSetup(enabled) });
    }
    case "replace": {
      // Off, then a new key at once: staff pages send the account to finish set-up until a code confirms it.
      const { headers: cookies } = await api.disableTwoFactor({
        headers,
        body: { password },
        returnHeaders: true,
      });
      const replaced = new Headers(headers);
      replaced.set("cookie", cookiesAfter(cookies));
      const enabled = await api.enableTwoFactor({ headers: replaced, body: { password } });
      context.log.info({ userId: user.id }, "two-step verification moved to a new key");
      return answer({ intent, status: "setup", setup: await totpSetup(enabled) }, { headers: cookies });
    }
    case "codes": {
      const { backupCodes } = await api.generateBackupCodes({ headers, body: { password } });
      context.log.info({ userId: user.id }, "new recovery codes");
      return answer({
        intent,
        status: "codes",
        message: t("tf.newCodesDone"),
        recovery: recoveryCodes(backupCodes, user.email, context),
      });
    }
    case "disable": {
      const { headers: cookies } = await api.disableTwoFactor({
        headers,
        body: { password },
        returnHeaders: true,
      });
      context.log.info({ userId: user.id }, "two-step verification turned off");
      return answer({ intent, status: "done", message: t("tf.turnedOff") }, { headers: cookies });
    }
  }
}

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
    text: twoFactorMessages,
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
  const form = await request.formData();
  const redirectTo = safeRedirect(form.get("redirectTo")?.toString());
  const recovery = form.get("method") === "recovery";
  const trust = form.get("trust") === "on";
  const refuse = (errors: TwoFactorStepResult["errors"], status = 400, formError?: string) =>
    data<TwoFactorStepResult>({ status: "invalid", errors, formError, trust }, { status });

  const session = await signedInSession(context.auth, request);
  const limit = await codeAttempt(context.limits, context.clientIp, session?.user.email);
  if (!limit.ok) return refuse({}, 429, rateLimited(limit.minutes));

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
