import { describe, expect, it } from "vitest";
import { parseEnv } from "./env";

describe("parseEnv", () => {
  it("runs with no settings at all", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      NODE_ENV: "development",
      PORT: 3000,
      SITE_NAME: "Imodoka",
      SITE_URL: "http://localhost:3000",
      DATA_DIR: "./data",
      SEED_DEMO_DATA: true,
      SISTER_SITES: [],
      CONTACT_RATE_LIMIT: 5,
      MAIL_FROM: "Imodoka <no-reply@imodoka.rw>",
      NEWSLETTER_RATE_LIMIT: 5,
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.UPLOAD_DIR).toBe("data/uploads");
    expect(env.SECRETS_DIR).toBe(".secrets");
  });

  it("keeps generated secrets beside DATA_DIR, not in it, unless SECRETS_DIR names another folder", () => {
    expect(parseEnv({ DATA_DIR: "/srv/imodoka/data" }).SECRETS_DIR).toBe("/srv/imodoka/.secrets");
    expect(parseEnv({ DATA_DIR: "/srv/imodoka/data/" }).SECRETS_DIR).toBe("/srv/imodoka/.secrets");
    expect(parseEnv({ SECRETS_DIR: " /run/secrets/imodoka " }).SECRETS_DIR).toBe("/run/secrets/imodoka");
    expect(parseEnv({ SECRETS_DIR: "" }).SECRETS_DIR).toBe(".secrets");
  });

  it("keeps uploads in DATA_DIR unless UPLOAD_DIR names another folder", () => {
    expect(parseEnv({ DATA_DIR: "/srv/imodoka" }).UPLOAD_DIR).toBe("/srv/imodoka/uploads");
    expect(parseEnv({ DATA_DIR: "/srv/imodoka", UPLOAD_DIR: " /mnt/photos " }).UPLOAD_DIR).toBe(
      "/mnt/photos",
    );
    expect(parseEnv({ UPLOAD_DIR: "" }).UPLOAD_DIR).toBe("data/uploads");
  });

  it("reads settings and drops a trailing slash from the site URL", () => {
    const env = parseEnv({
      PORT: "8080",
      SITE_URL: "https://imodoka.rw/",
      DATABASE_URL: "postgres://u@db/imodoka",
      SEED_DEMO_DATA: "FALSE",
      TRUST_PROXY: "1",
      SISTER_SITES: '[{"label":"Autos CI","url":"https://autos.example.ci","country":"Côte d\'Ivoire"}]',
    });
    expect(env).toMatchObject({
      PORT: 8080,
      SITE_URL: "https://imodoka.rw",
      DATABASE_URL: "postgres://u@db/imodoka",
      SEED_DEMO_DATA: false,
      TRUST_PROXY: 1,
      SISTER_SITES: [{ label: "Autos CI", url: "https://autos.example.ci", country: "Côte d'Ivoire" }],
    });
  });

  it("treats an empty DATABASE_URL as unset", () => {
    expect(parseEnv({ DATABASE_URL: "" }).DATABASE_URL).toBeUndefined();
  });

  it("reads WEB_CONCURRENCY as a whole number of processes, empty as unset", () => {
    expect(parseEnv({ WEB_CONCURRENCY: "3" }).WEB_CONCURRENCY).toBe(3);
    expect(parseEnv({ WEB_CONCURRENCY: "" }).WEB_CONCURRENCY).toBeUndefined();
    expect(parseEnv({}).WEB_CONCURRENCY).toBeUndefined();
    for (const value of ["0", "-1", "1.5", "two", "65"])
      expect(() => parseEnv({ WEB_CONCURRENCY: value })).toThrow(/WEB_CONCURRENCY/);
  });

  it("reads the upload bucket's settings: a folder prefix ends with one slash, empty values are unset", () => {
    expect(
      parseEnv({
        S3_BUCKET: "imodoka-photos",
        S3_ENDPOINT: "http://127.0.0.1:9000",
        S3_ACCESS_KEY_ID: "key",
        S3_SECRET_ACCESS_KEY: "secret",
        S3_PREFIX: "/site/uploads//",
      }),
    ).toMatchObject({
      S3_BUCKET: "imodoka-photos",
      S3_ENDPOINT: "http://127.0.0.1:9000",
      S3_REGION: "us-east-1",
      S3_PREFIX: "site/uploads/",
    });
    expect(parseEnv({ S3_BUCKET: "", S3_PREFIX: "", S3_ENDPOINT: "" })).toMatchObject({
      S3_BUCKET: undefined,
      S3_PREFIX: undefined,
      S3_ENDPOINT: undefined,
    });
    for (const bucket of ["Imodoka", "ab", "-photos", "photos/site", "a".repeat(64)])
      expect(() => parseEnv({ S3_BUCKET: bucket })).toThrow(/S3_BUCKET: must be a bucket name/);
    expect(() => parseEnv({ S3_ENDPOINT: "ftp://store.example" })).toThrow(/S3_ENDPOINT/);
  });

  it("reads a Redis server for kept pages, with the keys' prefix, and treats an empty one as unset", () => {
    expect(parseEnv({ REDIS_URL: "rediss://:secret@cache.internal:6380/2" })).toMatchObject({
      REDIS_URL: "rediss://:secret@cache.internal:6380/2",
      REDIS_PREFIX: "imodoka:",
    });
    expect(parseEnv({ REDIS_URL: "", REDIS_PREFIX: "rw-site:" })).toMatchObject({
      REDIS_URL: undefined,
      REDIS_PREFIX: "rw-site:",
    });
    expect(() => parseEnv({ REDIS_URL: "http://cache.internal" })).toThrow(/REDIS_URL: must be a redis/);
    expect(() => parseEnv({ REDIS_PREFIX: "" })).toThrow(/REDIS_PREFIX/);
  });

  it("reads the mail settings and treats an empty SMTP_URL as unset", () => {
    expect(
      parseEnv({
        SMTP_URL: "smtps://user:secret@mail.example.rw:465",
        MAIL_FROM: "Imodoka News <news@imodoka.rw>",
        NEWSLETTER_RATE_LIMIT: "20",
      }),
    ).toMatchObject({
      SMTP_URL: "smtps://user:secret@mail.example.rw:465",
      MAIL_FROM: "Imodoka News <news@imodoka.rw>",
      NEWSLETTER_RATE_LIMIT: 20,
    });
    expect(parseEnv({ SMTP_URL: "" }).SMTP_URL).toBeUndefined();
    expect(() => parseEnv({ SMTP_URL: "mail.example.rw", NEWSLETTER_RATE_LIMIT: "0" })).toThrow(
      /(?=[\s\S]*SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL)(?=[\s\S]*NEWSLETTER_RATE_LIMIT:)/,
    );
  });

  it("lists every bad variable", () => {
    expect(() =>
      parseEnv({
        PORT: "x",
        DATABASE_URL: "mysql://x",
        SEED_DEMO_DATA: "maybe",
        SISTER_SITES: "[1]",
        LOG_LEVEL: "loud",
      }),
    ).toThrow(
      /Invalid environment configuration:\n(?=[\s\S]*PORT:)(?=[\s\S]*DATABASE_URL: must be a postgres:\/\/ URL)(?=[\s\S]*SEED_DEMO_DATA: must be one of 0, 1, true, false)(?=[\s\S]*SISTER_SITES: must be a JSON array)(?=[\s\S]*LOG_LEVEL:)/,
    );
  });

  describe("TRUST_PROXY", () => {
    it.each([undefined, "", " ", "false", "FALSE", "0"])("is off for %j", (value) => {
      expect(parseEnv({ TRUST_PROXY: value }).TRUST_PROXY).toBe(false);
    });

    it.each([
      ["1", 1],
      ["2", 2],
      [" 3 ", 3],
    ])("takes %j as a hop count", (value, hops) => {
      expect(parseEnv({ TRUST_PROXY: value }).TRUST_PROXY).toBe(hops);
    });

    it("takes a list of addresses, networks and Express's range names", () => {
      expect(
        parseEnv({
          TRUST_PROXY: "10.0.0.1, 10.0.0.0/8,192.168.1.0/24, fd00::/8, ::1, Loopback, linklocal,uniquelocal",
        }).TRUST_PROXY,
      ).toEqual([
        "10.0.0.1",
        "10.0.0.0/8",
        "192.168.1.0/24",
        "fd00::/8",
        "::1",
        "loopback",
        "linklocal",
        "uniquelocal",
      ]);
    });

    it("refuses true, saying what to give instead", () => {
      expect(() => parseEnv({ TRUST_PROXY: "true" })).toThrow(
        /TRUST_PROXY: true would trust an X-Forwarded-For sent by anyone: give the number of proxies in front \(1, 2\) or their addresses/,
      );
      expect(() => parseEnv({ TRUST_PROXY: "TRUE" })).toThrow(/TRUST_PROXY: true would trust/);
    });

    it.each([
      "yes",
      "on",
      "-1",
      "1.5",
      "10.0.0.300",
      "10.0.0.0/33",
      "fd00::/129",
      "10.0.0.0/8/1",
      "10.0.0.0/",
      "proxy",
      "1,2",
      "10.0.0.1,,",
    ])("refuses %j", (value) => {
      expect(() => parseEnv({ TRUST_PROXY: value })).toThrow(
        /TRUST_PROXY: .*give the number of proxies in front/,
      );
    });
  });

  describe("API settings", () => {
    it("leave the API open, 300 calls a minute per address, no partner origins, when unset", () => {
      expect(parseEnv({})).toMatchObject({ API_KEYS: [], API_RATE_LIMIT: 300, API_CORS_ORIGINS: [] });
    });

    it("read partner keys as name:key[:perMinute] and origins as a list", () => {
      const env = parseEnv({
        API_KEYS: " mobile-app:abcdefghijklmnop1234 , partner:ZYXWVUTSRQPONMLK_-99:1200,",
        API_RATE_LIMIT: "60",
        API_CORS_ORIGINS: "https://partner.example, http://localhost:5173/",
      });
      expect(env.API_KEYS).toEqual([
        { name: "mobile-app", key: "abcdefghijklmnop1234" },
        { name: "partner", key: "ZYXWVUTSRQPONMLK_-99", perMinute: 1200 },
      ]);
      expect(env.API_RATE_LIMIT).toBe(60);
      expect(env.API_CORS_ORIGINS).toEqual(["https://partner.example", "http://localhost:5173"]);
    });

    it.each([
      ["a key shorter than 16 characters", "app:short"],
      ["a key with spaces", "app:abcdefgh ijklmnop"],
      ["a missing name", ":abcdefghijklmnop1234"],
      ["a limit that is not a number", "app:abcdefghijklmnop1234:many"],
      ["too many parts", "app:abcdefghijklmnop1234:10:x"],
      ["the same key twice", "a:abcdefghijklmnop1234,b:abcdefghijklmnop1234"],
      ["the same name twice", "a:abcdefghijklmnop1234,a:abcdefghijklmnop5678"],
    ])("refuse API_KEYS with %s", (_case, value) => {
      expect(() => parseEnv({ API_KEYS: value })).toThrow(
        /API_KEYS: must be name:key\[:perMinute\]|API_KEYS: each name and each key/,
      );
    });

    it.each(["partner.example", "https://partner.example/path", "ftp:/x"])(
      "refuse %s as a CORS origin",
      (value) => {
        expect(() => parseEnv({ API_CORS_ORIGINS: value })).toThrow(/API_CORS_ORIGINS: .* is not an origin/);
      },
    );
  });
});
