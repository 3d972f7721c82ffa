import { pino } from "pino";
import type { AppLoadContext } from "react-router";
import type { Db } from "../../app/server/db/client";
import { parseEnv } from "../../app/server/env";
import { createLimiter } from "../../app/server/rate-limit";

/** What the server hands loaders and actions, for calling them directly in tests; `overrides` replace parts. */
export function testContext(db: Db, overrides: Partial<AppLoadContext> = {}): AppLoadContext {
  return {
    db,
    env: parseEnv({}),
    log: pino({ level: "silent" }),
    nonce: "n",
    clientIp: "10.0.0.1",
    buildId: "test",
    limits: { contact: createLimiter(5, 3600), newsletter: createLimiter(5, 3600) },
    mailer: {
      transport: "outbox",
      send: () => Promise.reject(new Error("this test sends no mail")),
      close: () => {},
    },
    ...overrides,
  };
}
