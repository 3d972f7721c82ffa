import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseMail, startSmtpSink, type SmtpSink } from "../../../tests/setup/smtp";
import { createMailer, escapeHtml, type MailMessage } from "./mail.server";

const from = "Imodoka <no-reply@imodoka.rw>";
const silent = pino({ level: "silent" });
const message: MailMessage = {
  to: "aline@example.rw",
  subject: "Murakaza neza — welcome",
  text: "Hello Aline,\nthe new RAV4 is in.\n",
  html: "<p>Hello Aline, the new <b>RAV4</b> is in.</p>",
};
const unsubscribeUrl = `https://imodoka.rw/newsletter/unsubscribe/${"T".repeat(43)}`;

describe("createMailer over SMTP", () => {
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterAll(() => sink?.close());

  it("sends a mail with a text and an HTML body and no list headers", async () => {
    const mailer = createMailer({ smtpUrl: sink.url, from, outboxDir: "unused", log: silent });
    expect(mailer.transport).toBe("smtp");
    const before = sink.messages.length;
    const sent = await mailer.send(message);
    mailer.close();
    expect(sink.messages).toHaveLength(before + 1);
    const mail = sink.messages.at(-1)!;
    expect(sent.messageId).toBe(mail.headers.get("message-id"));
    expect(sent.file).toBeUndefined();
    expect(mail.envelope).toEqual({ from: "no-reply@imodoka.rw", to: ["aline@example.rw"] });
    expect(mail.headers.get("from")).toBe("Imodoka <no-reply@imodoka.rw>");
    expect(mail.headers.get("to")).toBe("aline@example.rw");
    expect(mail.headers.get("subject")).toBe("Murakaza neza — welcome");
    expect(mail.headers.get("content-type")).toMatch(/^multipart\/alternative/);
    expect(mail.text).toContain("the new RAV4 is in.");
    expect(mail.html).toContain("<b>RAV4</b>");
    expect(mail.headers.has("list-unsubscribe")).toBe(false);
    expect(mail.headers.has("list-unsubscribe-post")).toBe(false);
  });

  it("adds List-Unsubscribe and one-click List-Unsubscribe-Post to newsletter mail", async () => {
    const mailer = createMailer({ smtpUrl: sink.url, from, outboxDir: "unused", log: silent });
    await mailer.send({ ...message, unsubscribeUrl });
    mailer.close();
    const mail = sink.messages.at(-1)!;
    expect(mail.headers.get("list-unsubscribe")).toBe(`<${unsubscribeUrl}>`);
    expect(mail.headers.get("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
  });

  it("rejects when no server answers", async () => {
    const closed = await startSmtpSink();
    await closed.close();
    const mailer = createMailer({ smtpUrl: closed.url, from, outboxDir: "unused", log: silent });
    await expect(mailer.send(message)).rejects.toThrow();
    mailer.close();
  });
});

describe("createMailer without SMTP_URL", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "imodoka-outbox-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("writes each mail as an .eml file in the outbox and logs recipient, subject and file", async () => {
    const outboxDir = path.join(dir, "outbox");
    const lines: Record<string, unknown>[] = [];
    const log = pino({ level: "info" }, { write: (line: string) => void lines.push(JSON.parse(line)) });
    const mailer = createMailer({ smtpUrl: undefined, from, outboxDir, log });
    expect(mailer.transport).toBe("outbox");

    const first = await mailer.send({ ...message, unsubscribeUrl });
    const second = await mailer.send({ ...message, to: "jean@example.rw" });
    mailer.close();

    const files = readdirSync(outboxDir).sort();
    expect(files).toHaveLength(2);
    expect(files.every((f) => f.endsWith(".eml"))).toBe(true);
    expect(first.file).toBe(path.join(outboxDir, path.basename(first.file!)));
    expect(second.file).not.toBe(first.file);

    const mail = parseMail(readFileSync(first.file!, "utf8"));
    expect(mail.headers.get("from")).toBe("Imodoka <no-reply@imodoka.rw>");
    expect(mail.headers.get("to")).toBe("aline@example.rw");
    expect(mail.headers.get("subject")).toBe("Murakaza neza — welcome");
    expect(mail.headers.get("list-unsubscribe")).toBe(`<${unsubscribeUrl}>`);
    expect(mail.headers.get("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    expect(mail.text).toContain("the new RAV4 is in.");
    expect(mail.html).toContain("<b>RAV4</b>");

    expect(lines).toEqual([
      expect.objectContaining({
        level: 30,
        to: "aline@example.rw",
        subject: "Murakaza neza — welcome",
        file: first.file,
      }),
      expect.objectContaining({ level: 30, to: "jean@example.rw", file: second.file }),
    ]);
  });
});

describe("escapeHtml", () => {
  it("escapes the characters that matter in text and attributes", () => {
    expect(escapeHtml(`<a href="x">Tom & Jerry's</a>`)).toBe(
      "&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;",
    );
  });
});
