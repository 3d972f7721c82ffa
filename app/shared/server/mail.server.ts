import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { Logger } from "./log";

export interface MailMessage {
  to: string;
  subject: string;
  /** Plain-text body; every mail has one. */
  text: string;
  /** Simple HTML body with the same content. */
  html: string;
  /**
   * Newsletter mails: the unsubscribe page. Sets `List-Unsubscribe` (RFC 2369) and
   * `List-Unsubscribe-Post: List-Unsubscribe=One-Click` (RFC 8058), so mail clients offer one-click unsubscribe.
   */
  unsubscribeUrl?: string;
}

export interface SentMail {
  messageId: string;
  /** Set when the mail went to the outbox folder instead of an SMTP server. */
  file?: string;
}

export interface Mailer {
  /** `smtp` with SMTP_URL; otherwise `outbox`: .eml files in `outboxDir`, announced in the log. */
  readonly transport: "smtp" | "outbox";
  /** Resolves once the SMTP server accepted the mail (or the file is written); rejects otherwise. */
  send(message: MailMessage): Promise<SentMail>;
  close(): void;
}

export interface MailerOptions {
  smtpUrl: string | undefined;
  /** Sender, e.g. `Imodoka <no-reply@imodoka.rw>`. */
  from: string;
  outboxDir: string;
  log: Logger;
}

/** A slow mail server must not hold a visitor's request for minutes (nodemailer's defaults). */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

function mailOptions(message: MailMessage) {
  return {
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    ...(message.unsubscribeUrl
      ? {
          list: { unsubscribe: message.unsubscribeUrl },
          headers: { "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
        }
      : {}),
  };
}

export function createMailer({ smtpUrl, from, outboxDir, log }: MailerOptions): Mailer {
  if (smtpUrl) {
    const transporter = nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS }, { from });
    return {
      transport: "smtp",
      async send(message) {
        const info = await transporter.sendMail(mailOptions(message));
        log.info({ messageId: info.messageId, subject: message.subject }, "mail sent");
        return { messageId: info.messageId };
      },
      close: () => transporter.close(),
    };
  }

  // No SMTP server configured (a newcomer's machine): build the real message and keep it as a file.
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true }, { from });
  return {
    transport: "outbox",
    async send(message) {
      const info = await transporter.sendMail(mailOptions(message));
      await mkdir(outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      const file = path.join(outboxDir, `${stamp}-${randomBytes(4).toString("hex")}.eml`);
      await writeFile(file, info.message as Buffer);
      log.info(
        { to: message.to, subject: message.subject, file },
        "no SMTP_URL set: mail written to the outbox",
      );
      return { messageId: info.messageId, file };
    },
    close: () => transporter.close(),
  };
}

/** Escapes text for an HTML mail body. */
export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );
}

/** The site's mail layout around some HTML: the site's name on a white card. */
export function mailHtml(siteName: string, inner: string): string {
  return `<!doctype html>
<html lang="en"><body style="margin:0;padding:24px;background:#f6f7fb;font-family:Arial,sans-serif;color:#0f172a">
<div style="max-width:520px;margin:0 auto;background:#fff;border-radius:12px;padding:24px">
<p style="font-size:20px;font-weight:bold;margin:0 0 16px">${escapeHtml(siteName)}</p>
${inner}</div></body></html>
`;
}

/** A mail's main link as a button. */
export function mailButton(url: string, label: string): string {
  const e = escapeHtml;
  return `<p style="margin:24px 0"><a href="${e(url)}" style="display:inline-block;background:#1f4fd8;color:#fff;padding:12px 20px;border-radius:999px;text-decoration:none;font-weight:bold">${e(label)}</a></p>`;
}

/** The small print under a mail: an unsubscribe link. */
export function mailUnsubscribe(unsubscribe: { url: string; label: string } | undefined): string {
  const e = escapeHtml;
  return unsubscribe
    ? `<p style="font-size:12px;color:#4b5567"><a href="${e(unsubscribe.url)}" style="color:#4b5567">${e(unsubscribe.label)}</a></p>\n`
    : "";
}

/**
 * A mail whose point is one link (activation, password reset, newsletter confirmation): the site's name,
 * a paragraph, the link as a button and written out, a closing line, and optionally an unsubscribe link.
 */
export function linkMail({
  to,
  siteName,
  subject,
  intro,
  button,
  url,
  after,
  unsubscribe,
}: {
  to: string;
  siteName: string;
  subject: string;
  intro: string;
  button: string;
  url: string;
  after: string;
  unsubscribe?: { url: string; label: string };
}): MailMessage {
  const e = escapeHtml;
  return {
    to,
    subject,
    ...(unsubscribe ? { unsubscribeUrl: unsubscribe.url } : {}),
    text: `${intro}\n\n${url}\n\n${after}\n${unsubscribe ? `\n${unsubscribe.label}: ${unsubscribe.url}\n` : ""}`,
    html: mailHtml(
      siteName,
      `<p style="line-height:1.5">${e(intro)}</p>
${mailButton(url, button)}
<p style="line-height:1.5;font-size:14px;word-break:break-all"><a href="${e(url)}">${e(url)}</a></p>
<p style="line-height:1.5;font-size:14px;color:#4b5567">${e(after)}</p>
${mailUnsubscribe(unsubscribe)}`,
    ),
  };
}
