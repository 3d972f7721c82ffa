import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loader as countLoader } from "../../app/features/used-market/routes/used-search-count";
import { loader as listingLoader } from "../../app/features/used-market/routes/used-listing";
import { loader as searchLoader } from "../../app/features/used-market/routes/used-search";
import { parseUsedFilters } from "../../app/features/used-market/used-filters";
import { usedListingPhotos, usedListings, users } from "../../app/shared/db/schema";
import { eq } from "drizzle-orm";
import {
  bodyCounts,
  countListings,
  marketFacets,
  searchListings,
} from "../../app/features/used-market/used-market.server";
import { listingFacts, listingHighlights } from "../../app/features/used-market/used-pages.server";
import { usedMarketText } from "../../app/features/used-market/text/used-market";
import { textFor } from "../../app/shared/i18n/text";
import { testContext } from "../setup/app-context";
import { createTestDatabase, drivers } from "../setup/test-db";

const SITE = "http://localhost:3000";
const day = (n: number) => new Date(Date.UTC(2026, 10, 1 + n));

/** Makes no demo listing uses, so the seeded market does not disturb the counts. */
const base = {
  userId: "used-market-test",
  model: "Alpha",
  title: "A test car",
  energy: "petrol" as const,
  gearbox: "automatic" as const,
  body: "suv" as const,
  colour: "White",
  district: "Gasabo",
  sector: "Kimironko",
  description: "Test listing.",
  sellerName: "Test Seller",
  phone: "+250788000000",
  photoCount: 1,
};

describe("a listing's figures", () => {
  const t = textFor(usedMarketText, "en");
  const listing = (mileageKm: number, engineCc: number | null) =>
    ({
      year: 2014,
      mileageKm,
      engineCc,
      energy: "diesel",
      gearbox: "manual",
      body: null,
      drive: null,
      steering: "left",
      colour: null,
      condition: null,
      importStatus: null,
      sector: "Gikondo",
      district: "Kicukiro",
    }) as unknown as Parameters<typeof listingFacts>[0];

  it("groups thousands with dots, as prices, and shows a new car's 0 km as 0", () => {
    expect(listingHighlights(listing(126_500, 2_400), t).map((fact) => fact.text)).toEqual([
      "2014",
      "126.500 km",
      "Diesel",
      "Manual",
      "Gikondo, Kicukiro",
    ]);
    expect(listingFacts(listing(126_500, 2_400), t)).toContainEqual({ label: "Engine", value: "2.400 cc" });
    expect(listingHighlights(listing(0, null), t)[1]).toEqual({ icon: "gauge", text: "0 km" });
  });
});

