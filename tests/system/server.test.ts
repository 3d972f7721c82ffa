import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type SystemServer } from "./server";

let server: SystemServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.stop());

describe("the production server", () => {
  it("starts on an empty data folder with the demo content and reports itself healthy", async () => {
    const health = await fetch(`${server.url}/healthz`);
    expect(health.status).toBe(200);
    const home = await fetch(server.url);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain("List of brands and models available in Rwanda");
  });
});
