/**
 * Benchmarks on a catalogue multiplied `--scale` times (scripts/data-generate.ts), per database driver:
 *  1. header-search suggestion latency, `suggest(db, q)` called in-process on typical queries;
 *  2. the versions' CSV import (decision 0020): a 10,000-row file (every version's price changed, the rest new
 *     versions) checked (dry run) and applied, then checked again (all unchanged), timed in-process;
 *  3. the back office's lists (decision 0020) with 20,000 news articles added: each kind's list page read in-process
 *     (search, filters, sorts, a deep page, with their counts), p50 and p95;
 *  4. server throughput: the production build serves the main pages (home, brand, model, version, search…)
 *     and JSON API calls under concurrent connections for a fixed time; requests/s and latency per page;
 *  5. on PostgreSQL, on a database of the demo content, beside nginx (scripts/bench-nginx.ts): nginx serving the
 *     model page's bytes as a file, the app's kept page, and pages made afresh by one process, two workers and two
 *     instances behind nginx, against the first figures.
 * Drivers: embedded PGlite (always) and PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL names a server
 * or one answers on 127.0.0.1:5432; the bench creates a throwaway database there and always drops it.
 * Needs a build: npm run build && npm run bench [-- --seconds 10 --connections 10 --scale 10 --calls 600]
 * (--no-http: suggestion latency only, no server and no build needed).
 */
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import type autocannon from "autocannon";
import { asc, eq, sql } from "drizzle-orm";
import { brandPath, modelPath, versionPath } from "~/shared/lib/links";
import { openDatabase, type Database, type Db } from "~/shared/db/client";
import { brands, models, newsCategories, versions } from "~/shared/db/schema";
import { suggest } from "~/features/search/search.server";
import { stringify } from "csv-stringify/sync";
import { readCsv } from "~/features/admin/catalogue-csv";
import {
  applyImport,
  catalogueExport,
  checkImport,
  importForView,
} from "~/features/admin/catalogue-csv.server";
import { SERVER_KINDS } from "~/features/admin/kinds.server";
import type { ItemKind } from "~/features/admin/kinds";
import { seedDemoData } from "../db/seed/seed";
import { adminQuery, templateDatabaseUrl } from "../tests/setup/postgres";
import {
  loadPage,
  machineLoad,
  ms,
  percentile,
  postgresServer,
  startAppServer,
  type LoadResult,
} from "./bench-support";
import { generateCatalogue } from "./data-generate";
import { benchBesideNginx, FIRST_FIGURES, USED_SEARCH, type NginxRow } from "./bench-nginx";
import { NGINX } from "../tests/setup/nginx";

const { values } = parseArgs({
  options: {
    seconds: { type: "string", default: "10" },
    connections: { type: "string", default: "10" },
    scale: { type: "string", default: "10" },
    calls: { type: "string", default: "600" },
    "no-http": { type: "boolean", default: false },
  },
});
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const scale = Number(values.scale);
const calls = Math.max(500, Number(values.calls) || 0);
const port = 3299;

/** Typical header-search input: typos, partial words, brand + model. */
const queries = [
  "toyta",
  "peugot",
  "rav",
  "corola",
  "hyundai tucs",
  "byd",
  "merc",
  "vw polo",
  "suzki swift",
  "land cruiser",
  "kia ev",
  "ioniq",
  "hilux",
  "nissan x trail",
  "mazda cx",
  "renault dustr",
];
const WARM_UP = 50;

type Driver = "pglite" | "postgres";

interface SuggestRow {
  driver: Driver;
  calls: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  perQuery: Map<string, { p50: number; results: number }>;
}

interface CsvRow {
  driver: Driver;
  rows: number;
  changed: number;
  added: number;
  dryRun: number;
  apply: number;
  again: number;
}

interface ListRow {
  driver: Driver;
  list: string;
  total: number;
  p50: number;
  p95: number;
}

