import { and, eq, exists, inArray, lte, or, sql } from "drizzle-orm";
import {
  alias,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  QueryBuilder,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { bannerPlacements } from "~/shared/lib/value-sets";
import { type OpeningHours } from "~/shared/lib/value-sets";
import { carConditions, paymentMethods } from "~/shared/lib/value-sets";
import { practicalGuideSections } from "~/shared/lib/links";
import { ownershipDurations, reviewStatuses } from "~/shared/lib/value-sets";
import {
  conditions,
  gearboxes,
  importStatuses,
  listingStatuses,
  postSteps,
  reportReasons,
  reportStatuses,
  sellerTypes,
  steeringSides,
} from "~/shared/lib/used-cars";
import { bodyTypes, drives, energies, transmissions } from "~/shared/lib/vehicle";
import { equipmentSchema, type Equipment } from "~/shared/lib/equipment";

/** A moment: every timestamp column keeps its time zone. */
const moment = (name: string) => timestamp(name, { withTimezone: true });
/** When the row was written. */
const createdAt = () => moment("created_at").notNull().defaultNow();
/** When the row last changed: set on every update through Drizzle. */
const updatedAt = () =>
  moment("updated_at")
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
/**
 * When staff last saved an item of the back office. Millisecond precision, so the value an edit form carries
 * back matches the row exactly (no lost updates).
 */
const editVersion = () =>
  timestamp("updated_at", { withTimezone: true, precision: 3 }).notNull().defaultNow();
/** The member a row belongs to; it goes with the member's account. */
const memberId = () =>
  text("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" });

export const brands = pgTable(
  "brands",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    /** Identity colour (#RRGGBB) for the logo tile and car drawings. */
    colour: text("colour").notNull(),
    /** Uploaded logo's file (BRAND_LOGOS); when null the site draws a monogram tile in `colour`. */
    logoUrl: text("logo_url"),
    /** The uploaded logo's key, naming its files (app/shared/lib/images.ts); null with `logoUrl`. */
    logoKey: text("logo_key"),
    country: text("country"),
    distributor: text("distributor"),
    /** Plain text shown on the brand page, written in the back office. */
    description: text("description"),
    /** An unpublished brand is left out of every public list and its page answers 404 (`publishedBrand`). */
    published: boolean("published").notNull().default(true),
    isDemo: boolean("is_demo").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: editVersion(),
  },
  (t) => [uniqueIndex("brands_slug_key").on(t.slug), uniqueIndex("brands_name_key").on(t.name)],
);

/** The condition every public query of brands carries: staff may hide a brand without deleting it. */
export const publishedBrand = eq(brands.published, true);

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
    /** An unpublished model is left out of every public list and its pages answer 404 (`publicCatalogue`). */
    published: boolean("published").notNull().default(true),
    /**
     * search_fold("brand model"), kept up to date by triggers (migration 0005) and indexed for trigram
     * search: the header suggestions and the text search of /new-cars/search read it.
     */
    searchText: text("search_text").notNull().default(""),
    isDemo: boolean("is_demo").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: editVersion(),
  },
  (t) => [
    uniqueIndex("models_brand_slug_key").on(t.brandId, t.slug),
    index("models_brand_id_idx").on(t.brandId),
    index("models_launched_on_idx").on(t.launchedOn),
    index("models_search_text_idx").using("gin", t.searchText.op("gin_trgm_ops")),
  ],
);

/** A gallery photo's columns, the same for a model's and a version's. */
const galleryPhotoColumns = () => ({
  id: serial("id").primaryKey(),
  position: integer("position").notNull(),
  alt: text("alt").notNull().default(""),
  /** Names the photo's files in every width and format (app/shared/lib/images.ts). */
  imageKey: text("image_key").notNull(),
  /** Size at the largest stored width. */
  width: integer("width").notNull(),
  height: integer("height").notNull(),
  createdAt: createdAt(),
});

/**
 * A model's photos (the back office uploads them, CATALOGUE_PHOTOS): the first is the model's picture in
 * lists and on its page, the others its gallery. Without photos the site draws the body type tinted in the
 * model's paint.
 */
export const modelPhotos = pgTable(
  "model_photos",
  {
    ...galleryPhotoColumns(),
    modelId: integer("model_id")
      .notNull()
      .references(() => models.id, { onDelete: "cascade" }),
  },
  (t) => [uniqueIndex("model_photos_position_key").on(t.modelId, t.position)],
);

/**
 * A version's own photos (a trim's wheels, cabin or colour), shaped like a model's: the version page shows
 * them first, and the model's photos when it has none.
 */
export const versionPhotos = pgTable(
  "version_photos",
  {
    ...galleryPhotoColumns(),
    versionId: integer("version_id")
      .notNull()
      .references(() => versions.id, { onDelete: "cascade" }),
  },
  (t) => [uniqueIndex("version_photos_position_key").on(t.versionId, t.position)],
);

