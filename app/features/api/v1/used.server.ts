import { formatNumber } from "~/shared/lib/price";
import { and, asc, eq, inArray } from "drizzle-orm";
import { z } from "zod";
import { LISTING_LIMITS } from "~/features/posting/listing-fields";
import { photoSrcSet } from "~/features/posting/listing-photos";
import {
  conditions,
  gearboxes,
  importStatuses,
  listingPath,
  sellerTypes,
  steeringSides,
} from "~/shared/lib/used-cars";
import { MAX_MAKES, OLDEST_YEAR, usedSorts } from "~/features/used-market/used-filters";
import { bodyTypes, drives, energies } from "~/shared/lib/vehicle";
import type { Db } from "../../../shared/db/client";
import { usedListingPhotos, usedListings } from "../../../shared/db/schema";
import { parseSearch, thisYear } from "../../used-market/used-pages.server";
import {
  COUNT_CAP,
  filterConditions,
  listingFactColumns,
  searchListings,
} from "../../used-market/used-market.server";
import { absoluteUrl, itemEndpoint, listEndpoint, pageQuery, queryInt } from "../endpoint";
import { districtQuery, enumQuery, oneOf } from "./places";

const photoSchema = z
  .object({
    width: z.int().meta({ description: "The largest stored width, in pixels.", example: 1600 }),
    height: z.int().meta({ example: 1200 }),
    drawing: z
      .boolean()
      .meta({ description: "True for the drawing an example listing shows instead of a photo (one SVG)." }),
    sizes: z
      .array(
        z
          .object({
            width: z.int().meta({ example: 960 }),
            url: z.url().meta({ description: "Absolute URL of the file (WebP, or SVG for a drawing)." }),
          })
          .meta({ id: "UsedListingPhotoSize" }),
      )
      .meta({ description: "Every stored width of the photo, smallest first." }),
  })
  .meta({ id: "UsedListingPhoto" });

const listingFields = {
  id: z.int().meta({ example: 1234 }),
  title: z.string().meta({ description: "The seller's headline.", example: "Toyota RAV4 2017, very clean" }),
  make: z.string().meta({ example: "Toyota" }),
  model: z.string().meta({ example: "RAV4" }),
  year: z.int().meta({ example: 2017 }),
  mileage_km: z.int().meta({ example: 84000 }),
  price: z.int().meta({ description: "Asking price in RWF.", example: 18_500_000 }),
  negotiable: z.boolean().meta({ description: "Whether the seller says the price is negotiable." }),
  fuel: z.enum(energies),
  gearbox: z.enum(gearboxes),
  body: z.enum(bodyTypes).nullable(),
  district: z
    .string()
    .meta({ description: "Where the car is: one of Rwanda's 30 districts.", example: "Gasabo" }),
  seller_type: z.enum(sellerTypes).meta({ description: "A private seller or a dealer." }),
  photos: z.array(photoSchema).meta({ description: "The listing's photos in order, the cover first." }),
  published_at: z.iso.datetime({ offset: true }),
  expires_at: z.iso
    .datetime({ offset: true })
    .nullable()
    .meta({ description: "When the listing leaves the market unless the seller renews it." }),
  url: z
    .url()
    .meta({ description: "The listing's page on the site, where buyers reveal the seller's phone." }),
};

export const usedListingSchema = z.object(listingFields).meta({ id: "UsedListing" });

export const usedListingDetailSchema = z
  .object({
    ...listingFields,
    description: z.string().meta({ description: "The seller's description of the car." }),
    colour: z.string().nullable(),
    engine_cc: z.int().nullable(),
    drive: z.enum(drives).nullable(),
    steering: z.enum(steeringSides).meta({ description: "Left-hand or right-hand drive." }),
    condition: z.enum(conditions).nullable(),
    import_status: z
      .enum(importStatuses)
      .nullable()
      .meta({ description: "Already registered in Rwanda (local) or newly imported." }),
  })
  .meta({ id: "UsedListingDetail" });

/**
 * What the API reads of a listing: never the seller's name, phone, WhatsApp flag or account (buyers reveal
 * the phone on the site).
 */
const listingColumns = {
  ...listingFactColumns,
  body: usedListings.body,
  publishedAt: usedListings.publishedAt,
  expiresAt: usedListings.expiresAt,
};

