import { createHash } from "node:crypto";
import type { APIRequestContext } from "@playwright/test";
import { expect, RESOURCE_404, test } from "./fixtures";

const BROWSER_UA =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36";
const BOT_UAS = {
  Googlebot: "Googlebot/2.1 (+http://www.google.com/bot.html)",
  "Facebook preview": "facebookexternalhit/1.1",
  Lighthouse:
    "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse",
};

/** A brand as the footer links to it: { path: /auto-guide/new-cars/make/{slug}/{id}, slug, id }. */
async function someBrand(request: APIRequestContext) {
  const html = await (await request.get("/", { headers: { "User-Agent": BROWSER_UA } })).text();
  const match = html.match(/href="(\/auto-guide\/new-cars\/make\/([a-z0-9-]+)\/(\d+))"/);
  expect(match, "the home page links to a brand").not.toBeNull();
  return { path: match![1]!, slug: match![2]!, id: match![3]! };
}

test.describe("error screen (SPEC §2.2)", () => {
  test("an unknown path shows the 404 screen with a way home", async ({
    page,
    goto,
    allowConsoleErrors,
    waitForHydration,
  }) => {
    allowConsoleErrors(RESOURCE_404);
    await goto("/this-does-not-exist", { expectStatus: 404 });
    const main = page.getByRole("main");
    await expect(main.getByText("404", { exact: true })).toBeVisible();
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("oops! Page introuvable");
    await expect(main.getByText("Page not found: /this-does-not-exist", { exact: true })).toBeVisible();
    const home = main.getByRole("link", { name: "Retour à la page d'accueil" });
    await expect(home).toHaveAttribute("href", "/");
    await expect(page).toHaveTitle("oops! Page introuvable | Imodoka");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");

    await home.click();
    await expect(page).toHaveURL("/");
    await expect(
      page.getByRole("heading", { level: 1, name: "Find your next new car in Rwanda" }),
    ).toBeVisible();
    await waitForHydration();
  });

  test("a POST to a page without a form answers 405 without naming the site's code", async ({
    page,
    goto,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(
      "Failed to load resource: the server responded with a status of 405 (Method Not Allowed)",
    );
    await goto("/about-us");
    const html = page.waitForResponse((response) => response.request().method() === "POST");
    // A plain form, as a browser without the app's script would send it.
    await page.evaluate(() => {
      const form = Object.assign(document.createElement("form"), { method: "post", action: "/about-us" });
      form.append(Object.assign(document.createElement("input"), { name: "a", value: "1" }));
      document.body.append(form);
      form.submit();
    });
    const response = await html;
    expect(response.status()).toBe(405);
    await expect(page.getByRole("heading", { level: 1, name: "oops!" })).toBeVisible();
    await expect(page.getByText("405", { exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: "Retour à la page d'accueil" })).toBeVisible();
    const shown = await page.locator("body").innerText();
    expect(shown).not.toMatch(/features\/|routes\/|action|POST request/);
    // Nor in the data sent with the page, which the browser renders the screen from.
    expect(await response.text()).not.toContain("You made a POST request");
  });

  test("a non-numeric brand id is a 404 'Page Not Found'", async ({ page, goto, allowConsoleErrors }) => {
    allowConsoleErrors(RESOURCE_404);
    await goto("/auto-guide/new-cars/make/toyota/abc", { expectStatus: 404 });
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("oops! Page introuvable");
    await expect(
      main.getByText("Page Not Found: /auto-guide/new-cars/make/toyota/abc", { exact: true }),
    ).toBeVisible();
  });

  test("a brand id that does not exist is a 404", async ({ page, goto, allowConsoleErrors }) => {
    allowConsoleErrors(RESOURCE_404);
    await goto("/auto-guide/new-cars/make/toyota/999999", { expectStatus: 404 });
    await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toHaveText(
      "oops! Page introuvable",
    );
    await expect(page.getByRole("main").getByText("404", { exact: true })).toBeVisible();
  });
});

test.describe("server answers", () => {
  test.skip(({ isMobile }) => isMobile, "HTTP behaviour does not depend on the screen");

  test("a brand URL with the wrong slug is permanently redirected to the canonical one, query kept", async ({
    request,
  }) => {
    const brand = await someBrand(request);
    const wrong = `/auto-guide/new-cars/make/not-${brand.slug}/${brand.id}`;
    const response = await request.get(`${wrong}?ref=test`, {
      maxRedirects: 0,
      headers: { "User-Agent": BROWSER_UA },
    });
    expect(response.status()).toBe(301);
    expect(response.headers()["location"]).toBe(`${brand.path}?ref=test`);

    const canonical = await request.get(brand.path, {
      maxRedirects: 0,
      headers: { "User-Agent": BROWSER_UA },
    });
    expect(canonical.status()).toBe(200);
  });

  for (const [name, userAgent] of Object.entries(BOT_UAS)) {
    test(`${name} gets the 404 status without the error screen`, async ({ request }) => {
      const response = await request.get("/this-does-not-exist", { headers: { "User-Agent": userAgent } });
      expect(response.status()).toBe(404);
      const body = await response.text();
      expect(body).not.toContain("oops!");
      expect(body).not.toContain("Page introuvable");
    });
  }

  test("a browser gets the rendered error screen", async ({ request }) => {
    const response = await request.get("/this-does-not-exist", { headers: { "User-Agent": BROWSER_UA } });
    expect(response.status()).toBe(404);
    expect(response.headers()["content-type"]).toMatch(/^text\/html/);
    const body = await response.text();
    expect(body).toContain("oops!");
    expect(body).toContain("Page not found: /this-does-not-exist");
  });

  test("every HTML response carries the security headers, with a fresh nonce used by the inline scripts, or, kept in the page cache, their hashes", async ({
    request,
  }) => {
    const brand = await someBrand(request);
    const paths = [
      "/",
      "/about-us",
      "/contact-us",
      "/privacy-policy-and-legal-notice",
      brand.path,
      "/this-does-not-exist",
    ];
    const get = (path: string) => request.get(path, { headers: { "User-Agent": BROWSER_UA } });
    // The home page as the page cache answers it to visitors without a session (decision 0024).
    await expect.poll(async () => (await get("/")).headers()["x-cache"], { intervals: [100] }).toBe("hit");
    const nonces = new Set<string>();
    let kept = 0;
    for (const path of paths) {
      const response = await get(path);
      expect(response.headers()["content-type"], path).toMatch(/^text\/html/);
      const headers = response.headers();
      const csp = headers["content-security-policy"] ?? "";
      const directives = new Map(
        csp
          .split(";")
          .map((part) => part.trim().split(/\s+/))
          .filter((words) => words[0])
          .map(([name, ...values]) => [name!, values]),
      );
      const scriptSrc = directives.get("script-src") ?? [];
      expect(scriptSrc, `${path}: no unsafe-inline scripts`).not.toContain("'unsafe-inline'");
      expect(directives.get("object-src"), path).toEqual(["'none'"]);
      expect(directives.get("base-uri"), path).toEqual(["'none'"]);
      expect(directives.get("frame-ancestors"), path).toEqual(["'none'"]);
      expect(headers["x-content-type-options"], path).toBe("nosniff");
      expect(headers["referrer-policy"], path).toMatch(
        /^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/,
      );

      const html = await response.text();
      // Data blocks (JSON-LD) are not run, so they need no nonce; every script that runs does.
      const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
        ([, attributes]) => !/\btype="application\/(ld\+)?json"/.test(attributes!),
      );
      expect(scripts.length, `${path} has scripts`).toBeGreaterThan(0);
      if (headers["x-cache"] === "hit") {
        // A kept page serves many visitors: no nonce at all, and each inline script allowed by its hash.
        kept += 1;
        expect(csp, path).not.toContain("'nonce-");
        expect(html, path).not.toMatch(/<script\b[^>]*\bnonce=/);
        for (const [, attributes, body] of scripts) {
          if (/\ssrc=/.test(attributes!)) continue;
          const hash = `'sha256-${createHash("sha256").update(body!, "utf8").digest("base64")}'`;
          expect(scriptSrc, `${path}: an inline script is allowed by its hash`).toContain(hash);
        }
        continue;
      }
      const nonce = scriptSrc
        .map((value) => value.match(/^'nonce-([A-Za-z0-9+/=_-]{16,})'$/)?.[1])
        .find(Boolean);
      expect(nonce, `${path}: script-src has a nonce (${csp})`).toBeTruthy();
      expect(
        scripts.map(([, attributes]) => attributes!.match(/nonce="([^"]*)"/)?.[1]),
        `${path}: every <script> carries the response's nonce`,
      ).toEqual(scripts.map(() => nonce));
      nonces.add(nonce!);
    }
    expect(kept, "the home page came from the page cache").toBeGreaterThan(0);
    expect(nonces.size, "each response made afresh has its own nonce").toBe(paths.length - kept);
  });

  test("a cross-origin POST is refused, a same-origin one is not", async ({ request, baseURL }) => {
    const form = {
      name: "Eve",
      email: "eve@evil.example",
      subject: "other",
      message: "Cross-site request forgery attempt",
    };
    const crossSite = await request.post("/contact-us", {
      form,
      headers: { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site", "User-Agent": BROWSER_UA },
      maxRedirects: 0,
    });
    expect(crossSite.status()).toBe(403);

    const sameOrigin = await request.post("/contact-us", {
      form: { ...form, email: "not-an-address" },
      headers: {
        Origin: new URL(baseURL!).origin,
        "Sec-Fetch-Site": "same-origin",
        "User-Agent": BROWSER_UA,
      },
      maxRedirects: 0,
    });
    expect(sameOrigin.status(), "reaches the form validation").toBe(400);
    expect(await sameOrigin.text()).toContain("Please enter a valid email address");
  });
});
