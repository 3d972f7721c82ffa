import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { practicalGuideSections } from "~/lib/links";
import { bodyTypes, drives, energies, transmissions, type Equipment } from "~/lib/vehicle";

export const brands = pgTable(
  "brands",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    /** Identity colour (#RRGGBB) for the logo tile and car drawings. */
    colour: text("colour").notNull(),
    /** Uploaded logo; when null the site draws a monogram tile in `colour`. */
    logoUrl: text("logo_url"),
    country: text("country"),
    distributor: text("distributor"),
    isDemo: boolean("is_demo").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("brands_slug_key").on(t.slug), uniqueIndex("brands_name_key").on(t.name)],
);

export const models = pgTable(
  "models",
  {
    id: serial("id").primaryKey(),
    brandId: integer("brand_id")
      .notNull()
      .references(() => brands.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    body: text("body", { enum: bodyTypes }).notNull(),
    /** Main energy of the range (a version may differ, e.g. a hybrid trim). */
    energy: text("energy", { enum: energies }).notNull(),
    segment: text("segment"),
    luxury: boolean("luxury").notNull().default(false),
    /** When the current generation went on sale: drives "new on the market". */
    launchedOn: date("launched_on", { mode: "string" }),
    description: text("description"),
    /** Uploaded photo; when null the site draws the body type tinted in the brand colour. */
    imageUrl: text("image_url"),
    /**
     * search_fold("brand model"), kept up to date by triggers (migration 0005) and indexed for trigram
     * search: the header suggestions and the text search of /new-cars/search read it.
     */
    searchText: text("search_text").notNull().default(""),
    isDemo: boolean("is_demo").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("models_brand_slug_key").on(t.brandId, t.slug),
    index("models_brand_id_idx").on(t.brandId),
    index("models_launched_on_idx").on(t.launchedOn),
    index("models_search_text_idx").using("gin", t.searchText.op("gin_trgm_ops")),
  ],
);

export const versions = pgTable(
  "versions",
  {
    id: serial("id").primaryKey(),
    modelId: integer("model_id")
      .notNull()
      .references(() => models.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    /** List price in RWF, taxes included. */
    priceRwf: integer("price_rwf").notNull(),
    engineLabel: text("engine_label").notNull(),
    displacementCc: integer("displacement_cc"),
    energy: text("energy", { enum: energies }).notNull(),
    powerKw: integer("power_kw").notNull(),
    powerHp: integer("power_hp").notNull(),
    torqueNm: integer("torque_nm").notNull(),
    transmission: text("transmission", { enum: transmissions }).notNull(),
    gears: integer("gears"),
    drive: text("drive", { enum: drives }).notNull(),
    consumptionL100: real("consumption_l100"),
    consumptionKwh100: real("consumption_kwh100"),
    co2Gkm: integer("co2_gkm"),
    batteryKwh: real("battery_kwh"),
    electricRangeKm: integer("electric_range_km"),
    acChargeKw: real("ac_charge_kw"),
    dcChargeKw: real("dc_charge_kw"),
    zeroToHundredS: real("zero_to_hundred_s"),
    topSpeedKmh: integer("top_speed_kmh"),
    lengthMm: integer("length_mm").notNull(),
    widthMm: integer("width_mm").notNull(),
    heightMm: integer("height_mm").notNull(),
    wheelbaseMm: integer("wheelbase_mm").notNull(),
    groundClearanceMm: integer("ground_clearance_mm"),
    kerbWeightKg: integer("kerb_weight_kg").notNull(),
    seats: integer("seats").notNull(),
    doors: integer("doors").notNull(),
    bootLitres: integer("boot_litres"),
    tankLitres: integer("tank_litres"),
    warranty: text("warranty").notNull(),
    equipment: jsonb("equipment").$type<Equipment>().notNull(),
    isDemo: boolean("is_demo").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("versions_model_slug_key").on(t.modelId, t.slug),
    index("versions_model_id_idx").on(t.modelId),
    index("versions_price_idx").on(t.priceRwf),
    check("versions_price_positive", sql`${t.priceRwf} > 0`),
  ],
);

/** A dealer offer on a version (or on a whole model); it disappears after `validTo`. */
export const deals = pgTable(
  "deals",
  {
    id: serial("id").primaryKey(),
    modelId: integer("model_id")
      .notNull()
      .references(() => models.id, { onDelete: "cascade" }),
    versionId: integer("version_id").references(() => versions.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description"),
    /** Either a new price or a discount, in RWF. */
    newPriceRwf: integer("new_price_rwf"),
    discountRwf: integer("discount_rwf"),
    validFrom: date("valid_from", { mode: "string" }).notNull(),
    validTo: date("valid_to", { mode: "string" }).notNull(),
    isDemo: boolean("is_demo").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("deals_model_id_idx").on(t.modelId),
    index("deals_valid_to_idx").on(t.validTo),
    check("deals_price_or_discount", sql`(${t.newPriceRwf} is null) <> (${t.discountRwf} is null)`),
    check("deals_dates", sql`${t.validFrom} <= ${t.validTo}`),
  ],
);

export const contactMessages = pgTable(
  "contact_messages",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    handledAt: timestamp("handled_at", { withTimezone: true }),
  },
  (t) => [index("contact_messages_created_at_idx").on(sql`${t.createdAt} desc`)],
);

export const newsletterStatuses = ["pending", "confirmed", "unsubscribed"] as const;

/** Newsletter sign-ups with double opt-in (docs/decisions/0004-newsletter-double-opt-in.md). */
export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: serial("id").primaryKey(),
    /** Trimmed and lower-cased. */
    email: text("email").notNull(),
    status: text("status", { enum: newsletterStatuses }).notNull().default("pending"),
    /** SHA-256 (hex) of the token in the latest confirmation link; the token itself is never stored. */
    confirmTokenHash: text("confirm_token_hash"),
    /** When the latest confirmation link was sent; the link expires 7 days later. */
    confirmSentAt: timestamp("confirm_sent_at", { withTimezone: true }),
    /** Random token in every mail's unsubscribe link (List-Unsubscribe). */
    unsubscribeToken: text("unsubscribe_token").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
    /** Address the latest sign-up request came from. */
    ipAddress: text("ip_address"),
  },
  (t) => [
    uniqueIndex("newsletter_subscribers_email_key").on(t.email),
    uniqueIndex("newsletter_subscribers_confirm_token_hash_key").on(t.confirmTokenHash),
    uniqueIndex("newsletter_subscribers_unsubscribe_token_key").on(t.unsubscribeToken),
    index("newsletter_subscribers_status_idx").on(t.status),
    check("newsletter_subscribers_email_normalised", sql`${t.email} = lower(btrim(${t.email}))`),
    check(
      "newsletter_subscribers_status_known",
      sql`${t.status} in ('pending', 'confirmed', 'unsubscribed')`,
    ),
  ],
);