/** A model shown to the public: published itself (its brand is checked by `publicCatalogue`). */
export const publishedModel = eq(models.published, true);

/**
 * The condition every public query that joins brands and models carries: the model and its brand both
 * published.
 */
export const publicCatalogue = and(publishedBrand, publishedModel)!;

/**
 * A version's equipment (app/shared/lib/equipment.ts), in a jsonb column that is checked on every read: a
 * row that is not the catalogue's shape fails loudly instead of showing wrong equipment.
 */
const equipmentColumn = customType<{ data: Equipment; driverData: unknown }>({
  dataType: () => "jsonb",
  toDriver: (value) => JSON.stringify(value),
  fromDriver: (value) => equipmentSchema.parse(typeof value === "string" ? JSON.parse(value) : value),
});

/** Subqueries of the public conditions below, built without a connection. */
const subquery = new QueryBuilder();

/**
 * A public model, for queries of models that may not join brands (counts, reviews, the API's filters):
 * published, and its brand too.
 */
export const publicModel = and(
  publishedModel,
  inArray(models.brandId, subquery.select({ id: brands.id }).from(brands).where(publishedBrand)),
)!;

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
    equipment: equipmentColumn("equipment").notNull(),
    /** An unpublished version is left out of every public list and its page answers 404 (`publishedVersion`). */
    published: boolean("published").notNull().default(true),
    isDemo: boolean("is_demo").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: editVersion(),
  },
  (t) => [
    uniqueIndex("versions_model_slug_key").on(t.modelId, t.slug),
    index("versions_model_id_idx").on(t.modelId),
    index("versions_price_idx").on(t.priceRwf),
    check("versions_price_positive", sql`${t.priceRwf} > 0`),
  ],
);

/**
 * The two galleries, a model's and a version's: the items' table, the photos' table, and the photos' column
 * (and its key) naming the item they show, so that one code reads and writes both.
 */
export const galleries = {
  model: { items: models, photos: modelPhotos, itemId: modelPhotos.modelId, itemKey: "modelId" },
  version: { items: versions, photos: versionPhotos, itemId: versionPhotos.versionId, itemKey: "versionId" },
} as const;

/** A version shown to the public: published itself (its model and brand are checked by `publicCatalogue`). */
export const publishedVersion = eq(versions.published, true);

/** The condition of every public query that joins versions to their model and brand: all three published. */
export const publicVersion = and(publicCatalogue, publishedVersion)!;

/** A public version, for queries of versions that join neither model nor brand. */
export const publicVersionAlone = and(
  publishedVersion,
  inArray(
    versions.modelId,
    subquery
      .select({ id: models.id })
      .from(models)
      .innerJoin(brands, eq(brands.id, models.brandId))
      .where(publicCatalogue),
  ),
)!;

const onSale = alias(versions, "on_sale");
/**
 * A model with at least one published version: only such a model has a price, so lists that show prices
 * (and their counts) leave the others out; its own page says no version is on sale.
 */
export const modelOnSale = exists(
  subquery
    .select({ id: onSale.id })
    .from(onSale)
    .where(and(eq(onSale.modelId, models.id), eq(onSale.published, true))),
);

/**
 * Every change of a version's list price, written by the database itself (trigger
 * `versions_price_history`, drizzle/0017) whoever changes it: the back office, an import, a statement.
 */
export const versionPrices = pgTable(
  "version_prices",
  {
    id: serial("id").primaryKey(),
    versionId: integer("version_id")
      .notNull()
      .references(() => versions.id, { onDelete: "cascade" }),
    changedAt: moment("changed_at").notNull().defaultNow(),
    oldPriceRwf: integer("old_price_rwf").notNull(),
    newPriceRwf: integer("new_price_rwf").notNull(),
  },
  (t) => [index("version_prices_version_changed_idx").on(t.versionId, t.changedAt)],
);

/**
 * A dealer offer on a model: on all its versions (`allVersions`, those added later too) or on exactly the
 * versions listed in `deal_versions`, said explicitly, so the label and the versions it applies to cannot
 * disagree. It leaves every public list after `validTo` by itself (`live` in guide.server.ts).
 */
