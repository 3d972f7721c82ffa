import { pino } from "pino";
import type { AppLoadContext } from "react-router";
import { createApiAccess } from "../../app/shared/server/api-access";
import { createAuth } from "../../app/shared/auth/auth.server";
import type { Db } from "../../app/shared/db/client";
import type { Keep } from "../../app/shared/cache/table-memo.server";
import { parseEnv } from "../../app/shared/server/env";
import type { Mailer } from "../../app/shared/server/mail.server";
import { LISTING_RATE_LIMITS } from "../../app/features/posting/listing-fields";
import { createLimiter } from "../../app/shared/server/rate-limit";

/** A fixed secret, so tests never write SECRETS_DIR/auth-secret. */
export const TEST_AUTH_SECRET = "test-secret-0123456789abcdefghijklmnopqrstuvwxyz";

/** The server's limiters with their default sizes. */
export function testLimits(): AppLoadContext["limits"] {
  return {
    contact: createLimiter(5, 3600),
    newsletter: createLimiter(5, 3600),
    authIp: createLimiter(30, 900),
    authEmail: createLimiter(5, 900),
    authDevice: createLimiter(5, 900),
    authMail: createLimiter(3, 3600),
    authMailDay: createLimiter(10, 86400),
    listingDrafts: createLimiter(LISTING_RATE_LIMITS.drafts.points, LISTING_RATE_LIMITS.drafts.seconds),
    photoUploads: createLimiter(LISTING_RATE_LIMITS.uploads.points, LISTING_RATE_LIMITS.uploads.seconds),
    report: createLimiter(10, 3600),
    lead: createLimiter(5, 3600),
  };
}

const noMail: Mailer = {
  transport: "outbox",
  send: () => Promise.reject(new Error("this test sends no mail")),
  close: () => {},
};

/** Keeps nothing: every value is read afresh, as the tests not about kept data expect. */
export const readNow: Keep = (_key, read) => read();

/**
 * What the server hands loaders and actions, for calling them directly in tests; `overrides` replace parts.
 * better-auth is built on the given database, environment and mailer, as the server does.
 */
export function testContext(db: Db, overrides: Partial<AppLoadContext> = {}): AppLoadContext {
  const env = overrides.env ?? parseEnv({ AUTH_SECRET: TEST_AUTH_SECRET });
  const log = overrides.log ?? pino({ level: "silent" });
  const mailer = overrides.mailer ?? noMail;
  return {
    db,
    env: { ...env, AUTH_SECRET: env.AUTH_SECRET ?? TEST_AUTH_SECRET },
    log,
    nonce: "n",
    locale: "en",
    clientIp: "10.0.0.1",
    buildId: "test",
    limits: testLimits(),
    mailer,
    api: createApiAccess(env),
    auth: createAuth({ db, env: { ...env, AUTH_SECRET: env.AUTH_SECRET ?? TEST_AUTH_SECRET }, log, mailer }),
    keep: readNow,
    parts: null,
    ...overrides,
  };
}
