/**
 * Runs the used-car market's jobs once: active listings whose time is up become expired, and each saved
 * search with alerts on gets its mail of new matching cars. The server also runs them every
 * USED_MARKET_JOBS_INTERVAL_SECONDS (on PostgreSQL once for all instances, through its job queue); this
 * command is for a cron job beside servers with the jobs off (0).
 *
 * Usage: npm run jobs:used-market
 * The database is the server's: DATABASE_URL, else the embedded one in DATA_DIR. The embedded database
 * takes one process at a time: while a server holds it, this command refuses and says so (the server's
 * own timer does the work then).
 */
import path from "node:path";
import { DatabaseLockedError, openDatabase } from "~/shared/db/client";
import { parseEnv } from "~/shared/server/env";
import { createLogger } from "~/shared/server/log";
import { createMailer } from "~/shared/server/mail.server";
import { runUsedMarketJobs } from "~/features/used-market/used-market-jobs.server";

const env = (() => {
  try {
    return parseEnv();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
})();
const log = createLogger(env.LOG_LEVEL === "info" ? "warn" : env.LOG_LEVEL);

const database = await openDatabase(
  env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: path.join(env.DATA_DIR, "pglite") },
).catch((error: unknown) => {
  if (error instanceof DatabaseLockedError) {
    console.error(
      `${error.message}\nA running server does this work itself, on its timer (USED_MARKET_JOBS_INTERVAL_SECONDS).`,
    );
    process.exit(1);
  }
  throw error;
});
const mailer = createMailer({
  smtpUrl: env.SMTP_URL,
  from: env.MAIL_FROM,
  outboxDir: path.join(env.DATA_DIR, "outbox"),
  log,
});
try {
  await database.migrate();
  const result = await runUsedMarketJobs({ db: database.db, env, log, mailer });
  console.log(
    `Expired ${result.expired} listing(s); ${result.mails} alert mail(s) sent for ${result.searches} saved search(es)` +
      (result.failed ? `; ${result.failed} mail(s) failed and will be retried next time.` : "."),
  );
  if (result.failed) process.exitCode = 1;
} finally {
  mailer.close();
  await database.close();
}
