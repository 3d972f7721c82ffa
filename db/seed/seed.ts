import { count, eq } from "drizzle-orm";
import { addDays, kigaliDate } from "~/lib/dates";
import { slugify } from "~/lib/slug";
import type { Db } from "~/server/db/client";
import {
  brands as brandsTable,
  comparisons as comparisonsTable,
  deals as dealsTable,
  guideArticles as guideArticlesTable,
  guideSections as guideSectionsTable,
  models as modelsTable,
  versions as versionsTable,
} from "~/server/db/schema";
import { brands } from "./catalogue";
import { popularComparisons } from "./comparisons";
import { guideArticles, guideSections } from "./guides";
import { readingMinutes, renderArticle } from "~/server/markdown.server";
import { deals } from "./deals";
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
    | typeof comparisonsTable
    | typeof guideSectionsTable,
) => ((await db.select({ n: count() }).from(table))[0]?.n ?? 0) === 0;

/**
 * Fills what is empty with the demo catalogue: brands and models, then model details and versions,
 * then deals (dated from `today`), popular comparisons and the practical guide. Each part is seeded once. Returns whether anything was written.
 */
export async function seedDemoData(db: Db, today: string = kigaliDate()): Promise<boolean> {
  return db.transaction(async (tx) => {
    let wrote = false;
    if (await isEmpty(tx, brandsTable)) {
      await seedCatalogue(tx);
      wrote = true;
    }
    if (await isEmpty(tx, versionsTable)) {
      await seedVersions(tx);
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
    return wrote;
  });
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
        equipment: v.equipment,
        isDemo: true,
      });
    }
  }
  for (let i = 0; i < rows.length; i += 200) await tx.insert(versionsTable).values(rows.slice(i, i + 200));
}

async function seedDeals(tx: Tx, today: string) {
  const ids = await modelIds(tx);
  for (const deal of deals) {
    const modelId = ids.get(`${deal.brand}|${deal.model}`);
    if (modelId === undefined) continue;
    const modelVersions = await tx
      .select({ id: versionsTable.id, priceRwf: versionsTable.priceRwf })
      .from(versionsTable)
      .where(eq(versionsTable.modelId, modelId))
      .orderBy(versionsTable.priceRwf);
    const version = deal.version === undefined ? undefined : modelVersions[deal.version];
    if ((deal.version !== undefined || deal.percentOff !== undefined) && !version) continue;
    await tx.insert(dealsTable).values({
      modelId,
      versionId: version?.id ?? null,
      title: deal.title,
      description: deal.description,
      discountRwf: deal.discountRwf ?? null,
      newPriceRwf:
        deal.percentOff !== undefined && version
          ? Math.round((version.priceRwf * (100 - deal.percentOff)) / 100 / 10_000) * 10_000
          : null,
      validFrom: addDays(today, deal.startsIn),
      validTo: addDays(today, deal.endsIn),
      isDemo: true,
    });
  }
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
