import { existsSync, readFileSync } from "node:fs";
import { mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { asc, eq } from "drizzle-orm";
import pg from "pg";
import { pino } from "pino";
import { create, extract, list } from "tar";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { serveBackups } from "../../app/shared/server/backup-socket.server";
import {
  BackupError,
  createBackup,
  restoreBackup,
  type BackupEnv,
} from "../../app/shared/server/backup.server";
import { openDatabase, type Database } from "../../app/shared/db/client";
import { brands, usedListingPhotos } from "../../app/shared/db/schema";
import { adminQuery, dropDatabase, templateDatabaseUrl } from "../setup/postgres";
import { drivers, type Driver } from "../setup/test-db";

const journal = JSON.parse(readFileSync("drizzle/meta/_journal.json", "utf8")) as {
  entries: { tag: string; when: number }[];
};
const latest = journal.entries.at(-1)!;

/** Every file under a folder, with its content. */
async function filesIn(folder: string): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  for (const entry of await readdir(folder, { recursive: true, withFileTypes: true }))
    if (entry.isFile()) {
      const file = path.join(entry.parentPath, entry.name);
      files[path.relative(folder, file)] = await readFile(file, "utf8");
    }
  return files;
}

/** What the tests compare: the brands (every column) and the photo rows. */
const snapshot = async (database: Database) => ({
  brands: await database.db.select().from(brands).orderBy(asc(brands.id)),
  photos: await database.db.select().from(usedListingPhotos).orderBy(asc(usedListingPhotos.id)),
});

/** A whole database dump and restore (PGlite's runs in WebAssembly): well over 30 s on a busy two-core machine. */
const SLOW = 90_000;

