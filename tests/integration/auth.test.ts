import { eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { action as loginAction, loader as loginLoader } from "../../app/features/accounts/routes/login";
import { action as logoutAction } from "../../app/features/accounts/routes/logout";
import { loader as postListingLoader } from "../../app/features/posting/routes/post-listing";
import { action as registerAction } from "../../app/features/accounts/routes/register";
import { currentUser } from "../../app/shared/auth/auth.server";
import { sessions, users } from "../../app/shared/db/schema";
import { parseEnv } from "../../app/shared/server/env";
import { createMailer } from "../../app/shared/server/mail.server";
import { createLimiter } from "../../app/shared/server/rate-limit";
import { pino } from "pino";
import { startSmtpSink, type SmtpSink } from "../setup/smtp";
import { TEST_AUTH_SECRET, testContext, testLimits } from "../setup/app-context";
import { answer, cookieFrom, post, TEST_SITE } from "../setup/requests";
import { createTestDatabase, drivers } from "../setup/test-db";

const SITE = TEST_SITE;
const PASSWORD = "Kigali2026";

describe.each(drivers)("accounts: sign up, activate, sign in, sign out (%s)", (driver) => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let sink: SmtpSink;
  let context: AppLoadContext;
  let emailLimit = 5;

  const freshContext = () =>
    testContext(database.db, {
      env: parseEnv({ SITE_URL: SITE, AUTH_SECRET: TEST_AUTH_SECRET }),
      limits: { ...testLimits(), authEmail: createLimiter(emailLimit, 900) },
      mailer: createMailer({
        smtpUrl: sink.url,
        from: "Imodoka <no-reply@imodoka.rw>",
        outboxDir: "unused",
        log: pino({ level: "silent" }),
      }),
    });

  const signUp = (fields: Record<string, string>) =>
    registerAction({ request: post("/register", fields), context, params: {} } as never);
  const signIn = (fields: Record<string, string>, cookie?: string) =>
    loginAction({ request: post("/login", fields, cookie), context, params: {} } as never);

  const mailsTo = (email: string) => sink.messages.filter((mail) => mail.envelope.to.includes(email));
  const activationLink = (email: string) => {
    const mail = mailsTo(email).at(-1);
    const link = mail && new RegExp(`${SITE}/api/auth/verify-email\\?[^\\s"<]+`).exec(mail.text)?.[0];
    if (!link) throw new Error(`no activation link for ${email}`);
    return link;
  };
  /** Follows the activation link through better-auth's handler, as the mail's reader would. */
  const activate = (email: string) => context.auth.handler(new Request(activationLink(email)));

  const register = async (email: string, name = "Aline Uwase") => {
    const result = answer(await signUp({ name, email, password: PASSWORD, confirm_password: PASSWORD }));
    expect(result.data).toEqual({ status: "registered", email: email.toLowerCase() });
  };

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    sink = await startSmtpSink();
  });
  afterAll(async () => {
    await sink?.close();
    await database?.cleanup();
  });
  beforeEach(() => {
    emailLimit = 5;
    context = freshContext();
  });

  it("signs up with the display name, sends the activation link, and shows the address", async () => {
    await register(" Jean@Example.RW ".trim(), "  Jean Mugisha ");
    const [user] = await database.db.select().from(users).where(eq(users.email, "jean@example.rw"));
    expect(user).toMatchObject({ name: "Jean Mugisha", emailVerified: false, role: "user", disabled: false });
    const mail = mailsTo("jean@example.rw").at(-1)!;
    expect(mail.headers.get("subject")).toBe("Activate your Imodoka account");
    expect(activationLink("jean@example.rw")).toContain("callbackURL=%2Flogin%3Fverified%3D1");
  });

  it("validates every field with the SPEC messages, keeping name and e-mail", async () => {
    const result = answer(
      await signUp({ name: " ", email: "not-an-email", password: "weak", confirm_password: "other" }),
    );
    expect(result.status).toBe(400);
    expect(result.data).toEqual({
      status: "invalid",
      values: { name: " ", email: "not-an-email" },
      errors: {
        name: "Please enter your name",
        email: "Please enter a valid email address",
        password:
          "Password must be at least 8 characters and contain a number, an uppercase letter, and a lowercase letter",
        confirm_password: "Confirmation password does not match",
      },
    });
  });

  it("refuses an address already in use, whatever its case", async () => {
    await register("twice@example.rw");
    const result = answer(
      await signUp({
        name: "Other",
        email: "TWICE@example.rw",
        password: PASSWORD,
        confirm_password: PASSWORD,
      }),
    );
    expect(result.data).toMatchObject({
      status: "invalid",
      errors: { email: "This email is already in use" },
    });
  });

  it("walks the sign-in error catalogue, then signs in with a session cookie", async () => {
    const email = "claudine@example.rw";
    await register(email);

    expect(answer(await signIn({ email: "nobody@example.rw", password: PASSWORD })).data).toMatchObject({
      errors: { email: "User not found" },
    });
    const unverified = answer(await signIn({ email, password: PASSWORD }));
    expect(unverified.data).toMatchObject({
      status: "invalid",
      unverified: true,
      formError: "Your account is not yet verified",
      values: { email },
    });

    const before = mailsTo(email).length;
    expect(answer(await signIn({ intent: "resend", email })).data).toEqual({ status: "resent", email });
    await expect.poll(() => mailsTo(email).length).toBe(before + 1);

    const verified = await activate(email);
    expect(verified.status).toBe(302);
    expect(verified.headers.get("location")).toBe("/login?verified=1");

    expect(answer(await signIn({ email, password: "Wrong2026" })).data).toMatchObject({
      errors: { password: "Incorrect password" },
    });

    const signedIn = (await signIn({
      email,
      password: PASSWORD,
      redirectTo: "/poster-une-annonce",
    })) as Response;
    expect(signedIn.status).toBe(302);
    expect(signedIn.headers.get("location")).toBe("/poster-une-annonce");
    const setCookie = signedIn.headers.getSetCookie().join("\n");
    expect(setCookie).toMatch(/imodoka\.session_token=/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    const cookie = cookieFrom(signedIn.headers);

    const request = new Request(`${SITE}/`, { headers: { cookie } });
    expect(await currentUser(context.auth, request)).toMatchObject({
      email,
      name: "Aline Uwase",
      role: "user",
    });

    // Signed in: /login sends home, and the listing page opens.
    const login = await loginLoader({
      request: new Request(`${SITE}/login`, { headers: { cookie } }),
      context,
    } as never).catch((thrown: unknown) => thrown);
    expect(answer(login).location).toBe("/");
    const page = await postListingLoader({
      request: new Request(`${SITE}/poster-une-annonce`, { headers: { cookie } }),
      context,
      params: {},
    } as never);
    expect(page).toMatchObject({ heading: "Sell your car on Imodoka", drafts: [] });

    // Logout ends the session on the server.
    const out = (await logoutAction({
      request: post("/logout", {}, cookie),
      context,
      params: {},
    } as never)) as Response;
    expect(out.headers.get("location")).toBe("/");
    expect(await currentUser(context.auth, request)).toBeNull();
  });

  it("answers an unverified account the same whatever the password, and counts the attempts", async () => {
    const email = "unverified@example.rw";
    await register(email);
    emailLimit = 3;
    context = freshContext();
    const right = answer(await signIn({ email, password: PASSWORD }));
    const wrong = answer(await signIn({ email, password: "Wrong2026" }));
    expect(right.status).toBe(403);
    expect(wrong.status).toBe(right.status);
    expect(wrong.data).toEqual(right.data);
    expect(right.data).toEqual({
      status: "invalid",
      values: { email },
      errors: {},
      unverified: true,
      formError: "Your account is not yet verified",
    });
    await signIn({ email, password: "Other2026" });
    expect(answer(await signIn({ email, password: PASSWORD })).status).toBe(429);
  });

  it("refuses a disabled account on the e-mail field, and ends its sessions' use", async () => {
    const email = "disabled@example.rw";
    await register(email);
    await activate(email);
    const cookie = cookieFrom(((await signIn({ email, password: PASSWORD })) as Response).headers);
    await database.db.update(users).set({ disabled: true }).where(eq(users.email, email));

    expect(answer(await signIn({ email, password: PASSWORD })).data).toMatchObject({
      errors: { email: "Account has been disabled" },
    });
    expect(await currentUser(context.auth, new Request(`${SITE}/`, { headers: { cookie } }))).toBeNull();
  });

  it("signs the new member in with the activation link, once, and lands them on their account", async () => {
    const email = "activated@example.rw";
    await register(email);
    const link = activationLink(email);
    const verified = await context.auth.handler(new Request(link));
    expect(verified.status).toBe(302);
    expect(verified.headers.get("location")).toBe("/login?verified=1");
    const cookie = cookieFrom(verified.headers);
    const user = await currentUser(context.auth, new Request(`${SITE}/`, { headers: { cookie } }));
    expect(user).toMatchObject({ email, name: "Aline Uwase" });

    // /login?verified=1, signed in: the account page, which says the account is active.
    const landed = await loginLoader({
      request: new Request(`${SITE}/login?verified=1`, { headers: { cookie } }),
      context,
      params: {},
    } as never).catch((error: unknown) => error);
    expect(answer(landed).location).toBe("/account?activated=1");

    // The same link again signs no one in (the address is already verified).
    const again = await context.auth.handler(new Request(link));
    expect(again.headers.get("location")).toBe("/login?verified=1");
    expect(cookieFrom(again.headers)).not.toContain("session_token=");
  });

  it("neither activates nor signs in a disabled account by its link", async () => {
    const email = "disabled-new@example.rw";
    await register(email);
    await database.db.update(users).set({ disabled: true }).where(eq(users.email, email));
    const refused = await activate(email);
    expect(refused.status).toBe(302);
    expect(refused.headers.get("location")).toBe("/login?verified=1&error=ACCOUNT_DISABLED");
    expect(cookieFrom(refused.headers)).not.toContain("session_token=");
    const [row] = await database.db.select().from(users).where(eq(users.email, email));
    expect(row?.emailVerified).toBe(false);
  });

  it("sends a signed-out visitor from /poster-une-annonce to /login and back", async () => {
    const thrown = await postListingLoader({
      request: new Request(`${SITE}/poster-une-annonce`),
      context,
      params: {},
    } as never).catch((error: unknown) => error);
    expect(answer(thrown).location).toBe("/login?redirectTo=%2Fposter-une-annonce");
  });

  it("never redirects off the site after sign-in", async () => {
    const email = "redirect@example.rw";
    await register(email);
    await activate(email);
    const response = (await signIn({
      email,
      password: PASSWORD,
      redirectTo: "//evil.example/x",
    })) as Response;
    expect(response.headers.get("location")).toBe("/");
  });

  it("limits attempts per e-mail address with a clear message", async () => {
    emailLimit = 2;
    context = freshContext();
    const email = "limited@example.rw";
    for (let attempt = 0; attempt < 2; attempt++) await signIn({ email, password: "Wrong2026" });
    const limited = answer(await signIn({ email, password: "Wrong2026" }));
    expect(limited.status).toBe(429);
    expect(limited.data).toMatchObject({
      formError: "Too many attempts. Please wait 15 min and try again.",
      values: { email },
    });
    // Another address from the same place is not affected.
    expect(answer(await signIn({ email: "other@example.rw", password: "x" })).status).toBe(400);
  });

  it("counts only failed sign-ins against an address: a member on many devices is never held up", async () => {
    const email = "devices@example.rw";
    await register(email);
    await activate(email);
    emailLimit = 2;
    context = freshContext();
    for (let device = 0; device < 4; device++)
      expect(((await signIn({ email, password: PASSWORD })) as Response).status).toBe(302);
    await signIn({ email, password: "Wrong2026" });
    expect(((await signIn({ email, password: PASSWORD })) as Response).status).toBe(302);
    await signIn({ email, password: "Wrong2026" });
    expect(answer(await signIn({ email, password: PASSWORD })).status).toBe(429);
    // About ten password hashes (scrypt): more than the default 30 s on a busy two-core machine.
  }, 90_000);

  it("offers social sign-in only for configured providers", async () => {
    const thrown = await signIn({ intent: "social", provider: "google" }).catch((error: unknown) => error);
    expect(answer(thrown).status).toBe(400);

    context = testContext(database.db, {
      env: parseEnv({
        SITE_URL: SITE,
        AUTH_SECRET: TEST_AUTH_SECRET,
        GOOGLE_CLIENT_ID: "id.apps.googleusercontent.com",
        GOOGLE_CLIENT_SECRET: "secret",
      }),
    });
    const google = (await signIn({ intent: "social", provider: "google" })) as Response;
    expect(google.status).toBe(302);
    expect(new URL(google.headers.get("location")!).host).toBe("accounts.google.com");
    expect(
      answer(await loginLoader({ request: new Request(`${SITE}/login`), context } as never)).data,
    ).toMatchObject({
      providers: { google: true, facebook: false },
    });
  });

  it("keeps no session rows for failed sign-ins", async () => {
    const before = await database.db.$count(sessions);
    await signIn({ email: "nobody@example.rw", password: PASSWORD });
    expect(await database.db.$count(sessions)).toBe(before);
  });
});
