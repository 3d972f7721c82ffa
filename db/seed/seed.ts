import { count, eq } from "drizzle-orm";
import { addDays, kigaliDate } from "~/shared/lib/dates";
import { slugify } from "~/shared/lib/slug";
import { equipmentFromText } from "~/shared/lib/equipment";
import type { Db } from "~/shared/db/client";
import {
  banners as bannersTable,
  brands as brandsTable,
  comparisons as comparisonsTable,
  dealerBrands as dealerBrandsTable,
  dealers as dealersTable,
  deals as dealsTable,
  dealVersions as dealVersionsTable,
  driverReviews as driverReviewsTable,
  guideArticles as guideArticlesTable,
  guideSections as guideSectionsTable,
  models as modelsTable,
  newsArticleCategories as newsArticleCategoriesTable,
  newsArticles as newsArticlesTable,
  newsCategories as newsCategoriesTable,
  usedListingPhotos as usedListingPhotosTable,
  usedListingReports as usedListingReportsTable,
  usedListings as usedListingsTable,
  users as usersTable,
  versions as versionsTable,
  versionPrices as versionPricesTable,
} from "~/shared/db/schema";
import { carArtPath } from "~/features/catalogue/car-art";
import { newsCategories } from "./news/categories";
import { newsArticles } from "./news";
import { newsAuthors } from "./news/types";
import { brands } from "./catalogue";
import { popularComparisons } from "./comparisons";
import { guideArticles, guideSections } from "./guides";
import { readingMinutes, renderArticle } from "~/shared/server/markdown.server";
import { deals } from "./deals";
import { priceHistories } from "./price-history";
import { dealers } from "./dealers";
import { demoBanners } from "./banners";
import { demoDrivers, demoDriverReviews, demoPendingReviews } from "./driver-reviews";
import { demoPendingListings, demoReports, demoSellers, demoUsedListings } from "./used-listings";
import type { SeedModelDetails } from "./types";
import { group1Models } from "./versions/group-1";
import { group2Models } from "./versions/group-2";
import { group3Models } from "./versions/group-3";

export const modelDetails: SeedModelDetails[] = [...group1Models, ...group2Models, ...group3Models];

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

const isEmpty = async (
  db: Db | Tx,
  table:
    | typeof brandsTable
    | typeof versionsTable
    | typeof dealsTable
    | typeof dealersTable
    | typeof comparisonsTable
    | typeof guideSectionsTable
    | typeof newsCategoriesTable
    | typeof usedListingsTable
    | typeof bannersTable
    | typeof driverReviewsTable,
) => ((await db.select({ n: count() }).from(table))[0]?.n ?? 0) === 0;

/**
 * Fills what is empty with the demo catalogue: brands and models, then model details and versions,
 * then deals (dated from `now`), popular comparisons, the practical guide, the auto news, the used-car
 * market (published over the days before `now`), the dealer directory, the banners and drivers' reviews
 * (over the two years before `now`). Each part is seeded once. Returns whether anything was written.
 */
export async function seedDemoData(db: Db, now: Date = new Date()): Promise<boolean> {
  const today = kigaliDate(now);
  return db.transaction(async (tx) => {
    let wrote = false;
    if (await isEmpty(tx, brandsTable)) {
      await seedCatalogue(tx);
      wrote = true;
    }
    if (await isEmpty(tx, versionsTable)) {
      await seedVersions(tx);
      await seedPriceHistory(tx, now);
      wrote = true;
    }
    // Dealers first: a demo deal is made by its brand's first new-car dealer.
    if (await isEmpty(tx, dealersTable)) {
      await seedDealers(tx);
      wrote = true;
    }
    if (await isEmpty(tx, dealsTable)) {
      await seedDeals(tx, today);
      wrote = true;
    }
    if (await isEmpty(tx, comparisonsTable)) {
      await seedComparisons(tx);
      wrote = true;
    }
    if (await isEmpty(tx, guideSectionsTable)) {
      await seedGuides(tx);
      wrote = true;
    }
    if (await isEmpty(tx, newsCategoriesTable)) {
      await seedNews(tx);
      wrote = true;
    }
    if (await isEmpty(tx, usedListingsTable)) {
      await seedUsedListings(tx, now);
      wrote = true;
    }
    if (await isEmpty(tx, bannersTable)) {
      await tx.insert(bannersTable).values(demoBanners.map((banner) => ({ ...banner, isDemo: true })));
      wrote = true;
    }
    if (await isEmpty(tx, driverReviewsTable)) {
      await seedDriverReviews(tx, now);
      wrote = true;
    }
    return wrote;
  });
}