export const deals = pgTable(
  "deals",
  {
    id: serial("id").primaryKey(),
    modelId: integer("model_id")
      .notNull()
      .references(() => models.id, { onDelete: "cascade" }),
    /** True: every version of the model; false: the versions in `deal_versions` (none left: shown nowhere). */
    allVersions: boolean("all_versions").notNull().default(false),
    title: text("title").notNull(),
    description: text("description"),
    /** Exactly one of the three: a new price in RWF, an amount off in RWF, or a percent off the list price. */
    newPriceRwf: integer("new_price_rwf"),
    discountRwf: integer("discount_rwf"),
    percentOff: integer("percent_off"),
    validFrom: date("valid_from", { mode: "string" }).notNull(),
    validTo: date("valid_to", { mode: "string" }).notNull(),
    /** The dealer that makes the offer, when it is one dealer's. */
    dealerId: integer("dealer_id").references(() => dealers.id, { onDelete: "set null" }),
    /** What the buyer must do or accept (trade-in, stock, financing…), shown with the offer. */
    conditions: text("conditions"),
    /** A hidden deal is left out of every public list. */
    published: boolean("published").notNull().default(true),
    isDemo: boolean("is_demo").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: editVersion(),
  },
  (t) => [
    index("deals_model_id_idx").on(t.modelId),
    index("deals_valid_to_idx").on(t.validTo),
    index("deals_dealer_id_idx").on(t.dealerId),
    check("deals_one_offer", sql`num_nonnulls(${t.newPriceRwf}, ${t.discountRwf}, ${t.percentOff}) = 1`),
    check("deals_percent_range", sql`${t.percentOff} between 1 and 50`),
    check("deals_amounts_positive", sql`${t.newPriceRwf} > 0 and ${t.discountRwf} > 0`),
    check("deals_dates", sql`${t.validFrom} <= ${t.validTo}`),
  ],
);

/** The versions a deal is on, when it is not on all of its model's versions. */
export const dealVersions = pgTable(
  "deal_versions",
  {
    dealId: integer("deal_id")
      .notNull()
      .references(() => deals.id, { onDelete: "cascade" }),
    versionId: integer("version_id")
      .notNull()
      .references(() => versions.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.dealId, t.versionId] }),
    index("deal_versions_version_idx").on(t.versionId),
  ],
);

/** The versions a deal may be on, in the conditions below (`dealCovers`). */
const dealOn = alias(versions, "deal_on");
const listed = alias(dealVersions, "listed");
/**
 * `dealOn` is a published version of the deal's model that the deal is on (all of them, or one listed): a
 * deal is shown only while there is one, and it is priced from the cheapest of them.
 */
const dealCovers = and(
  eq(dealOn.modelId, deals.modelId),
  eq(dealOn.published, true),
  or(
    eq(deals.allVersions, true),
    exists(
      subquery
        .select({ one: sql`1` })
        .from(listed)
        .where(and(eq(listed.dealId, deals.id), eq(listed.versionId, dealOn.id))),
    ),
  ),
)!;

/**
 * The versions a deal is on, to read inside a query of deals: `version` is a published version of the deal's
 * model the deal is on while `covers` holds.
 */
export const dealScope = {
  version: dealOn,
  /** What raw SQL selects `version` from: `select … from ${from} where ${covers}`. */
  from: sql`${versions} ${sql.identifier("deal_on")}`,
  covers: dealCovers,
};

/**
 * A deal shown to the public, in queries of deals that join its model and brand: the deal, model and brand
 * published, and at least one published version of the model the deal is on. (Whether it is live today is
 * `live` in guide.server.ts.)
 */
export const publicDeal = and(
  publicCatalogue,
  eq(deals.published, true),
  exists(subquery.select({ id: dealOn.id }).from(dealOn).where(dealCovers)),
)!;

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
    createdAt: createdAt(),
    handledAt: moment("handled_at"),
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
    confirmSentAt: moment("confirm_sent_at"),
    /** Random token in every mail's unsubscribe link (List-Unsubscribe). */
    unsubscribeToken: text("unsubscribe_token").notNull(),
    createdAt: createdAt(),
    confirmedAt: moment("confirmed_at"),
    unsubscribedAt: moment("unsubscribed_at"),
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

export const newsletterIssueStatuses = ["draft", "scheduled", "sending", "sent"] as const;

/**
 * Newsletters staff write and send to the confirmed subscribers (docs/decisions/0030-newsletter-sending.md): a
 * draft, then scheduled for a moment (now, or later), sending once the job has listed its recipients, sent
 * when every delivery is done.
 */
export const newsletterIssues = pgTable(
  "newsletter_issues",
  {
    id: serial("id").primaryKey(),
    subject: text("subject").notNull(),
    bodyMarkdown: text("body_markdown").notNull(),
    status: text("status", { enum: newsletterIssueStatuses }).notNull().default("draft"),
    /** When a scheduled newsletter goes out; null for a draft. */
    sendAt: moment("send_at"),
    /** Who wrote it, and who scheduled it (no foreign key: deleting an account keeps the record). */
    createdBy: text("created_by").notNull(),
    scheduledBy: text("scheduled_by"),
    /** How many addresses it went to: set when its recipients are listed. */
    recipients: integer("recipients"),
    startedAt: moment("started_at"),
    finishedAt: moment("finished_at"),
    createdAt: createdAt(),
    updatedAt: editVersion(),
  },
  (t) => [
    index("newsletter_issues_due_idx").on(t.status, t.sendAt),
    check("newsletter_issues_status_known", sql`${t.status} in ('draft', 'scheduled', 'sending', 'sent')`),
    check("newsletter_issues_scheduled_has_time", sql`${t.status} = 'draft' or ${t.sendAt} is not null`),
  ],
);

