import { and, asc, eq, gte, lte, type SQL } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import { loader as dealsLoader } from "../../app/features/deals/routes/current-deals";
import { loader as versionLoader } from "../../app/features/catalogue/routes/version";
import { addDays, kigaliDate } from "../../app/shared/lib/dates";
import { modelPath, versionPath } from "../../app/shared/lib/links";
import { formatPrice } from "../../app/shared/lib/price";
import { rowsWithValues, specGroups, type VersionSpecs } from "../../app/features/catalogue/specs";
import { equipmentSheet } from "../../app/features/catalogue/equipment-view";
import { equipmentText } from "../../app/features/catalogue/text/equipment";
import { textFor } from "../../app/shared/i18n/text";
import { energies } from "../../app/shared/lib/vehicle";
import type {
  dealSchema,
  modelDetailSchema,
  modelSchema,
  versionSchema,
} from "../../app/features/api/v1/catalogue.server";
import { brands, deals, modelPhotos, models, versionPhotos, versions } from "../../app/shared/db/schema";
import { callApi, openApiContract } from "../setup/api";
import { apiExamples } from "../setup/api-examples";
import { testContext } from "../setup/app-context";
import { get, TEST_SITE } from "../setup/requests";
import { createTestDatabase, drivers } from "../setup/test-db";

interface Paged<T> {
  data: T[];
  meta: { page: number; per_page: number; total: number; pages: number };
}
type ApiModel = z.infer<typeof modelSchema>;
type ApiModelDetail = z.infer<typeof modelDetailSchema>;
type ApiVersion = z.infer<typeof versionSchema>;
type ApiDeal = z.infer<typeof dealSchema>;

