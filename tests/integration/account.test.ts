import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { pino } from "pino";
import sharp from "sharp";
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { action as accountAction, loader as accountLoader } from "../../app/features/accounts/routes/account";
import { action as forgotAction } from "../../app/features/accounts/routes/forgot-password";
import { action as loginAction } from "../../app/features/accounts/routes/login";
import { action as registerAction } from "../../app/features/accounts/routes/register";
import {
  action as resetAction,
  loader as resetLoader,
} from "../../app/features/accounts/routes/reset-password";
import { createAdmin } from "../../app/features/accounts/admin-user.server";
import { currentUser } from "../../app/shared/auth/auth.server";
import { sessions, usedListings, users } from "../../app/shared/db/schema";
import { parseEnv } from "../../app/shared/server/env";
import { createMailer } from "../../app/shared/server/mail.server";
import { addPhotos, listingPhotoFiles, processPhoto } from "../../app/features/posting/listing-photos.server";
import { createLimiter } from "../../app/shared/server/rate-limit";
import { diskStorage } from "../../app/shared/server/uploads.server";
import { TEST_AUTH_SECRET, testContext, testLimits } from "../setup/app-context";
import { answer, cookieFrom, get, post, TEST_SITE } from "../setup/requests";
import { startSmtpSink, type SmtpSink } from "../setup/smtp";
import { createTestDatabase, drivers } from "../setup/test-db";

const PASSWORD = "Kigali2026";
const NEW_PASSWORD = "Musanze2027";
const ANDROID =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36";

