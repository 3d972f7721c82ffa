import { createServer, type Server } from "node:http";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import {
  E2E_API_KEYS,
  E2E_PARTNER_ORIGIN,
  E2E_PARTNER_PORT,
  E2E_PORT,
  E2E_STRANGER_ORIGIN,
  E2E_STRANGER_PORT,
} from "./test-env";

const api = `http://127.0.0.1:${E2E_PORT}`;

/** Another web site on loopback, serving one bare page, from which the test calls the API. */
async function startSite(port: number): Promise<Server> {
  const server = createServer((_req, res) => {
    res
      .writeHead(200, { "content-type": "text/html" })
      .end("<!doctype html><title>Partner</title><h1>Partner</h1>");
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return server;
}

/** What a browser page at another origin gets when it calls the API with the partner key. */
const callFromPage = (page: Page, key: string) =>
  page.evaluate(
    async ({ url, key }) => {
      try {
        const response = await fetch(url, { headers: { API_KEY: key } });
        return { status: response.status, body: (await response.json()) as { data: unknown[] } };
      } catch (error) {
        return { error: String(error) };
      }
    },
    { url: `${api}/api/v1/brands?per_page=3`, key },
  );

test.describe("the JSON API with keys configured", () => {
  // One project only: the calls do not depend on the screen, and the metered key and the two sites' ports are shared.
  test.skip(({ isMobile }) => isMobile, "HTTP behaviour does not depend on the screen");

  test("wants a key, takes it as header or query parameter, and answers 304 to a known tag", async ({
    request,
  }) => {
    const none = await request.get("/api/v1/brands");
    expect(none.status()).toBe(401);
    expect(await none.json()).toMatchObject({ error: { status: 401, code: "missing_api_key" } });
    const wrong = await request.get("/api.php?endpoint=marques_modeles", {
      headers: { API_KEY: "nope-0123456789abcdef" },
    });
    expect(wrong.status()).toBe(401);

    const byHeader = await request.get("/api.php?endpoint=marques_modeles", {
      headers: { API_KEY: E2E_API_KEYS.partner },
    });
    expect(byHeader.status()).toBe(200);
    const brands = (
      (await byHeader.json()) as { data: { nom_de_la_marque: string; models: { nom_du_modele: string }[] }[] }
    ).data;
    expect(
      brands.find((b) => b.nom_de_la_marque === "Volkswagen")?.models.map((m) => m.nom_du_modele),
    ).toContain("Polo");
    expect(byHeader.headers()["cache-control"]).toBe("private, max-age=300");

    const byQuery = await request.get(`/api/v1/brands?per_page=2&API_KEY=${E2E_API_KEYS.partner}`);
    expect(byQuery.status()).toBe(200);
    const tag = byQuery.headers()["etag"]!;
    const again = await request.get(`/api/v1/brands?per_page=2&API_KEY=${E2E_API_KEYS.partner}`, {
      headers: { "If-None-Match": tag },
    });
    expect(again.status()).toBe(304);
  });

  test("refuses other methods after checking the key sent in the POST's params", async ({ request }) => {
    const noKey = await request.post("/api.php?endpoint=get_banners", { form: { other: "1" } });
    expect(noKey.status()).toBe(401);
    const withKey = await request.post("/api.php?endpoint=get_banners", {
      form: { API_KEY: E2E_API_KEYS.partner },
    });
    expect(withKey.status()).toBe(405);
    expect(withKey.headers()["allow"]).toBe("GET, HEAD, OPTIONS");
  });

  test("limits each key to its calls a minute", async ({ request }) => {
    const statuses: number[] = [];
    for (let call = 0; call < 4; call += 1) {
      statuses.push(
        (await request.get("/api/v1/brands/1", { headers: { API_KEY: E2E_API_KEYS.metered } })).status(),
      );
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    // The partner key has its own allowance.
    expect(
      (await request.get("/api/v1/brands/1", { headers: { API_KEY: E2E_API_KEYS.partner } })).status(),
    ).toBe(200);
  });

  test("can be called from the partner's pages in a browser, and not from another site's", async ({
    page,
    allowConsoleErrors,
  }) => {
    const sites = [await startSite(E2E_PARTNER_PORT), await startSite(E2E_STRANGER_PORT)];
    try {
      await page.goto(`${E2E_PARTNER_ORIGIN}/`);
      const partner = await callFromPage(page, E2E_API_KEYS.partner);
      expect(partner).toMatchObject({ status: 200 });
      expect("body" in partner ? partner.body?.data : undefined).toHaveLength(3);

      allowConsoleErrors(
        `Access to fetch at '${api}/api/v1/brands?per_page=3' from origin '${E2E_STRANGER_ORIGIN}' has been blocked by CORS policy: Response to preflight request doesn't pass access control check: No 'Access-Control-Allow-Origin' header is present on the requested resource.`,
        "Failed to load resource: net::ERR_FAILED",
      );
      await page.goto(`${E2E_STRANGER_ORIGIN}/`);
      expect(await callFromPage(page, E2E_API_KEYS.partner)).toMatchObject({
        error: expect.stringContaining("Failed to fetch"),
      });
    } finally {
      for (const site of sites) site.close();
    }
  });
});

test.describe("the API reference", () => {
  test("lists every call with its parameters, and links to the OpenAPI document", async ({ page, goto }) => {
    await goto("/developers");
    await expect(page.getByRole("heading", { level: 1, name: "Imodoka API" })).toBeVisible();
    for (const group of [
      "Catalogue",
      "Deals",
      "Dealers",
      "News",
      "Practical guide",
      "Used cars",
      "Search",
      "Compatibility",
    ]) {
      await expect(page.getByRole("heading", { level: 2, name: group })).toBeVisible();
    }
    const brands = page.locator("#listBrands");
    await expect(brands.getByText("/api/v1/brands", { exact: true })).toBeVisible();
    await expect(brands.getByText("per_page", { exact: true })).toBeVisible();
    await brands.getByText(/^Fields/).click();
    await expect(brands.getByText("model_count", { exact: true })).toBeVisible();

    const document = await page.request.get(
      (await page.getByRole("link", { name: "OpenAPI 3.1 document" }).getAttribute("href")) ?? "",
    );
    expect(document.status()).toBe(200);
    const openapi = (await document.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(openapi.openapi).toBe("3.1.0");
    // Every documented call has its card on the page.
    const cards = await page.locator("article[id] p.font-mono span.break-all").allTextContents();
    expect(cards.sort()).toEqual(Object.keys(openapi.paths).sort());
  });
});
