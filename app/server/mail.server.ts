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
