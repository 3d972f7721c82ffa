import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loader as dealerLoader } from "../../app/features/dealers/routes/dealer";
import { loader as directoryLoader } from "../../app/features/dealers/routes/dealer-directory";
import { dealersText } from "../../app/features/dealers/text/dealers";
import { layoutText } from "../../app/features/layout/text/layout";
import { messagesFor } from "../../app/shared/i18n/text";
import { parseEnv } from "../../app/shared/server/env";
import { brands, dealerBrands, dealers } from "../../app/shared/db/schema";
import {
  dealerChoices,
  dealersOfBrand,
  getDealer,
  listDealers,
} from "../../app/features/dealers/dealers.server";
import { dealersSitemap } from "../../app/features/seo/sitemap.server";
import { testContext, TEST_AUTH_SECRET, readNow } from "../setup/app-context";
import { get } from "../setup/requests";
import { createTestDatabase, drivers } from "../setup/test-db";

/** Wednesday 25 November 2026, 10:00 in Kigali: showrooms are open. */
const WEDNESDAY_MORNING = new Date("2026-11-25T10:00:00+02:00");
/** Sunday 29 November 2026, 10:00 in Kigali: only yards open on Sunday afternoons, so nobody is open. */
const SUNDAY_MORNING = new Date("2026-11-29T10:00:00+02:00");

