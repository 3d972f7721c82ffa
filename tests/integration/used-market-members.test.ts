import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { pino } from "pino";
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  action as favouritesAction,
  loader as favouritesLoader,
} from "../../app/features/used-market/routes/account-favourites";
import {
  action as savedAction,
  loader as savedLoader,
} from "../../app/features/used-market/routes/account-saved-searches";
import { action as loginAction } from "../../app/features/accounts/routes/login";
import {
  action as moderationAction,
  loader as moderationLoader,
} from "../../app/features/moderation/routes/moderation";
import {
  action as unsubscribeAction,
  loader as unsubscribeLoader,
} from "../../app/features/used-market/routes/saved-search-unsubscribe";
import {
  action as listingAction,
  loader as listingLoader,
} from "../../app/features/used-market/routes/used-listing";
import { loader as searchLoader } from "../../app/features/used-market/routes/used-search";
import { openDatabase } from "../../app/shared/db/client";
import {
  savedSearches,
  usedListingFavourites,
  usedListingPhotos,
  usedListingReports,
  usedListings,
  users,
} from "../../app/shared/db/schema";
import { parseEnv } from "../../app/shared/server/env";
import { createMailer, type Mailer } from "../../app/shared/server/mail.server";
import { createLimiter } from "../../app/shared/server/rate-limit";
import {
  expireListings,
  runUsedMarketJobs,
  sendSearchAlerts,
} from "../../app/features/used-market/used-market-jobs.server";
import { listingPath } from "../../app/shared/lib/used-cars";
import { TEST_AUTH_SECRET, testContext, testLimits } from "../setup/app-context";
import { answer, cookieFrom, get, post, TEST_SITE } from "../setup/requests";
import { runScript, SCRIPT_TIMEOUT } from "../setup/run-script";
import { startSmtpSink, type SmtpSink } from "../setup/smtp";
import { createTestDatabase, drivers } from "../setup/test-db";
import { signInWithTwoFactor } from "../setup/two-factor";

const PASSWORD = "Kigali2026";
const DAY = 86_400_000;

/** A make no demo listing has, so the seeded market never matches these tests' searches. */
const MAKE = "Zetamotors";
const base = {
  make: MAKE,
  model: "Alpha",
  title: "A test car",
  year: 2017,
  mileageKm: 80_000,
  priceRwf: 12_000_000,
  energy: "petrol" as const,
  gearbox: "automatic" as const,
  body: "suv" as const,
  district: "Gasabo",
  sector: "Kimironko",
  description: "Test listing.",
  sellerName: "Test Seller",
  phone: "+250788000000",
  photoCount: 1,
};

/** A form post sent by the page's own script (a fetcher), not a plain form. */
const scripted = (request: Request) => {
  request.headers.set("sec-fetch-mode", "cors");
  return request;
};

