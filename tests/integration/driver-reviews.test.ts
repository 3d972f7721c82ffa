import { and, eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loader as myReviewsLoader } from "../../app/features/reviews/routes/account-reviews";
import { loader as listLoader } from "../../app/features/reviews/routes/driver-reviews";
import {
  action as writeAction,
  loader as writeLoader,
} from "../../app/features/reviews/routes/driver-review-write";
import { loader as modelLoader } from "../../app/features/catalogue/routes/model";
import {
  action as moderationAction,
  loader as moderationLoader,
} from "../../app/features/moderation/routes/moderation";
import { brands, driverReviews, models, users } from "../../app/shared/db/schema";
import { parseEnv } from "../../app/shared/server/env";
import { modelRatingSummary, saveReview } from "../../app/features/reviews/reviews.server";
import { TEST_AUTH_SECRET, testContext } from "../setup/app-context";
import { keepingMailer, MEMBER_PASSWORD, newMember } from "../setup/members";
import { answer, get, post, TEST_SITE } from "../setup/requests";
import { createTestDatabase, drivers } from "../setup/test-db";
import { signInWithTwoFactor } from "../setup/two-factor";

type Member = Awaited<ReturnType<typeof newMember>>;
type Handler = (args: never) => unknown;

const review = {
  overall: "4",
  comfort: "4",
  performance: "3",
  value: "5",
  reliability: "5",
  economy: "4",
  title: "Strong on the Musanze road",
  body: "We drive from Kigali to Musanze every month with the whole family. It climbs the hills without effort and the fuel bill stays reasonable.",
  ownership: "1-3-years",
};