/** The dealer directory, each dealer linked to the catalogue brands it sells. */
async function seedDealers(tx: Tx) {
  const inserted = await tx
    .insert(dealersTable)
    .values(
      dealers.map((d) => ({
        name: d.name,
        slug: slugify(d.name),
        description: d.description,
        sellsNew: d.services.includes("new"),
        sellsUsed: d.services.includes("used"),
        hasService: d.services.includes("service"),
        address: d.address,
        district: d.district,
        phone: d.phone,
        whatsapp: d.whatsapp ?? null,
        email: d.email ?? null,
        website: d.website ?? null,
        hours: d.hours,
        latitude: d.latitude,
        longitude: d.longitude,
        isDemo: true,
      })),
    )
    .returning({ id: dealersTable.id, name: dealersTable.name });
  const brandIds = new Map(
    (await tx.select({ id: brandsTable.id, name: brandsTable.name }).from(brandsTable)).map((b) => [
      b.name,
      b.id,
    ]),
  );
  const dealerIds = new Map(inserted.map((d) => [d.name, d.id]));
  const links = dealers.flatMap((d) =>
    d.brands.flatMap((brand) => {
      const brandId = brandIds.get(brand);
      return brandId === undefined ? [] : [{ dealerId: dealerIds.get(d.name)!, brandId }];
    }),
  );
  if (links.length) await tx.insert(dealerBrandsTable).values(links);
}

async function seedCatalogue(tx: Tx) {
  const inserted = await tx
    .insert(brandsTable)
    .values(
      brands.map((b) => ({
        name: b.name,
        slug: slugify(b.name),
        colour: b.colour,
        country: b.country,
        distributor: b.distributor,
        isDemo: true,
      })),
    )
    .returning({ id: brandsTable.id, name: brandsTable.name });
  const idByName = new Map(inserted.map((b) => [b.name, b.id]));
  await tx.insert(modelsTable).values(
    brands.flatMap((b) =>
      b.models.map((m) => ({
        brandId: idByName.get(b.name)!,
        name: m.name,
        slug: slugify(m.name),
        body: m.body,
        energy: m.energy,
        isDemo: true,
      })),
    ),
  );
}

async function modelIds(tx: Tx): Promise<Map<string, number>> {
  const rows = await tx
    .select({ id: modelsTable.id, model: modelsTable.name, brand: brandsTable.name })
    .from(modelsTable)
    .innerJoin(brandsTable, eq(brandsTable.id, modelsTable.brandId));
  return new Map(rows.map((r) => [`${r.brand}|${r.model}`, r.id]));
}

