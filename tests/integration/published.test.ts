import { and, asc, eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  countModelsByEnergy,
  getBrand,
  listBrandsWithModels,
  listModelsByEnergy,
} from "../../app/features/catalogue/catalogue.server";
import { loadCarList } from "../../app/features/catalogue/car-list.server";
import { brandChoices, findModels } from "../../app/features/catalogue/finder.server";
import {
  featuredModels,
  guideCounts,
  listLiveDeals,
  listMakes,
  liveDealChoices,
} from "../../app/features/catalogue/guide.server";
import { getModelPage } from "../../app/features/catalogue/models.server";
import { loader as brandLoader } from "../../app/features/catalogue/routes/brand";
import { loader as modelLoader } from "../../app/features/catalogue/routes/model";
import { loader as versionLoader } from "../../app/features/catalogue/routes/version";
import { comparatorView } from "../../app/features/comparator/comparator-view.server";
import { dealerChoices, listDealers } from "../../app/features/dealers/dealers.server";
import { leadOptions } from "../../app/features/leads/leads.server";
import { listReviews, reviewChoices } from "../../app/features/reviews/reviews.server";
import { suggest } from "../../app/features/search/search.server";
import { catalogueSitemap } from "../../app/features/seo/sitemap.server";
import { kigaliDate } from "../../app/shared/lib/dates";
import { brandPath, modelPath, versionPath } from "../../app/shared/lib/links";
import { formatPrice } from "../../app/shared/lib/price";
import { brands, models, versions } from "../../app/shared/db/schema";
import { callApi } from "../setup/api";
import { testContext, readNow } from "../setup/app-context";
import { get } from "../setup/requests";
import { createTestDatabase, drivers } from "../setup/test-db";

/**
 * Unpublishing a brand, a model or a version takes it out of every public place: each test checks a place
 * shows the item, hides it, checks it is gone, and publishes it again (the database is shared by the file).
 */
