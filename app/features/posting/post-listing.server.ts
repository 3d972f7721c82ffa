/**
 * The listing form (/poster-une-annonce): five steps, each saved on the server as a draft, so nothing typed
 * is lost on a dropped connection. A member only ever sees or changes their own listings: every request
 * loads the listing by its id and its owner (app/features/posting/http.server.ts), and answers 404 for
 * anyone else's. Here: each step's view model and what saving a step does, on `db` and plain values.
 */
import { and, asc, count, desc, eq, isNotNull, ne } from "drizzle-orm";
import { carArtPath, paintColours } from "~/features/catalogue/car-art";
import { formatDate, kigaliDate } from "~/shared/lib/dates";
import { bodyLabels, driveLabels, energyLabels, transmissionLabels } from "~/shared/lib/labels";
import { retryMinutes } from "~/shared/forms/guard.server";
import { PHOTO_MAX_BYTES } from "~/shared/lib/used-cars";
import {
  LISTING_LIMITS,
  listingColours,
  OTHER_MAKE,
  PHOTO_TYPES,
  stepFields,
  type FormStep,
  type StepValues,
  type UploadResult,
} from "~/features/posting/listing-fields";
import {
  carSchema,
  detailsSchema,
  listingValues,
  priceSchema,
  validateStep,
  type CarStep,
} from "~/features/posting/listing-form";
import { hasEnoughPhotos, photoSource } from "~/features/posting/listing-photos";
import { statusAfterEdit } from "~/features/posting/listing-status";
import { stepFrame, stepIndex } from "~/features/posting/view";
import { MY_LISTINGS_PATH, postStepPath } from "~/shared/lib/links";
import { formatPrice } from "~/shared/lib/price";
import {
  conditions,
  gearboxes,
  importStatuses,
  LISTING_PHOTOS_MAX,
  postSteps,
  sellerTypes,
  type PostStep,
} from "~/shared/lib/used-cars";
import { bodyTypes, drives, energies } from "~/shared/lib/vehicle";
import { usedMarketText } from "~/features/used-market/text/used-market";
import type { Locale } from "~/shared/i18n/locale";
import { textFor } from "~/shared/i18n/text";
import { postTextFor, type PostErrorText, type PostText } from "./post-text";
import { listBrandsWithModels } from "../catalogue/catalogue.server";
import type { Db } from "../../shared/db/client";
import { usedListingPhotos, usedListings } from "../../shared/db/schema";
import { addPhotos, fullMessage, type ReceivedUpload } from "./listing-photos.server";
import { districts } from "../../shared/server/places.server";
import type { Logger } from "../../shared/server/log";
import { StorageUnavailableError, type UploadStorage } from "../../shared/server/uploads.server";
import { GALLERY_SIZES, listingFacts, thisYear } from "../used-market/used-pages.server";

export type Listing = typeof usedListings.$inferSelect;

const furthest = (a: PostStep, b: PostStep) => (stepIndex(a) >= stepIndex(b) ? a : b);
export const nextStep = (step: PostStep) => postSteps[Math.min(stepIndex(step) + 1, postSteps.length - 1)]!;

/** What a step's page is built from: the member, their listing, the site's name and the page's language. */
export interface StepAt {
  user: { id: string; name: string };
  listing: Listing;
  siteName: string;
  locale: Locale;
}

/** The member's listing with this id, or undefined: a listing that is not theirs does not exist for them. */
export async function memberListing(db: Db, userId: string, id: number): Promise<Listing | undefined> {
  const [listing] = await db
    .select()
    .from(usedListings)
    .where(and(eq(usedListings.id, id), eq(usedListings.userId, userId)));
  return listing;
}

const choices = <T extends string>(values: readonly T[], label: (value: T) => string) =>
  values.map((value) => ({ value, label: label(value) }));

/** Whether saving `changes` changes anything on the listing (a step sent again unchanged changes nothing). */
function changes(listing: Listing, values: Partial<Listing>): boolean {
  return Object.entries(values).some(([key, value]) => listing[key as keyof Listing] !== value);
}

/**
 * Saves a step: its columns, the furthest step reached, and — when something changed on a listing that
 * was sent before — a draft again until the seller sends it for review.
 */
export async function saveStep(db: Db, listing: Listing, step: PostStep, values: Partial<Listing>) {
  const changed = changes(listing, values);
  const draftStep = furthest(listing.draftStep, nextStep(step));
  if (!changed && draftStep === listing.draftStep) return;
  await db
    .update(usedListings)
    .set({ ...values, draftStep, status: changed ? statusAfterEdit(listing.status) : listing.status })
    .where(and(eq(usedListings.id, listing.id), eq(usedListings.userId, listing.userId)));
}