async function seedVersions(tx: Tx) {
  const ids = await modelIds(tx);
  const rows = [];
  for (const details of modelDetails) {
    const modelId = ids.get(`${details.brand}|${details.model}`);
    if (modelId === undefined) continue; // a model removed from the catalogue by an editor
    await tx
      .update(modelsTable)
      .set({
        segment: details.segment,
        luxury: details.luxury,
        launchedOn: `${details.launched}-01`,
        description: details.description,
      })
      .where(eq(modelsTable.id, modelId));
    for (const v of details.versions) {
      rows.push({
        modelId,
        name: v.name,
        slug: slugify(v.name),
        priceRwf: v.priceRwf,
        engineLabel: v.engine.label,
        displacementCc: v.engine.displacementCc,
        energy: v.energy,
        powerKw: v.powerKw,
        powerHp: v.powerHp,
        torqueNm: v.torqueNm,
        transmission: v.transmission,
        gears: v.gears,
        drive: v.drive,
        consumptionL100: v.consumptionL100,
        consumptionKwh100: v.consumptionKwh100,
        co2Gkm: v.co2Gkm,
        batteryKwh: v.batteryKwh,
        electricRangeKm: v.electricRangeKm,
        acChargeKw: v.acChargeKw,
        dcChargeKw: v.dcChargeKw,
        zeroToHundredS: v.zeroToHundredS,
        topSpeedKmh: v.topSpeedKmh,
        lengthMm: v.lengthMm,
        widthMm: v.widthMm,
        heightMm: v.heightMm,
        wheelbaseMm: v.wheelbaseMm,
        groundClearanceMm: v.groundClearanceMm,
        kerbWeightKg: v.kerbWeightKg,
        seats: v.seats,
        doors: v.doors,
        bootLitres: v.bootLitres,
        tankLitres: v.tankLitres,
        warranty: v.warranty,
        equipment: equipmentFromText([
          ...v.equipment.safety,
          ...v.equipment.comfort,
          ...v.equipment.multimedia,
        ]),
        isDemo: true,
      });
    }
  }
  for (let i = 0; i < rows.length; i += 200) await tx.insert(versionsTable).values(rows.slice(i, i + 200));
}

/** Past price changes of a few versions, written as the price trigger would have (drizzle/0017). */
async function seedPriceHistory(tx: Tx, now: Date) {
  const ids = await modelIds(tx);
  // The last change ends at today's list price exactly; earlier prices are rounded to 10.000 RWF.
  const roundPrice = (price: number, percent: number) =>
    percent === 100 ? price : Math.round((price * percent) / 100 / 10_000) * 10_000;
  for (const history of priceHistories) {
    const modelId = ids.get(`${history.brand}|${history.model}`);
    if (modelId === undefined) continue;
    const [version] = await tx
      .select({ id: versionsTable.id, priceRwf: versionsTable.priceRwf })
      .from(versionsTable)
      .where(eq(versionsTable.modelId, modelId))
      .orderBy(versionsTable.priceRwf, versionsTable.id)
      .offset(history.version)
      .limit(1);
    if (!version) continue;
    await tx.insert(versionPricesTable).values(
      history.changes.map((change) => ({
        versionId: version.id,
        changedAt: new Date(now.getTime() - change.daysAgo * 86_400_000),
        oldPriceRwf: roundPrice(version.priceRwf, change.fromPercent),
        newPriceRwf: roundPrice(version.priceRwf, change.toPercent),
      })),
    );
  }
}

async function seedDeals(tx: Tx, today: string) {
  const ids = await modelIds(tx);
  const dealerIds = new Map(
    (await tx.select({ id: dealersTable.id, name: dealersTable.name }).from(dealersTable)).map((d) => [
      d.name,
      d.id,
    ]),
  );
  for (const deal of deals) {
    const modelId = ids.get(`${deal.brand}|${deal.model}`);
    if (modelId === undefined) continue;
    const modelVersions = await tx
      .select({ id: versionsTable.id, name: versionsTable.name })
      .from(versionsTable)
      .where(eq(versionsTable.modelId, modelId))
      .orderBy(versionsTable.priceRwf, versionsTable.id);
    const on = (deal.versions ?? []).map((ref) =>
      typeof ref === "number" ? modelVersions[ref] : modelVersions.find((v) => v.name === ref),
    );
    // A deal whose versions are missing is left out, never widened to the whole model.
    if (on.some((version) => version === undefined)) continue;
    const [row] = await tx
      .insert(dealsTable)
      .values({
        modelId,
        allVersions: deal.versions === undefined,
        title: deal.title,
        description: deal.description,
        discountRwf: deal.discountRwf ?? null,
        percentOff: deal.percentOff ?? null,
        conditions: deal.conditions ?? null,
        dealerId: dealerIds.get(dealOfferer(deal) ?? "") ?? null,
        validFrom: addDays(today, deal.startsIn),
        validTo: addDays(today, deal.endsIn),
        isDemo: true,
      })
      .returning({ id: dealsTable.id });
    if (on.length)
      await tx
        .insert(dealVersionsTable)
        .values(on.map((version) => ({ dealId: row!.id, versionId: version!.id })));
  }
}

