import { and, count, eq, gte, inArray, lte, type SQL } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { usedListingPhotos, usedListings, users } from "../../app/shared/db/schema";
import { parseEnv } from "../../app/shared/server/env";
import { searchListings } from "../../app/features/used-market/used-market.server";
import { parseSearch } from "../../app/features/used-market/used-pages.server";
import { callApi, openApiContract } from "../setup/api";
import { testContext, TEST_AUTH_SECRET } from "../setup/app-context";
import { createTestDatabase, drivers } from "../setup/test-db";

const SITE = "https://imodoka.test";
const DAY = 86_400_000;

interface Listing {
  id: number;
  make: string;
  model: string;
  year: number;
  mileage_km: number;
  price: number;
  fuel: string;
  gearbox: string;
  body: string | null;
  district: string;
  seller_type: string;
  published_at: string;
  photos: { width: number; height: number; drawing: boolean; sizes: { width: number; url: string }[] }[];
  url: string;
  description?: string;
}
interface Page {
  data: Listing[];
  meta: { page: number; per_page: number; total: number; pages: number };
}

/** A seller whose contact details must never leave the site through the API. */
const SELLER = {
  id: "api-used-seller-7f3a",
  name: "Jeanne Mukamana",
  email: "jeanne.mukamana.seller@example.rw",
  phone: "+250 787 654 321",
};
const PHONE_DIGITS = "250787654321";
const PHOTO_KEY = "3f2a9c4e-1b2d-4e5f-8a9b-0c1d2e3f4a5b";

const listing = (status: (typeof usedListings.$inferInsert)["status"], extra: object = {}) => ({
  userId: SELLER.id,
  status,
  make: "Quokkamotors",
  model: "Wallaby",
  title: `A ${status} car`,
  year: 2018,
  mileageKm: 70_000,
  priceRwf: 12_345_000,
  energy: "petrol" as const,
  gearbox: "automatic" as const,
  body: "suv" as const,
  district: "Huye",
  sector: "Ngoma",
  description: "Clean car, call me.",
  sellerName: SELLER.name,
  phone: SELLER.phone,
  whatsapp: true,
  photoCount: 2,
  publishedAt: new Date(Date.now() - DAY),
  expiresAt: new Date(Date.now() + 59 * DAY),
  ...extra,
});