describe("dealer dictionaries", () => {
  it("define each key once across the dealers' and the shared dictionaries", () => {
    const keys = [dealersText, layoutText].flatMap((d) => Object.keys(messagesFor("en", d)));
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe.each(drivers)("dealer directory on %s", (driver) => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
  });
  afterAll(() => database.cleanup());

  const context = (now: Date) =>
    testContext(database.db, {
      env: { ...parseEnv({ AUTH_SECRET: TEST_AUTH_SECRET, SITE_URL: "https://imodoka.test" }), NOW: now },
    });

  it("seeds Rwanda's authorised distributors, linked to their catalogue brands", async () => {
    const rows = await database.db
      .select({ dealer: dealers.name, brand: brands.name, demo: dealers.isDemo })
      .from(dealers)
      .innerJoin(dealerBrands, eq(dealerBrands.dealerId, dealers.id))
      .innerJoin(brands, eq(brands.id, dealerBrands.brandId));
    const sells = (dealer: string, brand: string) =>
      rows.some((r) => r.dealer === dealer && r.brand === brand);
    expect(sells("Toyota Rwanda", "Toyota")).toBe(true);
    expect(sells("Rwanda Motor", "Suzuki")).toBe(true);
    expect(sells("SAR Motors", "Isuzu")).toBe(true);
    expect(sells("KABISA", "BYD")).toBe(true);
    expect(sells("Volkswagen Mobility Solutions Rwanda", "Volkswagen")).toBe(true);
    expect(rows.every((r) => r.demo)).toBe(true);
    expect(new Set(rows.map((r) => r.dealer)).size).toBeGreaterThanOrEqual(20);
  });

  it("offers as choices only the brands and districts that have dealers", async () => {
    const choices = await dealerChoices(database.db);
    expect(choices.brands.map((b) => b.slug)).toContain("toyota");
    expect(choices.brands.map((b) => b.slug)).not.toContain("jeep");
    expect(choices.districts).toContain("Huye");
    expect(choices.districts).not.toContain("Burera");
  });

  it("filters by brand, district and service, A–Z", async () => {
    const all = await listDealers(database.db, { openNow: false }, WEDNESDAY_MORNING, 1, "Imodoka", "en");
    const names = all.dealers.map((d) => d.name);
    expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    const toyota = await listDealers(
      database.db,
      { brand: "toyota", openNow: false },
      WEDNESDAY_MORNING,
      1,
      "Imodoka",
      "en",
    );
    expect(toyota.page.total).toBeLessThan(all.page.total);
    expect(toyota.dealers.every((d) => d.brands.includes("Toyota"))).toBe(true);
    const gasaboUsed = await listDealers(
      database.db,
      { district: "Gasabo", service: "used", openNow: false },
      WEDNESDAY_MORNING,
      1,
      "Imodoka",
      "en",
    );
    expect(gasaboUsed.dealers.map((d) => d.name)).toEqual(["Nyarutarama Premium Cars"]);
    expect(gasaboUsed.dealers[0]!.services.map((s) => s.key)).toEqual(["new", "used"]);
  });

  it("keeps only the dealers open at the given moment in Kigali", async () => {
    const open = await listDealers(database.db, { openNow: true }, WEDNESDAY_MORNING, 1, "Imodoka", "en");
    expect(open.page.total).toBeGreaterThan(10);
    expect(open.dealers.every((d) => d.open && d.openText.startsWith("Open · closes at"))).toBe(true);
    const sunday = await listDealers(database.db, { openNow: true }, SUNDAY_MORNING, 1, "Imodoka", "en");
    expect(sunday.page.total).toBe(0);
    const closed = await listDealers(
      database.db,
      { brand: "toyota", openNow: false },
      SUNDAY_MORNING,
      1,
      "Imodoka",
      "en",
    );
    expect(closed.dealers.find((d) => d.name === "Toyota Rwanda")?.openText).toBe(
      "Closed · opens tomorrow at 08:00",
    );
  });

  it("paginates", async () => {
    const first = await listDealers(
      database.db,
      { openNow: false },
      WEDNESDAY_MORNING,
      1,
      "Imodoka",
      "en",
      5,
    );
    const second = await listDealers(
      database.db,
      { openNow: false },
      WEDNESDAY_MORNING,
      2,
      "Imodoka",
      "en",
      5,
    );
    expect(first.dealers).toHaveLength(5);
    expect(first.page.pages).toBeGreaterThan(1);
    expect(second.dealers[0]!.name).not.toBe(first.dealers[0]!.name);
  });

  it("lists the dealers selling a brand, new-car showrooms first, service-only garages left out", async () => {
    const sellers = await dealersOfBrand(database.db, readNow, "toyota", WEDNESDAY_MORNING, "Imodoka", "en");
    expect(sellers[0]!.name).toBe("Toyota Rwanda");
    expect(sellers.map((d) => d.name)).not.toContain("Kimironko Car Care");
    expect(sellers.length).toBeLessThanOrEqual(6);
    expect(sellers.every((d) => d.services.some((s) => s.key !== "service"))).toBe(true);
  });

  it("reads one dealer with its brands, week and a WhatsApp link with a message", async () => {
    const [row] = await database.db.select().from(dealers).where(eq(dealers.slug, "toyota-rwanda"));
    const dealer = await getDealer(database.db, row!.id, WEDNESDAY_MORNING, "Imodoka", "en");
    expect(dealer!.brands.map((b) => b.name)).toEqual(["Lexus", "Toyota"]);
    expect(dealer!.week.find((d) => d.today)?.name).toBe("Wednesday");
    expect(dealer!.whatsapp).toMatch(/^https:\/\/wa\.me\/2507\d+\?text=Hello%20Toyota%20Rwanda/);
    expect(await getDealer(database.db, 999_999, WEDNESDAY_MORNING, "Imodoka", "en")).toBeUndefined();
  });

  it("the directory loader ignores unknown filter values and counts the results", async () => {
    const data = await directoryLoader({
      request: get("/dealerships?brand=ferrari&district=Atlantis&service=wash&open=maybe"),
      params: {},
      context: context(WEDNESDAY_MORNING),
    } as never);
    expect(data.filtered).toBe(false);
    expect(data.labels.count).toBe(`${data.dealers.length} dealers`);
    const huye = await directoryLoader({
      request: get("/auto-guide/dealers?district=huye"),
      params: {},
      context: context(WEDNESDAY_MORNING),
    } as never);
    expect(huye.dealers.map((d) => d.district)).toEqual(["Huye"]);
    expect(huye.labels.count).toBe("1 dealer");
    expect(huye.breadcrumbs.map((b) => b.label)).toEqual(["Home", "Car Guide", "Dealers"]);
    // Both addresses name the directory as the page to index.
    expect(huye.meta).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: "https://imodoka.test/dealerships",
    });
  });

  it("the dealer loader checks the id, redirects a wrong slug and describes the dealer as an AutoDealer", async () => {
    const [row] = await database.db.select().from(dealers).where(eq(dealers.slug, "kabisa"));
    const load = (path: string, dealerParam: string) =>
      dealerLoader({
        request: get(path),
        params: { dealerParam },
        context: context(WEDNESDAY_MORNING),
      } as never);
    const data = await load(`/dealerships/${row!.id}-kabisa`, `${row!.id}-kabisa`);
    const jsonLd = data.meta.map((m) => (m as Record<string, unknown>)["script:ld+json"]).find(Boolean);
    expect(jsonLd).toMatchObject({
      "@type": "AutoDealer",
      name: "KABISA",
      url: `https://imodoka.test/dealerships/${row!.id}-kabisa`,
      brand: [{ "@type": "Brand", name: "BYD" }],
      address: { addressLocality: "Gasabo", addressCountry: "RW" },
    });
    expect(data.map).toMatch(/^https:\/\/www\.openstreetmap\.org\/\?mlat=/);

    const moved = await load(`/dealerships/${row!.id}-old-name?x=1`, `${row!.id}-old-name`).catch(
      (e: unknown) => e,
    );
    expect(moved).toBeInstanceOf(Response);
    expect((moved as Response).status).toBe(301);
    expect((moved as Response).headers.get("location")).toBe(`/dealerships/${row!.id}-kabisa?x=1`);

    const bad = await load("/dealerships/abc-kabisa", "abc-kabisa").catch((e: unknown) => e);
    expect(bad).toMatchObject({ init: { status: 404 }, data: "Page Not Found: /dealerships/abc-kabisa" });
    const missing = await load("/dealerships/999999-x", "999999-x").catch((e: unknown) => e);
    expect(missing).toMatchObject({ init: { status: 404 } });
  });

  it("lists the directory and every dealer in the sitemap", async () => {
    const entries = await dealersSitemap(database.db);
    const count = (await database.db.select().from(dealers)).length;
    expect(entries[0]!.loc).toBe("/dealerships");
    expect(entries).toHaveLength(count + 1);
    expect(entries.slice(1).every((e) => /^\/dealerships\/\d+-[a-z0-9-]+$/.test(e.loc))).toBe(true);
  });
});