describe.each(drivers)("the used-car market's search and listing pages (%s)", (driver) => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let context: AppLoadContext;
  const ids: Record<string, number> = {};

  const search = (query: string) => parseUsedFilters(new URLSearchParams(query), 2026);
  const call = <T>(loader: (args: never) => T, path: string, params: Record<string, string> = {}) =>
    Promise.resolve(loader({ request: new Request(`${SITE}${path}`), context, params } as never)).catch(
      (thrown: unknown) => thrown,
    );

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    context = testContext(database.db);
    await database.db.insert(users).values({ id: base.userId, name: "Test Seller", email: "seller@test.rw" });
    const rows = [
      {
        key: "cheap",
        make: "Zetamotors",
        priceRwf: 4_000_000,
        year: 2010,
        mileageKm: 180_000,
        publishedAt: day(1),
      },
      {
        key: "mid",
        make: "Zetamotors",
        priceRwf: 12_000_000,
        year: 2016,
        mileageKm: 60_000,
        publishedAt: day(3),
        gearbox: "manual" as const,
      },
      {
        key: "dear",
        make: "Omegacars",
        model: "Beta Max",
        priceRwf: 30_000_000,
        year: 2019,
        mileageKm: 20_000,
        publishedAt: day(2),
        energy: "diesel" as const,
        district: "Musanze",
        sector: "Muhoza",
        sellerType: "dealer" as const,
        steering: "right" as const,
      },
      {
        key: "pending",
        make: "Zetamotors",
        priceRwf: 9_000_000,
        year: 2015,
        mileageKm: 1,
        status: "pending" as const,
      },
      {
        key: "sold",
        make: "Zetamotors",
        priceRwf: 8_000_000,
        year: 2014,
        mileageKm: 2,
        status: "sold" as const,
        publishedAt: day(0),
      },
    ];
    for (const { key, ...row } of rows) {
      const [inserted] = await database.db
        .insert(usedListings)
        .values({ ...base, status: "active", ...row })
        .returning({ id: usedListings.id });
      ids[key] = inserted!.id;
      await database.db.insert(usedListingPhotos).values({
        listingId: inserted!.id,
        position: 0,
        drawing: "/car-art/v1/suv/e9ecf1.svg",
        width: 1200,
        height: 675,
      });
    }
  });
  afterAll(() => database?.cleanup());

  it("finds active listings only, by several makes, newest first", async () => {
    const { page, listings } = await searchListings(database.db, search("make=zetamotors&make=omegacars"), {
      page: 1,
      perPage: 10,
    });
    expect(page.total).toBe(3);
    expect(listings.map((l) => l.id)).toEqual([ids.mid, ids.dear, ids.cheap]);
    expect(listings[0]).toMatchObject({
      path: `/marche-doccasion/annonce/${ids.mid}-zetamotors-alpha-2016`,
      picture: "/car-art/v1/suv/e9ecf1.svg",
      status: "active",
    });
  });

  it.each([
    ["make=zetamotors", ["mid", "cheap"]],
    ["make=omegacars&model=beta-max", ["dear"]],
    ["make=zetamotors&make=omegacars&price_min=5000000&price_max=20000000", ["mid"]],
    ["make=zetamotors&make=omegacars&year_min=2015", ["mid", "dear"]],
    ["make=zetamotors&make=omegacars&mileage_max=100000", ["mid", "dear"]],
    ["make=zetamotors&make=omegacars&energy=diesel", ["dear"]],
    ["make=zetamotors&make=omegacars&gearbox=manual", ["mid"]],
    ["make=zetamotors&make=omegacars&district=Musanze", ["dear"]],
    ["make=zetamotors&make=omegacars&seller=dealer", ["dear"]],
    ["make=zetamotors&make=omegacars&sort=price-asc", ["cheap", "mid", "dear"]],
    ["make=zetamotors&make=omegacars&sort=price-desc", ["dear", "mid", "cheap"]],
    ["make=zetamotors&make=omegacars&sort=mileage", ["dear", "mid", "cheap"]],
    ["make=zetamotors&make=omegacars&sort=year", ["dear", "mid", "cheap"]],
  ])("?%s finds %j", async (query, expected) => {
    const { listings } = await searchListings(database.db, search(query), { page: 1, perPage: 10 });
    expect(listings.map((l) => l.id)).toEqual(expected.map((key) => ids[key]));
  });

  it("pages results, a page past the end showing the last one", async () => {
    const filters = search("make=zetamotors&make=omegacars&sort=price-asc");
    const second = await searchListings(database.db, filters, { page: 2, perPage: 2 });
    expect(second.page).toMatchObject({ page: 2, pages: 2, total: 3 });
    expect(second.listings.map((l) => l.id)).toEqual([ids.dear]);
    expect((await searchListings(database.db, filters, { page: 9, perPage: 2 })).page.page).toBe(2);
  });

  it("offers the makes on the market with their counts, and the models of one make", async () => {
    const facets = await marketFacets(database.db, "omegacars");
    expect(facets.makes).toEqual(
      expect.arrayContaining([
        { key: "zetamotors", label: "Zetamotors", count: 2 },
        { key: "omegacars", label: "Omegacars", count: 1 },
      ]),
    );
    expect(facets.models).toEqual([{ key: "beta-max", label: "Beta Max", count: 1 }]);
  });

  it("keeps the make, model and body counts as listings go online, change, leave and are deleted", async () => {
    const makes = async () =>
      (await marketFacets(database.db, "countcars")).makes.find((f) => f.key === "countcars");
    const models = async () => (await marketFacets(database.db, "countcars")).models;
    const pickups = async () => (await bodyCounts(database.db)).find((b) => b.body === "pickup")?.count ?? 0;
    const pickupsBefore = await pickups();
    const [row] = await database.db
      .insert(usedListings)
      .values({
        ...base,
        make: "Countcars",
        model: "One",
        body: "pickup",
        status: "pending",
        priceRwf: 1,
        year: 2020,
        mileageKm: 1,
      })
      .returning({ id: usedListings.id });
    const id = row!.id;
    expect(await makes()).toBeUndefined();
    await database.db.update(usedListings).set({ status: "active" }).where(eq(usedListings.id, id));
    expect(await makes()).toEqual({ key: "countcars", label: "Countcars", count: 1 });
    expect(await pickups()).toBe(pickupsBefore + 1);
    await database.db
      .update(usedListings)
      .set({ model: "Two Plus", body: "suv" })
      .where(eq(usedListings.id, id));
    expect(await models()).toEqual([{ key: "two-plus", label: "Two Plus", count: 1 }]);
    expect(await pickups()).toBe(pickupsBefore);
    await database.db.update(usedListings).set({ status: "sold" }).where(eq(usedListings.id, id));
    expect(await makes()).toBeUndefined();
    await database.db.update(usedListings).set({ status: "active" }).where(eq(usedListings.id, id));
    await database.db.delete(usedListings).where(eq(usedListings.id, id));
    expect(await makes()).toBeUndefined();
    expect(await models()).toEqual([]);
  });

  it("counts exactly by make, model and body, and other filters up to a cap it says it reached", async () => {
    const byMake = search("make=zetamotors&make=omegacars");
    expect(await countListings(database.db, byMake, 2)).toEqual({ count: 3, capped: false });
    const byGearbox = search("make=zetamotors&make=omegacars&gearbox=automatic");
    expect(await countListings(database.db, byGearbox)).toEqual({ count: 2, capped: false });
    expect(await countListings(database.db, byGearbox, 1)).toEqual({ count: 1, capped: true });
    const capped = await searchListings(database.db, search("price_max=100000000"), {
      page: 9,
      perPage: 2,
      cap: 3,
    });
    expect(capped).toMatchObject({ count: 3, capped: true, page: { page: 2, pages: 2, total: 3 } });
  });

  it("the search page reads the URL, drops unknown makes and builds remove links and the canonical URL", async () => {
    const page = (await call(
      searchLoader,
      "/marche-doccasion/rechercher?make=zetamotors&make=nosuchmake&gearbox=manual&sort=price-asc",
    )) as Awaited<ReturnType<typeof searchLoader>>;
    // The filters' form (a server part) shows the make asked for, checked, and offers no unknown one.
    expect(page.filters).toMatch(/<input type="checkbox"[^>]* checked=""[^>]* value="zetamotors"\/>/);
    expect(page.filters).not.toContain("nosuchmake");
    expect(page.filters).toMatch(/<option value="manual" selected="">Manual<\/option>/);
    expect(page.filters).not.toMatch(/<option value="automatic" selected="">/);
    expect(page.total).toBe(1);
    expect(page.totalText).toBe("1 car for sale");
    // The results are HTML (a server part): the card's heading, price, facts and district.
    const card = page.results!;
    expect(card.match(/<article/g)).toHaveLength(1);
    for (const text of ["Zetamotors Alpha", "12.000.000 RWF", "2016 · 60.000 km · Petrol · Manual", "Gasabo"])
      expect(card).toContain(text);
    // Its only picture is a drawing, which is not a photo of the car: no photo count.
    expect(card).not.toContain("#icon-camera");
    expect(page.canonical).toBe("/marche-doccasion/rechercher?make=zetamotors&gearbox=manual&sort=price-asc");
    expect(page.chips).toEqual([
      { label: "Zetamotors", href: "/marche-doccasion/rechercher?gearbox=manual&sort=price-asc" },
      { label: "Manual", href: "/marche-doccasion/rechercher?make=zetamotors&sort=price-asc" },
    ]);
    expect(page.meta).toContainEqual({ name: "robots", content: "noindex, follow" });
  });

  it("counts for the form as it is filled in", async () => {
    const response = (await call(
      countLoader,
      "/marche-doccasion/rechercher/count?make=zetamotors",
    )) as Response;
    expect(await response.json()).toEqual({ count: 2, label: "Show 2 cars" });
  });

  it("shows a listing with its facts, seller and JSON-LD; a wrong slug answers 301", async () => {
    const path = `/marche-doccasion/annonce/${ids.dear}-omegacars-beta-max-2019`;
    const page = (await call(listingLoader, path, {
      listingParam: `${ids.dear}-omegacars-beta-max-2019`,
    })) as Awaited<ReturnType<typeof listingLoader>>;
    expect(page).toMatchObject({
      car: "Omegacars Beta Max 2019",
      priceText: "30.000.000 RWF",
      status: "active",
    });
    expect(page.labels.rhdWarning).toContain("temporary permit");
    expect(page.facts).toContainEqual({ label: "Location", value: "Muhoza, Musanze" });
    expect(page.seller).toMatchObject({ name: "Test Seller", typeLabel: "Dealer", phone: "+250788000000" });
    const ld = page.meta.find((m) => "script:ld+json" in m) as { "script:ld+json": Record<string, unknown> };
    expect(ld["script:ld+json"]).toMatchObject({
      "@type": "Car",
      itemCondition: "https://schema.org/UsedCondition",
      offers: {
        "@type": "Offer",
        price: 30_000_000,
        priceCurrency: "RWF",
        availability: "https://schema.org/InStock",
      },
    });

    const moved = (await call(listingLoader, `/marche-doccasion/annonce/${ids.dear}-old-title?x=1`, {
      listingParam: `${ids.dear}-old-title`,
    })) as Response;
    expect(moved.status).toBe(301);
    expect(moved.headers.get("Location")).toBe(`${path}?x=1`);
  });

  it("keeps a sold listing visible, marked, without its phone; hides pending ones; 404s bad ids", async () => {
    const sold = (await call(listingLoader, "/x", { listingParam: String(ids.sold) })) as Response;
    expect(sold.status).toBe(301);
    const page = (await call(listingLoader, sold.headers.get("Location")!, {
      listingParam: sold.headers.get("Location")!.split("/").pop()!,
    })) as Awaited<ReturnType<typeof listingLoader>>;
    expect(page.labels.notice).toBe("This car has been sold. Similar cars are below.");
    expect(page.seller.phone).toBeNull();
    const ld = page.meta.find((m) => "script:ld+json" in m) as { "script:ld+json": { offers: object } };
    expect(ld["script:ld+json"].offers).toMatchObject({ availability: "https://schema.org/SoldOut" });

    for (const param of [String(ids.pending), "abc", "12abc", "99999999"]) {
      expect(
        await call(listingLoader, `/marche-doccasion/annonce/${param}`, { listingParam: param }),
      ).toMatchObject({
        init: { status: 404 },
      });
    }
  });
});