/**
 * Comparisons visitors open (two versions or more): the popular ones are offered on the empty comparator.
 * The same cars in any order are one comparison, so `versionIds` is kept sorted.
 */
export const comparisons = pgTable(
  "comparisons",
  {
    id: serial("id").primaryKey(),
    versionIds: integer("version_ids").array().notNull(),
    views: integer("views").notNull().default(0),
    lastViewedAt: timestamp("last_viewed_at", { withTimezone: true }).notNull().defaultNow(),
    isDemo: boolean("is_demo").notNull().default(false),
  },
  (t) => [
    uniqueIndex("comparisons_version_ids_key").on(t.versionIds),
    index("comparisons_views_idx").on(sql`${t.views} desc`),
    check("comparisons_size", sql`cardinality(${t.versionIds}) between 2 and 4`),
  ],
);

/** The practical guide's six sections (SPEC §2.1): road tax, driving licence, financing and so on. */
export const guideSections = pgTable("guide_sections", {
  id: serial("id").primaryKey(),
  slug: text("slug", { enum: practicalGuideSections }).notNull().unique(),
  title: text("title").notNull(),
  summary: text("summary").notNull(),
  intro: text("intro").notNull(),
  position: integer("position").notNull(),
});

/** Practical-guide articles: Markdown as written, and the sanitised HTML the pages show. */
export const guideArticles = pgTable(
  "guide_articles",
  {
    id: serial("id").primaryKey(),
    sectionId: integer("section_id")
      .notNull()
      .references(() => guideSections.id, { onDelete: "cascade" }),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    excerpt: text("excerpt").notNull(),
    bodyMarkdown: text("body_markdown").notNull(),
    bodyHtml: text("body_html").notNull(),
    readingMinutes: integer("reading_minutes").notNull(),
    sources: jsonb("sources").$type<{ name: string; url?: string }[]>().notNull(),
    /** The day the facts in the article were recorded from its sources. */
    recordedOn: date("recorded_on", { mode: "string" }).notNull(),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("guide_articles_section_slug_key").on(t.sectionId, t.slug),
    index("guide_articles_published_at_idx").on(sql`${t.publishedAt} desc`),
  ],
);
