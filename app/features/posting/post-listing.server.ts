/**
 * The listing form (/poster-une-annonce): five steps, each saved on the server as a draft, so nothing typed
 * is lost on a dropped connection. A member only ever sees or changes their own listings: every request
 * loads the listing by its id and its owner, and answers 404 for anyone else's.
 */
import { and, asc, desc, eq, ne } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { data, redirect } from "react-router";
import { carArtPath, paintColours } from "~/features/catalogue/car-art";
import { formatDate, kigaliDate } from "~/shared/lib/dates";
import { bodyLabels, driveLabels, energyLabels, transmissionLabels } from "~/shared/lib/labels";
import {
  LISTING_LIMITS,
  listingColours,
  OTHER_MAKE,
  PHOTO_MAX_BYTES,
  PHOTO_TYPES,
  stepFields,
  type FormStep,
  type StepResult,
  type StepValues,
  type UploadResult,
} from "~/features/posting/listing-fields";
import {
  carSchema,
  detailsSchema,
  listingValues,
  priceSchema,
  stepValues,
  validateStep,
  type CatalogueMake,
} from "~/features/posting/listing-form";
import { photoSource } from "~/features/posting/listing-photos";
import { canEdit, statusAfterEdit } from "~/features/posting/listing-status";
import { MY_LISTINGS_PATH, postStepPath } from "~/shared/lib/links";
import { parseId } from "~/shared/lib/ids";
import { formatPrice } from "~/shared/lib/price";
import { notFound } from "~/shared/http/route-params";
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
import { postListingMessages, tPost } from "~/features/posting/text/en/post-listing";
import { tUsed } from "~/features/used-market/text/en/used-market";
import { requireUser, type SessionUser } from "../../shared/auth/auth.server";
import { listBrandsWithModels } from "../catalogue/catalogue.server";
import type { Db } from "../../shared/db/client";
import { usedListingPhotos, usedListings } from "../../shared/db/schema";
import {
  addPhotos,
  drain,
  fullMessage,
  makeCover,
  receivePhotos,
  removePhoto,
} from "./listing-photos.server";
import { districts } from "../../shared/server/places.server";
import { StorageUnavailableError, uploadStorage } from "../../shared/server/uploads.server";
import { GALLERY_SIZES, listingFacts, thisYear } from "../used-market/used-pages.server";

type Listing = typeof usedListings.$inferSelect;
type Params = { listingId?: string };

const stepIndex = (step: PostStep) => postSteps.indexOf(step);
const furthest = (a: PostStep, b: PostStep) => (stepIndex(a) >= stepIndex(b) ? a : b);
const nextStep = (step: PostStep) => postSteps[Math.min(stepIndex(step) + 1, postSteps.length - 1)]!;

/** The member's listing named by the URL, or a 404: a listing that is not theirs does not exist for them. */
async function ownListing(
  context: AppLoadContext,
  request: Request,
  params: Params,
): Promise<{ user: SessionUser; listing: Listing }> {
  const user = await requireUser(context.auth, request);
  const id = parseId(params.listingId);
  if (id === null) notFound(request);
  const [listing] = await context.db
    .select()
    .from(usedListings)
    .where(and(eq(usedListings.id, id), eq(usedListings.userId, user.id)));
  if (!listing) notFound(request);
  return { user, listing };
}

/**
 * The member's listing, open at `step`: a sold or ended listing is closed (back to My listings), and a
 * step the seller has not reached yet sends them to the furthest one they have.
 */
async function listingAt(context: AppLoadContext, request: Request, params: Params, step: PostStep) {
  const found = await ownListing(context, request, params);
  const { listing } = found;
  if (!canEdit(listing.status)) throw redirect(MY_LISTINGS_PATH);
  if (stepIndex(step) > stepIndex(listing.draftStep))
    throw redirect(postStepPath(listing.id, listing.draftStep));
  return found;
}

