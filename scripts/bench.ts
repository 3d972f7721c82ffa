/**
 * Server throughput on the main pages: starts the production build on a fresh embedded database,
 * loads each page with concurrent connections for a fixed time, prints requests/s and latency.
 * Usage: npm run build && npm run bench [-- --seconds 10 --connections 10]
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";

const { values } = parseArgs({
  options: { seconds: { type: "string", default: "10" }, connections: { type: "string", default: "10" } },
});
const port = 3299;
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(tmpdir(), "imodoka-bench-"));
const server = spawn("npx", ["tsx", "server.ts"], {
  env: { ...process.env, NODE_ENV: "production", PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: "warn" },
  stdio: ["ignore", "inherit", "inherit"],
});

async function waitForHealth() {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error("server did not become healthy");
}

try {
  await waitForHealth();
  const home = await (await fetch(base)).text();
  const brandPath = /href="(\/auto-guide\/new-cars\/make\/[a-z0-9-]+\/\d+)"/.exec(home)?.[1];
  const pages = ["/", "/contact-us", "/about-us", ...(brandPath ? [brandPath] : []), "/healthz"];
  const rows = [];
  for (const page of pages) {
    const result = await autocannon({
      url: base + page,
      connections: Number(values.connections),
      duration: Number(values.seconds),
      headers: { "accept-encoding": "gzip" },
    });
    rows.push({
      page,
      "req/s": Math.round(result.requests.average),
      "p50 ms": result.latency.p50,
      "p99 ms": result.latency.p99,
      non2xx: result.non2xx,
      errors: result.errors,
    });
  }
  console.table(rows);
} finally {
  server.kill("SIGTERM");
  await new Promise((resolve) => server.once("exit", resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
