/**
 * Writes a backup of the database and the uploaded photos into one archive (tar.gz with a manifest).
 *
 * Usage: npm run db:backup -- <file.tar.gz>
 * The database is the server's: DATABASE_URL (through pg_dump, which must be of the server's version or
 * newer), else the embedded one in DATA_DIR, copied by the running server or directly when none runs.
 * The session secret (SECRETS_DIR) is never in a backup. See README, "Backups".
 */
import { BackupError, createBackup } from "~/shared/server/backup.server";
import { parseEnv } from "~/shared/server/env";

const file = process.argv[2];
if (!file) {
  console.error("Usage: npm run db:backup -- <file.tar.gz>");
  process.exit(2);
}
try {
  const manifest = await createBackup(parseEnv(), file);
  console.log(
    `Backed up the ${manifest.driver === "pglite" ? "embedded" : "PostgreSQL"} database ` +
      `(migration ${manifest.migration?.tag ?? "none"}) and ${manifest.uploads} photo file(s) into ${file}.`,
  );
} catch (error) {
  if (!(error instanceof BackupError)) throw error;
  console.error(error.message);
  process.exit(1);
}
