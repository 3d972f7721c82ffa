import type { ApiAccess } from "./api-access";
import type { Auth } from "../auth/auth.server";
import type { Db } from "../db/client";
import type { Env } from "./env";
import type { Logger } from "./log";
import type { Mailer } from "./mail.server";
import type { Limiter } from "./rate-limit";
import type { Locale } from "../i18n/locale";
import type { Keep } from "../cache/table-memo.server";
import type { PagePart } from "../lib/page-part";

/** What the Express server hands every loader and action. */
export interface AppContext {
  db: Db;
  env: Env;
  log: Logger;
  /** Per-request CSP nonce for inline scripts. */
  nonce: string;
  /** The language of this request's pages (from Accept-Language among the locales the site has). */
  locale: Locale;
  /** Client address (honours TRUST_PROXY). */
  clientIp: string;
  /** Build identifier, used by clients to notice a new release. */
  buildId: string;
  /**
   * Per-key limiters; `authIp` counts password checks and e-mail link requests per IP address,
   * `authEmail` password checks per e-mail address from browsers not known for it, `authDevice` those
   * per known browser (device cookie), `authMail` and `authMailDay` link mails per inbox, `listingDrafts` new listings and `photoUploads` photo uploads per member, `report` the listing reports
   * per address, `lead` the vehicle requests per address.
   */
  limits: {
    contact: Limiter;
    newsletter: Limiter;
    authIp: Limiter;
    authEmail: Limiter;
    authDevice: Limiter;
    authMail: Limiter;
    authMailDay: Limiter;
    listingDrafts: Limiter;
    photoUploads: Limiter;
    report: Limiter;
    lead: Limiter;
  };
  /** Sends mail over SMTP, or into DATA_DIR/outbox when SMTP_URL is unset. */
  mailer: Mailer;
  /** The JSON API's keys, per-key rate limits and partner origins. */
  api: ApiAccess;
  /** better-auth: sessions, sign-in, sign-up, e-mail links, Google and Facebook. */
  auth: Auth;
  /**
   * Data that changes far less often than pages ask for it, read once and kept until a table it was read
   * from changes (the server's `createTableMemo`); `key` names what `read` returns.
   */
  keep: Keep;
  /**
   * The parts of a page that only the server renders (decision 0028): on a document request the loaders put
   * them here and the server renders them in place; null on a client navigation's data request, where they
   * travel as HTML in the loader data (`serverPart` in app/shared/http).
   */
  parts: Map<string, PagePart> | null;
}

declare module "react-router" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- module augmentation must be an interface
  interface AppLoadContext extends AppContext {}
}
