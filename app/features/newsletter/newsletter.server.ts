import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, ne } from "drizzle-orm";
import { CONFIRM_LINK_DAYS, TOKEN_PATTERN } from "~/features/newsletter/newsletter";
import type { Db } from "../../shared/db/client";
import { newsletterSubscribers as subscribers } from "../../shared/db/schema";
import { linkMail, type MailMessage } from "../../shared/server/mail.server";
import type { Translate } from "~/shared/i18n/text";
import type { NewsletterMessages } from "~/features/newsletter/text/newsletter";

/**
 * Newsletter double opt-in (docs/decisions/0004-newsletter-double-opt-in.md): a sign-up is pending until
 * the link in the confirmation mail is opened. Only a SHA-256 hash of that link's token is stored.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** 32 random bytes, base64url: 43 characters that match TOKEN_PATTERN. */
export const newToken = () => randomBytes(32).toString("base64url");
export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

export const confirmPath = (token: string) => `/newsletter/confirm/${token}`;
export const unsubscribePath = (token: string) => `/newsletter/unsubscribe/${token}`;

/**
 * RFC 8058 one-click unsubscribe: mail providers POST to the List-Unsubscribe URL from their own servers,
 * without the Origin or Sec-Fetch-Site headers the same-origin check needs. server.ts lets exactly these
 * paths through (the newsletter's, and saved-search alerts'); the unguessable token in them is the proof.
 */
export function isOneClickUnsubscribe(method: string, pathname: string): boolean {
  const match = /^\/(?:newsletter|saved-searches)\/unsubscribe\/([^/]+)$/.exec(pathname);
  return method.toUpperCase() === "POST" && match !== null && TOKEN_PATTERN.test(match[1]!);
}

export interface PendingSubscription {
  id: number;
  email: string;
  /** The raw token for the confirmation link: only ever put in the mail, never stored. */
  confirmToken: string;
  unsubscribeToken: string;
}

/**
 * Records a sign-up request. A new, pending or unsubscribed address becomes pending with a fresh
 * confirmation token (which replaces any earlier one) and is returned, so the caller mails the link.
 * A confirmed address is left alone and `undefined` comes back: nothing to send.
 */
export async function requestSubscription(
  db: Db,
  { email, ipAddress, now = new Date() }: { email: string; ipAddress: string; now?: Date },
): Promise<PendingSubscription | undefined> {
  const confirmToken = newToken();
  const confirmTokenHash = hashToken(confirmToken);
  const [row] = await db
    .insert(subscribers)
    .values({
      email,
      status: "pending",
      confirmTokenHash,
      confirmSentAt: now,
      unsubscribeToken: newToken(),
      createdAt: now,
      ipAddress,
    })
    .onConflictDoUpdate({
      target: subscribers.email,
      set: {
        status: "pending",
        confirmTokenHash,
        confirmSentAt: now,
        confirmedAt: null,
        unsubscribedAt: null,
        ipAddress,
      },
      setWhere: ne(subscribers.status, "confirmed"),
    })
    .returning({ id: subscribers.id, unsubscribeToken: subscribers.unsubscribeToken });
  return row ? { id: row.id, email, confirmToken, unsubscribeToken: row.unsubscribeToken } : undefined;
}

export type ConfirmOutcome = "confirmed" | "already-confirmed" | "expired" | "unknown";

/** Opens a confirmation link. Opening it again after it worked says confirmed again. */
export async function confirmSubscription(db: Db, token: string, now = new Date()): Promise<ConfirmOutcome> {
  if (!TOKEN_PATTERN.test(token)) return "unknown";
  const hash = hashToken(token);
  const confirmed = await db
    .update(subscribers)
    .set({ status: "confirmed", confirmedAt: now })
    .where(
      and(
        eq(subscribers.confirmTokenHash, hash),
        eq(subscribers.status, "pending"),
        gt(subscribers.confirmSentAt, new Date(now.getTime() - CONFIRM_LINK_DAYS * DAY_MS)),
      ),
    )
    .returning({ id: subscribers.id });
  if (confirmed.length > 0) return "confirmed";
  const [row] = await db
    .select({ status: subscribers.status })
    .from(subscribers)
    .where(eq(subscribers.confirmTokenHash, hash));
  if (row?.status === "confirmed") return "already-confirmed";
  if (row?.status === "pending") return "expired";
  return "unknown";
}

export async function findByUnsubscribeToken(db: Db, token: string) {
  if (!TOKEN_PATTERN.test(token)) return undefined;
  const [row] = await db
    .select({ email: subscribers.email, status: subscribers.status })
    .from(subscribers)
    .where(eq(subscribers.unsubscribeToken, token));
  return row;
}

/**
 * Unsubscribes the address behind an unsubscribe token (pending or confirmed) and voids its confirmation
 * link, so an old link cannot subscribe it again. Idempotent. `undefined` for an unknown token.
 */
export async function unsubscribe(db: Db, token: string, now = new Date()) {
  if (!TOKEN_PATTERN.test(token)) return undefined;
  const [row] = await db
    .update(subscribers)
    .set({ status: "unsubscribed", unsubscribedAt: now, confirmTokenHash: null, confirmSentAt: null })
    .where(and(eq(subscribers.unsubscribeToken, token), ne(subscribers.status, "unsubscribed")))
    .returning({ email: subscribers.email });
  return row ?? findByUnsubscribeToken(db, token).then((found) => found && { email: found.email });
}

/** The confirmation mail: plain text and simple HTML, with the list's unsubscribe headers. */
export function confirmationMail({
  siteUrl,
  siteName,
  subscription,
  t,
}: {
  siteUrl: string;
  siteName: string;
  subscription: PendingSubscription;
  /** The newsletter's text in the language of the request that asked for the mail. */
  t: Translate<NewsletterMessages>;
}): MailMessage {
  const confirmUrl = siteUrl + confirmPath(subscription.confirmToken);
  const unsubscribeUrl = siteUrl + unsubscribePath(subscription.unsubscribeToken);
  const params = { site: siteName, email: subscription.email, days: CONFIRM_LINK_DAYS };
  return linkMail({
    to: subscription.email,
    siteName,
    subject: t("newsletter.mail.subject", params),
    intro: t("newsletter.mail.text", params),
    button: t("newsletter.mail.button"),
    url: confirmUrl,
    after: t("newsletter.mail.ignore"),
    unsubscribe: { url: unsubscribeUrl, label: t("newsletter.unsubscribe") },
  });
}
