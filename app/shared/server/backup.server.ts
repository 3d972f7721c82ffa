/**
 * Backups: the database and the uploaded photos in one archive (tar.gz) with a manifest, and the way back.
 *
 * - Embedded database: a consistent copy from the running server (through its backup socket), or taken
 *   directly when no server runs. Restoring needs the server stopped, builds the new data folder beside the
 *   old one and swaps them; the old one is kept as `pglite.before-restore-<time>`.
 * - PostgreSQL: `pg_dump --format=custom`, restored with `pg_restore --clean --if-exists` in one transaction,
 *   refused while a server is connected.
 * - Photos: copied after the database, so every photo the database copy names is in the archive. Restoring
 *   swaps the upload folder the same way (`<UPLOAD_DIR>.before-restore-<time>`). Photos in a bucket
 *   (S3_BUCKET) stay there: the archive has none and a restore leaves the bucket as it is.
 *
 * Never in an archive: the session secret (SECRETS_DIR) and the mail outbox.
 */
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readdir, readFile, rename, rm, symlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { sql } from "drizzle-orm";
import pg from "pg";
import { create, extract } from "tar";
import { z } from "zod";
import { requestDump } from "./backup-socket.server";
import {
  APPLICATION_NAME,
  DatabaseLockedError,
  lockDataDir,
  migrationsFolder,
  openDatabase,
  type Db,
} from "../db/client";
import type { Env } from "./env";

export type BackupEnv = Pick<Env, "DATABASE_URL" | "DATA_DIR" | "UPLOAD_DIR"> &
  Partial<Pick<Env, "S3_BUCKET">>;

/** The archive's layout version: a restore refuses any other. */
export const BACKUP_FORMAT = 1;

const migrationLevel = z.object({ tag: z.string(), when: z.number().int() });
type MigrationLevel = z.infer<typeof migrationLevel>;

const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  app: z.literal("imodoka"),
  driver: z.enum(["pglite", "postgres"]),
  createdAt: z.iso.datetime(),
  /** The last migration the database had: a restore refuses a backup newer than its own code. */
  migration: migrationLevel.nullable(),
  /** How many photo files the archive holds. */
  uploads: z.number().int().min(0),
});
export type BackupManifest = z.infer<typeof manifestSchema>;

const DATABASE_FILE = { pglite: "database/pglite.tar", postgres: "database/postgres.dump" } as const;

/** Something an operator must act on: the message says what and how. */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "BackupError";
  }
}

/** The migrations this code knows, oldest first (drizzle's journal). */
async function knownMigrations(): Promise<MigrationLevel[]> {
  const journal = JSON.parse(await readFile(path.join(migrationsFolder, "meta/_journal.json"), "utf8")) as {
    entries: MigrationLevel[];
  };
  return journal.entries.map(({ tag, when }) => ({ tag, when }));
}

/** The last migration a database has had, named from the journal. */
async function databaseLevel(db: Db): Promise<MigrationLevel | null> {
  const result = (await db.execute(
    sql`select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
  )) as unknown as { rows: { created_at: string | number }[] };
  const when = Number(result.rows[0]?.created_at);
  if (!when) return null;
  const known = (await knownMigrations()).find((entry) => entry.when === when);
  return { tag: known?.tag ?? "unknown", when };
}

/** libpq's environment for a connection URL: the password never shows in the process list. */
function libpqEnv(url: string): NodeJS.ProcessEnv {
  const parsed = new URL(url);
  const settings: Record<string, string | undefined> = {
    PGHOST: decodeURIComponent(parsed.hostname) || undefined,
    PGPORT: parsed.port || undefined,
    PGUSER: decodeURIComponent(parsed.username) || undefined,
    PGPASSWORD: decodeURIComponent(parsed.password) || undefined,
    PGDATABASE: decodeURIComponent(parsed.pathname.slice(1)) || undefined,
    PGSSLMODE: parsed.searchParams.get("sslmode") ?? undefined,
  };
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const [name, value] of Object.entries(settings)) if (value !== undefined) env[name] = value;
  return env;
}

const run = promisify(execFile);

/** Runs pg_dump or pg_restore; a failure says what the tool said. */
async function pgTool(tool: "pg_dump" | "pg_restore", args: string[], url: string) {
  try {
    await run(tool, args, { env: libpqEnv(url), maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const { code, stderr } = error as { code?: string; stderr?: string };
    if (code === "ENOENT")
      throw new BackupError(
        `${tool} was not found: install the PostgreSQL client tools of your server's version.`,
      );
    throw new BackupError(`${tool} failed:\n${stderr?.trim() || (error as Error).message}`);
  }
}