/** "Try again in N minutes", for a member over one of the form's rate limits. */
export const rateLimited = (retryAfterSeconds: number, t: PostErrorText) =>
  t("error.rateLimited", { minutes: retryMinutes(retryAfterSeconds) });

// ——— Step 1: the car ———

/** The member's listings not sent yet, newest change first (offered on the form's first page). */
async function drafts(db: Db, userId: string, t: PostText) {
  const rows = await db
    .select()
    .from(usedListings)
    .where(and(eq(usedListings.userId, userId), eq(usedListings.status, "draft")))
    .orderBy(desc(usedListings.updatedAt))
    .limit(5);
  return rows.map((row) => ({
    id: row.id,
    href: postStepPath(row.id, row.draftStep),
    label: row.make
      ? [row.make, row.model, row.year].filter(Boolean).join(" ")
      : t("post.untitled", { date: formatDate(kigaliDate(row.createdAt)) }),
    step: t(`post.step.${row.draftStep}`),
  }));
}

/** /poster-une-annonce (a new listing, no `listing`) and /poster-une-annonce/{id}/car. */
export async function carView(
  db: Db,
  {
    userId,
    listing,
    siteName,
    locale,
  }: { userId: string; listing: Listing | undefined; siteName: string; locale: Locale },
) {
  const t = postTextFor(locale);
  const [catalogue, unsent] = await Promise.all([
    listBrandsWithModels(db),
    listing ? [] : drafts(db, userId, t),
  ]);
  const newest = thisYear() + 1;
  const years: string[] = [];
  for (let year = newest; year >= LISTING_LIMITS.yearMin; year--) years.push(String(year));
  return {
    ...stepFrame(listing, "car", siteName, locale),
    values: listing ? listingValues("car", listing) : blank("car"),
    drafts: unsent,
    /** A new listing: the page also gives tips for a listing that sells. */
    fresh: !listing,
    makes: [
      ...catalogue.map((make) => ({
        value: String(make.id),
        label: make.name,
        models: make.models.map((model) => model.name),
      })),
      { value: OTHER_MAKE, label: t("car.otherMake"), models: [] },
    ],
    years,
    bodies: bodyTypes.map((body) => ({
      value: body,
      label: bodyLabels[body],
      picture: carArtPath(body, paintColours[1]),
    })),
    energies: choices(energies, (energy) => energyLabels[energy]),
    gearboxes: choices(gearboxes, (gearbox) => transmissionLabels[gearbox]),
  };
}

function blank<S extends FormStep>(step: S): StepValues<S> {
  return Object.fromEntries(stepFields[step].map((field) => [field, ""])) as StepValues<S>;
}

/** The car step's schema today: the catalogue's makes and models, years up to next year. */
export async function carStepSchema(db: Db, t: PostErrorText) {
  return carSchema(await listBrandsWithModels(db), thisYear(), t);
}

/** A new listing (a draft) from its car; answers its id. */
export async function startListing(db: Db, userId: string, car: CarStep): Promise<number> {
  const [created] = await db
    .insert(usedListings)
    .values({ userId, ...car, draftStep: "details" })
    .returning({ id: usedListings.id });
  return created!.id;
}

// ——— Step 2: details ———

export function detailsView(_db: Db, { listing, siteName, locale }: StepAt) {
  const t = postTextFor(locale);
  const tMarket = textFor(usedMarketText, locale);
  return {
    ...stepFrame(listing, "details", siteName, locale),
    values: listingValues("details", listing),
    colours: choices(listingColours, (colour) => colour),
    drives: choices(drives, (drive) => driveLabels[drive]),
    steering: [
      { value: "left", label: t("details.steering.left") },
      { value: "right", label: t("details.steering.right") },
    ],
    conditions: choices(conditions, (condition) => tMarket(`condition.${condition}`)),
    imports: choices(importStatuses, (status) => t(`details.import.${status}`)),
    limits: LISTING_LIMITS,
  };
}

// ——— Step 3: photos ———

const photoRows = (db: Db, listingId: number) =>
  db
    .select()
    .from(usedListingPhotos)
    .where(eq(usedListingPhotos.listingId, listingId))
    .orderBy(asc(usedListingPhotos.position));

/** How many photos of the car a listing has (a demo listing's drawing is not one). */
export async function carPhotosOf(db: Db, listingId: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(usedListingPhotos)
    .where(and(eq(usedListingPhotos.listingId, listingId), isNotNull(usedListingPhotos.storageKey)));
  return row?.total ?? 0;
}