export const newsletterDeliveryStatuses = ["pending", "sending", "sent", "failed", "skipped"] as const;

/**
 * One newsletter to one subscriber: listed once (the primary key), claimed by one run (`sending`), then sent,
 * failed after its tries, or skipped (the address unsubscribed before its turn).
 */
export const newsletterDeliveries = pgTable(
  "newsletter_deliveries",
  {
    issueId: integer("issue_id")
      .notNull()
      .references(() => newsletterIssues.id, { onDelete: "cascade" }),
    subscriberId: integer("subscriber_id")
      .notNull()
      .references(() => newsletterSubscribers.id, { onDelete: "cascade" }),
    status: text("status", { enum: newsletterDeliveryStatuses }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    /** When the latest try began: a delivery left `sending` by a stopped process is found by it. */
    claimedAt: moment("claimed_at"),
    sentAt: moment("sent_at"),
    /** Why the last try failed (the mail server's answer), for staff. */
    error: text("error"),
  },
  (t) => [
    primaryKey({ columns: [t.issueId, t.subscriberId] }),
    index("newsletter_deliveries_status_idx").on(t.issueId, t.status),
    check(
      "newsletter_deliveries_status_known",
      sql`${t.status} in ('pending', 'sending', 'sent', 'failed', 'skipped')`,
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
    lastViewedAt: moment("last_viewed_at").notNull().defaultNow(),
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
    /** The uploaded featured image's key, naming its files (ARTICLE_COVERS); null while the guide has none. */
    coverKey: text("cover_key"),
    /** What the featured image shows, for screen readers (required with an image). */
    coverAlt: text("cover_alt").notNull().default(""),
    /** False for a draft; true with `publishedAt` in the future for a scheduled article (`publicGuide`). */
    published: boolean("published").notNull().default(true),
    publishedAt: moment("published_at").notNull().defaultNow(),
    updatedAt: editVersion(),
  },
  (t) => [
    uniqueIndex("guide_articles_section_slug_key").on(t.sectionId, t.slug),
    index("guide_articles_published_at_idx").on(sql`${t.publishedAt} desc`),
    index("guide_articles_title_idx").on(sql`lower(${t.title})`),
    index("guide_articles_title_trgm_idx").using("gin", sql`lower(${t.title}) gin_trgm_ops`),
  ],
);

/**
 * The condition every public query of guide articles carries: a draft, or an article scheduled for later,
 * is nowhere on the site; a scheduled one appears at its time by itself (compared with now()).
 */
export const publicGuide = and(
  eq(guideArticles.published, true),
  lte(guideArticles.publishedAt, sql`now()`),
)!;

/** News categories (WordPress terms): the News menu and the /auto-news/{id}-{slug} lists. */
export const newsCategories = pgTable("news_categories", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  description: text("description").notNull(),
  position: integer("position").notNull(),
});

/**
 * News articles, shaped like WordPress posts: id is ID, slug is post_name, title is post_title. Markdown as
 * written, and the sanitised HTML the pages show.
 */
export const newsArticles = pgTable(
  "news_articles",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    excerpt: text("excerpt").notNull(),
    bodyMarkdown: text("body_markdown").notNull(),
    bodyHtml: text("body_html").notNull(),
    authorName: text("author_name").notNull(),
    coverUrl: text("cover_url").notNull(),
    coverAlt: text("cover_alt").notNull(),
    /** The uploaded cover's key, naming its files (ARTICLE_COVERS); null while the cover is a drawing. */
    coverKey: text("cover_key"),
    tags: text("tags")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    readingMinutes: integer("reading_minutes").notNull(),
    /** search_fold(title), for typo-tolerant header suggestions. */
    searchText: text("search_text")
      .notNull()
      .generatedAlwaysAs(sql`search_fold(title)`),
    isDemo: boolean("is_demo").notNull().default(false),
    /** False for a draft; true with `publishedAt` in the future for a scheduled article (`publicNews`). */
    published: boolean("published").notNull().default(true),
    publishedAt: moment("published_at").notNull().defaultNow(),
    updatedAt: editVersion(),
  },
  (t) => [
    index("news_articles_published_idx").on(sql`${t.publishedAt} desc`, sql`${t.id} desc`),
    index("news_articles_search_text_idx").using("gin", t.searchText.op("gin_trgm_ops")),
    index("news_articles_title_idx").on(sql`lower(${t.title})`),
  ],
);

