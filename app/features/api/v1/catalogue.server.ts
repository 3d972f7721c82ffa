import { and, asc, count, eq, gte, lte, or, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { kigaliDate } from "~/shared/lib/dates";
import { INTEGER_MAX, parseId } from "~/shared/lib/ids";
import { modelPath, versionPath } from "~/shared/lib/links";
import { bodyTypes, drives, energies, transmissions, type Energy } from "~/shared/lib/vehicle";
import { equipmentItems, equipmentValueSchema, type EquipmentKey } from "~/shared/lib/equipment";
import { textFor } from "~/shared/i18n/text";
import { equipmentText } from "~/features/catalogue/text/equipment";
import type { Locale } from "~/shared/i18n/locale";
import type { Db } from "../../../shared/db/client";
import {
  brands,
  dealers,
  dealScope,
  deals,
  models,
  publicDeal,
  publicModel,
  publicVersion,
  publishedBrand,
  versions,
} from "../../../shared/db/schema";
import { dealOrder } from "../../catalogue/guide.server";
import {
  getModelPage,
  getVersionPage,
  modelCover,
  modelPrices,
  versionCover,
} from "../../catalogue/models.server";
import { dealColumns, dealDealer, live } from "../../deals/deals.server";
import { modelPicture, type Pictured } from "../../catalogue/car-art";
import { CATALOGUE_PHOTOS, fullImageUrl } from "~/shared/lib/images";
import { absoluteUrl, itemEndpoint, listEndpoint, pageOf, pageQuery, queryInt } from "../endpoint";
import { ApiError } from "../api-error";
import { enumQuery } from "./places";

/* ------------------------------------------------------------------------------------------------ */
/* Filters                                                                                          */
/* ------------------------------------------------------------------------------------------------ */

/** The API's texts are English, whatever the visitor's locale (its answers carry no interface text). */
const API_LOCALE: Locale = "en";

const idFilter = (description: string) =>
  queryInt(1, INTEGER_MAX).optional().meta({ description, example: 1 });

const priceFilter = (description: string) => queryInt(0, INTEGER_MAX).optional().meta({ description });

/** `min_price` may not exceed `max_price`: the range would be empty by mistake. */
const priceRange = (query: { min_price?: number; max_price?: number }) =>
  query.min_price === undefined || query.max_price === undefined || query.min_price <= query.max_price;
const priceRangeError = { error: "Must be at least min_price.", path: ["max_price"] };

/** A brand, model or other filter naming nothing that exists: a 400 that says which parameter. */
const unknownFilter = (field: string, message: string) =>
  new ApiError(400, "invalid_parameters", "Some parameters are not valid.", { [field]: message });

/** A `brand` or `model` filter must name a published brand or a public model. */
async function requireKnown(db: Db, filter: "brand" | "model", id: number | undefined) {
  if (id === undefined) return;
  const [found] = await (filter === "brand"
    ? db
        .select({ id: brands.id })
        .from(brands)
        .where(and(eq(brands.id, id), publishedBrand))
    : db
        .select({ id: models.id })
        .from(models)
        .where(and(eq(models.id, id), publicModel)));
  if (!found) throw unknownFilter(filter, `No ${filter} has this id.`);
}

/* ------------------------------------------------------------------------------------------------ */
/* Shared summaries                                                                                 */
/* ------------------------------------------------------------------------------------------------ */

const brandSummarySchema = z
  .object({
    id: z.int().meta({ example: 12 }),
    name: z.string().meta({ example: "Toyota" }),
    slug: z.string().meta({ example: "toyota" }),
  })
  .meta({ id: "BrandSummary", description: "The brand, in short; the whole of it is at /brands/{id}." });

const modelSummarySchema = z
  .object({
    id: z.int().meta({ example: 41 }),
    name: z.string().meta({ example: "RAV4" }),
    slug: z.string().meta({ example: "rav4" }),
    url: z.url().meta({ description: "The model's page on the site." }),
  })
  .meta({ id: "ModelSummary", description: "The model, in short; the whole of it is at /models/{id}." });

const rwf = (description: string) => z.int().meta({ description: `${description} In RWF.` });

type BrandKey = { id: number; name: string; slug: string };
type ModelKey = { id: number; name: string; slug: string };

const brandSummary = (brand: BrandKey) => ({ id: brand.id, name: brand.name, slug: brand.slug });
const modelSummary = (site: string, brand: BrandKey, model: ModelKey) => ({
  id: model.id,
  name: model.name,
  slug: model.slug,
  url: `${site}${modelPath(brand, model)}`,
});

/** A model's first photo as one absolute URL (`modelPicture`), or null when the site draws its body type. */
const imageUrlOf = (site: string, model: Pictured) =>
  model.cover ? absoluteUrl(site, modelPicture(model)) : null;

const imageUrlSchema = (picture: string) =>
  z
    .string()
    .nullable()
    .meta({
      description: `${picture}, absolute URL of a WebP at most 960 px wide; null when the site draws the body type instead.`,
    });

/** Energies of a model: its main one and those of its versions, in the order of the vocabulary. */
const energiesOf = (main: Energy, others: Iterable<string>): Energy[] => {
  const present = new Set<string>([main, ...others]);
  return energies.filter((energy) => present.has(energy));
};

/* ------------------------------------------------------------------------------------------------ */
/* Models                                                                                           */
/* ------------------------------------------------------------------------------------------------ */

const modelFields = {
  id: z.int().meta({ example: 41 }),
  name: z.string().meta({ example: "RAV4" }),
  slug: z.string().meta({ example: "rav4" }),
  brand: brandSummarySchema,
  body: z.enum(bodyTypes).meta({ description: "Body type." }),
  energies: z.array(z.enum(energies)).meta({
    description:
      "Energies of the model: its main energy and those of its versions (a range may add a hybrid).",
    example: ["petrol", "hybrid"],
  }),
  price_from: z.int().nullable().meta({
    description:
      "Entry price in RWF, taxes included: the list price of the cheapest version; null when no version is priced.",
    example: 52_900_000,
  }),
  version_count: z.int().meta({ description: "Versions of the model in the catalogue." }),
  image_url: imageUrlSchema(
    "The model's first photo, its picture in the site's lists and at the top of its page",
  ),
  url: z.url().meta({ description: "The model's page on the site." }),
};

export const modelSchema = z.object(modelFields).meta({ id: "Model" });

const modelVersionSchema = z
  .object({
    id: z.int().meta({ example: 301 }),
    name: z.string().meta({ example: "2.5 Hybrid AWD" }),
    price: rwf("List price, taxes included."),
    energy: z.enum(energies),
    gearbox: z.enum(transmissions).meta({ description: "Type of gearbox." }),
    gears: z.int().nullable().meta({ description: "Number of gears, when the gearbox has a fixed number." }),
    url: z.url().meta({ description: "The version's page on the site (its full spec sheet)." }),
  })
  .meta({ id: "ModelVersion" });

const modelPhotoSchema = z
  .object({
    url: z
      .string()
      .meta({ description: "The photo at its full size, absolute URL of a WebP at most 1280 px wide." }),
    width: z.int().meta({ description: "Its width in pixels.", example: 1280 }),
    height: z.int().meta({ description: "Its height in pixels.", example: 800 }),
    alt: z.string().meta({
      description: "What the photo shows, as staff wrote it; empty when they wrote nothing.",
      example: "Front three-quarter view, white",
    }),
  })
  .meta({ id: "ModelPhoto" });

export const modelDetailSchema = z
  .object({
    ...modelFields,
    segment: z.string().nullable().meta({ description: "Market segment, when recorded." }),
    luxury: z.boolean().meta({ description: "Listed among the luxury cars." }),
    launched_on: z.iso
      .date()
      .nullable()
      .meta({ description: "When the current generation went on sale, when known." }),
    description: z.string().nullable(),
    photos: z.array(modelPhotoSchema).meta({
      description:
        "The model's photos in the order its page shows them, the first being `image_url`'s; empty when the site draws the body type instead.",
    }),
    versions: z
      .array(modelVersionSchema)
      .meta({ description: "The model's versions, cheapest first (as on the model page)." }),
  })
  .meta({ id: "ModelDetail" });

const modelsQuery = pageQuery(20)
  .extend({
    brand: idFilter("Only models of the brand with this id (see /brands)."),
    body: enumQuery(bodyTypes, "Only models of this body type."),
    energy: enumQuery(
      energies,
      "Only models available with this energy: their main energy, or that of one of their versions.",
    ),
    min_price: priceFilter("Only models whose entry price (`price_from`) is at least this many RWF."),
    max_price: priceFilter(
      "Only models whose entry price (`price_from`) is at most this many RWF; not below `min_price`.",
    ),
  })
  .refine(priceRange, priceRangeError);

/** Energies of each model's published versions, read for the model in hand (versions_model_id_idx). */
const versionEnergies = sql<
  string | null
>`(select string_agg(distinct model_versions.energy, ',') from ${versions} model_versions where model_versions.model_id = ${models.id} and model_versions.published)`;

function selectModels(db: Db) {
  const prices = modelPrices(db);
  return {
    prices,
    query: db
      .select({
        id: models.id,
        name: models.name,
        slug: models.slug,
        body: models.body,
        energy: models.energy,
        brand: { id: brands.id, name: brands.name, slug: brands.slug },
        minPrice: prices.minPrice,
        versionCount: prices.versionCount,
        versionEnergies,
        cover: modelCover,
      })
      .from(models)
      .innerJoin(brands, eq(brands.id, models.brandId))
      .leftJoin(prices, eq(prices.modelId, models.id)),
  };
}

type ModelRow = Awaited<ReturnType<typeof selectModels>["query"]>[number];

const toModel = (site: string, row: ModelRow): z.input<typeof modelSchema> => ({
  id: row.id,
  name: row.name,
  slug: row.slug,
  brand: brandSummary(row.brand),
  body: row.body,
  energies: energiesOf(row.energy, row.versionEnergies?.split(",") ?? []),
  price_from: row.minPrice === null ? null : Number(row.minPrice),
  version_count: row.versionCount === null ? 0 : Number(row.versionCount),
  image_url: imageUrlOf(site, row),
  url: `${site}${modelPath(row.brand, row)}`,
});

/* ------------------------------------------------------------------------------------------------ */
/* Versions                                                                                         */
/* ------------------------------------------------------------------------------------------------ */

const nullableNumber = (description: string) => z.number().nullable().meta({ description });
const nullableInt = (description: string) => z.int().nullable().meta({ description });

const tEquipment = textFor(equipmentText, API_LOCALE);

/** Each named item, described with its name and, for a figure, its unit. */
const equipmentSchema = z
  .object({
    items: z
      .object(
        Object.fromEntries(
          equipmentItems.map((item) => {
            const name = tEquipment(`equipment.item.${item.key}`);
            const description =
              item.kind === "yes"
                ? `${name}: true when the version has it.`
                : `${name}, ${item.unit === "count" ? "how many" : "in inches"}; true when the version has it but the figure is not known.`;
            return [item.key, equipmentValueSchema(item).optional().meta({ description })];
          }),
        ) as Record<EquipmentKey, z.ZodOptional<ReturnType<typeof equipmentValueSchema>>>,
      )
      .meta({
        id: "EquipmentItems",
        description:
          "The version's standard equipment as named items, the same for every version: an item the version does not have is left out. Each item, its kind and its unit: schema EquipmentItems of /developers/openapi.json.",
        example: { airbags: 7, abs: true, esc: true, climate_zones: 2, central_display: 12.3 },
      }),
    other: z
      .array(z.string())
      .meta({ description: "Equipment the version lists that no named item covers." }),
  })
  .meta({
    id: "Equipment",
    description: "Standard equipment, as on the version page and in the comparator.",
  });

export const versionSchema = z
  .object({
    id: z.int().meta({ example: 301 }),
    name: z.string().meta({ example: "2.5 Hybrid AWD" }),
    slug: z.string().meta({ example: "2-5-hybrid-awd" }),
    price: rwf("List price, taxes included, as on the version page."),
    model: modelSummarySchema,
    brand: brandSummarySchema,
    image_url: imageUrlSchema(
      "The version's picture: its own first photo, else its model's, as at the top of the version's page",
    ),
    specs: z
      .object({
        engine: z
          .string()
          .meta({ description: "Engine, as labelled on the spec sheet.", example: "2.5 Hybrid" }),
        displacement_cc: nullableInt("Displacement in cubic centimetres; null for an electric motor."),
        energy: z.enum(energies),
        power_hp: z.int().meta({ description: "Power in horsepower." }),
        power_kw: z.int().meta({ description: "Power in kilowatts." }),
        torque_nm: z.int().meta({ description: "Torque in newton-metres." }),
        gearbox: z.enum(transmissions).meta({ description: "Type of gearbox." }),
        gears: nullableInt("Number of gears, when the gearbox has a fixed number."),
        drive: z.enum(drives).meta({ description: "Driven wheels: front, rear, all (AWD) or 4×4." }),
        acceleration_0_100_kmh_s: nullableNumber("0–100 km/h in seconds."),
        top_speed_kmh: nullableInt("Top speed in km/h."),
        fuel_consumption_l_100km: nullableNumber("Fuel consumption in litres per 100 km."),
        electric_consumption_kwh_100km: nullableNumber("Electric consumption in kWh per 100 km."),
        co2_g_km: nullableInt("CO₂ emissions in grams per km."),
        battery_kwh: nullableNumber("Usable battery capacity in kWh."),
        electric_range_km: nullableInt("Electric range (WLTP) in km."),
        ac_charge_kw: nullableNumber("AC charging power in kW."),
        dc_charge_kw: nullableNumber("DC fast-charging power in kW."),
        fuel_tank_l: nullableInt("Fuel tank in litres."),
        length_mm: z.int().meta({ description: "Length in millimetres." }),
        width_mm: z.int().meta({ description: "Width in millimetres." }),
        height_mm: z.int().meta({ description: "Height in millimetres." }),
        wheelbase_mm: z.int().meta({ description: "Wheelbase in millimetres." }),
        ground_clearance_mm: nullableInt("Ground clearance in millimetres."),
        kerb_weight_kg: z.int().meta({ description: "Kerb weight in kilograms." }),
        seats: z.int(),
        doors: z.int(),
        boot_l: nullableInt("Boot volume in litres."),
        warranty: z.string().meta({ example: "5 years / 100.000 km" }),
      })
      .meta({
        id: "VersionSpecs",
        description: "The spec sheet of the version page; a figure the catalogue does not have is null.",
      }),
    equipment: equipmentSchema,
    url: z.url().meta({ description: "The version's page on the site." }),
  })
  .meta({ id: "Version" });

const versionsQuery = pageQuery(20)
  .extend({
    model: idFilter("Only versions of the model with this id (see /models)."),
    brand: idFilter("Only versions of the brand with this id (see /brands)."),
    energy: enumQuery(energies, "Only versions with this energy."),
    min_price: priceFilter("Only versions listed at this many RWF or more."),
    max_price: priceFilter("Only versions listed at this many RWF or less; not below `min_price`."),
  })
  .refine(priceRange, priceRangeError);

const brandKey = { id: brands.id, name: brands.name, slug: brands.slug };

const selectVersions = (db: Db) =>
  db
    .select({
      version: versions,
      model: { id: models.id, name: models.name, slug: models.slug, body: models.body },
      brand: brandKey,
      cover: versionCover,
    })
    .from(versions)
    .innerJoin(models, eq(models.id, versions.modelId))
    .innerJoin(brands, eq(brands.id, models.brandId));

type VersionRow = {
  version: typeof versions.$inferSelect;
  model: ModelKey & Omit<Pictured, "cover">;
  brand: BrandKey;
  /** The version's picture (`versionCover`). */
  cover: Pictured["cover"];
};

function toVersion(
  site: string,
  { version: v, model, brand, cover }: VersionRow,
): z.input<typeof versionSchema> {
  return {
    id: v.id,
    name: v.name,
    slug: v.slug,
    price: v.priceRwf,
    model: modelSummary(site, brand, model),
    brand: brandSummary(brand),
    image_url: imageUrlOf(site, { ...model, cover }),
    specs: {
      engine: v.engineLabel,
      displacement_cc: v.displacementCc,
      energy: v.energy,
      power_hp: v.powerHp,
      power_kw: v.powerKw,
      torque_nm: v.torqueNm,
      gearbox: v.transmission,
      gears: v.gears,
      drive: v.drive,
      acceleration_0_100_kmh_s: v.zeroToHundredS,
      top_speed_kmh: v.topSpeedKmh,
      fuel_consumption_l_100km: v.consumptionL100,
      electric_consumption_kwh_100km: v.consumptionKwh100,
      co2_g_km: v.co2Gkm,
      battery_kwh: v.batteryKwh,
      electric_range_km: v.electricRangeKm,
      ac_charge_kw: v.acChargeKw,
      dc_charge_kw: v.dcChargeKw,
      fuel_tank_l: v.tankLitres,
      length_mm: v.lengthMm,
      width_mm: v.widthMm,
      height_mm: v.heightMm,
      wheelbase_mm: v.wheelbaseMm,
      ground_clearance_mm: v.groundClearanceMm,
      kerb_weight_kg: v.kerbWeightKg,
      seats: v.seats,
      doors: v.doors,
      boot_l: v.bootLitres,
      warranty: v.warranty,
    },
    equipment: v.equipment,
    url: `${site}${versionPath(brand, model, v)}`,
  };
}

/* ------------------------------------------------------------------------------------------------ */
/* Deals                                                                                            */
/* ------------------------------------------------------------------------------------------------ */

const dealVersionSchema = z.object({
  id: z.int(),
  name: z.string(),
  url: z.url().meta({ description: "The version's page on the site." }),
});

export const dealSchema = z
  .object({
    id: z.int().meta({ example: 7 }),
    title: z.string(),
    description: z.string().nullable(),
    version: dealVersionSchema.nullable().meta({
      description: "The version the deal is on when it is on exactly one; else null (see `versions`).",
    }),
    all_versions: z.boolean().meta({
      description: "True when the deal is on every version of the model, those added later included.",
    }),
    versions: z.array(dealVersionSchema).meta({
      description:
        "The published versions the deal is on, cheapest first (all of the model's when `all_versions`).",
    }),
    model: modelSummarySchema,
    brand: brandSummarySchema,
    list_price: z.int().nullable().meta({
      description:
        "Price before the deal in RWF: the list price of the cheapest version the deal is on; null when unknown.",
    }),
    new_price: z.int().nullable().meta({
      description:
        "The deal's new price in RWF, when the deal is a new price (else `discount` or `percent_off`).",
    }),
    discount: z.int().nullable().meta({
      description: "The deal's amount off in RWF, when the deal is an amount off.",
    }),
    percent_off: z.int().min(1).max(50).nullable().meta({
      description: "The deal's percent off the list price, when the deal is a percent off.",
    }),
    deal_price: z.int().nullable().meta({
      description:
        "Price with the deal in RWF: the new price, or the list price less the amount or percent off (for a deal on several versions, the price from which it starts).",
    }),
    saving: z.int().nullable().meta({
      description:
        "What the buyer saves in RWF: the amount off, the list price less the new price, or the percent of the list price.",
    }),
    dealer: z
      .string()
      .nullable()
      .meta({ description: "The dealer making the offer, when it is one dealer's." }),
    conditions: z.string().nullable().meta({ description: "What the buyer must do or accept, when any." }),
    valid_from: z.iso.date().meta({ description: "First day of the deal (Kigali date)." }),
    valid_until: z.iso.date().meta({ description: "Last day of the deal, included (Kigali date)." }),
    distributor: z.string().nullable().meta({
      description:
        "The brand's distributor in Rwanda; null when none is recorded. /auto-guide/dealerships lists the dealers of each brand.",
      example: "Toyota Rwanda",
    }),
    url: z.url().meta({ description: "The page of the deal's model on the site, where the deal is shown." }),
  })
  .meta({ id: "Deal" });

const BRAND_REF = /^[a-z0-9][a-z0-9-]{0,79}$/;

const dealsQuery = pageQuery(12).extend({
  brand: z.string().regex(BRAND_REF, { error: "Must be a brand id or slug." }).optional().meta({
    description: "Only deals on cars of this brand, by id or slug (as on /brands).",
    example: "toyota",
  }),
});

const { version: on, from, covers } = dealScope;

/** Live deals on `today` with their car and prices, by the current-deals page's own price rules. */
const selectDeals = (db: Db) =>
  db
    .select({
      ...dealColumns,
      versions: sql<{ id: number; name: string; slug: string }[] | null>`(
        select json_agg(json_build_object('id', ${on.id}, 'name', ${on.name}, 'slug', ${on.slug}) order by ${on.priceRwf}, ${on.id})
        from ${from} where ${covers})`,
      model: { id: models.id, name: models.name, slug: models.slug },
      brand: brandKey,
      distributor: brands.distributor,
    })
    .from(deals)
    .innerJoin(models, eq(models.id, deals.modelId))
    .innerJoin(brands, eq(brands.id, models.brandId))
    .leftJoin(dealers, dealDealer);

type DealRow = Awaited<ReturnType<typeof selectDeals>>[number];

const toDeal = (site: string, row: DealRow): z.input<typeof dealSchema> => {
  const on = (row.versions ?? []).map((version) => ({
    id: version.id,
    name: version.name,
    url: `${site}${versionPath(row.brand, row.model, version)}`,
  }));
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    version: on.length === 1 && !row.allVersions ? on[0]! : null,
    all_versions: row.allVersions,
    versions: on,
    model: modelSummary(site, row.brand, row.model),
    brand: brandSummary(row.brand),
    list_price: row.listPrice,
    new_price: row.newPriceRwf,
    discount: row.discountRwf,
    percent_off: row.percentOff,
    deal_price: row.dealPrice,
    saving: row.saving,
    dealer: row.dealer,
    conditions: row.conditions,
    valid_from: row.validFrom,
    valid_until: row.validTo,
    distributor: row.distributor,
    url: `${site}${modelPath(row.brand, row.model)}`,
  };
};

