/**
 * Lighthouse (mobile, the default throttling) on pages of a running site, in Debian's Chromium: the four
 * category scores and the main timings per page, median of `--runs` runs by performance (the lower of
 * the middle two when an even number of runs succeeded).
 *
 * Usage: npm run lighthouse -- [--base http://localhost:3000] [--runs 3] /path [/other-path …]
 */
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    base: { type: "string", default: "http://localhost:3000" },
    runs: { type: "string", default: "3" },
  },
});
const runs = Math.max(1, Number(values.runs) || 1);
if (positionals.length === 0) {
  console.error("Name at least one path, e.g. npm run lighthouse -- /auto-news/all-news");
  process.exit(1);
}

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  chromeFlags: [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
});
const categories = ["performance", "accessibility", "best-practices", "seo"] as const;
const rows = [];
try {
  for (const path of positionals) {
    const results = [];
    for (let i = 0; i < runs; i++) {
      const result = await lighthouse(new URL(path, values.base).href, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: [...categories],
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
      const { lhr } = result;
      if (lhr.runtimeError) {
        // A run that could not load the page (a time-out on a busy machine) says why and is not scored.
        console.warn(`${path}: run ${i + 1} failed: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
        continue;
      }
      const score = (key: (typeof categories)[number]) => Math.round((lhr.categories[key]?.score ?? 0) * 100);
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      const failing = categories
        .filter((key) => key !== "performance")
        .flatMap((key) =>
          (lhr.categories[key]?.auditRefs ?? [])
            .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
            .map((ref) => ref.id),
        );
      results.push({
        performance: score("performance"),
        accessibility: score("accessibility"),
        "best-practices": score("best-practices"),
        seo: score("seo"),
        "FCP ms": Math.round(audit("first-contentful-paint")),
        "LCP ms": Math.round(audit("largest-contentful-paint")),
        "TBT ms": Math.round(audit("total-blocking-time")),
        CLS: Math.round(audit("cumulative-layout-shift") * 1000) / 1000,
        failing: failing.join(", "),
      });
    }
    if (results.length === 0) throw new Error(`Every run of ${path} failed`);
    results.sort((a, b) => a.performance - b.performance);
    rows.push({
      path,
      runs: results.map((r) => r.performance).join("/"),
      ...results[Math.floor((results.length - 1) / 2)]!,
    });
  }
} finally {
  await chrome.kill();
}
console.table(rows);
