import { pino, type Logger } from "pino";
import { redactUrl } from "~/shared/lib/redact-url";

export type { Logger };

export function createLogger(level: string, pretty = false): Logger {
  return pino({
    level,
    base: { service: "imodoka" },
    redact: ["req.headers.cookie", "req.headers.authorization"],
    ...(pretty ? { transport: { target: "pino-pretty", options: { colorize: true } } } : {}),
  });
}

/** The access log's request line: method and URL, secrets redacted (redactUrl). */
export const requestSerializer = (req: { method: string; url: string }) => ({
  method: req.method,
  url: redactUrl(req.url),
});

/** The access log's response: its status. */
export const responseSerializer = (res: { statusCode: number }) => ({ status: res.statusCode });