/** What every step shows around its form: title, progress, where Back goes, the draft or edit note. */
function frame(context: AppLoadContext, listing: Listing | undefined, step: PostStep) {
  const current = stepIndex(step);
  const reached = listing ? stepIndex(listing.draftStep) : 0;
  const heading = tPost(listing?.submittedAt ? "post.editTitle" : "post.title");
  return {
    text: postListingMessages,
    heading,
    /** The document's title: the step, then what the page is for, then the site. */
    title: `${tPost(`post.step.${step}`)} – ${heading} | ${context.env.SITE_NAME}`,
    stepText: tPost("post.stepOf", { n: current + 1, total: postSteps.length }),
    steps: postSteps.map((key, index) => ({
      key,
      label: tPost(`post.step.${key}`),
      state: index === current ? "current" : index < reached ? "done" : "todo",
      /** The line to the next step shows in colour up to the furthest step reached. */
      line: index < reached,
      href: listing && index <= reached && index !== current ? postStepPath(listing.id, key) : null,
    })),
    back: listing && current > 0 ? postStepPath(listing.id, postSteps[current - 1]!) : null,
    /** A listing that was sent: saving a change takes it off the market (said above the form). */
    editing: !!listing && listing.status !== "draft",
    note: !listing ? null : listing.status === "draft" ? tPost("post.savedNote") : tPost("post.editNote"),
    myListings: MY_LISTINGS_PATH,
  };
}

export type PostFrame = ReturnType<typeof frame>;

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
async function saveStep(db: Db, listing: Listing, step: PostStep, values: Partial<Listing>) {
  const changed = changes(listing, values);
  const draftStep = furthest(listing.draftStep, nextStep(step));
  if (!changed && draftStep === listing.draftStep) return;
  await db
    .update(usedListings)
    .set({ ...values, draftStep, status: changed ? statusAfterEdit(listing.status) : listing.status })
    .where(and(eq(usedListings.id, listing.id), eq(usedListings.userId, listing.userId)));
}

const invalid = <S extends FormStep>(result: StepResult<S>, status = 400) => data(result, { status });

const rateLimited = (retryAfterSeconds: number) =>
  tPost("error.rateLimited", { minutes: Math.max(1, Math.ceil(retryAfterSeconds / 60)) });

// ——— Step 1: the car ———

/** The member's listings not sent yet, newest change first (offered on the form's first page). */
async function drafts(db: Db, userId: string) {
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
      : tPost("post.untitled", { date: formatDate(kigaliDate(row.createdAt)) }),
    step: tPost(`post.step.${row.draftStep}`),
  }));
}