export async function photosView(db: Db, { listing, siteName, locale }: StepAt) {
  const t = postTextFor(locale);
  const photos = await photoRows(db, listing.id);
  return {
    ...stepFrame(listing, "photos", siteName, locale),
    uploadUrl: `${postStepPath(listing.id, "photos")}/upload`,
    photos: photos.map((photo, index) => ({
      id: photo.id,
      ...photoSource(photo, "(min-width: 640px) 15rem, 50vw", 480),
      width: photo.width,
      height: photo.height,
      alt: t("photos.alt", { n: index + 1 }),
      makeCover: t("photos.makeCoverLabel", { n: index + 1 }),
      remove: t("photos.removeLabel", { n: index + 1 }),
    })),
    count: t("photos.count", { count: photos.length, max: LISTING_PHOTOS_MAX }),
    full: photos.length >= LISTING_PHOTOS_MAX ? t("photos.full", { max: LISTING_PHOTOS_MAX }) : null,
    intro: t("photos.text", { max: LISTING_PHOTOS_MAX }),
    maxBytes: PHOTO_MAX_BYTES,
    types: PHOTO_TYPES,
    /** For the page's script, which checks and sends each file: message templates with {name}. */
    clientErrors: { tooBig: t("error.photoTooBig"), failed: t("error.photoFailed") },
  };
}

/** An upload's answer and its status code. */
export interface UploadAnswer {
  result: UploadResult;
  status: number;
}

/** The answer to an upload over the member's limit. */
export const uploadRefused = (retryAfterSeconds: number, t: PostErrorText): UploadAnswer => ({
  result: { added: 0, message: null, errors: [rateLimited(retryAfterSeconds, t)] },
  status: 429,
});

/** Stores the photos an upload brought, as many as the listing has room for; a message for each refused. */
export async function storeUpload(
  db: Db,
  storage: UploadStorage,
  log: Logger,
  listing: Listing,
  received: ReceivedUpload,
  t: PostText,
): Promise<UploadAnswer> {
  let added: number;
  try {
    added = await addPhotos(db, storage, listing.id, received.photos);
  } catch (error) {
    if (!(error instanceof StorageUnavailableError)) throw error;
    log.error({ err: error, listingId: listing.id }, error.message);
    return {
      result: { added: 0, message: null, errors: [...received.errors, t("error.photoStorage")] },
      status: 503,
    };
  }
  const errors = [
    ...received.errors,
    ...received.photos.slice(added).map((photo) => fullMessage(photo.name, t)),
  ];
  if (added > 0) log.info({ listingId: listing.id, added }, "photos added");
  const result: UploadResult = {
    added,
    message: added === 0 ? null : added === 1 ? t("photos.addedOne") : t("photos.added", { count: added }),
    errors,
  };
  return { result, status: errors.length > 0 ? 400 : 200 };
}

/** What the photo step's forms answer: an upload's result, or a message by the Continue button. */
export type PhotosAnswer = ({ intent: "upload" } & UploadResult) | { intent: "continue"; error: string };

// ——— Step 4: price and contact ———

/** Contact details from the member's latest other listing, so a second car is quicker to post. */
async function previousContact(db: Db, userId: string, listingId: number) {
  const [row] = await db
    .select()
    .from(usedListings)
    .where(and(eq(usedListings.userId, userId), ne(usedListings.id, listingId), ne(usedListings.phone, "")))
    .orderBy(desc(usedListings.updatedAt))
    .limit(1);
  return row;
}

export async function priceView(db: Db, { user, listing, siteName, locale }: StepAt) {
  const t = postTextFor(locale);
  const saved = listingValues("price", listing);
  // Until the step is saved once (a listing always has a phone then), offer the member's own details.
  const before = listing.phone === "" ? await previousContact(db, user.id, listing.id) : undefined;
  const values = before
    ? {
        ...saved,
        ...listingValues("price", before),
        price: saved.price,
        negotiable: saved.negotiable,
      }
    : {
        ...saved,
        seller_name: saved.seller_name || user.name,
        whatsapp: listing.phone ? saved.whatsapp : "on",
      };
  return {
    ...stepFrame(listing, "price", siteName, locale),
    values,
    districts: districts.map((district) => ({ name: district.name, sectors: district.sectors })),
    sellerTypes: choices(sellerTypes, (type) => t(`price.seller.${type}`)),
    limits: LISTING_LIMITS,
  };
}

