/**
 * Newsletters going out (decision 0030): the `newsletter` job, run on the job queue (once per period whatever
 * the number of instances) or on the embedded database's timer.
 *
 * - A scheduled newsletter whose time has come lists its recipients once, in one transaction with its change
 *   to `sending`: each confirmed address at that moment, one delivery each (the primary key).
 * - Deliveries are claimed a batch at a time (`FOR UPDATE SKIP LOCKED`), so two runs never take the same one,
 *   then mailed one by one and marked sent, or tried again later, up to SEND_TRIES.
 * - A delivery left `sending` by a stopped process counts as failed after STALE_CLAIM_MINUTES: it is never
 *   mailed twice.
 * - An address unsubscribed before its batch is claimed is skipped by the claim itself. A newsletter is sent
 *   once no delivery waits.
 */
import { and, eq, lt, lte, or, sql } from "drizzle-orm";
import { DEFAULT_LOCALE } from "~/shared/i18n/locale";
import { textFor, type Translate } from "~/shared/i18n/text";
import type { Db } from "../../shared/db/client";
import { newsletterDeliveries as deliveries, newsletterIssues as issues } from "../../shared/db/schema";
import type { Env } from "../../shared/server/env";
import type { Logger } from "../../shared/server/log";
import {
  escapeHtml,
  mailHtml,
  mailUnsubscribe,
  type MailMessage,
  type Mailer,
} from "../../shared/server/mail.server";
import { renderMailMarkdown } from "../../shared/server/markdown.server";
import { absoluteLinks, RETRY_AFTER_SECONDS, SEND_TRIES, STALE_CLAIM_MINUTES } from "./issue";
import { unsubscribePath } from "./newsletter.server";
import { newsletterAdminText, type NewsletterAdminMessages } from "./text/newsletter-admin";

/** Deliveries claimed at a time. */
const BATCH = 100;
/** A run stops claiming after this long, leaving the rest to the next run. */
const RUN_BUDGET_MS = 45_000;
/** An error kept for staff is cut to this length. */
const ERROR_MAX = 500;

export interface NewsletterJobContext {
  db: Db;
  env: Pick<Env, "SITE_URL" | "SITE_NAME">;
  log: Logger;
  mailer: Pick<Mailer, "send">;
}

/** A newsletter's text as mailed, the same for every reader: made once per newsletter, not once per address. */
export interface IssueBody {
  text: string;
  html: string;
}

export function issueBody(bodyMarkdown: string, siteUrl: string): IssueBody {
  return { text: absoluteLinks(bodyMarkdown, siteUrl), html: renderMailMarkdown(bodyMarkdown, siteUrl) };
}

/** A newsletter's mail to one address: its text, then why it came and, for a subscriber, the unsubscribe link. */
export function issueMail({
  to,
  subject,
  body,
  siteUrl,
  siteName,
  unsubscribeToken,
  t,
}: {
  to: string;
  subject: string;
  body: IssueBody;
  siteUrl: string;
  siteName: string;
  /** The subscriber's token; none for a test, which says so instead. */
  unsubscribeToken: string | null;
  t: Translate<NewsletterAdminMessages>;
}): MailMessage {
  const unsubscribe = unsubscribeToken
    ? { url: siteUrl + unsubscribePath(unsubscribeToken), label: t("newsletterAdmin.mail.unsubscribe") }
    : undefined;
  const why = unsubscribe
    ? t("newsletterAdmin.mail.why", { site: siteName })
    : t("newsletterAdmin.mail.testNote");
  const visit = t("newsletterAdmin.mail.visit", { site: siteName });
  const e = escapeHtml;
  return {
    to,
    subject: unsubscribe ? subject : t("newsletterAdmin.mail.test", { subject }),
    ...(unsubscribe ? { unsubscribeUrl: unsubscribe.url } : {}),
    text: `${body.text}\n\n${visit}: ${siteUrl}/\n\n${why}\n${unsubscribe ? `${unsubscribe.label}: ${unsubscribe.url}\n` : ""}`,
    html: mailHtml(
      siteName,
      `<div style="line-height:1.6">${body.html}</div>
<p style="margin:24px 0 8px"><a href="${e(siteUrl)}/" style="color:#1f4fd8;font-weight:bold">${e(visit)}</a></p>
<p style="font-size:12px;color:#4b5567">${e(why)}</p>
${mailUnsubscribe(unsubscribe)}`,
    ),
  };
}

/** Newsletters whose time has come start: their recipients listed, their status `sending`. */
async function startDue(db: Db, now: Date): Promise<number> {
  const due = await db
    .select({ id: issues.id })
    .from(issues)
    .where(and(eq(issues.status, "scheduled"), lte(issues.sendAt, now)));
  let started = 0;
  for (const { id } of due)
    await db.transaction(async (tx) => {
      const [begun] = await tx
        .update(issues)
        .set({ status: "sending", startedAt: now })
        .where(and(eq(issues.id, id), eq(issues.status, "scheduled")))
        .returning({ id: issues.id });
      if (!begun) return;
      const listed = (await tx.execute(sql`
        with listed as (
          insert into newsletter_deliveries (issue_id, subscriber_id)
          select ${id}, id from newsletter_subscribers where status = 'confirmed'
          on conflict do nothing
          returning 1)
        select count(*)::int as n from listed`)) as unknown as { rows: { n: number }[] };
      await tx
        .update(issues)
        .set({ recipients: Number(listed.rows[0]?.n ?? 0) })
        .where(eq(issues.id, id));
      started++;
    });
  return started;
}

