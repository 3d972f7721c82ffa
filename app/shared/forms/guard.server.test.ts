import { describe, expect, it } from "vitest";
import { createLimiter } from "~/shared/server/rate-limit";
import { guardForm, isHoneypotFilled, retryMinutes } from "./guard.server";
import { formOf } from "../../../tests/setup/form-data";

describe("retryMinutes", () => {
  it("rounds up to whole minutes and never says zero", () => {
    expect(retryMinutes(0)).toBe(1);
    expect(retryMinutes(1)).toBe(1);
    expect(retryMinutes(60)).toBe(1);
    expect(retryMinutes(61)).toBe(2);
    expect(retryMinutes(3600)).toBe(60);
  });
});

describe("isHoneypotFilled", () => {
  it("is true only for a non-blank value in the field", () => {
    expect(isHoneypotFilled(formOf({}))).toBe(false);
    expect(isHoneypotFilled(formOf({ website: "  " }))).toBe(false);
    expect(isHoneypotFilled(formOf({ website: "http://spam" }))).toBe(true);
    expect(isHoneypotFilled(formOf({ trap: "x" }), "trap")).toBe(true);
  });
});

describe("guardForm", () => {
  it("stops a bot before counting an attempt", async () => {
    const limiter = createLimiter(1, 60);
    const bot = await guardForm({ form: formOf({ website: "x" }), limiter, key: "ip" });
    expect(bot).toEqual({ ok: false, reason: "honeypot" });
    expect(await guardForm({ form: formOf({}), limiter, key: "ip" })).toEqual({ ok: true });
  });

  it("refuses past the limit with the message in minutes and a Retry-After header", async () => {
    const limiter = createLimiter(1, 600);
    const form = formOf({});
    const message = (minutes: number) => `Try again in ${minutes} minutes.`;
    expect(await guardForm({ form, limiter, key: "ip", message })).toEqual({ ok: true });
    const refused = await guardForm({ form, limiter, key: "ip", message });
    expect(refused).toMatchObject({
      ok: false,
      reason: "rate-limited",
      formError: "Try again in 10 minutes.",
    });
    if (refused.ok || refused.reason !== "rate-limited") throw new Error("expected a refusal");
    expect(Number(refused.headers["Retry-After"])).toBeGreaterThan(590);
    expect(await guardForm({ form, limiter, key: "other", message })).toEqual({ ok: true });
  });

  it("skips the honeypot when told the form has none", async () => {
    expect(await guardForm({ form: formOf({ website: "x" }), honeypot: false })).toEqual({ ok: true });
  });
});