async function withPostgres<T>(url: string, work: (db: Db) => Promise<T>): Promise<T> {
  const database = await openDatabase({ url });
  try {
    return await work(database.db);
  } finally {
    await database.close();
  }
}

/** The embedded database's folder under DATA_DIR. */
const pgliteDir = (env: BackupEnv) => path.resolve(env.DATA_DIR, "pglite");

/** A consistent copy of the embedded database: from the running server, or directly when none runs. */
async function dumpEmbedded(env: BackupEnv): Promise<Buffer> {
  if (!existsSync(path.join(pgliteDir(env), "PG_VERSION")))
    throw new BackupError(`There is no database in ${pgliteDir(env)} to back up.`);
  const fromServer = await requestDump(env.DATA_DIR);
  if (fromServer) return fromServer;
  let database;
  try {
    database = await openDatabase({ dataDir: pgliteDir(env) });
  } catch (error) {
    if (error instanceof DatabaseLockedError)
      throw new BackupError(
        `A server holds ${pgliteDir(env)} but its backup socket did not answer; is it an older version? ` +
          "Stop it and run the backup again.",
      );
    throw error;
  }
  try {
    return Buffer.from(await (await database.dump!()).arrayBuffer());
  } finally {
    await database.close();
  }
}

/** Every file under a folder (none when it does not exist). */
async function countFiles(folder: string): Promise<number> {
  if (!existsSync(folder)) return 0;
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).length;
}

/** Writes a backup of the database and the uploaded photos into `file` (a .tar.gz). */
export async function createBackup(env: BackupEnv, file: string): Promise<BackupManifest> {
  const target = path.resolve(file);
  await mkdir(path.dirname(target), { recursive: true });
  const staging = await mkdtemp(path.join(path.dirname(target), ".imodoka-backup-"));
  const partial = `${target}.partial`;
  try {
    await mkdir(path.join(staging, "database"));
    const driver = env.DATABASE_URL ? "postgres" : "pglite";
    let migration: MigrationLevel | null;
    if (env.DATABASE_URL) {
      const url = env.DATABASE_URL;
      await pgTool(
        "pg_dump",
        [
          "--format=custom",
          "--no-owner",
          "--no-privileges",
          `--file=${path.join(staging, DATABASE_FILE.postgres)}`,
        ],
        url,
      );
      migration = await withPostgres(url, databaseLevel);
    } else {
      const dump = await dumpEmbedded(env);
      await writeFile(path.join(staging, DATABASE_FILE.pglite), dump);
      // Opening the copy proves it can be restored, and tells its migration level.
      const copy = await openDatabase({ loadDataDir: new Blob([new Uint8Array(dump)]) });
      try {
        migration = await databaseLevel(copy.db);
      } finally {
        await copy.close();
      }
    }
    // The photos after the database: every photo the database copy names was on disk before it was taken.
    const uploads = env.S3_BUCKET ? undefined : path.resolve(env.UPLOAD_DIR);
    if (uploads && existsSync(uploads)) await symlink(uploads, path.join(staging, "uploads"));
    else await mkdir(path.join(staging, "uploads"));
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      app: "imodoka",
      driver,
      createdAt: new Date().toISOString(),
      migration,
      uploads: uploads ? await countFiles(uploads) : 0,
    };
    await writeFile(path.join(staging, "manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`);
    await create({ gzip: true, file: partial, cwd: staging, follow: true, portable: true }, [
      "manifest.json",
      "database",
      "uploads",
    ]);
    await rename(partial, target);
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
    await rm(partial, { force: true });
  }
}

/** What a restore unpacks: plain files and folders (never links) under the given names. */
const only = (wanted: (name: string) => boolean) => (name: string, entry: { type?: string } | object) =>
  wanted(name) && "type" in entry && (entry.type === "File" || entry.type === "Directory");

/** Reads and checks an archive's manifest against this installation. */
async function readManifest(env: BackupEnv, file: string, scratch: string): Promise<BackupManifest> {
  if (!existsSync(file)) throw new BackupError(`${file} does not exist.`);
  await extract({ file, cwd: scratch, filter: only((name) => name === "manifest.json") });
  const manifestFile = path.join(scratch, "manifest.json");
  if (!existsSync(manifestFile))
    throw new BackupError(`${file} is not an Imodoka backup (no manifest.json).`);
  const parsed = manifestSchema.safeParse(JSON.parse(await readFile(manifestFile, "utf8")));
  if (!parsed.success)
    throw new BackupError(
      `${file} is not a backup this version can read (format ${BACKUP_FORMAT} expected).`,
    );
  const manifest = parsed.data;
  const driver = env.DATABASE_URL ? "postgres" : "pglite";
  if (manifest.driver !== driver)
    throw new BackupError(
      `${file} holds ${manifest.driver === "pglite" ? "an embedded" : "a PostgreSQL"} database, but this ` +
        `installation uses ${driver === "pglite" ? "the embedded one (DATABASE_URL is unset)" : "PostgreSQL (DATABASE_URL)"}.`,
    );
  const latest = (await knownMigrations()).at(-1);
  if (manifest.migration && latest && manifest.migration.when > latest.when)
    throw new BackupError(
      `${file} comes from a newer version of Imodoka (migration ${manifest.migration.tag}); ` +
        "install that version to restore it.",
    );
  return manifest;
}

/**
 * Refuses to restore under a running server: its connections would see tables vanish. A server's pool is
 * named `imodoka`, its job queue `imodoka-jobs` and its page-cache channel `imodoka-changes` (always open).
 */
async function refuseWhileConnected(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query<{ count: string }>(
      "select count(*) from pg_stat_activity where datname = current_database() and (application_name = $1 or application_name like $1 || '-%') and pid <> pg_backend_pid()",
      [APPLICATION_NAME],
    );
    const count = Number(result.rows[0]?.count ?? 0);
    if (count > 0)
      throw new BackupError(
        `An Imodoka server is connected to this database (${count} connections). Stop it, then restore again.`,
      );
  } finally {
    await client.end();
  }
}

