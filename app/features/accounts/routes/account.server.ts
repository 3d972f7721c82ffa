import {
  DELETED_PATH,
  hasPassword,
  PASSWORD_CHANGED_PATH,
  type AccountSession,
} from "~/features/accounts/account.server";
import { data, redirect } from "react-router";
import type { AppLoadContext } from "react-router";
import { authSchemas, formValues, rateLimited, validate } from "~/features/accounts/auth-form";
import type { AccountIntent, AccountResult } from "~/features/accounts/auth-fields";
import { formatDateTime } from "~/shared/lib/dates";
import { describeDevice } from "~/features/accounts/device";
import { MODERATION_PATH, MY_LISTINGS_PATH } from "~/shared/lib/links";
import { MY_REVIEWS_PATH } from "~/features/reviews/reviews";
import { canModerate } from "~/shared/auth/roles";
import { SECURITY_PATH } from "~/shared/auth/two-factor";
import { accountText } from "~/features/accounts/text/account";
import { passwordResetText } from "~/features/accounts/text/password-reset";
import { authText } from "~/features/accounts/text/auth";
import { messagesFor, textFor } from "~/shared/i18n/text";
import {
  authErrorCode,
  mailRateLimit,
  passwordAttempt,
  requireSession,
  RESET_PATH,
  type SessionUser,
} from "~/shared/auth/auth.server";
import { siteDeviceCookie } from "~/shared/auth/device-cookie.server";
import { memberPhotoFiles } from "~/features/posting/listing-photos.server";
import { isScriptRequest } from "~/shared/http/same-origin";
import { uploadStorage } from "~/shared/server/uploads.server";

async function listDevices(context: AppLoadContext, request: Request, currentId: string) {
  const accountT = textFor(accountText, context.locale);
  const sessions = await context.auth.api.listSessions({ headers: request.headers });
  return sessions
    .map((session): AccountSession & { seen: number } => {
      const { browser, os, mobile } = describeDevice(session.userAgent);
      return {
        id: session.id,
        device:
          browser && os ? accountT("account.deviceOn", { browser, os }) : accountT("account.unknownDevice"),
        mobile,
        ip: session.ipAddress || undefined,
        signedIn: formatDateTime(new Date(session.createdAt)),
        lastActive: formatDateTime(new Date(session.updatedAt)),
        current: session.id === currentId,
        seen: new Date(session.updatedAt).getTime(),
      };
    })
    .sort((a, b) => Number(b.current) - Number(a.current) || b.seen - a.seen)
    .map(({ seen: _seen, ...session }) => session);
}

/** The account page's data: who is signed in, whether they have a password, and their devices. */
export async function accountPage(request: Request, context: AppLoadContext) {
  const { user, sessionId, twoFactorEnabled } = await requireSession(context.auth, request);
  const [passwordSet, sessions] = await Promise.all([
    hasPassword(context.db, user.id),
    listDevices(context, request, sessionId),
  ]);
  const query = new URL(request.url).searchParams;
  const passwordChanged = query.get("password") === "changed";
  return {
    siteUrl: context.env.SITE_URL,
    text: messagesFor(context.locale, accountText),
    user,
    hasPassword: passwordSet,
    sessions,
    listingsHref: MY_LISTINGS_PATH,
    /** The page's other links come with its data too: its JavaScript stays within the budget. */
    reviewsHref: MY_REVIEWS_PATH,
    moderationHref: canModerate(user.role) ? MODERATION_PATH : undefined,
    /** The answer of a password change sent without JavaScript (PASSWORD_CHANGED_PATH). */
    notice: passwordChanged
      ? ({
          intent: "password",
          status: "done",
          message: textFor(accountText, context.locale)("account.passwordSaved"),
        } as const)
      : undefined,
    twoFactorEnabled,
    securityHref: SECURITY_PATH,
    /** Here from the activation link, which signed the visitor in (ACTIVATED_PATH). */
    activated: query.has("activated"),
  };
}

const isIntent = (value: FormDataEntryValue | null): value is AccountIntent =>
  typeof value === "string" &&
  ["name", "password", "add-password", "revoke", "revoke-others", "delete"].includes(value);

/**
 * The account page's action: one form per intent (name, password, add-password, revoke, revoke-others,
 * delete). Each answers its own form; a failure never touches what the other forms hold.
 */
