/** Settings shared by playwright.config.ts (the server's environment) and the specs that check them. */
/** E2E_PORT lets two suites run side by side on one machine. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);

/** The SMTP server that receives the site's mails during the suite (tests/e2e/global-setup.ts). */
export const MAIL_PORT = E2E_PORT + 1;

/** Where that server writes each mail, one JSON file per mail (tests/e2e/mailbox.ts reads them). */
export const mailDir = () => `${process.env.IMODOKA_E2E_DIR}/mail`;

/** SISTER_SITES given to the server; the footer must list exactly these. */
export const e2eSisterSites = [
  { label: "Imodoka Burundi", url: "https://burundi.imodoka.example/", country: "Burundi" },
  { label: "Imodoka Uganda", url: "https://uganda.imodoka.example/", country: "Uganda" },
] as const;

/** An editor made with `npm run user:create-admin -- --role editor` before the server starts (playwright.config.ts). */
export const E2E_EDITOR = {
  email: "editor@e2e.imodoka.rw",
  name: "Eddy Editor",
  password: "Moderate2026",
} as const;

/** An administrator made the same way with `--role admin`: the one who may send newsletters. */
export const E2E_ADMIN = {
  email: "admin@e2e.imodoka.rw",
  name: "Ada Admin",
  password: "Administer2026",
} as const;

/**
 * The staff's two-step verification keys: create-admin turns it on before the server starts and writes the
 * key here (never to the log), so the suite can compute the codes staff type (tests/e2e/members.ts).
 */
export const editorKeyFile = () => `${process.env.IMODOKA_E2E_DIR}/editor-totp-key`;
export const adminKeyFile = () => `${process.env.IMODOKA_E2E_DIR}/admin-totp-key`;

/**
 * The moment the server reads opening hours against (its NOW setting): Saturday 28 November 2026, 14:00 in
 * Kigali, when showrooms have closed for the weekend and garages and used-car yards are still open.
 */
export const E2E_NOW = "2026-11-28T14:00:00+02:00";

/**
 * API_KEYS given to the server, so the whole suite shows the site working with keys required: `partner`
 * for the API tests, `metered` with 3 calls a minute for the rate-limit test alone.
 */
export const E2E_API_KEYS = {
  partner: "e2e-partner-key-0123456789abcdef",
  metered: "e2e-metered-key-0123456789abcdef",
} as const;
export const e2eApiKeysSetting = `partner:${E2E_API_KEYS.partner},metered:${E2E_API_KEYS.metered}:3`;

/**
 * The partner site allowed to call the API from its pages (API_CORS_ORIGINS), and one that is not: small
 * servers on loopback that tests/e2e/api.spec.ts starts (the browser lets loopback pages call loopback).
 */
export const E2E_PARTNER_PORT = E2E_PORT + 2;
export const E2E_STRANGER_PORT = E2E_PORT + 3;
export const E2E_PARTNER_ORIGIN = `http://127.0.0.1:${E2E_PARTNER_PORT}`;
export const E2E_STRANGER_ORIGIN = `http://127.0.0.1:${E2E_STRANGER_PORT}`;
