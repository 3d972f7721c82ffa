import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

export const bodyTypes = ["hatchback", "sedan", "suv", "pickup", "van", "coupe", "wagon", "minibus"] as const;
export const energies = ["petrol", "diesel", "hybrid", "plug-in hybrid", "electric"] as const;

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
    energy: text("energy", { enum: energies }).notNull(),
    isDemo: boolean("is_demo").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("models_brand_slug_key").on(t.brandId, t.slug),
    index("models_brand_id_idx").on(t.brandId),
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
