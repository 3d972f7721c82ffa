/**
 * The used-car search at scale, on PostgreSQL: fills a throwaway database with `--listings` generated
 * listings (db/seed/used-listings.ts, the demo generator), then times what the search page's loader does
 * (`searchView`: the makes facet, the count and one page of cards) for typical searches, and prints p50/p95
 * per search and overall with the indexes PostgreSQL's plans use for each statement.
 * The server: BENCH_DATABASE_URL, else TEST_DATABASE_URL, else one answering on 127.0.0.1:5432; the bench
 * creates its own database there and always drops it.
 *
 * Usage: npm run bench:used [-- --listings 200000 --runs 40]
 */
import { parseArgs } from "node:util";
import type pg from "pg";
import { openDatabase, type Db } from "~/shared/db/client";
import { usedListingPhotos, usedListings } from "~/shared/db/schema";
import { searchView } from "~/features/used-market/used-pages.server";
import { demoUsedListings } from "../db/seed/used-listings";
import { seedDemoData } from "../db/seed/seed";
import { testContext } from "../tests/setup/app-context";
import { adminQuery, templateDatabaseUrl } from "../tests/setup/postgres";
import { machineLoad, ms, percentile, postgresServer } from "./bench-support";

const { values } = parseArgs({
  options: {
    listings: { type: "string", default: "200000" },
    runs: { type: "string", default: "40" },
  },
});
const listingCount = Number(values.listings);
const runs = Math.max(10, Number(values.runs) || 0);
const WARM_UP = 3;
const CHUNK = 1000;

/** What buyers search for: the whole market, a make, a model, budgets, years, bodies, places, sorts, pages. */
const searches = [
  "",
  "?make=toyota",
  "?make=toyota&model=rav4",
  "?make=toyota&make=nissan&make=honda",
  "?price_max=10000000",
  "?price_min=15000000&price_max=30000000&sort=price-asc",
  "?year_min=2015&gearbox=automatic",
  "?body=pickup&sort=price-asc",
  "?energy=diesel&sort=mileage",
  "?district=Gasabo",
  "?make=suzuki&district=Musanze",
  "?mileage_max=50000&sort=year",
  "?seller=dealer&sort=price-desc",
  "?make=mercedes-benz&body=suv",
  "?page=40",
];

/** The pg pool under Drizzle; the bench records the statements a search sends, to EXPLAIN them. */
function poolOf(db: Db): pg.Pool {
  // Drizzle's node-postgres database keeps its client as $client; the Db type is driver-neutral.
  return (db as unknown as { $client: pg.Pool }).$client;
}

async function fill(db: Db) {
  await seedDemoData(db);
  const started = performance.now();
  const listings = demoUsedListings(listingCount, new Date(), 2026);
  for (let start = 0; start < listings.length; start += CHUNK) {
    const chunk = listings.slice(start, start + CHUNK);
    const inserted = await db
      .insert(usedListings)
      .values(
        chunk.map(({ drawing: _drawing, ...listing }) => ({
          ...listing,
          updatedAt: listing.publishedAt,
          draftStep: "review" as const,
        })),
      )
      .returning({ id: usedListings.id });
    await db.insert(usedListingPhotos).values(
      inserted.map((row, i) => ({
        listingId: row.id,
        position: 0,
        drawing: chunk[i]!.drawing,
        width: 400,
        height: 225,
      })),
    );
  }
  await poolOf(db).query("analyze");
  const { rows } = await poolOf(db).query<{ status: string; n: string }>(
    "select status, count(*) as n from used_listings group by status order by status",
  );
  console.log(
    `  ${listingCount.toLocaleString("en-GB")} listings generated in ${Math.round((performance.now() - started) / 1000)} s: ` +
      rows.map((r) => `${r.status} ${Number(r.n).toLocaleString("en-GB")}`).join(", "),
  );
}

