import type { Limiter } from "~/shared/server/rate-limit";
import { HONEYPOT_FIELD } from "./honeypot";

/** Whole minutes to wait, at least one: how "try again in N minutes" is counted everywhere. */
export function retryMinutes(retryAfterSeconds: number): number {
  return Math.max(1, Math.ceil(retryAfterSeconds / 60));
}

/** True when the honeypot field holds anything but spaces: the form was filled in by a bot. */
export function isHoneypotFilled(form: FormData, field: string = HONEYPOT_FIELD): boolean {
  const value = form.get(field);
  return typeof value === "string" && value.trim() !== "";
}

export type GuardResult =
  | { ok: true }
  /** A bot: thank it as if it had worked, and keep nothing. */
  | { ok: false; reason: "honeypot" }
  /** Too many tries: the form's message, and the headers of the 429 answer. */
  | { ok: false; reason: "rate-limited"; formError: string; headers: Record<string, string> };

/**
 * The one guard in front of a public form: the honeypot first (no attempt is counted for a bot), then one
 * attempt of `limiter` for `key`. `message(minutes)` words the refusal ("try again in N minutes").
 */
export async function guardForm(options: {
  form: FormData;
  limiter?: Limiter;
  key?: string;
  honeypot?: string | false;
  message?: (minutes: number) => string;
}): Promise<GuardResult> {
  const { form, limiter, key, honeypot = HONEYPOT_FIELD, message } = options;
  if (honeypot !== false && isHoneypotFilled(form, honeypot)) return { ok: false, reason: "honeypot" };
  if (!limiter || key === undefined) return { ok: true };
  const limit = await limiter.consume(key);
  if (limit.ok) return { ok: true };
  const minutes = retryMinutes(limit.retryAfterSeconds);
  return {
    ok: false,
    reason: "rate-limited",
    formError: message ? message(minutes) : "",
    headers: { "Retry-After": String(limit.retryAfterSeconds) },
  };
}
