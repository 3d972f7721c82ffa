import { mkdirSync } from "node:fs";
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
import pg from "pg";
import lockfile from "proper-lockfile";
import * as schema from "./schema";

export type Schema = typeof schema;
/** The one database type the app codes against, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  driver: "pglite" | "postgres";
  /** Round trip to the database; throws when it does not answer. */
  ping(): Promise<void>;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseOptions =
  /** A PostgreSQL server; `onIdleError` hears of connections the server closed while they sat idle. */
  | { url: string; onIdleError?: (error: Error) => void }
  /** Embedded PGlite: on disk in `dataDir` (locked to one process), or in memory from a dump. */
  | { dataDir?: string; loadDataDir?: Blob };

const migrationsFolder = fileURLToPath(new URL("../../../drizzle", import.meta.url));
const extensions = { pg_trgm, unaccent };

export class DatabaseLockedError extends Error {
  constructor(dir: string) {
    super(
      `The database folder ${dir} is in use by another Imodoka process. ` +
        "Stop that process first (a crashed one releases it within 10 seconds), or point DATA_DIR at another " +
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
  return "url" in options ? openPostgres(options.url, options.onIdleError) : openPglite(options);
}

async function openPostgres(url: string, onIdleError?: (error: Error) => void): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    options: `-c ${SIMILARITY_SETTING}`,
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
  const db = drizzleNodePg({ client: pool, schema });
  return {
    db: db as unknown as Db,
    driver: "postgres",
    ping: async () => void (await pool.query("select 1")),
    migrate: () => migrateNodePg(db, { migrationsFolder }),
    close: () => pool.end(),
  };
}

async function openPglite({
  dataDir,
  loadDataDir,
}: {
  dataDir?: string;
  loadDataDir?: Blob;
}): Promise<Database> {
  let release: (() => Promise<void>) | undefined;
  if (dataDir) {
    const dir = path.resolve(dataDir);
    mkdirSync(dir, { recursive: true });
    try {
      // A lock directory beside the data folder, refreshed while we run; a crashed process's lock goes stale.
      release = await lockfile.lock(dir, {
        lockfilePath: `${dir}.lock`,
        stale: 10_000,
        update: 2_000,
      });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ELOCKED") throw new DatabaseLockedError(dir);
      throw error;
    }
  }
  try {
    const client = await PGlite.create({
      dataDir: dataDir ? path.resolve(dataDir) : undefined,
      loadDataDir,
      extensions,
    });
    await client.exec(`SET ${SIMILARITY_SETTING}`);
    const db = drizzlePglite({ client, schema });
    return {
      db: db as unknown as Db,
      driver: "pglite",
      ping: async () => void (await client.query("select 1")),
      migrate: () => migratePglite(db, { migrationsFolder }),
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
