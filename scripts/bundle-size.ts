/**
 * First-load JavaScript per route, gzip-compressed, from the production build's route manifest: the
 * client entry and every module the matched routes import. (The route manifest itself is not a file the
 * page loads: with lazy route discovery the server inlines the matched routes' part of it in the HTML.)
 * It also checks that code meant to load on demand is in no page's first load: the lead-magnet popup.
 * Usage: npm run build && npm run size  (exits 1 when a route is over the budget or loads such code).
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

/** Public pages (DESIGN.md). */
const BUDGET_KB = 120;
/**
 * Back-office pages: staff only, never a visitor's page, with long forms; their own, looser budget
 * (docs/decisions/0020-back-office.md). No public page loads their code: only back-office routes import it.
 */
const STAFF_BUDGET_KB = 130;
/** A back-office page's route module is named `admin-…` (under /admin in app/routes.ts), whatever its feature. */
const budgetOf = (routeId: string) => (/\/routes\/admin-[\w-]+$/.test(routeId) ? STAFF_BUDGET_KB : BUDGET_KB);
/** Chunks that must only ever load on demand (a click), never with a page. */
const ON_DEMAND = [/^\/assets\/lead-popup-[\w-]+\.js$/];
const assets = path.resolve("build/client/assets");
const manifestFile = readdirSync(assets).find((f) => /^manifest-.*\.js$/.test(f));
if (!manifestFile) throw new Error("No build found: run `npm run build` first.");

interface RouteEntry {
  id: string;
  parentId?: string;
  module: string;
  imports?: string[];
}
const source = readFileSync(path.join(assets, manifestFile), "utf8");
const manifest = JSON.parse(source.slice(source.indexOf("{"), source.lastIndexOf("}") + 1)) as {
  entry: { module: string; imports: string[] };
  routes: Record<string, RouteEntry>;
};

const gz = (file: string) => gzipSync(readFileSync(path.join("build/client", file)), { level: 9 }).length;
const sizeCache = new Map<string, number>();
const sizeOf = (file: string) => sizeCache.get(file) ?? sizeCache.set(file, gz(file)).get(file)!;

function chain(route: RouteEntry): RouteEntry[] {
  const parent = route.parentId ? manifest.routes[route.parentId] : undefined;
  return parent ? [...chain(parent), route] : [route];
}

let over = false;
const eager: string[] = [];
const rows = Object.values(manifest.routes)
  .filter((route) => route.id !== "root")
  .map((route) => {
    const files = new Set<string>([manifest.entry.module, ...manifest.entry.imports]);
    for (const r of chain(route)) [r.module, ...(r.imports ?? [])].forEach((f) => files.add(f));
    const bytes = [...files].reduce((sum, file) => sum + sizeOf(file), 0);
    const kb = bytes / 1024;
    const budget = budgetOf(route.id);
    if (kb > budget) over = true;
    for (const file of files)
      if (ON_DEMAND.some((pattern) => pattern.test(file))) eager.push(`${route.id}: ${file}`);
    return {
      route: route.id,
      "first-load JS (KB gzip)": Number(kb.toFixed(1)),
      "budget (KB)": budget,
      "under budget (bytes)": budget * 1024 - bytes,
      files: files.size,
    };
  })
  .sort((a, b) => b["first-load JS (KB gzip)"] - a["first-load JS (KB gzip)"]);

console.table(rows);
console.log(
  `Budget: ${BUDGET_KB} KB gzip per public page, ${STAFF_BUDGET_KB} KB per back-office page — ${
    over ? "OVER BUDGET" : "all routes within budget"
  }`,
);

// Each on-demand chunk must exist (or the check below would pass for nothing) and be in no first load.
const built = readdirSync(assets).map((file) => `/assets/${file}`);
const missing = ON_DEMAND.filter((pattern) => !built.some((file) => pattern.test(file)));
for (const pattern of missing) console.log(`No chunk matches ${pattern}: was it renamed or bundled in?`);
for (const line of eager) console.log(`Loaded with the page, not on demand: ${line}`);
process.exit(over || missing.length > 0 || eager.length > 0 ? 1 : 0);