/**
 * The condition every public query of news articles carries: a draft, or an article scheduled for later,
 * is nowhere on the site; a scheduled one appears at its time by itself (compared with now()).
 */
export const publicNews = and(eq(newsArticles.published, true), lte(newsArticles.publishedAt, sql`now()`))!;

/** An article's terms in order: position 0 is its main category, which gives its link (SPEC §2.1). */
export const newsArticleCategories = pgTable(
  "news_article_categories",
  {
    articleId: integer("article_id")
      .notNull()
      .references(() => newsArticles.id, { onDelete: "cascade" }),
    categoryId: integer("category_id")
      .notNull()
      .references(() => newsCategories.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.articleId, t.categoryId] }),
    uniqueIndex("news_article_categories_position_key").on(t.articleId, t.position),
    index("news_article_categories_category_idx").on(t.categoryId, t.articleId),
  ],
);

/** Who may do what: visitors' accounts are `user`; `editor` moderates content; `admin` also manages users. */
export const userRoles = ["user", "editor", "admin"] as const;
export type UserRole = (typeof userRoles)[number];

/** Accounts (better-auth's `user` model). E-mail addresses are stored in lower case. */
export const users = pgTable(
  "users",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull().unique(),
    emailVerified: boolean("email_verified").notNull().default(false),
    image: text("image"),
    role: text("role", { enum: userRoles }).notNull().default("user"),
    /** A disabled account cannot sign in ('Account has been disabled') and its sessions are refused. */
    disabled: boolean("disabled").notNull().default(false),
    /** Two-step verification (TOTP) is on: a password alone no longer signs in (better-auth's two-factor plugin). */
    twoFactorEnabled: boolean("two_factor_enabled").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [check("users_role_check", sql`${table.role} in ('user', 'editor', 'admin')`)],
);

/** Signed-in browsers; the cookie holds the token (better-auth's `session` model). */
export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    token: text("token").notNull().unique(),
    userId: memberId(),
    expiresAt: moment("expires_at").notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    /**
     * This session passed the second step (a code, a recovery code or a trusted device) or replaced one
     * that had; staff pages require it. A Google or Facebook sign-in starts without it.
     */
    twoFactorVerified: boolean("two_factor_verified").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("sessions_user_id_idx").on(table.userId)],
);

/** How an account signs in: its password (provider `credential`) or a Google or Facebook identity. */
export const accounts = pgTable(
  "accounts",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: memberId(),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: moment("access_token_expires_at"),
    refreshTokenExpiresAt: moment("refresh_token_expires_at"),
    scope: text("scope"),
    /** Password hash (scrypt, by better-auth) for `credential` accounts. */
    password: text("password"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("accounts_user_id_idx").on(table.userId)],
);

/**
 * An account's authenticator key and recovery codes, both encrypted with the auth secret (better-auth's
 * `twoFactor` model). `verified` stays false until the first code confirms the set-up.
 */
export const twoFactors = pgTable("two_factors", {
  id: text("id").primaryKey(),
  userId: text("user_id")
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: "cascade" }),
  secret: text("secret").notNull(),
  backupCodes: text("backup_codes").notNull(),
  verified: boolean("verified").notNull().default(true),
  /** Failed codes in a row at sign-in; at 10 the account's code step is locked for 15 minutes. */
  failedVerificationCount: integer("failed_verification_count").notNull().default(0),
  lockedUntil: moment("locked_until"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** One-time tokens: e-mail activation and password reset links. */
export const verifications = pgTable(
  "verifications",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: moment("expires_at").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("verifications_identifier_idx").on(table.identifier)],
);

/**
 * Used-car listings (issue: used-car market). A row is a draft from the first step of the form, so
 * nothing typed is lost; it goes to `pending` when submitted and to `active` once a moderator approves it.
 * Make and model are the catalogue's names when picked from it (`brandId`, `modelId`), else free text.
 */
