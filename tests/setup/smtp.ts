import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

/** A mail as an SMTP server received it, with the headers and the decoded text and HTML parts. */
export interface CapturedMail {
  envelope: { from: string; to: string[] };
  raw: string;
  /** Header values by lower-case name, unfolded; RFC 2047 encoded words decoded. */
  headers: Map<string, string>;
  text: string;
  html: string;
}

export interface SmtpSink {
  /** `smtp://127.0.0.1:PORT` for the mailer. */
  url: string;
  /** Every mail received so far, oldest first. */
  messages: CapturedMail[];
  close(): Promise<void>;
}

/**
 * A real SMTP server on loopback that keeps what it receives (no TLS, no auth): on `port`, or a free one.
 * `onMail` also sees each mail as it arrives.
 */
export async function startSmtpSink(
  options: { port?: number; onMail?: (mail: CapturedMail) => void } = {},
): Promise<SmtpSink> {
  const messages: CapturedMail[] = [];
  const server = new SMTPServer({
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        const mail: CapturedMail = {
          envelope: {
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            to: session.envelope.rcptTo.map((r) => r.address),
          },
          ...parseMail(raw),
        };
        messages.push(mail);
        options.onMail?.(mail);
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", resolve);
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Just enough MIME to read what nodemailer sends: headers, multipart/alternative, QP and base64. */
export function parseMail(raw: string): Omit<CapturedMail, "envelope"> {
  const { headers, body } = splitPart(raw);
  let text = "";
  let html = "";
  const visit = (partHeaders: Map<string, string>, partBody: string) => {
    const type = partHeaders.get("content-type") ?? "text/plain";
    const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
    if (type.toLowerCase().startsWith("multipart/") && boundary) {
      const sections = partBody.split(`--${boundary}`).slice(1);
      for (const section of sections) {
        if (section.startsWith("--")) break;
        const part = splitPart(section.replace(/^\r?\n/, ""));
        visit(part.headers, part.body);
      }
      return;
    }
    const decoded = decodeBody(partBody, partHeaders.get("content-transfer-encoding") ?? "7bit");
    if (type.toLowerCase().startsWith("text/html")) html = decoded;
    else if (type.toLowerCase().startsWith("text/plain")) text = decoded;
  };
  visit(headers, body);
  return { raw, headers, text, html };
}

function splitPart(source: string): { headers: Map<string, string>; body: string } {
  const end = source.search(/\r?\n\r?\n/);
  const head = end === -1 ? source : source.slice(0, end);
  const body = end === -1 ? "" : source.slice(end).replace(/^\r?\n\r?\n/, "");
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon > 0)
      headers.set(line.slice(0, colon).trim().toLowerCase(), decodeWords(line.slice(colon + 1).trim()));
  }
  return { headers, body };
}

function decodeBody(body: string, encoding: string): string {
  switch (encoding.toLowerCase()) {
    case "quoted-printable":
      return Buffer.from(
        body
          .replace(/=\r?\n/g, "")
          .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
        "latin1",
      ).toString("utf8");
    case "base64":
      return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
    default:
      return body;
  }
}

function decodeWords(value: string): string {
  return value.replace(
    /=\?([^?]+)\?([BQ])\?([^?]*)\?=\s*/gi,
    (_, _charset: string, kind: string, data: string) =>
      kind.toUpperCase() === "B"
        ? Buffer.from(data, "base64").toString("utf8")
        : decodeBody(data.replace(/_/g, " "), "quoted-printable"),
  );
}