describe.each(drivers)("driver reviews (%s)", (driver) => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let context: AppLoadContext & { mailer: ReturnType<typeof keepingMailer> };
  let author: Member;
  let editor: Member;
  let sonet: { id: number; slug: string };
  let kia: { id: number; slug: string };

  const call = (handler: Handler, request: Request, params: Record<string, string> = {}) =>
    Promise.resolve(handler({ request, context, params } as never)).catch((thrown: unknown) => thrown);
  const writePath = (modelId: number) => `/auto-guide/driver-reviews/write?model=${modelId}`;
  const list = async (query = "") =>
    (await call(listLoader, get(`/auto-guide/driver-reviews${query}`))) as Awaited<
      ReturnType<typeof listLoader>
    >;
  const rowsOf = (userId: string) =>
    database.db.select().from(driverReviews).where(eq(driverReviews.userId, userId));
  const moderate = (fields: Record<string, string>) =>
    call(moderationAction, post("/moderation", fields, editor.cookie)).then(answer);

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    context = testContext(database.db, {
      env: parseEnv({ SITE_URL: TEST_SITE, AUTH_SECRET: TEST_AUTH_SECRET }),
      mailer: keepingMailer(),
    }) as typeof context;
    const [brand] = await database.db.select().from(brands).where(eq(brands.name, "Kia"));
    kia = { id: brand!.id, slug: brand!.slug };
    // The Sonet has only a pending demo review, so its published reviews are the test's own.
    const [model] = await database.db
      .select()
      .from(models)
      .where(and(eq(models.brandId, kia.id), eq(models.name, "Sonet")));
    sonet = { id: model!.id, slug: model!.slug };
    author = await newMember(context, "Aline Uwase");
    editor = await newMember(context, "Eddy Editor");
    await database.db.update(users).set({ role: "editor" }).where(eq(users.id, editor.id));
    // Staff pages need two-step verification and a session that passed its code step.
    editor.cookie = (await signInWithTwoFactor(context, editor.email, MEMBER_PASSWORD)).cookie;
  });
  afterAll(async () => {
    await database?.cleanup();
  });

  describe("the list", () => {
    it("shows the seeded approved reviews, newest first, twelve a page", async () => {
      const page = await list();
      expect(page.labels.count).toMatch(/^1\d\d reviews$/);
      expect(page.reviews).toHaveLength(12);
      const dates = page.reviews.map((item) => item.dateIso);
      expect(dates).toEqual([...dates].sort().reverse());
      expect(page.pageNav?.next?.href).toBe("?page=2");
    });

    it("filters by make, then model, and sorts by rating", async () => {
      const toyota = await list("?make=toyota");
      expect(toyota.reviews.every((item) => item.car.name.startsWith("Toyota "))).toBe(true);
      const modelField = toyota.fields.find((field) => field.name === "model")!;
      expect(modelField.disabled).toBe(false);
      expect(modelField.options.map((option) => option.label)).toContain("Hilux");
      const hilux = await list("?make=toyota&model=hilux&sort=rating");
      expect(hilux.reviews.length).toBeGreaterThan(0);
      expect(hilux.reviews.every((item) => item.car.name === "Toyota Hilux")).toBe(true);
      const stars = hilux.reviews.map((item) => item.overall);
      expect(stars).toEqual([...stars].sort((a, b) => b - a));
      expect(hilux.labels.heading).toBe("Toyota Hilux driver reviews");
      expect(hilux.writeHref).toMatch(/^\/auto-guide\/driver-reviews\/write\?model=\d+$/);
    });

    it("ignores a make or model it does not know, and a model of another make", async () => {
      const all = await list();
      for (const query of ["?make=zeta", "?make=<b>&sort=price&page=x", "?model=hilux"]) {
        const page = await list(query);
        expect(page.labels.count).toBe(all.labels.count);
        expect(page.filtered).toBe(false);
      }
      const mixed = await list("?make=suzuki&model=hilux");
      expect(mixed.reviews.every((item) => item.car.name.startsWith("Suzuki "))).toBe(true);
    });
  });

  describe("writing", () => {
    it("sends a signed-out visitor to sign in and back; an unknown model is a 404", async () => {
      const visitor = answer(await call(writeLoader, get(writePath(sonet.id))));
      expect(visitor).toMatchObject({
        status: 302,
        location: `/login?redirectTo=${encodeURIComponent(writePath(sonet.id))}`,
      });
      const posted = answer(await call(writeAction, post(writePath(sonet.id), review)));
      expect(posted.status).toBe(302);
      for (const path of [
        "/auto-guide/driver-reviews/write",
        writePath(99_999_999),
        "/auto-guide/driver-reviews/write?model=x",
      ]) {
        expect(await call(writeLoader, get(path, author.cookie))).toMatchObject({ init: { status: 404 } });
      }
    });

    it("says what is wrong by each field, keeps what was typed and saves nothing", async () => {
      const typed = {
        ...review,
        overall: "",
        economy: "9",
        title: "Ok",
        body: "Too short.",
        ownership: "ages",
      };
      const result = answer(await call(writeAction, post(writePath(sonet.id), typed, author.cookie)));
      expect(result.status).toBe(400);
      expect(result.data).toMatchObject({
        status: "invalid",
        values: typed,
        errors: {
          overall: "Choose from 1 to 5 stars.",
          economy: "Choose from 1 to 5 stars.",
          title: "Write a title of at least 5 characters.",
          ownership: "Say how long you have had the car.",
        },
      });
      expect((result.data.errors as Record<string, string>).body).toContain("at least 80 characters");
      expect(await rowsOf(author.id)).toHaveLength(0);
    });

    it("stores one review per member and model: a second one edits the first, pending again", async () => {
      const sent = answer(await call(writeAction, post(writePath(sonet.id), review, author.cookie)));
      expect(sent.data).toEqual({
        status: "sent",
        message: "Thank you! Your review of the Kia Sonet is published after a quick check by our team.",
      });
      const [first] = await rowsOf(author.id);
      expect(first).toMatchObject({
        status: "pending",
        overall: 4,
        title: review.title,
        ownership: "1-3-years",
      });
      // Not public while pending (and a model without a published review is not a filter choice).
      const kiaReviews = await list(`?make=${kia.slug}&model=${sonet.slug}`);
      expect(kiaReviews.reviews.map((item) => item.title)).not.toContain(review.title);
      expect(kiaReviews.fields.find((field) => field.name === "model")!.value).toBe("");

      const again = (await call(writeLoader, get(writePath(sonet.id), author.cookie))) as Awaited<
        ReturnType<typeof writeLoader>
      >;
      expect(again.already).toContain("You have already reviewed this car.");
      expect(again.values).toMatchObject({ overall: "4", title: review.title });
      expect(again.labels.heading).toBe("Edit your review of the Kia Sonet");

      await call(
        writeAction,
        post(writePath(sonet.id), { ...review, overall: "5", title: "Even better" }, author.cookie),
      );
      const rows = await rowsOf(author.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ id: first!.id, overall: 5, title: "Even better", status: "pending" });
    });

    it("keeps the rule in the database too: one review per member and model", async () => {
      const input = {
        overall: 3,
        comfort: 3,
        performance: 3,
        value: 3,
        reliability: 3,
        economy: 3,
        title: "Fine",
        body: "x".repeat(90),
        ownership: "6-12-months" as const,
      };
      const first = await saveReview(database.db, { userId: author.id, modelId: sonet.id, input });
      expect(first.created).toBe(false);
      await expect(
        database.db.insert(driverReviews).values({ ...input, userId: author.id, modelId: sonet.id }),
      ).rejects.toThrow();
      await call(
        writeAction,
        post(writePath(sonet.id), { ...review, overall: "5", title: "Even better" }, author.cookie),
      );
    });
  });

  describe("moderation", () => {
    it("lists the pending reviews in their own tab, for editors only", async () => {
      expect(await call(moderationLoader, get("/moderation?tab=reviews", author.cookie))).toMatchObject({
        init: { status: 404 },
      });
      const page = (await call(moderationLoader, get("/moderation?tab=reviews", editor.cookie))) as Awaited<
        ReturnType<typeof moderationLoader>
      >;
      expect(page.tab).toBe("reviews");
      expect(page.tabs.map((tab) => tab.label)).toEqual([
        "Pending listings",
        "Open reports",
        "Driver reviews",
      ]);
      const titles = page.reviewQueue!.items.map((item) => item.title);
      expect(titles).toContain("Even better");
      expect(titles).toContain("A workhorse for our tours business");
      expect(page.tabs.find((tab) => tab.id === "reviews")!.count).toBe(titles.length);
    });

    it("approves a review: it is published, the averages count it and the author is told", async () => {
      const [row] = await rowsOf(author.id);
      const done = await moderate({ intent: "approve-review", id: String(row!.id) });
      expect(done.data).toEqual({
        status: "done",
        message: "The review of the Kia Sonet is approved and published. The author has been told by e-mail.",
      });
      const mail = context.mailer.sent.findLast((message) => message.to === author.email)!;
      expect(mail.subject).toBe("Your review of the Kia Sonet is published");
      expect(mail.text).toContain(`${TEST_SITE}/auto-guide/driver-reviews?make=kia&model=sonet`);

      const listed = await list(`?make=${kia.slug}&model=${sonet.slug}`);
      expect(listed.reviews.map((item) => [item.title, item.author])).toEqual([["Even better", "Aline"]]);
      expect(await modelRatingSummary(database.db, sonet.id)).toMatchObject({
        count: 1,
        overall: 5,
        criteria: { comfort: 4, performance: 3, value: 5, reliability: 5, economy: 4 },
      });
      const page = (await call(modelLoader, get(`/auto-guide/new-cars/make/kia/model/${sonet.id}-sonet`), {
        slug: "kia",
        modelParam: `${sonet.id}-sonet`,
      })) as Awaited<ReturnType<typeof modelLoader>>;
      // A client navigation's data: the reviews' body as the server rendered it.
      expect(page.reviews.body).toContain(">5.0</p>");
      expect(page.reviews.body).toContain("Based on 1 review");
      expect(page.reviews.body).toContain("Even better");
      // Its schema.org data, a server part too.
      const jsonLd = JSON.parse(
        page.jsonLd!.match(/<script type="application\/ld\+json">([^<]+)<\/script>/)![1]!,
      ) as { "@graph": { aggregateRating?: unknown }[] };
      expect(jsonLd["@graph"][0]!.aggregateRating).toEqual({
        "@type": "AggregateRating",
        ratingValue: 5,
        reviewCount: 1,
        bestRating: 5,
        worstRating: 1,
      });

      const again = await moderate({ intent: "approve-review", id: String(row!.id) });
      expect(again.data).toEqual({
        status: "notice",
        message: "This review was already handled. Nothing was changed.",
      });
    });

    it("declines with a reason the author reads, and asks for the reason first", async () => {
      const stranger = await newMember(context, "Jean Mugisha");
      await call(
        writeAction,
        post(writePath(sonet.id), { ...review, title: "Not my car really" }, stranger.cookie),
      );
      const [row] = await rowsOf(stranger.id);
      const missing = await moderate({ intent: "decline-review", id: String(row!.id), reason: " " });
      expect(missing.status).toBe(400);
      expect(missing.data).toMatchObject({
        status: "invalid",
        form: `decline-review-${row!.id}`,
        errors: { reason: "Write the reason for the author (at least 5 characters)." },
      });
      const done = await moderate({
        intent: "decline-review",
        id: String(row!.id),
        reason: "The review describes a different model",
      });
      expect(done.data.status).toBe("done");
      expect((await rowsOf(stranger.id))[0]).toMatchObject({
        status: "declined",
        declineReason: "The review describes a different model.",
      });
      const mail = context.mailer.sent.findLast((message) => message.to === stranger.email)!;
      expect(mail.subject).toBe("Your review of the Kia Sonet needs changes");
      expect(mail.text).toContain("Reason: The review describes a different model.");
      expect(mail.text).toContain(`${TEST_SITE}${writePath(sonet.id)}`);
      expect((await modelRatingSummary(database.db, sonet.id)).count).toBe(1);

      const mine = (await call(myReviewsLoader, get("/account/reviews", stranger.cookie))) as Awaited<
        ReturnType<typeof myReviewsLoader>
      >;
      expect(mine.reviews.map((item) => [item.statusText, item.declined])).toEqual([
        ["Not published", "Not published: The review describes a different model."],
      ]);
    });
  });

  it("shows the member their reviews and their status", async () => {
    const mine = (await call(myReviewsLoader, get("/account/reviews", author.cookie))) as Awaited<
      ReturnType<typeof myReviewsLoader>
    >;
    expect(mine.reviews.map((item) => [item.car.name, item.statusText])).toEqual([
      ["Kia Sonet", "Published"],
    ]);
    expect(answer(await call(myReviewsLoader, get("/account/reviews")))).toMatchObject({
      status: 302,
      location: "/login?redirectTo=%2Faccount%2Freviews",
    });
  });
});