export const usedListings = pgTable(
  "used_listings",
  {
    id: serial("id").primaryKey(),
    userId: memberId(),
    status: text("status", { enum: listingStatuses }).notNull().default("draft"),
    declineReason: text("decline_reason"),
    brandId: integer("brand_id").references(() => brands.id, { onDelete: "set null" }),
    modelId: integer("model_id").references(() => models.id, { onDelete: "set null" }),
    make: text("make").notNull().default(""),
    model: text("model").notNull().default(""),
    /** The make and model as the search's URL names them ("land-rover"), kept by the database. */
    makeKey: text("make_key").generatedAlwaysAs(
      sql`trim(both '-' from regexp_replace(lower(make), '[^a-z0-9]+', '-', 'g'))`,
    ),
    modelKey: text("model_key").generatedAlwaysAs(
      sql`trim(both '-' from regexp_replace(lower(model), '[^a-z0-9]+', '-', 'g'))`,
    ),
    title: text("title").notNull().default(""),
    year: integer("year"),
    mileageKm: integer("mileage_km"),
    priceRwf: integer("price_rwf"),
    negotiable: boolean("negotiable").notNull().default(false),
    energy: text("energy", { enum: energies }),
    gearbox: text("gearbox", { enum: gearboxes }),
    body: text("body", { enum: bodyTypes }),
    colour: text("colour"),
    engineCc: integer("engine_cc"),
    drive: text("drive", { enum: drives }),
    steering: text("steering", { enum: steeringSides }).notNull().default("left"),
    condition: text("condition", { enum: conditions }),
    importStatus: text("import_status", { enum: importStatuses }),
    district: text("district"),
    sector: text("sector"),
    description: text("description").notNull().default(""),
    sellerName: text("seller_name").notNull().default(""),
    phone: text("phone").notNull().default(""),
    whatsapp: boolean("whatsapp").notNull().default(false),
    sellerType: text("seller_type", { enum: sellerTypes }).notNull().default("private"),
    /** Kept with the photos, for the cards' photo count. */
    photoCount: integer("photo_count").notNull().default(0),
    isDemo: boolean("is_demo").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    publishedAt: moment("published_at"),
    expiresAt: moment("expires_at"),
    /** The furthest step of the form the seller has saved (drafts reopen there). */
    draftStep: text("draft_step", { enum: postSteps }).notNull().default("car"),
    /** When the seller last sent it to moderation: the queue's order. */
    submittedAt: moment("submitted_at"),
    moderatedBy: text("moderated_by").references(() => users.id, { onDelete: "set null" }),
    moderatedAt: moment("moderated_at"),
  },
  (t) => [
    // The search reads active listings only; each sort has its index.
    index("used_listings_active_newest_idx")
      .on(sql`${t.publishedAt} desc`, sql`${t.id} desc`)
      .where(sql`${t.status} = 'active'`),
    index("used_listings_active_price_idx")
      .on(t.priceRwf, t.id)
      .where(sql`${t.status} = 'active'`),
    index("used_listings_active_make_idx")
      .on(t.makeKey, t.modelKey, sql`${t.publishedAt} desc`)
      .where(sql`${t.status} = 'active'`),
    index("used_listings_active_year_idx")
      .on(sql`${t.year} desc`, sql`${t.id} desc`)
      .where(sql`${t.status} = 'active'`),
    index("used_listings_active_mileage_idx")
      .on(t.mileageKm, sql`${t.id} desc`)
      .where(sql`${t.status} = 'active'`),
    index("used_listings_active_expiry_idx")
      .on(t.expiresAt)
      .where(sql`${t.status} = 'active'`),
    index("used_listings_user_idx").on(t.userId, sql`${t.updatedAt} desc`),
    index("used_listings_status_idx").on(t.status, t.createdAt),
  ],
);

/**
 * Active listings per make, model and body type, kept by a trigger on `used_listings` (migration 0012):
 * the search's make and model choices and the market's "browse by" counts read a few hundred rows here
 * instead of counting every listing on every page. Rows at 0 stay; readers skip them.
 */
export const usedListingCounts = pgTable(
  "used_listing_counts",
  {
    makeKey: text("make_key").notNull(),
    modelKey: text("model_key").notNull(),
    /** "" for a listing without a body type. */
    body: text("body").notNull(),
    /** The make and model as the first listing of this key wrote them. */
    make: text("make").notNull(),
    model: text("model").notNull(),
    listings: integer("listings").notNull(),
  },
  (t) => [primaryKey({ columns: [t.makeKey, t.modelKey, t.body] })],
);

/**
 * A listing's photos in order. Uploaded ones are stored under `storageKey` (WebP in several widths);
 * demo listings show the drawing of their body type in their colour (`drawing`).
 */
export const usedListingPhotos = pgTable(
  "used_listing_photos",
  {
    id: serial("id").primaryKey(),
    listingId: integer("listing_id")
      .notNull()
      .references(() => usedListings.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    storageKey: text("storage_key"),
    drawing: text("drawing"),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("used_listing_photos_position_key").on(t.listingId, t.position)],
);

/** Reports from visitors about a listing (scam, already sold, …), for the moderators. */
export const usedListingReports = pgTable(
  "used_listing_reports",
  {
    id: serial("id").primaryKey(),
    listingId: integer("listing_id")
      .notNull()
      .references(() => usedListings.id, { onDelete: "cascade" }),
    reason: text("reason", { enum: reportReasons }).notNull(),
    details: text("details").notNull().default(""),
    /** Who reported it, when signed in; anonymous reports are welcome. */
    reporterId: text("reporter_id").references(() => users.id, { onDelete: "set null" }),
    status: text("status", { enum: reportStatuses }).notNull().default("open"),
    createdAt: createdAt(),
    resolvedBy: text("resolved_by").references(() => users.id, { onDelete: "set null" }),
    resolvedAt: moment("resolved_at"),
  },
  (t) => [
    index("used_listing_reports_open_idx").on(t.status, t.createdAt),
    index("used_listing_reports_listing_idx").on(t.listingId),
  ],
);

/** A member's favourite listings (the heart). */
export const usedListingFavourites = pgTable(
  "used_listing_favourites",
  {
    userId: memberId(),
    listingId: integer("listing_id")
      .notNull()
      .references(() => usedListings.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.listingId] }),
    index("used_listing_favourites_listing_idx").on(t.listingId),
  ],
);

