import { isIP } from "node:net";
import path from "node:path";
import { z } from "zod";
import { parseBooleanLike } from "~/shared/lib/boolean";

const booleanLike = (fallback: boolean) =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value.trim() === "") return fallback;
      const parsed = parseBooleanLike(value);
      if (parsed === undefined) {
        ctx.addIssue({ code: "custom", message: "must be one of 0, 1, true, false" });
        return z.NEVER;
      }
      return parsed;
    });

/** Express's names for address ranges, allowed in TRUST_PROXY beside addresses and CIDRs. */
const PROXY_RANGE_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

/** `10.0.0.1`, `10.0.0.0/8`, `fd00::/8`: an address, or a network with a prefix length that fits it. */
function isAddressOrCidr(entry: string): boolean {
  const [address = "", prefix, ...rest] = entry.split("/");
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  return (
    prefix === undefined || (/^[0-9]{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128))
  );
}

/**
 * Which proxies in front of the server say who the client is (X-Forwarded-For), in Express's terms:
 * a hop count (`1` for one proxy), or the proxies' addresses, CIDRs or range names; false when unset.
 * `true` would believe any client that sends the header, so it is refused.
 */
const trustProxy = z
  .string()
  .optional()
  .transform((value, ctx): false | number | string[] => {
    const setting = value?.trim().toLowerCase() ?? "";
    if (setting === "" || setting === "false" || setting === "0") return false;
    if (/^[0-9]+$/.test(setting)) return Number(setting);
    const entries = setting.split(",").map((entry) => entry.trim());
    const wrong = entries.find((entry) => !PROXY_RANGE_NAMES.has(entry) && !isAddressOrCidr(entry));
    if (wrong === undefined) return entries;
    ctx.addIssue({
      code: "custom",
      message:
        setting === "true"
          ? "true would trust an X-Forwarded-For sent by anyone: give the number of proxies in front (1, 2) or their addresses (10.0.0.1, 10.0.0.0/8, loopback)"
          : `${wrong} is not an address, a CIDR or one of loopback, linklocal, uniquelocal; give the number of proxies in front (1, 2) or their addresses`,
    });
    return z.NEVER;
  });

/** An optional setting: unset and "" both mean "not configured". */
const optionalString = z
  .string()
  .optional()
  .transform((value) => (value?.trim() ? value.trim() : undefined));

/** `name:key` or `name:key:perMinute`, comma-separated: the partners allowed to call /api (decision 0016). */
const apiKeyEntry = z.object({
  name: z.string().regex(/^[a-z0-9][a-z0-9-]{0,39}$/, "name must be lower-case letters, digits and dashes"),
  key: z.string().regex(/^[A-Za-z0-9_-]{16,128}$/, "key must be 16 to 128 letters, digits, _ or -"),
  perMinute: z.coerce.number().int().min(1).optional(),
});

