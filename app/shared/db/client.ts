import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { hostname } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { getTableName, is } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import pg from "pg";
import lockfile from "proper-lockfile";
import { runDataSteps } from "./data-steps";
import * as schema from "./schema";

export type Schema = typeof schema;
/** The one database type the app codes against, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  driver: "pglite" | "postgres";
  /** Round trip to the database; throws when it does not answer. */
  ping(): Promise<void>;
  /** Applies the SQL migrations of drizzle/, then the data steps they cannot make (data-steps.ts). */
  migrate(): Promise<void>;
  close(): Promise<void>;
  /**
   * Embedded database only: a consistent copy of the data folder (a tar, taken after a checkpoint while no
   * query runs), which `loadDataDir` opens again.
   */
  dump?(): Promise<Blob>;
}

export type DatabaseOptions =
  /** A PostgreSQL server; `onIdleError` hears of connections the server closed while they sat idle. */
  (
    | { url: string; onIdleError?: (error: Error) => void }
    /** Embedded PGlite: on disk in `dataDir` (locked to one process), or in memory from a dump. */
    | { dataDir?: string; loadDataDir?: Blob }
  ) & {
    /** Hears the text of every statement sent through Drizzle (the page cache counts the tables it touches). */
    onQuery?: (sql: string) => void;
  };

const queryLogger = (onQuery?: (sql: string) => void) => (onQuery ? { logQuery: onQuery } : undefined);

/** The names of the site's tables. */
export const siteTableNames = (): string[] =>
  Object.values(schema).flatMap((value) => (is(value, PgTable) ? [getTableName(value)] : []));

/**
 * The tables a trigger changes when a statement changes another (migrations 0005, 0012, 0017): a renamed
 * brand rewrites its models' search text, a listing moves the market's counts, a new price writes its
 * history. A statement names only its own table, so the page cache and kept data learn of these from here.
 */
export const TRIGGERED_WRITES: Readonly<Record<string, readonly string[]>> = {
  brands: ["models"],
  used_listings: ["used_listing_counts"],
  versions: ["version_prices"],
};

/**
 * Tables that count visits (a comparison's views): written on visitors' page views, so a change to them is
 * never announced (the tracker's `quiet` tables). The lists they rank (popular comparisons and models) show
 * a new count once the page and the kept data they come from are read again: within PAGE_CACHE_SECONDS for a
 * page and MEMO_MAX_AGE_MS for kept data.
 */
export const VISIT_COUNTER_TABLES: readonly string[] = ["comparisons"];

/**
 * The project's drizzle/ folder, found upwards from this module: three levels up in the source, one in the
 * compiled server (build/node/).
 */
export const migrationsFolder = (() => {
  for (let dir = path.dirname(fileURLToPath(import.meta.url)); ; dir = path.dirname(dir)) {
    const folder = path.join(dir, "drizzle");
    if (existsSync(path.join(folder, "meta", "_journal.json"))) return folder;
    if (path.dirname(dir) === dir) throw new Error("the drizzle/ migrations folder was not found");
  }
})();
const extensions = { pg_trgm, unaccent };

/** The `application_name` of the site's PostgreSQL connections. */
export const APPLICATION_NAME = "imodoka";

export class DatabaseLockedError extends Error {
  constructor(dir: string) {
    super(
      `The database folder ${dir} is in use by another Imodoka process. ` +
        "Stop that process first, or point DATA_DIR at another " +
        "folder, or DATABASE_URL at a PostgreSQL server.",
    );
    this.name = "DatabaseLockedError";
  }
}

/**
 * Word similarity (0–1) from which a trigram search matches: `<%` uses it, and with it the trigram index.
 * Set on every connection.
 */
const WORD_SIMILARITY_THRESHOLD = 0.3;
const SIMILARITY_SETTING = `pg_trgm.word_similarity_threshold=${WORD_SIMILARITY_THRESHOLD}`;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return "url" in options
    ? openPostgres(options.url, options.onIdleError, options.onQuery)
    : openPglite(options);
}

/**
 * What every driver answers alike: its Drizzle database as the app types it, a ping through its client, and
 * `migrate`, which applies the driver's migrator and then the data steps.
 */
function driverHandle(
  driver: Database["driver"],
  drizzleDb: object,
  client: { query(sql: string): Promise<unknown> },
  applyMigrations: () => Promise<void>,
): Pick<Database, "db" | "driver" | "ping" | "migrate"> {
  // Each driver's Drizzle database has its own query-result type; the app codes against the common one.
  const db = drizzleDb as Db;
  return {
    db,
    driver,
    ping: async () => void (await client.query("select 1")),
    migrate: async () => {
      await applyMigrations();
      await runDataSteps(db);
    },
  };
}

