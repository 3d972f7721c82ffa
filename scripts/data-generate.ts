/**
 * Multiplies the demo catalogue for benchmarks: adds (scale − 1) copies of every brand with its models,
 * their versions and the models' live deals ("Toyota" → "Toyota 2" … "Toyota 10", "Corolla" → "Corolla 2").
 * Prices vary by a few percent and launch dates move back a month per copy, deterministically.
 *
 * Usage: npm run data:generate [-- --scale 10] [--database-url postgres://…] [--data-dir ./data/bench-pglite]
 * Target: --database-url, else DATABASE_URL, else embedded PGlite in DATA-DIR/pglite (the same layout as the
 * server's DATA_DIR, so `DATA_DIR=./data/bench-pglite npm run serve` serves the generated catalogue).
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { count, gte } from "drizzle-orm";
import { kigaliDate } from "~/shared/lib/dates";
import { openDatabase, type Db } from "~/shared/db/client";
import { brands, deals, dealVersions, models, versions } from "~/shared/db/schema";
import { brands as demoBrands } from "../db/seed/catalogue";
import { seedDemoData } from "../db/seed/seed";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Rows per multi-row INSERT: well under PostgreSQL's 65,535 bind parameters for the widest table. */
const CHUNK = 500;

export class CatalogueAlreadyGeneratedError extends Error {
  constructor(brandCount: number) {
    super(
      `The catalogue already has ${brandCount} brands, more than the ${demoBrands.length} of the demo: ` +
        "it looks generated already. Use a fresh database (or another --data-dir).",
    );
    this.name = "CatalogueAlreadyGeneratedError";
  }
}

export interface GenerateResult {
  scale: number;
  added: { brands: number; models: number; versions: number; deals: number };
  total: { brands: number; models: number; versions: number; deals: number };
  ms: number;
}

/** Deterministic price change for one copy of one version: −4 % … +4 %, rounded to 10,000 RWF. */
export function variedPrice(priceRwf: number, copy: number, versionId: number): number {
  const percent = ((copy * 7919 + versionId * 104_729) % 9) - 4;
  return Math.max(10_000, Math.round((priceRwf * (100 + percent)) / 100 / 10_000) * 10_000);
}

/** "YYYY-MM-DD" moved by whole months, kept on the same day of the month (launch dates are the 1st). */
function addMonths(isoDate: string, months: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.toISOString().slice(0, 10);
}

async function insertChunked<T, R>(rows: T[], insert: (chunk: T[]) => Promise<R[]>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < rows.length; i += CHUNK) out.push(...(await insert(rows.slice(i, i + CHUNK))));
  return out;
}

async function counts(db: Db | Tx) {
  const n = async (table: typeof brands | typeof models | typeof versions | typeof deals) =>
    (await db.select({ n: count() }).from(table))[0]?.n ?? 0;
  return {
    brands: await n(brands),
    models: await n(models),
    versions: await n(versions),
    deals: await n(deals),
  };
}

/**
 * Adds copies 2…scale of the current catalogue (expected: the seeded demo) in one transaction.
 * Throws CatalogueAlreadyGeneratedError when there are already more brands than in the demo.
 */