describe.each(drivers)("the used-listings API on %s", (driver) => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let contract: Awaited<ReturnType<typeof openApiContract>>;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    contract = await openApiContract();
    await database.db.insert(users).values({ id: SELLER.id, name: SELLER.name, email: SELLER.email });
    const rows = {
      online: listing("active"),
      draft: listing("draft", { publishedAt: null, expiresAt: null }),
      pending: listing("pending", { publishedAt: null, expiresAt: null }),
      declined: listing("declined", { publishedAt: null, expiresAt: null }),
      sold: listing("sold"),
      expired: listing("expired", {
        publishedAt: new Date(Date.now() - 70 * DAY),
        expiresAt: new Date(Date.now() - 10 * DAY),
      }),
      removed: listing("active"),
    };
    for (const [key, row] of Object.entries(rows)) {
      const [inserted] = await database.db
        .insert(usedListings)
        .values(row)
        .returning({ id: usedListings.id });
      ids[key] = inserted!.id;
      await database.db.insert(usedListingPhotos).values([
        { listingId: inserted!.id, position: 0, storageKey: PHOTO_KEY, width: 1200, height: 900 },
        {
          listingId: inserted!.id,
          position: 1,
          drawing: "/car-art/v1/suv/e9ecf1.svg",
          width: 400,
          height: 225,
        },
      ]);
    }
    // Taken down for good: the row is gone.
    await database.db.delete(usedListings).where(eq(usedListings.id, ids.removed!));
  });
  afterAll(() => database.cleanup());

  const context = () =>
    testContext(database.db, {
      env: parseEnv({ AUTH_SECRET: TEST_AUTH_SECRET, SITE_URL: SITE, API_RATE_LIMIT: "100000" }),
    });

  async function list(query: string): Promise<Page> {
    const answer = await callApi(context(), `/api/v1/used-listings${query}`);
    contract.expectDocumented("/api/v1/used-listings", answer);
    expect(answer.status, query).toBe(200);
    return answer.body as Page;
  }

  /** Every page of a list, and the JSON text partners received. */
  async function everything(query: string) {
    const items: Listing[] = [];
    let text = "";
    for (let page = 1; ; page++) {
      const answer = await callApi(context(), `/api/v1/used-listings?per_page=100&page=${page}${query}`);
      expect(answer.status).toBe(200);
      text += JSON.stringify(answer.body);
      const body = answer.body as Page;
      items.push(...body.data);
      if (page >= body.meta.pages) return { items, text, total: body.meta.total };
    }
  }

  const activeCount = async (...conditions: SQL[]) => {
    const [row] = await database.db
      .select({ n: count() })
      .from(usedListings)
      .where(and(eq(usedListings.status, "active"), ...conditions));
    return row!.n;
  };

  it("lists exactly the listings on the market, as the site's search does", async () => {
    const { items, total } = await everything("");
    expect(total).toBe(await activeCount());
    const active = await database.db
      .select({ id: usedListings.id })
      .from(usedListings)
      .where(eq(usedListings.status, "active"));
    expect(items.map((item) => item.id).sort((a, b) => a - b)).toEqual(
      active.map((row) => row.id).sort((a, b) => a - b),
    );
    const site = await searchListings(database.db, parseSearch(new URLSearchParams()), {
      page: 1,
      perPage: 24,
    });
    expect(site.count).toBe(total);
    const first = await list("");
    expect(first.data.map((item) => item.id)).toEqual(site.listings.map((card) => card.id));
    expect(first.meta).toEqual({ page: 1, per_page: 24, total, pages: Math.ceil(total / 24) });
  });

  it("never lists a listing that is not online, and answers 404 for it by id", async () => {
    const { items } = await everything("");
    const listed = new Set(items.map((item) => item.id));
    expect(listed.has(ids.online!)).toBe(true);
    for (const key of ["draft", "pending", "declined", "sold", "expired", "removed"]) {
      expect(listed.has(ids[key]!), key).toBe(false);
      const answer = await callApi(context(), `/api/v1/used-listings/${ids[key]}`);
      contract.expectDocumented("/api/v1/used-listings/{id}", answer);
      expect(answer.status, key).toBe(404);
    }
    const quokka = await list("?make=quokkamotors");
    expect(quokka.data.map((item) => item.id)).toEqual([ids.online]);
    expect(quokka.meta.total).toBe(1);
  });

  it("never gives the seller's phone, name, e-mail or account", async () => {
    const { text } = await everything("");
    const detail = await callApi(context(), `/api/v1/used-listings/${ids.online}`);
    expect(detail.status).toBe(200);
    for (const json of [text, JSON.stringify(detail.body)]) {
      expect(json).not.toContain(PHONE_DIGITS);
      expect(json).not.toContain(SELLER.phone);
      expect(json).not.toContain("787 654 321");
      expect(json).not.toContain(SELLER.name);
      expect(json).not.toContain(SELLER.email);
      expect(json).not.toContain(SELLER.id);
      expect(json).not.toMatch(/"(phone|whatsapp|seller_name|user_id|email)"/);
    }
    // The seeded sellers' numbers neither.
    const seeded = await database.db
      .select({ phone: usedListings.phone })
      .from(usedListings)
      .where(eq(usedListings.status, "active"));
    const digits = new Set(seeded.map((row) => row.phone.replace(/\D/g, "")).filter((d) => d.length >= 9));
    expect(digits.size).toBeGreaterThan(0);
    for (const number of digits) expect(text.includes(number), number).toBe(false);
  });

  it("answers an online listing with its description and every photo at every stored size", async () => {
    const answer = await callApi(context(), `/api/v1/used-listings/${ids.online}`);
    contract.expectDocumented("/api/v1/used-listings/{id}", answer);
    const data = (answer.body as { data: Listing }).data;
    expect(data).toMatchObject({
      id: ids.online,
      make: "Quokkamotors",
      model: "Wallaby",
      year: 2018,
      mileage_km: 70_000,
      price: 12_345_000,
      fuel: "petrol",
      gearbox: "automatic",
      body: "suv",
      district: "Huye",
      description: "Clean car, call me.",
      url: `${SITE}/marche-doccasion/annonce/${ids.online}-quokkamotors-wallaby-2018`,
    });
    const upload = `${SITE}/uploads/3f/${PHOTO_KEY}`;
    expect(data.photos).toEqual([
      {
        width: 1200,
        height: 900,
        drawing: false,
        sizes: [
          { width: 480, url: `${upload}-480.webp` },
          { width: 960, url: `${upload}-960.webp` },
          { width: 1200, url: `${upload}-1600.webp` },
        ],
      },
      {
        width: 400,
        height: 225,
        drawing: true,
        sizes: [{ width: 400, url: `${SITE}/car-art/v1/suv/e9ecf1.svg` }],
      },
    ]);
    const listed = await list("?make=quokkamotors");
    // The list's item is the detail without the details.
    expect(data).toMatchObject(listed.data[0]!);
    const missing = await callApi(context(), "/api/v1/used-listings/999999");
    expect(missing.status).toBe(404);
  });

  const filters: [string, string, SQL, (item: Listing) => boolean][] = [
    ["make=toyota", "make=toyota", eq(usedListings.makeKey, "toyota"), (i) => i.make === "Toyota"],
    [
      "make=toyota,honda",
      "make=toyota&make=honda",
      inArray(usedListings.makeKey, ["toyota", "honda"]),
      (i) => ["Toyota", "Honda"].includes(i.make),
    ],
    [
      "make=toyota&model=rav4",
      "make=toyota&model=rav4",
      and(eq(usedListings.makeKey, "toyota"), eq(usedListings.modelKey, "rav4"))!,
      (i) => i.model === "RAV4",
    ],
    [
      "price_min=5000000&price_max=15000000",
      "price_min=5000000&price_max=15000000",
      and(gte(usedListings.priceRwf, 5_000_000), lte(usedListings.priceRwf, 15_000_000))!,
      (i) => i.price >= 5_000_000 && i.price <= 15_000_000,
    ],
    ["year_min=2016", "year_min=2016", gte(usedListings.year, 2016), (i) => i.year >= 2016],
    ["year_max=2012", "year_max=2012", lte(usedListings.year, 2012), (i) => i.year <= 2012],
    [
      "mileage_max=100000",
      "mileage_max=100000",
      lte(usedListings.mileageKm, 100_000),
      (i) => i.mileage_km <= 100_000,
    ],
    ["fuel=diesel", "energy=diesel", eq(usedListings.energy, "diesel"), (i) => i.fuel === "diesel"],
    ["gearbox=manual", "gearbox=manual", eq(usedListings.gearbox, "manual"), (i) => i.gearbox === "manual"],
    ["body=pickup", "body=pickup", eq(usedListings.body, "pickup"), (i) => i.body === "pickup"],
    [
      "district=Gasabo",
      "district=Gasabo",
      eq(usedListings.district, "Gasabo"),
      (i) => i.district === "Gasabo",
    ],
    [
      "seller=dealer",
      "seller=dealer",
      eq(usedListings.sellerType, "dealer"),
      (i) => i.seller_type === "dealer",
    ],
  ];

  it.each(filters)(
    "filters %s as the database and the site's search count",
    async (query, siteQuery, where, keeps) => {
      const all = await activeCount();
      const expected = await activeCount(where);
      const page = await list(`?${query}&per_page=100`);
      expect(page.meta.total).toBe(expected);
      expect(expected).toBeGreaterThan(0);
      expect(expected).toBeLessThan(all);
      expect(page.data.length).toBe(Math.min(expected, 100));
      expect(page.data.every(keeps)).toBe(true);
      const site = await searchListings(database.db, parseSearch(new URLSearchParams(siteQuery)), {
        page: 1,
        perPage: 100,
      });
      expect(site.count).toBe(expected);
      expect(page.data.map((item) => item.id)).toEqual(site.listings.map((card) => card.id));
    },
  );

  it("sorts as the site does", async () => {
    const by = async (sort: string) => (await list(`?sort=${sort}&per_page=100`)).data;
    const ascending = (values: number[]) => values.every((v, i) => i === 0 || values[i - 1]! <= v);
    expect(ascending((await by("price-asc")).map((i) => i.price))).toBe(true);
    expect(ascending((await by("price-desc")).map((i) => -i.price))).toBe(true);
    expect(ascending((await by("mileage")).map((i) => i.mileage_km))).toBe(true);
    expect(ascending((await by("year")).map((i) => -i.year))).toBe(true);
    const newest = (await by("newest")).map((i) => Date.parse(i.published_at));
    expect(ascending(newest.map((t) => -t))).toBe(true);
  });

  it("paginates up to 100 a page, and a page past the end is empty", async () => {
    const first = await list("?per_page=100");
    expect(first.data).toHaveLength(100);
    const last = await list(`?per_page=100&page=${first.meta.pages}`);
    expect(last.data.length).toBe(first.meta.total - 100 * (first.meta.pages - 1));
    const past = await list(`?per_page=100&page=${first.meta.pages + 1}`);
    expect(past.data).toEqual([]);
    const tooMany = await callApi(context(), "/api/v1/used-listings?per_page=101");
    expect(tooMany.status).toBe(400);
    expect(Object.keys((tooMany.body as { error: { fields: object } }).error.fields)).toEqual(["per_page"]);
  });

  it.each([
    ["model=rav4", "model"],
    ["make=toyota,honda&model=rav4", "model"],
    ["fuel=steam", "fuel"],
    ["district=Atlantis", "district"],
    ["year_max=2999", "year_max"],
    ["price_max=2147483648", "price_max"],
    ["price_min=99999999999999999999999", "price_min"],
    ["sort=cheapest", "sort"],
  ])("refuses %s with the parameter blamed", async (query, field) => {
    const answer = await callApi(context(), `/api/v1/used-listings?${query}`);
    contract.expectDocumented("/api/v1/used-listings", answer);
    expect(answer.status).toBe(400);
    expect(Object.keys((answer.body as { error: { fields: object } }).error.fields)).toEqual([field]);
  });
});
