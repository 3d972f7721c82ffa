/**
 * A newsletter staff write and send (decision 0030): its form's rules, when it goes out, and how far its
 * sending has come. Only loaders and actions import this module's values (zod stays out of the client bundle).
 */
import { z } from "zod";
import { parseKigaliTime } from "~/features/admin/form-rules";
import type { Translate } from "~/shared/i18n/text";
import type { NewsletterAdminMessages } from "./text/newsletter-admin";

export const ISSUE_LIMITS = {
  subject: 150,
  // A page form's body is at most 64 KiB (request-rules.ts): 20,000 characters fit, URL-encoded.
  bodyMarkdown: 20_000,
} as const;

/** Tries of one mail before its delivery counts as failed. */
export const SEND_TRIES = 3;
/** A failed try is tried again after this many seconds times the tries made. */
export const RETRY_AFTER_SECONDS = 60;
/**
 * A delivery still `sending` this long after it was claimed belongs to a process that stopped mid-send. It is
 * marked failed, not sent again: the mail may have left, and a subscriber must never get a newsletter twice.
 */
export const STALE_CLAIM_MINUTES = 15;
/** How far ahead a newsletter may be scheduled. */
export const SCHEDULE_MAX_DAYS = 90;

/** The form's fields, in the order the page shows them; `updatedAt` is the version being edited. */
export const issueFields = ["subject", "bodyMarkdown", "sendAt", "updatedAt"] as const;
export type IssueField = (typeof issueFields)[number];

/**
 * What a button of the form asks: save the draft, show it, add the latest news to it, mail it to oneself,
 * send it out, stop it.
 */
export const issueIntents = ["save", "preview", "latest", "test", "schedule", "unschedule"] as const;
export type IssueIntent = (typeof issueIntents)[number];

export const issueIntent = (value: FormDataEntryValue | null): IssueIntent | undefined =>
  issueIntents.find((intent) => intent === value);

/** A newsletter's form read through its rules: the subject and text required, the time empty or a Kigali time. */
export function issueSchema(t: Translate<NewsletterAdminMessages>) {
  const tooLong = (max: number) => t("newsletterAdmin.error.tooLong", { max });
  return z.object({
    subject: z
      .string()
      .trim()
      .min(1, t("newsletterAdmin.error.subject"))
      .max(ISSUE_LIMITS.subject, tooLong(ISSUE_LIMITS.subject)),
    bodyMarkdown: z
      .string()
      .trim()
      .min(1, t("newsletterAdmin.error.body"))
      .max(ISSUE_LIMITS.bodyMarkdown, tooLong(ISSUE_LIMITS.bodyMarkdown)),
    sendAt: z
      .string()
      .trim()
      .refine((typed) => !typed || parseKigaliTime(typed) !== undefined, t("newsletterAdmin.error.sendAt")),
    updatedAt: z.string(),
  });
}
export type IssueInput = Omit<z.output<ReturnType<typeof issueSchema>>, "updatedAt">;

/**
 * When a newsletter sent at `now` goes out: at once when no time is typed, else at that Kigali time, which
 * must be to come (a minute's grace for the time it took to click) and within SCHEDULE_MAX_DAYS.
 */
export function sendMoment(typed: string, now: Date): Date | { error: "past" | "far" | "sendAt" } {
  if (!typed.trim()) return now;
  const at = parseKigaliTime(typed.trim());
  if (!at) return { error: "sendAt" };
  if (at.getTime() < now.getTime() - 60_000) return { error: "past" };
  if (at.getTime() > now.getTime() + SCHEDULE_MAX_DAYS * 24 * 60 * 60 * 1000) return { error: "far" };
  return at.getTime() < now.getTime() ? now : at;
}

/** What happened to a newsletter's mails so far, by delivery status. */
export interface DeliveryCounts {
  pending: number;
  sending: number;
  sent: number;
  failed: number;
  skipped: number;
}

/** The share of a newsletter's deliveries that are done (sent, failed or skipped), in whole percent. */
export function doneShare(counts: DeliveryCounts): number {
  const total = counts.pending + counts.sending + counts.sent + counts.failed + counts.skipped;
  if (total === 0) return 100;
  return Math.floor(((total - counts.pending - counts.sending) * 100) / total);
}

/**
 * A newsletter's Markdown for the plain-text part of its mail: links to the site's own pages (`](/…)`, and
 * reference links `[name]: /…`) written out in full on `siteUrl`, since a mail has no address of its own.
 */
export function absoluteLinks(markdown: string, siteUrl: string): string {
  return markdown
    .replace(/\]\(\/(?!\/)/g, `](${siteUrl}/`)
    .replace(/^(\s{0,3}\[[^\]]+\]:\s*)\/(?!\/)/gm, `$1${siteUrl}/`);
}

/** How many of the newest articles "Add the latest news" lists. */
export const LATEST_NEWS = 5;

/** Text a link's label may not hold as it is: Markdown's brackets and the backslash. */
const escapeLabel = (text: string) => text.replace(/[\\[\]]/g, (c) => `\\${c}`);

/**
 * The text with the newest articles added at its end, under `heading`: one line each, the title linked to
 * the article and its summary after it, for staff to edit before they send.
 */
export function withLatestNews(
  markdown: string,
  heading: string,
  articles: readonly { title: string; excerpt: string; path: string }[],
): string {
  const list = articles
    .map(
      (article) =>
        `- [${escapeLabel(article.title)}](${article.path}): ${article.excerpt.replace(/\s+/g, " ").trim()}`,
    )
    .join("\n");
  return [markdown.trimEnd(), `## ${heading}\n\n${list}`].filter(Boolean).join("\n\n");
}
