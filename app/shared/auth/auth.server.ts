import type { Locale } from "~/shared/i18n/locale";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { betterAuth } from "better-auth";
import { APIError, isAPIError } from "better-auth/api";
import { twoFactor } from "better-auth/plugins/two-factor";
import { eq } from "drizzle-orm";
import { redirect } from "react-router";
import { AUTH_BASE_PATH } from "~/shared/auth/auth-doors";
import { loginPath } from "~/shared/lib/links";
import { STAFF_ROLES } from "~/shared/auth/roles";
import { SECURITY_PATH, sessionPassesSecondStep, staffGate, twoFactorPath } from "~/shared/auth/two-factor";
import { forbidden, notFound } from "~/shared/http/route-params";
import { authMailText } from "~/shared/i18n/auth-mail";
import { DEFAULT_LOCALE } from "~/shared/i18n/locale";
import { textFor } from "~/shared/i18n/text";
import type { Db } from "../db/client";
import { accounts, sessions, twoFactors, users, verifications, type UserRole } from "../db/schema";
import type { Env } from "../server/env";
import type { Logger } from "../server/log";
import { linkMail, type Mailer } from "../server/mail.server";
import { CLIENT_IP_HEADER } from "~/shared/http/client-ip";
import type { AppContext } from "../server/context";
import type { LimitResult } from "../server/rate-limit";

/**
 * Page the activation link leads to: the link signs the visitor in (autoSignInAfterVerification), and
 * /login sends a signed-in visitor on to ACTIVATED_PATH; with `&error=` when the link is bad or the account
 * disabled, it shows the sign-in form with the message.
 */
export const VERIFIED_PATH = "/login?verified=1";
/** Where a visitor signed in by their activation link lands: their account, which says it is active. */
export const ACTIVATED_PATH = "/account?activated=1";
/** Page the password-reset link leads to, with `?token=` (or `?error=INVALID_TOKEN`). */
export const RESET_PATH = "/reset-password";

/** The window of the per-IP, per-address and per-browser limits on password checks and link requests. */
export const AUTH_RATE_WINDOW_SECONDS = 15 * 60;

/** How long the code step waits after the right password, and how long a trusted device skips it. */
export const TWO_FACTOR_STEP_SECONDS = 10 * 60;
export const TRUST_DEVICE_DAYS = 30;

const ACTIVATION_LINK_HOURS = 24;
const RESET_LINK_HOURS = 1;

/**
 * The secret that signs session cookies: AUTH_SECRET, or else one made on first start and kept in
 * SECRETS_DIR/auth-secret (a folder of its own, mode 0700, out of DATA_DIR and so out of its backups), so
 * `npm start` works with no set-up and sessions survive a restart. A secret an older version generated into
 * DATA_DIR/auth-secret is moved there once, so signed-in visitors stay signed in.
 */
export function authSecret(env: Pick<Env, "AUTH_SECRET" | "DATA_DIR" | "SECRETS_DIR">, log: Logger): string {
  if (env.AUTH_SECRET) return env.AUTH_SECRET;
  const file = path.resolve(env.SECRETS_DIR, "auth-secret");
  const inData = path.resolve(env.DATA_DIR, "auth-secret");
  const keep = (secret: string) => {
    mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    writeFileSync(file, secret, { mode: 0o600, flag: "wx" });
  };
  if (existsSync(inData)) {
    if (!existsSync(file)) keep(readFileSync(inData, "utf8").trim());
    rmSync(inData);
    log.warn({ from: inData, to: file }, "moved the generated session secret out of the data folder");
  }
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  const secret = randomBytes(32).toString("base64url");
  keep(secret);
  log.warn({ file }, "AUTH_SECRET is not set: a new secret was generated and stored");
  return secret;
}

export interface AuthDeps {
  db: Db;
  env: Env;
  log: Logger;
  mailer: Mailer;
}

