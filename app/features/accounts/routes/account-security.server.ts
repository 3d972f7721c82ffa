import { setupPending } from "~/features/accounts/two-factor.server";
import { rateLimited } from "~/features/accounts/auth-form";
import QRCode from "qrcode";
import { data } from "react-router";
import type { AppLoadContext } from "react-router";
import { ACCOUNT_PATH, safeRedirect } from "~/shared/lib/links";
import { isStaff } from "~/shared/auth/roles";
import {
  groupKey,
  normaliseTotpCode,
  recoveryCodesFileName,
  recoveryCodesText,
  totpKey,
  type RecoveryCodes,
  type SecurityIntent,
  type SecurityResult,
  type TotpSetup,
} from "~/shared/auth/two-factor";
import { twoFactorText } from "~/features/accounts/text/two-factor";
import { authText } from "~/features/accounts/text/auth";
import { messagesFor, textFor } from "~/shared/i18n/text";
import { hasPassword } from "~/features/accounts/account.server";
import {
  authErrorCode,
  codeAttempt,
  passwordAttempt,
  cookiesAfter,
  requireSession,
  type SessionUser,
} from "~/shared/auth/auth.server";
import { siteDeviceCookie } from "~/shared/auth/device-cookie.server";

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
    text: messagesFor(context.locale, twoFactorText),
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
  const t = textFor(twoFactorText, context.locale);
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
  const t = textFor(twoFactorText, context.locale);
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
    if (!limit.ok) return refuse({}, 429, rateLimited(limit.minutes, textFor(authText, context.locale)));
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
  if (!limit.ok) return refuse({}, 429, rateLimited(limit.minutes, textFor(authText, context.locale)));
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
  const t = textFor(twoFactorText, context.locale);
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
