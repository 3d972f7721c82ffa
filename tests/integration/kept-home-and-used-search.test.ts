import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recordComparison } from "../../app/features/comparator/comparator.server";
import { loader as homeLoader } from "../../app/features/home/routes/home";
import {
  marketHomeView,
  searchCountView,
  searchView,
} from "../../app/features/used-market/used-pages.server";
import {
  newsArticles,
  savedSearches,
  usedListingFavourites,
  usedListingPhotos,
  usedListings,
  users,
  versions,
} from "../../app/shared/db/schema";
import { testContext } from "../setup/app-context";
import { keptData } from "../setup/kept-data";
import { createTestDatabase, drivers } from "../setup/test-db";

const SITE = "http://localhost:3000";

/** A make no demo listing uses, so its counts are this test's own. */
const car = {
  userId: "kept-search-seller",
  make: "Keptcars",
  model: "Alpha",
  title: "A kept test car",
  year: 2019,
  mileageKm: 40_000,
  priceRwf: 9_000_000,
  energy: "petrol" as const,
  gearbox: "automatic" as const,
  body: "suv" as const,
  colour: "White",
  district: "Gasabo",
  sector: "Kimironko",
  description: "Test listing.",
  sellerName: "Test Seller",
  phone: "+250788000000",
  status: "active" as const,
};

/**
 * The used search keeps what every visitor sees alike (results, choices, chips, pages) and the live count,
 * until the listings' tables change; a member's hearts and saved search are read for them on each request
 * and never reach the kept value.
 */
describe.each(drivers)("the used search's kept results on %s", (driver) => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  const { tracker, change, counted } = keptData();
  const { keep, reads } = counted();

  const page = (query: string, userId?: string) =>
    searchView(database.db, keep, new URLSearchParams(query), userId, SITE, "en");
  const count = (query: string) => searchCountView(database.db, keep, new URLSearchParams(query), "en");
  const list = () =>
    change(() => database.db.insert(usedListings).values(car).returning({ id: usedListings.id }));
  let firstId: number;

  beforeAll(async () => {
    database = await createTestDatabase(driver, { onQuery: tracker.observe });
    await database.db.insert(users).values([
      { id: "kept-search-seller", name: "Seller", email: "seller@kept-search.rw" },
      { id: "kept-search-member", name: "Member", email: "member@kept-search.rw" },
    ]);
    const [row] = await database.db.insert(usedListings).values(car).returning({ id: usedListings.id });
    firstId = row!.id;
  });
  afterAll(async () => {
    await database.cleanup();
  });

  it("hands every visitor the same results until a listing comes on the market, then reads them again", async () => {
    const first = await page("make=keptcars");
    expect(await page("make=keptcars")).toBe(first);
    expect(first.total).toBe(1);
    const everything = await page("");
    expect(everything).not.toBe(first);
    const before = { make: await count("make=keptcars"), all: everything.total };
    expect(before.make.count).toBe(1);
    const read = reads();
    expect(await count("make=keptcars")).toEqual(before.make);
    expect(reads()).toBe(read);

    await list();

    const after = await page("make=keptcars");
    expect(after).not.toBe(first);
    expect(after.total).toBe(2);
    expect(after.choices.makes).toContainEqual({ value: "keptcars", label: "Keptcars (2)" });
    expect((await page("")).total).toBe(before.all + 1);
    expect((await count("make=keptcars")).count).toBe(2);
  });

  it("drops the results when a listing is sold, and keeps each page and order apart", async () => {
    const first = await page("make=keptcars");
    const read = reads();
    expect(await page("make=keptcars&page=2")).not.toBe(first);
    expect((await page("make=keptcars&sort=price-asc")).canonical).toContain("sort=price-asc");
    expect(reads()).toBe(read + 2);
    const before = (await page("make=keptcars")).total;
    await change(() =>
      database.db.update(usedListings).set({ status: "sold" }).where(eq(usedListings.id, firstId)),
    );
    expect((await page("make=keptcars")).total).toBe(before - 1);
    expect((await count("make=keptcars")).count).toBe(before - 1);
    await change(() =>
      database.db.update(usedListings).set({ status: "active" }).where(eq(usedListings.id, firstId)),
    );
  });

  it("shows a member their own hearts and saved search, without changing what visitors are handed", async () => {
    const visitors = await page("make=keptcars");
    await database.db
      .insert(usedListingFavourites)
      .values({ userId: "kept-search-member", listingId: firstId });
    await database.db.insert(savedSearches).values({
      userId: "kept-search-member",
      query: visitors.saveSearch.query,
      label: "Keptcars",
      unsubscribeToken: "kept-search-token",
    });

    const members = await page("make=keptcars", "kept-search-member");
    expect(members.saveSearch.saved).toBe(true);
    expect(members.listings.find((card) => card.id === firstId)?.favourite?.on).toBe(true);
    expect(members.listings.filter((card) => card.favourite?.on)).toHaveLength(1);

    // The favourite and the saved search touched no listing: the visitors' value is still the kept one,
    // with every heart off and the search not saved.
    const again = await page("make=keptcars");
    expect(again).toBe(visitors);
    expect(again.saveSearch.saved).toBe(false);
    expect(again.listings.every((card) => card.favourite?.on === false)).toBe(true);
    expect((await page("make=keptcars", "kept-search-seller")).saveSearch.saved).toBe(false);
  });

  it("keeps the market's home for visitors until a listing comes, with a member's hearts on a copy", async () => {
    const market = (userId?: string) => marketHomeView(database.db, keep, userId, SITE, "en");
    const visitors = await market();
    const read = reads();
    const members = await market("kept-search-member");
    expect(reads()).toBe(read);
    expect(members.latest.find((card) => card.id === firstId)?.favourite?.on).toBe(true);
    expect(await market()).toBe(visitors);
    expect(visitors.latest.every((card) => card.favourite?.on === false)).toBe(true);

    await list();
    const after = await market();
    expect(reads()).toBe(read + 1);
    expect(after.total).toBe(visitors.total + 1);
  });
});

