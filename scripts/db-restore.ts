/**
 * Restores a backup made by `npm run db:backup` over the database and the upload folder. Stop the server
 * first: the restore refuses while one runs.
 *
 * Usage: npm run db:restore -- <file.tar.gz>
 * Embedded database: the new data folder is built beside DATA_DIR/pglite and swapped in; the old one is
 * kept as pglite.before-restore-<time>, and the old upload folder likewise. PostgreSQL (DATABASE_URL):
 * pg_restore --clean --if-exists in one transaction. See README, "Backups".
 */
import { BackupError, restoreBackup } from "~/shared/server/backup.server";
import { parseEnv } from "~/shared/server/env";

const file = process.argv[2];
if (!file) {
  console.error("Usage: npm run db:restore -- <file.tar.gz>");
  process.exit(2);
}
try {
  const { manifest, keptAside } = await restoreBackup(parseEnv(), file);
  console.log(
    `Restored the backup of ${manifest.createdAt} (migration ${manifest.migration?.tag ?? "none"}, ` +
      `${manifest.uploads} photo file(s)). Start the server: it applies any newer migration.`,
  );
  for (const folder of keptAside)
    console.log(`The replaced folder is kept as ${folder}: delete it once the site works.`);
} catch (error) {
  if (!(error instanceof BackupError)) throw error;
  console.error(error.message);
  process.exit(1);
}
