import { and, desc, eq, lte } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { kigaliTimeInput } from "../../app/features/admin/form-rules";
import { LATEST_NEWS } from "../../app/features/newsletter/issue";
import { action, loader } from "../../app/features/newsletter/routes/admin-newsletter";
import { loader as listLoader } from "../../app/features/newsletter/routes/admin-newsletters";
import { runNewsletterJob } from "../../app/features/newsletter/sending.server";
import {
  newsArticles,
  newsletterIssues as issues,
  newsletterSubscribers as subscribers,
} from "../../app/shared/db/schema";
import { parseEnv } from "../../app/shared/server/env";
import type { Mailer, MailMessage } from "../../app/shared/server/mail.server";
import { TEST_AUTH_SECRET, testContext } from "../setup/app-context";
import { accountWithRole, expectStaffOnly } from "../setup/members";
import { answer, get, post, TEST_SITE } from "../setup/requests";
import { createTestDatabase, drivers } from "../setup/test-db";

const DAY = 24 * 60 * 60 * 1000;
const MAIL_DOWN = "The test could not be sent: the mail server did not answer. Try again in a moment.";

/** A fake mailer keeping what it is given; it throws while `down` is set. */
function fakeMailer(): Mailer & { sent: MailMessage[]; down: boolean } {
  const mailer = {
    transport: "outbox" as const,
    sent: [] as MailMessage[],
    down: false,
    send: (message: MailMessage) => {
      if (mailer.down) return Promise.reject(new Error("connect ECONNREFUSED 127.0.0.1:25"));
      mailer.sent.push(message);
      return Promise.resolve({ messageId: `m-${mailer.sent.length}` });
    },
    close: () => {},
  };
  return mailer;
}

