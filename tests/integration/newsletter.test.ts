import { createHash } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { pino } from "pino";
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newsletterText } from "../../app/features/newsletter/text/newsletter";
import { textFor } from "../../app/shared/i18n/text";
import { action as subscribeAction } from "../../app/features/newsletter/routes/newsletter";
import { loader as confirmLoader } from "../../app/features/newsletter/routes/newsletter-confirm";
import {
  action as unsubscribeAction,
  loader as unsubscribeLoader,
} from "../../app/features/newsletter/routes/newsletter-unsubscribe";
import { newsletterSubscribers } from "../../app/shared/db/schema";
import { parseEnv } from "../../app/shared/server/env";
import { createMailer } from "../../app/shared/server/mail.server";
import { isOneClickUnsubscribe } from "../../app/features/newsletter/newsletter.server";
import { createLimiter } from "../../app/shared/server/rate-limit";
import { parseMail, startSmtpSink, type CapturedMail, type SmtpSink } from "../setup/smtp";
import { testContext, testLimits } from "../setup/app-context";
import { createTestDatabase, drivers } from "../setup/test-db";

const t = textFor(newsletterText, "en");
const SITE = "https://imodoka.test";
const RATE_LIMIT = 3;
const silent = pino({ level: "silent" });

/** What a loader or action answered: `data(…, init)` or a plain object. */
/** A loader's or action's answer: its status and what the page shows (the page's text aside). */
function answer(result: unknown): { status: number; data: Record<string, unknown> } {
  const withoutText = (data: Record<string, unknown>) => {
    const { text: _text, ...rest } = data;
    return rest;
  };
  if (result && typeof result === "object" && "init" in result && "data" in result) {
    const { init, data } = result as { init?: { status?: number }; data: Record<string, unknown> };
    return { status: init?.status ?? 200, data: withoutText(data) };
  }
  return { status: 200, data: withoutText(result as Record<string, unknown>) };
}

const confirmLinkIn = (mail: CapturedMail) => {
  const match = new RegExp(`${SITE}/newsletter/confirm/([A-Za-z0-9_-]{43})(?![A-Za-z0-9_-])`).exec(mail.text);
  if (!match) throw new Error(`no confirmation link in:\n${mail.text}`);
  return { url: match[0], token: match[1]! };
};
const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

describe("isOneClickUnsubscribe (the same-origin exception in server.ts)", () => {
  const token = "aB3-_".repeat(8) + "xyz";
  it("matches only a POST to an unsubscribe link with a well-formed token", () => {
    expect(isOneClickUnsubscribe("POST", `/newsletter/unsubscribe/${token}`)).toBe(true);
    expect(isOneClickUnsubscribe("post", `/newsletter/unsubscribe/${token}`)).toBe(true);
    expect(isOneClickUnsubscribe("PUT", `/newsletter/unsubscribe/${token}`)).toBe(false);
    expect(isOneClickUnsubscribe("DELETE", `/newsletter/unsubscribe/${token}`)).toBe(false);
    expect(isOneClickUnsubscribe("POST", "/newsletter")).toBe(false);
    expect(isOneClickUnsubscribe("POST", `/newsletter/confirm/${token}`)).toBe(false);
    expect(isOneClickUnsubscribe("POST", `/newsletter/unsubscribe/${token}.data`)).toBe(false);
    expect(isOneClickUnsubscribe("POST", `/newsletter/unsubscribe/${token}/x`)).toBe(false);
    expect(isOneClickUnsubscribe("POST", "/newsletter/unsubscribe/short")).toBe(false);
    expect(isOneClickUnsubscribe("POST", `/contact-us/newsletter/unsubscribe/${token}`)).toBe(false);
  });
});

