import { and, eq, like } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { action as accountAction } from "../../app/features/accounts/routes/account";
import {
  action as securityAction,
  loader as securityLoader,
} from "../../app/features/accounts/routes/account-security";
import { action as loginAction } from "../../app/features/accounts/routes/login";
import {
  action as stepAction,
  loader as stepLoader,
} from "../../app/features/accounts/routes/login-two-factor";
import {
  action as moderationAction,
  loader as moderationLoader,
} from "../../app/features/moderation/routes/moderation";
import { PASSWORD_CHANGED_PATH } from "../../app/features/accounts/account.server";
import { sessions, twoFactors, users, verifications } from "../../app/shared/db/schema";
import { parseEnv } from "../../app/shared/server/env";
import { createLimiter } from "../../app/shared/server/rate-limit";
import { TEST_AUTH_SECRET, testContext, testLimits } from "../setup/app-context";
import { keepingMailer, MEMBER_PASSWORD, newMember } from "../setup/members";
import { answer, cookieFrom, get, post, TEST_SITE } from "../setup/requests";
import { createTestDatabase, drivers } from "../setup/test-db";
import { totpCode } from "../setup/two-factor";

type SecurityPage = Awaited<ReturnType<typeof securityLoader>>;

describe.each(drivers)("two-step verification (%s)", (driver) => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let context: AppLoadContext & { mailer: ReturnType<typeof keepingMailer> };

  const call = (handler: (args: never) => unknown, request: Request) =>
    Promise.resolve(handler({ request, context, params: {} } as never))
      .catch((thrown: unknown) => thrown)
      .then(answer);
  const security = (cookie: string, fields: Record<string, string>) =>
    call(securityAction, post("/account/security", fields, cookie));
  const securityPage = async (cookie: string, query = "") =>
    (await securityLoader({
      request: get(`/account/security${query}`, cookie),
      context,
    } as never)) as SecurityPage;
  /** The password sign-in: answers the redirect and the cookies a browser would keep. */
  const signIn = async (email: string, cookie?: string, redirectTo = "/auto-guide") => {
    const result = await call(
      loginAction,
      post("/login", { email, password: MEMBER_PASSWORD, redirectTo }, cookie),
    );
    return { ...result, cookie: [cookie, cookieFrom(result.headers!)].filter(Boolean).join("; ") };
  };
  const step = (cookie: string, fields: Record<string, string>) =>
    call(stepAction, post("/login/two-factor", { redirectTo: "/auto-guide", ...fields }, cookie));
  const sessionOf = async (cookie: string) => {
    const token = /imodoka\.session_token=([^.;]+)/.exec(cookie)?.[1];
    const [row] = await database.db
      .select()
      .from(sessions)
      .where(eq(sessions.token, token ?? ""));
    return row;
  };

  /** A member who turned two-step verification on from the security page: cookie, key, recovery codes. */
  const memberWithTwoFactor = async () => {
    const member = await newMember(context);
    const setup = await security(member.cookie, { intent: "enable", password: MEMBER_PASSWORD });
    const key = (setup.data.setup as { key: string }).key;
    const confirmed = await security(member.cookie, { intent: "confirm", code: await totpCode(key) });
    const codes = (confirmed.data.recovery as { codes: string[] }).codes;
    return { ...member, key, codes, cookie: cookieFrom(confirmed.headers!) };
  };

  beforeAll(async () => {
    database = await createTestDatabase(driver);
  });
  afterAll(async () => {
    await database?.cleanup();
  });
  beforeEach(() => {
    context = testContext(database.db, {
      env: parseEnv({ SITE_URL: TEST_SITE, AUTH_SECRET: TEST_AUTH_SECRET, SITE_NAME: "Imodoka" }),
      limits: { ...testLimits(), authEmail: createLimiter(100, 900), authIp: createLimiter(200, 900) },
      mailer: keepingMailer(),
    }) as typeof context;
  });

  describe("turning it on", () => {
    it("asks for the password, shows the key, then takes a code and shows the recovery codes once", async () => {
      const member = await newMember(context);
      expect((await securityPage(member.cookie)).state).toBe("off");

      const blank = await security(member.cookie, { intent: "enable", password: " " });
      expect(blank).toMatchObject({
        status: 400,
        data: { errors: { password: "Please enter your password" } },
      });
      const wrong = await security(member.cookie, { intent: "enable", password: "Wrong2026" });
      expect(wrong).toMatchObject({
        status: 400,
        data: { intent: "enable", errors: { password: "Incorrect password" } },
      });

      const setup = await security(member.cookie, { intent: "enable", password: MEMBER_PASSWORD });
      expect(setup.data).toMatchObject({ intent: "enable", status: "setup" });
      const { qr, key } = setup.data.setup as { qr: string; key: string };
      expect(qr).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
      expect(key).toMatch(/^([A-Z2-7]{4} )+[A-Z2-7]{1,4}$/);
      // Not on until a code confirms it: the page offers to finish, and sign-in still takes the password alone.
      expect((await securityPage(member.cookie)).state).toBe("pending");
      expect((await signIn(member.email)).location).toBe("/auto-guide");

      const badCode = await security(member.cookie, { intent: "confirm", code: "12345" });
      expect(badCode).toMatchObject({
        status: 400,
        data: { errors: { code: "Enter the 6 digits your app shows" } },
      });
      const wrongCode = await security(member.cookie, { intent: "confirm", code: "000000" });
      expect(wrongCode.data).toMatchObject({
        intent: "confirm",
        errors: { code: "This code is not right. Check the time on your phone and type the newest code." },
      });

      const code = await totpCode(key);
      const done = await security(member.cookie, {
        intent: "confirm",
        code: `${code.slice(0, 3)} ${code.slice(3)}`,
      });
      expect(done.data).toMatchObject({
        intent: "confirm",
        status: "codes",
        message: "Two-step verification is on.",
      });
      const recovery = done.data.recovery as { codes: string[]; fileName: string; fileHref: string };
      expect(recovery.codes).toHaveLength(10);
      expect(recovery.fileName).toBe("imodoka-recovery-codes.txt");
      expect(decodeURIComponent(recovery.fileHref)).toContain(recovery.codes[0]!);
      // A new session replaces the old one, marked as having passed the code step.
      const cookie = cookieFrom(done.headers!);
      expect((await sessionOf(cookie))?.twoFactorVerified).toBe(true);
      const page = await securityPage(cookie);
      expect(page.state).toBe("on");
      expect(JSON.stringify(page)).not.toContain(recovery.codes[0]);
      // The key is stored encrypted, never as shown.
      const [row] = await database.db.select().from(twoFactors).where(eq(twoFactors.userId, member.id));
      expect(row!.secret).not.toContain(key.replace(/ /g, ""));

      const again = await security(cookie, { intent: "enable", password: MEMBER_PASSWORD });
      expect(again).toMatchObject({
        status: 409,
        data: { formError: "Two-step verification is already on." },
      });
    });

    it("limits the password forms per account like sign-in; a blank password does not count", async () => {
      const member = await newMember(context);
      context.limits.authEmail = createLimiter(1, 900);
      expect((await security(member.cookie, { intent: "enable", password: "" })).status).toBe(400);
      expect((await security(member.cookie, { intent: "enable", password: "Wrong2026" })).status).toBe(400);
      const limited = await security(member.cookie, { intent: "enable", password: MEMBER_PASSWORD });
      expect(limited).toMatchObject({
        status: 429,
        data: { intent: "enable", formError: expect.stringMatching(/^Too many attempts/) },
      });
    });

    it("refuses a code before the password step, and strangers", async () => {
      const member = await newMember(context);
      const early = await security(member.cookie, { intent: "confirm", code: "123456" });
      expect(early).toMatchObject({ status: 409, data: { formError: "Start by confirming your password." } });
      expect(await call(securityLoader, get("/account/security"))).toMatchObject({
        status: 302,
        location: "/login?redirectTo=%2Faccount%2Fsecurity",
      });
      expect(await call(securityAction, post("/account/security", { intent: "enable" }))).toMatchObject({
        status: 302,
      });
      expect(await security(member.cookie, { intent: "other" })).toMatchObject({ status: 400 });
    });
  });

  describe("signing in", () => {
    it("asks for a code after the right password, then lands where the visitor was going", async () => {
      const member = await memberWithTwoFactor();
      const first = await signIn(member.email);
      expect(first).toMatchObject({ status: 302, location: "/login/two-factor?redirectTo=%2Fauto-guide" });
      // No session yet: only the step's cookie.
      expect(first.cookie).not.toMatch(/session_token=[^;]/);
      expect(
        await call(stepLoader, get("/login/two-factor?redirectTo=%2Fauto-guide", first.cookie)),
      ).toMatchObject({
        status: 200,
        data: { method: "code", redirectTo: "/auto-guide", signedIn: false },
      });

      const letters = await step(first.cookie, { code: "abcdef", trust: "on" });
      expect(letters).toMatchObject({
        status: 400,
        data: { errors: { code: "Enter the 6 digits your app shows" }, trust: true },
      });
      const wrong = await step(first.cookie, { code: "000000" });
      expect(wrong.data.errors).toEqual({
        code: "This code is not right. Check the time on your phone and type the newest code.",
      });

      const passed = await step(first.cookie, { code: await totpCode(member.key) });
      expect(passed).toMatchObject({ status: 302, location: "/auto-guide" });
      const session = await sessionOf(cookieFrom(passed.headers!));
      expect(session).toMatchObject({ userId: member.id, twoFactorVerified: true });
    });

    it("keeps redirectTo to this site's paths only", async () => {
      const member = await memberWithTwoFactor();
      const first = await signIn(member.email, undefined, "//evil.example/");
      expect(first.location).toBe("/login/two-factor");
      const passed = await call(
        stepAction,
        post(
          "/login/two-factor",
          { redirectTo: "https://evil.example/", code: await totpCode(member.key) },
          first.cookie,
        ),
      );
      expect(passed).toMatchObject({ status: 302, location: "/" });
    });

    it("takes a recovery code once, typed without its dash", async () => {
      const member = await memberWithTwoFactor();
      const code = member.codes[0]!;
      const first = await signIn(member.email);
      const passed = await step(first.cookie, { method: "recovery", code: ` ${code.replace("-", "")} ` });
      expect(passed).toMatchObject({ status: 302, location: "/auto-guide" });

      const second = await signIn(member.email);
      const reused = await step(second.cookie, { method: "recovery", code });
      expect(reused).toMatchObject({
        status: 400,
        data: { errors: { code: "This recovery code is not right, or it was already used." } },
      });
      const short = await step(second.cookie, { method: "recovery", code: "abc" });
      expect(short.data.errors).toEqual({ code: "Enter a recovery code, like abcde-12345" });
      expect(await step(second.cookie, { method: "recovery", code: member.codes[1]! })).toMatchObject({
        status: 302,
      });
    });

    it("sends the visitor back to sign in when the step expired, and after five wrong codes", async () => {
      const member = await memberWithTwoFactor();
      const first = await signIn(member.email);
      await database.db
        .update(verifications)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(and(like(verifications.identifier, "2fa-%"), eq(verifications.value, member.id)));
      expect(await step(first.cookie, { code: await totpCode(member.key) })).toMatchObject({
        status: 302,
        location: "/login?step=expired&redirectTo=%2Fauto-guide",
      });
      // Without the step's cookie (gone after 10 minutes), the page itself sends back to sign in.
      expect(await call(stepLoader, get("/login/two-factor?redirectTo=%2Fauto-guide"))).toMatchObject({
        status: 302,
        location: "/login?step=expired&redirectTo=%2Fauto-guide",
      });

      const second = await signIn(member.email);
      for (let n = 0; n < 5; n++) expect((await step(second.cookie, { code: "000000" })).status).toBe(400);
      expect(await step(second.cookie, { code: await totpCode(member.key) })).toMatchObject({
        status: 302,
        location: "/login?step=attempts&redirectTo=%2Fauto-guide",
      });
    });

    it("is limited per address by the site's own limiter", async () => {
      const member = await memberWithTwoFactor();
      const first = await signIn(member.email);
      context.limits.authIp = createLimiter(1, 900);
      expect((await step(first.cookie, { code: "000000" })).status).toBe(400);
      const limited = await step(first.cookie, { code: await totpCode(member.key) });
      expect(limited).toMatchObject({
        status: 429,
        data: { formError: expect.stringMatching(/^Too many attempts/) },
      });
    });

    it("skips the code on a trusted device for 30 days, still marking the session", async () => {
      const member = await memberWithTwoFactor();
      const first = await signIn(member.email);
      const passed = await step(first.cookie, { code: await totpCode(member.key), trust: "on" });
      const trusted = passed.headers!.getSetCookie().find((line) => line.includes("imodoka.trust_device="));
      expect(trusted).toMatch(/Max-Age=2592000/);
      const again = await signIn(member.email, trusted!.split(";")[0]);
      expect(again).toMatchObject({ status: 302, location: "/auto-guide" });
      expect(await sessionOf(again.cookie)).toMatchObject({ userId: member.id, twoFactorVerified: true });
    });
  });

  describe("when it is on", () => {
    it("makes new recovery codes with the password; the old ones stop working", async () => {
      const member = await memberWithTwoFactor();
      const wrong = await security(member.cookie, { intent: "codes", password: "Wrong2026" });
      expect(wrong.data.errors).toEqual({ password: "Incorrect password" });
      const fresh = await security(member.cookie, { intent: "codes", password: MEMBER_PASSWORD });
      expect(fresh.data).toMatchObject({
        status: "codes",
        message: "New recovery codes are ready. The old ones no longer work.",
      });
      const first = await signIn(member.email);
      expect((await step(first.cookie, { method: "recovery", code: member.codes[0]! })).status).toBe(400);
      const codes = (fresh.data.recovery as { codes: string[] }).codes;
      expect((await step(first.cookie, { method: "recovery", code: codes[0]! })).status).toBe(302);
    });

    it("moves to a new phone: a new key to confirm, the old one no longer signs in", async () => {
      const member = await memberWithTwoFactor();
      const moved = await security(member.cookie, { intent: "replace", password: MEMBER_PASSWORD });
      expect(moved.data).toMatchObject({ intent: "replace", status: "setup" });
      const cookie = cookieFrom(moved.headers!);
      expect((await securityPage(cookie)).state).toBe("pending");
      const newKey = (moved.data.setup as { key: string }).key;
      expect(newKey).not.toBe(member.key);
      const done = await security(cookie, { intent: "confirm", code: await totpCode(newKey) });
      expect(done.data.status).toBe("codes");
      const first = await signIn(member.email);
      expect((await step(first.cookie, { code: await totpCode(member.key) })).status).toBe(400);
      expect((await step(first.cookie, { code: await totpCode(newKey) })).status).toBe(302);
    });

    it("lets a member turn it off with the password", async () => {
      const member = await memberWithTwoFactor();
      const blank = await security(member.cookie, { intent: "disable", password: "" });
      expect(blank.data.errors).toEqual({ password: "Please enter your password" });
      const off = await security(member.cookie, { intent: "disable", password: MEMBER_PASSWORD });
      expect(off.data).toEqual({
        intent: "disable",
        status: "done",
        message: "Two-step verification is off.",
      });
      expect((await securityPage(cookieFrom(off.headers!))).state).toBe("off");
      expect((await signIn(member.email)).location).toBe("/auto-guide");
    });
  });

  describe("staff", () => {
    const makeEditor = async () => {
      const member = await newMember(context, "Eddy Editor");
      await database.db.update(users).set({ role: "editor" }).where(eq(users.id, member.id));
      return member;
    };

    it("are sent to set it up before moderation, for pages and actions alike", async () => {
      const editor = await makeEditor();
      const setUp = "/account/security?staff=1&redirectTo=%2Fmoderation%3Ftab%3Dreports";
      expect(await call(moderationLoader, get("/moderation?tab=reports", editor.cookie))).toMatchObject({
        status: 302,
        location: setUp,
      });
      expect(
        await call(
          moderationAction,
          post("/moderation?tab=reports", { intent: "approve", id: "1" }, editor.cookie),
        ),
      ).toMatchObject({ status: 302, location: setUp });
      const page = await securityPage(editor.cookie, "?staff=1&redirectTo=%2Fmoderation%3Ftab%3Dreports");
      expect(page).toMatchObject({ staff: true, staffNotice: true, continueTo: "/moderation?tab=reports" });
      // Members never learn the page exists.
      const member = await newMember(context);
      expect(await call(moderationLoader, get("/moderation", member.cookie))).toMatchObject({ status: 404 });
    });

    it("whose session did not pass the code step are asked for a code, then let in", async () => {
      const editor = await makeEditor();
      // Signed in before turning it on (as a Google sign-in would be): the session has not passed the step.
      const other = await signIn(editor.email);
      const setup = await security(editor.cookie, { intent: "enable", password: MEMBER_PASSWORD });
      const key = (setup.data.setup as { key: string }).key;
      const confirmed = await security(editor.cookie, { intent: "confirm", code: await totpCode(key) });
      expect(await call(moderationLoader, get("/moderation", cookieFrom(confirmed.headers!)))).toMatchObject({
        status: 200,
      });

      const ask = "/login/two-factor?redirectTo=%2Fmoderation";
      expect(await call(moderationLoader, get("/moderation", other.cookie))).toMatchObject({
        status: 302,
        location: ask,
      });
      expect(
        await call(moderationAction, post("/moderation", { intent: "approve", id: "1" }, other.cookie)),
      ).toMatchObject({
        status: 302,
        location: ask,
      });
      expect(await call(stepLoader, get(ask, other.cookie))).toMatchObject({
        status: 200,
        data: { signedIn: true },
      });
      const wrong = await call(
        stepAction,
        post(ask, { redirectTo: "/moderation", code: "000000" }, other.cookie),
      );
      expect(wrong).toMatchObject({ status: 400 });
      const passed = await call(
        stepAction,
        post(ask, { redirectTo: "/moderation", code: await totpCode(key) }, other.cookie),
      );
      expect(passed).toMatchObject({ status: 302, location: "/moderation" });
      expect(await call(moderationLoader, get("/moderation", other.cookie))).toMatchObject({ status: 200 });
      // A session that passed has nothing left to ask.
      expect(await call(stepLoader, get(ask, other.cookie))).toMatchObject({
        status: 302,
        location: "/moderation",
      });
    });

    it("cannot turn it off, and keep their standing through a password change", async () => {
      const editor = await makeEditor();
      const setup = await security(editor.cookie, { intent: "enable", password: MEMBER_PASSWORD });
      const key = (setup.data.setup as { key: string }).key;
      const confirmed = await security(editor.cookie, { intent: "confirm", code: await totpCode(key) });
      const cookie = cookieFrom(confirmed.headers!);
      const off = await security(cookie, { intent: "disable", password: MEMBER_PASSWORD });
      expect(off).toMatchObject({
        status: 403,
        data: { formError: "Editors and administrators cannot turn off two-step verification." },
      });
      const [user] = await database.db.select().from(users).where(eq(users.id, editor.id));
      expect(user!.twoFactorEnabled).toBe(true);

      const changed = await call(
        accountAction,
        post(
          "/account",
          {
            intent: "password",
            current_password: MEMBER_PASSWORD,
            password: "Musanze2027",
            confirm_password: "Musanze2027",
          },
          cookie,
        ),
      );
      // Sent without JavaScript: back to the account page with the new session's cookie.
      expect(changed).toMatchObject({ status: 303, location: PASSWORD_CHANGED_PATH });
      expect(await call(moderationLoader, get("/moderation", cookieFrom(changed.headers!)))).toMatchObject({
        status: 200,
      });
    });
  });
});
