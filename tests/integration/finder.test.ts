import { and, countDistinct, eq, gte, lte } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { carSorts, parseCarFilters } from "../../app/features/catalogue/car-filters";
import { addDays, kigaliDate } from "../../app/shared/lib/dates";
import { loadCarList, modelCard } from "../../app/features/catalogue/car-list.server";
import { brands, models, versions } from "../../app/shared/db/schema";
import { findModels, petrolConsumption } from "../../app/features/catalogue/finder.server";
import { readNow } from "../setup/app-context";
import { createTestDatabase, drivers } from "../setup/test-db";

const options = { sorts: carSorts, defaultSort: "price-asc" as const };
const filtersOf = (query: string) => parseCarFilters(new URLSearchParams(query), options).filters;

describe.each(drivers)("new-car finder on %s", (driver) => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
  });
  afterAll(() => database?.cleanup());

  const find = (query: string, extra: Partial<Parameters<typeof findModels>[1]> = {}) =>
    findModels(database.db, { filters: filtersOf(query), page: 1, perPage: 500, ...extra });

  it("lists every model once when nothing is filtered, cheapest first", async () => {
    const [row] = await database.db.select({ n: countDistinct(versions.modelId) }).from(versions);
    const { page, models: found } = await find("");
    expect(page.total).toBe(row!.n);
    expect(found).toHaveLength(row!.n);
    expect(new Set(found.map((m) => m.id)).size).toBe(found.length);
    const prices = found.map((m) => m.minPrice);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it("keeps only models with a version inside the budget, and prices them by those versions", async () => {
    const { models: found } = await find("budget=15.000.000+-+30.000.000");
    expect(found.length).toBeGreaterThan(5);
    for (const model of found) {
      expect(model.minPrice).toBeGreaterThanOrEqual(15_000_000);
      expect(model.maxPrice).toBeLessThanOrEqual(30_000_000);
    }
    const [expected] = await database.db
      .select({ n: countDistinct(versions.modelId) })
      .from(versions)
      .where(and(gte(versions.priceRwf, 15_000_000), lte(versions.priceRwf, 30_000_000)));
    expect(found).toHaveLength(expected!.n);
  });

  it("combines body, energy, gearbox, drive and seats on the same versions", async () => {
    const { models: found } = await find("body=suv&energy=hybrid&transmission=cvt&drive=awd&seats=5");
    expect(found.length).toBeGreaterThan(0);
    for (const model of found) {
      expect(model.body).toBe("suv");
      const rows = await database.db
        .select()
        .from(versions)
        .where(
          and(
            eq(versions.modelId, model.id),
            eq(versions.energy, "hybrid"),
            eq(versions.transmission, "cvt"),
            eq(versions.drive, "awd"),
            gte(versions.seats, 5),
          ),
        );
      expect(rows).toHaveLength(model.matching);
      expect(model.matching).toBeLessThanOrEqual(model.versionCount);
    }
  });

  it("filters by brand id and reports seven-seaters", async () => {
    const [toyota] = await database.db.select().from(brands).where(eq(brands.slug, "toyota"));
    const { models: found } = await find("seats=7", { brandId: toyota!.id });
    expect(found.map((m) => m.brand.name)).toEqual(found.map(() => "Toyota"));
    expect(found.map((m) => m.name)).toContain("Land Cruiser 300");
  });

  it("searches by text with typos, best match first", async () => {
    const { models: found } = await find("q=toyta+rav");
    expect(found.map((m) => m.name)).toContain("RAV4");
    expect(found.every((m) => m.brand.name === "Toyota")).toBe(true);
    expect((await find("q=toyta+rav&sort=relevance")).models[0]?.name).toBe("RAV4");
    const relevance = parseCarFilters(new URLSearchParams("q=hilax"), {
      ...options,
      defaultSort: "relevance",
    });
    const byRelevance = await findModels(database.db, { filters: relevance.filters, page: 1, perPage: 5 });
    expect(byRelevance.models[0]?.name).toBe("Hilux");
  });

  it('sorts by price down (the "from" price the cards show), power and range', async () => {
    const down = (await find("sort=price-desc")).models.map((m) => m.minPrice);
    expect(down).toEqual([...down].sort((a, b) => b - a));
    const power = (await find("sort=power")).models.map((m) => m.maxPowerHp);
    expect(power).toEqual([...power].sort((a, b) => b - a));
    const range = (await find("sort=range&energy=electric")).models.map((m) => m.maxRangeKm ?? 0);
    expect(range.length).toBeGreaterThanOrEqual(15);
    expect(range).toEqual([...range].sort((a, b) => b - a));
    expect(range.every((km) => km > 0)).toBe(true);
  });

  it("sorts by newest launch, undated models last", async () => {
    const dates = (await find("sort=newest")).models.map((m) => m.launchedOn ?? "");
    const dated = dates.filter(Boolean);
    expect(dated).toEqual([...dated].sort().reverse());
    expect(dates.indexOf("")).toBeLessThan(0);
  });

  it("paginates without overlap and clamps a page past the end", async () => {
    const first = await find("", { perPage: 10 });
    const second = await find("", { perPage: 10, page: 2 });
    expect(first.page.pages).toBe(Math.ceil(first.page.total / 10));
    expect(second.page.page).toBe(2);
    const ids = new Set(first.models.map((m) => m.id));
    expect(second.models.some((m) => ids.has(m.id))).toBe(false);
    const beyond = await find("", { perPage: 10, page: 999 });
    expect(beyond.page.page).toBe(first.page.pages);
    expect(beyond.models.length).toBeGreaterThan(0);
    const nothing = await find("q=zzqxw", { page: 3 });
    expect(nothing).toEqual({ page: { page: 1, pages: 1, offset: 0, perPage: 500, total: 0 }, models: [] });
  });

  it("lists luxury models and models launched in the last year", async () => {
    const luxury = await find("", { luxury: true });
    const [luxuryCount] = await database.db
      .select({ n: countDistinct(models.id) })
      .from(models)
      .where(eq(models.luxury, true));
    expect(luxury.page.total).toBe(luxuryCount!.n);
    const since = addDays(kigaliDate(), -365);
    const recent = await find("sort=newest", { launchedSince: since });
    expect(recent.page.total).toBeGreaterThanOrEqual(15);
    expect(recent.models.every((m) => (m.launchedOn ?? "") >= since)).toBe(true);
  });

  it("gives electric figures for the electric list", async () => {
    const { models: found } = await find("energy=electric");
    for (const model of found) {
      expect(model.maxBatteryKwh).toBeGreaterThan(10);
      expect(model.minKwh100).toBeGreaterThan(8);
      expect(model.minKwh100).toBeLessThan(30);
    }
  });

  it("averages petrol consumption per body type", async () => {
    const petrol = await petrolConsumption(database.db);
    expect(petrol.overall).toBeGreaterThan(4);
    expect(petrol.overall).toBeLessThan(15);
    expect(petrol.byBody.get("suv")).toBeGreaterThan(petrol.byBody.get("hatchback")!);
  });

  it("turns the URL into chips with remove links, and ignores an unknown brand", async () => {
    const config = { ...options, fields: ["q", "brand", "seats"] as const, perPage: 1 };
    const list = await loadCarList(
      database.db,
      readNow,
      new URL("http://x/new-cars/search?brand=toyota&body=suv&budget=20000000-40000000&sort=power&page=2"),
      config,
      "en",
    );
    expect(list.list.chips).toEqual([
      { label: "20.000.000 to 40.000.000 RWF", href: "/new-cars/search?brand=toyota&body=suv&sort=power" },
      { label: "Toyota", href: "/new-cars/search?budget=20000000-40000000&body=suv&sort=power" },
      { label: "SUV", href: "/new-cars/search?budget=20000000-40000000&brand=toyota&sort=power" },
    ]);
    expect(list.canonicalPath).toBe(
      "/new-cars/search?budget=20000000-40000000&brand=toyota&body=suv&sort=power",
    );
    const unknown = await loadCarList(
      database.db,
      readNow,
      new URL("http://x/new-cars/search?brand=nope"),
      config,
      "en",
    );
    expect(unknown.list.chips).toEqual([]);
    expect(unknown.list.selects.map((select) => [select.name, select.value])).toEqual([
      ["brand", ""],
      ["seats", ""],
    ]);
    expect(list.list.selects[0]!.options).toContainEqual({ value: "toyota", label: "Toyota" });
    expect(list.list.selects[1]!.options.map((o) => o.label)).toEqual([
      "2+ seats",
      "4+ seats",
      "5+ seats",
      "7+ seats",
      "8+ seats",
    ]);
    expect(list.list.pageNav?.links.find((link) => link?.current)?.number).toBe(2);
    expect(unknown.list.filters.brand).toBeUndefined();
    expect(unknown.list.page.total).toBeGreaterThan(100);
  });

  it("reads every price-ordered list in the order of the prices its cards show", async () => {
    const shown = async (url: string, config: Parameters<typeof loadCarList>[3]) => {
      const { models: found, filtered } = await loadCarList(database.db, readNow, new URL(url), config, "en");
      return found.map((m) => Number(modelCard(m, filtered, "en").priceText.replace(/\D/g, "")));
    };
    const luxury = {
      fields: ["budget", "brand"],
      sorts: ["price-desc", "price-asc"],
      defaultSort: "price-desc",
      perPage: 500,
      fixed: { luxury: true },
    } as const;
    const dearestFirst = await shown("http://x/auto-guide/luxury-cars", luxury);
    expect(dearestFirst.length).toBeGreaterThanOrEqual(20);
    expect(dearestFirst).toEqual([...dearestFirst].sort((a, b) => b - a));
    const cheapestFirst = await shown("http://x/auto-guide/luxury-cars?sort=price-asc", luxury);
    expect(cheapestFirst).toEqual([...dearestFirst].reverse());
    const electric = { ...luxury, defaultSort: "price-asc", fixed: { energy: "electric" } } as const;
    const budget = await shown("http://x/auto-guide/electric-cars?budget=40000000-90000000", electric);
    expect(budget.length).toBeGreaterThan(3);
    expect(budget).toEqual([...budget].sort((a, b) => a - b));
  });
});
