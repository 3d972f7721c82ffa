import { createHash, randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import type { Server } from "node:http";
import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import expressStaticGzip from "express-static-gzip";
import express from "express";
import type { Redis } from "ioredis";
import helmet from "helmet";
import { pinoHttp } from "pino-http";
import type { AppLoadContext, ServerBuild } from "react-router";
import { seedDemoData } from "./db/seed/seed";
import { legacyRedirect } from "./app/shared/lib/legacy-redirects";
import { UPLOADS_PATH } from "./app/shared/lib/images";
import {
  openDatabase,
  siteTableNames,
  TRIGGERED_WRITES,
  VISIT_COUNTER_TABLES,
  type Database,
} from "./app/shared/db/client";
import { comparisons } from "./app/shared/db/schema";
import { createTableTracker } from "./app/shared/cache/table-tracker.server";
import { createTableMemo } from "./app/shared/cache/table-memo.server";
import { createPageCache, type PageCache } from "./app/shared/cache/page-cache.server";
import { connectRedis, createRedisPageCache } from "./app/shared/cache/page-cache-redis.server";
import { keptPages, publicPageCacheControl } from "./app/shared/cache/page-cache-http.server";
import type { Env } from "./app/shared/server/env";
import { requestSerializer, responseSerializer, type Logger } from "./app/shared/server/log";
import { redactUrl } from "./app/shared/lib/redact-url";
import { AUTH_RATE_WINDOW_SECONDS, createAuth } from "./app/shared/auth/auth.server";
import { createMailer } from "./app/shared/server/mail.server";
import { isOneClickUnsubscribe } from "./app/features/newsletter/newsletter.server";
import { LISTING_RATE_LIMITS } from "./app/features/posting/listing-fields";
import { createLimiter } from "./app/shared/server/rate-limit";
import { createApiAccess } from "./app/shared/server/api-access";
import { runUsedMarketJobs } from "./app/features/used-market/used-market-jobs.server";
import { runNewsletterJob } from "./app/features/newsletter/sending.server";
import { startQueueJobs, startTimerJobs, type PeriodicJob } from "./app/shared/server/jobs.server";
import { startChangeBroadcast } from "./app/shared/cache/change-broadcast.server";
import {
  SCHEDULED_ARTICLES_EVERY_SECONDS,
  tablesWithArticlesDue,
} from "./app/shared/cache/scheduled-articles.server";
import { isApiPath, isSameOriginRequest } from "./app/shared/http/same-origin";
import { clientIpHeader } from "./app/shared/http/client-ip";
import { checkHealth } from "./app/shared/server/health.server";
import { uploadBucket, uploadStorage } from "./app/shared/server/uploads.server";
import { serveFromBucket } from "./app/shared/http/bucket-uploads";
import { answerUnavailable } from "./app/shared/http/unavailable.server";
import { serveBackups } from "./app/shared/server/backup-socket.server";
import { requestGuard } from "./app/shared/http/request-guard";
import { LOCALES, localeOf } from "./app/shared/i18n/locale";
import { getTableName } from "drizzle-orm";

/**
 * One instance of the site's server: the database, the page cache, the jobs and the HTTP server on PORT. Run
 * alone, or as one of the workers `server.ts` starts on PostgreSQL (WEB_CONCURRENCY).
 * `prepareDatabase`: apply the migrations and the demo content first (of several workers, the first does it
 * before the others start).
 */
/** The build's files as compressed at build time (scripts/precompress.ts): brotli, else gzip, else as is. */
const precompressed = (
  root: string,
  serveStatic: expressStaticGzip.ExpressStaticGzipOptions["serveStatic"],
) =>
  expressStaticGzip(root, { enableBrotli: true, orderPreference: ["br", "gzip"], index: false, serveStatic });

export async function startInstance({
  env,
  log,
  prepareDatabase,
}: {
  env: Env;
  log: Logger;
  prepareDatabase: boolean;
}): Promise<void> {
  const production = env.NODE_ENV === "production";
  const bucket = uploadBucket(env);
  const uploads = uploadStorage(env);
  // Each request's statements tell which tables it read and changed (decision 0024). Anonymous pages are kept
  // (in memory, or in Redis for every instance) and dropped when a table they were made of changes; in
  // development pages change with the code, so none is kept. Data that rarely changes (menus, the footer's
  // grid) is kept the same way in production, even with PAGE_CACHE_SECONDS=0; not in development, where the
  // code that makes it changes.
  const tracker = createTableTracker(siteTableNames(), TRIGGERED_WRITES, VISIT_COUNTER_TABLES);
  let redis: Redis | undefined;
  let pageCache: PageCache | undefined;
  let database: Database;
  try {
    if (production && env.PAGE_CACHE_SECONDS > 0) {
      const counters = [getTableName(comparisons)];
      redis = env.REDIS_URL ? await connectRedis(env.REDIS_URL, log) : undefined;
      pageCache = redis
        ? createRedisPageCache({
            redis,
            prefix: env.REDIS_PREFIX,
            ttlSeconds: env.PAGE_CACHE_SECONDS,
            counters,
            allTables: siteTableNames(),
            log,
          })
        : createPageCache({
            ttlSeconds: env.PAGE_CACHE_SECONDS,
            maxBytes: env.PAGE_CACHE_MB * 1024 * 1024,
            counters,
          });
      log.info({ store: redis ? "redis" : "memory" }, "page cache ready");
    }
    await uploads.probe();
    database = await openDatabase(
      env.DATABASE_URL
        ? {
            url: env.DATABASE_URL,
            onIdleError: (error) => log.warn({ err: error }, "an idle database connection was closed"),
            onQuery: tracker.observe,
          }
        : { dataDir: path.join(env.DATA_DIR, "pglite"), onQuery: tracker.observe },
    );
    if (prepareDatabase) {
      await database.migrate();
      if (env.SEED_DEMO_DATA && (await seedDemoData(database.db))) log.info("seeded demo data");
    }
  } catch (error) {
    log.fatal({ err: error }, (error as Error).message);
    process.exit(1);
  }
  log.info({ driver: database.driver }, "database ready");
  // The embedded database is this process's alone: `npm run db:backup` asks it for a copy over a socket.
  const backups =
    database.dump &&
    (await serveBackups(database.dump, env.DATA_DIR, log).catch((error: unknown) => {
      log.error({ err: error }, "the backup socket could not be opened: backups need the server stopped");
      return undefined;
    }));

  const viteDevServer = production
    ? undefined
    : await import("vite").then((vite) => vite.createServer({ server: { middlewareMode: true } }));

  const buildPath = path.resolve("build/server/index.js");
  const build: ServerBuild | (() => Promise<ServerBuild>) = viteDevServer
    ? () =>
        (viteDevServer.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>).then(
          answerUnavailable,
        )
    : answerUnavailable((await import(buildPath)) as ServerBuild);
  const buildId = viteDevServer
    ? "development"
    : createHash("sha1").update(readFileSync(buildPath)).digest("hex").slice(0, 12);

  // On PostgreSQL, several app instances may serve the site: they share their rate-limit counts in the database.
  // The embedded database is this process's alone, so its counts stay in memory.
  const sharedDb = database.driver === "postgres" ? database.db : undefined;
  const limiter = (name: string, points: number, seconds: number) =>
    createLimiter(points, seconds, sharedDb && { db: sharedDb, name });
  const limits = {
    contact: limiter("contact", env.CONTACT_RATE_LIMIT, 60 * 60),
    newsletter: limiter("newsletter", env.NEWSLETTER_RATE_LIMIT, 60 * 60),
    authIp: limiter("auth-ip", env.AUTH_RATE_LIMIT_PER_IP, AUTH_RATE_WINDOW_SECONDS),
    authEmail: limiter("auth-email", env.AUTH_RATE_LIMIT_PER_EMAIL, AUTH_RATE_WINDOW_SECONDS),
    authDevice: limiter("auth-device", env.AUTH_RATE_LIMIT_PER_EMAIL, AUTH_RATE_WINDOW_SECONDS),
    authMail: limiter("auth-mail", env.AUTH_MAIL_LIMIT_PER_HOUR, 60 * 60),
    authMailDay: limiter("auth-mail-day", env.AUTH_MAIL_LIMIT_PER_DAY, 24 * 60 * 60),
    listingDrafts: limiter(
      "listing-drafts",
      LISTING_RATE_LIMITS.drafts.points,
      LISTING_RATE_LIMITS.drafts.seconds,
    ),
    photoUploads: limiter(
      "photo-uploads",
      LISTING_RATE_LIMITS.uploads.points,
      LISTING_RATE_LIMITS.uploads.seconds,
    ),
    report: limiter("report", env.REPORT_RATE_LIMIT, 60 * 60),
    lead: limiter("lead", env.LEAD_RATE_LIMIT, 60 * 60),
  };
  const api = createApiAccess(env, undefined, sharedDb);
  if (api.keysRequired) log.info({ keys: env.API_KEYS.length }, "API keys required");
  const mailer = createMailer({
    smtpUrl: env.SMTP_URL,
    from: env.MAIL_FROM,
    outboxDir: path.join(env.DATA_DIR, "outbox"),
    log,
  });
  log.info({ transport: mailer.transport }, "mail ready");
  const auth = createAuth({ db: database.db, env, log, mailer });
  const kept = createTableMemo(tracker);
  /** What is kept of tables that changed here or in another instance is dropped (pages in Redis once, by us). */
  const dropChanged = (tables: readonly string[], here: boolean) => {
    if (here || !pageCache?.shared) void pageCache?.changed(tables);
    kept.changed(tables);
  };
  tracker.onChange((tables) => dropChanged(tables, true));
  // On PostgreSQL other instances keep pages and data too: each hears the tables the others change.
  const broadcast = env.DATABASE_URL
    ? await startChangeBroadcast({
        url: env.DATABASE_URL,
        onChange: (tables) => dropChanged(tables, false),
        onLost: () => dropChanged(siteTableNames(), false),
        log,
      })
    : undefined;
  if (broadcast) tracker.onChange((tables) => broadcast.publish(tables));

  const periodicJobs: PeriodicJob[] = [
    // Listings whose time is up leave the market; saved searches get their alert mails.
    {
      name: "used-market",
      everySeconds: env.USED_MARKET_JOBS_INTERVAL_SECONDS,
      run: () => runUsedMarketJobs({ db: database.db, env, log, mailer }),
    },
    // Scheduled newsletters go out, each mail once (decision 0030).
    {
      name: "newsletter",
      everySeconds: env.NEWSLETTER_JOB_INTERVAL_SECONDS,
      run: () => runNewsletterJob({ db: database.db, env, log, mailer }),
    },
  ];
  if (pageCache)
    periodicJobs.push({
      name: "scheduled-articles",
      everySeconds: SCHEDULED_ARTICLES_EVERY_SECONDS,
      run: async () => {
        const tables = await tablesWithArticlesDue(database.db, 2 * SCHEDULED_ARTICLES_EVERY_SECONDS);
        if (tables.length > 0) tracker.announce(tables);
        return { published: tables.length };
      },
    });
  // On PostgreSQL each run happens once whatever the number of instances; the embedded database has one.
  const jobs = env.DATABASE_URL
    ? await startQueueJobs(periodicJobs, { url: env.DATABASE_URL, log })
    : startTimerJobs(periodicJobs, log);

  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", env.TRUST_PROXY);
  app.use(clientIpHeader);

  // The build's hashed scripts and styles, before the access log (which leaves them out) and the pages' headers
  // (a CSP with its nonce, HSTS…), which do nothing for them but would cost about 1 KB of headers on each of
  // the dozen files a page loads.
  if (!viteDevServer)
    app.use(
      "/assets",
      precompressed("build/client/assets", {
        immutable: true,
        maxAge: "1y",
        setHeaders: (res) => {
          res.setHeader("X-Content-Type-Options", "nosniff");
          res.setHeader("Cross-Origin-Resource-Policy", "same-origin");
        },
      }),
    );

  // A kept page is sent from here, as it was made by the rest of the chain (keptPages).
  const localeOfRequest = (req: express.Request) => localeOf(req.acceptsLanguages(...LOCALES));
  const pages =
    pageCache &&
    keptPages({
      cache: pageCache,
      tracker,
      policy: publicPageCacheControl(env.PAGE_CACHE_SECONDS),
      // Each build keeps its own pages: they name its scripts, which another build's instance does not have.
      variant: (req) => `${buildId} ${localeOfRequest(req)}`,
      log,
    });
  if (pages) app.use(pages.answer);

  app.use(
    pinoHttp({
      logger: log,
      autoLogging: { ignore: (req) => req.url?.startsWith("/assets/") ?? false },
      serializers: {
        req: requestSerializer,
        res: responseSerializer,
      },
    }),
  );

  app.use((_req, res, next) => {
    res.locals.nonce = randomBytes(16).toString("base64");
    next();
  });
  app.use(
    helmet({
      contentSecurityPolicy: production
        ? {
            useDefaults: false,
            directives: {
              defaultSrc: ["'self'"],
              scriptSrc: ["'self'", (_req, res) => `'nonce-${(res as express.Response).locals.nonce}'`],
              styleSrc: ["'self'"],
              styleSrcAttr: ["'unsafe-inline'"],
              imgSrc: ["'self'", "data:"],
              fontSrc: ["'self'"],
              connectSrc: ["'self'"],
              formAction: ["'self'"],
              manifestSrc: ["'self'"],
              objectSrc: ["'none'"],
              baseUri: ["'none'"],
              frameAncestors: ["'none'"],
            },
          }
        : false,
      strictTransportSecurity: { maxAge: 63_072_000, includeSubDomains: true },
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
      crossOriginEmbedderPolicy: false,
    }),
  );
  app.use(compression());

  app.get("/healthz", async (_req, res) => {
    const health = await checkHealth(database, uploads, log);
    res
      .status(health.status === "ok" ? 200 : 503)
      .set("Cache-Control", "no-store")
      .json(health);
  });

  app.use((req, res, next) => {
    const target = legacyRedirect(req.path, req.originalUrl.slice(req.path.length));
    if (target) return res.redirect(301, target);
    next();
  });

  app.use((req, res, next) => {
    if (isSameOriginRequest(req.method, req.headers)) return next();
    // The one exception: RFC 8058 one-click unsubscribe, which mail providers POST from their own servers to
    // the List-Unsubscribe URL of a newsletter or alert mail. The unguessable token in that URL is the proof.
    if (isOneClickUnsubscribe(req.method, req.path)) return next();
    // The JSON API reads no cookie and changes nothing: partners call it from their own servers and pages.
    if (isApiPath(req.path)) return next();
    log.warn(
      { method: req.method, url: redactUrl(req.originalUrl), origin: req.headers.origin },
      "cross-origin request refused",
    );
    res.status(403).type("text/plain").send("Cross-origin request refused");
  });
  app.use(requestGuard);

  // Uploaded photos: generated names that never change, so cached for good; only files, never a folder
  // listing (a folder or a missing file falls through to the site's 404 page). From the bucket when there is one.
  app.use(
    UPLOADS_PATH,
    bucket
      ? serveFromBucket(bucket, log)
      : express.static(env.UPLOAD_DIR, {
          immutable: true,
          maxAge: "1y",
          index: false,
          redirect: false,
          dotfiles: "deny",
          fallthrough: true,
          setHeaders: (res) => res.set("X-Content-Type-Options", "nosniff"),
        }),
  );

  if (viteDevServer) {
    app.use(viteDevServer.middlewares);
  } else {
    // Every file of the build has an extension and no page's path has one: pages are not looked for on disk.
    const rootFiles = precompressed("build/client", { maxAge: "1h" });
    app.use((req, res, next) => (path.extname(req.path) ? rootFiles(req, res, next) : next()));
  }

  if (pages) app.use(pages.keep);

  app.use(
    createRequestHandler({
      build,
      mode: production ? "production" : "development",
      getLoadContext: (req, res): AppLoadContext => ({
        db: database.db,
        env,
        log: req.log,
        nonce: res.locals.nonce as string,
        locale: localeOfRequest(req),
        clientIp: req.ip ?? "unknown",
        buildId,
        limits,
        mailer,
        api,
        auth,
        keep: production ? kept.get : (_key, read) => read(),
        // A client navigation asks for `<path>.data`: its loaders send their server-only parts as HTML.
        parts: req.path.endsWith(".data") ? null : new Map(),
      }),
    }),
  );

  const server: Server = app.listen(env.PORT, env.HOST, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : env.PORT;
    log.info(`Imodoka listening on http://localhost:${port}`);
  });

  let stopping = false;
  async function shutdown(signal: string) {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, "shutting down");
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    const closed = new Promise((resolve) => server.close(resolve));
    server.closeIdleConnections();
    await closed;
    await viteDevServer?.close();
    await jobs.stop();
    await broadcast?.close();
    await redis?.quit();
    await backups?.close();
    mailer.close();
    await database
      .close()
      .catch((error: unknown) => log.error({ err: error }, "closing the database failed"));
    clearTimeout(force);
    process.exit(0);
  }
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}
