import { z } from "zod";
import type { Invalid } from "~/shared/forms/form-data";
import type { Translate } from "~/shared/i18n/text";
import type { NewsletterMessages } from "./text/newsletter";

/**
 * Newsletter sign-up rules. Only the action imports this module's values (zod stays out of the client
 * bundle); the form components import its types.
 */

/** RFC 5321 limit on a forward path; longer input is not an address. */
export const NEWSLETTER_EMAIL_MAX = 254;

/** Confirmation links stop working this long after they were sent. */
export const CONFIRM_LINK_DAYS = 7;

/** The e-mail address, trimmed and lower-cased (SPEC §5: inputs are trimmed; same message as sign-in). */
export const newsletterEmail = (t: Translate<NewsletterMessages>) =>
  z
    .string()
    .trim()
    .max(NEWSLETTER_EMAIL_MAX, t("newsletter.error.email"))
    .pipe(z.email(t("newsletter.error.email")))
    .transform((email) => email.toLowerCase());

/** The sign-up form's one field, read and checked with the form kit. */
export const newsletterFields = ["email"] as const;
export const newsletterForm = (t: Translate<NewsletterMessages>) => z.object({ email: newsletterEmail(t) });

/** What POST /newsletter answers, to the page and to the dialog. */
export type NewsletterResult =
  | { status: "sent"; email: string }
  | ({ status: "invalid" } & Omit<Invalid<(typeof newsletterFields)[number]>, "ok">);

export type NewsletterValidation = { ok: true; email: string } | { ok: false; error: string };

export function validateNewsletterEmail(
  value: unknown,
  t: Translate<NewsletterMessages>,
): NewsletterValidation {
  const result = newsletterEmail(t).safeParse(typeof value === "string" ? value : "");
  return result.success
    ? { ok: true, email: result.data }
    : { ok: false, error: result.error.issues[0]!.message };
}

/** Tokens in confirmation and unsubscribe links: 32 random bytes, base64url without padding. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** `jean.bosco@example.rw` → `j•••@example.rw`: enough for its owner to recognise, little for anyone else. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at < 1) return "•••";
  return `${email[0]}•••${email.slice(at)}`;
}