const detailColumns = {
  ...listingColumns,
  description: usedListings.description,
  colour: usedListings.colour,
  engineCc: usedListings.engineCc,
  drive: usedListings.drive,
  steering: usedListings.steering,
  condition: usedListings.condition,
  importStatus: usedListings.importStatus,
};

const selectListings = (db: Db) => db.select(listingColumns).from(usedListings);
type ListingRow = Awaited<ReturnType<typeof selectListings>>[number];
type PhotoRow = typeof usedListingPhotos.$inferSelect;

/** A listing on the market: the search's own conditions (active), with no filter. */
const online = () => filterConditions({ makes: [], sort: "newest" });

/** The photos of some listings, in order, by listing. */
async function photosOf(db: Db, listingIds: number[]): Promise<Map<number, PhotoRow[]>> {
  const byListing = new Map<number, PhotoRow[]>();
  if (!listingIds.length) return byListing;
  const rows = await db
    .select()
    .from(usedListingPhotos)
    .where(inArray(usedListingPhotos.listingId, listingIds))
    .orderBy(asc(usedListingPhotos.listingId), asc(usedListingPhotos.position));
  for (const row of rows) byListing.set(row.listingId, [...(byListing.get(row.listingId) ?? []), row]);
  return byListing;
}

/** Every stored width of a photo as the site's srcset names them, or a drawing's one file. */
function toPhoto(site: string, photo: PhotoRow): z.input<typeof photoSchema> {
  if (!photo.storageKey)
    return {
      width: photo.width,
      height: photo.height,
      drawing: true,
      sizes: [{ width: photo.width, url: absoluteUrl(site, photo.drawing ?? "") }],
    };
  const sizes = photoSrcSet(photo.storageKey, photo.width)
    .split(", ")
    .map((entry) => {
      const [url = "", width = ""] = entry.split(" ");
      return { width: Number(width.replace("w", "")), url: absoluteUrl(site, url) };
    });
  return { width: photo.width, height: photo.height, drawing: false, sizes };
}

function toListing(site: string, row: ListingRow, photos: PhotoRow[]): z.input<typeof usedListingSchema> {
  // An active listing has every field the search shows; the schema allows nulls only for drafts.
  const year = row.year ?? 0;
  return {
    id: row.id,
    title: row.title,
    make: row.make,
    model: row.model,
    year,
    mileage_km: row.mileageKm ?? 0,
    price: row.priceRwf ?? 0,
    negotiable: row.negotiable,
    fuel: row.energy ?? "petrol",
    gearbox: row.gearbox ?? "manual",
    body: row.body,
    district: row.district ?? "",
    seller_type: row.sellerType,
    photos: photos.map((photo) => toPhoto(site, photo)),
    published_at: (row.publishedAt ?? new Date(0)).toISOString(),
    expires_at: row.expiresAt?.toISOString() ?? null,
    url: absoluteUrl(site, listingPath({ id: row.id, make: row.make, model: row.model, year })),
  };
}

const KEY = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const yearQuery = (description: string) =>
  queryInt(OLDEST_YEAR, 9999)
    .refine((year) => year <= thisYear() + 1, { error: "Must not be later than next year." })
    .optional()
    .meta({ description });

const rwf = (description: string) =>
  queryInt(0, LISTING_LIMITS.priceMax).optional().meta({ description, example: 15_000_000 });

const usedQuery = pageQuery(24)
  .extend({
    make: z
      .string()
      .transform((value) => [...new Set(value.split(",").map((make) => make.trim().toLowerCase()))])
      .refine((makes) => makes.every((make) => make.length <= 40 && KEY.test(make)), {
        error: "Must be make keys separated by commas, e.g. toyota or toyota,land-rover.",
      })
      .refine((makes) => makes.length <= MAX_MAKES, { error: `At most ${MAX_MAKES} makes.` })
      .optional()
      .meta({
        description: `Only these makes, by key (lower case, hyphens), comma-separated, at most ${MAX_MAKES}: toyota,land-rover.`,
        example: "toyota",
      }),
    model: z
      .string()
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: "Must be a model key, e.g. rav4 or land-cruiser." })
      .max(60, { error: "Must be at most 60 characters." })
      .optional()
      .meta({ description: "Only this model, by key; with exactly one make.", example: "rav4" }),
    price_min: rwf("Asking price at least this, in RWF."),
    price_max: rwf("Asking price at most this, in RWF."),
    year_min: yearQuery(`Made in this year or later (from ${OLDEST_YEAR}).`),
    year_max: yearQuery("Made in this year or earlier."),
    mileage_max: queryInt(0, 2_000_000)
      .optional()
      .meta({ description: "Mileage at most this, in km.", example: 100_000 }),
    fuel: enumQuery(energies, "Only this fuel."),
    gearbox: enumQuery(gearboxes, "Only this gearbox (CVT and dual-clutch count as automatic)."),
    body: enumQuery(bodyTypes, "Only this body type."),
    district: districtQuery("Only cars in this district."),
    seller: enumQuery(sellerTypes, "Only private sellers, or only dealers."),
    sort: z
      .enum(usedSorts, { error: oneOf(usedSorts) })
      .default("newest")
      .meta({
        description:
          "newest (published last first, the default), price-asc, price-desc, mileage (lowest first), year (newest car first).",
      }),
  })
  .superRefine((query, context) => {
    if (query.model !== undefined && query.make?.length !== 1)
      context.addIssue({ code: "custom", path: ["model"], message: "Needs exactly one make." });
  });

