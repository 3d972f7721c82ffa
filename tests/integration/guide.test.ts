import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { modelPath } from "../../app/shared/lib/links";
import { brands, models, versions } from "../../app/shared/db/schema";
import {
  featuredModels,
  guideCounts,
  latestDeals,
  listLiveDeals,
  listMakes,
  liveDealChoices,
} from "../../app/features/catalogue/guide.server";
import { brandPageText } from "../../app/features/catalogue/text/brand-page";
import { catalogueServerText } from "../../app/features/catalogue/text/catalogue-server";
import { guidePagesText } from "../../app/features/catalogue/text/guide-pages";
import { guideServerText } from "../../app/features/catalogue/text/guide-server";
import { layoutText } from "../../app/features/layout/text/layout";
import { listsText } from "../../app/features/catalogue/text/lists";
import { messagesFor } from "../../app/shared/i18n/text";
import { createTestDatabase, drivers } from "../setup/test-db";
import { insertDeals } from "../setup/deals";

/**
 * A fixed day years after the seed: every demo deal (dated around the day the database was seeded) has
 * ended by then, so the live deals are exactly the ones this file adds.
 */
const TODAY = "2030-06-15";
const rwf = (text: string | null) => Number((text ?? "").replace(/\D/g, ""));

const brandPageMessages = messagesFor("en", brandPageText);
const catalogueServerMessages = messagesFor("en", catalogueServerText);
const guidePagesMessages = messagesFor("en", guidePagesText);
const guideServerMessages = messagesFor("en", guideServerText);
const layoutMessages = messagesFor("en", layoutText);
const listsMessages = messagesFor("en", listsText);

