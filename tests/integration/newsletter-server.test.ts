import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseMail } from "../setup/smtp";

/**
 * The whole path through server.ts (development mode, fresh PGlite, no SMTP_URL): the sign-up form, the
 * outbox, the confirmation link, and the one-click unsubscribe POST that a mail provider sends without
 * Origin or Sec-Fetch-Site headers, which the same-origin check lets through for that path only.
 */
describe("newsletter through the real server", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "imodoka-newsletter-server-"));
  let child: ChildProcess;
  let base = "";
  let output = "";

  beforeAll(async () => {
    // node itself (not npx), so SIGTERM reaches the server and it closes the database before cleanup.
    child = spawn(process.execPath, ["--import", "tsx", "server.ts"], {
      env: {
        ...process.env,
        NODE_ENV: "development",
        LOG_LEVEL: "info",
        PORT: "0",
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        SEED_DEMO_DATA: "false",
        SMTP_URL: "",
        DATABASE_URL: "",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    base = await new Promise<string>((resolve, reject) => {
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        const port = /listening on http:\/\/localhost:(\d+)/.exec(output)?.[1];
        if (port) resolve(`http://127.0.0.1:${port}`);
      };
      child.stdout!.on("data", onData);
      child.stderr!.on("data", onData);
      child.on("exit", (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
    });
  }, 90_000);

  afterAll(async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  }, 30_000);

  const post = (url: string, body: URLSearchParams, headers: Record<string, string> = {}) =>
    fetch(url, { method: "POST", body, headers, redirect: "manual" });

  it("signs up, confirms and unsubscribes with one click", async () => {
    const signUp = await post(`${base}/newsletter`, new URLSearchParams({ email: "Aline@Example.rw" }), {
      "sec-fetch-site": "same-origin",
    });
    expect(signUp.status).toBe(200);
    expect(await signUp.text()).toContain(
      "Check your inbox: we sent a confirmation link to aline@example.rw. Your subscription starts when you click it.",
    );

    const outbox = path.join(dataDir, "outbox");
    const files = readdirSync(outbox);
    expect(files).toHaveLength(1);
    expect(output).toContain("no SMTP_URL set: mail written to the outbox");
    expect(output).toContain(path.join(outbox, files[0]!));
    const mail = parseMail(readFileSync(path.join(outbox, files[0]!), "utf8"));
    expect(mail.headers.get("to")).toBe("aline@example.rw");
    const confirmUrl = /http:\/\/localhost:\d+(\/newsletter\/confirm\/[\w-]{43})/.exec(mail.text)![1]!;
    const unsubscribeUrl = /^<http:\/\/localhost:\d+(\/newsletter\/unsubscribe\/[\w-]{43})>$/.exec(
      mail.headers.get("list-unsubscribe")!,
    )![1]!;
    expect(mail.headers.get("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");

    const confirmed = await fetch(base + confirmUrl);
    expect(confirmed.status).toBe(200);
    expect(await confirmed.text()).toContain("Subscription confirmed");

    // A cross-site browser form cannot unsubscribe someone (React Router refuses a foreign Origin)…
    const foreign = await post(
      base + unsubscribeUrl,
      new URLSearchParams({ "List-Unsubscribe": "One-Click" }),
      {
        origin: "https://evil.example",
        "sec-fetch-site": "cross-site",
      },
    );
    expect(foreign.ok).toBe(false);
    expect(await (await fetch(base + unsubscribeUrl)).text()).toContain(
      "Stop sending the newsletter to a•••@example.rw?",
    );

    // …but the mail provider's server-to-server one-click POST, with neither header, works.
    const oneClick = await post(
      base + unsubscribeUrl,
      new URLSearchParams({ "List-Unsubscribe": "One-Click" }),
    );
    expect(oneClick.status).toBe(200);
    expect(await oneClick.text()).toContain("Done: a•••@example.rw will get no more newsletters.");
  });

  it("still refuses other state-changing requests without proof of origin", async () => {
    const response = await post(`${base}/newsletter`, new URLSearchParams({ email: "x@example.rw" }));
    expect(response.status).toBe(403);
    const confirmPost = await post(`${base}/newsletter/confirm/${"A".repeat(43)}`, new URLSearchParams());
    expect(confirmPost.status).toBe(403);
  });
});