interface PageRow extends LoadResult {
  driver: Driver;
  page: string;
}

/** Clean-ups registered as resources are made, run in reverse on exit, error or Ctrl-C. */
const cleanups: Array<() => Promise<void>> = [];
let cleaning: Promise<void> | undefined;
/** Runs the registered clean-ups; a second caller waits for the run in progress. */
function runCleanups(): Promise<void> {
  cleaning ??= (async () => {
    while (cleanups.length > 0) {
      const cleanup = cleanups.pop()!;
      await cleanup().catch((error: unknown) => console.error("clean-up failed:", error));
    }
  })().finally(() => (cleaning = undefined));
  return cleaning;
}
let interrupted = false;
/** The load generator running now, stopped first on Ctrl-C so that the server can shut down at once. */
let running: autocannon.Instance | undefined;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    interrupted = true;
    running?.stop();
    console.error(`\n${signal}: cleaning up…`);
    void runCleanups().finally(() => process.exit(130));
  });
}

/** Migrates, seeds and multiplies the catalogue; returns the pages to measure. */
async function prepare(database: Database): Promise<string[]> {
  await database.migrate();
  await seedDemoData(database.db);
  const generated = await generateCatalogue(database.db, scale);
  const { total } = generated;
  console.log(
    `  catalogue ×${scale}: ${total.brands} brands, ${total.models} models, ${total.versions} versions, ` +
      `${total.deals} deals (generated in ${Math.round(generated.ms)} ms)`,
  );
  return pagesToMeasure(database.db);
}

/** The first Toyota model and its cheapest version (any model without Toyota), for the page bench. */
async function pagesToMeasure(db: Db): Promise<string[]> {
  const pick = async (brandSlug?: string) =>
    (
      await db
        .select({
          brand: { id: brands.id, slug: brands.slug },
          model: { id: models.id, slug: models.slug },
          version: { id: versions.id, slug: versions.slug },
        })
        .from(versions)
        .innerJoin(models, eq(models.id, versions.modelId))
        .innerJoin(brands, eq(brands.id, models.brandId))
        .where(brandSlug ? eq(brands.slug, brandSlug) : undefined)
        .orderBy(asc(models.id), asc(versions.priceRwf))
        .limit(1)
    )[0];
  const row = (await pick("toyota")) ?? (await pick());
  if (!row) throw new Error("the catalogue has no versions");
  return [
    "/",
    "/contact-us",
    "/about-us",
    brandPath(row.brand),
    modelPath(row.brand, row.model),
    versionPath(row.brand, row.model, row.version),
    "/new-cars/search?q=toyota",
    // The JSON API: a page of full spec sheets, a filtered list, and the footer's call of SPEC §7.
    "/api/v1/versions?per_page=100",
    "/api/v1/models?body=suv&per_page=50",
    "/api.php?endpoint=marques_modeles",
    "/healthz",
  ];
}

async function benchSuggest(driver: Driver, db: Db): Promise<SuggestRow> {
  for (let i = 0; i < WARM_UP; i++) await suggest(db, queries[i % queries.length]!);
  const all: number[] = [];
  const byQuery = new Map<string, { times: number[]; results: number }>();
  for (let i = 0; i < calls; i++) {
    const q = queries[i % queries.length]!;
    const start = performance.now();
    const results = await suggest(db, q);
    const elapsed = performance.now() - start;
    all.push(elapsed);
    const entry = byQuery.get(q) ?? { times: [], results: results.length };
    entry.times.push(elapsed);
    byQuery.set(q, entry);
  }
  all.sort((a, b) => a - b);
  const perQuery = new Map(
    [...byQuery].map(([q, { times, results }]) => [
      q,
      {
        p50: percentile(
          [...times].sort((a, b) => a - b),
          50,
        ),
        results,
      },
    ]),
  );
  return {
    driver,
    calls,
    p50: percentile(all, 50),
    p95: percentile(all, 95),
    p99: percentile(all, 99),
    max: all.at(-1)!,
    perQuery,
  };
}

