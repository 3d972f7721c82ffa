import { execFileSync } from "node:child_process";
import { chownSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminQuery, dropDatabase, templateDatabaseUrl } from "../setup/postgres";
import { startServer, type SystemServer } from "./server";

/**
 * The production server on PostgreSQL while the database misbehaves: its connections killed under load,
 * the database server stopped and started again. The process must live through it, answer 503 (never
 * 500) while the database is away, and serve again within seconds. Needs TEST_DATABASE_URL, like the
 * integration tests on PostgreSQL.
 */
const serverUrl = process.env.TEST_DATABASE_URL;

/** Pages that read the database on every request: a page, the JSON API and the health check. */
const PATHS = ["/", "/auto-guide/new-cars", "/api/v1/brands", "/marche-doccasion", "/healthz"];

/** A visitor's browser: crawlers get a bare status code instead of the page (SPEC §2.2). */
const browser = {
  "User-Agent":
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0 Safari/537.36",
};

/** The status of one request; 0 when the connection itself failed (the process is gone). */
async function statusOf(url: string) {
  try {
    const response = await fetch(url, { headers: browser, signal: AbortSignal.timeout(15_000) });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 0;
  }
}

/** Requests from `workers` clients one after the other, over every path, until `stop` resolves. */
async function load(base: string, stop: Promise<void>, workers = 4) {
  const statuses: number[] = [];
  let stopped = false;
  void stop.then(() => (stopped = true));
  await Promise.all(
    Array.from({ length: workers }, async (_, worker) => {
      for (let n = worker; !stopped; n++) statuses.push(await statusOf(`${base}${PATHS[n % PATHS.length]}`));
    }),
  );
  return statuses;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Every page made afresh, so that each request reaches the database: a page kept in the page cache would
 * still be answered 200 while the database is away (decision 0024).
 */
const MADE_AFRESH = { PAGE_CACHE_SECONDS: "0" };

/** Polls until every path answers 200; resolves with how long that took. */

async function servesAgain(base: string, within: number) {
  const started = Date.now();
  for (;;) {
    const statuses = await Promise.all(PATHS.map((page) => statusOf(`${base}${page}`)));
    if (statuses.every((status) => status === 200)) return Date.now() - started;
    if (Date.now() - started > within) throw new Error(`still ${statuses.join(", ")} after ${within} ms`);
    await sleep(200);
  }
}

const counts = (statuses: number[]) =>
  Object.fromEntries(
    [...new Set(statuses)].map((status) => [status, statuses.filter((s) => s === status).length]),
  );

describe.skipIf(!serverUrl)("the production server on PostgreSQL, under database faults", () => {
  describe("connections killed with pg_terminate_backend under load", () => {
    const name = `imodoka_faults_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    let server: SystemServer;
    beforeAll(async () => {
      await adminQuery(serverUrl!, `create database "${name}"`);
      server = await startServer({ DATABASE_URL: templateDatabaseUrl(serverUrl!, name), ...MADE_AFRESH });
    });
    afterAll(async () => {
      await server?.stop();
      await dropDatabase(serverUrl!, name);
    });

    it("lives, answers only 200 or 503 (never 500), and serves at once afterwards", async () => {
      let finish!: () => void;
      const running = load(server.url, new Promise<void>((resolve) => (finish = resolve)));
      let killed = 0;
      for (let round = 0; round < 5; round++) {
        await sleep(400);
        const client = new pg.Client({ connectionString: serverUrl });
        await client.connect();
        const result = await client.query(
          "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1",
          [name],
        );
        killed += result.rowCount ?? 0;
        await client.end();
      }
      await sleep(400);
      finish();
      const statuses = await running;

      console.info("terminated connections:", killed, "answers:", counts(statuses));
      expect(killed).toBeGreaterThan(0);
      expect(server.alive()).toBe(true);
      // Nor did any of its worker processes stop (the primary would have replaced it).
      expect(server.output()).not.toContain("a server process stopped");
      expect(statuses.length).toBeGreaterThan(20);
      expect(counts(statuses.filter((status) => status !== 200 && status !== 503))).toEqual({});
      expect(await servesAgain(server.url, 3_000)).toBeLessThan(3_000);
      expect(server.output()).not.toContain('"msg":"unhandled error"');
    });
  });

  describe("a PostgreSQL server stopped and started again", () => {
    const bin = "/usr/lib/postgresql/15/bin";
    let folder: string;
    let port: number;
    let server: SystemServer | undefined;
    /** Runs a PostgreSQL tool as the postgres user (initdb refuses root). */
    const asPostgres = (tool: string, ...args: string[]) =>
      execFileSync("runuser", ["-u", "postgres", "--", path.join(bin, tool), ...args], { stdio: "pipe" });
    const pgCtl = (...args: string[]) => asPostgres("pg_ctl", "-D", path.join(folder, "data"), "-w", ...args);
    const startCluster = () =>
      pgCtl(
        "-l",
        path.join(folder, "log"),
        "-o",
        `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1`,
        "start",
      );

    beforeAll(async () => {
      folder = mkdtempSync(path.join(tmpdir(), "imodoka-cluster-"));
      chownSync(folder, Number(execFileSync("id", ["-u", "postgres"]).toString()), 0);
      port = await new Promise<number>((resolve) => {
        const probe = createServer().listen(0, "127.0.0.1", () => {
          const { port: free } = probe.address() as { port: number };
          probe.close(() => resolve(free));
        });
      });
      asPostgres("initdb", "-D", path.join(folder, "data"), "-A", "trust", "-U", "postgres", "--no-sync");
      startCluster();
      server = await startServer({
        DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/postgres`,
        ...MADE_AFRESH,
      });
    });
    afterAll(async () => {
      await server?.stop();
      try {
        pgCtl("stop", "-m", "immediate");
      } catch {
        // Already stopped.
      }
      rmSync(folder, { recursive: true, force: true });
    });

    it("answers 503 with Retry-After while it is down, and 200 within seconds of its return", async () => {
      // Warm: the first renders of each page are the slowest.
      await servesAgain(server!.url, 20_000);
      pgCtl("stop", "-m", "fast");

      const page = await fetch(server!.url, { headers: browser });
      expect(page.status).toBe(503);
      expect(page.headers.get("retry-after")).toBe("5");
      const html = await page.text();
      expect(html).toContain("oops!");
      expect(html).not.toContain("Internal server error");
      const health = await fetch(`${server!.url}/healthz`);
      expect(health.status).toBe(503);
      expect(await health.json()).toEqual({
        status: "error",
        database: { driver: "postgres", ok: false },
        uploads: { ok: true },
      });
      const api = await fetch(`${server!.url}/api/v1/brands`);
      expect(api.status).toBe(503);
      expect(await api.json()).toMatchObject({ error: { status: 503, code: "unavailable" } });
      // better-auth's links (a password-reset link opened from a mail) too, though it catches its own errors.
      const link = await fetch(`${server!.url}/api/auth/reset-password/abc?callbackURL=%2Freset-password`, {
        headers: browser,
        redirect: "manual",
      });
      expect(link.status).toBe(503);

      startCluster();
      expect(await servesAgain(server!.url, 5_000)).toBeLessThan(5_000);
      expect(server!.alive()).toBe(true);
      expect(server!.output()).not.toContain("a server process stopped");
    });
  });
});