export function createAuth({ db, env, log, mailer }: AuthDeps) {
  const site = env.SITE_NAME;
  // The account e-mails are sent by better-auth, outside the request's handling (no locale reaches them):
  // they are written in the site's default language.
  const tMail = textFor(authMailText, DEFAULT_LOCALE);
  /** An account mail around one link (reset the password, activate the account), for `to` only. */
  const sendLinkMail = (to: string, url: string, words: { subject: string; intro: string; button: string }) =>
    mailer.send(linkMail({ to, siteName: site, ...words, url, after: tMail("auth.mail.ignore") }));
  const google =
    env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
      ? { google: { clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET } }
      : {};
  const facebook =
    env.FACEBOOK_CLIENT_ID && env.FACEBOOK_CLIENT_SECRET
      ? { facebook: { clientId: env.FACEBOOK_CLIENT_ID, clientSecret: env.FACEBOOK_CLIENT_SECRET } }
      : {};

  return betterAuth({
    appName: site,
    baseURL: env.SITE_URL,
    basePath: AUTH_BASE_PATH,
    secret: authSecret(env, log),
    trustedOrigins: [env.SITE_URL],
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: {
        user: users,
        session: sessions,
        account: accounts,
        verification: verifications,
        twoFactor: twoFactors,
      },
    }),
    user: {
      additionalFields: {
        role: { type: "string", required: false, defaultValue: "user", input: false },
        disabled: { type: "boolean", required: false, defaultValue: false, input: false },
      },
      deleteUser: { enabled: true },
    },
    session: {
      additionalFields: {
        twoFactorVerified: { type: "boolean", required: false, defaultValue: false, input: false },
      },
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: RESET_LINK_HOURS * 3600,
      sendResetPassword: async ({ user, url }) => {
        await sendLinkMail(user.email, url, {
          subject: tMail("auth.mail.resetSubject", { site }),
          intro: tMail("auth.mail.resetText", { name: user.name, hours: RESET_LINK_HOURS }),
          button: tMail("auth.mail.resetButton"),
        });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      // The activation link signs in (once: a second visit finds the address verified and signs no one in),
      // so a new member lands signed in rather than on an empty sign-in form.
      autoSignInAfterVerification: true,
      // A disabled account is not activated, nor signed in: its link leads to the sign-in form's message.
      beforeEmailVerification: async (user) => {
        const [owner] = await db
          .select({ disabled: users.disabled })
          .from(users)
          .where(eq(users.id, user.id));
        if (owner?.disabled)
          throw new APIError("FOUND", undefined, { location: `${VERIFIED_PATH}&error=ACCOUNT_DISABLED` });
      },
      expiresIn: ACTIVATION_LINK_HOURS * 3600,
      sendVerificationEmail: async ({ user, url }) => {
        await sendLinkMail(user.email, url, {
          subject: tMail("auth.mail.activateSubject", { site }),
          intro: tMail("auth.mail.activateText", { name: user.name, site, hours: ACTIVATION_LINK_HOURS }),
          button: tMail("auth.mail.activateButton"),
        });
      },
    },
    socialProviders: { ...google, ...facebook },
    plugins: [
      twoFactor({
        issuer: site,
        // The code step waits 10 minutes after the password; a trusted device skips it for 30 days.
        twoFactorCookieMaxAge: TWO_FACTOR_STEP_SECONDS,
        trustDeviceMaxAge: TRUST_DEVICE_DAYS * 24 * 3600,
      }),
    ],
    databaseHooks: {
      session: {
        create: {
          // A disabled account gets no session, whichever way it signs in.
          // A session made by a code step (or replacing one that passed it) is marked for staff pages.
          before: async (session, ctx) => {
            const [owner] = await db
              .select({ disabled: users.disabled })
              .from(users)
              .where(eq(users.id, session.userId));
            if (owner?.disabled) return false;
            const replaced = ctx?.context.session?.session;
            const passed = sessionPassesSecondStep({
              path: ctx?.path,
              userId: session.userId,
              replaced: replaced && {
                userId: replaced.userId,
                twoFactorVerified: (replaced as { twoFactorVerified?: boolean }).twoFactorVerified === true,
              },
            });
            return passed ? { data: { ...session, twoFactorVerified: true } } : undefined;
          },
        },
      },
    },
    advanced: {
      cookiePrefix: "imodoka",
      useSecureCookies: env.SITE_URL.startsWith("https://"),
      // The address server.ts computed, and nothing a client sent (client-ip.ts).
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    // Our own limits guard the forms (passwordAttempt, mailRateLimit); this one, per client address, the
    // links left open over HTTP (app/shared/auth/auth-doors.ts).
    rateLimit: { enabled: env.NODE_ENV === "production", window: 60, max: 30 },
    telemetry: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;

/** The signed-in visitor as pages see it: never a secret, safe to mirror into localStorage. */
export interface SessionUser {
  id: string;
  name: string;
  email: string;
  role: UserRole;
}

/** A signed-in request: who, which session, and whether the account and this session passed two-step. */
export interface SignedInSession {
  user: SessionUser;
  sessionId: string;
  /** The account has two-step verification on. */
  twoFactorEnabled: boolean;
  /** This session passed the second step (see `sessionPassesSecondStep`). */
  twoFactorVerified: boolean;
}

/**
 * Who is signed in on this request and which of their sessions it is, with their two-step standing;
 * null for visitors and disabled accounts.
 */
export async function signedInSession(auth: Auth, request: Request): Promise<SignedInSession | null> {
  const session = await auth.api.getSession({ headers: request.headers });
  if (!session || session.user.disabled) return null;
  const { id, name, email, role } = session.user;
  return {
    user: { id, name, email, role: role as UserRole },
    sessionId: session.session.id,
    twoFactorEnabled: session.user.twoFactorEnabled === true,
    twoFactorVerified: session.session.twoFactorVerified === true,
  };
}

/** Who is signed in on this request, from the session cookie; null for visitors and disabled accounts. */
export async function currentUser(auth: Auth, request: Request): Promise<SessionUser | null> {
  return (await signedInSession(auth, request))?.user ?? null;
}

/**
 * The better-auth error code of a failed call (`INVALID_EMAIL_OR_PASSWORD`, …), or undefined. The
 * library's own check, not `instanceof`: the server build can hold two copies of its error class.
 */
export function authErrorCode(error: unknown): string | undefined {
  if (isAPIError(error)) return (error.body as { code?: string } | undefined)?.code;
  return undefined;
}

/** An account by e-mail address (stored in lower case), for the messages SPEC §8 asks for. */
export async function findAccountByEmail(db: Db, email: string) {
  const [row] = await db
    .select({ id: users.id, emailVerified: users.emailVerified, disabled: users.disabled })
    .from(users)
    .where(eq(users.email, email.toLowerCase()));
  return row;
}

/** The per-address limits' key for an e-mail address. */
const emailKey = (email: string) => `email:${email.toLowerCase()}`;

/** A request over one of its limits: the minutes to wait, as the message says them, and the exact seconds. */
export type LimitAnswer = { ok: true } | { ok: false; minutes: number; retryAfterSeconds: number };

/** Counts a request against several limits at once; refused when any of them is over. */
async function consumeAll(checks: Promise<LimitResult>[]): Promise<LimitAnswer> {
  const results = await Promise.all(checks);
  const refused = results.filter((result) => !result.ok);
  if (refused.length === 0) return { ok: true };
  const retryAfterSeconds = Math.max(...refused.map((result) => result.retryAfterSeconds));
  return { ok: false, retryAfterSeconds, minutes: Math.max(1, Math.ceil(retryAfterSeconds / 60)) };
}

type AuthLimits = Pick<
  AppContext["limits"],
  "authIp" | "authEmail" | "authDevice" | "authMail" | "authMailDay"
>;

/**
 * Counts one password check (sign-in, password change, account deletion) for `email`, before anything
 * about the account is looked up. From a browser known for that account (`device`: its device cookie's
 * key, device-cookie.server.ts) the check counts against that browser's own allowance only; from anywhere
 * else, against the caller's IP address and the address's shared allowance. Strangers failing for an
 * address therefore never hold up its owner on a browser where the owner signed in before. The right
 * password gives its attempt back (`refund`), so the limits count failures.
 */
export async function passwordAttempt(
  limits: AuthLimits,
  ip: string,
  email: string,
  device: string | undefined,
): Promise<Exclude<LimitAnswer, { ok: true }> | { ok: true; refund: () => Promise<void> }> {
  if (device) {
    const key = `device:${device}`;
    const answer = await consumeAll([limits.authDevice.consume(key)]);
    return answer.ok ? { ok: true, refund: () => limits.authDevice.refund(key) } : answer;
  }
  const key = emailKey(email);
  const answer = await consumeAll([limits.authIp.consume(`ip:${ip}`), limits.authEmail.consume(key)]);
  return answer.ok ? { ok: true, refund: () => limits.authEmail.refund(key) } : answer;
}

/**
 * Counts one code typed at the code step or to confirm a new authenticator key: per caller IP address and,
 * for a known account, on that account's own code allowance — apart from its password allowance, since
 * only someone who got the password right reaches a code form.
 */
export function codeAttempt(limits: AuthLimits, ip: string, email: string | undefined): Promise<LimitAnswer> {
  const checks = [limits.authIp.consume(`ip:${ip}`)];
  if (email) checks.push(limits.authEmail.consume(`code:${email.toLowerCase()}`));
  return consumeAll(checks);
}

/**
 * Counts one request that may mail `email` a link (sign-up, "send the activation link again", forgotten
 * password): per caller IP address, and per inbox an hour and a day. These limits are apart from the
 * password ones, so asking for mails never blocks anyone's sign-in.
 */
export function mailRateLimit(limits: AuthLimits, ip: string, email: string): Promise<LimitAnswer> {
  const key = emailKey(email);
  return consumeAll([
    limits.authIp.consume(`ip:${ip}`),
    limits.authMail.consume(key),
    limits.authMailDay.consume(key),
  ]);
}

/**
 * The signed-in user and session, or a redirect to the sign-in page that comes back here afterwards (SPEC §2.7: pages
 * that need an account). With JavaScript the popup opens before the browser ever asks for such a page.
 */
export async function requireSession(auth: Auth, request: Request): Promise<SignedInSession> {
  const session = await signedInSession(auth, request);
  if (session) return session;
  const url = new URL(request.url);
  throw redirect(loginPath(url.pathname + url.search));
}

/** The signed-in user, or the redirect of `requireSession`. */
export async function requireUser(auth: Auth, request: Request): Promise<SessionUser> {
  return (await requireSession(auth, request)).user;
}

/**
 * The signed-in staff member (editor or administrator, or only `roles`), checked for every staff page and
 * action. Signed-out visitors get the sign-in redirect of `requireSession`; members a 404, so the page's
 * existence is not given away; staff without two-step verification go to set it up, and staff whose
 * session did not pass the code step (a Google sign-in) are asked for a code; both come back here after.
 */
export async function requireStaff(
  auth: Auth,
  request: Request,
  locale: Locale,
  roles: readonly UserRole[] = STAFF_ROLES,
  /** What a member without the role gets: /moderation hides itself (404), the back office says 403. */
  refusal: 403 | 404 = 404,
): Promise<SessionUser> {
  const session = await requireSession(auth, request);
  if (!roles.includes(session.user.role)) (refusal === 403 ? forbidden : notFound)(request, locale);
  const url = new URL(request.url);
  const here = url.pathname + url.search;
  switch (
    staffGate({ twoFactorEnabled: session.twoFactorEnabled, sessionVerified: session.twoFactorVerified })
  ) {
    case "set-up":
      throw redirect(`${SECURITY_PATH}?${new URLSearchParams({ staff: "1", redirectTo: here })}`);
    case "code":
      throw redirect(twoFactorPath(here));
    case "allow":
      return session.user;
  }
}

/** The Cookie header a browser would send back after a response that set `setCookies`' cookies. */
export function cookiesAfter(setCookies: Headers): string {
  return setCookies
    .getSetCookie()
    .map((line) => line.split(";")[0]!)
    .join("; ");
}

/** Marks a session as having passed the second step (a code typed while already signed in, a trusted device). */
export async function markSecondStepPassed(db: Db, session: { id: string } | { token: string }) {
  await db
    .update(sessions)
    .set({ twoFactorVerified: true })
    .where("id" in session ? eq(sessions.id, session.id) : eq(sessions.token, session.token));
}