describe("car guide dictionaries", () => {
  it("define each key once across the guide's and the shared dictionaries", () => {
    const keys = [
      guidePagesMessages,
      guideServerMessages,
      catalogueServerMessages,
      brandPageMessages,
      layoutMessages,
      listsMessages,
    ].flatMap((d) => Object.keys(d));
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe.each(drivers)("car guide on %s", (driver) => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  const ids = {} as Record<"zetaOne" | "zetaTwo" | "hilux" | "d1" | "d2" | "d3" | "d4" | "d5" | "d6", number>;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    const { db } = database;
    const [zeta] = await db
      .insert(brands)
      .values({ name: "Zeta Motors", slug: "zeta-motors", colour: "#123456" })
      .returning();
    await db.insert(brands).values({ name: "Acme Empty", slug: "acme-empty", colour: "#654321" });
    const [one, two] = await db
      .insert(models)
      .values([
        {
          brandId: zeta!.id,
          name: "Zeta One",
          slug: "zeta-one",
          body: "suv",
          energy: "electric",
          launchedOn: "2030-05-01",
        },
        {
          brandId: zeta!.id,
          name: "Zeta Two",
          slug: "zeta-two",
          body: "sedan",
          energy: "petrol",
          launchedOn: "2030-05-01",
        },
        // Announced, not launched yet on TODAY.
        {
          brandId: zeta!.id,
          name: "Zeta Future",
          slug: "zeta-future",
          body: "coupe",
          energy: "electric",
          launchedOn: "2031-01-01",
        },
      ])
      .returning();
    const [hilux] = await db.select().from(models).where(eq(models.name, "Hilux"));
    const [sample] = await db.select().from(versions).limit(1);
    const version = (modelId: number, name: string, priceRwf: number) => {
      const { id: _id, createdAt: _createdAt, ...rest } = sample!;
      return {
        ...rest,
        modelId,
        name,
        slug: name.toLowerCase().replace(/\W+/g, "-"),
        priceRwf,
        isDemo: false,
      };
    };
    const [oneBase, , twoBase] = await db
      .insert(versions)
      .values([
        version(one!.id, "Base", 30_000_000),
        version(one!.id, "Long Range", 40_000_000),
        version(two!.id, "Base", 20_000_000),
      ])
      .returning();
    const deal = (
      title: string,
      modelId: number,
      versionId: number | null,
      offer: { newPriceRwf: number } | { discountRwf: number },
      validFrom: string,
      validTo: string,
    ) => ({ title, modelId, versionId, ...offer, validFrom, validTo });
    const inserted = await insertDeals(db, [
      deal("D1 new price", one!.id, oneBase!.id, { newPriceRwf: 27_000_000 }, "2030-06-01", "2030-06-20"),
      deal("D2 whole model", one!.id, null, { discountRwf: 1_000_000 }, "2030-06-10", "2030-07-30"),
      deal("D3 last day", two!.id, twoBase!.id, { discountRwf: 5_000_000 }, "2030-06-15", "2030-06-15"),
      deal("D4 ended yesterday", two!.id, null, { discountRwf: 9_000_000 }, "2030-06-01", "2030-06-14"),
      deal("D5 starts tomorrow", two!.id, null, { discountRwf: 9_000_000 }, "2030-06-16", "2030-07-01"),
      deal("D6 Hilux", hilux!.id, null, { discountRwf: 500_000 }, "2030-06-01", "2030-06-30"),
    ]);
    Object.assign(ids, {
      zetaOne: one!.id,
      zetaTwo: two!.id,
      hilux: hilux!.id,
      ...Object.fromEntries(inserted.map((d, i) => [`d${i + 1}`, d.id])),
    });
  });
  afterAll(() => database?.cleanup());

  const titles = (list: { title: string }[]) => list.map((d) => d.title.split(" ")[0]);

  it("lists live deals only, soonest ending first, with their car and formatted prices", async () => {
    const { deals: list, page } = await listLiveDeals(database.db, TODAY, { sort: "ending" }, 1, "en");
    expect(titles(list)).toEqual(["D3", "D1", "D6", "D2"]);
    expect(page).toMatchObject({ page: 1, pages: 1, total: 4 });
    const [d3, d1, d6, d2] = list;
    expect(d1).toMatchObject({
      id: ids.d1,
      car: "Zeta Motors Zeta One",
      href: modelPath({ slug: "zeta-motors" }, { id: ids.zetaOne, slug: "zeta-one" }),
      appliesTo: "Base",
      offer: "Save 3.000.000 RWF",
      price: "27.000.000 RWF",
      oldPrice: "30.000.000 RWF",
      until: "Until 20 June 2030",
      endsSoon: "Ends in 5 days",
    });
    expect(d1!.picture.src).toMatch(/^\/car-art\/v1\/suv\/[0-9a-f]{6}\.svg$/);
    expect(d2).toMatchObject({
      appliesTo: "All versions",
      offer: "Save 1.000.000 RWF",
      price: "from 29.000.000 RWF",
      oldPrice: "30.000.000 RWF",
      endsSoon: null,
    });
    expect(d3).toMatchObject({ price: "15.000.000 RWF", endsSoon: "Ends today" });
    expect(d6!.endsSoon).toBeNull();
    // With a later day, the first three have ended and the fifth has begun.
    const later = await listLiveDeals(database.db, "2030-06-21", { sort: "ending" }, 1, "en");
    expect(titles(later.deals)).toEqual(["D6", "D5", "D2"]);
  });

  it("sorts by biggest saving and by lowest price with the deal", async () => {
    const saving = await listLiveDeals(database.db, TODAY, { sort: "saving" }, 1, "en");
    expect(titles(saving.deals)).toEqual(["D3", "D1", "D2", "D6"]);
    const price = await listLiveDeals(database.db, TODAY, { sort: "price" }, 1, "en");
    expect(titles(price.deals).slice(0, 3)).toEqual(["D3", "D1", "D2"]);
    const prices = price.deals.map((d) => rwf(d.price));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it("filters by brand, body type and energy", async () => {
    const list = async (filters: Parameters<typeof listLiveDeals>[2]) =>
      titles((await listLiveDeals(database.db, TODAY, filters, 1, "en")).deals);
    expect(await list({ sort: "ending", brand: "zeta-motors" })).toEqual(["D3", "D1", "D2"]);
    expect(await list({ sort: "ending", brand: "toyota" })).toEqual(["D6"]);
    expect(await list({ sort: "ending", body: "suv" })).toEqual(["D1", "D2"]);
    expect(await list({ sort: "ending", energy: "electric" })).toEqual(["D1", "D2"]);
    expect(await list({ sort: "ending", body: "pickup", energy: "diesel" })).toEqual(["D6"]);
    expect(await list({ sort: "ending", brand: "zeta-motors", body: "pickup" })).toEqual([]);
    expect(await list({ sort: "ending", brand: "no-such-brand" })).toEqual([]);
  });

  it("pages the list and keeps a page past the end on the last page", async () => {
    const first = await listLiveDeals(database.db, TODAY, { sort: "ending" }, 1, "en", 3);
    expect(first.page).toMatchObject({ page: 1, pages: 2, total: 4 });
    expect(titles(first.deals)).toEqual(["D3", "D1", "D6"]);
    const second = await listLiveDeals(database.db, TODAY, { sort: "ending" }, 2, "en", 3);
    expect(titles(second.deals)).toEqual(["D2"]);
    const beyond = await listLiveDeals(database.db, TODAY, { sort: "ending" }, 99, "en", 3);
    expect(beyond.page.page).toBe(2);
    expect(titles(beyond.deals)).toEqual(["D2"]);
    const none = await listLiveDeals(database.db, "2040-01-01", { sort: "ending" }, 5, "en");
    expect(none.deals).toEqual([]);
    expect(none.page).toMatchObject({ page: 1, pages: 1, total: 0 });
  });

  it("offers only the brands, bodies and energies that have live deals", async () => {
    const choices = await liveDealChoices(database.db, TODAY);
    expect(choices.brands).toEqual([
      { slug: "toyota", name: "Toyota" },
      { slug: "zeta-motors", name: "Zeta Motors" },
    ]);
    expect(choices.bodies).toEqual(["sedan", "suv", "pickup"]);
    expect(choices.energies).toEqual(["petrol", "diesel", "electric"]);
  });

  it("picks the latest deals by start date", async () => {
    expect(titles(await latestDeals(database.db, TODAY, "en"))).toEqual(["D3", "D2", "D6"]);
    expect(await latestDeals(database.db, "2040-01-01", "en")).toEqual([]);
  });

  it("counts makes, models, live deals, electric, luxury and new models", async () => {
    const { db } = database;
    const counts = await guideCounts(db, TODAY);
    const [makes] = await db.select({ n: count() }).from(brands);
    const [all] = await db.select({ n: count() }).from(models);
    const [electric] = await db.select({ n: count() }).from(models).where(eq(models.energy, "electric"));
    const [luxury] = await db.select({ n: count() }).from(models).where(eq(models.luxury, true));
    expect(counts).toEqual({
      makes: makes!.n,
      models: all!.n,
      liveDeals: 4,
      electric: electric!.n,
      luxury: luxury!.n,
      // Zeta One and Two; Zeta Future is not launched yet and the demo models are years older.
      newOnMarket: 2,
    });
    expect(counts.makes).toBeGreaterThanOrEqual(35);
    expect(counts.electric).toBeGreaterThan(0);
    expect(counts.luxury).toBeGreaterThan(0);
  });

  it("features the newest launch of each make, launched by today", async () => {
    const featured = await featuredModels(database.db, TODAY, "en");
    expect(featured).toHaveLength(4);
    expect(featured[0]).toMatchObject({
      id: ids.zetaOne,
      name: "Zeta One",
      brand: { name: "Zeta Motors", slug: "zeta-motors" },
      priceText: "from 30.000.000 RWF",
      bodyLabel: "SUV",
      energyLabel: "Electric",
    });
    const names = featured.map((m) => m.name);
    expect(names).not.toContain("Zeta Two");
    expect(names).not.toContain("Zeta Future");
    expect(new Set(featured.map((m) => m.brand.slug)).size).toBe(4);
    for (const model of featured) expect(model.priceText).toMatch(/^from \d{1,3}(\.\d{3})+ RWF$/);
  });

  it("lists every make A–Z with its model count and entry price", async () => {
    const { makes, page, letters } = await listMakes(database.db, 1, "en");
    const [total] = await database.db.select({ n: count() }).from(brands);
    expect(page).toMatchObject({ page: 1, pages: 1, total: total!.n });
    expect(makes).toHaveLength(total!.n);
    const names = makes.map((m) => m.name);
    expect(names).toEqual([...names].sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : 1)));
    expect(makes.find((m) => m.name === "Zeta Motors")).toMatchObject({
      modelCount: 3,
      modelsText: "3 models",
      priceText: "from 20.000.000 RWF",
    });
    expect(makes.find((m) => m.name === "Acme Empty")).toMatchObject({
      modelCount: 0,
      modelsText: "No models listed yet",
      priceText: null,
    });
    for (const make of makes.filter((m) => m.name !== "Acme Empty")) {
      expect(make.modelCount).toBeGreaterThan(0);
      expect(make.priceText).toMatch(/^from \d{1,3}(\.\d{3})+ RWF$/);
    }
    expect(letters.map((l) => l.letter)).toEqual(expect.arrayContaining(["A", "T", "Z"]));
    expect(letters.every((l) => l.page === 1)).toBe(true);
  });

  it("pages the makes, with the jump bar pointing at each letter's page", async () => {
    const { makes, page, letters } = await listMakes(database.db, 2, "en", 10);
    expect(page.page).toBe(2);
    expect(page.pages).toBe(Math.ceil(page.total / 10));
    expect(makes).toHaveLength(10);
    const all = (await listMakes(database.db, 1, "en", 1000)).makes.map((m) => m.name);
    expect(makes.map((m) => m.name)).toEqual(all.slice(10, 20));
    expect(letters.find((l) => l.letter === "A")!.page).toBe(1);
    expect(letters.find((l) => l.letter === "Z")!.page).toBe(page.pages);
    const last = await listMakes(database.db, 9_999, "en", 10);
    expect(last.page.page).toBe(last.page.pages);
    expect(last.makes.at(-1)!.name).toBe("Zeta Motors");
  });
});
