import { desc, eq } from "drizzle-orm";
import { pino } from "pino";
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action, loader } from "../../app/features/finder/routes/find-my-car";
import { and } from "drizzle-orm";
import { brands, dealerBrands, dealers, leads, models, versions } from "../../app/shared/db/schema";
import { parseEnv } from "../../app/shared/server/env";
import { createMailer } from "../../app/shared/server/mail.server";
import { createLimiter } from "../../app/shared/server/rate-limit";
import { testContext, testLimits } from "../setup/app-context";
import { keepingMailer, newMember } from "../setup/members";
import { startSmtpSink, type SmtpSink } from "../setup/smtp";
import { createTestDatabase, drivers } from "../setup/test-db";

const SALES = "ventes@imodoka.test";
const VISITOR = "3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b";
const silent = pino({ level: "silent" });

type ActionArgs = Parameters<typeof action>[0];
type LoaderArgs = Parameters<typeof loader>[0];

/** What an action answered with `data(…, init)`. */
const answer = (result: unknown) => {
  const { init, data } = result as { init?: { status?: number }; data: Record<string, unknown> };
  return { status: init?.status ?? 200, data };
};

describe.each(drivers)("vehicle requests (/find-my-car) on %s", (driver) => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let context: AppLoadContext;
  let sink: SmtpSink;
  let toyota: number;
  let suzuki: number;

  const fields = () =>
    new URLSearchParams([
      ["car_condition", "new"],
      ["payment_method", "bank-loan"],
      ["brands", String(toyota)],
      ["brands", String(suzuki)],
      ["budget_min", "15.000.000"],
      ["budget_max", "30.000.000 RWF"],
      ["name", "Aline Uwase"],
      ["phone", "0788 123 456"],
      ["email", "aline@example.rw"],
      ["district", "Gasabo"],
      ["consent", "on"],
      ["visitor", VISITOR],
    ]);
  const send = async (
    body: URLSearchParams,
    { ip = "10.0.0.1", cookie }: { ip?: string; cookie?: string } = {},
  ) =>
    answer(
      await action({
        request: new Request("http://localhost/find-my-car", {
          method: "POST",
          body,
          headers: cookie ? { cookie } : {},
        }),
        context: { ...context, clientIp: ip },
        params: {},
      } as unknown as ActionArgs),
    );
  const latest = async () => (await database.db.select().from(leads).orderBy(desc(leads.id)).limit(1))[0];

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    sink = await startSmtpSink();
    context = testContext(database.db, {
      env: parseEnv({ SALES_EMAIL: SALES, SITE_NAME: "Imodoka" }),
      log: silent,
      limits: { ...testLimits(), lead: createLimiter(3, 3600) },
      mailer: createMailer({
        smtpUrl: sink.url,
        from: "Imodoka <no-reply@imodoka.rw>",
        outboxDir: "unused",
        log: silent,
      }),
    });
    const byName = async (name: string) =>
      (await database.db.select({ id: brands.id }).from(brands).where(eq(brands.name, name)))[0]!.id;
    toyota = await byName("Toyota");
    suzuki = await byName("Suzuki");
  });
  afterAll(async () => {
    await sink?.close();
    await database?.cleanup();
  });

  it("offers the catalogue's brands and Rwanda's 30 districts", async () => {
    const { options } = await loader({
      context,
      request: new Request("http://localhost/find-my-car"),
      params: {},
    } as unknown as LoaderArgs);
    expect(options.brands).toContainEqual({ id: toyota, name: "Toyota" });
    expect(options.districts).toHaveLength(30);
    expect(options.districts.slice(0, 3)).toEqual(["Gasabo", "Kicukiro", "Nyarugenge"]);
  });

  it("stores a request with the visitor's id and mails it to the sales address", async () => {
    const before = sink.messages.length;
    const result = await send(fields());
    expect(result).toEqual({ status: 200, data: { status: "sent", name: "Aline Uwase" } });
    const lead = await latest();
    expect(lead).toMatchObject({
      cookieUserId: VISITOR,
      userId: null,
      carCondition: "new",
      paymentMethod: "bank-loan",
      brandIds: [toyota, suzuki],
      budgetMin: 15_000_000,
      budgetMax: 30_000_000,
      name: "Aline Uwase",
      phone: "+250788123456",
      email: "aline@example.rw",
      district: "Gasabo",
      consent: true,
    });
    await expect.poll(() => sink.messages.length).toBe(before + 1);
    const mail = sink.messages.at(-1)!;
    expect(mail.envelope.to).toEqual([SALES]);
    expect(mail.headers.get("subject")).toBe("New car request from Aline Uwase (Gasabo)");
    expect(mail.text).toContain(`Request number: #${lead!.id}`);
    expect(mail.text).toContain("Looking for: A new car");
    expect(mail.text).toContain("Payment: Bank loan");
    expect(mail.text).toContain("Brands: Suzuki, Toyota");
    expect(mail.text).toContain("Budget: 15.000.000 – 30.000.000 RWF");
    expect(mail.text).toContain("Phone: +250788123456");
    expect(mail.text).toContain("Account: Not signed in");
    expect(mail.html).toContain("Aline Uwase");
  });

  it("records the member who is signed in", async () => {
    const signUp = testContext(database.db, { mailer: keepingMailer(), log: silent });
    const member = await newMember(signUp as Parameters<typeof newMember>[0], "Eric Niyonzima");
    const body = fields();
    body.delete("visitor");
    body.delete("email");
    const result = await send(body, { ip: "10.0.0.5", cookie: member.cookie });
    expect(result.data).toMatchObject({ status: "sent" });
    expect(await latest()).toMatchObject({ userId: member.id, cookieUserId: null, email: null });
    await expect
      .poll(() => sink.messages.at(-1)?.text ?? "")
      .toContain(`Account: Signed in (${member.email})`);
  });

  it("stores a Get-a-price request with its car and page, and mails it to the sales team and the brand's dealers", async () => {
    const [rav4] = await database.db
      .select({ modelId: models.id, versionId: versions.id })
      .from(versions)
      .innerJoin(models, eq(models.id, versions.modelId))
      .where(and(eq(models.name, "RAV4"), eq(versions.name, "2.0 GX CVT")));
    const page = "/auto-guide/new-cars/make/toyota/model/rav4";
    // Without JavaScript the link opens this page about the car.
    const { car } = await loader({
      context,
      request: new Request(
        `http://localhost/find-my-car?model=${rav4!.modelId}&version=${rav4!.versionId}&page=${encodeURIComponent(page)}`,
      ),
      params: {},
    } as unknown as LoaderArgs);
    expect(car).toEqual({
      name: "Toyota RAV4 2.0 GX CVT",
      brandId: toyota,
      brand: "Toyota",
      modelId: rav4!.modelId,
      versionId: rav4!.versionId,
      page,
    });

    // Toyota's new-car dealers with an e-mail address: the demo has two. A Toyota dealer that sells only used
    // cars, though it has an address, and the new-car dealers of other brands are not mailed.
    const toyotaDealers = ["sales@nyagatare-fleet.example", "sales@toyota-rwanda.example"];
    const [usedOnly] = await database.db
      .insert(dealers)
      .values({
        name: "Toyota Used Only",
        slug: "toyota-used-only",
        sellsUsed: true,
        district: "Gasabo",
        email: "used@toyota-used-only.example",
      })
      .returning({ id: dealers.id });
    await database.db.insert(dealerBrands).values({ dealerId: usedOnly!.id, brandId: toyota });

    // The popup posts the car's ids and page; no brand is ticked, and none is asked.
    const body = fields();
    body.delete("brands");
    body.set("model", String(rav4!.modelId));
    body.set("version", String(rav4!.versionId));
    body.set("page", page);
    const before = sink.messages.length;
    const result = await send(body, { ip: "10.0.0.21" });
    expect(result.data).toMatchObject({ status: "sent" });
    const lead = await latest();
    expect(lead).toMatchObject({
      modelId: rav4!.modelId,
      versionId: rav4!.versionId,
      page,
      carCondition: "new",
      brandIds: [toyota],
    });
    await expect.poll(() => sink.messages.length).toBe(before + 1 + toyotaDealers.length);
    const sent = sink.messages.slice(before);
    expect(sent.map((mail) => mail.envelope.to[0]).sort()).toEqual([SALES, ...toyotaDealers].sort());
    for (const mail of sent) {
      expect(mail.headers.get("subject")).toBe(
        "Price request: Toyota RAV4 2.0 GX CVT, from Aline Uwase (Gasabo)",
      );
      expect(mail.text).toContain("Car: Toyota RAV4 2.0 GX CVT");
      expect(mail.text).toContain(`Sent from: ${context.env.SITE_URL}${page}`);
      expect(mail.text).toContain("Phone: +250788123456");
    }
  });

  it("ignores a car that is not on the site and a page of another site", async () => {
    const body = fields();
    body.set("model", "999999");
    body.set("page", "//evil.example/");
    const result = await send(body, { ip: "10.0.0.22" });
    expect(result.data).toMatchObject({ status: "sent" });
    expect(await latest()).toMatchObject({ modelId: null, versionId: null, page: null });
  });

  it("answers 400 with messages by the field, gives back what was typed and stores nothing", async () => {
    const before = (await latest())!.id;
    const body = fields();
    body.set("phone", "12345");
    body.set("district", "Atlantis");
    body.delete("consent");
    const result = await send(body, { ip: "10.0.0.2" });
    expect(result.status).toBe(400);
    expect(result.data).toMatchObject({
      status: "invalid",
      values: {
        name: "Aline Uwase",
        phone: "12345",
        district: "Atlantis",
        brands: [String(toyota), String(suzuki)],
      },
      errors: {
        phone: "Enter a Rwandan mobile number, e.g. 0788 123 456",
        district: "Choose your district",
        consent: "Please agree so that we may contact you",
      },
    });
    expect((await latest())!.id).toBe(before);
  });

  it("ignores a visitor id that is not one", async () => {
    const body = fields();
    body.set("visitor", "'; drop table leads; --");
    expect((await send(body, { ip: "10.0.0.3" })).data).toMatchObject({ status: "sent" });
    expect((await latest())!.cookieUserId).toBeNull();
  });

  it("drops a request whose honeypot is filled, without telling the bot", async () => {
    const before = (await latest())!.id;
    const body = fields();
    body.set("website", "http://spam.example");
    expect((await send(body, { ip: "10.0.0.4" })).data).toMatchObject({ status: "sent" });
    expect((await latest())!.id).toBe(before);
  });

  it("limits requests per address with a clear message, keeping the input", async () => {
    const ip = "10.0.0.9";
    for (let i = 0; i < 3; i++) expect((await send(fields(), { ip })).data).toMatchObject({ status: "sent" });
    const before = (await latest())!.id;
    const limited = await send(fields(), { ip });
    expect(limited.status).toBe(429);
    expect(limited.data).toMatchObject({
      status: "invalid",
      values: { name: "Aline Uwase" },
      formError: expect.stringMatching(
        /^You have sent several requests in a short time\. Please try again in \d+ minutes\.$/,
      ),
    });
    expect((await latest())!.id).toBe(before);
  });
});