describe.each(drivers)("a backup and its restore (%s)", (driver: Driver) => {
  let root: string;
  let env: BackupEnv;
  let database: Database | undefined;
  let socket: { close(): Promise<void> } | undefined;
  let postgresName: string | undefined;
  const serverUrl = process.env.TEST_DATABASE_URL!;

  /** "The server": the database open, and for the embedded one its backup socket. */
  async function startServer() {
    database = await openDatabase(
      env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: path.join(env.DATA_DIR, "pglite") },
    );
    if (database.dump) socket = await serveBackups(database.dump, env.DATA_DIR, pino({ level: "silent" }));
    return database;
  }
  async function stopServer() {
    await socket?.close();
    await database?.close();
    socket = database = undefined;
  }

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), "imodoka-backup-"));
    env = {
      DATABASE_URL: undefined,
      DATA_DIR: path.join(root, "data"),
      UPLOAD_DIR: path.join(root, "data/uploads"),
    };
    if (driver === "pglite") {
      // The seeded template, on disk as a server would have it.
      const template = new Blob([new Uint8Array(readFileSync(inject("pgliteTemplate")))]);
      const seeded = await openDatabase({
        dataDir: path.join(env.DATA_DIR, "pglite"),
        loadDataDir: template,
      });
      await seeded.close();
    } else {
      postgresName = `imodoka_backup_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
      await adminQuery(
        serverUrl,
        `create database "${postgresName}" template "${inject("postgresTemplate")}"`,
      );
      env.DATABASE_URL = templateDatabaseUrl(serverUrl, postgresName);
    }
    await mkdir(path.join(env.UPLOAD_DIR, "ab"), { recursive: true });
    await mkdir(path.join(env.UPLOAD_DIR, "cd"), { recursive: true });
    await writeFile(path.join(env.UPLOAD_DIR, "ab/one-480.webp"), "photo one");
    await writeFile(path.join(env.UPLOAD_DIR, "cd/two-480.webp"), "photo two");
    // A secret an older version left in the data folder: never in a backup.
    await writeFile(path.join(env.DATA_DIR, "auth-secret"), "old-secret-0123456789-0123456789-0123");
  });
  afterAll(async () => {
    await stopServer();
    if (postgresName) await dropDatabase(serverUrl, postgresName);
    await rm(root, { recursive: true, force: true });
  });

  it(
    "takes the database and the photos while the server runs, and brings both back",
    async () => {
      const running = await startServer();
      const before = await snapshot(running);
      const photosBefore = await filesIn(env.UPLOAD_DIR);
      const archive = path.join(root, "backups/site.tar.gz");

      const manifest = await createBackup(env, archive);
      expect(manifest).toMatchObject({
        format: 1,
        app: "imodoka",
        driver,
        migration: { tag: latest.tag, when: latest.when },
        uploads: 2,
      });
      const entries: string[] = [];
      await list({ file: archive, onReadEntry: (entry) => entries.push(entry.path) });
      expect(entries).toEqual(
        expect.arrayContaining([
          "manifest.json",
          driver === "pglite" ? "database/pglite.tar" : "database/postgres.dump",
          "uploads/ab/one-480.webp",
          "uploads/cd/two-480.webp",
        ]),
      );
      expect(entries.filter((entry) => /secret|outbox|control/.test(entry))).toEqual([]);
      expect(await readdir(path.join(root, "backups"))).toEqual(["site.tar.gz"]);

      // Life goes on: a brand renamed, a photo changed, one removed, one added.
      const [first] = before.brands;
      await running.db
        .update(brands)
        .set({ name: "Renamed after the backup" })
        .where(eq(brands.id, first!.id));
      await writeFile(path.join(env.UPLOAD_DIR, "ab/one-480.webp"), "changed");
      await rm(path.join(env.UPLOAD_DIR, "cd/two-480.webp"));
      await writeFile(path.join(env.UPLOAD_DIR, "ab/three-480.webp"), "photo three");

      // Not under a running server.
      await expect(restoreBackup(env, archive)).rejects.toThrow(/Stop it, then restore again/);
      await stopServer();

      const { manifest: restored, keptAside } = await restoreBackup(env, archive);
      expect(restored).toEqual(manifest);
      expect(await filesIn(env.UPLOAD_DIR)).toEqual(photosBefore);
      const again = await startServer();
      expect(await snapshot(again)).toEqual(before);
      await stopServer();

      // The replaced folders are kept aside, as they were just before the restore.
      expect(keptAside).toHaveLength(driver === "pglite" ? 2 : 1);
      const oldUploads = keptAside.find((folder) => folder.startsWith(`${env.UPLOAD_DIR}.before-restore-`))!;
      expect(await filesIn(oldUploads)).toEqual({
        "ab/one-480.webp": "changed",
        "ab/three-480.webp": "photo three",
      });
      for (const folder of keptAside) await rm(folder, { recursive: true });
      // Nothing else left beside the live folders.
      expect((await readdir(env.DATA_DIR)).filter((name) => name.startsWith(".restore"))).toEqual([]);
    },
    SLOW,
  );

  it(
    "backs up with no server running too",
    async () => {
      const manifest = await createBackup(env, path.join(root, "offline.tar.gz"));
      expect(manifest).toMatchObject({ driver, uploads: 2 });
    },
    SLOW,
  );

  it("restores plain files only: a link slipped into an archive is not unpacked", async () => {
    const unpacked = await mkdtemp(path.join(root, "unpacked-"));
    await extract({ file: path.join(root, "offline.tar.gz"), cwd: unpacked });
    await symlink("/etc", path.join(unpacked, "uploads/etc"));
    const tampered = path.join(root, "tampered.tar.gz");
    await create({ gzip: true, file: tampered, cwd: unpacked }, ["manifest.json", "database", "uploads"]);
    const { keptAside } = await restoreBackup(env, tampered);
    expect(await filesIn(env.UPLOAD_DIR)).toEqual({
      "ab/one-480.webp": "photo one",
      "cd/two-480.webp": "photo two",
    });
    expect((await readdir(env.UPLOAD_DIR)).sort()).toEqual(["ab", "cd"]);
    for (const folder of keptAside) await rm(folder, { recursive: true });
  });
});

describe("a restore refuses", () => {
  let root: string;
  let env: BackupEnv;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), "imodoka-restore-"));
    env = {
      DATABASE_URL: undefined,
      DATA_DIR: path.join(root, "data"),
      UPLOAD_DIR: path.join(root, "uploads"),
    };
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  /** An archive with this manifest and nothing else. */
  async function archiveWith(manifest: unknown) {
    const folder = await mkdtemp(path.join(root, "archive-"));
    if (manifest !== undefined) await writeFile(path.join(folder, "manifest.json"), JSON.stringify(manifest));
    else await writeFile(path.join(folder, "notes.txt"), "not a backup");
    const file = `${folder}.tar.gz`;
    await create({ gzip: true, file, cwd: folder }, [manifest !== undefined ? "manifest.json" : "notes.txt"]);
    return file;
  }
  const valid = {
    format: 1,
    app: "imodoka",
    driver: "pglite",
    createdAt: "2026-11-26T10:00:00.000Z",
    migration: { tag: latest.tag, when: latest.when },
    uploads: 0,
  };

  it.each([
    ["a file that is not there", () => Promise.resolve(path.join(root, "missing.tar.gz")), /does not exist/],
    ["an archive with no manifest", () => archiveWith(undefined), /is not an Imodoka backup/],
    ["another format", () => archiveWith({ ...valid, format: 2 }), /is not a backup this version can read/],
    [
      "a PostgreSQL backup on an embedded installation",
      () => archiveWith({ ...valid, driver: "postgres" }),
      /holds a PostgreSQL database, but this installation uses the embedded one/,
    ],
    [
      "a backup from a newer version",
      () => archiveWith({ ...valid, migration: { tag: "9999_future", when: latest.when + 1 } }),
      /comes from a newer version of Imodoka \(migration 9999_future\)/,
    ],
  ])("%s, touching nothing", async (_what, make, message) => {
    const file = await make();
    const error = await restoreBackup(env, file).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(BackupError);
    expect((error as Error).message).toMatch(message);
    expect(existsSync(env.UPLOAD_DIR)).toBe(false);
    expect(existsSync(path.join(env.DATA_DIR, "pglite"))).toBe(false);
    expect(await readdir(env.DATA_DIR)).toEqual([]);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    "on PostgreSQL while a server's page-cache channel (imodoka-changes) is connected, touching nothing",
    async () => {
      const serverUrl = process.env.TEST_DATABASE_URL!;
      const name = `imodoka_restore_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
      await adminQuery(serverUrl, `create database "${name}" template "${inject("postgresTemplate")}"`);
      const postgresEnv: BackupEnv = {
        DATABASE_URL: templateDatabaseUrl(serverUrl, name),
        DATA_DIR: path.join(root, "postgres/data"),
        UPLOAD_DIR: path.join(root, "postgres/uploads"),
      };
      // What change-broadcast.server.ts keeps open for LISTEN/NOTIFY.
      const channel = new pg.Client({
        connectionString: postgresEnv.DATABASE_URL,
        application_name: "imodoka-changes",
      });
      try {
        await channel.connect();
        const file = await archiveWith({ ...valid, driver: "postgres" });
        const error = await restoreBackup(postgresEnv, file).catch((thrown: unknown) => thrown);
        expect(error).toBeInstanceOf(BackupError);
        expect((error as Error).message).toMatch(
          /connected to this database \(1 connections\)\. Stop it, then restore again/,
        );
        expect(existsSync(postgresEnv.UPLOAD_DIR)).toBe(false);
      } finally {
        await channel.end();
        await dropDatabase(serverUrl, name);
      }
    },
  );
});