export async function accountAction(request: Request, context: AppLoadContext) {
  const { user, sessionId } = await requireSession(context.auth, request);
  const form = await request.formData();
  const intent = form.get("intent");
  if (!isIntent(intent)) throw data("Unknown form", { status: 400 });
  const authT = textFor(authText, context.locale);
  const accountT = textFor(accountText, context.locale);
  const { headers } = request;
  const answer = (result: AccountResult, init?: number | ResponseInit) => data<AccountResult>(result, init);
  const done = (message: string, init?: ResponseInit) => answer({ intent, status: "done", message }, init);
  const failed = (error: unknown, what: string) => {
    context.log.error({ err: error, userId: user.id }, what);
    return answer({ intent, status: "invalid", errors: {}, formError: authT("auth.error.generic") }, 500);
  };

  const limited = (minutes: number) =>
    answer({ intent, status: "invalid", errors: {}, formError: rateLimited(minutes, authT) }, 429);
  // Forms that check a password are limited like sign-in, so they cannot be used to guess one.
  const attempt =
    intent === "password" || intent === "delete"
      ? await passwordAttempt(
          context.limits,
          context.clientIp,
          user.email,
          await siteDeviceCookie(context).known(headers.get("cookie"), user.email),
        )
      : undefined;
  if (attempt && !attempt.ok) return limited(attempt.minutes);

  switch (intent) {
    case "name": {
      const values = formValues(form, ["name"] as const);
      const validation = validate(authSchemas(authT).nameSchema, values);
      if (!validation.ok)
        return answer({ intent, status: "invalid", values, errors: validation.errors }, 400);
      try {
        await context.auth.api.updateUser({ headers, body: { name: validation.data.name } });
      } catch (error) {
        return failed(error, "name not changed");
      }
      return done(accountT("account.nameSaved"));
    }
    case "password": {
      const validation = validate(
        authSchemas(authT).changePasswordSchema,
        formValues(form, ["current_password", "password", "confirm_password"] as const),
      );
      if (!validation.ok) return answer({ intent, status: "invalid", errors: validation.errors }, 400);
      let cookies: Headers;
      try {
        // The session is replaced by a new one (its cookie comes back in `cookies`); every other one ends.
        ({ headers: cookies } = await context.auth.api.changePassword({
          headers,
          body: {
            currentPassword: validation.data.current_password,
            newPassword: validation.data.password,
            revokeOtherSessions: true,
          },
          returnHeaders: true,
        }));
      } catch (error) {
        if (authErrorCode(error) === "INVALID_PASSWORD")
          return answer(
            { intent, status: "invalid", errors: { current_password: authT("auth.error.wrongPassword") } },
            400,
          );
        return failed(error, "password not changed");
      }
      await attempt?.refund();
      context.log.info({ userId: user.id }, "password changed");
      // A plain form post is answered with the account page, loaded with the cookie the browser sent, whose
      // session has just ended: it would send the member to sign in. A redirect carries the new cookie.
      if (!isScriptRequest(request))
        return redirect(PASSWORD_CHANGED_PATH, { status: 303, headers: cookies });
      return done(accountT("account.passwordSaved"), { headers: cookies });
    }
    case "add-password": {
      const limit = await mailRateLimit(context.limits, context.clientIp, user.email);
      if (!limit.ok) return limited(limit.minutes);
      try {
        await context.auth.api.requestPasswordReset({ body: { email: user.email, redirectTo: RESET_PATH } });
      } catch (error) {
        return failed(error, "password link not sent");
      }
      return done(textFor(passwordResetText, context.locale)("reset.forgotSent", { email: user.email }));
    }
    case "revoke": {
      const id = form.get("session");
      const sessions = await context.auth.api.listSessions({ headers });
      const target = sessions.find((session) => session.id === id && session.id !== sessionId);
      if (!target)
        return answer(
          { intent, status: "invalid", errors: {}, formError: accountT("account.sessionGone") },
          404,
        );
      await context.auth.api.revokeSession({ headers, body: { token: target.token } });
      context.log.info({ userId: user.id, sessionId: target.id }, "session revoked");
      return done(accountT("account.revoked"));
    }
    case "revoke-others": {
      await context.auth.api.revokeOtherSessions({ headers });
      context.log.info({ userId: user.id }, "other sessions revoked");
      return done(accountT("account.othersRevoked"));
    }
    case "delete":
      return deleteAccount(form, user, context, headers);
  }
}

async function deleteAccount(form: FormData, user: SessionUser, context: AppLoadContext, headers: Headers) {
  const intent = "delete";
  const authT = textFor(authText, context.locale);
  const accountT = textFor(accountText, context.locale);
  const passwordSet = await hasPassword(context.db, user.id);
  const { password, confirm } = formValues(form, ["password", "confirm"] as const);
  const invalid = (result: Extract<AccountResult, { status: "invalid" }>, status: number) =>
    data<AccountResult>(result, { status });
  // With a password, the password confirms; without one (Google, Facebook), typing the word does.
  if (passwordSet && password.trim() === "")
    return invalid({ intent, status: "invalid", errors: { password: authT("auth.error.password") } }, 400);
  if (!passwordSet && confirm.trim() !== accountT("account.deleteWord"))
    return invalid(
      { intent, status: "invalid", errors: { confirm: accountT("account.deleteTypeError") } },
      400,
    );
  // The listings go with the account (a cascade in the database); their photo files are removed after.
  const photoFiles = await memberPhotoFiles(context.db, user.id);
  try {
    const { headers: cookies } = await context.auth.api.deleteUser({
      headers,
      body: passwordSet ? { password } : {},
      returnHeaders: true,
    });
    await uploadStorage(context.env).delete(photoFiles);
    context.log.info({ userId: user.id, photoFiles: photoFiles.length }, "account deleted");
    return redirect(DELETED_PATH, { headers: cookies });
  } catch (error) {
    const code = authErrorCode(error);
    if (code === "INVALID_PASSWORD")
      return invalid(
        { intent, status: "invalid", errors: { password: authT("auth.error.wrongPassword") } },
        400,
      );
    if (code === "SESSION_EXPIRED")
      return invalid(
        { intent, status: "invalid", errors: {}, formError: accountT("account.deleteStale") },
        403,
      );
    context.log.error({ err: error, userId: user.id }, "account not deleted");
    return invalid({ intent, status: "invalid", errors: {}, formError: authT("auth.error.generic") }, 500);
  }
}
