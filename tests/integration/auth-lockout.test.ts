import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { action as accountAction } from "../../app/features/accounts/routes/account";
import { action as forgotAction } from "../../app/features/accounts/routes/forgot-password";
import { action as loginAction } from "../../app/features/accounts/routes/login";
import { action as registerAction } from "../../app/features/accounts/routes/register";
import { parseEnv } from "../../app/shared/server/env";
import { createLimiter } from "../../app/shared/server/rate-limit";
import { TEST_AUTH_SECRET, testContext, testLimits } from "../setup/app-context";
import { keepingMailer, MEMBER_PASSWORD, newMember } from "../setup/members";
import { answer, cookieFrom, post, TEST_SITE } from "../setup/requests";
import { createTestDatabase, drivers } from "../setup/test-db";

const LIMITED = "Too many attempts. Please wait 15 min and try again.";

describe.each(drivers)("sign-in limits a stranger cannot turn against an account's owner (%s)", (driver) => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let context: AppLoadContext & { mailer: ReturnType<typeof keepingMailer> };

  /** Calls `handler` with a form post, from the client address `ip` (the limits stay the test's). */
  const send = async (
    handler: (args: never) => unknown,
    path: string,
    fields: Record<string, string>,
    { ip = "10.0.0.1", cookie }: { ip?: string; cookie?: string } = {},
  ) =>
    answer(
      await handler({
        request: post(path, fields, cookie),
        context: { ...context, clientIp: ip },
        params: {},
      } as never),
    );

  const signIn = (email: string, password: string, from: { ip?: string; cookie?: string } = {}) =>
    send(loginAction, "/login", { email, password }, from);

  /** A member whose browser signed in through the sign-in form once: answers that browser's cookies. */
  const ownerWithDevice = async () => {
    const { email } = await newMember(context);
    const signedIn = await signIn(email, MEMBER_PASSWORD, { ip: "10.1.1.1" });
    expect(signedIn.status).toBe(302);
    return { email, browser: cookieFrom(signedIn.headers!) };
  };

  beforeAll(async () => {
    database = await createTestDatabase(driver);
  });
  afterAll(async () => {
    await database?.cleanup();
  });
  beforeEach(() => {
    const mailer = keepingMailer();
    context = {
      ...testContext(database.db, {
        env: parseEnv({ SITE_URL: TEST_SITE, AUTH_SECRET: TEST_AUTH_SECRET }),
        limits: testLimits(),
        mailer,
      }),
      mailer,
    };
  });

  it("lets the owner sign in on their own browser after a stranger's 50 failures from elsewhere", async () => {
    const { email, browser } = await ownerWithDevice();
    for (let attempt = 0; attempt < 50; attempt++)
      await signIn(email, `Guess${attempt}xyz`, { ip: `203.0.113.${attempt + 1}` });
    expect((await signIn(email, `Guess51xyz`, { ip: "203.0.113.99" })).data.formError).toBe(LIMITED);

    const owner = await signIn(email, MEMBER_PASSWORD, { ip: "203.0.113.7", cookie: browser });
    expect(owner).toMatchObject({ status: 302, location: "/" });
    expect(cookieFrom(owner.headers!)).toMatch(/imodoka\.session_token=/);
    // The owner's password forms on the account page are not held up either.
    const session = cookieFrom(owner.headers!);
    const request = post("/account", { intent: "delete", password: "NotMine123" }, session);
    request.headers.set("sec-fetch-mode", "cors");
    const deletion = answer(await accountAction({ request, context, params: {} } as never));
    expect(deletion).toMatchObject({ status: 400, data: { errors: { password: "Incorrect password" } } });
  });

  it("still stops guessing one address, from any number of places, and on the owner's browser", async () => {
    const { email, browser } = await ownerWithDevice();
    for (let attempt = 0; attempt < 5; attempt++)
      expect((await signIn(email, `Guess${attempt}xyz`, { ip: `198.51.100.${attempt}` })).data).toMatchObject(
        {
          errors: { password: "Incorrect password" },
        },
      );
    // From a browser the account never signed in on, even the right password waits (and reveals nothing).
    const stranger = await signIn(email, MEMBER_PASSWORD, { ip: "198.51.100.200" });
    expect(stranger).toMatchObject({ status: 429, data: { formError: LIMITED } });
    expect(stranger.headers?.getSetCookie() ?? []).toEqual([]);

    // The owner's browser has an allowance of its own, of the same size.
    for (let attempt = 0; attempt < 5; attempt++)
      expect((await signIn(email, `Typo${attempt}xyz`, { cookie: browser })).status).toBe(400);
    expect(await signIn(email, MEMBER_PASSWORD, { cookie: browser })).toMatchObject({
      status: 429,
      data: { formError: LIMITED },
    });
  });

  it("does not trust a browser for an account that never signed in there", async () => {
    const { browser } = await ownerWithDevice();
    const { email: other } = await newMember(context);
    for (let attempt = 0; attempt < 5; attempt++)
      await signIn(other, `Guess${attempt}xyz`, { cookie: browser });
    expect(await signIn(other, MEMBER_PASSWORD, { cookie: browser })).toMatchObject({ status: 429 });
  });

  it("caps link mails per inbox, and the cap never blocks signing in", async () => {
    const { email } = await newMember(context);
    const sent = () => context.mailer.sent.filter((mail) => mail.to === email).length;
    const before = sent();
    for (let request = 0; request < 2; request++)
      expect(
        (await send(forgotAction, "/forgot-password", { email }, { ip: `192.0.2.${request}` })).data,
      ).toEqual({
        status: "sent",
        email,
      });
    expect(
      (await send(loginAction, "/login", { intent: "resend", email }, { ip: "192.0.2.50" })).data,
    ).toEqual({
      status: "resent",
      email,
    });
    // Sign-up for the address counts as a mail to it too (and answers nothing more).
    const signUp = { name: "Someone", email, password: "Kigali2026", confirm_password: "Kigali2026" };
    expect(await send(registerAction, "/register", signUp, { ip: "192.0.2.60" })).toMatchObject({
      status: 429,
      data: { formError: LIMITED.replace("15 min", "60 min") },
    });
    expect(await send(forgotAction, "/forgot-password", { email }, { ip: "192.0.2.99" })).toMatchObject({
      status: 429,
      data: { status: "invalid", formError: LIMITED.replace("15 min", "60 min"), values: { email } },
    });
    expect(sent()).toBe(before + 2);

    // The inbox is capped; its owner's password is not.
    expect(await signIn(email, MEMBER_PASSWORD, { ip: "192.0.2.99" })).toMatchObject({ status: 302 });
  });

  it("caps link mails per inbox a day too", async () => {
    context = {
      ...context,
      limits: { ...context.limits, authMail: createLimiter(100, 3600), authMailDay: createLimiter(2, 86400) },
    };
    const forgot = (ip: string) =>
      send(forgotAction, "/forgot-password", { email: "daily@example.rw" }, { ip });
    expect((await forgot("192.0.2.1")).status).toBe(200);
    expect((await forgot("192.0.2.2")).status).toBe(200);
    expect(await forgot("192.0.2.3")).toMatchObject({
      status: 429,
      data: { formError: "Too many attempts. Please wait 1440 min and try again." },
    });
  });
});