/** The brand a deal filter names, by id (digits) or slug; a 400 when none has it. */
async function dealBrand(db: Db, ref: string | undefined): Promise<SQL | undefined> {
  if (ref === undefined) return undefined;
  const id = parseId(ref);
  const [found] = await db
    .select({ id: brands.id })
    .from(brands)
    .where(and(id !== null ? eq(brands.id, id) : eq(brands.slug, ref), publishedBrand));
  if (!found) throw unknownFilter("brand", "No brand has this id or slug.");
  return eq(models.brandId, found.id);
}

/* ------------------------------------------------------------------------------------------------ */
/* Endpoints                                                                                        */
/* ------------------------------------------------------------------------------------------------ */

export const catalogueEndpoints = [
  listEndpoint({
    path: "/models",
    operationId: "listModels",
    tag: "Catalogue",
    summary: "Models",
    description:
      "The models of the new-car catalogue, by brand name then model name, with their entry price. Filters combine; a brand id that does not exist is a 400.",
    query: modelsQuery,
    item: modelSchema,
    maxAge: 300,
    async list({ query, db, env }) {
      await requireKnown(db, "brand", query.brand);
      const { prices, query: rows } = selectModels(db);
      const where = and(
        publicModel,
        query.brand !== undefined ? eq(models.brandId, query.brand) : undefined,
        query.body ? eq(models.body, query.body) : undefined,
        query.energy
          ? or(
              eq(models.energy, query.energy),
              sql`exists (select 1 from ${versions} model_versions where model_versions.model_id = ${models.id} and model_versions.published and model_versions.energy = ${query.energy})`,
            )
          : undefined,
        query.min_price !== undefined ? gte(prices.minPrice, query.min_price) : undefined,
        query.max_price !== undefined ? lte(prices.minPrice, query.max_price) : undefined,
      );
      const priced = query.min_price !== undefined || query.max_price !== undefined;
      return pageOf(
        query,
        rows.where(where).orderBy(asc(brands.name), asc(models.name), asc(models.id)),
        // The entry prices are aggregated only when a price filter needs them.
        (priced
          ? db.select({ value: count() }).from(models).innerJoin(prices, eq(prices.modelId, models.id))
          : db.select({ value: count() }).from(models)
        ).where(where),
        (row) => toModel(env.SITE_URL, row),
      );
    },
  }),
  itemEndpoint({
    path: "/models/{id}",
    operationId: "getModel",
    tag: "Catalogue",
    summary: "A model",
    description: "One model with its versions, cheapest first, as on the model's page.",
    item: modelDetailSchema,
    maxAge: 300,
    notFound: "No model has this id.",
    async find({ id, db, env }) {
      const site = env.SITE_URL;
      const page = await getModelPage(db, id, kigaliDate(), API_LOCALE);
      if (!page) return null;
      const { model, brand } = page;
      return {
        id: model.id,
        name: model.name,
        slug: model.slug,
        brand: brandSummary(brand),
        body: model.body,
        energies: energiesOf(
          model.energy,
          page.versions.map((v) => v.energy),
        ),
        price_from: page.versions[0]?.priceRwf ?? null,
        version_count: page.versions.length,
        image_url: imageUrlOf(site, model),
        url: `${site}${modelPath(brand, model)}`,
        segment: model.segment,
        luxury: model.luxury,
        launched_on: model.launchedOn,
        description: model.description,
        photos: page.photos.map((photo) => ({
          url: absoluteUrl(site, fullImageUrl(photo, CATALOGUE_PHOTOS)),
          width: photo.width,
          height: photo.height,
          alt: photo.alt,
        })),
        versions: page.versions.map((v) => ({
          id: v.id,
          name: v.name,
          price: v.priceRwf,
          energy: v.energy,
          gearbox: v.transmission,
          gears: v.gears,
          url: `${site}${versionPath(brand, model, v)}`,
        })),
      };
    },
  }),
  listEndpoint({
    path: "/versions",
    operationId: "listVersions",
    tag: "Catalogue",
    summary: "Versions",
    description:
      "Versions (trims) of the catalogue with their full spec sheet and list price, by brand name, model name, then price. Filters combine; a brand or model id that does not exist is a 400.",
    query: versionsQuery,
    item: versionSchema,
    maxAge: 300,
    async list({ query, db, env }) {
      await Promise.all([requireKnown(db, "brand", query.brand), requireKnown(db, "model", query.model)]);
      const where = and(
        publicVersion,
        query.model !== undefined ? eq(versions.modelId, query.model) : undefined,
        query.brand !== undefined ? eq(models.brandId, query.brand) : undefined,
        query.energy ? eq(versions.energy, query.energy) : undefined,
        query.min_price !== undefined ? gte(versions.priceRwf, query.min_price) : undefined,
        query.max_price !== undefined ? lte(versions.priceRwf, query.max_price) : undefined,
      );
      return pageOf(
        query,
        selectVersions(db)
          .where(where)
          .orderBy(
            asc(brands.name),
            asc(models.name),
            asc(versions.priceRwf),
            asc(versions.name),
            asc(versions.id),
          ),
        db
          .select({ value: count() })
          .from(versions)
          .innerJoin(models, eq(models.id, versions.modelId))
          .innerJoin(brands, eq(brands.id, models.brandId))
          .where(where),
        (row) => toVersion(env.SITE_URL, row),
      );
    },
  }),
  itemEndpoint({
    path: "/versions/{id}",
    operationId: "getVersion",
    tag: "Catalogue",
    summary: "A version",
    description: "One version with its full spec sheet and list price, as on the version's page.",
    item: versionSchema,
    maxAge: 300,
    notFound: "No version has this id.",
    async find({ id, db, env }) {
      const page = await getVersionPage(db, id, kigaliDate(), API_LOCALE);
      return page ? toVersion(env.SITE_URL, page) : null;
    },
  }),
  listEndpoint({
    path: "/deals",
    operationId: "listDeals",
    tag: "Deals",
    summary: "Current deals",
    description:
      "Dealer offers live today (Kigali date), as /auto-guide/current-deals lists them: ending soonest first. A deal is on all versions of its model or on the versions it lists, and is priced from the cheapest of them.",
    query: dealsQuery,
    item: dealSchema,
    maxAge: 300,
    async list({ query, db, env }) {
      const today = kigaliDate();
      const where = and(live(today), publicDeal, await dealBrand(db, query.brand))!;
      return pageOf(
        query,
        selectDeals(db)
          .where(where)
          .orderBy(...dealOrder.ending),
        db
          .select({ value: count() })
          .from(deals)
          .innerJoin(models, eq(models.id, deals.modelId))
          .innerJoin(brands, eq(brands.id, models.brandId))
          .where(where),
        (row) => toDeal(env.SITE_URL, row),
      );
    },
  }),
];