describe.each(drivers)("hidden catalogue items (%s)", (driver) => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let context: AppLoadContext;
  const today = kigaliDate();
  type Car = {
    brand: { id: number; slug: string; name: string };
    model: { id: number; slug: string; name: string };
    /** The model's versions, cheapest first. */
    versions: { id: number; slug: string; priceRwf: number }[];
  };
  let rav4: Car;
  let id4: Car;

  const car = async (brandSlug: string, modelName: string): Promise<Car> => {
    const rows = await database.db
      .select({
        brand: { id: brands.id, slug: brands.slug, name: brands.name },
        model: { id: models.id, slug: models.slug, name: models.name },
        version: { id: versions.id, slug: versions.slug, priceRwf: versions.priceRwf },
      })
      .from(versions)
      .innerJoin(models, eq(models.id, versions.modelId))
      .innerJoin(brands, eq(brands.id, models.brandId))
      .where(and(eq(brands.slug, brandSlug), eq(models.name, modelName)))
      .orderBy(asc(versions.priceRwf), asc(versions.id));
    return { brand: rows[0]!.brand, model: rows[0]!.model, versions: rows.map((r) => r.version) };
  };

  /** Runs `check` with the item hidden, then publishes it again whatever happened. */
  const hidden = async (
    item: { brand: number } | { model: number } | { version: number } | { versions: number[] },
    check: () => Promise<void>,
  ) => {
    const set = (published: boolean) =>
      "brand" in item
        ? database.db.update(brands).set({ published }).where(eq(brands.id, item.brand))
        : "model" in item
          ? database.db.update(models).set({ published }).where(eq(models.id, item.model))
          : "version" in item
            ? database.db.update(versions).set({ published }).where(eq(versions.id, item.version))
            : Promise.all(
                item.versions.map((id) =>
                  database.db.update(versions).set({ published }).where(eq(versions.id, id)),
                ),
              );
    await set(false);
    try {
      await check();
    } finally {
      await set(true);
    }
  };

  const call = (handler: (args: never) => unknown, path: string, params: Record<string, string>) =>
    Promise.resolve(handler({ request: get(path), context, params } as never)).catch(
      (thrown: unknown) => thrown,
    );
  const brandPage = (c: Car) =>
    call(brandLoader, brandPath(c.brand), { slug: c.brand.slug, id: String(c.brand.id) });
  const modelPage = (c: Car) =>
    call(modelLoader, modelPath(c.brand, c.model), {
      slug: c.brand.slug,
      modelParam: `${c.model.id}-${c.model.slug}`,
    });
  const versionPage = (c: Car, v: Car["versions"][number]) =>
    call(versionLoader, versionPath(c.brand, c.model, v), {
      slug: c.brand.slug,
      modelSlug: c.model.slug,
      versionParam: `${v.id}-${v.slug}`,
    });
  const status = (thrown: unknown) =>
    thrown instanceof Response ? thrown.status : (thrown as { init?: { status?: number } }).init?.status;
  const api = async (path: string) => {
    const answer = await callApi(context, path);
    return { status: answer.status, body: answer.body as { data: { id: number }[] } };
  };
  const ids = (items: { id: number }[]) => items.map((item) => item.id);
  type ComparatorPage = {
    ids: number[];
    notices: string[];
    picker: { options: { id: number }[] } | null;
    popular: { cars: { id: number }[] }[];
  };
  const comparator = async (params: string) =>
    (await comparatorView(database.db, {
      params: new URLSearchParams(params),
      bot: true,
      siteUrl: "https://imodoka.test",
      locale: "en",
    })) as unknown as ComparatorPage;
  /** What the comparator's picker offers (brands, a brand's models or a model's versions). */
  const pickerOffers = async (params: string) => ids((await comparator(params)).picker!.options);
  const deals = async () =>
    (await listLiveDeals(database.db, today, { sort: "ending" }, 1, "en", 100)).deals.map((d) => d.title);
  const finder = async (q = "") =>
    (
      await findModels(database.db, {
        filters: { q, budget: "", sort: "relevance" },
        page: 1,
        perPage: 500,
      })
    ).models;
  const sitemap = async () => (await catalogueSitemap(database.db)).map((entry) => entry.loc);

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    context = testContext(database.db);
    rav4 = await car("toyota", "RAV4");
    id4 = await car("volkswagen", "ID.4");
  });
  afterAll(() => database?.cleanup());

  it("moves a hidden version's page to its model's (301), answers 404 for its API call, and drops it from the model page, prices, sitemap and API list", async () => {
    const [entry, next] = rav4.versions;
    const shown = async () => {
      const page = (await getModelPage(database.db, rav4.model.id, today, "en"))!;
      return {
        versionPage: status(await versionPage(rav4, entry!)),
        api: (await api(`/api/v1/versions/${entry!.id}`)).status,
        onModelPage: ids(page.versions).includes(entry!.id),
        inApiList: ids((await api(`/api/v1/versions?model=${rav4.model.id}`)).body.data).includes(entry!.id),
        apiPriceFrom: (
          (await api(`/api/v1/models/${rav4.model.id}`)).body as unknown as { data: { price_from: number } }
        ).data.price_from,
        inSitemap: (await sitemap()).includes(versionPath(rav4.brand, rav4.model, entry!)),
        finderFrom: (await finder()).find((m) => m.id === rav4.model.id)!.minPrice,
      };
    };
    expect(await shown()).toEqual({
      versionPage: undefined,
      api: 200,
      onModelPage: true,
      inApiList: true,
      apiPriceFrom: entry!.priceRwf,
      inSitemap: true,
      finderFrom: entry!.priceRwf,
    });
    await hidden({ version: entry!.id }, async () => {
      const moved = (await versionPage(rav4, entry!)) as Response;
      expect(moved.headers.get("Location")).toBe(modelPath(rav4.brand, rav4.model));
      expect(await shown()).toEqual({
        versionPage: 301,
        api: 404,
        onModelPage: false,
        inApiList: false,
        apiPriceFrom: next!.priceRwf,
        inSitemap: false,
        finderFrom: next!.priceRwf,
      });
    });
  });

  it("leaves a hidden version out of the comparator, its picker, popular comparisons and deals", async () => {
    const entry = rav4.versions[0]!;
    const other = id4.versions[0]!;
    const shown = async () => {
      const compared = await comparator(`versions=${entry.id},${other.id}`);
      const empty = await comparator("");
      return {
        compared: compared.ids,
        unknownNotice: compared.notices.some((n) => n.includes(String(entry.id))),
        inPicker: (await pickerOffers(`brand=${rav4.brand.id}&model=${rav4.model.id}`)).includes(entry.id),
        inPopular: empty.popular.some((p) => ids(p.cars).includes(entry.id)),
        deal: (await deals()).includes("RAV4 Hybrid: 5 % off"),
      };
    };
    expect(await shown()).toEqual({
      compared: [entry.id, other.id],
      unknownNotice: false,
      inPicker: true,
      inPopular: true,
      deal: true,
    });
    await hidden({ version: entry.id }, async () => {
      expect(await shown()).toEqual({
        compared: [other.id],
        unknownNotice: true,
        inPicker: false,
        inPopular: false,
        // The RAV4 deal is on the hybrid only, not on this petrol entry version.
        deal: true,
      });
    });
    await hidden({ version: rav4.versions[1]!.id }, async () => {
      expect((await shown()).deal).toBe(false);
    });
  });

  it("prices a deal on listed versions from the cheapest one shown, names those, and drops it when none is", async () => {
    const hilux = await car("toyota", "Hilux");
    const [, raider, legend] = hilux.versions;
    const title = "Hilux double cab end-of-year offer";
    const shown = async () => {
      const card = (await listLiveDeals(database.db, today, { sort: "ending" }, 1, "en", 100)).deals.find(
        (d) => d.title === title,
      );
      const page = await getModelPage(database.db, hilux.model.id, today, "en");
      const apiDeal = (
        (await api(`/api/v1/deals?brand=toyota&per_page=100`)).body.data as unknown as {
          title: string;
          list_price: number;
          versions: { id: number }[];
        }[]
      ).find((d) => d.title === title);
      return {
        appliesTo: card?.appliesTo,
        oldPrice: card?.oldPrice,
        onModelPage: page!.deals.some((d) => d.title === title),
        apiVersions: apiDeal && ids(apiDeal.versions),
        apiListPrice: apiDeal?.list_price,
      };
    };
    const rwf = (price: number) => formatPrice(price, { currency: true });
    expect(await shown()).toEqual({
      appliesTo: "2 versions: 2.4 GD-6 Raider Double Cab 4x4 MT, 2.8 GD-6 Legend Double Cab 4x4 AT",
      oldPrice: rwf(raider!.priceRwf),
      onModelPage: true,
      apiVersions: [raider!.id, legend!.id],
      apiListPrice: raider!.priceRwf,
    });
    await hidden({ version: raider!.id }, async () => {
      expect(await shown()).toEqual({
        appliesTo: "2.8 GD-6 Legend Double Cab 4x4 AT",
        oldPrice: rwf(legend!.priceRwf),
        onModelPage: true,
        apiVersions: [legend!.id],
        apiListPrice: legend!.priceRwf,
      });
    });
    await hidden({ versions: [raider!.id, legend!.id] }, async () => {
      expect(await shown()).toEqual({
        appliesTo: undefined,
        oldPrice: undefined,
        onModelPage: false,
        apiVersions: undefined,
        apiListPrice: undefined,
      });
    });
  });

  it("answers 410 for a hidden model's page and 404 for its API call, and leaves it out of lists, search, sitemap, reviews and deals", async () => {
    const shown = async () => {
      const brand = (await getBrand(database.db, rav4.brand.id, "en"))!;
      const footer = (await listBrandsWithModels(database.db)).find((b) => b.id === rav4.brand.id)!;
      return {
        page: status(await modelPage(rav4)),
        api: (await api(`/api/v1/models/${rav4.model.id}`)).status,
        apiVersionFilter: (await api(`/api/v1/versions?model=${rav4.model.id}`)).status,
        apiList: ids((await api(`/api/v1/models?brand=${rav4.brand.id}`)).body.data).includes(rav4.model.id),
        brandPage: ids(brand.models).includes(rav4.model.id),
        footer: ids(footer.models).includes(rav4.model.id),
        suggestions: (await suggest(database.db, "rav4")).some(
          (s) => s.type === "model" && s.model_id === rav4.model.id,
        ),
        finder: ids(await finder()).includes(rav4.model.id),
        picker: (await pickerOffers(`brand=${rav4.brand.id}`)).includes(rav4.model.id),
        sitemap: (await sitemap()).includes(modelPath(rav4.brand, rav4.model)),
        reviews: (await listReviews(database.db, { sort: "date", page: 1, perPage: 500 })).reviews.some(
          (r) => r.modelId === rav4.model.id,
        ),
        reviewChoices: ids((await reviewChoices(database.db, rav4.brand.id)).models).includes(rav4.model.id),
        deals: (await deals()).includes("RAV4 Hybrid: 5 % off"),
      };
    };
    const everywhere = {
      page: undefined,
      api: 200,
      apiVersionFilter: 200,
      apiList: true,
      brandPage: true,
      footer: true,
      suggestions: true,
      finder: true,
      picker: true,
      sitemap: true,
      reviews: true,
      reviewChoices: true,
      deals: true,
    };
    expect(await shown()).toEqual(everywhere);
    await hidden({ model: rav4.model.id }, async () => {
      expect(await shown()).toEqual({
        page: 410,
        api: 404,
        apiVersionFilter: 400,
        apiList: false,
        brandPage: false,
        footer: false,
        suggestions: false,
        finder: false,
        picker: false,
        sitemap: false,
        reviews: false,
        reviewChoices: false,
        deals: false,
      });
    });
    expect(await shown()).toEqual(everywhere);
  });

  it("leaves a hidden model out of the electric list, the home list, the guide's counts and its featured models", async () => {
    const [featured] = await featuredModels(database.db, today, "en");
    const shown = async () => {
      const electric = await loadCarList(
        database.db,
        readNow,
        new URL("https://imodoka.test/auto-guide/electric-cars"),
        { fields: [], sorts: ["price-asc"], defaultSort: "price-asc", fixed: { energy: "electric" } },
        "en",
      );
      return {
        electric: ids(electric.models).includes(id4.model.id),
        home: ids(await listModelsByEnergy(database.db, "electric", 100)).includes(id4.model.id),
        homeCount: await countModelsByEnergy(database.db, "electric"),
        counts: await guideCounts(database.db, today),
        featured: ids(await featuredModels(database.db, today, "en")).includes(featured!.id),
      };
    };
    const before = await shown();
    expect(before).toMatchObject({ electric: true, home: true, featured: true });
    await hidden({ model: id4.model.id }, async () => {
      const after = await shown();
      expect(after).toMatchObject({ electric: false, home: false, homeCount: before.homeCount - 1 });
      expect(after.counts).toMatchObject({
        models: before.counts.models - 1,
        electric: before.counts.electric - 1,
        makes: before.counts.makes,
      });
    });
    await hidden({ model: featured!.id }, async () => {
      expect((await shown()).featured).toBe(false);
    });
  });

  it("keeps the page of a model with every version hidden, saying none is on sale, and leaves it out of priced lists", async () => {
    const shown = async () => {
      const page = (await modelPage(id4)) as { priceText: string; versions: unknown[] };
      const brand = (await getBrand(database.db, id4.brand.id, "en"))!;
      const apiList = (await api(`/api/v1/models?brand=${id4.brand.id}`)).body.data as unknown as {
        id: number;
        price_from: number | null;
        version_count: number;
      }[];
      return {
        priceText: page.priceText,
        versions: page.versions.length,
        brandPage: ids(brand.models).includes(id4.model.id),
        finder: ids(await finder()).includes(id4.model.id),
        picker: (await pickerOffers(`brand=${id4.brand.id}`)).includes(id4.model.id),
        apiItem: apiList.find((m) => m.id === id4.model.id),
        api: (await api(`/api/v1/models/${id4.model.id}`)).status,
      };
    };
    expect(await shown()).toMatchObject({
      priceText: expect.stringMatching(/RWF/),
      brandPage: true,
      finder: true,
      picker: true,
      apiItem: { price_from: id4.versions[0]!.priceRwf, version_count: id4.versions.length },
      api: 200,
    });
    await hidden({ versions: ids(id4.versions) }, async () => {
      expect(await shown()).toEqual({
        priceText: "No version on sale",
        versions: 0,
        brandPage: false,
        finder: false,
        picker: false,
        // The API lists it with no price rather than leaving it out: null says there is none.
        apiItem: expect.objectContaining({ id: id4.model.id, price_from: null, version_count: 0 }),
        api: 200,
      });
    });
  });

  it("answers 410 for a hidden brand's page (and its versions') and 404 for its API call, and leaves it out of every list and filter", async () => {
    const now = new Date();
    const shown = async () => {
      const makes = await listMakes(database.db, 1, "en", 500);
      const toyotaDealers = await listDealers(
        database.db,
        { brand: rav4.brand.slug, openNow: false },
        now,
        1,
        "Imodoka",
        "en",
      );
      const allDealers = await listDealers(database.db, { openNow: false }, now, 1, "Imodoka", "en", 500);
      return {
        page: status(await brandPage(rav4)),
        api: (await api(`/api/v1/brands/${rav4.brand.id}`)).status,
        apiFilter: (await api(`/api/v1/models?brand=${rav4.brand.id}`)).status,
        apiList: ids((await api("/api/v1/brands?per_page=100")).body.data).includes(rav4.brand.id),
        apiDeals: (await api(`/api/v1/deals?brand=${rav4.brand.slug}`)).status,
        footer: ids(await listBrandsWithModels(database.db)).includes(rav4.brand.id),
        makes: ids(makes.makes).includes(rav4.brand.id),
        finderChoices: ids(await brandChoices(database.db)).includes(rav4.brand.id),
        finder: (await finder()).some((m) => m.brand.id === rav4.brand.id),
        picker: (await pickerOffers("")).includes(rav4.brand.id),
        dealChoices: (await liveDealChoices(database.db, today)).brands.some(
          (b) => b.slug === rav4.brand.slug,
        ),
        dealerChoices: (await dealerChoices(database.db)).brands.some((b) => b.slug === rav4.brand.slug),
        dealerFilter: toyotaDealers.dealers.length > 0,
        dealerCards: allDealers.dealers.some((d) => d.brands.includes(rav4.brand.name)),
        leads: ids((await leadOptions(database.db)).brands).includes(rav4.brand.id),
        reviewMakes: ids((await reviewChoices(database.db, undefined)).makes).includes(rav4.brand.id),
        versionPage: status(await versionPage(rav4, rav4.versions[0]!)),
      };
    };
    const everywhere = {
      page: undefined,
      api: 200,
      apiFilter: 200,
      apiList: true,
      apiDeals: 200,
      footer: true,
      makes: true,
      finderChoices: true,
      finder: true,
      picker: true,
      dealChoices: true,
      dealerChoices: true,
      dealerFilter: true,
      dealerCards: true,
      leads: true,
      reviewMakes: true,
      versionPage: undefined,
    };
    expect(await shown()).toEqual(everywhere);
    await hidden({ brand: rav4.brand.id }, async () => {
      expect(await shown()).toEqual({
        page: 410,
        api: 404,
        apiFilter: 400,
        apiList: false,
        apiDeals: 400,
        footer: false,
        makes: false,
        finderChoices: false,
        finder: false,
        picker: false,
        dealChoices: false,
        dealerChoices: false,
        dealerFilter: false,
        dealerCards: false,
        leads: false,
        reviewMakes: false,
        versionPage: 410,
      });
    });
  });
});
