/**
 * Creates an administrator, or makes an existing account one; with --role editor, an editor (moderates
 * listings and reviews) instead.
 *
 * Usage: npm run user:create-admin -- --email aline@example.rw --name "Aline Uwase" [--password …] [--role editor]
 *   [--two-factor-key-file path]
 * The password comes from --password, else ADMIN_PASSWORD; a new account without one gets a strong one,
 * printed once (change it on /account). An existing account keeps its password unless one is given.
 * The database is the server's: DATABASE_URL, else the embedded one in DATA_DIR (stop `npm start` first:
 * the embedded database takes one process at a time).
 * With --two-factor-key-file (and a password), two-step verification is turned on too and its key is
 * written to that file (readable by its owner only, never printed): staff pages require it, and whoever
 * holds the file can compute the codes (the end-to-end tests do). Staff normally set it up on
 * /account/security at their first visit to a staff page.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { authSchemas, isStrongPassword, validate } from "~/features/accounts/auth-form";
import { authText } from "~/features/accounts/text/auth";
import { DEFAULT_LOCALE } from "~/shared/i18n/locale";
import { textFor } from "~/shared/i18n/text";
import { createAdmin, enableTwoFactorWithPassword } from "~/features/accounts/admin-user.server";
import { createAuth } from "~/shared/auth/auth.server";
import { openDatabase } from "~/shared/db/client";
import { parseEnv } from "~/shared/server/env";
import { createLogger } from "~/shared/server/log";
import { createMailer } from "~/shared/server/mail.server";

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const { values: args } = parseArgs({
  options: {
    email: { type: "string" },
    name: { type: "string" },
    password: { type: "string" },
    role: { type: "string", default: "admin" },
    "two-factor-key-file": { type: "string" },
  },
});
const role = args.role;
if (role !== "admin" && role !== "editor") fail("--role: admin or editor");
// A command line, outside any request: the site's default language.
const t = textFor(authText, DEFAULT_LOCALE);
const { emailOnlySchema, nameSchema } = authSchemas(t);
const email = validate(emailOnlySchema, { email: args.email ?? "" });
if (!email.ok) fail(`--email: ${email.errors.email}`);
const name = validate(nameSchema, { name: args.name ?? "" });
if (!name.ok) fail(`--name: ${name.errors.name}`);

const password = args.password ?? process.env.ADMIN_PASSWORD;
if (password !== undefined && !isStrongPassword(password))
  fail(`--password: ${t("auth.error.passwordRule")}`);
const keyFile = args["two-factor-key-file"];
if (keyFile !== undefined && password === undefined) fail("--two-factor-key-file needs --password");

const env = parseEnv();
const log = createLogger("warn");
const database = await openDatabase(
  env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: path.join(env.DATA_DIR, "pglite") },
);
try {
  await database.migrate();
  const mailer = createMailer({
    smtpUrl: env.SMTP_URL,
    from: env.MAIL_FROM,
    outboxDir: path.join(env.DATA_DIR, "outbox"),
    log,
  });
  const auth = createAuth({ db: database.db, env, log, mailer });
  const { created, generatedPassword } = await createAdmin(auth, database.db, {
    email: email.data.email,
    name: name.data.name,
    password,
    role,
  });
  console.log(
    created
      ? `Created the ${role === "admin" ? "administrator" : "editor"} ${email.data.email}.`
      : `${email.data.email} is now ${role === "admin" ? "an administrator" : "an editor"} (verified and enabled).`,
  );
  if (generatedPassword) console.log(`Password (shown once, change it on /account): ${generatedPassword}`);
  if (keyFile !== undefined && password !== undefined) {
    const key = await enableTwoFactorWithPassword(auth, { email: email.data.email, password });
    writeFileSync(keyFile, `${key}\n`, { mode: 0o600 });
    console.log(`Two-step verification is on; its key is in ${keyFile}.`);
  }
  mailer.close();
} finally {
  await database.close();
}