/** The price step's schema: Rwanda's districts and their sectors. */
export const priceStepSchema = (t: PostErrorText) => priceSchema(districts, t);

// ——— Step 5: review, and sending it ———

/** The steps whose saved values the form would not accept now (or, for photos, that has none). */
async function incompleteSteps(db: Db, listing: Listing, t: PostErrorText): Promise<PostStep[]> {
  const checks: [PostStep, boolean][] = [
    ["car", validateStep(await carStepSchema(db, t), listingValues("car", listing)).ok],
    ["details", validateStep(detailsSchema(t), listingValues("details", listing)).ok],
    ["photos", hasEnoughPhotos(await carPhotosOf(db, listing.id))],
    ["price", validateStep(priceStepSchema(t), listingValues("price", listing)).ok],
  ];
  return checks.filter(([, ok]) => !ok).map(([step]) => step);
}

export async function reviewView(db: Db, { listing, siteName, locale }: StepAt) {
  const t = postTextFor(locale);
  const tMarket = textFor(usedMarketText, locale);
  const [photos, incomplete] = await Promise.all([
    photoRows(db, listing.id),
    incompleteSteps(db, listing, t),
  ]);
  const car = [listing.make, listing.model, listing.year].filter(Boolean).join(" ");
  const edit = (step: PostStep) => ({
    href: postStepPath(listing.id, step),
    label: t("review.editStep", { step: t(`post.step.${step}`).toLowerCase() }),
  });
  return {
    ...stepFrame(listing, "review", siteName, locale),
    car,
    title: listing.title,
    priceText: listing.priceRwf ? formatPrice(listing.priceRwf, { currency: true }) : "",
    negotiable: listing.negotiable ? tMarket("used.negotiable") : null,
    description: listing.description,
    facts: listingFacts(listing, tMarket),
    // The cover as wide as the page, the others as thumbnails under it.
    photos: photos.map((photo, index) => ({
      ...photoSource(photo, index ? "(min-width: 768px) 10rem, 25vw" : GALLERY_SIZES, index ? 480 : 960),
      width: photo.width,
      height: photo.height,
      alt: tMarket("listing.photoOf", { n: index + 1, total: photos.length, car }),
    })),
    rhdWarning: listing.steering === "right" ? tMarket("listing.rhdWarning") : null,
    seller: {
      name: listing.sellerName,
      type: tMarket(listing.sellerType === "dealer" ? "used.dealer" : "used.private"),
      phone: listing.phone,
      whatsapp: t(listing.whatsapp ? "review.whatsappYes" : "review.whatsappNo"),
    },
    edit: {
      car: edit("car"),
      details: edit("details"),
      photos: edit("photos"),
      price: edit("price"),
    },
    missing: incomplete.map((step) => ({
      href: postStepPath(listing.id, step),
      label: t(`post.step.${step}`),
    })),
    /** Beside the photos and their Edit link when there is none: a listing needs a photo of the car. */
    photosNeeded: incomplete.includes("photos") ? t("error.photosForReview") : null,
    canSend: listing.status === "draft" && incomplete.length === 0,
    unchanged: listing.status === "draft" ? null : t("review.unchanged"),
  };
}

/**
 * "Send for review": a complete draft goes to the moderators (pending). Otherwise why it cannot go: a
 * listing without a photo of the car ("photos"), another step not complete ("incomplete"), or one that
 * is not a draft ("unchanged").
 */
export async function sendForReview(
  db: Db,
  listing: Listing,
  locale: Locale,
): Promise<"sent" | "photos" | "incomplete" | "unchanged"> {
  if (listing.status !== "draft") return "unchanged";
  const incomplete = await incompleteSteps(db, listing, postTextFor(locale));
  if (incomplete.includes("photos")) return "photos";
  if (incomplete.length > 0) return "incomplete";
  await db
    .update(usedListings)
    .set({ status: "pending", submittedAt: new Date(), draftStep: "review" })
    .where(and(eq(usedListings.id, listing.id), eq(usedListings.status, "draft")));
  return "sent";
}

/** /poster-une-annonce/{id}/sent: the confirmation, while the listing waits for a moderator. */
export function sentView(siteName: string, locale: Locale) {
  const t = postTextFor(locale);
  return {
    heading: t("sent.title"),
    title: `${t("sent.title")} | ${siteName}`,
    message: t("sent.text"),
    myListings: { href: MY_LISTINGS_PATH, label: t("sent.myListings") },
    another: { href: postStepPath(undefined, "car"), label: t("sent.another") },
  };
}