describe.each(drivers)("the used-car market for members and editors (%s)", (driver) => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let sink: SmtpSink;
  let mailer: Mailer;
  let context: AppLoadContext;
  let counter = 0;

  const call = (handler: (args: never) => unknown, request: Request, params: Record<string, string> = {}) =>
    Promise.resolve(handler({ request, context, params } as never)).catch((thrown: unknown) => thrown);
  const mailsTo = (email: string) => sink.messages.filter((mail) => mail.envelope.to.includes(email));

  /** A verified account with a password, signed in: its id, address and the browser's cookie. */
  const member = async (role: "user" | "editor" | "admin" = "user") => {
    const email = `member${++counter}-${driver}@example.rw`;
    const auth = await context.auth.$context;
    const user = await auth.internalAdapter.createUser(
      {
        email,
        name: `Member ${counter}`,
        emailVerified: true,
        role,
      },
      { method: "admin" },
    );
    await auth.internalAdapter.createAccount({
      userId: user.id,
      providerId: "credential",
      accountId: user.id,
      password: await auth.password.hash(PASSWORD),
    });
    const name = `Member ${counter}`;
    // Staff pages need two-step verification and a session that passed its code step.
    if (role !== "user")
      return { id: user.id, email, name, ...(await signInWithTwoFactor(context, email, PASSWORD)) };
    const signedIn = answer(await call(loginAction, post("/login", { email, password: PASSWORD })));
    expect(signedIn.status).toBe(302);
    return { id: user.id, email, name, cookie: cookieFrom(signedIn.headers!) };
  };

  /** A listing of `userId`'s, with one photo; active and published now unless said otherwise. */
  const listing = async (userId: string, values: Partial<typeof usedListings.$inferInsert> = {}) => {
    const [row] = await database.db
      .insert(usedListings)
      .values({
        ...base,
        userId,
        status: "active",
        publishedAt: new Date(),
        expiresAt: new Date(Date.now() + 60 * DAY),
        ...values,
      })
      .returning();
    await database.db.insert(usedListingPhotos).values({
      listingId: row!.id,
      position: 0,
      drawing: "/car-art/v1/suv/e9ecf1.svg",
      width: 400,
      height: 225,
    });
    return row!;
  };
  const statusOf = async (id: number) =>
    (await database.db.select().from(usedListings).where(eq(usedListings.id, id)))[0]!;

  const save = (cookie: string | undefined, query: string) =>
    post("/account/saved-searches", { intent: "save", query }, cookie);
  const rowsOf = (userId: string) =>
    database.db.select().from(savedSearches).where(eq(savedSearches.userId, userId));

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    sink = await startSmtpSink();
    mailer = createMailer({
      smtpUrl: sink.url,
      from: "Imodoka <no-reply@imodoka.rw>",
      outboxDir: "unused",
      log: pino({ level: "silent" }),
    });
  });
  afterAll(async () => {
    mailer?.close();
    await sink?.close();
    await database?.cleanup();
  });
  beforeEach(() => {
    context = testContext(database.db, {
      env: parseEnv({ SITE_URL: TEST_SITE, AUTH_SECRET: TEST_AUTH_SECRET }),
      limits: { ...testLimits(), authIp: createLimiter(1000, 900) },
      mailer,
    });
  });

  describe("the moderation queue", () => {
    it("is for editors and administrators: visitors sign in, members get a 404", async () => {
      const visitor = answer(await call(moderationLoader, get("/moderation")));
      expect(visitor).toMatchObject({ status: 302, location: "/login?redirectTo=%2Fmoderation" });
      const user = await member();
      expect(await call(moderationLoader, get("/moderation", user.cookie))).toMatchObject({
        init: { status: 404 },
      });
      expect(
        await call(moderationAction, post("/moderation", { intent: "approve", id: "1" }, user.cookie)),
      ).toMatchObject({ init: { status: 404 } });
      for (const role of ["editor", "admin"] as const) {
        const moderator = await member(role);
        const page = (await call(moderationLoader, get("/moderation", moderator.cookie))) as Awaited<
          ReturnType<typeof moderationLoader>
        >;
        expect(page.tab).toBe("pending");
        expect(page.tabs.map((tab) => tab.label)).toEqual([
          "Pending listings",
          "Open reports",
          "Driver reviews",
        ]);
      }
    });

    it("lists pending listings, the longest waiting first, as a buyer would see them", async () => {
      const editor = await member("editor");
      const seller = await member();
      const hour = 3_600_000;
      const older = await listing(seller.id, {
        status: "pending",
        model: "Queue",
        submittedAt: new Date(Date.now() - 400 * DAY),
        publishedAt: null,
      });
      await listing(seller.id, {
        status: "pending",
        model: "Queue Later",
        submittedAt: new Date(Date.now() - 399 * DAY + hour),
        publishedAt: null,
      });
      const page = (await call(moderationLoader, get("/moderation", editor.cookie))) as Awaited<
        ReturnType<typeof moderationLoader>
      >;
      expect(page.pending.slice(0, 2).map((item) => item.car)).toEqual([
        `${MAKE} Queue 2017`,
        `${MAKE} Queue Later 2017`,
      ]);
      expect(page.pending[0]).toMatchObject({
        id: older.id,
        priceText: "12.000.000 RWF",
        description: "Test listing.",
        seller: { name: "Test Seller", phone: "+250788000000" },
        account: `Seller's account: ${seller.name} (${seller.email})`,
        photos: [expect.objectContaining({ src: "/car-art/v1/suv/e9ecf1.svg" })],
      });
      expect(page.pending[0]!.facts).toContainEqual({ label: "Mileage", value: "80.000 km" });
      // The demo seed's ten pending listings are there too, after these two.
      expect(page.tabs[0]!.count).toBeGreaterThanOrEqual(12);
    });

    it("approves: on the market for 60 days, the seller mailed with the link; a second click changes nothing", async () => {
      const editor = await member("editor");
      const seller = await member();
      const pending = await listing(seller.id, {
        status: "pending",
        submittedAt: new Date(),
        publishedAt: null,
        expiresAt: null,
      });
      const before = Date.now();
      const result = answer(
        await call(
          moderationAction,
          post("/moderation", { intent: "approve", id: String(pending.id) }, editor.cookie),
        ),
      );
      expect(result).toMatchObject({
        status: 200,
        data: {
          status: "done",
          message: `${MAKE} Alpha 2017 is approved and on the market. The seller has been told by e-mail.`,
        },
      });
      const approved = await statusOf(pending.id);
      expect(approved).toMatchObject({ status: "active", moderatedBy: editor.id, declineReason: null });
      expect(approved.publishedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
      expect(approved.expiresAt!.getTime() - approved.publishedAt!.getTime()).toBe(60 * DAY);
      expect(approved.moderatedAt).toEqual(approved.publishedAt);
      const [mail] = mailsTo(seller.email);
      expect(mail!.headers.get("subject")).toBe(`Your listing is online: ${MAKE} Alpha 2017`);
      expect(mail!.text).toContain(`${TEST_SITE}${listingPath({ ...approved, year: 2017 })}`);

      const again = answer(
        await call(
          moderationAction,
          post("/moderation", { intent: "approve", id: String(pending.id) }, editor.cookie),
        ),
      );
      expect(again).toMatchObject({
        status: 200,
        data: {
          status: "notice",
          message: `${MAKE} Alpha 2017 was already handled (now: On the market). Nothing was changed.`,
        },
      });
      expect(mailsTo(seller.email)).toHaveLength(1);
      const missing = answer(
        await call(
          moderationAction,
          post("/moderation", { intent: "approve", id: "2000000000" }, editor.cookie),
        ),
      );
      expect(missing.data).toEqual({ status: "notice", message: "This listing or report no longer exists." });
      expect(
        await call(moderationAction, post("/moderation", { intent: "publish", id: "1" }, editor.cookie)),
      ).toMatchObject({
        init: { status: 400 },
      });
    });

    it("declines with a reason, kept as the seller reads it and mailed with how to fix and resend", async () => {
      const editor = await member("editor");
      const seller = await member();
      const pending = await listing(seller.id, {
        status: "pending",
        submittedAt: new Date(),
        publishedAt: null,
        expiresAt: null,
      });
      const decline = (fields: Record<string, string>) =>
        call(
          moderationAction,
          post(
            "/moderation",
            { intent: "decline", id: String(pending.id), form: `decline-${pending.id}`, ...fields },
            editor.cookie,
          ),
        ).then(answer);

      expect(await decline({ reason: "", note: "Too cheap" })).toMatchObject({
        status: 400,
        data: {
          status: "invalid",
          form: `decline-${pending.id}`,
          errors: { reason: "Choose a reason." },
          values: { reason: "", note: "Too cheap" },
        },
      });
      expect((await decline({ reason: "other", note: " " })).data).toMatchObject({
        errors: { note: "Explain the reason to the seller." },
      });
      expect((await statusOf(pending.id)).status).toBe("pending");

      expect(
        (await decline({ reason: "price", note: "A 2017 SUV does not sell for this" })).data,
      ).toMatchObject({ status: "done" });
      const declined = await statusOf(pending.id);
      const reason = "The price is not realistic for this car. A 2017 SUV does not sell for this.";
      expect(declined).toMatchObject({
        status: "declined",
        declineReason: reason,
        moderatedBy: editor.id,
        publishedAt: null,
      });
      const [mail] = mailsTo(seller.email);
      expect(mail!.headers.get("subject")).toBe(`Your listing needs changes: ${MAKE} Alpha 2017`);
      expect(mail!.text).toContain(`Reason: ${reason}`);
      expect(mail!.text).toContain("edit this one and send it again");
      expect(mail!.text).toContain(`${TEST_SITE}/account/listings`);
      expect((await decline({ reason: "price", note: "" })).data).toMatchObject({ status: "notice" });
    });

    it("keeps the decision when the seller's mail cannot be sent, and says so", async () => {
      const editor = await member("editor");
      const seller = await member();
      const pending = await listing(seller.id, {
        status: "pending",
        submittedAt: new Date(),
        publishedAt: null,
      });
      context = {
        ...context,
        mailer: { transport: "smtp", send: () => Promise.reject(new Error("SMTP down")), close: () => {} },
      };
      const result = answer(
        await call(
          moderationAction,
          post("/moderation", { intent: "approve", id: String(pending.id) }, editor.cookie),
        ),
      );
      expect(result.data).toMatchObject({
        status: "done",
        message: expect.stringContaining("could not be sent"),
      });
      expect((await statusOf(pending.id)).status).toBe("active");
    });
  });

  describe("reports", () => {
    const report = (id: number, fields: Record<string, string>, cookie?: string) => {
      const param = `${id}-zetamotors-alpha-2017`;
      return call(listingAction, post(`/marche-doccasion/annonce/${param}`, fields, cookie), {
        listingParam: param,
      }).then(answer);
    };
    const reportsOf = (id: number) =>
      database.db.select().from(usedListingReports).where(eq(usedListingReports.listingId, id));

    it("stores an anonymous report, names a signed-in reporter, and thanks both", async () => {
      const seller = await member();
      const car = await listing(seller.id);
      expect(
        await report(car.id, { reason: "scam", details: "  Asked for a deposit by MoMo. " }),
      ).toMatchObject({
        status: 200,
        data: {
          status: "sent",
          message: "Thank you. Your report has reached our team, who will check this listing.",
        },
      });
      const reporter = await member();
      await report(car.id, { reason: "sold", details: "" }, reporter.cookie);
      expect(await reportsOf(car.id)).toEqual([
        expect.objectContaining({
          reason: "scam",
          details: "Asked for a deposit by MoMo.",
          reporterId: null,
          status: "open",
        }),
        expect.objectContaining({ reason: "sold", details: "", reporterId: reporter.id, status: "open" }),
      ]);
    });

    it("refuses a report without a reason (keeping the details), drops a bot's, and limits each address", async () => {
      const seller = await member();
      const car = await listing(seller.id);
      expect(await report(car.id, { reason: "", details: "Something is off" })).toMatchObject({
        status: 400,
        data: {
          status: "invalid",
          values: { details: "Something is off" },
          errors: { reason: "Choose what is wrong with the listing." },
        },
      });
      expect(
        (await report(car.id, { reason: "scam", details: "", website: "http://spam" })).data,
      ).toMatchObject({ status: "sent" });
      expect(await reportsOf(car.id)).toEqual([]);

      context = { ...context, limits: { ...context.limits, report: createLimiter(1, 3600) } };
      expect((await report(car.id, { reason: "scam", details: "" })).status).toBe(200);
      const limited = await report(car.id, { reason: "scam", details: "" });
      expect(limited).toMatchObject({
        status: 429,
        data: { formError: expect.stringContaining("Try again in 60 minutes") },
      });
      expect(await reportsOf(car.id)).toHaveLength(1);
    });

    it("shows the form only for cars on sale, and refuses reports on others", async () => {
      const seller = await member();
      const sold = await listing(seller.id, { status: "sold" });
      const param = `${sold.id}-zetamotors-alpha-2017`;
      const page = (await call(listingLoader, get(`/marche-doccasion/annonce/${param}`), {
        listingParam: param,
      })) as Awaited<ReturnType<typeof listingLoader>>;
      expect(page.report).toBeNull();
      expect(await report(sold.id, { reason: "sold", details: "" })).toMatchObject({ status: 404 });
    });

    it("lists open reports for editors; dismissing closes one, taking down declines the listing and closes all", async () => {
      const editor = await member("editor");
      const seller = await member();
      const car = await listing(seller.id, { model: "Reported" });
      const other = await listing(seller.id, { model: "Fine" });
      await report(car.id, { reason: "scam", details: "Deposit asked" });
      await report(car.id, { reason: "wrong-price", details: "" });
      await report(other.id, { reason: "duplicate", details: "" });
      const page = (await call(moderationLoader, get("/moderation?tab=reports", editor.cookie))) as Awaited<
        ReturnType<typeof moderationLoader>
      >;
      const mine = page.reports.filter((item) => item.listingId === car.id);
      expect(mine).toEqual([
        expect.objectContaining({
          car: `${MAKE} Reported 2017`,
          reason: "It looks like a scam",
          details: "Deposit asked",
          reporter: "By a visitor who was not signed in",
          count: "2 open reports on this listing",
          path: listingPath({ ...car, year: 2017 }),
        }),
        expect.objectContaining({ reason: "The price is wrong or misleading", details: "No details given." }),
      ]);

      const otherReport = page.reports.find((item) => item.listingId === other.id)!;
      const dismiss = () =>
        call(
          moderationAction,
          post("/moderation?tab=reports", { intent: "dismiss", id: String(otherReport.id) }, editor.cookie),
        ).then(answer);
      expect((await dismiss()).data).toEqual({
        status: "done",
        message: `The report on ${MAKE} Fine 2017 is dismissed.`,
      });
      expect((await dismiss()).data).toEqual({
        status: "notice",
        message: "This report was already handled. Nothing was changed.",
      });
      expect((await statusOf(other.id)).status).toBe("active");

      const takeDown = answer(
        await call(
          moderationAction,
          post(
            "/moderation?tab=reports",
            { intent: "take-down", id: String(car.id), reason: "scam", note: "" },
            editor.cookie,
          ),
        ),
      );
      expect(takeDown.data).toMatchObject({
        status: "done",
        message: expect.stringContaining("is taken down"),
      });
      expect(await statusOf(car.id)).toMatchObject({
        status: "declined",
        declineReason: "The listing looks like a scam.",
      });
      expect((await reportsOf(car.id)).map((row) => [row.status, row.resolvedBy])).toEqual([
        ["removed", editor.id],
        ["removed", editor.id],
      ]);
      const [mail] = mailsTo(seller.email);
      expect(mail!.headers.get("subject")).toBe(
        `Your listing was taken off the market: ${MAKE} Reported 2017`,
      );
      expect(mail!.text).toContain("Reason: The listing looks like a scam.");
    });
  });

  describe("favourites", () => {
    const toggle = (
      cookie: string | undefined,
      listingId: number,
      on: boolean,
      redirectTo = "/marche-doccasion/rechercher?make=zetamotors",
    ) =>
      post(
        "/account/favourites",
        { listing: String(listingId), favourite: on ? "1" : "0", redirectTo },
        cookie,
      );

    it("keeps and drops a favourite: data for a script, back to the page for a plain form, sign-in first for visitors", async () => {
      const user = await member();
      const seller = await member();
      const car = await listing(seller.id);
      const kept = () =>
        database.db
          .select()
          .from(usedListingFavourites)
          .where(and(eq(usedListingFavourites.userId, user.id), eq(usedListingFavourites.listingId, car.id)));

      expect(answer(await call(favouritesAction, scripted(toggle(user.cookie, car.id, true))))).toMatchObject(
        {
          status: 200,
          data: { listing: car.id, favourite: true },
        },
      );
      await call(favouritesAction, scripted(toggle(user.cookie, car.id, true)));
      expect(await kept()).toHaveLength(1);

      const plain = answer(await call(favouritesAction, toggle(user.cookie, car.id, false)));
      expect(plain).toMatchObject({ status: 303, location: "/marche-doccasion/rechercher?make=zetamotors" });
      expect(await kept()).toHaveLength(0);
      expect(
        answer(await call(favouritesAction, toggle(user.cookie, car.id, false, "https://evil.example/"))),
      ).toMatchObject({
        location: "/account/favourites",
      });

      expect(answer(await call(favouritesAction, toggle(undefined, car.id, true)))).toMatchObject({
        status: 302,
        location: "/login?redirectTo=%2Fmarche-doccasion%2Frechercher%3Fmake%3Dzetamotors",
      });
      const pending = await listing(seller.id, { status: "pending" });
      expect(
        answer(await call(favouritesAction, scripted(toggle(user.cookie, pending.id, true)))),
      ).toMatchObject({
        status: 404,
        data: { favourite: false, message: "This car is no longer on the market." },
      });
      expect(await call(favouritesAction, toggle(user.cookie, Number.NaN, true))).toMatchObject({
        init: { status: 400 },
      });
    });

    it("lists the member's favourites, the last kept first, sold ones marked; pages say which cards are kept", async () => {
      const user = await member();
      const seller = await member();
      const first = await listing(seller.id, { model: "First" });
      const sold = await listing(seller.id, { model: "Gone" });
      const notKept = await listing(seller.id, { model: "Other" });
      await call(favouritesAction, scripted(toggle(user.cookie, first.id, true)));
      await call(favouritesAction, scripted(toggle(user.cookie, sold.id, true)));
      await database.db.update(usedListings).set({ status: "sold" }).where(eq(usedListings.id, sold.id));

      const page = (await call(favouritesLoader, get("/account/favourites", user.cookie))) as Awaited<
        ReturnType<typeof favouritesLoader>
      >;
      expect(page.count).toBe("2 saved cars");
      expect(page.listings.map((card) => [card.heading, card.badge])).toEqual([
        [`${MAKE} Gone`, "Sold"],
        [`${MAKE} First`, null],
      ]);
      expect(answer(await call(favouritesLoader, get("/account/favourites")))).toMatchObject({ status: 302 });

      const search = (await call(
        searchLoader,
        get("/marche-doccasion/rechercher?make=zetamotors", user.cookie),
      )) as Awaited<ReturnType<typeof searchLoader>>;
      // The results are HTML (a server part): each heart is a form that says the state the server read.
      const heartsIn = (html: string | undefined) =>
        Object.fromEntries(
          [
            ...html!.matchAll(
              /data-on="(true|false)"[^>]*><input type="hidden" name="listing" value="(\d+)"/g,
            ),
          ].map(([, on, id]) => [Number(id), on === "true"]),
        );
      const hearts = heartsIn(search.results);
      expect(hearts[first.id]).toBe(true);
      expect(hearts[notKept.id]).toBe(false);
      expect(search.results).toContain(`aria-label="Add ${MAKE} First to favourites"`);
      expect(search.results).toContain('aria-pressed="true"');
      const anonymous = (await call(
        searchLoader,
        get("/marche-doccasion/rechercher?make=zetamotors"),
      )) as Awaited<ReturnType<typeof searchLoader>>;
      const visitorHearts = heartsIn(anonymous.results);
      expect(visitorHearts[first.id]).toBe(false);
      expect(Object.values(visitorHearts).every((on) => !on)).toBe(true);
      expect(anonymous.results).not.toContain('aria-pressed="true"');
    });
  });

  describe("saved searches", () => {
    it("saves the canonical query with a readable label; the same search twice is one", async () => {
      const user = await member();
      await listing(user.id, { make: "Toyota", model: "RAV4" });
      const saved = answer(
        await call(
          savedAction,
          scripted(
            save(
              user.cookie,
              "?gearbox=automatic&make=toyota&sort=price-asc&price_max=15000000&district=gasabo",
            ),
          ),
        ),
      );
      expect(saved).toMatchObject({
        status: 200,
        data: {
          status: "done",
          message:
            "Search saved: Toyota · Automatic · up to 15.000.000 RWF · Gasabo. We e-mail you when a new car matches.",
        },
      });
      await call(
        savedAction,
        scripted(save(user.cookie, "make=toyota&district=Gasabo&price_max=15000000&gearbox=automatic")),
      );
      const rows = await rowsOf(user.id);
      expect(rows).toEqual([
        expect.objectContaining({
          query: "make=toyota&price_max=15000000&gearbox=automatic&district=Gasabo",
          label: "Toyota · Automatic · up to 15.000.000 RWF · Gasabo",
          alerts: true,
          unsubscribeToken: expect.stringMatching(/^[\w-]{43}$/),
        }),
      ]);

      const plain = answer(await call(savedAction, save(user.cookie, "body=pickup")));
      const id = (await rowsOf(user.id)).find((row) => row.query === "body=pickup")!.id;
      expect(plain).toMatchObject({ status: 303, location: `/account/saved-searches?saved=${id}` });
      const page = (await call(
        savedLoader,
        get(`/account/saved-searches?saved=${id}`, user.cookie),
      )) as Awaited<ReturnType<typeof savedLoader>>;
      expect(page.notice).toBe("Search saved: Pick-up. We e-mail you when a new car matches.");
      expect(page.searches.map((search) => [search.label, search.href])).toEqual([
        ["Pick-up", "/marche-doccasion/rechercher?body=pickup"],
        [
          "Toyota · Automatic · up to 15.000.000 RWF · Gasabo",
          "/marche-doccasion/rechercher?make=toyota&price_max=15000000&gearbox=automatic&district=Gasabo",
        ],
      ]);

      const search = (await call(
        searchLoader,
        get("/marche-doccasion/rechercher?body=pickup&sort=year", user.cookie),
      )) as Awaited<ReturnType<typeof searchLoader>>;
      expect(search.saveSearch).toMatchObject({ query: "body=pickup", saved: true });
      expect(answer(await call(savedAction, save(undefined, "body=pickup")))).toMatchObject({
        status: 302,
        location: "/login?redirectTo=%2Fmarche-doccasion%2Frechercher%3Fbody%3Dpickup",
      });
    });

    it("turns alerts off and on and deletes, only the member's own searches", async () => {
      const user = await member();
      const stranger = await member();
      await call(savedAction, scripted(save(user.cookie, "body=van")));
      const [row] = await rowsOf(user.id);
      const change = (cookie: string, fields: Record<string, string>) =>
        call(savedAction, post("/account/saved-searches", { id: String(row!.id), ...fields }, cookie)).then(
          answer,
        );

      expect((await change(user.cookie, { intent: "alerts", alerts: "off" })).data).toEqual({
        intent: "alerts",
        status: "done",
        message: "Alerts are off for Van / MPV.",
      });
      expect((await rowsOf(user.id))[0]!.alerts).toBe(false);
      expect(await change(stranger.cookie, { intent: "alerts", alerts: "on" })).toMatchObject({
        status: 404,
        data: { message: "This saved search no longer exists." },
      });
      expect(await change(stranger.cookie, { intent: "delete" })).toMatchObject({ status: 404 });
      await change(user.cookie, { intent: "alerts", alerts: "on" });
      expect((await rowsOf(user.id))[0]!.alerts).toBe(true);
      expect((await change(user.cookie, { intent: "delete" })).data).toMatchObject({
        message: "The search Van / MPV is deleted.",
      });
      expect(await rowsOf(user.id)).toEqual([]);
    });
  });

  describe("the used-market jobs", () => {
    it("expires the active listings whose time is up, and only those", async () => {
      const seller = await member();
      const over = await listing(seller.id, { expiresAt: new Date(Date.now() - 1000) });
      const current = await listing(seller.id, { expiresAt: new Date(Date.now() + DAY) });
      const soldOver = await listing(seller.id, { status: "sold", expiresAt: new Date(Date.now() - DAY) });
      expect(await expireListings(database.db)).toBeGreaterThanOrEqual(1);
      expect((await statusOf(over.id)).status).toBe("expired");
      expect((await statusOf(current.id)).status).toBe("active");
      expect((await statusOf(soldOver.id)).status).toBe("sold");
      // The seeded market is all within its 60 days.
      expect(await expireListings(database.db)).toBe(0);
    });

    it("mails each saved search its new matching cars only, then moves on; the mail's link stops it", async () => {
      const user = await member();
      const seller = await member();
      const t0 = new Date(Date.now() - 10 * 60_000);
      const at = (minutes: number) => new Date(t0.getTime() + minutes * 60_000);
      await listing(seller.id, { model: "Old", publishedAt: at(-5) });
      await call(savedAction, scripted(save(user.cookie, "make=zetamotors&gearbox=automatic")));
      await database.db
        .update(savedSearches)
        .set({ lastAlertAt: t0 })
        .where(eq(savedSearches.userId, user.id));

      const fresh = await listing(seller.id, {
        model: "Fresh",
        publishedAt: at(2),
        priceRwf: 9_500_000,
        mileageKm: 45_000,
      });
      await listing(seller.id, { model: "Manual", gearbox: "manual", publishedAt: at(3) });
      await listing(seller.id, { model: "Waiting", status: "pending", publishedAt: null });
      await listing(seller.id, { model: "Sold", status: "sold", publishedAt: at(4) });

      const now = at(5);
      const run = await sendSearchAlerts(context, now);
      expect(run.failed).toBe(0);
      const mails = mailsTo(user.email);
      expect(mails).toHaveLength(1);
      const mail = mails[0]!;
      expect(mail.headers.get("subject")).toBe("A new car for your search: Zetamotors · Automatic");
      expect(mail.text).toContain(`${MAKE} Fresh – 9.500.000 RWF`);
      expect(mail.text).toContain("2017 · 45.000 km · Gasabo");
      expect(mail.text).toContain(`${TEST_SITE}${listingPath({ ...fresh, year: 2017 })}`);
      for (const model of ["Old", "Manual", "Waiting", "Sold"])
        expect(mail.text).not.toContain(`${MAKE} ${model}`);
      expect(mail.text).toContain(
        `${TEST_SITE}/marche-doccasion/rechercher?make=zetamotors&gearbox=automatic`,
      );
      const [row] = await rowsOf(user.id);
      expect(row!.lastAlertAt).toEqual(now);
      const unsubscribeUrl = `${TEST_SITE}/saved-searches/unsubscribe/${row!.unsubscribeToken}`;
      expect(mail.headers.get("list-unsubscribe")).toBe(`<${unsubscribeUrl}>`);
      expect(mail.headers.get("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
      expect(mail.text).toContain(unsubscribeUrl);

      // Nothing new: no mail.
      await sendSearchAlerts(context, at(6));
      expect(mailsTo(user.email)).toHaveLength(1);

      // Eleven more: ten listed, newest first, and "and 1 more".
      for (let i = 0; i < 11; i++)
        await listing(seller.id, { model: `Batch ${i}`, publishedAt: at(7 + i / 100) });
      await sendSearchAlerts(context, at(8));
      const batch = mailsTo(user.email)[1]!;
      expect(batch.headers.get("subject")).toBe("New cars for your search: Zetamotors · Automatic");
      expect(batch.text).toContain(`${MAKE} Batch 10 –`);
      expect(batch.text).not.toContain(`${MAKE} Batch 0 –`);
      expect(batch.text).toContain("…and 1 more.");

      // The mail's link: a page with a button (mail scanners open links), then the POST stops the alerts.
      const token = row!.unsubscribeToken;
      const shown = (await call(unsubscribeLoader, get(`/saved-searches/unsubscribe/${token}`), {
        token,
      })) as { state: string };
      expect(shown.state).toBe("subscribed");
      const stopped = (await call(
        unsubscribeAction,
        post(`/saved-searches/unsubscribe/${token}`, { "List-Unsubscribe": "One-Click" }),
        { token },
      )) as { state: string; text: string };
      expect(stopped).toMatchObject({
        state: "done",
        text: expect.stringContaining("Alerts are off for “Zetamotors · Automatic”"),
      });
      await listing(seller.id, { model: "After", publishedAt: at(9) });
      await sendSearchAlerts(context, at(10));
      expect(mailsTo(user.email)).toHaveLength(2);
      expect(
        await call(unsubscribeLoader, get("/saved-searches/unsubscribe/nope"), { token: "nope" }),
      ).toMatchObject({ init: { status: 404 } });
    });

    it("leaves a search whose mail failed to try again, and skips disabled accounts", async () => {
      const user = await member();
      const disabled = await member();
      const seller = await member();
      const t0 = new Date(Date.now() - 60_000);
      await listing(seller.id, { model: "Before", publishedAt: new Date(t0.getTime() - 1000) });
      for (const who of [user, disabled]) {
        await call(savedAction, scripted(save(who.cookie, "make=zetamotors&body=suv")));
        await database.db
          .update(savedSearches)
          .set({ lastAlertAt: t0 })
          .where(eq(savedSearches.userId, who.id));
      }
      await database.db.update(users).set({ disabled: true }).where(eq(users.id, disabled.id));
      await listing(seller.id, { model: "Retry", publishedAt: new Date(t0.getTime() + 1000) });

      const failing = {
        ...context,
        mailer: {
          transport: "smtp" as const,
          send: () => Promise.reject(new Error("SMTP down")),
          close: () => {},
        },
      };
      const result = await runUsedMarketJobs(failing, new Date());
      expect(result.failed).toBeGreaterThanOrEqual(1);
      expect((await rowsOf(user.id))[0]!.lastAlertAt).toEqual(t0);

      await sendSearchAlerts(context, new Date());
      expect(mailsTo(user.email)).toHaveLength(1);
      expect(mailsTo(disabled.email)).toHaveLength(0);
    });
  });
});

describe("npm run jobs:used-market", () => {
  it(
    "refuses clearly while a server holds the embedded database",
    async () => {
      const dir = mkdtempSync(path.join(tmpdir(), "imodoka-jobs-"));
      const holder = await openDatabase({ dataDir: path.join(dir, "pglite") });
      try {
        const { code, output } = await runScript("scripts/used-market-jobs.ts", {
          DATA_DIR: dir,
          DATABASE_URL: "",
          LOG_LEVEL: "silent",
        });
        expect(code).toBe(1);
        expect(output).toContain("is in use by another Imodoka process");
        expect(output).toContain("USED_MARKET_JOBS_INTERVAL_SECONDS");
      } finally {
        await holder.close();
        rmSync(dir, { recursive: true, force: true });
      }
    },
    SCRIPT_TIMEOUT,
  );
});