/** Index names in a JSON plan, or the tables it reads in full. */
function planAccess(plan: Record<string, unknown>, found: Set<string> = new Set()): Set<string> {
  const index = plan["Index Name"];
  if (typeof index === "string") found.add(index);
  else if (plan["Node Type"] === "Seq Scan") found.add(`seq scan ${String(plan["Relation Name"])}`);
  for (const child of (plan["Plans"] as Record<string, unknown>[] | undefined) ?? [])
    planAccess(child, found);
  return found;
}

/** What the search page's loader asks of the database for a query string, for a visitor. */
const searchPage = (search: string, context: ReturnType<typeof testContext>) =>
  searchView(
    context.db,
    context.keep,
    new URL(`http://bench/marche-doccasion/rechercher${search}`).searchParams,
    undefined,
    context.env.SITE_URL,
    "en",
  );

async function explain(db: Db, search: string, context: ReturnType<typeof testContext>): Promise<string> {
  const pool = poolOf(db);
  const statements: { text: string; values: unknown[] }[] = [];
  const original = pool.query.bind(pool);
  // Records each statement of one search (Drizzle passes the values beside the query config); the bench's
  // own EXPLAIN goes through `original`.
  (pool as unknown as { query: (config: { text: string }, values?: unknown[]) => unknown }).query = (
    config,
    values,
  ) => {
    statements.push({ text: config.text, values: values ?? [] });
    return original(config as never, values as never);
  };
  try {
    await searchPage(search, context);
  } finally {
    (pool as unknown as { query: typeof original }).query = original;
  }
  const access: string[] = [];
  for (const statement of statements) {
    const { rows } = await original<{ "QUERY PLAN": [{ Plan: Record<string, unknown> }] }>(
      `explain (format json) ${statement.text}`,
      statement.values,
    );
    access.push([...planAccess(rows[0]!["QUERY PLAN"][0].Plan)].join(" + ") || "no table");
  }
  return access.join(" | ");
}

async function bench(db: Db) {
  const context = testContext(db);
  const rows = [];
  const all: number[] = [];
  for (const search of searches) {
    for (let i = 0; i < WARM_UP; i++) await searchPage(search, context);
    const times: number[] = [];
    let results = 0;
    for (let i = 0; i < runs; i++) {
      const started = performance.now();
      const page = await searchPage(search, context);
      times.push(performance.now() - started);
      results = page.total;
    }
    times.sort((a, b) => a - b);
    all.push(...times);
    rows.push({
      search: search || "(all)",
      results,
      p50: ms(percentile(times, 50)),
      p95: ms(percentile(times, 95)),
      indexes: await explain(db, search, context),
    });
  }
  all.sort((a, b) => a - b);
  console.log(
    `\nSearch page loader (facets + count + 24 cards), ${runs} runs per search after ${WARM_UP} warm-up (ms):`,
  );
  console.table(rows.map(({ indexes: _indexes, ...row }) => row));
  console.log(
    `All searches: p50 ${ms(percentile(all, 50))} ms, p95 ${ms(percentile(all, 95))} ms, max ${ms(all.at(-1)!)} ms`,
  );
  console.log("\nPlans (per statement: makes facet | count | page of cards | photo per card):");
  for (const row of rows) console.log(`  ${row.search}: ${row.indexes}`);
}

const server = await postgresServer();
if (!server) {
  console.error(
    "This bench needs PostgreSQL: set BENCH_DATABASE_URL or TEST_DATABASE_URL, or run one on 127.0.0.1:5432.",
  );
  process.exit(1);
}
const name = `imodoka_bench_used_${Math.random().toString(36).slice(2, 10)}`;
console.log(`Used-car search bench, ${machineLoad()}`);
console.log(`PostgreSQL (${new URL(server.url).host}, database ${name}):`);
await adminQuery(server.url, `create database "${name}"`);
let failed = false;
try {
  const database = await openDatabase({ url: templateDatabaseUrl(server.url, name) });
  try {
    await database.migrate();
    await fill(database.db);
    await bench(database.db);
  } finally {
    await database.close();
  }
  console.log(`Done, ${machineLoad()}`);
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  await adminQuery(server.url, `drop database if exists "${name}" with (force)`);
  console.log(`Dropped database ${name}`);
}
process.exit(failed ? 1 : 0);