async function openPostgres(
  url: string,
  onIdleError?: (error: Error) => void,
  onQuery?: (sql: string) => void,
): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    options: `-c ${SIMILARITY_SETTING}`,
    // Names the site's connections in pg_stat_activity (a restore checks that no server is using the database).
    application_name: APPLICATION_NAME,
    // While the server is away a request waits at most this long for a connection, then fails (a 503).
    connectionTimeoutMillis: 5_000,
    // Idle connections are closed before a pooler or firewall drops them silently…
    idleTimeoutMillis: 30_000,
    // …and TCP keep-alive notices a connection whose other end has gone.
    keepAlive: true,
  });
  // The server closing an idle connection (restart, failover, pg_terminate_backend, a timeout on the way) is
  // an `error` event on the pool; with no listener Node ends the process. The pool has already dropped that
  // connection and opens a new one when next needed.
  pool.on("error", (error) => onIdleError?.(error));
  const db = drizzleNodePg({ client: pool, schema, logger: queryLogger(onQuery) });
  return {
    ...driverHandle("postgres", db, pool, () => migrateNodePg(db, { migrationsFolder })),
    close: () => pool.end(),
  };
}

/**
 * Who holds a PGlite data folder: written beside the lock directory by the process that took it (not
 * inside: the library checks that nothing but itself changes the directory's modification time).
 */
interface LockOwner {
  pid: number;
  host: string;
}

/** A lock not refreshed in this long is left over (the library's own rule, for any holder anywhere). */
const LOCK_STALE_MS = 10_000;

function ownerFile(lockDir: string) {
  return `${lockDir}-owner.json`;
}

/** A fresh lock is left over too when its holder ran on this machine and has died. */
function isLeftOver(lockDir: string): boolean {
  try {
    const owner = JSON.parse(readFileSync(ownerFile(lockDir), "utf8")) as LockOwner;
    if (owner.host !== hostname()) return false;
    process.kill(owner.pid, 0);
    return false;
  } catch (error) {
    // ESRCH: no such process (EPERM: it lives, under another user). No owner file: a lock being taken
    // this instant, or one from a version that wrote none; those go stale by the library's rule.
    return (error as NodeJS.ErrnoException).code === "ESRCH";
  }
}

/**
 * Locks a PGlite data folder to this process: a lock directory beside it, refreshed while we run, naming
 * the process that holds it. A lock whose holder has died (`kill -9`, a crash) is taken over at once; a
 * live holder's is not.
 */
export async function lockDataDir(dir: string): Promise<() => Promise<void>> {
  const lockDir = `${dir}.lock`;
  const take = () => lockfile.lock(dir, { lockfilePath: lockDir, stale: LOCK_STALE_MS, update: 2_000 });
  let release: () => Promise<void>;
  try {
    release = await take();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ELOCKED") throw error;
    if (!isLeftOver(lockDir)) throw new DatabaseLockedError(dir);
    rmSync(lockDir, { recursive: true, force: true });
    try {
      release = await take();
    } catch (retryError) {
      if ((retryError as NodeJS.ErrnoException).code === "ELOCKED") throw new DatabaseLockedError(dir);
      throw retryError;
    }
  }
  const owner: LockOwner = { pid: process.pid, host: hostname() };
  writeFileSync(ownerFile(lockDir), JSON.stringify(owner));
  return async () => {
    rmSync(ownerFile(lockDir), { force: true });
    await release();
  };
}

async function openPglite({
  dataDir,
  loadDataDir,
  onQuery,
}: {
  dataDir?: string;
  loadDataDir?: Blob;
  onQuery?: (sql: string) => void;
}): Promise<Database> {
  let release: (() => Promise<void>) | undefined;
  if (dataDir) {
    const dir = path.resolve(dataDir);
    mkdirSync(dir, { recursive: true });
    release = await lockDataDir(dir);
  }
  try {
    const client = await PGlite.create({
      dataDir: dataDir ? path.resolve(dataDir) : undefined,
      loadDataDir,
      extensions,
    });
    await client.exec(`SET ${SIMILARITY_SETTING}`);
    const db = drizzlePglite({ client, schema, logger: queryLogger(onQuery) });
    return {
      ...driverHandle("pglite", db, client, () => migratePglite(db, { migrationsFolder })),
      dump: async () => {
        await client.exec("CHECKPOINT");
        return client.dumpDataDir("none");
      },
      close: async () => {
        await client.close();
        await release?.();
      },
    };
  } catch (error) {
    await release?.();
    throw error;
  }
}