/**
 * A member's saved used-car searches: the canonical query string of the search page. With alerts on,
 * the alert job mails the listings published since `lastAlertAt` that match.
 */
export const savedSearches = pgTable(
  "saved_searches",
  {
    id: serial("id").primaryKey(),
    userId: memberId(),
    /** Without the "?", as usedFiltersQuery writes it; "" is every car. */
    query: text("query").notNull(),
    label: text("label").notNull(),
    alerts: boolean("alerts").notNull().default(true),
    lastAlertAt: moment("last_alert_at").notNull().defaultNow(),
    /** Lets the link in an alert mail stop the alerts without signing in. */
    unsubscribeToken: text("unsubscribe_token").notNull().unique(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("saved_searches_user_query_key").on(t.userId, t.query),
    index("saved_searches_alerts_idx").on(t.alerts, t.lastAlertAt),
  ],
);

/** Car dealers and distributors in Rwanda (the dealer directory). */
export const dealers = pgTable(
  "dealers",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    description: text("description").notNull().default(""),
    sellsNew: boolean("sells_new").notNull().default(false),
    sellsUsed: boolean("sells_used").notNull().default(false),
    hasService: boolean("has_service").notNull().default(false),
    address: text("address").notNull().default(""),
    /** One of Rwanda's 30 districts (places.server.ts). */
    district: text("district").notNull(),
    /** +2507…, or a landline. */
    phone: text("phone").notNull().default(""),
    /** The WhatsApp number when the dealer answers there. */
    whatsapp: text("whatsapp"),
    email: text("email"),
    website: text("website"),
    /** The week's opening hours in Kigali time; days not listed are closed. */
    hours: jsonb("hours").$type<OpeningHours[]>().notNull().default([]),
    latitude: real("latitude"),
    longitude: real("longitude"),
    /** The logo's file (BRAND_LOGOS' one width), written with `logoKey` by the back office. */
    logoUrl: text("logo_url"),
    /** The uploaded logo's key (app/shared/lib/images.ts); null for none or a demo dealer's picture. */
    logoKey: text("logo_key"),
    isDemo: boolean("is_demo").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: editVersion(),
  },
  (t) => [uniqueIndex("dealers_slug_key").on(t.slug), index("dealers_district_idx").on(t.district)],
);

/** The brands a dealer sells or services. */
export const dealerBrands = pgTable(
  "dealer_brands",
  {
    dealerId: integer("dealer_id")
      .notNull()
      .references(() => dealers.id, { onDelete: "cascade" }),
    brandId: integer("brand_id")
      .notNull()
      .references(() => brands.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.dealerId, t.brandId] }), index("dealer_brands_brand_idx").on(t.brandId)],
);

/**
 * Driver reviews of a model: overall stars and five criteria from 1 to 5, one review per member and
 * model, shown once an editor approves it.
 */
