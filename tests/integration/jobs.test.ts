import { eq, sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startChangeBroadcast, type ChangeBroadcast } from "../../app/shared/cache/change-broadcast.server";
import { tablesWithArticlesDue } from "../../app/shared/cache/scheduled-articles.server";
import { expireListings } from "../../app/features/used-market/used-market-jobs.server";
import { guideArticles, newsArticles, usedListings } from "../../app/shared/db/schema";
import { startQueueJobs, startTimerJobs, type JobRunner } from "../../app/shared/server/jobs.server";
import { createLogger } from "../../app/shared/server/log";
import { createTestDatabase, drivers } from "../setup/test-db";

const log = createLogger("silent");
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
async function until(check: () => boolean, ms = 10_000) {
  for (const start = Date.now(); !check(); await wait(50))
    if (Date.now() - start > ms) throw new Error("timed out");
}

describe.each(drivers)("articles whose scheduled time came, on %s", (driver) => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
  });
  afterAll(() => database.cleanup());

  it("names the table of an article that became public within the window, and only then", async () => {
    const { db } = database;
    const [news] = await db.select({ id: newsArticles.id }).from(newsArticles).limit(1);
    const [guide] = await db.select({ id: guideArticles.id }).from(guideArticles).limit(1);
    // The seed's articles were published long ago: nothing is due.
    expect(await tablesWithArticlesDue(db, 60)).toEqual([]);

    // A news article whose time came 5 seconds ago.
    await db
      .update(newsArticles)
      .set({ published: true, publishedAt: sql`now() - interval '5 seconds'` })
      .where(eq(newsArticles.id, news!.id));
    expect(await tablesWithArticlesDue(db, 60)).toEqual(["news_articles"]);
    // Outside a 3-second window it is not due.
    expect(await tablesWithArticlesDue(db, 3)).toEqual([]);

    // A guide article still to come is not due; a draft whose date passed is never due.
    await db
      .update(guideArticles)
      .set({ published: true, publishedAt: sql`now() + interval '5 minutes'` })
      .where(eq(guideArticles.id, guide!.id));
    await db.update(newsArticles).set({ published: false }).where(eq(newsArticles.id, news!.id));
    expect(await tablesWithArticlesDue(db, 60)).toEqual([]);

    await db
      .update(guideArticles)
      .set({ publishedAt: sql`now() - interval '1 second'` })
      .where(eq(guideArticles.id, guide!.id));
    expect(await tablesWithArticlesDue(db, 60)).toEqual(["guide_articles"]);
  });
});

describe.each(drivers)("the listing-expiry job on %s", (driver) => {
  const statements: string[] = [];
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    database = await createTestDatabase(driver, { onQuery: (statement) => statements.push(statement) });
  });
  afterAll(() => database.cleanup());

  it("writes nothing when no listing is due, so the market's kept pages stay", async () => {
    const { db } = database;
    statements.length = 0;
    expect(await expireListings(db)).toBe(0);
    expect(statements.filter((statement) => /^\s*update/i.test(statement))).toEqual([]);

    const [listing] = await db
      .update(usedListings)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(usedListings.status, "active"))
      .returning({ id: usedListings.id });
    statements.length = 0;
    expect(await expireListings(db)).toBeGreaterThanOrEqual(1);
    expect(statements.filter((statement) => /^\s*update "used_listings"/i.test(statement))).toHaveLength(1);
    const [after] = await db.select().from(usedListings).where(eq(usedListings.id, listing!.id));
    expect(after?.status).toBe("expired");
  });
});