/**
 * Moves `folder` aside and `replacement` into its place. Answers where the old one went; an empty or missing
 * one is not kept.
 */
async function swap(folder: string, replacement: string, stamp: string): Promise<string | undefined> {
  const aside = `${folder}.before-restore-${stamp}`;
  const kept = existsSync(folder) && (await readdir(folder)).length > 0;
  if (kept) await rename(folder, aside);
  else await rm(folder, { recursive: true, force: true });
  await rename(replacement, folder);
  return kept ? aside : undefined;
}

export interface RestoreResult {
  manifest: BackupManifest;
  /** Where the replaced folders were kept: delete them once the restored site works. */
  keptAside: string[];
}

/**
 * Restores a backup over this installation's database and upload folder. The server must be stopped.
 * Everything is unpacked and checked beside the live folders before anything is replaced.
 */
export async function restoreBackup(env: BackupEnv, file: string): Promise<RestoreResult> {
  const archive = path.resolve(file);
  const dataDir = path.resolve(env.DATA_DIR);
  const uploads = path.resolve(env.UPLOAD_DIR);
  await mkdir(dataDir, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  const staging = await mkdtemp(path.join(dataDir, ".restore-"));
  const newUploads = `${uploads}.restoring-${stamp}`;
  let release: (() => Promise<void>) | undefined;
  try {
    const manifest = await readManifest(env, archive, staging);
    if (manifest.driver === "pglite") {
      await mkdir(pgliteDir(env), { recursive: true });
      try {
        release = await lockDataDir(pgliteDir(env));
      } catch (error) {
        if (error instanceof DatabaseLockedError)
          throw new BackupError(`A server is running on ${pgliteDir(env)}. Stop it, then restore again.`);
        throw error;
      }
    } else await refuseWhileConnected(env.DATABASE_URL!);

    // Unpack everything beside the live folders (the same disks, so the swap is a rename).
    await extract({ file: archive, cwd: staging, filter: only((name) => name.startsWith("database/")) });
    if (!env.S3_BUCKET) {
      await mkdir(newUploads, { recursive: true });
      await extract({
        file: archive,
        cwd: newUploads,
        strip: 1,
        filter: only((name) => name.startsWith("uploads/")),
      });
    }
    let newDatabase: string | undefined;
    if (manifest.driver === "pglite") {
      newDatabase = path.join(staging, "pglite");
      const restored = await openDatabase({
        dataDir: newDatabase,
        loadDataDir: new Blob([new Uint8Array(await readFile(path.join(staging, DATABASE_FILE.pglite)))]),
      });
      await restored.close();
    } else
      await pgTool(
        "pg_restore",
        [
          "--clean",
          "--if-exists",
          "--no-owner",
          "--no-privileges",
          "--single-transaction",
          "--exit-on-error",
          `--dbname=${new URL(env.DATABASE_URL!).pathname.slice(1)}`,
          path.join(staging, DATABASE_FILE.postgres),
        ],
        env.DATABASE_URL!,
      );

    const keptAside: string[] = [];
    if (newDatabase) {
      const aside = await swap(pgliteDir(env), newDatabase, stamp);
      if (aside) keptAside.push(aside);
    }
    const aside = env.S3_BUCKET ? undefined : await swap(uploads, newUploads, stamp);
    if (aside) keptAside.push(aside);
    return { manifest, keptAside };
  } finally {
    await release?.();
    await rm(staging, { recursive: true, force: true });
    await rm(newUploads, { recursive: true, force: true });
  }
}
