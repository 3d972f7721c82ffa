import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { RETRY_AFTER_SECONDS, SEND_TRIES, STALE_CLAIM_MINUTES } from "../../app/features/newsletter/issue";
import { createIssue } from "../../app/features/newsletter/issues.server";
import { runNewsletterJob } from "../../app/features/newsletter/sending.server";
import {
  newsletterDeliveries as deliveries,
  newsletterIssues as issues,
  newsletterSubscribers as subscribers,
} from "../../app/shared/db/schema";
import type { MailMessage } from "../../app/shared/server/mail.server";
import { createLogger } from "../../app/shared/server/log";
import { TEST_SITE } from "../setup/requests";
import { createTestDatabase, drivers } from "../setup/test-db";

const env = { SITE_URL: TEST_SITE, SITE_NAME: "Imodoka" };
const log = createLogger("silent");
const AUTHOR = "author-id";
const SECOND = 1000;
const MINUTE = 60 * SECOND;

/** A fake mailer: keeps each mail sent and each address tried; waits `delayMs` per mail; throws for `failing`. */
function fakeMailer({
  delayMs = 0,
  failing = () => false,
}: { delayMs?: number; failing?: (to: string) => boolean } = {}) {
  const sent: MailMessage[] = [];
  const tried: string[] = [];
  return {
    sent,
    tried,
    to: () => sent.map((message) => message.to).toSorted(),
    send: async (message: MailMessage) => {
      tried.push(message.to);
      if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
      if (failing(message.to)) throw new Error(`421 try later: ${message.to}`);
      sent.push(message);
      return { messageId: `m-${sent.length}` };
    },
  };
}