describe.each(drivers)("catalogue API on %s", (driver) => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let contract: Awaited<ReturnType<typeof openApiContract>>;
  const ids = { bare: 0, expired: 0, future: 0, toyota: 0 };
  const today = kigaliDate();

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    contract = await openApiContract();
    const { db } = database;
    const [toyota] = await db.select().from(brands).where(eq(brands.slug, "toyota"));
    const [someModel] = await db.select().from(models).where(eq(models.brandId, toyota!.id)).limit(1);
    // A model not priced yet (no versions) and two deals that are not live today.
    const [bare] = await db
      .insert(models)
      .values({
        brandId: toyota!.id,
        name: "Zz Concept",
        slug: "zz-concept",
        body: "suv",
        energy: "electric",
      })
      .returning();
    const [expired, future] = await db
      .insert(deals)
      .values([
        {
          modelId: someModel!.id,
          allVersions: true,
          title: "Ended yesterday",
          discountRwf: 1_000_000,
          validFrom: addDays(today, -20),
          validTo: addDays(today, -1),
        },
        {
          modelId: someModel!.id,
          allVersions: true,
          title: "Starts tomorrow",
          discountRwf: 1_000_000,
          validFrom: addDays(today, 1),
          validTo: addDays(today, 30),
        },
      ])
      .returning();
    Object.assign(ids, { bare: bare!.id, expired: expired!.id, future: future!.id, toyota: toyota!.id });
  });
  afterAll(() => database.cleanup());

  const context = () =>
    testContext(database.db, { env: { ...testContext(database.db).env, SITE_URL: TEST_SITE } });

  /** A documented 200 answer's body. */
  async function ok<T>(path: string, documented: string): Promise<T> {
    const answer = await callApi(context(), path);
    expect(answer.status, path).toBe(200);
    contract.expectDocumented(documented, answer);
    return answer.body as T;
  }

  /** Every item of a list, page after page (100 a page). */
  async function all<T>(path: string, documented: string): Promise<{ items: T[]; total: number }> {
    const items: T[] = [];
    let total = 0;
    for (let page = 1; ; page++) {
      const join = path.includes("?") ? "&" : "?";
      const body = await ok<Paged<T>>(`${path}${join}per_page=100&page=${page}`, documented);
      total = body.meta.total;
      items.push(...body.data);
      if (page >= body.meta.pages) break;
    }
    expect(items).toHaveLength(total);
    return { items, total };
  }

  const allModels = (query = "") => all<ApiModel>(`/api/v1/models${query}`, "/api/v1/models");
  const allVersions = (query = "") => all<ApiVersion>(`/api/v1/versions${query}`, "/api/v1/versions");
  const allDeals = (query = "") => all<ApiDeal>(`/api/v1/deals${query}`, "/api/v1/deals");

  /** Each model of the database with its versions' prices and energies. */
  async function catalogue() {
    const { db } = database;
    const [modelRows, versionRows] = await Promise.all([
      db
        .select({ id: models.id, brandId: models.brandId, body: models.body, energy: models.energy })
        .from(models),
      db
        .select({ modelId: versions.modelId, price: versions.priceRwf, energy: versions.energy })
        .from(versions),
    ]);
    return modelRows.map((model) => {
      const own = versionRows.filter((v) => v.modelId === model.id);
      return {
        ...model,
        entry: own.length ? Math.min(...own.map((v) => v.price)) : null,
        versionCount: own.length,
        energies: new Set<string>([model.energy, ...own.map((v) => v.energy)]),
      };
    });
  }

  it("answers data for each documented example of these calls on the seeded catalogue", async () => {
    const paths = Object.entries(apiExamples).filter(([path]) =>
      ["/models", "/versions", "/deals"].some((prefix) => path.startsWith(`/api/v1${prefix}`)),
    );
    expect(paths.map(([path]) => path).sort()).toEqual([
      "/api/v1/deals",
      "/api/v1/models",
      "/api/v1/models/{id}",
      "/api/v1/versions",
      "/api/v1/versions/{id}",
    ]);
    for (const [documented, example] of paths) {
      for (const path of example.happy) {
        const body = await ok<{ data: unknown }>(path, documented);
        if (Array.isArray(body.data)) expect(body.data.length, path).toBeGreaterThan(0);
        else expect(body.data, path).toBeTruthy();
      }
    }
  });

  describe("/models", () => {
    it("lists every model by brand name then model name, with entry price, count and absolute url", async () => {
      const { items, total } = await allModels();
      const db = await catalogue();
      expect(total).toBe(db.length);
      const ordered = await database.db
        .select({ id: models.id })
        .from(models)
        .innerJoin(brands, eq(brands.id, models.brandId))
        .orderBy(asc(brands.name), asc(models.name), asc(models.id));
      expect(items.map((m) => m.id)).toEqual(ordered.map((m) => m.id));
      for (const item of items) {
        const row = db.find((m) => m.id === item.id)!;
        expect(item.price_from).toBe(row.entry);
        expect(item.version_count).toBe(row.versionCount);
        expect(item.energies.sort()).toEqual([...row.energies].sort());
        expect(item.url).toBe(`${TEST_SITE}${modelPath(item.brand, item)}`);
      }
      const bare = items.find((m) => m.id === ids.bare)!;
      expect(bare).toMatchObject({ price_from: null, version_count: 0, energies: ["electric"] });
    });

    it("filters by body type: every model is an SUV and the total is the database's", async () => {
      const { items, total } = await allModels("?body=suv");
      expect(items.length).toBeGreaterThan(0);
      expect(items.every((m) => m.body === "suv")).toBe(true);
      expect(total).toBe((await catalogue()).filter((m) => m.body === "suv").length);
    });

    it("filters by brand id", async () => {
      const { items, total } = await allModels(`?brand=${ids.toyota}`);
      expect(items.every((m) => m.brand.id === ids.toyota && m.brand.slug === "toyota")).toBe(true);
      expect(total).toBe((await catalogue()).filter((m) => m.brandId === ids.toyota).length);
    });

    it("filters by energy: the model's own or one of its versions'", async () => {
      const db = await catalogue();
      for (const energy of energies) {
        const { items, total } = await allModels(`?energy=${encodeURIComponent(energy)}`);
        expect(items.every((m) => m.energies.includes(energy))).toBe(true);
        expect(total, energy).toBe(db.filter((m) => m.energies.has(energy)).length);
      }
    });

    it("bounds price_from by min_price and max_price, leaving out models without a price", async () => {
      const db = await catalogue();
      const [min, max] = [25_000_000, 60_000_000];
      const both = await allModels(`?min_price=${min}&max_price=${max}`);
      expect(both.items.length).toBeGreaterThan(0);
      expect(
        both.items.every((m) => m.price_from !== null && m.price_from >= min && m.price_from <= max),
      ).toBe(true);
      expect(both.total).toBe(db.filter((m) => m.entry !== null && m.entry >= min && m.entry <= max).length);
      const above = await allModels(`?min_price=${min}`);
      expect(above.total).toBe(db.filter((m) => m.entry !== null && m.entry >= min).length);
      const below = await allModels(`?max_price=${max}`);
      expect(below.total).toBe(db.filter((m) => m.entry !== null && m.entry <= max).length);
      expect(below.items.some((m) => m.id === ids.bare)).toBe(false);
    });

    it("combines filters and pages through them", async () => {
      const combined = await allModels(`?brand=${ids.toyota}&body=suv&energy=hybrid`);
      expect(combined.total).toBe(
        (await catalogue()).filter(
          (m) => m.brandId === ids.toyota && m.body === "suv" && m.energies.has("hybrid"),
        ).length,
      );
      const { items } = await allModels();
      const page = await ok<Paged<ApiModel>>("/api/v1/models?page=3&per_page=7", "/api/v1/models");
      expect(page.meta).toEqual({
        page: 3,
        per_page: 7,
        total: items.length,
        pages: Math.ceil(items.length / 7),
      });
      expect(page.data).toEqual(items.slice(14, 21));
      const beyond = await ok<Paged<ApiModel>>("/api/v1/models?page=999", "/api/v1/models");
      expect(beyond.data).toEqual([]);
      expect(beyond.meta.total).toBe(items.length);
    });

    it("refuses bad filters with a message for the parameter", async () => {
      const fields = async (path: string) => {
        const answer = await callApi(context(), path);
        expect(answer.status, path).toBe(400);
        return (answer.body as { error: { fields: Record<string, string> } }).error.fields;
      };
      expect((await fields("/api/v1/models?energy=steam")).energy).toBe(
        "Must be one of: petrol, diesel, hybrid, plug-in hybrid, electric.",
      );
      expect((await fields("/api/v1/models?body=tank")).body).toMatch(
        /^Must be one of: hatchback, sedan, suv/,
      );
      expect((await fields("/api/v1/models?per_page=0")).per_page).toBe("Must be at least 1.");
      expect((await fields("/api/v1/models?min_price=9&max_price=8")).max_price).toBe(
        "Must be at least min_price.",
      );
      expect((await fields("/api/v1/models?brand=999999")).brand).toBe("No brand has this id.");
    });
  });

  describe("/models/{id}", () => {
    it("answers the model with its versions, cheapest first, as the list does", async () => {
      const [listed] = (
        await ok<Paged<ApiModel>>(`/api/v1/models?brand=${ids.toyota}&per_page=1`, "/api/v1/models")
      ).data;
      const { data } = await ok<{ data: ApiModelDetail }>(
        `/api/v1/models/${listed!.id}`,
        "/api/v1/models/{id}",
      );
      expect(data).toMatchObject(listed!);
      const rows = await database.db
        .select()
        .from(versions)
        .where(eq(versions.modelId, listed!.id))
        .orderBy(asc(versions.priceRwf), asc(versions.name));
      expect(data.versions.map((v) => [v.id, v.price, v.energy, v.gearbox])).toEqual(
        rows.map((v) => [v.id, v.priceRwf, v.energy, v.transmission]),
      );
      expect(data.versions[0]!.price).toBe(data.price_from);
      expect(data.versions[0]!.url).toBe(
        `${TEST_SITE}${versionPath(data.brand, data, { id: rows[0]!.id, slug: rows[0]!.slug })}`,
      );
      const bare = await ok<{ data: ApiModelDetail }>(`/api/v1/models/${ids.bare}`, "/api/v1/models/{id}");
      expect(bare.data).toMatchObject({ versions: [], price_from: null, version_count: 0 });
    });

    it("is a 404 for an unknown id", async () => {
      for (const path of ["/api/v1/models/999999", "/api/v1/models/x1"]) {
        const answer = await callApi(context(), path);
        expect(answer.status, path).toBe(404);
        expect(answer.body).toMatchObject({ error: { code: "not_found", message: "No model has this id." } });
      }
    });
  });

  describe("/versions", () => {
    const pageOf = async (version: ApiVersion) =>
      (await versionLoader({
        request: get(new URL(version.url).pathname),
        context: context(),
        params: {
          slug: version.brand.slug,
          modelSlug: version.model.slug,
          versionParam: `${version.id}-${version.slug}`,
        },
      } as never)) as Awaited<ReturnType<typeof versionLoader>>;

    /** The API's spec fields read back into the spec sheet's own shape. */
    const asSpecs = (v: ApiVersion): VersionSpecs => {
      const s = v.specs;
      return {
        priceRwf: v.price,
        engineLabel: s.engine,
        displacementCc: s.displacement_cc,
        energy: s.energy,
        powerKw: s.power_kw,
        powerHp: s.power_hp,
        torqueNm: s.torque_nm,
        transmission: s.gearbox,
        gears: s.gears,
        drive: s.drive,
        consumptionL100: s.fuel_consumption_l_100km,
        consumptionKwh100: s.electric_consumption_kwh_100km,
        co2Gkm: s.co2_g_km,
        batteryKwh: s.battery_kwh,
        electricRangeKm: s.electric_range_km,
        acChargeKw: s.ac_charge_kw,
        dcChargeKw: s.dc_charge_kw,
        zeroToHundredS: s.acceleration_0_100_kmh_s,
        topSpeedKmh: s.top_speed_kmh,
        lengthMm: s.length_mm,
        widthMm: s.width_mm,
        heightMm: s.height_mm,
        wheelbaseMm: s.wheelbase_mm,
        groundClearanceMm: s.ground_clearance_mm,
        kerbWeightKg: s.kerb_weight_kg,
        seats: s.seats,
        doors: s.doors,
        bootLitres: s.boot_l,
        tankLitres: s.fuel_tank_l,
        warranty: s.warranty,
      };
    };

    it("carries the list price, spec sheet and equipment of the site's version page", async () => {
      const { items } = await allVersions(`?brand=${ids.toyota}`);
      const electric = (await allVersions("?energy=electric")).items;
      expect(items.length).toBeGreaterThan(2);
      expect(electric.length).toBeGreaterThan(1);
      for (const version of [...items.slice(0, 3), ...electric.slice(0, 2)]) {
        const page = await pageOf(version);
        expect(page.version.price).toBe(formatPrice(version.price, { currency: true }));
        expect(page.version.equipment).toEqual(
          equipmentSheet(version.equipment, textFor(equipmentText, "en")),
        );
        const sheet = specGroups
          .map((group) => ({
            id: group.id,
            label: group.label,
            rows: rowsWithValues(group, [asSpecs(version)]).map((row) => ({
              key: row.key,
              label: row.label,
              value: row.display(asSpecs(version)),
            })),
          }))
          .filter((group) => group.rows.length > 0);
        expect(sheet).toEqual(page.specSheet);
        expect(version.url).toBe(`${TEST_SITE}${versionPath(page.brand, page.model, version)}`);
        expect(version.model.url).toBe(`${TEST_SITE}${modelPath(page.brand, page.model)}`);
      }
    });

    it("lists every version by brand, model, then price; /versions/{id} answers the same item", async () => {
      const { items, total } = await allVersions();
      const ordered = await database.db
        .select({ id: versions.id })
        .from(versions)
        .innerJoin(models, eq(models.id, versions.modelId))
        .innerJoin(brands, eq(brands.id, models.brandId))
        .orderBy(
          asc(brands.name),
          asc(models.name),
          asc(versions.priceRwf),
          asc(versions.name),
          asc(versions.id),
        );
      expect(total).toBe(ordered.length);
      expect(items.map((v) => v.id)).toEqual(ordered.map((v) => v.id));
      const one = await ok<{ data: ApiVersion }>(`/api/v1/versions/${items[5]!.id}`, "/api/v1/versions/{id}");
      expect(one.data).toEqual(items[5]);
    });

    it("filters by model, brand, energy and price, as the database counts", async () => {
      const { db } = database;
      const counted = async (where: SQL | undefined) =>
        (
          await db
            .select({ id: versions.id })
            .from(versions)
            .innerJoin(models, eq(models.id, versions.modelId))
            .where(where)
        ).length;
      const [model] = await db.select().from(models).where(eq(models.brandId, ids.toyota)).limit(1);
      const ofModel = await allVersions(`?model=${model!.id}`);
      expect(ofModel.items.every((v) => v.model.id === model!.id)).toBe(true);
      expect(ofModel.total).toBe(await counted(eq(versions.modelId, model!.id)));

      const ofBrand = await allVersions(`?brand=${ids.toyota}`);
      expect(ofBrand.items.every((v) => v.brand.id === ids.toyota)).toBe(true);
      expect(ofBrand.total).toBe(await counted(eq(models.brandId, ids.toyota)));

      const diesel = await allVersions("?energy=diesel");
      expect(diesel.items.length).toBeGreaterThan(0);
      expect(diesel.items.every((v) => v.specs.energy === "diesel")).toBe(true);
      expect(diesel.total).toBe(await counted(eq(versions.energy, "diesel")));

      const [min, max] = [30_000_000, 50_000_000];
      const priced = await allVersions(`?min_price=${min}&max_price=${max}&brand=${ids.toyota}`);
      expect(priced.items.every((v) => v.price >= min && v.price <= max && v.brand.id === ids.toyota)).toBe(
        true,
      );
      expect(priced.total).toBe(
        await counted(
          and(gte(versions.priceRwf, min), lte(versions.priceRwf, max), eq(models.brandId, ids.toyota)),
        ),
      );
    });

    it("refuses unknown models and brands, and is a 404 for an unknown version", async () => {
      const model = await callApi(context(), "/api/v1/versions?model=999999");
      expect(model.status).toBe(400);
      expect(model.body).toMatchObject({ error: { fields: { model: "No model has this id." } } });
      const energy = await callApi(context(), "/api/v1/versions?energy=steam");
      expect(energy.body).toMatchObject({
        error: { fields: { energy: expect.stringMatching(/^Must be one of/) } },
      });
      const missing = await callApi(context(), "/api/v1/versions/999999");
      expect(missing.status).toBe(404);
      expect(missing.body).toMatchObject({
        error: { code: "not_found", message: "No version has this id." },
      });
    });
  });

  describe("photos", () => {
    it("gives a model's first photo to the model and its versions, a version's own first photo to it, and the model's photos in order; null without", async () => {
      const { db } = database;
      const [model] = await db.select().from(models).where(eq(models.brandId, ids.toyota)).limit(1);
      const keys = ["1a", "2b"].map((start) => `${start}000000-0000-4000-8000-000000000000`);
      await db.insert(modelPhotos).values([
        { modelId: model!.id, position: 1, imageKey: keys[0]!, width: 700, height: 467, alt: "" },
        {
          modelId: model!.id,
          position: 0,
          imageKey: keys[1]!,
          width: 1280,
          height: 800,
          alt: "Front, white",
        },
      ]);
      try {
        const first = `${TEST_SITE}/uploads/2b/${keys[1]}-960.webp`;
        const { data } = await ok<{ data: ApiModelDetail }>(
          `/api/v1/models/${model!.id}`,
          "/api/v1/models/{id}",
        );
        expect(data.image_url).toBe(first);
        expect(data.photos).toEqual([
          {
            url: `${TEST_SITE}/uploads/2b/${keys[1]}-1280.webp`,
            width: 1280,
            height: 800,
            alt: "Front, white",
          },
          { url: `${TEST_SITE}/uploads/1a/${keys[0]}-960.webp`, width: 700, height: 467, alt: "" },
        ]);
        const listed = (await allModels(`?brand=${ids.toyota}`)).items;
        expect(listed.find((m) => m.id === model!.id)!.image_url).toBe(first);
        expect(listed.filter((m) => m.id !== model!.id).every((m) => m.image_url === null)).toBe(true);

        const { items: own } = await allVersions(`?model=${model!.id}`);
        expect(own.length).toBeGreaterThan(0);
        expect(own.every((v) => v.image_url === first)).toBe(true);
        const one = await ok<{ data: ApiVersion }>(`/api/v1/versions/${own[0]!.id}`, "/api/v1/versions/{id}");
        expect(one.data.image_url).toBe(first);

        const bare = await ok<{ data: ApiModelDetail }>(`/api/v1/models/${ids.bare}`, "/api/v1/models/{id}");
        expect(bare.data).toMatchObject({ image_url: null, photos: [] });
        const { items: others } = await allVersions(`?brand=${ids.toyota}`);
        expect(others.filter((v) => v.model.id !== model!.id).every((v) => v.image_url === null)).toBe(true);

        // A version with photos of its own gives its own first photo, as its page's top; its siblings the model's.
        const ownKey = "3c000000-0000-4000-8000-000000000000";
        await db.insert(versionPhotos).values({
          versionId: own[0]!.id,
          position: 0,
          imageKey: ownKey,
          width: 1280,
          height: 800,
          alt: "",
        });
        const ownFirst = `${TEST_SITE}/uploads/3c/${ownKey}-960.webp`;
        const { items: after } = await allVersions(`?model=${model!.id}`);
        expect(after.map((v) => v.image_url)).toEqual(
          after.map((v) => (v.id === own[0]!.id ? ownFirst : first)),
        );
        const mine = await ok<{ data: ApiVersion }>(
          `/api/v1/versions/${own[0]!.id}`,
          "/api/v1/versions/{id}",
        );
        expect(mine.data.image_url).toBe(ownFirst);
      } finally {
        await db.delete(modelPhotos).where(eq(modelPhotos.modelId, model!.id));
        await db.delete(versionPhotos);
      }
    });
  });

  describe("/deals", () => {
    const liveIds = async (brandId?: number) =>
      (
        await database.db
          .select({ id: deals.id })
          .from(deals)
          .innerJoin(models, eq(models.id, deals.modelId))
          .where(
            and(
              lte(deals.validFrom, today),
              gte(deals.validTo, today),
              brandId === undefined ? undefined : eq(models.brandId, brandId),
            ),
          )
      )
        .map((d) => d.id)
        .sort((a, b) => a - b);

    it("lists only the deals live today, in the current-deals page's order and prices", async () => {
      const { items, total } = await allDeals();
      expect(total).toBeGreaterThan(0);
      expect(items.map((d) => d.id).sort((a, b) => a - b)).toEqual(await liveIds());
      expect(items.map((d) => d.id)).not.toContain(ids.expired);
      expect(items.map((d) => d.id)).not.toContain(ids.future);
      expect(items.every((d) => d.valid_from <= today && d.valid_until >= today)).toBe(true);

      const site = (await dealsLoader({
        request: get("/auto-guide/current-deals"),
        context: context(),
        params: {},
      } as never)) as Awaited<ReturnType<typeof dealsLoader>>;
      const firstPage = items.slice(0, site.deals.length);
      expect(firstPage.map((d) => d.id)).toEqual(site.deals.map((d) => d.id));
      for (const [index, deal] of firstPage.entries()) {
        const shown = site.deals[index]!;
        expect(shown.title).toBe(deal.title);
        if (deal.deal_price && deal.deal_price > 0)
          expect(shown.price).toContain(formatPrice(deal.deal_price, { currency: true }));
        expect(`${TEST_SITE}${shown.href}`).toBe(deal.url);
        expect(deal.url).toBe(deal.model.url);
      }
    });

    it("says which versions each deal is on and prices it from the cheapest of them", async () => {
      const { items } = await allDeals();
      // The seeded deals cover each kind: on all versions, one or several; an amount or a percent off.
      expect(items.some((d) => d.all_versions)).toBe(true);
      expect(items.some((d) => !d.all_versions && d.versions.length === 1 && d.version !== null)).toBe(true);
      expect(items.some((d) => d.versions.length > 1 && d.version === null)).toBe(true);
      expect(items.some((d) => d.percent_off !== null) && items.some((d) => d.discount !== null)).toBe(true);
      for (const deal of items) {
        expect([deal.new_price, deal.discount, deal.percent_off].filter((v) => v !== null)).toHaveLength(1);
        const model = await ok<{ data: ApiModel & { versions: { id: number; price: number }[] } }>(
          `/api/v1/models/${deal.model.id}`,
          "/api/v1/models/{id}",
        );
        const prices = new Map(model.data.versions.map((v) => [v.id, v.price]));
        if (deal.all_versions)
          expect(deal.versions.map((v) => v.id).sort()).toEqual([...prices.keys()].sort());
        for (const version of deal.versions) expect(prices.has(version.id)).toBe(true);
        const cheapest = Math.min(...deal.versions.map((v) => prices.get(v.id)!));
        expect(deal.list_price).toBe(cheapest);
        if (deal.discount !== null) {
          expect(deal.saving).toBe(deal.discount);
          expect(deal.deal_price).toBe(cheapest - deal.discount);
        } else if (deal.percent_off !== null) {
          expect(deal.deal_price).toBe(Math.round((cheapest * (100 - deal.percent_off)) / 100));
          expect(deal.saving).toBe(cheapest - deal.deal_price!);
        } else {
          expect(deal.deal_price).toBe(deal.new_price);
        }
      }
    });

    it("filters by brand, by slug or id alike, as the page does", async () => {
      const bySlug = await allDeals("?brand=toyota");
      const byId = await allDeals(`?brand=${ids.toyota}`);
      expect(bySlug.items.length).toBeGreaterThan(0);
      expect(bySlug.items).toEqual(byId.items);
      expect(bySlug.items.every((d) => d.brand.slug === "toyota")).toBe(true);
      expect(bySlug.items.map((d) => d.id).sort((a, b) => a - b)).toEqual(await liveIds(ids.toyota));
      const site = (await dealsLoader({
        request: get("/auto-guide/current-deals?brand=toyota"),
        context: context(),
        params: {},
      } as never)) as Awaited<ReturnType<typeof dealsLoader>>;
      expect(bySlug.items.slice(0, site.deals.length).map((d) => d.id)).toEqual(site.deals.map((d) => d.id));

      const unknown = await callApi(context(), "/api/v1/deals?brand=no-such-brand");
      expect(unknown.status).toBe(400);
      expect(unknown.body).toMatchObject({ error: { fields: { brand: "No brand has this id or slug." } } });
    });
  });
});