interface Claimed {
  issue_id: number;
  subscriber_id: number;
  /** `sending`: to mail now; `skipped`: the address unsubscribed since the newsletter listed it. */
  status: "sending" | "skipped";
  attempts: number;
  email: string;
  unsubscribe_token: string;
}

/**
 * Takes up to BATCH deliveries due a try, for this run alone: those of addresses still confirmed to mail,
 * the others skipped in the same write, so an address unsubscribed up to its turn gets nothing.
 */
async function claim(db: Db, now: Date): Promise<Claimed[]> {
  const result = (await db.execute(sql`
    update newsletter_deliveries d
       set status = case when s.status = 'confirmed' then 'sending' else 'skipped' end,
           attempts = d.attempts + (case when s.status = 'confirmed' then 1 else 0 end),
           claimed_at = ${now.toISOString()}::timestamptz
      from newsletter_subscribers s
     where s.id = d.subscriber_id
       and (d.issue_id, d.subscriber_id) in (
             select issue_id, subscriber_id from newsletter_deliveries
              where status = 'pending'
                and (attempts = 0 or claimed_at < ${now.toISOString()}::timestamptz
                                                  - make_interval(secs => ${RETRY_AFTER_SECONDS} * attempts))
              order by issue_id, subscriber_id
              limit ${BATCH}
                for update skip locked)
    returning d.issue_id, d.subscriber_id, d.status, d.attempts, s.email, s.unsubscribe_token`)) as unknown as {
    rows: Claimed[];
  };
  return result.rows;
}

/** One run of the job: what it started, sent, failed and finished. */
export async function runNewsletterJob(
  { db, env, log, mailer }: NewsletterJobContext,
  now: () => Date = () => new Date(),
) {
  const began = now();
  // Most runs find nothing to do: one read, and no write (a write, even of no row, is a change to announce).
  const [busy] = await db
    .select({ id: issues.id })
    .from(issues)
    .where(or(eq(issues.status, "sending"), and(eq(issues.status, "scheduled"), lte(issues.sendAt, began))))
    .limit(1);
  if (!busy) return { started: 0, sent: 0, failed: 0, skipped: 0, finished: 0 };
  const t = textFor(newsletterAdminText, DEFAULT_LOCALE);
  // Deliveries a stopped process left mid-send: failed, never mailed again.
  const stale = await db
    .update(deliveries)
    .set({ status: "failed", error: "Interrupted while sending; not sent again, in case it left." })
    .where(
      and(
        eq(deliveries.status, "sending"),
        lt(deliveries.claimedAt, new Date(began.getTime() - STALE_CLAIM_MINUTES * 60_000)),
      ),
    )
    .returning({ issueId: deliveries.issueId });
  const started = await startDue(db, began);
  let sent = 0;
  let failed = 0;
  let skipped = 0;
  const content = new Map<number, { subject: string; body: IssueBody }>();
  for (;;) {
    const claimed = await claim(db, now());
    for (const delivery of claimed) {
      if (delivery.status === "skipped") {
        skipped++;
        continue;
      }
      const issueId = delivery.issue_id;
      if (!content.has(issueId)) {
        const [issue] = await db
          .select({ subject: issues.subject, bodyMarkdown: issues.bodyMarkdown })
          .from(issues)
          .where(eq(issues.id, issueId));
        content.set(issueId, {
          subject: issue?.subject ?? "",
          body: issueBody(issue?.bodyMarkdown ?? "", env.SITE_URL),
        });
      }
      const { subject, body } = content.get(issueId)!;
      const which = and(eq(deliveries.issueId, issueId), eq(deliveries.subscriberId, delivery.subscriber_id));
      try {
        await mailer.send(
          issueMail({
            to: delivery.email,
            subject,
            body,
            siteUrl: env.SITE_URL,
            siteName: env.SITE_NAME,
            unsubscribeToken: delivery.unsubscribe_token,
            t,
          }),
        );
        await db.update(deliveries).set({ status: "sent", sentAt: now(), error: null }).where(which);
        sent++;
      } catch (error) {
        const message = (error instanceof Error ? error.message : String(error)).slice(0, ERROR_MAX);
        const last = delivery.attempts >= SEND_TRIES;
        await db
          .update(deliveries)
          .set({ status: last ? "failed" : "pending", error: message })
          .where(which);
        if (last) failed++;
        log.warn({ err: error, issue: issueId, attempts: delivery.attempts }, "newsletter mail not sent");
      }
    }
    if (claimed.length < BATCH || now().getTime() - began.getTime() > RUN_BUDGET_MS) break;
  }

  // Newsletters with no delivery waiting or in progress are sent.
  const finished = await db
    .update(issues)
    .set({ status: "sent", finishedAt: now() })
    .where(
      and(
        eq(issues.status, "sending"),
        sql`not exists (select 1 from newsletter_deliveries d
                         where d.issue_id = ${issues.id} and d.status in ('pending', 'sending'))`,
      ),
    )
    .returning({ id: issues.id });
  return {
    started,
    sent,
    failed: failed + stale.length,
    skipped,
    finished: finished.length,
  };
}