/** /poster-une-annonce (a new listing) and /poster-une-annonce/{id}/car. */
export async function carPage(request: Request, context: AppLoadContext, params: Params) {
  const { user, listing } = params.listingId
    ? await listingAt(context, request, params, "car")
    : { user: await requireUser(context.auth, request), listing: undefined };
  const [catalogue, unsent] = await Promise.all([
    listBrandsWithModels(context.db),
    listing ? [] : drafts(context.db, user.id),
  ]);
  const newest = thisYear() + 1;
  const years: string[] = [];
  for (let year = newest; year >= LISTING_LIMITS.yearMin; year--) years.push(String(year));
  return {
    ...frame(context, listing, "car"),
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
      { value: OTHER_MAKE, label: tPost("car.otherMake"), models: [] },
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

/** Saves the car: a new listing (a draft) the first time, then the same listing. */
export async function carAction(request: Request, context: AppLoadContext, params: Params) {
  const { user, listing } = params.listingId
    ? await listingAt(context, request, params, "car")
    : { user: await requireUser(context.auth, request), listing: undefined };
  const values = stepValues("car", await request.formData());
  const catalogue: CatalogueMake[] = await listBrandsWithModels(context.db);
  const validation = validateStep(carSchema(catalogue, thisYear()), values);
  if (!validation.ok) return invalid<"car">(validation.result);
  if (listing) {
    await saveStep(context.db, listing, "car", validation.data);
    return redirect(postStepPath(listing.id, "details"));
  }
  const limit = await context.limits.listingDrafts.consume(user.id);
  if (!limit.ok)
    return invalid<"car">(
      { status: "invalid", values, errors: {}, formError: rateLimited(limit.retryAfterSeconds) },
      429,
    );
  const [created] = await context.db
    .insert(usedListings)
    .values({ userId: user.id, ...validation.data, draftStep: "details" })
    .returning({ id: usedListings.id });
  context.log.info({ userId: user.id, listingId: created!.id }, "listing started");
  return redirect(postStepPath(created!.id, "details"));
}

// ——— Step 2: details ———

export async function detailsPage(request: Request, context: AppLoadContext, params: Params) {
  const { listing } = await listingAt(context, request, params, "details");
  return {
    ...frame(context, listing, "details"),
    values: listingValues("details", listing),
    colours: choices(listingColours, (colour) => colour),
    drives: choices(drives, (drive) => driveLabels[drive]),
    steering: [
      { value: "left", label: tPost("details.steering.left") },
      { value: "right", label: tPost("details.steering.right") },
    ],
    conditions: choices(conditions, (condition) => tUsed(`condition.${condition}`)),
    imports: choices(importStatuses, (status) => tPost(`details.import.${status}`)),
    limits: LISTING_LIMITS,
  };
}

export async function detailsAction(request: Request, context: AppLoadContext, params: Params) {
  const { listing } = await listingAt(context, request, params, "details");
  const validation = validateStep(detailsSchema, stepValues("details", await request.formData()));
  if (!validation.ok) return invalid<"details">(validation.result);
  await saveStep(context.db, listing, "details", validation.data);
  return redirect(postStepPath(listing.id, "photos"));
}

// ——— Step 3: photos ———

const photoRows = (db: Db, listingId: number) =>
  db
    .select()
    .from(usedListingPhotos)
    .where(eq(usedListingPhotos.listingId, listingId))
    .orderBy(asc(usedListingPhotos.position));

export async function photosPage(request: Request, context: AppLoadContext, params: Params) {
  const { listing } = await listingAt(context, request, params, "photos");
  const photos = await photoRows(context.db, listing.id);
  return {
    ...frame(context, listing, "photos"),
    uploadUrl: `${postStepPath(listing.id, "photos")}/upload`,
    photos: photos.map((photo, index) => ({
      id: photo.id,
      ...photoSource(photo, "(min-width: 640px) 15rem, 50vw", 480),
      width: photo.width,
      height: photo.height,
      alt: tPost("photos.alt", { n: index + 1 }),
      makeCover: tPost("photos.makeCoverLabel", { n: index + 1 }),
      remove: tPost("photos.removeLabel", { n: index + 1 }),
    })),
    count: tPost("photos.count", { count: photos.length, max: LISTING_PHOTOS_MAX }),
    full: photos.length >= LISTING_PHOTOS_MAX ? tPost("photos.full", { max: LISTING_PHOTOS_MAX }) : null,
    intro: tPost("photos.text", { max: LISTING_PHOTOS_MAX }),
    maxBytes: PHOTO_MAX_BYTES,
    types: PHOTO_TYPES,
    /** For the page's script, which checks and sends each file: message templates with {name}. */
    clientErrors: { tooBig: tPost("error.photoTooBig"), failed: tPost("error.photoFailed") },
  };
}

/** Receives an upload for the member's listing: the photos stored, a message for each file refused. */
async function upload(request: Request, context: AppLoadContext, listing: Listing, userId: string) {
  const limit = await context.limits.photoUploads.consume(userId);
  if (!limit.ok) {
    await drain(request.body);
    return {
      result: { added: 0, message: null, errors: [rateLimited(limit.retryAfterSeconds)] },
      status: 429,
    };
  }
  const received = await receivePhotos(request, LISTING_PHOTOS_MAX - listing.photoCount);
  let added: number;
  try {
    added = await addPhotos(context.db, uploadStorage(context.env), listing.id, received.photos);
  } catch (error) {
    if (!(error instanceof StorageUnavailableError)) throw error;
    context.log.error({ err: error, listingId: listing.id }, error.message);
    return {
      result: { added: 0, message: null, errors: [...received.errors, tPost("error.photoStorage")] },
      status: 503,
    };
  }
  const errors = [
    ...received.errors,
    ...received.photos.slice(added).map((photo) => fullMessage(photo.name)),
  ];
  if (added > 0) context.log.info({ listingId: listing.id, added }, "photos added");
  const result: UploadResult = {
    added,
    message:
      added === 0 ? null : added === 1 ? tPost("photos.addedOne") : tPost("photos.added", { count: added }),
    errors,
  };
  return { result, status: errors.length > 0 ? 400 : 200 };
}

/** What the photo step's forms answer: an upload's result, or a message by the Continue button. */
export type PhotosAnswer = ({ intent: "upload" } & UploadResult) | { intent: "continue"; error: string };

/**
 * The photo step's forms: an upload (multipart, the form that works without JavaScript), removing a
 * photo, making one the cover, and Continue (at least one photo).
 */
export async function photosAction(request: Request, context: AppLoadContext, params: Params) {
  const { user, listing } = await listingAt(context, request, params, "photos");
  const here = postStepPath(listing.id, "photos");
  if (request.headers.get("content-type")?.startsWith("multipart/form-data")) {
    const { result, status } = await upload(request, context, listing, user.id);
    return data<PhotosAnswer>({ intent: "upload", ...result }, { status });
  }
  const form = await request.formData();
  const photoId = Number(form.get("photo"));
  switch (form.get("intent")) {
    case "remove":
      await removePhoto(context.db, uploadStorage(context.env), listing.id, photoId);
      return redirect(here);
    case "cover":
      await makeCover(context.db, listing.id, photoId);
      return redirect(here);
    case "continue": {
      if (listing.photoCount < 1)
        return data<PhotosAnswer>({ intent: "continue", error: tPost("error.photosNone") }, { status: 400 });
      await saveStep(context.db, listing, "photos", {});
      return redirect(postStepPath(listing.id, "price"));
    }
    default:
      throw data("Unknown form", { status: 400 });
  }
}

/** /poster-une-annonce/{id}/photos/upload: the same upload for the page's script, answered as JSON. */
export async function photoUploadAction(request: Request, context: AppLoadContext, params: Params) {
  const { user, listing } = await listingAt(context, request, params, "photos");
  const { result, status } = await upload(request, context, listing, user.id);
  return Response.json(result, { status, headers: { "Cache-Control": "no-store" } });
}

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

export async function pricePage(request: Request, context: AppLoadContext, params: Params) {
  const { user, listing } = await listingAt(context, request, params, "price");
  const saved = listingValues("price", listing);
  // Until the step is saved once (a listing always has a phone then), offer the member's own details.
  const before = listing.phone === "" ? await previousContact(context.db, user.id, listing.id) : undefined;
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
    ...frame(context, listing, "price"),
    values,
    districts: districts.map((district) => ({ name: district.name, sectors: district.sectors })),
    sellerTypes: choices(sellerTypes, (type) => tPost(`price.seller.${type}`)),
    limits: LISTING_LIMITS,
  };
}

export async function priceAction(request: Request, context: AppLoadContext, params: Params) {
  const { listing } = await listingAt(context, request, params, "price");
  const validation = validateStep(priceSchema(districts), stepValues("price", await request.formData()));
  if (!validation.ok) return invalid<"price">(validation.result);
  await saveStep(context.db, listing, "price", validation.data);
  return redirect(postStepPath(listing.id, "review"));
}

// ——— Step 5: review, and sending it ———

/** The steps whose saved values the form would not accept now (or, for photos, that has none). */
async function incompleteSteps(context: AppLoadContext, listing: Listing): Promise<PostStep[]> {
  const catalogue = await listBrandsWithModels(context.db);
  const checks: [PostStep, boolean][] = [
    ["car", validateStep(carSchema(catalogue, thisYear()), listingValues("car", listing)).ok],
    ["details", validateStep(detailsSchema, listingValues("details", listing)).ok],
    ["photos", listing.photoCount > 0],
    ["price", validateStep(priceSchema(districts), listingValues("price", listing)).ok],
  ];
  return checks.filter(([, ok]) => !ok).map(([step]) => step);
}

export async function reviewPage(request: Request, context: AppLoadContext, params: Params) {
  const { listing } = await listingAt(context, request, params, "review");
  const [photos, incomplete] = await Promise.all([
    photoRows(context.db, listing.id),
    incompleteSteps(context, listing),
  ]);
  const car = [listing.make, listing.model, listing.year].filter(Boolean).join(" ");
  const edit = (step: PostStep) => ({
    href: postStepPath(listing.id, step),
    label: tPost("review.editStep", { step: tPost(`post.step.${step}`).toLowerCase() }),
  });
  return {
    ...frame(context, listing, "review"),
    car,
    title: listing.title,
    priceText: listing.priceRwf ? formatPrice(listing.priceRwf, { currency: true }) : "",
    negotiable: listing.negotiable ? tUsed("used.negotiable") : null,
    description: listing.description,
    facts: listingFacts(listing),
    // The cover as wide as the page, the others as thumbnails under it.
    photos: photos.map((photo, index) => ({
      ...photoSource(photo, index ? "(min-width: 768px) 10rem, 25vw" : GALLERY_SIZES, index ? 480 : 960),
      width: photo.width,
      height: photo.height,
      alt: tUsed("listing.photoOf", { n: index + 1, total: photos.length, car }),
    })),
    rhdWarning: listing.steering === "right" ? tUsed("listing.rhdWarning") : null,
    seller: {
      name: listing.sellerName,
      type: tUsed(listing.sellerType === "dealer" ? "used.dealer" : "used.private"),
      phone: listing.phone,
      whatsapp: tPost(listing.whatsapp ? "review.whatsappYes" : "review.whatsappNo"),
    },
    edit: {
      car: edit("car"),
      details: edit("details"),
      photos: edit("photos"),
      price: edit("price"),
    },
    missing: incomplete.map((step) => ({
      href: postStepPath(listing.id, step),
      label: tPost(`post.step.${step}`),
    })),
    canSend: listing.status === "draft" && incomplete.length === 0,
    unchanged: listing.status === "draft" ? null : tPost("review.unchanged"),
  };
}

/** "Send for review": a complete draft goes to the moderators (pending), and the seller sees it went. */
export async function reviewAction(request: Request, context: AppLoadContext, params: Params) {
  const { listing } = await listingAt(context, request, params, "review");
  const form = await request.formData();
  if (form.get("intent") !== "send") throw data("Unknown form", { status: 400 });
  if (listing.status === "draft" && (await incompleteSteps(context, listing)).length === 0) {
    await context.db
      .update(usedListings)
      .set({ status: "pending", submittedAt: new Date(), draftStep: "review" })
      .where(and(eq(usedListings.id, listing.id), eq(usedListings.status, "draft")));
    context.log.info({ listingId: listing.id }, "listing sent for review");
    return redirect(postStepPath(listing.id, "sent"));
  }
  return redirect(postStepPath(listing.id, "review"));
}

/** /poster-une-annonce/{id}/sent: the confirmation, while the listing waits for a moderator. */
export async function sentPage(request: Request, context: AppLoadContext, params: Params) {
  const { listing } = await ownListing(context, request, params);
  if (listing.status !== "pending") throw redirect(postStepPath(listing.id, listing.draftStep));
  return {
    heading: tPost("sent.title"),
    title: `${tPost("sent.title")} | ${context.env.SITE_NAME}`,
    text: tPost("sent.text"),
    myListings: { href: MY_LISTINGS_PATH, label: tPost("sent.myListings") },
    another: { href: postStepPath(undefined, "car"), label: tPost("sent.another") },
  };
}