describe.each(drivers)("the account page, password reset and admin accounts (%s)", (driver) => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let sink: SmtpSink;
  let context: AppLoadContext;
  let counter = 0;

  const call = (handler: (args: never) => unknown, request: Request): Promise<unknown> =>
    Promise.resolve(handler({ request, context, params: {} } as never));

  const mailsTo = (email: string) => sink.messages.filter((mail) => mail.envelope.to.includes(email));
  const linkIn = (email: string, path: string) => {
    const text = mailsTo(email).at(-1)?.text ?? "";
    const link = new RegExp(`${TEST_SITE}${path}[^\\s"<]*`).exec(text)?.[0];
    if (!link) throw new Error(`no ${path} link for ${email}`);
    return link;
  };

  /** Signs in from a device (its user agent); answers the cookie a browser would keep. */
  const signIn = async (email: string, password = PASSWORD, userAgent = ANDROID) => {
    const request = post("/login", { email, password });
    request.headers.set("user-agent", userAgent);
    const result = answer(await call(loginAction, request));
    expect(result.status).toBe(302);
    return cookieFrom(result.headers!);
  };

  /** A new account, activated from its mail on a device, which the link signs in: signed in once. */
  const newAccount = async () => {
    const email = `member${++counter}@example.rw`;
    const fields = { name: "Aline Uwase", email, password: PASSWORD, confirm_password: PASSWORD };
    expect(answer(await call(registerAction, post("/register", fields))).data.status).toBe("registered");
    const activated = await context.auth.handler(
      new Request(linkIn(email, "/api/auth/verify-email"), { headers: { "user-agent": ANDROID } }),
    );
    const cookie = cookieFrom(activated.headers);
    expect(cookie).toContain("session_token=");
    return { email, cookie };
  };

  const signedIn = async (cookie: string) => currentUser(context.auth, get("/", cookie));
  /** Sends one of the account page's forms, as its script does (the answer comes back as data). */
  const submit = (cookie: string, fields: Record<string, string>) => {
    const request = post("/account", fields, cookie);
    request.headers.set("sec-fetch-mode", "cors");
    return call(accountAction, request).then(answer);
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
    context = testContext(database.db, {
      env: parseEnv({ SITE_URL: TEST_SITE, AUTH_SECRET: TEST_AUTH_SECRET }),
      limits: { ...testLimits(), authEmail: createLimiter(100, 900) },
      mailer: createMailer({
        smtpUrl: sink.url,
        from: "Imodoka <no-reply@imodoka.rw>",
        outboxDir: "unused",
        log: pino({ level: "silent" }),
      }),
    });
  });

  it("sends a signed-out visitor to sign in and back to /account", async () => {
    const result = answer(await call(accountLoader, get("/account")).catch((thrown: unknown) => thrown));
    expect(result).toMatchObject({ status: 302, location: "/login?redirectTo=%2Faccount" });
  });

  it("lists the signed-in devices, this one first, without their tokens", async () => {
    const { email, cookie } = await newAccount();
    await signIn(
      email,
      PASSWORD,
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:120.0) Gecko/20100101 Firefox/120.0",
    );
    const page = (await call(accountLoader, get("/account", cookie))) as Awaited<
      ReturnType<typeof accountLoader>
    >;
    expect(page.user).toMatchObject({ email, name: "Aline Uwase", role: "user" });
    expect(page.hasPassword).toBe(true);
    expect(page.sessions).toHaveLength(2);
    expect(page.sessions[0]).toMatchObject({ current: true, device: "Chrome on Android", mobile: true });
    expect(page.sessions[1]).toMatchObject({ current: false, device: "Firefox on Windows", mobile: false });
    expect(page.sessions[0]!.signedIn).toMatch(/^\d{1,2} \w{3} \d{4}, \d{2}:\d{2}$/);
    expect(JSON.stringify(page)).not.toMatch(/token/i);
  });

  it("changes the name, with the SPEC message for a blank one", async () => {
    const { email, cookie } = await newAccount();
    const blank = await submit(cookie, { intent: "name", name: "   " });
    expect(blank).toMatchObject({
      status: 400,
      data: {
        intent: "name",
        status: "invalid",
        values: { name: "   " },
        errors: { name: "Please enter your name" },
      },
    });
    const saved = await submit(cookie, { intent: "name", name: "  Aline Mukamana " });
    expect(saved.data).toEqual({ intent: "name", status: "done", message: "Your name is saved." });
    const [row] = await database.db.select().from(users).where(eq(users.email, email));
    expect(row!.name).toBe("Aline Mukamana");
  });

  it("changes the password and signs out every other device, keeping this one", async () => {
    const { email, cookie } = await newAccount();
    const other = await signIn(email);

    const wrong = await submit(cookie, {
      intent: "password",
      current_password: "Nope12345",
      password: NEW_PASSWORD,
      confirm_password: NEW_PASSWORD,
    });
    expect(wrong).toMatchObject({
      status: 400,
      data: { errors: { current_password: "Incorrect password" } },
    });
    const weak = await submit(cookie, {
      intent: "password",
      current_password: PASSWORD,
      password: "weakpass",
      confirm_password: "other",
    });
    expect(weak.data.errors).toEqual({
      password:
        "Password must be at least 8 characters and contain a number, an uppercase letter, and a lowercase letter",
      confirm_password: "Confirmation password does not match",
    });

    const changed = await submit(cookie, {
      intent: "password",
      current_password: PASSWORD,
      password: NEW_PASSWORD,
      confirm_password: NEW_PASSWORD,
    });
    expect(changed.data).toEqual({
      intent: "password",
      status: "done",
      message: "Your password is changed. Other devices have been signed out.",
    });
    expect(await signedIn(other)).toBeNull();
    // This device goes on with the session cookie that came back with the answer.
    expect(await signedIn(cookieFrom(changed.headers!))).toMatchObject({ email });
    await signIn(email, NEW_PASSWORD);
  });

  it("keeps the member signed in after a password change sent without JavaScript", async () => {
    const { email, cookie } = await newAccount();
    const other = await signIn(email);
    // A plain form post: the browser shows the answer as a page, loaded with the cookie it sent.
    const changed = answer(
      await call(
        accountAction,
        post(
          "/account",
          {
            intent: "password",
            current_password: PASSWORD,
            password: NEW_PASSWORD,
            confirm_password: NEW_PASSWORD,
          },
          cookie,
        ),
      ),
    );
    expect(changed).toMatchObject({ status: 303, location: "/account?password=changed" });
    const newCookie = cookieFrom(changed.headers!);
    expect(newCookie).toMatch(/imodoka\.session_token=/);
    expect(await signedIn(cookie)).toBeNull();
    expect(await signedIn(other)).toBeNull();
    expect(await signedIn(newCookie)).toMatchObject({ email });
    const page = (await call(accountLoader, get("/account?password=changed", newCookie))) as Awaited<
      ReturnType<typeof accountLoader>
    >;
    expect(page.notice).toEqual({
      intent: "password",
      status: "done",
      message: "Your password is changed. Other devices have been signed out.",
    });
    expect(page.sessions).toHaveLength(1);
    const plain = (await call(accountLoader, get("/account", newCookie))) as Awaited<
      ReturnType<typeof accountLoader>
    >;
    expect(plain.notice).toBeUndefined();
  });

  it("signs out one other device, or all of them, but never this one by mistake", async () => {
    const { email, cookie } = await newAccount();
    const [second, third] = [await signIn(email), await signIn(email)];
    const page = (await call(accountLoader, get("/account", cookie))) as Awaited<
      ReturnType<typeof accountLoader>
    >;
    const current = page.sessions.find((session) => session.current)!;
    const [one] = page.sessions.filter((session) => !session.current);

    expect(await submit(cookie, { intent: "revoke", session: current.id })).toMatchObject({
      status: 404,
      data: { formError: "That device was already signed out." },
    });
    expect((await submit(cookie, { intent: "revoke", session: one!.id })).data).toMatchObject({
      status: "done",
      message: "That device is signed out.",
    });
    expect([await signedIn(second), await signedIn(third)].filter(Boolean)).toHaveLength(1);
    expect(await submit(cookie, { intent: "revoke", session: one!.id })).toMatchObject({ status: 404 });

    expect((await submit(cookie, { intent: "revoke-others" })).data.message).toBe(
      "All other devices are signed out.",
    );
    expect([await signedIn(second), await signedIn(third)]).toEqual([null, null]);
    expect(await signedIn(cookie)).toMatchObject({ email });
  });

  it("resets a forgotten password through the e-mailed link, once", async () => {
    const { email, cookie } = await newAccount();
    const invalid = answer(await call(forgotAction, post("/forgot-password", { email: "aline@" })));
    expect(invalid).toMatchObject({
      status: 400,
      data: { errors: { email: "Please enter a valid email address" } },
    });

    const before = sink.messages.length;
    const unknown = answer(
      await call(forgotAction, post("/forgot-password", { email: "nobody@example.rw" })),
    );
    expect(unknown.data).toEqual({ status: "sent", email: "nobody@example.rw" });
    expect(sink.messages).toHaveLength(before);

    const sent = answer(
      await call(forgotAction, post("/forgot-password", { email: ` ${email.toUpperCase()} ` })),
    );
    expect(sent.data).toEqual({ status: "sent", email });
    expect(mailsTo(email).at(-1)!.headers.get("subject")).toBe("Choose a new Imodoka password");
    const link = await context.auth.handler(new Request(linkIn(email, "/api/auth/reset-password/")));
    const page = new URL(link.headers.get("location")!, TEST_SITE);
    expect(page.pathname).toBe("/reset-password");
    const token = page.searchParams.get("token")!;
    expect(resetLoader({ request: get(`/reset-password?token=${token}`), context } as never)).toMatchObject({
      token,
      badLink: false,
    });

    const mismatch = answer(
      await call(
        resetAction,
        post("/reset-password", { token, password: NEW_PASSWORD, confirm_password: "x" }),
      ),
    );
    expect(mismatch.data.errors).toEqual({ confirm_password: "Confirmation password does not match" });
    const done = answer(
      await call(
        resetAction,
        post("/reset-password", { token, password: NEW_PASSWORD, confirm_password: NEW_PASSWORD }),
      ),
    );
    expect(done).toMatchObject({ status: 302, location: "/login?reset=1" });
    expect(await signedIn(cookie)).toBeNull();
    await signIn(email, NEW_PASSWORD);

    const again = answer(
      await call(
        resetAction,
        post("/reset-password", { token, password: PASSWORD, confirm_password: PASSWORD }),
      ),
    );
    expect(again).toMatchObject({ status: 400, data: { badLink: true } });
    expect(
      resetLoader({ request: get("/reset-password?error=INVALID_TOKEN"), context } as never).badLink,
    ).toBe(true);
  });

  it("deletes the account after the password, with its sessions", async () => {
    const { email, cookie } = await newAccount();
    expect(await submit(cookie, { intent: "delete", password: "" })).toMatchObject({
      status: 400,
      data: { errors: { password: "Please enter your password" } },
    });
    expect(await submit(cookie, { intent: "delete", password: "Wrong1234" })).toMatchObject({
      status: 400,
      data: { errors: { password: "Incorrect password" } },
    });
    const [row] = await database.db.select().from(users).where(eq(users.email, email));
    const deleted = await submit(cookie, { intent: "delete", password: PASSWORD });
    expect(deleted).toMatchObject({ status: 302, location: "/login?deleted=1" });
    expect(await database.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    expect(await database.db.select().from(sessions).where(eq(sessions.userId, row!.id))).toEqual([]);
    expect(await signedIn(cookie)).toBeNull();
  });

  it("deletes the photo files of the member's listings with the account, and no one else's", async () => {
    const uploads = mkdtempSync(path.join(tmpdir(), "imodoka-uploads-"));
    try {
      context = { ...context, env: { ...context.env, UPLOAD_DIR: uploads } };
      const storage = diskStorage(uploads);
      const image = await sharp({
        create: { width: 800, height: 600, channels: 3, background: "#2f5d46" },
      })
        .jpeg()
        .toBuffer();
      /** A listing of the account with `count` photos: answers the photo files on disk. */
      const listingWithPhotos = async (email: string, count: number) => {
        const [owner] = await database.db.select().from(users).where(eq(users.email, email));
        const [listing] = await database.db
          .insert(usedListings)
          .values({
            userId: owner!.id,
            status: "active",
            make: "Toyota",
            model: "RAV4",
            title: "One owner",
            year: 2016,
            mileageKm: 85_000,
            priceRwf: 24_500_000,
            energy: "hybrid",
            gearbox: "automatic",
            body: "suv",
            district: "Musanze",
            sector: "Muhoza",
            description: "Serviced at Toyota Rwanda.",
            sellerName: "Aline Uwase",
            phone: "+250788123456",
          })
          .returning();
        const processed = await processPhoto(new Uint8Array(image), "front.jpg");
        if (typeof processed === "string") throw new Error(processed);
        await addPhotos(database.db, storage, listing!.id, Array(count).fill(processed));
        return listingPhotoFiles(database.db, listing!.id);
      };
      const onDisk = (files: string[]) => files.filter((file) => existsSync(path.join(uploads, file)));

      const { email, cookie } = await newAccount();
      const mine = [...(await listingWithPhotos(email, 2)), ...(await listingWithPhotos(email, 1))];
      const theirs = await listingWithPhotos((await newAccount()).email, 1);
      expect(mine.length).toBeGreaterThan(3);
      expect(onDisk(mine)).toEqual(mine);

      const deleted = await submit(cookie, { intent: "delete", password: PASSWORD });
      expect(deleted).toMatchObject({ status: 302, location: "/login?deleted=1" });
      expect(onDisk(mine)).toEqual([]);
      expect(onDisk(theirs)).toEqual(theirs);
    } finally {
      rmSync(uploads, { recursive: true, force: true });
    }
  });

  it("limits the forms that check a password like sign-in (this browser's own allowance)", async () => {
    const { email } = await newAccount();
    const cookie = await signIn(email);
    // The browser is known for the account (it signed in there): it counts against its own allowance.
    context = { ...context, limits: { ...context.limits, authDevice: createLimiter(1, 900) } };
    const attempt = { intent: "delete", password: "Guess1234" };
    expect((await submit(cookie, attempt)).status).toBe(400);
    expect(await submit(cookie, attempt)).toMatchObject({
      status: 429,
      data: { formError: "Too many attempts. Please wait 15 min and try again." },
    });
  });

  it("refuses an unknown form", async () => {
    const { cookie } = await newAccount();
    const thrown = await call(accountAction, post("/account", { intent: "rename-everyone" }, cookie)).catch(
      (error: unknown) => error,
    );
    expect(thrown).toMatchObject({ init: { status: 400 } });
  });

  it("creates an administrator from the command line, or promotes an account", async () => {
    const made = await createAdmin(context.auth, database.db, {
      email: "Admin@Imodoka.rw",
      name: "Site Admin",
      password: "Admin2026x",
    });
    expect(made).toEqual({ created: true, generatedPassword: undefined });
    const [admin] = await database.db.select().from(users).where(eq(users.email, "admin@imodoka.rw"));
    expect(admin).toMatchObject({ role: "admin", emailVerified: true, disabled: false, name: "Site Admin" });
    await signIn("admin@imodoka.rw", "Admin2026x");

    const generated = await createAdmin(context.auth, database.db, {
      email: "second@imodoka.rw",
      name: "Second",
      password: undefined,
    });
    expect(generated.generatedPassword).toMatch(/^Aa1[\w-]{24}$/);
    await signIn("second@imodoka.rw", generated.generatedPassword);

    const { email } = await newAccount();
    await database.db.update(users).set({ disabled: true }).where(eq(users.email, email));
    expect(
      await createAdmin(context.auth, database.db, { email, name: "ignored", password: undefined }),
    ).toEqual({
      created: false,
    });
    const [promoted] = await database.db.select().from(users).where(eq(users.email, email));
    expect(promoted).toMatchObject({ role: "admin", disabled: false, name: "Aline Uwase" });
    await signIn(email, PASSWORD);
  });

  it("creates an editor, or makes an account one, when asked for that role", async () => {
    await createAdmin(context.auth, database.db, {
      email: "editor@imodoka.rw",
      name: "Site Editor",
      password: "Editor2026x",
      role: "editor",
    });
    const [editor] = await database.db.select().from(users).where(eq(users.email, "editor@imodoka.rw"));
    expect(editor).toMatchObject({ role: "editor", emailVerified: true });
    await signIn("editor@imodoka.rw", "Editor2026x");

    const { email } = await newAccount();
    await createAdmin(context.auth, database.db, {
      email,
      name: "ignored",
      password: undefined,
      role: "editor",
    });
    const [promoted] = await database.db.select().from(users).where(eq(users.email, email));
    expect(promoted).toMatchObject({ role: "editor", name: "Aline Uwase" });
  });
});