describe("jobs on this process's timers (the embedded database)", () => {
  it("runs each job at once and then every period, and waits for a run in progress when stopped", async () => {
    const runs: number[] = [];
    let finished = 0;
    const runner = startTimerJobs(
      [
        {
          name: "tick",
          everySeconds: 0.2,
          run: async () => {
            runs.push(Date.now());
            await wait(100);
            finished++;
          },
        },
        { name: "off", everySeconds: 0, run: () => Promise.reject(new Error("an idle job ran")) },
      ],
      log,
    );
    expect(runner.kind).toBe("timer");
    await until(() => runs.length >= 3);
    await runner.stop();
    expect(finished).toBe(runs.length);
    // One run at a time: the next starts a period after the last one ended.
    for (let i = 1; i < runs.length; i++) expect(runs[i]! - runs[i - 1]!).toBeGreaterThanOrEqual(290);
    const count = runs.length;
    await wait(400);
    expect(runs.length).toBe(count);
  });

  it("keeps running a job after a run fails", async () => {
    let calls = 0;
    const runner = startTimerJobs(
      [
        {
          name: "flaky",
          everySeconds: 0.05,
          run: async () => {
            calls++;
            if (calls === 1) throw new Error("mail server down");
          },
        },
      ],
      log,
    );
    await until(() => calls >= 2);
    await runner.stop();
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("jobs on the PostgreSQL queue, several instances", () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  const runners: JobRunner[] = [];
  beforeAll(async () => {
    database = await createTestDatabase("postgres");
  });
  afterAll(async () => {
    await Promise.all(runners.map((runner) => runner.stop()));
    await database.cleanup();
  });
  const start = async (job: Parameters<typeof startQueueJobs>[0][number]) => {
    const runner = await startQueueJobs([job], {
      url: database.url!,
      log,
      pollSeconds: 0.5,
      retrySeconds: 1,
    });
    runners.push(runner);
    return runner;
  };

  it("runs a job once per period however many instances offer it", async () => {
    let runs = 0;
    const job = {
      name: "alerts-once",
      everySeconds: 3600,
      run: async () => {
        runs++;
        return { mails: 1 };
      },
    };
    // Three instances start together, each offering this period's run.
    const three = await Promise.all([start(job), start(job), start(job)]);
    expect(three.map((runner) => runner.kind)).toEqual(["queue", "queue", "queue"]);
    await until(() => runs === 1);
    // Every instance has polled several times since: still one run.
    await wait(2_000);
    expect(runs).toBe(1);
    // An instance started later in the same period adds no run either.
    await start(job);
    await wait(1_500);
    expect(runs).toBe(1);
  });

  it("runs again in the next period", async () => {
    let runs = 0;
    const job = { name: "every-two-seconds", everySeconds: 2, run: async () => void runs++ };
    await Promise.all([start(job), start(job)]);
    await until(() => runs >= 2, 8_000);
    await wait(500);
    // Two instances over about two periods: one run each period, not two.
    expect(runs).toBeLessThanOrEqual(3);
  });

  it("tries a failed run again", async () => {
    let calls = 0;
    let done = false;
    await start({
      name: "retried",
      everySeconds: 3600,
      run: async () => {
        calls++;
        if (calls === 1) throw new Error("mail server down");
        done = true;
      },
    });
    await until(() => done, 15_000);
    expect(calls).toBe(2);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("page-cache changes told to every instance", () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  const opened: ChangeBroadcast[] = [];
  beforeAll(async () => {
    database = await createTestDatabase("postgres");
  });
  afterAll(async () => {
    await Promise.all(opened.map((broadcast) => broadcast.close()));
    await database.cleanup();
  });
  const instance = async () => {
    const heard: string[][] = [];
    let lost = 0;
    const broadcast = await startChangeBroadcast({
      url: database.url!,
      onChange: (tables) => heard.push([...tables]),
      onLost: () => lost++,
      log,
    });
    opened.push(broadcast);
    return { broadcast, heard, lost: () => lost };
  };

  it("hands an instance's change to the others, not back to itself", async () => {
    const [one, two, three] = await Promise.all([instance(), instance(), instance()]);
    one.broadcast.publish(["version_prices", "versions"]);
    await until(() => two.heard.length === 1 && three.heard.length === 1);
    expect(two.heard).toEqual([["version_prices", "versions"]]);
    expect(three.heard).toEqual([["version_prices", "versions"]]);
    await wait(200);
    expect(one.heard).toEqual([]);
  });

  it("tells a burst of changes, one message at a time on its connection", async () => {
    const [one, two] = await Promise.all([instance(), instance()]);
    for (const table of ["brands", "models", "versions", "brands"]) one.broadcast.publish([table]);
    await until(() => new Set(two.heard.flat()).size === 3);
    expect(new Set(two.heard.flat())).toEqual(new Set(["brands", "models", "versions"]));
    // The first goes at once; the others wait for it and go together.
    expect(two.heard).toHaveLength(2);
  });

  it("ignores what another program says on the channel", async () => {
    const listener = await instance();
    const other = new pg.Client({ connectionString: database.url });
    await other.connect();
    for (const payload of ["not json", "[]", '{"from":1,"tables":["brands"]}', '{"from":"x","tables":[1]}'])
      await other.query("select pg_notify('imodoka_table_changes', $1)", [payload]);
    await other.query("select pg_notify('imodoka_table_changes', $1)", ['{"from":"x","tables":["brands"]}']);
    await other.end();
    await until(() => listener.heard.length === 1);
    expect(listener.heard).toEqual([["brands"]]);
  });

  it("connects again after losing its connection, and says changes may have been missed", async () => {
    const [one, two] = await Promise.all([instance(), instance()]);
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    await admin.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'imodoka-changes' and datname = current_database()",
    );
    await admin.end();
    await until(() => one.lost() === 1 && two.lost() === 1);
    one.broadcast.publish(["brands"]);
    await until(() => two.heard.length === 1);
    expect(two.heard).toEqual([["brands"]]);
  });
});
