/**
 * The site beside nginx on one PostgreSQL database (decision 0025), each page under the same load
 * (a phone's user agent, gzip):
 *  - nginx serving the model page's HTML as a file (the same bytes, gzip_static): what the machine can do;
 *  - the app answering that page from its page cache: one process and two workers (as nginx runs one a
 *    core) from their memory, and one process from Redis when one answers (BENCH_REDIS_URL, TEST_REDIS_URL
 *    or 127.0.0.1:6379);
 *  - the app making the model page and the used search afresh (PAGE_CACHE_SECONDS=0): one process, two
 *    workers (WEB_CONCURRENCY=2), and two one-process instances behind nginx.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import type autocannon from "autocannon";
import { startNginx } from "../tests/setup/nginx";
import { removeRedisKeys, runPrefix } from "../tests/setup/redis";
import { PHONE_BROWSER } from "../tests/setup/phone-browser";
import { loadPage, redisServer, startAppServer, type LoadResult } from "./bench-support";

export interface NginxRow extends LoadResult {
  setup: string;
  page: string;
}

export const USED_SEARCH = "/marche-doccasion/rechercher";
/**
 * Pages made afresh before the page cache, the kept data and the workers (README, "Benchmark figures"): req/s of
 * `npm start` on the embedded demo database, 50 connections, a phone's user agent, gzip, on this 2-CPU machine.
 */
export const FIRST_FIGURES = { model: 30, usedSearch: 34 };
const WARM_UP_SECONDS = 3;

export async function benchBesideNginx({
  databaseUrl,
  modelPage,
  port,
  load,
  cleanups,
}: {
  databaseUrl: string;
  modelPage: string;
  /** The first of three free ports. */
  port: number;
  load: { connections: number; seconds: number; onStart: (instance: autocannon.Instance) => void };
  cleanups: Array<() => Promise<void>>;
}): Promise<NginxRow[]> {
  const rows: NginxRow[] = [];
  const measure = async (setup: string, base: string, page: string) => {
    const answer = await fetch(base + page, { headers: { "user-agent": PHONE_BROWSER } });
    if (!answer.ok) throw new Error(`${setup}: ${page} answered ${answer.status} before the bench`);
    // Not counted: a few seconds for every worker to have started and compiled its hot code.
    await loadPage(base + page, { connections: load.connections, seconds: WARM_UP_SECONDS }, load.onStart);
    rows.push({ setup, page, ...(await loadPage(base + page, load, load.onStart)) });
  };
  type Running = { url: string; stop(): Promise<void> };
  /** Starts servers one after the other, measures with them, and stops them (in reverse) before the next setup. */
  const during = async (starts: (() => Promise<Running>)[], work: (running: Running[]) => Promise<void>) => {
    const running: Running[] = [];
    const stopAll = async () => {
      for (const server of running.splice(0).reverse()) await server.stop();
    };
    cleanups.push(stopAll);
    try {
      for (const start of starts) running.push(await start());
      await work(running);
    } finally {
      cleanups.splice(cleanups.indexOf(stopAll), 1);
      await stopAll();
    }
  };
  const app = (offset: number, env: Record<string, string>) => () =>
    startAppServer(port + offset, { DATABASE_URL: databaseUrl, ...env });

  // nginx serving the very bytes the app sends for the model page, then the app from its page cache.
  const root = mkdtempSync(path.join(tmpdir(), "imodoka-bench-nginx-"));
  cleanups.push(async () => rmSync(root, { recursive: true, force: true }));
  await during([app(0, { WEB_CONCURRENCY: "1" })], async ([server]) => {
    const html = await (
      await fetch(server!.url + modelPage, { headers: { "user-agent": PHONE_BROWSER } })
    ).text();
    writeFileSync(path.join(root, "model.html"), html);
    writeFileSync(path.join(root, "model.html.gz"), gzipSync(html, { level: 9 }));
    await during([() => startNginx({ root }, "/model.html")], ([nginx]) =>
      measure("nginx, the same page as a file", nginx!.url, "/model.html"),
    );
    await measure("app, kept page, 1 process", server!.url, modelPage);
  });
  // As nginx runs a worker a core, so does `npm start` on PostgreSQL (WEB_CONCURRENCY's default); each worker
  // keeps the pages it made.
  await during([app(0, { WEB_CONCURRENCY: "2" })], ([server]) =>
    measure("app, kept page, 2 workers", server!.url, modelPage),
  );
  const redisUrl = await redisServer();
  if (redisUrl) {
    const prefix = runPrefix("bench");
    const removeKeys = () => removeRedisKeys(redisUrl, prefix);
    cleanups.push(removeKeys);
    await during([app(0, { WEB_CONCURRENCY: "1", REDIS_URL: redisUrl, REDIS_PREFIX: prefix })], ([server]) =>
      measure("app, kept page in Redis, 1 process", server!.url, modelPage),
    );
    cleanups.splice(cleanups.indexOf(removeKeys), 1);
    await removeKeys();
  }

  const afresh = { PAGE_CACHE_SECONDS: "0" };
  for (const [setup, workers] of [
    ["app, made afresh, 1 process", "1"],
    ["app, made afresh, 2 workers", "2"],
  ] as const)
    await during([app(0, { ...afresh, WEB_CONCURRENCY: workers })], async ([server]) => {
      await measure(setup, server!.url, modelPage);
      await measure(setup, server!.url, USED_SEARCH);
    });
  await during(
    [
      app(1, { ...afresh, WEB_CONCURRENCY: "1" }),
      app(2, { ...afresh, WEB_CONCURRENCY: "1" }),
      () => startNginx({ upstreams: [`127.0.0.1:${port + 1}`, `127.0.0.1:${port + 2}`] }),
    ],
    async (running) => {
      const nginx = running.at(-1)!;
      await measure("nginx → 2 instances, made afresh", nginx.url, modelPage);
      await measure("nginx → 2 instances, made afresh", nginx.url, USED_SEARCH);
    },
  );
  return rows;
}