/** The dealer that makes a demo deal: the first dealer of the directory that sells its brand new. */
export function dealOfferer(deal: { brand: string }): string | undefined {
  return dealers.find((dealer) => dealer.services.includes("new") && dealer.brands.includes(deal.brand))
    ?.name;
}

async function seedComparisons(tx: Tx) {
  const ids = await modelIds(tx);
  const entries = await tx
    .selectDistinctOn([versionsTable.modelId], { modelId: versionsTable.modelId, id: versionsTable.id })
    .from(versionsTable)
    .orderBy(versionsTable.modelId, versionsTable.priceRwf, versionsTable.id);
  const entryVersion = new Map(entries.map((e) => [e.modelId, e.id]));
  const rows = popularComparisons.flatMap(({ cars, views }) => {
    const versionIds = cars.map(([brand, model]) => entryVersion.get(ids.get(`${brand}|${model}`) ?? -1));
    if (versionIds.some((id) => id === undefined)) return []; // a model removed by an editor
    return [{ versionIds: (versionIds as number[]).sort((a, b) => a - b), views, isDemo: true }];
  });
  if (rows.length) await tx.insert(comparisonsTable).values(rows);
}

async function seedGuides(tx: Tx) {
  const sections = await tx
    .insert(guideSectionsTable)
    .values(guideSections.map((section, position) => ({ ...section, position })))
    .returning({ id: guideSectionsTable.id, slug: guideSectionsTable.slug });
  const sectionId = new Map(sections.map((s) => [s.slug, s.id]));
  // Published a day apart, in the order written, so "latest" has a stable order.
  const now = Date.now();
  await tx.insert(guideArticlesTable).values(
    guideArticles.map((article, index) => ({
      sectionId: sectionId.get(article.section)!,
      slug: article.slug,
      title: article.title,
      excerpt: article.excerpt,
      bodyMarkdown: article.body,
      bodyHtml: renderArticle(article.body),
      readingMinutes: readingMinutes(article.body),
      sources: article.sources,
      recordedOn: article.recordedOn,
      publishedAt: new Date(now - (guideArticles.length - index) * 86_400_000),
    })),
  );
}

async function seedNews(tx: Tx) {
  const categories = await tx
    .insert(newsCategoriesTable)
    .values(newsCategories.map((category, position) => ({ ...category, position })))
    .returning({ id: newsCategoriesTable.id, slug: newsCategoriesTable.slug });
  const categoryId = new Map(categories.map((c) => [c.slug, c.id]));
  const articles = await tx
    .insert(newsArticlesTable)
    .values(
      newsArticles.map((article) => ({
        slug: article.slug,
        title: article.title,
        excerpt: article.excerpt,
        bodyMarkdown: article.body,
        bodyHtml: renderArticle(article.body),
        authorName: newsAuthors[article.author],
        coverUrl: carArtPath(article.cover.body, article.cover.colour),
        coverAlt: article.cover.alt,
        tags: article.tags,
        readingMinutes: readingMinutes(article.body),
        isDemo: true,
        publishedAt: new Date(article.publishedAt),
        updatedAt: new Date(article.publishedAt),
      })),
    )
    .returning({ id: newsArticlesTable.id, slug: newsArticlesTable.slug });
  const articleId = new Map(articles.map((a) => [a.slug, a.id]));
  await tx.insert(newsArticleCategoriesTable).values(
    newsArticles.flatMap((article) =>
      article.categories.map((slug, position) => ({
        articleId: articleId.get(article.slug)!,
        categoryId: categoryId.get(slug)!,
        position,
      })),
    ),
  );
}

/** How many demo listings the market starts with; a few of them are sold or expired. Ten more wait for a check. */
export const DEMO_LISTING_COUNT = 340;

const LISTING_CHUNK = 500;