export const driverReviews = pgTable(
  "driver_reviews",
  {
    id: serial("id").primaryKey(),
    modelId: integer("model_id")
      .notNull()
      .references(() => models.id, { onDelete: "cascade" }),
    userId: memberId(),
    overall: integer("overall").notNull(),
    comfort: integer("comfort").notNull(),
    performance: integer("performance").notNull(),
    value: integer("value").notNull(),
    reliability: integer("reliability").notNull(),
    economy: integer("economy").notNull(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    ownership: text("ownership", { enum: ownershipDurations }).notNull(),
    status: text("status", { enum: reviewStatuses }).notNull().default("pending"),
    declineReason: text("decline_reason"),
    isDemo: boolean("is_demo").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    moderatedBy: text("moderated_by").references(() => users.id, { onDelete: "set null" }),
    moderatedAt: moment("moderated_at"),
  },
  (t) => [
    uniqueIndex("driver_reviews_user_model_key").on(t.userId, t.modelId),
    index("driver_reviews_model_idx").on(t.modelId, t.status, sql`${t.createdAt} desc`),
    index("driver_reviews_status_idx").on(t.status, t.createdAt),
    check(
      "driver_reviews_ratings_check",
      sql`${t.overall} between 1 and 5 and ${t.comfort} between 1 and 5 and ${t.performance} between 1 and 5 and ${t.value} between 1 and 5 and ${t.reliability} between 1 and 5 and ${t.economy} between 1 and 5`,
    ),
  ],
);

/** Buying requests from the lead-magnet popup (SPEC §2.10), mailed to the sales address. */
export const leads = pgTable(
  "leads",
  {
    id: serial("id").primaryKey(),
    /** SPEC §3: the visitor's random id from localStorage `cookie_user_id`. */
    cookieUserId: text("cookie_user_id"),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    carCondition: text("car_condition", { enum: carConditions }).notNull(),
    paymentMethod: text("payment_method", { enum: paymentMethods }).notNull(),
    /** Catalogue brand ids the visitor is interested in (none: any brand). */
    brandIds: jsonb("brand_ids").$type<number[]>().notNull().default([]),
    budgetMin: integer("budget_min"),
    budgetMax: integer("budget_max"),
    name: text("name").notNull(),
    phone: text("phone").notNull(),
    email: text("email"),
    district: text("district").notNull(),
    consent: boolean("consent").notNull(),
    /** The car the request is about, when sent from its page or a deal ("Get a price"). */
    modelId: integer("model_id").references(() => models.id, { onDelete: "set null" }),
    versionId: integer("version_id").references(() => versions.id, { onDelete: "set null" }),
    /** The site path the request was sent from ("/auto-guide/current-deals"), when known. */
    page: text("page"),
    createdAt: createdAt(),
  },
  (t) => [index("leads_created_idx").on(sql`${t.createdAt} desc`)],
);

/** Banners in their placements, active between two dates, picked by weight (SPEC §7). */
export const banners = pgTable(
  "banners",
  {
    id: serial("id").primaryKey(),
    placement: text("placement", { enum: bannerPlacements }).notNull(),
    imageUrl: text("image_url").notNull(),
    /** The uploaded picture's key (BANNER_IMAGES); null for a demo banner's picture in public/banners. */
    imageKey: text("image_key"),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    linkUrl: text("link_url").notNull(),
    alt: text("alt").notNull(),
    activeFrom: moment("active_from"),
    activeTo: moment("active_to"),
    weight: integer("weight").notNull().default(1),
    isDemo: boolean("is_demo").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: editVersion(),
  },
  (t) => [index("banners_placement_idx").on(t.placement)],
);

/** What the back office records (decision 0020). */
export const auditActions = ["create", "update", "delete", "publish", "unpublish"] as const;
export type AuditAction = (typeof auditActions)[number];

/**
 * Every change staff make, with the row before and after. Append-only: the application only inserts, and a
 * trigger (drizzle/0015) refuses UPDATE and DELETE.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: serial("id").primaryKey(),
    at: timestamp("at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    /** No foreign key: deleting an account must neither fail on nor rewrite its history. */
    actorId: text("actor_id").notNull(),
    action: text("action", { enum: auditActions }).notNull(),
    entityType: text("entity_type").notNull(),
    entityId: integer("entity_id").notNull(),
    before: jsonb("before").$type<Record<string, unknown>>(),
    after: jsonb("after").$type<Record<string, unknown>>(),
  },
  (t) => [
    index("audit_log_entity_idx").on(t.entityType, t.entityId, t.at),
    index("audit_log_actor_idx").on(t.actorId, t.at),
    index("audit_log_at_idx").on(t.at),
    check(
      "audit_log_action_check",
      sql`${t.action} in ('create', 'update', 'delete', 'publish', 'unpublish')`,
    ),
  ],
);

/**
 * A CSV import of versions between its dry run and its apply (decision 0020): the plan the dry run showed,
 * kept on the server so that Apply writes exactly that, once, for the editor who uploaded it. The file itself is
 * not kept; `sha256` names it. Old rows are deleted when a new file is checked.
 */
export const catalogueImports = pgTable(
  "catalogue_imports",
  {
    /** A random UUID: the dry run page's address. */
    id: text("id").primaryKey(),
    actorId: text("actor_id").notNull(),
    fileName: text("file_name").notNull(),
    sha256: text("sha256").notNull(),
    plan: jsonb("plan").$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    appliedAt: timestamp("applied_at", { withTimezone: true, precision: 3 }),
  },
  (t) => [index("catalogue_imports_created_idx").on(t.createdAt)],
);

/**
 * Rate-limit counters when the site runs on PostgreSQL (rate-limiter-flexible's Drizzle store), so that every
 * app instance counts the same attempts: one row per limiter and key (`contact:203.0.113.9`), its points in
 * the current window and when that window ends. Rows past their window are deleted by the library.
 */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  points: integer("points").notNull(),
  expire: timestamp("expire", { withTimezone: true, precision: 3 }),
});
