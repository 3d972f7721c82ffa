import type { Db } from "./db/client";
import type { Env } from "./env";
import type { Logger } from "./log";
import type { Mailer } from "./mail.server";
import type { Limiter } from "./rate-limit";

/** What the Express server hands every loader and action. */
export interface AppContext {
  db: Db;
  env: Env;
  log: Logger;
  /** Per-request CSP nonce for inline scripts. */
  nonce: string;
  /** Client address (honours TRUST_PROXY). */
  clientIp: string;
  /** Build identifier, used by clients to notice a new release. */
  buildId: string;
  limits: { contact: Limiter; newsletter: Limiter };
  /** Sends mail over SMTP, or into DATA_DIR/outbox when SMTP_URL is unset. */
  mailer: Mailer;
}

declare module "react-router" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- module augmentation must be an interface
  interface AppLoadContext extends AppContext {}
}
