import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rateLimits } from "../../app/shared/db/schema";
import { createApiAccess } from "../../app/shared/server/api-access";
import { createLimiter } from "../../app/shared/server/rate-limit";
import { createTestDatabase, drivers } from "../setup/test-db";

describe.each(drivers)("rate limits shared through the database on %s", (driver) => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
  });
  afterAll(() => database.cleanup());

  it("counts the attempts of every instance together: two limiters of one name share one count", async () => {
    const { db } = database;
    const first = createLimiter(3, 60, { db, name: "contact" });
    const second = createLimiter(3, 60, { db, name: "contact" });
    expect(await first.consume("203.0.113.9")).toMatchObject({ ok: true, remaining: 2 });
    expect(await second.consume("203.0.113.9")).toMatchObject({ ok: true, remaining: 1 });
    expect(await first.consume("203.0.113.9")).toMatchObject({ ok: true, remaining: 0 });
    const refused = await second.consume("203.0.113.9");
    expect(refused.ok).toBe(false);
    expect(!refused.ok && refused.retryAfterSeconds).toBeGreaterThan(0);
    expect(!refused.ok && refused.retryAfterSeconds).toBeLessThanOrEqual(60);

    // The count is a row of the database, under the limiter's name and the key.
    const [row] = await db.select().from(rateLimits).where(eq(rateLimits.key, "contact:203.0.113.9"));
    expect(row?.points).toBe(4);

    // Another address, and another limiter with the same address, count apart.
    expect(await second.consume("198.51.100.7")).toMatchObject({ ok: true, remaining: 2 });
    expect(await createLimiter(3, 60, { db, name: "lead" }).consume("203.0.113.9")).toMatchObject({
      ok: true,
      remaining: 2,
    });
  });

  it("gives back an attempt that does not count, for every instance", async () => {
    const { db } = database;
    const first = createLimiter(1, 60, { db, name: "auth-email" });
    const second = createLimiter(1, 60, { db, name: "auth-email" });
    expect((await first.consume("ada@example.rw")).ok).toBe(true);
    await first.refund("ada@example.rw");
    expect((await second.consume("ada@example.rw")).ok).toBe(true);
    expect((await first.consume("ada@example.rw")).ok).toBe(false);
  });

  it("starts a new window once the last one is over", async () => {
    const { db } = database;
    const limiter = createLimiter(1, 1, { db, name: "report" });
    expect((await limiter.consume("k")).ok).toBe(true);
    expect((await limiter.consume("k")).ok).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect((await limiter.consume("k")).ok).toBe(true);
  });

  it("shares the API's per-minute count between instances", async () => {
    const { db } = database;
    const env = { API_KEYS: [], API_RATE_LIMIT: 2, API_CORS_ORIGINS: [] };
    const [one, two] = [createApiAccess(env, 60, db), createApiAccess(env, 60, db)];
    const client = { name: "ip:192.0.2.1", perMinute: 2 };
    expect((await one.consume(client)).ok).toBe(true);
    expect((await two.consume(client)).ok).toBe(true);
    expect((await one.consume(client)).ok).toBe(false);
  });
});

describe("rate limits while the database does not answer", () => {
  it("are counted in the instance's memory instead of failing the request", async () => {
    const database = await createTestDatabase("pglite");
    const limiter = createLimiter(2, 60, { db: database.db, name: "newsletter" });
    await database.cleanup();
    expect(await limiter.consume("k")).toMatchObject({ ok: true, remaining: 1 });
    expect(await limiter.consume("k")).toMatchObject({ ok: true, remaining: 0 });
    expect((await limiter.consume("k")).ok).toBe(false);
  });
});