const CSV_ROWS = 10_000;

/**
 * The CSV import of a 10,000-row file: the export of every version with each price raised by 1,000 RWF,
 * filled up to 10,000 rows with new versions (copies without an id, under new names); the dry run
 * (reading, checking against the catalogue, keeping the plan), the apply (one transaction), then the dry
 * run of the same file again, which finds every row unchanged.
 */
async function benchCsv(driver: Driver, db: Db): Promise<CsvRow> {
  const exported = readCsv(new TextEncoder().encode(await catalogueExport(db, { q: "" })));
  if ("problem" in exported) throw new Error(`the export cannot be read back: ${exported.problem}`);
  const column = (name: string) => exported.columns.indexOf(name);
  const [id, name, slug, price, modelId] = ["version_id", "name", "slug", "price_rwf", "model_id"].map(
    column,
  );
  const changed = exported.rows.slice(0, CSV_ROWS).map(({ cells }) => {
    const row = [...cells];
    row[price!] = String(Number(row[price!]) + 1_000);
    return row;
  });
  const added = Array.from({ length: CSV_ROWS - changed.length }, (_, index) => {
    const row = [...exported.rows[index % exported.rows.length]!.cells];
    row[id!] = "";
    row[name!] = `Bench ${index + 1}`;
    row[slug!] = "";
    if (row[modelId!] === "") throw new Error("an exported row has no model");
    return row;
  });
  const file = {
    bytes: new TextEncoder().encode(stringify([exported.columns, ...changed, ...added])),
    name: "bench.csv",
  };
  const timed = async <T>(work: () => Promise<T>) => {
    const start = performance.now();
    const result = await work();
    return { result, ms: performance.now() - start };
  };
  const dry = await timed(() => checkImport(db, file, "bench", "en"));
  if (dry.result.status !== "checked") throw new Error(`the file was refused: ${JSON.stringify(dry.result)}`);
  const checkedId = dry.result.id;
  const plan = (await importForView(db, checkedId, "bench"))!.plan;
  if (plan.errorCount) throw new Error(`the file has errors: ${JSON.stringify(plan.errors.slice(0, 3))}`);
  const applied = await timed(() => applyImport(db, checkedId, "bench"));
  if (applied.result.status !== "applied") throw new Error(`not applied: ${applied.result.status}`);
  const again = await timed(() => checkImport(db, file, "bench", "en"));
  if (again.result.status !== "checked") throw new Error("the second check was refused");
  const second = (await importForView(db, again.result.id, "bench"))!.plan;
  if (second.unchanged.length !== CSV_ROWS)
    throw new Error(
      `the second check found changes: ${second.changed.length} changed, ${second.added.length} added`,
    );
  return {
    driver,
    rows: CSV_ROWS,
    changed: plan.changed.length,
    added: plan.added.length,
    dryRun: dry.ms,
    apply: applied.ms,
    again: again.ms,
  };
}

/** How many news articles the back-office list bench adds, and how many times it reads each list. */
const ARTICLES = 20_000;
const LIST_READS = 40;

/**
 * Adds ARTICLES news articles (one in ten a draft, each in one category, one a minute back in time), in one
 * statement each so that the bench measures the lists, not the filling.
 */
async function addArticles(db: Db) {
  await db.execute(sql`
    insert into news_articles
      (slug, title, excerpt, body_markdown, body_html, author_name, cover_url, cover_alt, reading_minutes,
       published, published_at)
    select 'bench-' || g,
           'Bench ' || (array['Kigali chargers', 'Toyota prices', 'Road tax', 'Hybrid buses', 'Motorbike rules'])[1 + g % 5] || ' ' || g,
           'An excerpt.', 'A body.', '<p>A body.</p>', 'Bench Writer', '/favicon.svg', '', 1,
           g % 10 <> 0, now() - make_interval(mins => g)
    from generate_series(1, ${ARTICLES}) as g`);
  await db.execute(sql`
    insert into news_article_categories (article_id, category_id, position)
    select a.id, c.ids[1 + a.id % cardinality(c.ids)], 0
    from news_articles a, (select array_agg(id order by id) as ids from news_categories) c
    where a.slug like 'bench-%'`);
}

