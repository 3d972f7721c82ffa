import { count } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action } from "../../app/features/pages/routes/contact-us";
import { contactMessages } from "../../app/shared/db/schema";
import { createLimiter } from "../../app/shared/server/rate-limit";
import { testContext, testLimits } from "../setup/app-context";
import { createTestDatabase, drivers } from "../setup/test-db";

type ActionArgs = Parameters<typeof action>[0];

function post(fields: Record<string, string>) {
  return new Request("http://localhost/contact-us", { method: "POST", body: new URLSearchParams(fields) });
}

const valid = {
  name: "Jean Bosco",
  email: "jean@example.rw",
  phone: "+250 788 123 456",
  subject: "price",
  message: "The Hilux price on your site looks out of date.",
};

describe.each(drivers)("contact form action on %s", (driver) => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let context: AppLoadContext;
  const run = (fields: Record<string, string>, ip = "10.0.0.1") =>
    action({
      request: post(fields),
      context: { ...context, clientIp: ip },
      params: {},
    } as unknown as ActionArgs);
  const stored = async () => (await database.db.select({ n: count() }).from(contactMessages))[0]!.n;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    context = testContext(database.db, {
      limits: { ...testLimits(), contact: createLimiter(2, 3600), newsletter: createLimiter(5, 3600) },
    });
  });
  afterAll(() => database?.cleanup());

  it("stores a valid message and says so", async () => {
    const before = await stored();
    const result = await run(valid);
    expect(result.init?.status ?? 200).toBe(200);
    expect(result.data).toEqual({ status: "sent", name: "Jean Bosco", email: "jean@example.rw" });
    expect(await stored()).toBe(before + 1);
  });

  it("answers 400 with messages by the field and gives back what was typed", async () => {
    const before = await stored();
    const result = await run({ ...valid, email: "jean@", message: "short" });
    expect(result.init?.status).toBe(400);
    expect(result.data).toEqual({
      status: "invalid",
      values: { ...valid, email: "jean@", message: "short" },
      errors: {
        email: "Please enter a valid email address",
        message: "Please write a message of at least 10 characters",
      },
    });
    expect(await stored()).toBe(before);
  });

  it("drops a message whose honeypot is filled, without telling the bot", async () => {
    const before = await stored();
    const result = await run({ ...valid, website: "http://spam.example" }, "10.0.0.9");
    expect(result.data).toMatchObject({ status: "sent" });
    expect(await stored()).toBe(before);
  });

  it("limits messages per address with a clear message, keeping the input", async () => {
    const ip = "10.0.0.2";
    expect((await run(valid, ip)).data).toMatchObject({ status: "sent" });
    expect((await run(valid, ip)).data).toMatchObject({ status: "sent" });
    const before = await stored();
    const limited = await run(valid, ip);
    expect(limited.init?.status).toBe(429);
    expect(limited.data).toMatchObject({ status: "invalid", values: valid });
    expect((limited.data as { formError: string }).formError).toMatch(
      /^You have sent several messages in a short time\. Please try again in \d+ minutes\.$/,
    );
    expect(await stored()).toBe(before);
    expect((await run(valid, "10.0.0.3")).data).toMatchObject({ status: "sent" });
  });
});
