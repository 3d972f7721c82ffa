import { existsSync } from "node:fs";
import pg from "pg";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminQuery, dropDatabase, templateDatabaseUrl } from "../setup/postgres";
import { LISTING_CAR, LISTING_DETAILS } from "../setup/listing-steps";
import { NGINX, startNginx } from "../setup/nginx";
import { removeRedisKeys, runPrefix } from "../setup/redis";
import { startS3 } from "../setup/s3";
import { startSmtpSink, type SmtpSink } from "../setup/smtp";
import { startServer, waitFor, type SystemServer } from "./server";
import { PHONE_BROWSER } from "../setup/phone-browser";

/**
 * Two app instances behind nginx (Debian's package) on one PostgreSQL database and one bucket (issue 22,
 * decision 0025): what one instance does, the other must see. A session made on one works on the other; a
 * rate limit counts across both; a saved-search alert is mailed once; a photo uploaded through one is served
 * by the other; a change through one shows on the other at once; with Redis (TEST_REDIS_URL), a page one
 * keeps is served by the other. Needs TEST_DATABASE_URL and nginx.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const PASSWORD = "Kigali-2026-scale";

/** A form POST as a browser sends it from a page of `base` (same origin), not following redirects. */
function postForm(base: string, target: string, fields: Record<string, string> | FormData, cookie = "") {
  return fetch(`${base}${target}`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: base, "User-Agent": PHONE_BROWSER, ...(cookie ? { Cookie: cookie } : {}) },
    body: fields instanceof FormData ? fields : new URLSearchParams(fields),
  });
}

const page = (base: string, target: string, cookie = "") =>
  fetch(`${base}${target}`, {
    redirect: "manual",
    headers: { "User-Agent": PHONE_BROWSER, ...(cookie ? { Cookie: cookie } : {}) },
  });

/** The `name=value` pairs a response sets, as a Cookie header. */
const cookiesOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0]!)
    .join("; ");

/** How many requests for `target` an instance's access log shows. */
const served = (server: SystemServer, target: string) =>
  server
    .output()
    .split("\n")
    .filter((line) => line.includes(`"url":"${target}`)).length;