describe.each(drivers)("newsletter double opt-in on %s", (driver) => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let sink: SmtpSink;
  let context: AppLoadContext;
  let ipCounter = 0;
  /** Each call comes from a new address unless told otherwise, so the rate limit only bites where tested. */
  const nextIp = () => `10.1.0.${++ipCounter}`;

  const subscribe = async (fields: Record<string, string>, ip = nextIp(), ctx = context) =>
    answer(
      await subscribeAction({
        request: new Request(`${SITE}/newsletter`, { method: "POST", body: new URLSearchParams(fields) }),
        context: { ...ctx, clientIp: ip },
        params: {},
      } as unknown as Parameters<typeof subscribeAction>[0]),
    );
  const confirm = async (token: string) =>
    answer(
      await confirmLoader({
        request: new Request(`${SITE}/newsletter/confirm/${token}`),
        context,
        params: { token },
      } as unknown as Parameters<typeof confirmLoader>[0]),
    );
  const unsubscribePage = async (token: string) =>
    answer(
      await unsubscribeLoader({
        request: new Request(`${SITE}/newsletter/unsubscribe/${token}`),
        context,
        params: { token },
      } as unknown as Parameters<typeof unsubscribeLoader>[0]),
    );
  const unsubscribePost = async (token: string, body: BodyInit = new URLSearchParams()) =>
    answer(
      await unsubscribeAction({
        request: new Request(`${SITE}/newsletter/unsubscribe/${token}`, { method: "POST", body }),
        context,
        params: { token },
      } as unknown as Parameters<typeof unsubscribeAction>[0]),
    );
  const row = async (email: string) =>
    (await database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)))[0];
  const rowCount = async () => (await database.db.select().from(newsletterSubscribers)).length;
  /** Subscribes and returns the one mail this caused. */
  const subscribeAndGetMail = async (email: string) => {
    const before = sink.messages.length;
    const result = await subscribe({ email });
    expect(result).toEqual({ status: 200, data: { status: "sent", email: email.trim().toLowerCase() } });
    expect(sink.messages).toHaveLength(before + 1);
    return sink.messages.at(-1)!;
  };
  const subscribed = async (email: string) => {
    const { token } = confirmLinkIn(await subscribeAndGetMail(email));
    expect((await confirm(token)).data.outcome).toBe("confirmed");
    return (await row(email))!;
  };

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    sink = await startSmtpSink();
    context = testContext(database.db, {
      env: parseEnv({ SITE_URL: SITE }),
      log: silent,
      limits: {
        ...testLimits(),
        contact: createLimiter(5, 3600),
        newsletter: createLimiter(RATE_LIMIT, 3600),
      },
      mailer: createMailer({
        smtpUrl: sink.url,
        from: "Imodoka <no-reply@imodoka.rw>",
        outboxDir: "unused",
        log: silent,
      }),
    });
  });
  afterAll(async () => {
    context?.mailer.close();
    await sink?.close();
    await database?.cleanup();
  });

  it("stores a new address as pending and sends exactly one confirmation mail", async () => {
    const mail = await subscribeAndGetMail("  Aline.Uwase@Example.RW ");

    expect(mail.envelope.to).toEqual(["aline.uwase@example.rw"]);
    expect(mail.headers.get("to")).toBe("aline.uwase@example.rw");
    expect(mail.headers.get("from")).toBe("Imodoka <no-reply@imodoka.rw>");
    expect(mail.headers.get("subject")).toBe("Confirm your Imodoka newsletter subscription");
    const { url, token } = confirmLinkIn(mail);
    expect(mail.text).toContain("aline.uwase@example.rw");
    expect(mail.html).toContain(`href="${url}"`);

    const stored = (await row("aline.uwase@example.rw"))!;
    expect(stored).toMatchObject({
      status: "pending",
      confirmTokenHash: sha256(token),
      confirmedAt: null,
      unsubscribedAt: null,
      ipAddress: expect.stringMatching(/^10\.1\.0\.\d+$/),
    });
    expect(Object.values(stored).map(String)).not.toContain(token);
    expect(stored.unsubscribeToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mail.headers.get("list-unsubscribe")).toBe(
      `<${SITE}/newsletter/unsubscribe/${stored.unsubscribeToken}>`,
    );
    expect(mail.headers.get("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    expect(mail.text).toContain(`${SITE}/newsletter/unsubscribe/${stored.unsubscribeToken}`);
  });

  it("words the answer as the neutral SPEC-style message", () => {
    expect(t("newsletter.sent", { email: "aline@example.rw" })).toBe(
      "Check your inbox: we sent a confirmation link to aline@example.rw. Your subscription starts when you click it.",
    );
    expect(t("newsletter.consent")).toBe(
      "By entering your e-mail address you accept our {terms} and {privacy}.",
    );
  });

  it("sends a new link to a pending address, and the earlier link stops working", async () => {
    const first = confirmLinkIn(await subscribeAndGetMail("pending@example.rw"));
    const second = confirmLinkIn(await subscribeAndGetMail("PENDING@example.rw"));
    expect(second.token).not.toBe(first.token);
    const rows = await database.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, "pending@example.rw"));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.confirmTokenHash).toBe(sha256(second.token));

    expect(await confirm(first.token)).toEqual({ status: 404, data: { outcome: "unknown", days: 7 } });
    expect(await confirm(second.token)).toEqual({ status: 200, data: { outcome: "confirmed", days: 7 } });
  });

  it("confirms with the link, and opening it again still says confirmed", async () => {
    const { token } = confirmLinkIn(await subscribeAndGetMail("confirm@example.rw"));
    expect(await confirm(token)).toEqual({ status: 200, data: { outcome: "confirmed", days: 7 } });
    const confirmed = (await row("confirm@example.rw"))!;
    expect(confirmed.status).toBe("confirmed");
    expect(confirmed.confirmedAt).toBeInstanceOf(Date);

    expect(await confirm(token)).toEqual({ status: 200, data: { outcome: "already-confirmed", days: 7 } });
    expect((await row("confirm@example.rw"))!.confirmedAt).toEqual(confirmed.confirmedAt);
  });

  it("gives a confirmed address the same answer, without a second subscription or mail", async () => {
    const before = await subscribed("known@example.rw");
    const mails = sink.messages.length;
    const count = await rowCount();

    expect(await subscribe({ email: " Known@Example.rw" })).toEqual({
      status: 200,
      data: { status: "sent", email: "known@example.rw" },
    });
    expect(sink.messages).toHaveLength(mails);
    expect(await rowCount()).toBe(count);
    expect(await row("known@example.rw")).toEqual(before);
  });

  it("refuses a link older than 7 days with a clear outcome, and a new sign-up works", async () => {
    const { token } = confirmLinkIn(await subscribeAndGetMail("late@example.rw"));
    const setSentAt = (daysAgo: number) =>
      database.db
        .update(newsletterSubscribers)
        .set({ confirmSentAt: new Date(Date.now() - daysAgo * 24 * 60 * 60 * 1000) })
        .where(eq(newsletterSubscribers.email, "late@example.rw"));

    await setSentAt(7.01);
    expect(await confirm(token)).toEqual({ status: 410, data: { outcome: "expired", days: 7 } });
    expect((await row("late@example.rw"))!.status).toBe("pending");
    expect(t("newsletter.expired", { days: 7 })).toBe(
      "This confirmation link has expired: links work for 7 days.",
    );

    await setSentAt(6.99);
    expect((await confirm(token)).data.outcome).toBe("confirmed");
  });

  it("answers 404 for an unknown or malformed confirmation link", async () => {
    expect(await confirm("A".repeat(43))).toEqual({ status: 404, data: { outcome: "unknown", days: 7 } });
    expect(await confirm("not-a-token")).toEqual({ status: 404, data: { outcome: "unknown", days: 7 } });
  });

  it("shows the masked address behind an unsubscribe link, and POST unsubscribes", async () => {
    const { unsubscribeToken } = await subscribed("jean.bosco@example.rw");
    expect(await unsubscribePage(unsubscribeToken)).toEqual({
      status: 200,
      data: { state: "subscribed", email: "j•••@example.rw" },
    });
    expect((await row("jean.bosco@example.rw"))!.status).toBe("confirmed");

    expect(await unsubscribePost(unsubscribeToken)).toEqual({
      status: 200,
      data: { state: "done", email: "j•••@example.rw" },
    });
    const gone = (await row("jean.bosco@example.rw"))!;
    expect(gone).toMatchObject({ status: "unsubscribed", confirmTokenHash: null });
    expect(gone.unsubscribedAt).toBeInstanceOf(Date);

    // Again: still done, nothing changes.
    expect((await unsubscribePost(unsubscribeToken)).data).toEqual({
      state: "done",
      email: "j•••@example.rw",
    });
    expect((await row("jean.bosco@example.rw"))!.unsubscribedAt).toEqual(gone.unsubscribedAt);
    expect(await unsubscribePage(unsubscribeToken)).toEqual({
      status: 200,
      data: { state: "done", email: "j•••@example.rw" },
    });
  });

  it("accepts the RFC 8058 one-click POST body, URL-encoded or multipart", async () => {
    const a = await subscribed("oneclick-a@example.rw");
    const b = await subscribed("oneclick-b@example.rw");

    const urlEncoded = new URLSearchParams({ "List-Unsubscribe": "One-Click" });
    expect(urlEncoded.toString()).toBe("List-Unsubscribe=One-Click");
    expect((await unsubscribePost(a.unsubscribeToken, urlEncoded)).data).toMatchObject({ state: "done" });
    expect((await row("oneclick-a@example.rw"))!.status).toBe("unsubscribed");

    const multipart = new FormData();
    multipart.set("List-Unsubscribe", "One-Click");
    expect((await unsubscribePost(b.unsubscribeToken, multipart)).data).toMatchObject({ state: "done" });
    expect((await row("oneclick-b@example.rw"))!.status).toBe("unsubscribed");
  });

  it("unsubscribes a pending address too, and its confirmation link stops working", async () => {
    const { token } = confirmLinkIn(await subscribeAndGetMail("changed-mind@example.rw"));
    const { unsubscribeToken } = (await row("changed-mind@example.rw"))!;
    expect((await unsubscribePost(unsubscribeToken)).data).toMatchObject({ state: "done" });
    expect(await confirm(token)).toMatchObject({ status: 404, data: { outcome: "unknown" } });
    expect((await row("changed-mind@example.rw"))!.status).toBe("unsubscribed");
  });

  it("answers 404 with a friendly state for an unknown unsubscribe link", async () => {
    for (const token of ["B".repeat(43), "nonsense"]) {
      expect(await unsubscribePage(token)).toEqual({ status: 404, data: { state: "unknown" } });
      expect(await unsubscribePost(token)).toEqual({ status: 404, data: { state: "unknown" } });
    }
  });

  it("sends an unsubscribed address back to pending with a new confirmation mail", async () => {
    const first = await subscribed("back@example.rw");
    await unsubscribePost(first.unsubscribeToken);

    const mail = await subscribeAndGetMail("back@example.rw");
    const again = (await row("back@example.rw"))!;
    expect(again).toMatchObject({ id: first.id, status: "pending", confirmedAt: null, unsubscribedAt: null });
    expect(mail.headers.get("list-unsubscribe")).toBe(
      `<${SITE}/newsletter/unsubscribe/${first.unsubscribeToken}>`,
    );
    expect((await confirm(confirmLinkIn(mail).token)).data.outcome).toBe("confirmed");
    expect((await row("back@example.rw"))!.status).toBe("confirmed");
  });

  it("answers 400 with the message by the field and keeps what was typed", async () => {
    const mails = sink.messages.length;
    const count = await rowCount();
    for (const email of ["", "   ", "aline@", "aline example.rw"]) {
      expect(await subscribe({ email })).toEqual({
        status: 400,
        data: {
          status: "invalid",
          values: { email },
          errors: { email: "Please enter a valid email address" },
        },
      });
    }
    expect(await subscribe({})).toMatchObject({ status: 400, data: { values: { email: "" } } });
    expect(sink.messages).toHaveLength(mails);
    expect(await rowCount()).toBe(count);
  });

  it("drops a sign-up whose honeypot is filled, without telling the bot", async () => {
    const mails = sink.messages.length;
    expect(await subscribe({ email: "Bot@Example.rw", website: "http://spam.example" })).toEqual({
      status: 200,
      data: { status: "sent", email: "bot@example.rw" },
    });
    expect(sink.messages).toHaveLength(mails);
    expect(await row("bot@example.rw")).toBeUndefined();
  });

  it("limits sign-ups per client address with a clear message, keeping the input", async () => {
    const ip = "10.9.9.9";
    for (let i = 0; i < RATE_LIMIT; i++) {
      expect((await subscribe({ email: `limit-${i}@example.rw` }, ip)).data).toMatchObject({
        status: "sent",
      });
    }
    const mails = sink.messages.length;
    const limited = await subscribe({ email: " Over@Example.rw" }, ip);
    expect(limited.status).toBe(429);
    expect(limited.data).toMatchObject({
      status: "invalid",
      values: { email: " Over@Example.rw" },
      errors: {},
    });
    expect(limited.data.formError).toMatch(
      /^You have made several requests in a short time\. Please try again in \d+ minutes\.$/,
    );
    expect(sink.messages).toHaveLength(mails);
    expect(await row("over@example.rw")).toBeUndefined();
    expect((await subscribe({ email: "over@example.rw" })).data).toMatchObject({ status: "sent" });
  });

  it("says so, keeping the input, when the mail cannot be sent", async () => {
    const down = await startSmtpSink();
    await down.close();
    const mailer = createMailer({
      smtpUrl: down.url,
      from: "x@imodoka.rw",
      outboxDir: "unused",
      log: silent,
    });
    const result = await subscribe({ email: "unlucky@example.rw" }, nextIp(), { ...context, mailer });
    mailer.close();
    expect(result).toEqual({
      status: 503,
      data: {
        status: "invalid",
        values: { email: "unlucky@example.rw" },
        errors: {},
        formError: "The e-mail could not be sent. Please try again in a few minutes.",
      },
    });
    // Trying again once mail works sends a fresh link.
    const { token } = confirmLinkIn(await subscribeAndGetMail("unlucky@example.rw"));
    expect((await confirm(token)).data.outcome).toBe("confirmed");
  });

  it("without SMTP_URL, writes the confirmation mail to the outbox as an .eml file", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "imodoka-newsletter-outbox-"));
    try {
      const mailer = createMailer({
        smtpUrl: undefined,
        from: "Imodoka <no-reply@imodoka.rw>",
        outboxDir: dir,
        log: silent,
      });
      const result = await subscribe({ email: "outbox@example.rw" }, nextIp(), { ...context, mailer });
      expect(result.data).toEqual({ status: "sent", email: "outbox@example.rw" });
      const files = readdirSync(dir);
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(/\.eml$/);
      const mail = {
        envelope: { from: "", to: [] },
        ...parseMail(readFileSync(path.join(dir, files[0]!), "utf8")),
      };
      expect(mail.headers.get("to")).toBe("outbox@example.rw");
      expect((await confirm(confirmLinkIn(mail).token)).data.outcome).toBe("confirmed");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