async function seedUsedListings(tx: Tx, now: Date) {
  await tx
    .insert(usersTable)
    .values(
      demoSellers.map((seller) => ({
        id: seller.id,
        name: seller.name,
        email: seller.email,
        emailVerified: true,
      })),
    )
    .onConflictDoNothing();
  const catalogue = await tx
    .select({
      brandId: brandsTable.id,
      brand: brandsTable.name,
      modelId: modelsTable.id,
      model: modelsTable.name,
    })
    .from(modelsTable)
    .innerJoin(brandsTable, eq(brandsTable.id, modelsTable.brandId));
  const brandIds = new Map(catalogue.map((row) => [row.brand, row.brandId]));
  const modelIdsByName = new Map(catalogue.map((row) => [`${row.brand}|${row.model}`, row.modelId]));
  const listings = demoUsedListings(DEMO_LISTING_COUNT, now);
  for (let start = 0; start < listings.length; start += LISTING_CHUNK) {
    const chunk = listings.slice(start, start + LISTING_CHUNK);
    const inserted = await tx
      .insert(usedListingsTable)
      .values(
        chunk.map(({ drawing: _drawing, ...listing }) => ({
          ...listing,
          brandId: brandIds.get(listing.make) ?? null,
          modelId: modelIdsByName.get(`${listing.make}|${listing.model}`) ?? null,
          updatedAt: listing.publishedAt,
          draftStep: "review" as const,
          submittedAt: listing.createdAt,
          moderatedAt: listing.publishedAt,
        })),
      )
      .returning({ id: usedListingsTable.id });
    await tx.insert(usedListingPhotosTable).values(
      inserted.map((row, i) => ({
        listingId: row.id,
        position: 0,
        drawing: chunk[i]!.drawing,
        width: 400,
        height: 225,
      })),
    );
  }

  // The moderation queue: listings waiting for a check, and visitors' reports on listings for sale.
  const pending = demoPendingListings(now);
  const waiting = await tx
    .insert(usedListingsTable)
    .values(
      pending.map(({ drawing: _drawing, ...listing }) => ({
        ...listing,
        brandId: brandIds.get(listing.make) ?? null,
        modelId: modelIdsByName.get(`${listing.make}|${listing.model}`) ?? null,
        updatedAt: listing.submittedAt,
        draftStep: "review" as const,
      })),
    )
    .returning({ id: usedListingsTable.id });
  await tx.insert(usedListingPhotosTable).values(
    waiting.map((row, i) => ({
      listingId: row.id,
      position: 0,
      drawing: pending[i]!.drawing,
      width: 400,
      height: 225,
    })),
  );
  const reported = await tx
    .select({ id: usedListingsTable.id })
    .from(usedListingsTable)
    .where(eq(usedListingsTable.status, "active"))
    .orderBy(usedListingsTable.id)
    .limit(demoReports.length);
  await tx.insert(usedListingReportsTable).values(
    demoReports.map((report, i) => ({
      listingId: reported[i]!.id,
      reason: report.reason,
      details: report.details,
      reporterId: report.byDemoSeller ? demoSellers[0]!.id : null,
      createdAt: new Date(now.getTime() - (demoReports.length - i) * 5 * 3_600_000),
    })),
  );
}

/** Approved driver reviews by demo drivers over the last two years, and a few waiting for a check. */
async function seedDriverReviews(tx: Tx, now: Date) {
  await tx
    .insert(usersTable)
    .values(demoDrivers.map((driver) => ({ ...driver, emailVerified: true })))
    .onConflictDoNothing();
  const catalogue = await tx
    .select({
      id: modelsTable.id,
      brand: brandsTable.name,
      model: modelsTable.name,
      body: modelsTable.body,
      energy: modelsTable.energy,
    })
    .from(modelsTable)
    .innerJoin(brandsTable, eq(brandsTable.id, modelsTable.brandId));
  const byName = new Map(catalogue.map((row) => [`${row.brand}|${row.model}`, row]));
  const approved = demoDriverReviews(now, byName).map((review) => ({
    ...review,
    status: "approved" as const,
  }));
  const pending = demoPendingReviews(now).map((review) => ({ ...review, status: "pending" as const }));
  await tx.insert(driverReviewsTable).values(
    [...approved, ...pending].map(({ make, model, ...review }) => ({
      ...review,
      modelId: byName.get(`${make}|${model}`)!.id,
      updatedAt: review.createdAt,
      moderatedAt: review.status === "approved" ? review.createdAt : null,
      isDemo: true,
    })),
  );
}
