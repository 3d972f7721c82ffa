/**
 * Newsletters in the back office (decision 0030): written as drafts, scheduled by an administrator, and what
 * their sending has come to. The sending itself is ./sending.server.ts.
 */
import { and, count, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../shared/db/client";
import {
  newsletterDeliveries as deliveries,
  newsletterIssues as issues,
  newsletterSubscribers as subscribers,
  users,
} from "../../shared/db/schema";
import { readPage, type Page } from "~/shared/lib/pagination";
import type { DeliveryCounts, IssueInput } from "./issue";

export const ISSUES_PER_PAGE = 20;

/** How many addresses are confirmed, waiting for confirmation and unsubscribed. */
export async function subscriberCounts(db: Db) {
  const rows = await db
    .select({ status: subscribers.status, n: count() })
    .from(subscribers)
    .groupBy(subscribers.status);
  const of = (status: string) => rows.find((row) => row.status === status)?.n ?? 0;
  return { confirmed: of("confirmed"), pending: of("pending"), unsubscribed: of("unsubscribed") };
}

/** A newsletter's deliveries counted by status. */
async function deliveryCounts(db: Db, issueId: number): Promise<DeliveryCounts> {
  const rows = await db
    .select({ status: deliveries.status, n: count() })
    .from(deliveries)
    .where(eq(deliveries.issueId, issueId))
    .groupBy(deliveries.status);
  const of = (status: string) => rows.find((row) => row.status === status)?.n ?? 0;
  return {
    pending: of("pending"),
    sending: of("sending"),
    sent: of("sent"),
    failed: of("failed"),
    skipped: of("skipped"),
  };
}

/** The newsletters, newest first, a page at a time, each with the mails it has sent. */
export async function issuePage(db: Db, requested: number): Promise<{ page: Page; rows: IssueRow[] }> {
  const [total] = await db.select({ n: count() }).from(issues);
  const sent = db
    .select({ issueId: deliveries.issueId, n: count().as("n") })
    .from(deliveries)
    .where(eq(deliveries.status, "sent"))
    .groupBy(deliveries.issueId)
    .as("sent");
  return readPage(
    total?.n ?? 0,
    requested,
    ISSUES_PER_PAGE,
    db
      .select({
        id: issues.id,
        subject: issues.subject,
        status: issues.status,
        sendAt: issues.sendAt,
        finishedAt: issues.finishedAt,
        updatedAt: issues.updatedAt,
        recipients: issues.recipients,
        sent: sql<number>`coalesce(${sent.n}, 0)`.mapWith(Number),
      })
      .from(issues)
      .leftJoin(sent, eq(sent.issueId, issues.id))
      .orderBy(desc(issues.createdAt), desc(issues.id)),
  );
}
export type IssueRow = {
  id: number;
  subject: string;
  status: "draft" | "scheduled" | "sending" | "sent";
  sendAt: Date | null;
  finishedAt: Date | null;
  updatedAt: Date;
  recipients: number | null;
  sent: number;
};

/** One newsletter with who wrote and scheduled it, its deliveries counted and the latest error, if any. */
export async function findIssue(db: Db, id: number) {
  const [issue] = await db.select().from(issues).where(eq(issues.id, id));
  if (!issue) return undefined;
  const names = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(sql`${users.id} in (${issue.createdBy}, ${issue.scheduledBy ?? issue.createdBy})`);
  const nameOf = (userId: string | null) => names.find((user) => user.id === userId)?.name ?? null;
  const [failure] = await db
    .select({ error: deliveries.error })
    .from(deliveries)
    .where(and(eq(deliveries.issueId, id), sql`${deliveries.error} is not null`))
    .orderBy(desc(deliveries.claimedAt))
    .limit(1);
  return {
    ...issue,
    author: nameOf(issue.createdBy),
    scheduler: nameOf(issue.scheduledBy),
    counts: await deliveryCounts(db, id),
    lastError: failure?.error ?? null,
  };
}
export type FoundIssue = NonNullable<Awaited<ReturnType<typeof findIssue>>>;

/** A new newsletter, a draft or, with `schedule`, scheduled for that moment; its id. */
export async function createIssue(
  db: Db,
  input: IssueInput,
  actorId: string,
  { sendAt, schedule }: { sendAt: Date | null; schedule?: { at: Date; actorId: string } },
) {
  const [row] = await db
    .insert(issues)
    .values({
      subject: input.subject,
      bodyMarkdown: input.bodyMarkdown,
      sendAt: schedule?.at ?? sendAt,
      createdBy: actorId,
      ...(schedule ? { status: "scheduled" as const, scheduledBy: schedule.actorId } : {}),
    })
    .returning({ id: issues.id });
  return row!.id;
}

/** A newsletter's status and the version its form carries, or undefined when there is none. */
export async function issueState(db: Db, id: number) {
  const [row] = await db
    .select({ status: issues.status, updatedAt: issues.updatedAt })
    .from(issues)
    .where(eq(issues.id, id));
  return row;
}

/** What came of a change to a newsletter. */
export type IssueChange = "saved" | "conflict" | "locked" | "gone";

/**
 * Saves a draft's text and planned time, if it is still the version `seen` and still a draft; with `schedule`,
 * the same write schedules it for that moment, so what goes out is exactly what the administrator saw.
 */
export async function saveIssue(
  db: Db,
  id: number,
  input: IssueInput,
  seen: string,
  { sendAt, schedule }: { sendAt: Date | null; schedule?: { at: Date; actorId: string } },
): Promise<IssueChange> {
  const seenAt = new Date(seen);
  if (Number.isNaN(seenAt.getTime())) return "conflict";
  const changed = await db
    .update(issues)
    .set({
      subject: input.subject,
      bodyMarkdown: input.bodyMarkdown,
      sendAt: schedule?.at ?? sendAt,
      ...(schedule ? { status: "scheduled" as const, scheduledBy: schedule.actorId } : {}),
      updatedAt: new Date(),
    })
    .where(and(eq(issues.id, id), eq(issues.status, "draft"), eq(issues.updatedAt, seenAt)))
    .returning({ id: issues.id });
  if (changed.length) return "saved";
  const row = await issueState(db, id);
  if (!row) return "gone";
  return row.status === "draft" ? "conflict" : "locked";
}

/** A scheduled newsletter back to a draft, unless its sending has begun. */
export async function unscheduleIssue(db: Db, id: number): Promise<IssueChange> {
  const changed = await db
    .update(issues)
    .set({ status: "draft", scheduledBy: null, updatedAt: new Date() })
    .where(and(eq(issues.id, id), eq(issues.status, "scheduled")))
    .returning({ id: issues.id });
  if (changed.length) return "saved";
  return (await issueState(db, id)) ? "locked" : "gone";
}
