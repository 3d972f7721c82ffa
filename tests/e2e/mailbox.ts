import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect } from "@playwright/test";
import { mailDir } from "./test-env";

/** A mail the site sent during the suite, as tests/e2e/global-setup.ts stored it. */
export interface ReceivedMail {
  envelope: { from: string; to: string[] };
  headers: Record<string, string>;
  text: string;
  html: string;
}

function mailsTo(address: string): ReceivedMail[] {
  const dir = mailDir();
  return readdirSync(dir)
    .filter((name) => name.endsWith(".json") && !name.startsWith("."))
    .sort()
    .map((name) => JSON.parse(readFileSync(path.join(dir, name), "utf8")) as ReceivedMail)
    .filter((mail) => mail.envelope.to.includes(address.toLowerCase()));
}

/**
 * Waits for the `count`-th mail to `address` whose subject is `subject` (the first by default), as the
 * SMTP server received it.
 */
export async function waitForMail(address: string, subject: string, count = 1): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      () => {
        found = mailsTo(address).filter((mail) => mail.headers.subject === subject)[count - 1];
        return found !== undefined;
      },
      { message: `mail "${subject}" #${count} to ${address}`, timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}

/** How many mails to `address` with this subject the SMTP server has received so far. */
export const mailCount = (address: string, subject: string) =>
  mailsTo(address).filter((mail) => mail.headers.subject === subject).length;

/** The first link in the mail's text that leads to `pathPrefix` on the site. */
export function linkIn(mail: ReceivedMail, pathPrefix: string): string {
  const link = mail.text
    .match(/https?:\/\/\S+/g)
    ?.find((url) => new URL(url).pathname.startsWith(pathPrefix));
  if (!link) throw new Error(`no ${pathPrefix} link in:\n${mail.text}`);
  return link;
}