/** The validated query in the search page's own parameters, read by the search page's own rules. */
function searchFilters(query: z.output<typeof usedQuery>) {
  const params = new URLSearchParams();
  for (const make of query.make ?? []) params.append("make", make);
  const named: [string, string | number | undefined][] = [
    ["model", query.model],
    ["price_min", query.price_min],
    ["price_max", query.price_max],
    ["year_min", query.year_min],
    ["year_max", query.year_max],
    ["mileage_max", query.mileage_max],
    ["energy", query.fuel],
    ["gearbox", query.gearbox],
    ["body", query.body],
    ["district", query.district],
    ["seller", query.seller],
    ["sort", query.sort],
  ];
  for (const [name, value] of named) if (value !== undefined) params.set(name, String(value));
  return parseSearch(params);
}

export const usedEndpoints = [
  listEndpoint({
    path: "/used-listings",
    operationId: "listUsedListings",
    tag: "Used cars",
    summary: "Used-car listings",
    description: `The used cars for sale now (the site's used-car search): only listings on the market, never drafts, listings awaiting moderation, refused, sold or expired ones. Filtered and sorted as on the site. The total counts at most ${formatNumber(COUNT_CAP)} listings; pages end there. No listing carries the seller's name, phone number or account: buyers reveal the phone on the listing's page on the site (its \`url\`).`,
    query: usedQuery,
    item: usedListingSchema,
    maxAge: 60,
    async list({ query, db, env }) {
      const result = await searchListings(db, searchFilters(query), {
        page: query.page,
        perPage: query.per_page,
      });
      // The site shows the last page for a page past the end; the API answers an empty one.
      const ids = result.page.page === query.page ? result.listings.map((card) => card.id) : [];
      const [rows, photos] = await Promise.all([
        ids.length
          ? selectListings(db).where(and(inArray(usedListings.id, ids), ...online()))
          : Promise.resolve([]),
        photosOf(db, ids),
      ]);
      const byId = new Map(rows.map((row) => [row.id, row]));
      return {
        data: ids
          .map((id) => byId.get(id))
          .filter((row) => row !== undefined)
          .map((row) => toListing(env.SITE_URL, row, photos.get(row.id) ?? [])),
        total: result.count,
      };
    },
  }),
  itemEndpoint({
    path: "/used-listings/{id}",
    operationId: "getUsedListing",
    tag: "Used cars",
    summary: "A used-car listing",
    description:
      "One listing on the market, with its description and every photo. A listing that is not on the market (awaiting moderation, refused, sold, expired or removed) is a 404. The seller's phone number is not given: buyers reveal it on the listing's page on the site.",
    item: usedListingDetailSchema,
    maxAge: 60,
    notFound: "No listing on the market has this id.",
    async find({ id, db, env }) {
      const [row] = await db
        .select(detailColumns)
        .from(usedListings)
        .where(and(eq(usedListings.id, id), ...online()));
      if (!row) return null;
      const photos = (await photosOf(db, [row.id])).get(row.id) ?? [];
      return {
        ...toListing(env.SITE_URL, row, photos),
        description: row.description,
        colour: row.colour,
        engine_cc: row.engineCc,
        drive: row.drive,
        steering: row.steering,
        condition: row.condition,
        import_status: row.importStatus,
      };
    },
  }),
];