describe.each(drivers)("sending newsletters (%s)", (driver) => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let round = 0;
  /** This test's confirmed addresses; a pending and an unsubscribed one exist beside them. */
  let readers: string[];
  let pending: string;
  let gone: string;

  const statements: string[] = [];
  beforeAll(async () => {
    database = await createTestDatabase(driver, { onQuery: (statement) => statements.push(statement) });
  });
  afterAll(() => database?.cleanup());

  beforeEach(async () => {
    const { db } = database;
    await db.delete(issues);
    await db.delete(subscribers);
    round++;
    readers = ["aline", "eric", "grace"].map((name) => `${name}.${round}@example.rw`);
    pending = `waiting.${round}@example.rw`;
    gone = `left.${round}@example.rw`;
    await db.insert(subscribers).values([
      ...readers.map((email) => ({
        email,
        status: "confirmed" as const,
        unsubscribeToken: tokenOf(email),
        confirmedAt: new Date(),
      })),
      { email: pending, status: "pending" as const, unsubscribeToken: tokenOf(pending) },
      {
        email: gone,
        status: "unsubscribed" as const,
        unsubscribeToken: tokenOf(gone),
        unsubscribedAt: new Date(),
      },
    ]);
  });

  const tokenOf = (email: string) => `tok_${email.replace(/\W/g, "_")}`;
  /** `count` more confirmed readers named `<prefix><n>`: their addresses. */
  const confirmMore = async (prefix: string, count: number) => {
    const many = Array.from({ length: count }, (_, i) => `${prefix}${i}.${round}@example.rw`);
    await database.db.insert(subscribers).values(
      many.map((email) => ({
        email,
        status: "confirmed" as const,
        unsubscribeToken: tokenOf(email),
        confirmedAt: new Date(),
      })),
    );
    return many;
  };
  const job = (mailer: ReturnType<typeof fakeMailer>, now?: () => Date) =>
    runNewsletterJob({ db: database.db, env, log, mailer }, now);
  const newIssue = (schedule: Date | null, bodyMarkdown = "Hello readers.", subject = `Issue ${round}`) =>
    createIssue(database.db, { subject, bodyMarkdown, sendAt: "" }, AUTHOR, {
      sendAt: null,
      ...(schedule ? { schedule: { at: schedule, actorId: AUTHOR } } : {}),
    });
  const issueRow = async (id: number) =>
    (await database.db.select().from(issues).where(eq(issues.id, id)))[0]!;
  /** The delivery of newsletter `id` to `email`, if it was listed. */
  const deliveryOf = async (id: number, email: string) =>
    (
      await database.db
        .select({
          status: deliveries.status,
          attempts: deliveries.attempts,
          error: deliveries.error,
          claimedAt: deliveries.claimedAt,
        })
        .from(deliveries)
        .innerJoin(subscribers, eq(subscribers.id, deliveries.subscriberId))
        .where(and(eq(deliveries.issueId, id), eq(subscribers.email, email)))
    ).at(0);

  it("writes nothing when no newsletter is due or sending, so a run changes nothing to announce", async () => {
    await newIssue(new Date(Date.now() + 60 * SECOND));
    await newIssue(null);
    statements.length = 0;
    expect(await job(fakeMailer())).toEqual({ started: 0, sent: 0, failed: 0, skipped: 0, finished: 0 });
    expect(statements.filter((statement) => /^\s*(update|insert|delete)/i.test(statement))).toEqual([]);
    expect(statements).toHaveLength(1);
  });

  it("sends a newsletter whose time came to each confirmed address once, and leaves future ones and drafts alone", async () => {
    const due = await newIssue(new Date(Date.now() - MINUTE));
    const future = await newIssue(new Date(Date.now() + 10 * MINUTE));
    const draft = await newIssue(null);
    const mailer = fakeMailer();
    const before = new Date();

    expect(await job(mailer)).toEqual({ started: 1, sent: 3, failed: 0, skipped: 0, finished: 1 });
    expect(mailer.to()).toEqual(readers.toSorted());
    expect(mailer.tried).not.toContain(pending);
    expect(mailer.tried).not.toContain(gone);

    const sent = await issueRow(due);
    expect(sent).toMatchObject({ status: "sent", recipients: 3 });
    expect(sent.startedAt!.getTime()).toBeGreaterThanOrEqual(before.getTime() - SECOND);
    expect(sent.finishedAt!.getTime()).toBeGreaterThanOrEqual(sent.startedAt!.getTime());
    expect(sent.finishedAt!.getTime()).toBeLessThanOrEqual(Date.now() + SECOND);
    expect(await issueRow(future)).toMatchObject({ status: "scheduled", recipients: null, startedAt: null });
    expect(await issueRow(draft)).toMatchObject({ status: "draft", recipients: null, startedAt: null });
    const listed = await database.db.select().from(deliveries);
    expect(listed.map((row) => row.issueId)).toEqual([due, due, due]);
    expect(listed.map((row) => row.status)).toEqual(["sent", "sent", "sent"]);

    // Another run, even long after, sends nothing more; the draft is still never sent.
    const again = await job(mailer, () => new Date(Date.now() + 5 * MINUTE));
    expect(again).toEqual({ started: 0, sent: 0, failed: 0, skipped: 0, finished: 0 });
    expect(mailer.sent).toHaveLength(3);
    // The future one goes out once its time came, to the same three.
    const later = await job(mailer, () => new Date(Date.now() + 11 * MINUTE));
    expect(later).toMatchObject({ started: 1, sent: 3, finished: 1 });
    expect(
      mailer.sent
        .slice(3)
        .map((message) => message.to)
        .toSorted(),
    ).toEqual(readers.toSorted());
    expect(await issueRow(draft)).toMatchObject({ status: "draft" });
  });

  it("mails the Markdown as text and safe HTML, links made absolute, with the reader's own unsubscribe link", async () => {
    const body = [
      "## Prices are down",
      "",
      "See [this week's deals](/auto-guide/current-deals) or [the maker](https://www.toyota.rw/rav4).",
      "",
      "<script>alert('stolen')</script>",
      "",
      "[guide]: /auto-guide",
    ].join("\n");
    await newIssue(new Date(Date.now() - SECOND), body, "Prices are down in Kigali");
    const mailer = fakeMailer();
    await job(mailer);
    expect(mailer.sent).toHaveLength(3);

    for (const mail of mailer.sent) {
      const unsubscribe = `${TEST_SITE}/newsletter/unsubscribe/${tokenOf(mail.to)}`;
      expect(mail.subject).toBe("Prices are down in Kigali");
      expect(mail.unsubscribeUrl).toBe(unsubscribe);
      expect(mail.text).toContain("## Prices are down");
      expect(mail.text).toContain(`[this week's deals](${TEST_SITE}/auto-guide/current-deals)`);
      expect(mail.text).toContain("[the maker](https://www.toyota.rw/rav4)");
      expect(mail.text).toContain(`[guide]: ${TEST_SITE}/auto-guide`);
      expect(mail.text).toContain(`Unsubscribe: ${unsubscribe}\n`);
      expect(mail.html).toContain("<h2>Prices are down</h2>");
      expect(mail.html).toContain(`<a href="${TEST_SITE}/auto-guide/current-deals">this week's deals</a>`);
      expect(mail.html).toContain(`href="${unsubscribe}"`);
      expect(mail.html).not.toMatch(/href="\/auto-guide/);
      expect(mail.html).not.toContain("<script");
      expect(mail.html).not.toContain("stolen");
    }
    // Each reader's mail carries that reader's token, no one else's.
    const aline = mailer.sent.find((mail) => mail.to === readers[0])!;
    for (const other of readers.slice(1)) expect(aline.text).not.toContain(tokenOf(other));
  });

  it("sends each address once when three runs overlap on a newsletter, whatever their order", async () => {
    const { db } = database;
    // More readers than a run claims at once (100), so the runs share the batches.
    const many = await confirmMore("reader", 230);
    const id = await newIssue(new Date(Date.now() - SECOND));
    const mailer = fakeMailer({ delayMs: 1 });

    const results = await Promise.all([job(mailer), job(mailer), job(mailer)]);
    const everyone = [...readers, ...many].toSorted();
    expect(mailer.to()).toEqual(everyone);
    expect(mailer.tried).toHaveLength(everyone.length);
    expect(results.map((result) => result.started).toSorted()).toEqual([0, 0, 1]);
    // The runs really overlapped: more than one of them mailed a batch.
    expect(results.filter((result) => result.sent > 0).length).toBeGreaterThan(1);
    expect(results.reduce((sum, result) => sum + result.sent, 0)).toBe(everyone.length);
    expect(await issueRow(id)).toMatchObject({ recipients: everyone.length });

    // Whatever a run left waiting, later runs finish it without a second copy.
    await Promise.all([job(mailer), job(mailer), job(mailer)]);
    expect(mailer.tried).toHaveLength(everyone.length);
    expect(await issueRow(id)).toMatchObject({ status: "sent" });
    const statuses = await db
      .select({ status: deliveries.status, attempts: deliveries.attempts })
      .from(deliveries)
      .where(eq(deliveries.issueId, id));
    expect(statuses).toHaveLength(everyone.length);
    expect(statuses.every((row) => row.status === "sent" && row.attempts === 1)).toBe(true);
  });

  it("tries a refused mail again only after its wait, then counts it failed after its tries", async () => {
    const id = await newIssue(new Date(Date.now() - SECOND));
    const bad = readers[1]!;
    const mailer = fakeMailer({ failing: (to) => to === bad });
    let now = Date.now();
    const clock = () => new Date(now);

    expect(await job(mailer, clock)).toEqual({ started: 1, sent: 2, failed: 0, skipped: 0, finished: 0 });
    expect(await deliveryOf(id, bad)).toEqual({
      status: "pending",
      attempts: 1,
      error: `421 try later: ${bad}`,
      claimedAt: new Date(now),
    });
    expect(await issueRow(id)).toMatchObject({ status: "sending", finishedAt: null });

    for (let tries = 1; tries < SEND_TRIES; tries++) {
      const claimedAt = now;
      // A second before its wait (RETRY_AFTER_SECONDS × the tries made) is over: not tried.
      now = claimedAt + RETRY_AFTER_SECONDS * tries * SECOND - SECOND;
      expect(await job(mailer, clock)).toMatchObject({ sent: 0, failed: 0, finished: 0 });
      expect(mailer.tried.filter((to) => to === bad)).toHaveLength(tries);
      // A second after: tried once more.
      now = claimedAt + RETRY_AFTER_SECONDS * tries * SECOND + SECOND;
      await job(mailer, clock);
      expect(mailer.tried.filter((to) => to === bad)).toHaveLength(tries + 1);
      expect(await deliveryOf(id, bad)).toMatchObject({ attempts: tries + 1, claimedAt: new Date(now) });
    }

    expect(await deliveryOf(id, bad)).toMatchObject({
      status: "failed",
      attempts: SEND_TRIES,
      error: `421 try later: ${bad}`,
    });
    const done = await issueRow(id);
    expect(done).toMatchObject({ status: "sent", recipients: 3 });
    expect(done.finishedAt).toEqual(new Date(now));

    // Nothing is tried again, however late; the others got theirs exactly once.
    now += 24 * 60 * MINUTE;
    expect(await job(mailer, clock)).toEqual({ started: 0, sent: 0, failed: 0, skipped: 0, finished: 0 });
    expect(mailer.tried.filter((to) => to === bad)).toHaveLength(SEND_TRIES);
    expect(mailer.to()).toEqual([readers[0], readers[2]].toSorted());
  });

  it("skips an address unsubscribed after the newsletter started, and adds none confirmed since", async () => {
    const { db } = database;
    const id = await newIssue(new Date(Date.now() - SECOND));
    let now = Date.now();
    const clock = () => new Date(now);
    // The first run lists the three readers, but the mail server refuses everything.
    const down = fakeMailer({ failing: () => true });
    expect(await job(down, clock)).toMatchObject({ started: 1, sent: 0, failed: 0 });
    expect(await issueRow(id)).toMatchObject({ status: "sending", recipients: 3 });

    await db
      .update(subscribers)
      .set({ status: "unsubscribed", unsubscribedAt: new Date() })
      .where(eq(subscribers.email, readers[0]!));
    await db
      .update(subscribers)
      .set({ status: "confirmed", confirmedAt: new Date() })
      .where(eq(subscribers.email, pending));

    now += RETRY_AFTER_SECONDS * SECOND + SECOND;
    const mailer = fakeMailer();
    expect(await job(mailer, clock)).toEqual({ started: 0, sent: 2, failed: 0, skipped: 1, finished: 1 });
    expect(mailer.to()).toEqual([readers[1], readers[2]].toSorted());
    expect(await deliveryOf(id, readers[0]!)).toMatchObject({ status: "skipped", attempts: 1 });
    expect(await deliveryOf(id, pending)).toBeUndefined();
    expect(await issueRow(id)).toMatchObject({ status: "sent", recipients: 3 });
  });

  it("skips an address unsubscribed while the run mails the batches before its own", async () => {
    const { db } = database;
    // More readers than a batch (100): the last one's turn comes in the run's second batch.
    const many = await confirmMore("batch", 150);
    const last = many.at(-1)!;
    const id = await newIssue(new Date(Date.now() - SECOND));
    const mailer = fakeMailer();
    let unsubscribed = false;
    // The last reader unsubscribes (one click from an older mail) while the first batch goes out.
    const watching = {
      send: async (message: MailMessage) => {
        if (!unsubscribed) {
          unsubscribed = true;
          await db
            .update(subscribers)
            .set({ status: "unsubscribed", unsubscribedAt: new Date() })
            .where(eq(subscribers.email, last));
        }
        return mailer.send(message);
      },
    };
    const result = await runNewsletterJob({ db, env, log, mailer: watching });
    expect(unsubscribed).toBe(true);
    expect(mailer.tried).not.toContain(last);
    expect(await deliveryOf(id, last)).toMatchObject({ status: "skipped" });
    expect(result).toMatchObject({ started: 1, sent: 152, skipped: 1 });
  });

  it("counts a delivery left sending past STALE_CLAIM_MINUTES as failed, and never mails it", async () => {
    const { db } = database;
    const id = await newIssue(new Date(Date.now() - SECOND));
    const start = Date.now();
    await job(fakeMailer({ failing: () => true }), () => new Date(start));

    // As if two processes had stopped mid-send: one a second past the limit, one a second short of it.
    const now = start + 20 * MINUTE;
    const subscriberId = async (email: string) =>
      (await db.select({ id: subscribers.id }).from(subscribers).where(eq(subscribers.email, email)))[0]!.id;
    const claim = async (email: string, claimedAt: number) =>
      db
        .update(deliveries)
        .set({ status: "sending", attempts: 2, claimedAt: new Date(claimedAt) })
        .where(eq(deliveries.subscriberId, await subscriberId(email)));
    await claim(readers[0]!, now - STALE_CLAIM_MINUTES * MINUTE - SECOND);
    await claim(readers[1]!, now - STALE_CLAIM_MINUTES * MINUTE + SECOND);

    const mailer = fakeMailer();
    expect(await job(mailer, () => new Date(now))).toEqual({
      started: 0,
      sent: 1,
      failed: 1,
      skipped: 0,
      finished: 0,
    });
    expect(mailer.tried).toEqual([readers[2]]);
    expect(await deliveryOf(id, readers[0]!)).toMatchObject({
      status: "failed",
      attempts: 2,
      error: expect.stringContaining("Interrupted while sending"),
    });
    expect(await deliveryOf(id, readers[1]!)).toMatchObject({ status: "sending", attempts: 2 });
    expect(await issueRow(id)).toMatchObject({ status: "sending" });

    // Two seconds on, the second claim is stale too: failed, not mailed, and the newsletter is done.
    expect(await job(mailer, () => new Date(now + 2 * SECOND))).toMatchObject({
      sent: 0,
      failed: 1,
      finished: 1,
    });
    expect(mailer.tried).toEqual([readers[2]]);
    expect(await deliveryOf(id, readers[1]!)).toMatchObject({ status: "failed" });
    expect(await issueRow(id)).toMatchObject({ status: "sent" });
  });
});