describe.skipIf(!serverUrl || !existsSync(NGINX))(
  "two instances behind nginx on one database and bucket",
  () => {
    const name = `imodoka_scale_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    const databaseUrl = serverUrl ? templateDatabaseUrl(serverUrl, name) : "";
    let one: SystemServer;
    let two: SystemServer;
    let nginx: Awaited<ReturnType<typeof startNginx>>;
    let s3: Awaited<ReturnType<typeof startS3>>;
    let smtp: SmtpSink;
    let db: pg.Client;
    const redisPrefix = runPrefix("scale");
    const member = {
      name: "Aline Uwase",
      email: `aline.scale.${process.pid}@example.rw`,
      cookie: "",
      id: "",
    };

    beforeAll(async () => {
      await adminQuery(serverUrl!, `create database "${name}"`);
      [s3, smtp] = await Promise.all([startS3(), startSmtpSink()]);
      const env = {
        DATABASE_URL: databaseUrl,
        WEB_CONCURRENCY: "1",
        TRUST_PROXY: "loopback",
        SMTP_URL: smtp.url,
        NEWSLETTER_RATE_LIMIT: "3",
        USED_MARKET_JOBS_INTERVAL_SECONDS: "2",
        NEWSLETTER_JOB_INTERVAL_SECONDS: "2",
        ...s3.settings,
        ...(redisUrl ? { REDIS_URL: redisUrl, REDIS_PREFIX: redisPrefix } : {}),
      };
      // The first migrates and seeds the empty database; the second starts on it.
      one = await startServer(env);
      two = await startServer(env);
      nginx = await startNginx({ upstreams: [new URL(one.url).host, new URL(two.url).host] });
      db = new pg.Client({ connectionString: databaseUrl });
      await db.connect();
    });
    afterAll(async () => {
      await db?.end();
      await nginx?.stop();
      await Promise.all([one?.stop(), two?.stop()]);
      if (redisUrl) await removeRedisKeys(redisUrl, redisPrefix);
      await Promise.all([s3?.stop(), smtp?.close()]);
      await dropDatabase(serverUrl!, name);
    });

    it("shares requests between the two instances", async () => {
      for (let i = 0; i < 6; i++) expect((await page(nginx.url, "/healthz")).status).toBe(200);
      expect(served(one, "/healthz")).toBeGreaterThan(0);
      expect(served(two, "/healthz")).toBeGreaterThan(0);
    });

    it("activates on one an account registered on the other, and keeps a session made on one on the other", async () => {
      const registered = await postForm(one.url, "/register", {
        name: member.name,
        email: member.email,
        password: PASSWORD,
        confirm_password: PASSWORD,
      });
      expect(registered.status).toBeLessThan(400);
      const mail = await waitFor(
        () => smtp.messages.find((message) => message.envelope.to.includes(member.email)),
        15_000,
        "the activation mail",
      );
      const link = new URL(/https?:\/\/\S+\/api\/auth\/verify-email\S*/.exec(mail.text)![0]);
      expect((await page(two.url, link.pathname + link.search)).status).toBeLessThan(400);

      const signedIn = await postForm(one.url, "/login", { email: member.email, password: PASSWORD });
      expect(signedIn.status).toBe(302);
      member.cookie = cookiesOf(signedIn);
      const account = await page(two.url, "/account", member.cookie);
      expect(account.status).toBe(200);
      expect(await account.text()).toContain(member.email);
      expect((await page(two.url, "/account")).status).toBeGreaterThanOrEqual(300);
      const { rows } = await db.query<{ id: string }>("select id from users where email = $1", [
        member.email,
      ]);
      member.id = rows[0]!.id;
    });

    it("counts a rate limit across both instances", async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++)
        statuses.push(
          (await postForm(nginx.url, "/newsletter", { email: `reader${i}.${process.pid}@example.rw` }))
            .status,
        );
      // NEWSLETTER_RATE_LIMIT=3 an hour from one address, wherever the sign-up lands.
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
      expect(served(one, "/newsletter")).toBeGreaterThan(0);
      expect(served(two, "/newsletter")).toBeGreaterThan(0);
    });

    it("serves through the other instance a photo uploaded through one", async () => {
      const [toyota] = (await db.query<{ id: number }>("select id from brands where name = 'Toyota'")).rows;
      const created = await postForm(
        one.url,
        "/poster-une-annonce",
        { ...LISTING_CAR, brand: String(toyota!.id) },
        member.cookie,
      );
      expect(created.status).toBe(302);
      const id = /\/poster-une-annonce\/(\d+)\//.exec(created.headers.get("location")!)![1];
      const details = await postForm(
        one.url,
        `/poster-une-annonce/${id}/details`,
        LISTING_DETAILS,
        member.cookie,
      );
      expect(details.status).toBe(302);
      const form = new FormData();
      const jpeg = await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#2050c0" } })
        .jpeg()
        .toBuffer();
      form.append("photo", new File([new Uint8Array(jpeg)], "front.jpg", { type: "image/jpeg" }));
      const uploaded = await postForm(one.url, `/poster-une-annonce/${id}/photos`, form, member.cookie);
      expect(uploaded.status).toBeLessThan(400);
      const { rows } = await db.query<{ storage_key: string }>(
        "select storage_key from used_listing_photos where listing_id = $1",
        [Number(id)],
      );
      const key = rows[0]!.storage_key;
      const photo = await page(two.url, `/uploads/${key.slice(0, 2)}/${key}-480.webp`);
      expect(photo.status).toBe(200);
      expect(photo.headers.get("content-type")).toBe("image/webp");
      expect((await photo.arrayBuffer()).byteLength).toBeGreaterThan(100);
    });

    it("shows at once on one instance a change made through the other", async () => {
      // A car on the market, seen by visitors: each instance keeps its page. It becomes the member's.
      const search = await (await page(one.url, "/marche-doccasion/rechercher")).text();
      const [listing, id] = /\/marche-doccasion\/annonce\/(\d+)-[a-z0-9-]+/.exec(search)!;
      await db.query("update used_listings set user_id = $1 where id = $2", [member.id, Number(id)]);
      await waitFor(
        async () => {
          const answers = await Promise.all([page(one.url, listing), page(two.url, listing)]);
          return answers.every((answer) => answer.headers.get("x-cache") === "hit");
        },
        10_000,
        "both instances keeping the listing's page",
      );
      expect(await (await page(two.url, listing)).text()).not.toContain("This car has been sold");

      const sold = await postForm(
        one.url,
        "/account/listings",
        { intent: "sold", listing: id! },
        member.cookie,
      );
      expect(sold.status).toBeLessThan(400);
      // The next visitor of the other instance sees it sold (pages are otherwise kept 60 seconds).
      await waitFor(
        async () => (await (await page(two.url, listing)).text()).includes("This car has been sold"),
        2_000,
        "the other instance to show the change",
      );
    });

    it.skipIf(!redisUrl)("serves from Redis on one instance a page the other made", async () => {
      const made = await page(one.url, "/auto-guide/electric-cars");
      expect(made.headers.get("x-cache")).toBe("miss");
      const title = /<title>[^<]+<\/title>/.exec(await made.text())![0];
      // Kept once compressed, just after it was sent.
      await waitFor(
        async () => (await page(one.url, "/auto-guide/electric-cars")).headers.get("x-cache") === "hit",
        5_000,
        "the page to be kept",
      );
      const kept = await page(two.url, "/auto-guide/electric-cars");
      expect(kept.headers.get("x-cache")).toBe("hit");
      expect(await kept.text()).toContain(title);
    });

    it("mails a saved search's alert once, though both instances run the alert job", async () => {
      await db.query(
        `insert into saved_searches (user_id, query, label, alerts, last_alert_at, unsubscribe_token)
       values ($1, '', 'All cars', true, now() - interval '1 hour', $2)`,
        [member.id, `scale-${process.pid}`],
      );
      // A car published a minute ago matches it.
      await db.query(
        "update used_listings set published_at = now() - interval '1 minute' where id = (select max(id) from used_listings where status = 'active')",
      );
      const alerts = () =>
        smtp.messages.filter(
          (message) =>
            message.envelope.to.includes(member.email) && /saved-searches\/unsubscribe/.test(message.text),
        );
      await waitFor(() => alerts().length > 0, 20_000, "the alert mail");
      // Several runs of the job later (every 2 seconds, on either instance), still one mail, and one run per
      // period between the two instances (each run logs the searches it read).
      const runs = () => (one.output() + two.output()).match(/"job":"used-market"/g)?.length ?? 0;
      const before = runs();
      await sleep(6_000);
      expect(alerts()).toHaveLength(1);
      expect(runs() - before).toBeGreaterThanOrEqual(2);
      expect(runs() - before).toBeLessThanOrEqual(4);
    });

    it("mails a newsletter once to each subscriber, though both instances run the newsletter job", async () => {
      const readers = Array.from({ length: 30 }, (_, i) => `subscriber${i}.${process.pid}@example.rw`);
      await db.query(
        `insert into newsletter_subscribers (email, status, unsubscribe_token, confirmed_at)
         select address, 'confirmed', 'scale-' || md5(address), now() from unnest($1::text[]) as address`,
        [readers],
      );
      const {
        rows: [issue],
      } = await db.query<{ id: number }>(
        `insert into newsletter_issues (subject, body_markdown, status, send_at, created_by, scheduled_by)
         values ($1, 'New cars this week.', 'scheduled', now(), $2, $2) returning id`,
        [`This week ${process.pid}`, member.id],
      );
      const mailed = () =>
        smtp.messages.filter((message) => message.headers.get("subject") === `This week ${process.pid}`);
      await waitFor(() => mailed().length >= readers.length, 30_000, "the newsletter to every subscriber");
      await sleep(5_000);
      // Every address once: ours, and any other the database had confirmed.
      const to = mailed().flatMap((message) => message.envelope.to);
      expect(new Set(to).size).toBe(to.length);
      expect(to.filter((address) => readers.includes(address)).toSorted()).toEqual(readers.toSorted());
      const { rows } = await db.query<{ status: string; recipients: number }>(
        "select status, recipients from newsletter_issues where id = $1",
        [issue!.id],
      );
      expect(rows).toEqual([{ status: "sent", recipients: to.length }]);
    });
  },
);