describe.each(drivers)("the newsletter pages of the back office (%s)", (driver) => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let context: AppLoadContext;
  let mailer: ReturnType<typeof fakeMailer>;
  let editor: { id: string; cookie: string; email: string };
  let admin: { id: string; cookie: string; email: string };

  const call = (handler: (args: never) => unknown, request: Request, params: Record<string, string> = {}) =>
    Promise.resolve(handler({ request, context, params } as never)).catch((thrown: unknown) => thrown);
  const fields = (values: Record<string, string> = {}) => ({
    subject: "Electric cars land in Kigali",
    bodyMarkdown: "## New this month\n\nThe [BYD Atto 3](/auto-guide/new-cars) is **here**.",
    sendAt: "",
    updatedAt: "",
    intent: "save",
    ...values,
  });
  const create = async (values: Record<string, string> = {}, cookie = editor.cookie) =>
    answer(await call(action, post("/admin/newsletters/new", fields(values), cookie)));
  const idFrom = (location: string | undefined) =>
    Number(/^\/admin\/newsletters\/(\d+)\?/.exec(location!)![1]);
  const draft = async () => idFrom((await create()).location);
  const submit = async (id: number, values: Record<string, string>, cookie = editor.cookie) =>
    answer(await call(action, post(`/admin/newsletters/${id}`, fields(values), cookie), { id: String(id) }));
  const page = async (id: number, cookie = editor.cookie, query = "") =>
    (await call(loader, get(`/admin/newsletters/${id}${query}`, cookie), { id: String(id) })) as Awaited<
      ReturnType<typeof loader>
    >;
  const version = async (id: number) => (await page(id)).values.updatedAt;
  const row = async (id: number) => (await database.db.select().from(issues).where(eq(issues.id, id)))[0]!;
  const issueCount = async () => (await database.db.select({ id: issues.id }).from(issues)).length;
  /** The subscribers, replaced: `confirmed` confirmed addresses, and one pending and one unsubscribed. */
  const subscribersNow = async (confirmed: number) => {
    const { db } = database;
    await db.delete(subscribers);
    const tag = Math.random().toString(36).slice(2, 8);
    await db.insert(subscribers).values([
      ...Array.from({ length: confirmed }, (_, i) => ({
        email: `reader${i}.${tag}@example.rw`,
        status: "confirmed" as const,
        unsubscribeToken: `c${i}-${tag}`,
        confirmedAt: new Date(),
      })),
      { email: `waiting.${tag}@example.rw`, status: "pending" as const, unsubscribeToken: `p-${tag}` },
      { email: `left.${tag}@example.rw`, status: "unsubscribed" as const, unsubscribeToken: `u-${tag}` },
    ]);
  };

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    mailer = fakeMailer();
    context = testContext(database.db, {
      env: parseEnv({ SITE_URL: TEST_SITE, AUTH_SECRET: TEST_AUTH_SECRET, SITE_NAME: "Imodoka" }),
      mailer,
    });
    editor = await accountWithRole(context, "editor");
    admin = await accountWithRole(context, "admin");
  });
  afterAll(() => database?.cleanup());
  // Each test starts with no newsletter.
  beforeEach(async () => {
    await database.db.delete(issues);
  });

  it("sends visitors to sign in and answers members with a 403, for the pages and the form", async () => {
    await expectStaffOnly(context, {
      loaders: [
        [listLoader, "/admin/newsletters"],
        [loader, "/admin/newsletters/1"],
      ],
      actions: [[action, "/admin/newsletters/1"]],
      form: fields({ intent: "schedule" }),
      params: { id: "1" },
    });
    await expectStaffOnly(context, {
      loaders: [[loader, "/admin/newsletters/new"]],
      actions: [[action, "/admin/newsletters/new"]],
      form: fields(),
    });
    expect(await issueCount()).toBe(0);
    expect(mailer.sent).toHaveLength(0);
  });

  it("creates a draft, saves it with the version it showed, and refuses a stale save with a 409", async () => {
    const created = await create();
    const id = idFrom(created.location);
    expect(created).toMatchObject({ status: 302, location: `/admin/newsletters/${id}?done=created` });
    expect(await row(id)).toMatchObject({
      subject: "Electric cars land in Kigali",
      bodyMarkdown: fields().bodyMarkdown,
      status: "draft",
      sendAt: null,
      createdBy: editor.id,
      scheduledBy: null,
    });
    const shown = await page(id, editor.cookie, "?done=created");
    expect(shown).toMatchObject({
      issue: { id, status: "draft", html: null },
      values: {
        subject: "Electric cars land in Kigali",
        sendAt: "",
        updatedAt: (await row(id)).updatedAt.toISOString(),
      },
      done: "created",
      canSend: false,
    });

    const seen = shown.values.updatedAt;
    const saved = await submit(id, {
      subject: "Ten electric cars",
      sendAt: "2030-03-02 09:30",
      updatedAt: seen,
    });
    expect(saved).toMatchObject({ status: 302, location: `/admin/newsletters/${id}?done=saved` });
    const after = await row(id);
    expect(after).toMatchObject({
      subject: "Ten electric cars",
      status: "draft",
      sendAt: new Date("2030-03-02T07:30:00Z"),
    });
    expect(after.updatedAt.toISOString()).not.toBe(seen);
    expect((await page(id)).values.sendAt).toBe("2030-03-02T09:30");

    // The tab that still shows the first version: its text is kept, with the version now current.
    const stale = await submit(id, { subject: "My own subject", bodyMarkdown: "Mine.", updatedAt: seen });
    expect(stale).toMatchObject({
      status: 409,
      data: {
        formError:
          "Someone else saved this newsletter meanwhile. Your text is kept below; save again to replace theirs.",
        values: {
          subject: "My own subject",
          bodyMarkdown: "Mine.",
          updatedAt: after.updatedAt.toISOString(),
        },
      },
    });
    expect(await row(id)).toEqual(after);
    // Saved again with that version, it goes through.
    const retried = await submit(id, {
      subject: "My own subject",
      updatedAt: after.updatedAt.toISOString(),
    });
    expect(retried.status).toBe(302);
    expect(await row(id)).toMatchObject({ subject: "My own subject", sendAt: null });
  });

  it("refuses a missing subject or text, a subject too long and a malformed time, each by its field", async () => {
    const missing = await create({ subject: "   ", bodyMarkdown: "", sendAt: "2030-01-01T08:00" });
    expect(missing).toMatchObject({
      status: 400,
      data: {
        formError: "Please correct the fields marked below.",
        errors: { subject: "Please enter a subject", bodyMarkdown: "Please write the newsletter's text" },
        values: { subject: "   ", bodyMarkdown: "", sendAt: "2030-01-01T08:00" },
      },
    });
    const long = await create({ subject: "x".repeat(151) });
    expect(long).toMatchObject({
      status: 400,
      data: { errors: { subject: "At most 150 characters" }, values: { subject: "x".repeat(151) } },
    });
    expect(long.data.errors).not.toHaveProperty("bodyMarkdown");
    for (const sendAt of ["next Monday", "2030-02-30T08:00", "2030-01-01T24:00"]) {
      const malformed = await create({ sendAt });
      expect(malformed).toMatchObject({
        status: 400,
        data: {
          errors: { sendAt: "Enter a date and time, e.g. 2026-12-01T08:00" },
          values: { sendAt, subject: "Electric cars land in Kigali" },
        },
      });
    }
    expect(await issueCount()).toBe(0);
    // 150 characters are fine.
    expect(await create({ subject: "y".repeat(150) })).toMatchObject({ status: 302 });
  });

  it("previews the text as mailed and sends a test to the editor alone, saving nothing", async () => {
    const id = await draft();
    const before = await row(id);
    const preview = await submit(id, {
      intent: "preview",
      bodyMarkdown: "Read [the guide](/auto-guide).\n\n<script>alert(1)</script>",
    });
    expect(preview).toMatchObject({
      status: 200,
      data: {
        preview: `<p>Read <a href="${TEST_SITE}/auto-guide">the guide</a>.</p>\n`,
        values: { bodyMarkdown: "Read [the guide](/auto-guide).\n\n<script>alert(1)</script>" },
      },
    });
    // On the new page too: nothing is created.
    const fresh = answer(
      await call(action, post("/admin/newsletters/new", fields({ intent: "preview" }), editor.cookie)),
    );
    expect(fresh.data.preview).toContain(`<a href="${TEST_SITE}/auto-guide/new-cars">BYD Atto 3</a>`);
    expect(await issueCount()).toBe(1);

    const sentBefore = mailer.sent.length;
    const test = await submit(id, { intent: "test", subject: "Tried out" });
    expect(test).toMatchObject({
      status: 200,
      data: {
        notice: `A test was sent to ${editor.email}. Subscribers received nothing.`,
        values: { subject: "Tried out" },
      },
    });
    const mails = mailer.sent.slice(sentBefore);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: editor.email, subject: "[Test] Tried out" });
    expect(mails[0]).not.toHaveProperty("unsubscribeUrl");
    expect(mails[0]!.text).toContain(`[BYD Atto 3](${TEST_SITE}/auto-guide/new-cars)`);
    expect(mails[0]!.text).toContain("This is a test.");
    expect(mails[0]!.text).not.toContain("/newsletter/unsubscribe/");
    expect(await row(id)).toEqual(before);

    mailer.down = true;
    try {
      const refused = await submit(id, { intent: "test", subject: "Kept as typed" });
      expect(refused).toMatchObject({
        status: 503,
        data: { formError: MAIL_DOWN, values: { subject: "Kept as typed" } },
      });
    } finally {
      mailer.down = false;
    }
    expect(mailer.sent).toHaveLength(sentBefore + 1);
    expect(await row(id)).toEqual(before);
  });

  it("adds the newest published articles at the end of the text typed, saving nothing", async () => {
    const id = await draft();
    const before = await row(id);
    const newest = await database.db
      .select({ title: newsArticles.title })
      .from(newsArticles)
      .where(and(eq(newsArticles.published, true), lte(newsArticles.publishedAt, new Date())))
      .orderBy(desc(newsArticles.publishedAt), desc(newsArticles.id))
      .limit(LATEST_NEWS);
    const added = await submit(id, { intent: "latest", bodyMarkdown: "Hello readers.", subject: "Typed" });
    expect(added).toMatchObject({
      status: 200,
      data: {
        notice: `The ${LATEST_NEWS} latest news articles were added at the end of the text. Edit them as you like, then save.`,
        values: {
          subject: "Typed",
          bodyMarkdown: expect.stringMatching(/^Hello readers\.\n\n## Latest news\n\n- \[/),
        },
      },
    });
    const lines = (added.data.values as { bodyMarkdown: string }).bodyMarkdown
      .split("\n")
      .filter((line) => line.startsWith("- ["));
    expect(lines).toHaveLength(LATEST_NEWS);
    lines.forEach((line, i) => {
      expect(line).toContain(`[${newest[i]!.title.replace(/[\\[\]]/g, (c) => `\\${c}`)}](/auto-news/`);
    });
    expect(await row(id)).toEqual(before);
  });

  it("lets only an administrator send, to confirmed subscribers, now or within 90 days", async () => {
    await subscribersNow(0);
    const id = await draft();
    const before = await row(id);

    const byEditor = await submit(id, { intent: "schedule", updatedAt: await version(id) });
    expect(byEditor).toMatchObject({
      status: 403,
      data: {
        formError: "Only an administrator may send a newsletter to the subscribers.",
        values: { subject: "Electric cars land in Kigali" },
      },
    });
    const newByEditor = await create({ intent: "schedule" });
    expect(newByEditor.status).toBe(403);
    expect(await issueCount()).toBe(1);
    expect(await row(id)).toEqual(before);
    expect((await page(id)).canSend).toBe(false);
    expect((await page(id, admin.cookie)).canSend).toBe(true);

    // A pending and an unsubscribed address are no one to send to.
    const nobody = await submit(id, { intent: "schedule", updatedAt: await version(id) }, admin.cookie);
    expect(nobody).toMatchObject({
      status: 400,
      data: { formError: "There is no confirmed subscriber to send it to yet." },
    });
    expect(await row(id)).toEqual(before);

    await subscribersNow(2);
    const past = await submit(
      id,
      {
        intent: "schedule",
        sendAt: kigaliTimeInput(new Date(Date.now() - 10 * 60_000)),
        updatedAt: await version(id),
      },
      admin.cookie,
    );
    expect(past).toMatchObject({
      status: 400,
      data: {
        formError: "Please correct the fields marked below.",
        errors: { sendAt: "This time has passed: choose a time to come, or leave it empty to send now" },
      },
    });
    const farTyped = kigaliTimeInput(new Date(Date.now() + 91 * DAY));
    const far = await submit(
      id,
      { intent: "schedule", sendAt: farTyped, updatedAt: await version(id) },
      admin.cookie,
    );
    expect(far).toMatchObject({
      status: 400,
      data: { errors: { sendAt: "At most 90 days ahead" }, values: { sendAt: farTyped } },
    });
    expect(await row(id)).toEqual(before);

    const asked = Date.now();
    const now = await submit(
      id,
      { intent: "schedule", subject: "As the admin saw it", updatedAt: await version(id) },
      admin.cookie,
    );
    expect(now).toMatchObject({ status: 302, location: `/admin/newsletters/${id}?done=scheduled` });
    const scheduled = await row(id);
    expect(scheduled).toMatchObject({
      status: "scheduled",
      subject: "As the admin saw it",
      scheduledBy: admin.id,
      createdBy: editor.id,
      recipients: null,
    });
    expect(scheduled.sendAt!.getTime()).toBeGreaterThanOrEqual(asked - 1000);
    expect(scheduled.sendAt!.getTime()).toBeLessThanOrEqual(Date.now());

    // A time to come within the limit is kept as typed (Kigali time).
    const laterTyped = kigaliTimeInput(new Date(Date.now() + 30 * DAY));
    const later = await create({ intent: "schedule", sendAt: laterTyped }, admin.cookie);
    expect(later).toMatchObject({ status: 302, location: expect.stringMatching(/\?done=scheduled$/) });
    const laterRow = await row(idFrom(later.location));
    expect(laterRow).toMatchObject({ status: "scheduled", scheduledBy: admin.id, createdBy: admin.id });
    expect(kigaliTimeInput(laterRow.sendAt!)).toBe(laterTyped);
  });

  it("locks a scheduled newsletter, takes it back to a draft, and refuses that once sending began", async () => {
    await subscribersNow(2);
    const id = await draft();
    expect(
      await submit(id, { intent: "schedule", updatedAt: await version(id) }, admin.cookie),
    ).toMatchObject({
      status: 302,
    });
    const scheduled = await row(id);

    const edit = await submit(id, { subject: "Too late", updatedAt: scheduled.updatedAt.toISOString() });
    expect(edit).toMatchObject({
      status: 409,
      data: {
        formError: "This newsletter is already scheduled or sent: it can no longer be changed.",
        values: { subject: "Too late" },
      },
    });
    expect(await row(id)).toEqual(scheduled);

    const back = await submit(id, { intent: "unschedule" });
    expect(back).toMatchObject({ status: 302, location: `/admin/newsletters/${id}?done=unscheduled` });
    expect(await row(id)).toMatchObject({ status: "draft", scheduledBy: null, subject: scheduled.subject });
    // A draft again: it can be edited.
    expect(await submit(id, { subject: "Edited again", updatedAt: await version(id) })).toMatchObject({
      status: 302,
      location: `/admin/newsletters/${id}?done=saved`,
    });

    // Scheduled again, then the job starts it, the mail server away: it is sending, and stays so.
    expect(
      await submit(
        id,
        { intent: "schedule", subject: "Edited again", updatedAt: await version(id) },
        admin.cookie,
      ),
    ).toMatchObject({
      status: 302,
    });
    mailer.down = true;
    try {
      await runNewsletterJob({ db: database.db, env: context.env, log: context.log, mailer });
    } finally {
      mailer.down = false;
    }
    expect(await row(id)).toMatchObject({ status: "sending", recipients: 2 });
    const started = await submit(id, { intent: "unschedule" }, admin.cookie);
    expect(started).toMatchObject({
      status: 409,
      data: { formError: "Too late: the newsletter has started going out." },
    });
    expect(await row(id)).toMatchObject({ status: "sending", subject: "Edited again" });
    expect((await page(id)).issue).toMatchObject({
      status: "sending",
      recipients: 2,
      counts: { pending: 2, sending: 0, sent: 0, failed: 0, skipped: 0 },
      lastError: "connect ECONNREFUSED 127.0.0.1:25",
      html: `<h2>New this month</h2>\n<p>The <a href="${TEST_SITE}/auto-guide/new-cars">BYD Atto 3</a> is <strong>here</strong>.</p>\n`,
    });
  });

  it("answers 404 for an unknown or non-numeric newsletter, page and form alike", async () => {
    for (const id of ["987654", "abc", "12abc"]) {
      expect(
        answer(await call(loader, get(`/admin/newsletters/${id}`, editor.cookie), { id })),
      ).toMatchObject({
        status: 404,
      });
      for (const intent of ["save", "unschedule", "schedule"]) {
        const cookie = intent === "schedule" ? admin.cookie : editor.cookie;
        expect(
          answer(await call(action, post(`/admin/newsletters/${id}`, fields({ intent }), cookie), { id })),
        ).toMatchObject({ status: 404 });
      }
    }
    expect(await issueCount()).toBe(0);
  });

  it("lists the subscribers counted by status and the newsletters, newest first, with their status", async () => {
    await subscribersNow(3);
    const first = await draft();
    const second = idFrom((await create({ subject: "Sent one", intent: "schedule" }, admin.cookie)).location);
    await runNewsletterJob({ db: database.db, env: context.env, log: context.log, mailer });
    const third = idFrom(
      (
        await create(
          { subject: "Later one", intent: "schedule", sendAt: kigaliTimeInput(new Date(Date.now() + DAY)) },
          admin.cookie,
        )
      ).location,
    );

    const list = (await call(listLoader, get("/admin/newsletters", editor.cookie))) as Awaited<
      ReturnType<typeof listLoader>
    >;
    expect(list.subscribers).toEqual({ confirmed: 3, pending: 1, unsubscribed: 1 });
    expect(list.total).toBe(3);
    expect(
      list.issues.map(({ id, subject, status, recipients }) => ({ id, subject, status, recipients })),
    ).toEqual([
      { id: third, subject: "Later one", status: "scheduled", recipients: "—" },
      { id: second, subject: "Sent one", status: "sent", recipients: "3 / 3" },
      { id: first, subject: "Electric cars land in Kigali", status: "draft", recipients: "—" },
    ]);
  });
});