/** The list addresses the bench reads: every kind's first page, then searches, filters, sorts and deep pages. */
async function listsToMeasure(db: Db): Promise<Array<[ItemKind, string]>> {
  const [toyota] = await db.select({ id: brands.id }).from(brands).where(eq(brands.slug, "toyota"));
  const [model] = await db.select({ id: models.id }).from(models).orderBy(asc(models.id)).limit(1);
  const [category] = await db
    .select({ id: newsCategories.id })
    .from(newsCategories)
    .orderBy(asc(newsCategories.id))
    .limit(1);
  return [
    ["brands", ""],
    ["models", ""],
    ["models", `brand=${toyota?.id}&sort=name`],
    ["versions", ""],
    ["versions", "q=toyota+rav4"],
    ["models", "q=toyota"],
    ["versions", "sort=price&page=40"],
    ["versions", `model=${model?.id}`],
    ["deals", ""],
    ["dealers", ""],
    ["news", ""],
    ["news", "q=kigali"],
    ["news", `group=${category?.id}&status=published&sort=title`],
    ["news", "status=draft&sort=changed"],
    ["news", "page=400"],
    ["guides", ""],
  ];
}

/** Each list read LIST_READS times in-process, as its page's loader reads it (rows and count). */
async function benchLists(driver: Driver, db: Db): Promise<ListRow[]> {
  await addArticles(db);
  const rows: ListRow[] = [];
  for (const [kind, query] of await listsToMeasure(db)) {
    const read = () =>
      SERVER_KINDS[kind].list(db, new URLSearchParams(query), { locale: "en", now: new Date() });
    const { page } = await read();
    const times: number[] = [];
    for (let i = 0; i < LIST_READS; i++) {
      const start = performance.now();
      await read();
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    rows.push({
      driver,
      list: `/admin/${kind}${query ? `?${query}` : ""}`,
      total: page.total,
      p50: percentile(times, 50),
      p95: percentile(times, 95),
    });
  }
  return rows;
}

/** Each page under load on one compiled server (its output shown once per kind of line). */
async function benchPages(driver: Driver, pages: string[], env: Record<string, string>): Promise<PageRow[]> {
  // One process, as on the embedded database, so that both drivers are measured alike.
  const server = await startAppServer(port, { WEB_CONCURRENCY: "1", ...env });
  cleanups.push(server.stop);
  for (const page of pages) {
    const response = await fetch(server.url + page);
    if (!response.ok) throw new Error(`${page} answered ${response.status} before the bench`);
  }
  const rows: PageRow[] = [];
  for (const page of pages) {
    if (interrupted) throw new Error("interrupted");
    const result = await loadPage(
      server.url + page,
      { connections, seconds },
      (instance) => (running = instance),
    );
    rows.push({ driver, page, ...result });
  }
  await cleanups.pop()!(); // stop this server before the next driver takes the port
  return rows;
}

/** One driver's results. */
interface Results {
  suggest: SuggestRow;
  csv: CsvRow;
  lists: ListRow[];
  pages: PageRow[];
  /** PostgreSQL only: the pages beside nginx. */
  nginx?: NginxRow[];
}

/** Connections for the comparison with nginx, as a crowd of phones would open. */
const NGINX_CONNECTIONS = 50;

async function benchPglite(): Promise<Results> {
  console.log("PGlite:");
  const dataDir = mkdtempSync(path.join(tmpdir(), "imodoka-bench-"));
  cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  // The server opens DATA_DIR/pglite; the folder is locked while open, so close it before the server starts.
  const database = await openDatabase({ dataDir: path.join(dataDir, "pglite") });
  let pages: string[];
  let suggestRow: SuggestRow;
  let csvRow: CsvRow;
  let listRows: ListRow[];
  try {
    pages = await prepare(database);
    suggestRow = await benchSuggest("pglite", database.db);
    csvRow = await benchCsv("pglite", database.db);
    listRows = await benchLists("pglite", database.db);
  } finally {
    await database.close();
  }
  const pageRows = values["no-http"] ? [] : await benchPages("pglite", pages, { DATA_DIR: dataDir });
  return { suggest: suggestRow, csv: csvRow, lists: listRows, pages: pageRows };
}

/** A throwaway database `name` on the server, dropped on exit; its URL. */
async function createDatabase(serverUrl: string, name: string): Promise<string> {
  await adminQuery(serverUrl, `create database "${name}"`);
  cleanups.push(async () => {
    await adminQuery(serverUrl, `drop database if exists "${name}" with (force)`);
    console.log(`  dropped database ${name}`);
  });
  return templateDatabaseUrl(serverUrl, name);
}

/** Null when the server was only found on 127.0.0.1:5432 and does not let us create a database. */
async function benchPostgres(server: { url: string; explicit: boolean }): Promise<Results | null> {
  const serverUrl = server.url;
  const name = `imodoka_bench_${Math.random().toString(36).slice(2, 10)}`;
  console.log(`PostgreSQL (${new URL(serverUrl).host}, database ${name}):`);
  let url: string;
  try {
    url = await createDatabase(serverUrl, name);
  } catch (error) {
    if (server.explicit) throw error;
    console.warn(`  skipped, cannot create a database: ${error instanceof Error ? error.message : error}`);
    return null;
  }
  const database = await openDatabase({ url });
  let pages: string[];
  let suggestRow: SuggestRow;
  let csvRow: CsvRow;
  let listRows: ListRow[];
  try {
    pages = await prepare(database);
    suggestRow = await benchSuggest("postgres", database.db);
    csvRow = await benchCsv("postgres", database.db);
    listRows = await benchLists("postgres", database.db);
  } finally {
    await database.close();
  }
  const pageRows = values["no-http"] ? [] : await benchPages("postgres", pages, { DATABASE_URL: url });
  const nginx =
    values["no-http"] || !existsSync(NGINX)
      ? undefined
      : await benchDemoBesideNginx(serverUrl, `${name}_demo`);
  if (!nginx && !values["no-http"]) console.log(`  beside nginx: skipped (${NGINX} is missing)`);
  return { suggest: suggestRow, csv: csvRow, lists: listRows, pages: pageRows, nginx };
}

/**
 * The site beside nginx on a database of the demo content as `npm start` seeds it, the data of the first
 * figures (FIRST_FIGURES), so that pages made afresh are measured against them like for like.
 */
async function benchDemoBesideNginx(serverUrl: string, name: string): Promise<NginxRow[]> {
  const url = await createDatabase(serverUrl, name);
  const database = await openDatabase({ url });
  let modelPage: string;
  try {
    await database.migrate();
    await seedDemoData(database.db);
    modelPage = (await pagesToMeasure(database.db)).find((page) => page.includes("/model/"))!;
  } finally {
    await database.close();
  }
  console.log(`  beside nginx: the demo content (database ${name}), model page ${modelPage}`);
  return benchBesideNginx({
    databaseUrl: url,
    modelPage,
    port: port + 1,
    load: { connections: NGINX_CONNECTIONS, seconds, onStart: (instance) => (running = instance) },
    cleanups,
  });
}

function report(results: Results[]) {
  console.log(
    `\nSuggestions, suggest(db, q) in-process, catalogue ×${scale}, ${calls} calls after ${WARM_UP} warm-up (ms):`,
  );
  console.table(
    results.map(({ suggest: s }) => ({
      driver: s.driver,
      calls: s.calls,
      p50: ms(s.p50),
      p95: ms(s.p95),
      p99: ms(s.p99),
      max: ms(s.max),
    })),
  );
  console.log("Median per query (ms) and suggestions returned:");
  console.table(
    queries.map((q) =>
      Object.fromEntries([
        ["query", q],
        ...results.flatMap(({ suggest: s }) => {
          const entry = s.perQuery.get(q);
          return [
            [`${s.driver} p50`, entry ? ms(entry.p50) : "-"],
            [`${s.driver} n`, entry?.results ?? "-"],
          ];
        }),
      ]),
    ),
  );
  console.log(`CSV import of versions, ${CSV_ROWS.toLocaleString("en")} rows, in-process (ms):`);
  console.table(
    results.map(({ csv }) => ({
      driver: csv.driver,
      rows: csv.rows,
      changed: csv.changed,
      added: csv.added,
      "dry run": Math.round(csv.dryRun),
      apply: Math.round(csv.apply),
      "dry run again (all unchanged)": Math.round(csv.again),
    })),
  );
  console.log(
    `Back-office lists with ${ARTICLES.toLocaleString("en")} more news articles, ${LIST_READS} reads each, in-process (ms):`,
  );
  console.table(
    results.flatMap(({ lists }) =>
      lists.map((row) => ({
        driver: row.driver,
        list: row.list,
        items: row.total,
        p50: ms(row.p50),
        p95: ms(row.p95),
      })),
    ),
  );
  const nginxRows = results.flatMap((r) => r.nginx ?? []);
  if (nginxRows.length > 0) {
    const ceiling = nginxRows[0]!.rps;
    console.log(
      `Beside nginx on PostgreSQL, the demo content, ${NGINX_CONNECTIONS} connections × ${seconds} s each, a phone's user agent and gzip (latency ms);` +
        ` pages made afresh against the first figures (model page ${FIRST_FIGURES.model}, used search ${FIRST_FIGURES.usedSearch} req/s):`,
    );
    console.table(
      nginxRows.map((r) => ({
        setup: r.setup,
        page: r.page === USED_SEARCH ? "used search" : "model page",
        "req/s": r.rps,
        "share of nginx": r.page === USED_SEARCH ? "-" : `${Math.round((100 * r.rps) / ceiling)} %`,
        "× first figure": r.setup.includes("afresh")
          ? `${(r.rps / (r.page === USED_SEARCH ? FIRST_FIGURES.usedSearch : FIRST_FIGURES.model)).toFixed(1)}×`
          : "-",
        p50: ms(r.p50),
        p99: ms(r.p99),
        non2xx: r.non2xx,
        errors: r.errors,
      })),
    );
  }
  const pageRows = results.flatMap((r) => r.pages);
  if (pageRows.length === 0) return;
  console.log(`Pages, ${connections} connections × ${seconds} s each, catalogue ×${scale} (latency ms):`);
  console.table(
    pageRows.map((r) => ({
      driver: r.driver,
      page: r.page.length > 60 ? `${r.page.slice(0, 57)}…` : r.page,
      "req/s": r.rps,
      responses: r.responses,
      p50: ms(r.p50),
      p95: ms(r.p95),
      p99: ms(r.p99),
      non2xx: r.non2xx,
      errors: r.errors,
    })),
  );
}

let failed = false;
console.log(`Bench at scale ${scale}, ${machineLoad()}`);
try {
  const results = [await benchPglite()];
  const postgres = await postgresServer();
  if (postgres) {
    const result = await benchPostgres(postgres);
    if (result) results.push(result);
  } else {
    console.log(
      "PostgreSQL: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL, or run one on 127.0.0.1:5432)",
    );
  }
  if (!interrupted) {
    report(results);
    console.log(`Done, ${machineLoad()}`);
  }
} catch (error) {
  failed = true;
  if (!interrupted) console.error(error);
} finally {
  await runCleanups();
}
process.exit(interrupted ? 130 : failed ? 1 : 0);