export async function generateCatalogue(
  db: Db,
  scale: number,
  today: string = kigaliDate(),
): Promise<GenerateResult> {
  if (!Number.isInteger(scale) || scale < 1 || scale > 1000)
    throw new RangeError(`scale must be a whole number from 1 to 1000, not ${scale}`);
  const started = performance.now();
  return db.transaction(async (tx) => {
    const before = await counts(tx);
    if (before.brands > demoBrands.length) throw new CatalogueAlreadyGeneratedError(before.brands);

    const srcBrands = await tx.select().from(brands).orderBy(brands.id);
    const srcModels = await tx.select().from(models).orderBy(models.id);
    const srcVersions = await tx.select().from(versions).orderBy(versions.id);
    const srcDeals = await tx.select().from(deals).where(gte(deals.validTo, today)).orderBy(deals.id);
    const copies = Array.from({ length: scale - 1 }, (_, i) => i + 2);

    // Brands: "Toyota 2", slug "toyota-2". Keyed back by slug (unique), not by RETURNING order.
    const newBrands = await insertChunked(
      copies.flatMap((copy) =>
        srcBrands.map(({ id: _id, createdAt: _createdAt, ...b }) => ({
          ...b,
          name: `${b.name} ${copy}`,
          slug: `${b.slug}-${copy}`,
        })),
      ),
      (chunk) => tx.insert(brands).values(chunk).returning({ id: brands.id, slug: brands.slug }),
    );
    const brandIdBySlug = new Map(newBrands.map((b) => [b.slug, b.id]));
    const srcBrandSlug = new Map(srcBrands.map((b) => [b.id, b.slug]));
    const brandCopy = (brandId: number, copy: number) =>
      brandIdBySlug.get(`${srcBrandSlug.get(brandId)}-${copy}`)!;

    // Models: "Corolla 2", slug "corolla-2", launched a month earlier per copy.
    const newModels = await insertChunked(
      copies.flatMap((copy) =>
        srcModels.map(({ id: _id, createdAt: _createdAt, ...m }) => ({
          ...m,
          brandId: brandCopy(m.brandId, copy),
          name: `${m.name} ${copy}`,
          slug: `${m.slug}-${copy}`,
          launchedOn: m.launchedOn === null ? null : addMonths(m.launchedOn, 1 - copy),
        })),
      ),
      (chunk) =>
        tx
          .insert(models)
          .values(chunk)
          .returning({ id: models.id, brandId: models.brandId, slug: models.slug }),
    );
    const modelIdByKey = new Map(newModels.map((m) => [`${m.brandId}|${m.slug}`, m.id]));
    const srcModelById = new Map(srcModels.map((m) => [m.id, m]));
    const modelCopy = (modelId: number, copy: number) => {
      const m = srcModelById.get(modelId)!;
      return modelIdByKey.get(`${brandCopy(m.brandId, copy)}|${m.slug}-${copy}`)!;
    };

    // Versions: same trim names and slugs (unique per model), prices varied a few percent.
    const newVersions = await insertChunked(
      copies.flatMap((copy) =>
        srcVersions.map(({ id, createdAt: _createdAt, ...v }) => ({
          ...v,
          modelId: modelCopy(v.modelId, copy),
          priceRwf: variedPrice(v.priceRwf, copy, id),
        })),
      ),
      (chunk) =>
        tx
          .insert(versions)
          .values(chunk)
          .returning({ id: versions.id, modelId: versions.modelId, slug: versions.slug }),
    );
    const versionIdByKey = new Map(newVersions.map((v) => [`${v.modelId}|${v.slug}`, v.id]));
    const srcVersionById = new Map(srcVersions.map((v) => [v.id, v]));

    // Live deals follow their model and the versions they are on (keyed back by model and title, not by
    // RETURNING order); a new price on one version follows that version's varied price.
    const srcDealVersions = await tx.select().from(dealVersions);
    const versionsOfDeal = (dealId: number) =>
      srcDealVersions.filter((dv) => dv.dealId === dealId).map((dv) => srcVersionById.get(dv.versionId)!);
    const newDeals = copies.flatMap((copy) =>
      srcDeals.map(({ id, createdAt: _createdAt, updatedAt: _updatedAt, ...d }) => {
        const on = versionsOfDeal(id);
        const versionIds = on.map((v) => versionIdByKey.get(`${modelCopy(v.modelId, copy)}|${v.slug}`)!);
        return {
          deal: {
            ...d,
            modelId: modelCopy(d.modelId, copy),
            newPriceRwf:
              d.newPriceRwf !== null && on.length === 1
                ? variedPrice(d.newPriceRwf, copy, on[0]!.id)
                : d.newPriceRwf,
          },
          versionIds,
        };
      }),
    );
    const insertedDeals = await insertChunked(
      newDeals.map(({ deal }) => deal),
      (chunk) =>
        tx
          .insert(deals)
          .values(chunk)
          .returning({ id: deals.id, modelId: deals.modelId, title: deals.title }),
    );
    const dealIdByKey = new Map(insertedDeals.map((d) => [`${d.modelId}|${d.title}`, d.id]));
    await insertChunked(
      newDeals.flatMap(({ deal, versionIds }) =>
        versionIds.map((versionId) => ({
          dealId: dealIdByKey.get(`${deal.modelId}|${deal.title}`)!,
          versionId,
        })),
      ),
      (chunk) => tx.insert(dealVersions).values(chunk).returning({ dealId: dealVersions.dealId }),
    );

    return {
      scale,
      added: {
        brands: newBrands.length,
        models: newModels.length,
        versions: newVersions.length,
        deals: newDeals.length,
      },
      total: await counts(tx),
      ms: performance.now() - started,
    };
  });
}

async function main() {
  const { values } = parseArgs({
    options: {
      scale: { type: "string", default: "10" },
      "database-url": { type: "string" },
      "data-dir": { type: "string", default: "./data/bench-pglite" },
      help: { type: "boolean", short: "h", default: false },
    },
  });
  if (values.help) {
    console.log(
      "Usage: npm run data:generate -- [--scale N] [--database-url URL | --data-dir DIR]\n" +
        "  --scale N           copies of the demo catalogue in total (default 10)\n" +
        "  --database-url URL  PostgreSQL target (default: DATABASE_URL)\n" +
        "  --data-dir DIR      else embedded PGlite in DIR/pglite (default ./data/bench-pglite)",
    );
    return;
  }
  const scale = Number(values.scale);
  const url = values["database-url"] ?? process.env.DATABASE_URL;
  const dataDir = path.resolve(values["data-dir"]);
  const target = url ? `PostgreSQL ${new URL(url).host}${new URL(url).pathname}` : `PGlite ${dataDir}/pglite`;

  const started = performance.now();
  const database = await openDatabase(url ? { url } : { dataDir: path.join(dataDir, "pglite") });
  try {
    await database.migrate();
    if (await seedDemoData(database.db)) console.log(`Seeded the demo catalogue into ${target}.`);
    const result = await generateCatalogue(database.db, scale);
    const { added, total } = result;
    console.log(
      `Scale ${scale} on ${target}: added ${added.brands} brands, ${added.models} models, ` +
        `${added.versions} versions, ${added.deals} deals in ${Math.round(result.ms)} ms ` +
        `(now ${total.brands} brands, ${total.models} models, ${total.versions} versions, ${total.deals} deals; ` +
        `${((performance.now() - started) / 1000).toFixed(1)} s in all).`,
    );
    if (!url) {
      const relative = path.relative(process.cwd(), dataDir);
      console.log(`Serve it with: DATA_DIR=${relative.startsWith("..") ? dataDir : relative} npm run serve`);
    }
  } finally {
    await database.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