const sisterSite = z.object({ label: z.string().min(1), url: z.url(), country: z.string().min(1) });

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  /**
   * Server processes on PostgreSQL in production (default: one per CPU core); the embedded database is one
   * process's alone, so with it, and in development, there is one.
   */
  WEB_CONCURRENCY: optionalString.pipe(z.coerce.number<string | undefined>().int().min(1).max(64).optional()),
  SITE_NAME: z.string().min(1).default("Imodoka"),
  SITE_URL: z.url().optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// URL")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  DATA_DIR: z.string().min(1).default("./data"),
  /** Where uploaded photos are stored; DATA_DIR/uploads when unset. */
  UPLOAD_DIR: optionalString,
  /**
   * An S3-compatible bucket for uploads instead of UPLOAD_DIR, so that app instances on several machines share
   * them; the other S3_ settings say where it is and how to sign in to it.
   */
  S3_BUCKET: optionalString.pipe(
    z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, "must be a bucket name (3–63 of a–z, 0–9, '.', '-')")
      .optional(),
  ),
  /** The store's address when it is not AWS (MinIO, Ceph, R2…): addressed by path. */
  S3_ENDPOINT: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  S3_REGION: z.string().min(1).default("us-east-1"),
  /** Keys; without them, the AWS SDK's own chain (its environment variables, an instance role…). */
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  /** A folder in the bucket for the site's files, e.g. `imodoka/`. */
  S3_PREFIX: optionalString.transform((value) => (value ? `${value.replace(/^\/+|\/+$/g, "")}/` : undefined)),
  /** Where a generated session secret is kept, out of DATA_DIR and its backups; `.secrets` beside DATA_DIR when unset. */
  SECRETS_DIR: optionalString,
  SEED_DEMO_DATA: booleanLike(true),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  TRUST_PROXY: trustProxy,
  SOCIAL_LINKEDIN_URL: z.url().default("https://www.linkedin.com/company/imodoka"),
  SOCIAL_FACEBOOK_URL: z.url().default("https://www.facebook.com/imodoka"),
  SISTER_SITES: z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (!value?.trim()) return [];
      try {
        return z.array(sisterSite).parse(JSON.parse(value));
      } catch {
        ctx.addIssue({ code: "custom", message: 'must be a JSON array of {"label","url","country"}' });
        return z.NEVER;
      }
    }),
  /** Partners allowed to call the JSON API; unset means the API is open to all (still rate-limited per address). */
  API_KEYS: z
    .string()
    .optional()
    .transform((value, ctx) => {
      const entries = (value ?? "")
        .split(",")
        .map((entry) => entry.trim())
        .filter(Boolean);
      const parsed = entries.map((entry) => {
        const [name, key, perMinute, ...rest] = entry.split(":");
        return rest.length > 0 ? { name: "", key: "" } : { name, key, perMinute };
      });
      const result = z.array(apiKeyEntry).safeParse(parsed);
      if (!result.success) {
        ctx.addIssue({
          code: "custom",
          message: `must be name:key[:perMinute], comma-separated (${result.error.issues[0]?.message})`,
        });
        return z.NEVER;
      }
      const names = result.data.map((entry) => entry.name);
      const keys = result.data.map((entry) => entry.key);
      if (new Set(names).size !== names.length || new Set(keys).size !== keys.length) {
        ctx.addIssue({ code: "custom", message: "each name and each key may appear once" });
        return z.NEVER;
      }
      return result.data;
    }),
  /** API requests allowed per minute for a key without its own limit, or per address when no keys are set. */
  API_RATE_LIMIT: z.coerce.number().int().min(1).default(300),
  /** Web origins (scheme://host[:port]) whose pages may call the API from the browser (CORS), comma-separated. */
  API_CORS_ORIGINS: z
    .string()
    .optional()
    .transform((value, ctx) => {
      const origins: string[] = [];
      for (const entry of (value ?? "")
        .split(",")
        .map((item) => item.trim())
        .filter(Boolean)) {
        const origin = URL.canParse(entry) ? new URL(entry).origin : "null";
        if (origin === "null" || origin !== entry.replace(/\/$/, "")) {
          ctx.addIssue({ code: "custom", message: `${entry} is not an origin like https://partner.example` });
          return z.NEVER;
        }
        origins.push(origin);
      }
      return origins;
    }),
  CONTACT_RATE_LIMIT: z.coerce.number().int().min(1).default(5),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  MAIL_FROM: z.string().min(1).default("Imodoka <no-reply@imodoka.rw>"),
  NEWSLETTER_RATE_LIMIT: z.coerce.number().int().min(1).default(5),
  /** Where "we help you find your vehicle" requests are e-mailed. */
  SALES_EMAIL: z.email().default("sales@imodoka.rw"),
  /** Vehicle requests accepted per hour from one address. */
  LEAD_RATE_LIMIT: z.coerce.number().int().min(1).default(5),
  /** "Report this listing" reports accepted per hour from one address. */
  REPORT_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  /**
   * Seconds a page for visitors without a session is kept: in the server's cache (dropped at once when what
   * it shows changes) and by shared caches (nginx, a CDN). 0 keeps no page.
   */
  PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  /** Memory the server's page cache may use, in megabytes (when pages are kept in its memory). */
  PAGE_CACHE_MB: z.coerce.number().int().min(1).default(64),
  /**
   * A Redis server (`redis://…`, `rediss://…`) where every instance keeps its pages, shared, instead of in its
   * own memory; Redis's `maxmemory` bounds them.
   */
  REDIS_URL: optionalString.pipe(
    z
      .string()
      .regex(/^rediss?:\/\//, "must be a redis:// or rediss:// URL")
      .optional(),
  ),
  /** Put before the site's Redis keys, so that one Redis can serve several sites. */
  REDIS_PREFIX: z.string().min(1).default("imodoka:"),
  /** Seconds between runs of the used-market jobs (expiry, saved-search alerts) in the server; 0 turns them off. */
  USED_MARKET_JOBS_INTERVAL_SECONDS: z.coerce.number().int().min(0).default(3600),
  /** Seconds between runs of the newsletter job (scheduled newsletters go out) in the server; 0 turns it off. */
  NEWSLETTER_JOB_INTERVAL_SECONDS: z.coerce.number().int().min(0).default(60),
  /** Signs session cookies; generated into SECRETS_DIR/auth-secret when unset. At least 32 characters. */
  AUTH_SECRET: optionalString.pipe(z.string().min(32, "must be at least 32 characters").optional()),
  /** Password checks and e-mail link requests allowed in 15 minutes per IP address. */
  AUTH_RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).default(30),
  /**
   * Password checks allowed in 15 minutes for one e-mail address from browsers where that account has
   * never signed in, and the same again for each browser where it has (device cookies).
   */
  AUTH_RATE_LIMIT_PER_EMAIL: z.coerce.number().int().min(1).default(5),
  /** Activation and password-reset mails sent to one inbox in an hour… */
  AUTH_MAIL_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(3),
  /** …and in a day. */
  AUTH_MAIL_LIMIT_PER_DAY: z.coerce.number().int().min(1).default(10),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  FACEBOOK_CLIENT_ID: optionalString,
  FACEBOOK_CLIENT_SECRET: optionalString,
  /** Home electricity price used for electric-car running costs (RURA tariff above 50 kWh a month, Oct 2025). */
  ELECTRICITY_RWF_PER_KWH: z.coerce.number().positive().default(369),
  /** Petrol pump price used for running-cost comparisons (RURA Kigali price, Sept 2025). */
  PETROL_RWF_PER_LITRE: z.coerce.number().positive().default(1862),
  /**
   * Stops the clock that opening hours ("open now") are read against at this instant (ISO 8601 with an
   * offset), so end-to-end tests know which dealers are open. Never set on a public server.
   */
  NOW: z.iso
    .datetime({ offset: true })
    .optional()
    .transform((value) => (value ? new Date(value) : undefined)),
});

export type Env = z.infer<typeof envSchema> & { SITE_URL: string; UPLOAD_DIR: string; SECRETS_DIR: string };

/** Parses the environment once; throws a readable error listing every bad variable. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid environment configuration:\n${lines.join("\n")}`);
  }
  const env = result.data;
  return {
    ...env,
    SITE_URL: (env.SITE_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ""),
    UPLOAD_DIR: env.UPLOAD_DIR ?? path.join(env.DATA_DIR, "uploads"),
    SECRETS_DIR: env.SECRETS_DIR ?? path.join(path.dirname(env.DATA_DIR), ".secrets"),
  };
}
