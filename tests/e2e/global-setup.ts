import { mkdirSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { startSmtpSink } from "../setup/smtp";
import { MAIL_PORT, mailDir } from "./test-env";

/**
 * A real SMTP server on loopback for the whole suite: the site (SMTP_URL in playwright.config.ts) sends
 * its activation, reset and newsletter mails to it, and it writes each one to a JSON file that the
 * tests, in their own worker processes, read with tests/e2e/mailbox.ts.
 */
export default async function globalSetup() {
  const dir = mailDir();
  mkdirSync(dir, { recursive: true });
  let count = 0;
  const sink = await startSmtpSink({
    port: MAIL_PORT,
    onMail: ({ envelope, headers, text, html }) => {
      const name = `${String(++count).padStart(6, "0")}.json`;
      const mail = { envelope, headers: Object.fromEntries(headers), text, html };
      // Written whole under a temporary name, then renamed, so a reader never sees half a file.
      writeFileSync(path.join(dir, `.${name}`), JSON.stringify(mail));
      renameSync(path.join(dir, `.${name}`), path.join(dir, name));
    },
  });
  return () => sink.close();
}