/** The home page keeps its view (the same for every visitor on a day) until a table it was read from changes. */
describe.each(drivers)("the home page's kept view on %s", (driver) => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  const { tracker, change, counted } = keptData();
  const { keep, reads } = counted();
  const home = () =>
    homeLoader({
      request: new Request(`${SITE}/`),
      params: {},
      context: testContext(database.db, { keep }),
    } as Parameters<typeof homeLoader>[0]);
  const seeAll = (html: string | undefined) => /See all ([\d.]+) cars/.exec(html ?? "")?.[1];

  beforeAll(async () => {
    database = await createTestDatabase(driver, { onQuery: tracker.observe });
    await database.db
      .insert(users)
      .values({ id: "kept-search-seller", name: "Seller", email: "s@kept-home.rw" });
  });
  afterAll(async () => {
    await database.cleanup();
  });

  it("makes the page from the kept view until a listing comes on the market", async () => {
    const first = await home();
    expect(reads()).toBe(1);
    const again = await home();
    expect(reads()).toBe(1);
    expect(again.rest).toBe(first.rest);
    const before = Number(seeAll(first.rest)!.replaceAll(".", ""));

    // A visitor's comparison counts a view: a visit counter, announced to no one, so the view stays kept.
    const compared = await database.db.select({ id: versions.id }).from(versions).limit(2);
    await change(() =>
      recordComparison(
        database.db,
        compared.map((version) => version.id),
      ),
    );
    expect((await home()).rest).toBe(first.rest);
    expect(reads()).toBe(1);

    // A listing as posting makes one: the car and its cover (a drawing until photos come).
    await change(async () => {
      const [row] = await database.db.insert(usedListings).values(car).returning({ id: usedListings.id });
      await database.db.insert(usedListingPhotos).values({
        listingId: row!.id,
        position: 0,
        drawing: "/car-art/v1/suv/e9ecf1.svg",
        width: 1200,
        height: 675,
      });
    });

    const after = await home();
    expect(reads()).toBe(2);
    expect(Number(seeAll(after.rest)!.replaceAll(".", ""))).toBe(before + 1);
  });

  it("shows a scheduled article at its time, with the rest of the page still kept", async () => {
    await home();
    const read = reads();
    const [article] = await database.db.select().from(newsArticles).limit(1);
    const { id: _id, ...copy } = article!;
    const title = "Fast chargers open on the airport road in Kigali";
    // Scheduled a few seconds ahead: written (and announced) now, public only then, with nothing announced.
    await change(() =>
      database.db.insert(newsArticles).values({
        ...copy,
        slug: "kigali-fast-chargers-open",
        title,
        published: true,
        publishedAt: new Date(Date.now() + 4_000),
      }),
    );
    expect((await home()).rest).not.toContain(title);
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    expect((await home()).rest).toContain(title);
    expect(reads()).toBe(read);
  });
});
