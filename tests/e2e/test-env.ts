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

/**
 * The moment the server reads opening hours against (its NOW setting): Saturday 28 November 2026, 14:00 in
 * Kigali, when showrooms have closed for the weekend and garages and used-car yards are still open.
 */
export const E2E_NOW = "2026-11-28T14:00:00+02:00";
