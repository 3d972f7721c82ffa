/** Settings shared by playwright.config.ts (the server's environment) and the specs that check them. */
/** E2E_PORT lets two suites run side by side on one machine. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);

/** SISTER_SITES given to the server; the footer must list exactly these. */
export const e2eSisterSites = [
  { label: "Imodoka Burundi", url: "https://burundi.imodoka.example/", country: "Burundi" },
  { label: "Imodoka Uganda", url: "https://uganda.imodoka.example/", country: "Uganda" },
] as const;
