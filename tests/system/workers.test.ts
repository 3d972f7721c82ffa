import { execFileSync } from "node:child_process";
import http from "node:http";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminQuery, dropDatabase, templateDatabaseUrl } from "../setup/postgres";
import { startServer, waitFor, type SystemServer } from "./server";
import { PHONE_BROWSER } from "../setup/phone-browser";

/**
 * The compiled server on PostgreSQL with two workers (WEB_CONCURRENCY, decision 0025): the processes it
 * runs, a job run in one worker dropping the pages the other keeps, a worker replaced after a crash, and
 * every process gone after SIGTERM. Needs TEST_DATABASE_URL.
 */
const serverUrl = process.env.TEST_DATABASE_URL;

/**
 * One GET on a new connection: the primary hands connections to the workers in turn, so requests made this
 * way one after the other go to each worker alike (a kept-alive connection would stay with one worker).
 */
function getOnNewConnection(url: string): Promise<{ status: number; cache: string; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent: false, headers: { "User-Agent": PHONE_BROWSER } }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (body += chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, cache: String(response.headers["x-cache"]), body }),
      );
    });
    request.on("error", reject);
  });
}

/** `count` GETs on new connections, one after the other. */
async function getInTurn(url: string, count: number) {
  const answers = [];
  for (let i = 0; i < count; i++) answers.push(await getOnNewConnection(url));
  return answers;
}

/** The pids of the processes whose parent is `pid`, with their command lines. */
function children(pid: number): { pid: number; args: string }[] {
  let out = "";
  try {
    out = execFileSync("ps", ["-o", "pid=,args=", "--ppid", String(pid)], { encoding: "utf8" });
  } catch {
    // ps exits 1 when there is none.
  }
  return out
    .split("\n")
    .filter((line) => line.trim())
    .map((line) => {
      const [, id, args] = /^\s*(\d+)\s+(.*)$/.exec(line)!;
      return { pid: Number(id), args: args! };
    });
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe.skipIf(!serverUrl)("the compiled server with two workers on PostgreSQL", () => {
  const name = `imodoka_workers_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const databaseUrl = serverUrl ? templateDatabaseUrl(serverUrl, name) : "";
  let server: SystemServer;
  beforeAll(async () => {
    await adminQuery(serverUrl!, `create database "${name}"`);
    server = await startServer({
      DATABASE_URL: databaseUrl,
      WEB_CONCURRENCY: "2",
      // The used-market job (listing expiry) runs once at start, in one worker or the other, and then when
      // the test puts a run in its queue.
      USED_MARKET_JOBS_INTERVAL_SECONDS: "3600",
    });
    await waitFor(
      () => server.output().match(/listening on/g)?.length === 2,
      60_000,
      "two workers listening",
    );
  });
  afterAll(async () => {
    await server?.stop();
    await dropDatabase(serverUrl!, name);
  });

  it("is one primary and its two workers, each running the compiled JavaScript", () => {
    const workers = children(server.process.pid!);
    expect(workers).toHaveLength(2);
    for (const worker of workers) {
      expect(worker.args).toMatch(/build\/node\/server\.js$/);
      expect(worker.args).not.toMatch(/tsx|esbuild/);
      // A worker starts nothing of its own (no TypeScript loader, no esbuild service).
      expect(children(worker.pid)).toEqual([]);
    }
  });

  it("drops a page both workers keep when a job in one of them changes what it shows", async () => {
    const search = `${server.url}/marche-doccasion/rechercher`;
    // Both workers make the page and keep it: six requests on six connections all come from a cache.
    await waitFor(
      async () => {
        const answers = await getInTurn(search, 6);
        return answers.every((answer) => answer.status === 200 && answer.cache === "hit");
      },
      30_000,
      "the used search kept by both workers",
    );
    const first = await getOnNewConnection(search);
    const id = /\/marche-doccasion\/annonce\/(\d+)-/.exec(first.body)?.[1];
    expect(id).toBeDefined();

    // Its time runs out in the database, and a run of the expiry job is queued: one worker takes it, takes
    // the listing off the market, and tells the other.
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query("update used_listings set expires_at = now() - interval '1 minute' where id = $1", [
      Number(id),
    ]);
    await client.query("insert into pgboss.job (name) values ('used-market')");
    await waitFor(
      async () => {
        const { rows } = await client.query<{ status: string }>(
          "select status from used_listings where id = $1",
          [Number(id)],
        );
        return rows[0]?.status === "expired";
      },
      15_000,
      "the listing expired by the job",
    );
    await client.end();

    // Within a moment no worker shows it any more (pages are otherwise kept 60 seconds).
    const link = new RegExp(`/marche-doccasion/annonce/${id}-`);
    await waitFor(
      async () => {
        const answers = await getInTurn(search, 6);
        return answers.every((answer) => answer.status === 200 && !link.test(answer.body));
      },
      3_000,
      "both workers to drop the page",
    );
  });

  it("ran each job once for both workers, though each offered it", async () => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const { rows } = await client.query<{ name: string; runs: number; slots: number }>(
      `select name, count(*)::int as runs, count(distinct singleton_on)::int as slots
         from (select name, singleton_on from pgboss.job union all select name, singleton_on from pgboss.archive) jobs
        where name in ('used-market', 'scheduled-articles') and singleton_on is not null
        group by name order by name`,
    );
    await client.end();
    expect(rows.map((row) => row.name)).toEqual(["scheduled-articles", "used-market"]);
    // One run per period: the expiry job's hour has had one, the scheduled articles' 30 seconds one or two.
    for (const row of rows) expect(row.runs).toBe(row.slots);
    expect(rows.find((row) => row.name === "used-market")!.runs).toBe(1);
  });

  it("replaces a worker that dies, and keeps serving", async () => {
    const [victim, survivor] = children(server.process.pid!);
    process.kill(victim!.pid, "SIGKILL");
    const replaced = await waitFor(
      () => {
        const now = children(server.process.pid!);
        return now.length === 2 && !now.some((worker) => worker.pid === victim!.pid) ? now : undefined;
      },
      30_000,
      "a new worker",
    );
    expect(replaced.map((worker) => worker.pid)).toContain(survivor!.pid);
    expect(server.output()).toContain("a server process stopped; starting another");
    await waitFor(
      () => server.output().match(/listening on/g)?.length === 3,
      30_000,
      "the new worker listening",
    );
    const answers = await getInTurn(`${server.url}/`, 4);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
  });

  it("stops every process on SIGTERM", async () => {
    const workers = children(server.process.pid!);
    expect(workers).toHaveLength(2);
    await server.stop();
    expect(server.alive()).toBe(false);
    await waitFor(() => workers.every((worker) => !alive(worker.pid)), 5_000, "the workers to exit");
  });
});
