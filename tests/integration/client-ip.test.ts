import type { Server } from "node:http";
import express from "express";
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loader } from "../../app/features/accounts/routes/auth-api";
import { CLIENT_IP_HEADER, clientIpHeader } from "../../app/shared/http/client-ip";
import { parseEnv } from "../../app/shared/server/env";
import { TEST_AUTH_SECRET, testContext } from "../setup/app-context";
import { createTestDatabase } from "../setup/test-db";

// The database plays no part here (garbage activation links never reach it): PGlite only.
describe("better-auth sees the client address the server computed", () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let server: Server;
  let base: string;

  beforeAll(async () => {
    database = await createTestDatabase("pglite");
    // As in production: better-auth's own limiter on (30 requests a minute per address and path).
    const env = parseEnv({
      NODE_ENV: "production",
      SITE_URL: "http://127.0.0.1",
      AUTH_SECRET: TEST_AUTH_SECRET,
    });
    const context: AppLoadContext = testContext(database.db, { env });
    const app = express();
    // Behind one proxy (this test): req.ip is the address that proxy puts last in X-Forwarded-For.
    app.set("trust proxy", 1);
    app.use(clientIpHeader);
    app.get("/echo", (req, res) => {
      res.json({ ip: req.ip, header: req.headers[CLIENT_IP_HEADER] ?? null });
    });
    app.use(async (req, res) => {
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers))
        if (typeof value === "string") headers.set(name, value);
      const request = new Request(new URL(req.originalUrl, base), { headers });
      const response = await loader({ request, context, params: {} } as never);
      res.status(response.status).end();
    });
    await new Promise<void>((resolve) => {
      server = app.listen(0, "127.0.0.1", () => resolve());
    });
    const address = server.address();
    base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    await database?.cleanup();
  });

  const from = (ip: string, extra: Record<string, string> = {}) => ({ "x-forwarded-for": ip, ...extra });
  /** An activation link with a made-up token, as a stranger would send by the dozen. */
  const garbageLink = (headers: Record<string, string>) =>
    fetch(`${base}/api/auth/verify-email?token=not-a-token`, { headers, redirect: "manual" }).then(
      (response) => response.status,
    );

  it("sets the header to req.ip, replacing whatever the client sent", async () => {
    const plain = await fetch(`${base}/echo`, { headers: from("198.51.100.7") }).then((r) => r.json());
    expect(plain).toEqual({ ip: "198.51.100.7", header: "198.51.100.7" });
    const forged = await fetch(`${base}/echo`, {
      headers: from("198.51.100.7", { [CLIENT_IP_HEADER]: "203.0.113.1" }),
    }).then((r) => r.json());
    expect(forged).toEqual({ ip: "198.51.100.7", header: "198.51.100.7" });
  });

  it("gives two clients separate buckets, and a forged header does not buy a fresh one", async () => {
    const stranger = "198.51.100.66";
    const statuses = [];
    for (let request = 0; request < 31; request++) statuses.push(await garbageLink(from(stranger)));
    expect(statuses.slice(0, 30)).not.toContain(429);
    expect(statuses.at(-1)).toBe(429);
    // Claiming another address in the header changes nothing: the server puts its own there.
    expect(await garbageLink(from(stranger, { [CLIENT_IP_HEADER]: "192.0.2.99" }))).toBe(429);
    // A new member's activation link, from their own address, is not held up by the stranger.
    expect(await garbageLink(from("192.0.2.10"))).not.toBe(429);
  });
});
