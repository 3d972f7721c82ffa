/**
 * The listing form's HTTP edge, shared by its route modules: the signed-in member and their own listing
 * named by the URL (a 404 for anyone else's), the step order (a closed listing goes back to My listings, a
 * step not reached yet to the furthest one), a step's refusal, and a photo upload read as it streams in.
 */
import type { AppLoadContext } from "react-router";
import { data, redirect } from "react-router";
import type { z } from "zod";
import { requireUser, type SessionUser } from "~/shared/auth/auth.server";
import type { Db } from "~/shared/db/client";
import { parseForm, type Invalid } from "~/shared/forms/form-data";
import { MY_LISTINGS_PATH, postStepPath } from "~/shared/lib/links";
import { parseId } from "~/shared/lib/ids";
import { notFound } from "~/shared/http/route-params";
import { LISTING_PHOTOS_MAX, type PostStep } from "~/shared/lib/used-cars";
import { uploadStorage } from "~/shared/server/uploads.server";
import { postTextFor, type PostErrorText, type PostText } from "./post-text";
import {
  stepFields,
  type FormStep,
  type StepField,
  type StepResult,
  type StepValues,
} from "./listing-fields";
import { PHOTO_MAX_BYTES } from "~/shared/lib/used-cars";
import { drain, receiveImages } from "~/shared/http/image-upload";
import {
  fullMessage,
  PHOTO_FIELD,
  problemMessage,
  processPhoto,
  type ReceivedUpload,
} from "./listing-photos.server";
import { canEdit } from "./listing-status";
import {
  memberListing,
  nextStep,
  saveStep,
  storeUpload,
  uploadRefused,
  type Listing,
  type StepAt,
  type UploadAnswer,
} from "./post-listing.server";
import { stepIndex } from "./view";

type Params = { listingId?: string };

/** What a step's loader or action is given. */
interface StepArgs {
  request: Request;
  context: AppLoadContext;
  params: Params;
}

/** The member's listing named by the URL, or a 404: a listing that is not theirs does not exist for them. */
export async function ownListing(
  request: Request,
  context: AppLoadContext,
  params: Params,
): Promise<{ user: SessionUser; listing: Listing }> {
  const user = await requireUser(context.auth, request);
  const id = parseId(params.listingId);
  if (id === null) notFound(request, context.locale);
  const listing = await memberListing(context.db, user.id, id);
  if (!listing) notFound(request, context.locale);
  return { user, listing };
}

/**
 * The member's listing, open at `step`: a sold or ended listing is closed (back to My listings), and a
 * step the seller has not reached yet sends them to the furthest one they have.
 */
export async function listingAt(request: Request, context: AppLoadContext, params: Params, step: PostStep) {
  const found = await ownListing(request, context, params);
  const { listing } = found;
  if (!canEdit(listing.status)) throw redirect(MY_LISTINGS_PATH);
  if (stepIndex(step) > stepIndex(listing.draftStep))
    throw redirect(postStepPath(listing.id, listing.draftStep));
  return found;
}

/** The car step: the member, and their listing when the URL names one (a new listing otherwise). */
export async function memberAtCar(
  request: Request,
  context: AppLoadContext,
  params: Params,
): Promise<{ user: SessionUser; listing: Listing | undefined }> {
  return params.listingId
    ? listingAt(request, context, params, "car")
    : { user: await requireUser(context.auth, request), listing: undefined };
}

/** A step's page: the member's listing open at `step`, and the step's view of it. */
export async function stepPage<T>(
  { request, context, params }: StepArgs,
  step: PostStep,
  view: (db: Db, at: StepAt) => T | Promise<T>,
): Promise<T> {
  const { user, listing } = await listingAt(request, context, params, step);
  return view(context.db, { user, listing, siteName: context.env.SITE_NAME, locale: context.locale });
}

/** The step's schema, with its messages in the request's language. */
type StepSchema = (t: PostErrorText) => z.ZodType<Partial<Listing>> | Promise<z.ZodType<Partial<Listing>>>;

/**
 * A form step's action on a listing the member has: its fields saved, then on to the next step (or
 * refused with what was typed and a message per bad field).
 */
export async function stepAction(args: StepArgs, step: FormStep, schema: StepSchema) {
  const { request, context, params } = args;
  const { listing } = await listingAt(request, context, params, step);
  return submitStep(request, step, await schema(postTextFor(context.locale)), async (values) => {
    await saveStep(context.db, listing, step, values);
    return redirect(postStepPath(listing.id, nextStep(step)));
  });
}

/** Reads a step's form through its schema: `save` takes the clean values (and what was typed), else a refusal. */
export async function submitStep<S extends FormStep, T>(
  request: Request,
  step: S,
  schema: z.ZodType<T>,
  save: (values: T, typed: StepValues<S>) => Promise<Response | ReturnType<typeof stepRefused<S>>>,
) {
  const parsed = parseForm(schema, await request.formData(), stepFields[step]);
  if (!parsed.ok) return stepRefused<S>(parsed);
  return save(parsed.data, parsed.values as StepValues<S>);
}

/** A step that does not move on (400, or 429 over a limit): what was typed and a message per bad field. */
export function stepRefused<S extends FormStep>(
  refused: Pick<Invalid<StepField<S>>, "values" | "errors" | "formError">,
  status = 400,
) {
  const result: StepResult<S> =
    refused.formError === undefined
      ? { status: "invalid", values: refused.values, errors: refused.errors }
      : { status: "invalid", values: refused.values, errors: refused.errors, formError: refused.formError };
  return data(result, { status });
}

/**
 * Reads a multipart upload as it streams in: at most LISTING_PHOTOS_MAX files of PHOTO_MAX_BYTES each in
 * the `photo` field, each processed as soon as it has arrived, as long as the listing has `room` for it.
 * A file over a limit is skipped, the photos before and after it kept.
 */
export async function receivePhotos(request: Request, room: number, t: PostText): Promise<ReceivedUpload> {
  const received = await receiveImages(
    request,
    { field: PHOTO_FIELD, maxFiles: LISTING_PHOTOS_MAX, maxBytes: PHOTO_MAX_BYTES, room },
    (bytes, name) => processPhoto(bytes, name || t("photos.field")),
  );
  const errors = received.refused.map(({ problem, name }) =>
    problem === "full"
      ? fullMessage(name || t("photos.field"), t)
      : problemMessage(problem, name || t("photos.field"), t),
  );
  if (received.stop === "tooBig") errors.push(t("error.photoTooBigAny"));
  if (received.stop === "tooMany") errors.push(t("error.photoTooMany", { max: LISTING_PHOTOS_MAX }));
  if (received.stop === "failed") errors.push(t("error.photoFailedAny"));
  return { photos: received.images, errors };
}

/** Receives an upload for the member's listing: the photos stored, a message for each file refused. */
export async function upload(
  request: Request,
  context: AppLoadContext,
  listing: Listing,
  userId: string,
): Promise<UploadAnswer> {
  const t = postTextFor(context.locale);
  const limit = await context.limits.photoUploads.consume(userId);
  if (!limit.ok) {
    await drain(request.body);
    return uploadRefused(limit.retryAfterSeconds, t);
  }
  const received = await receivePhotos(request, LISTING_PHOTOS_MAX - listing.photoCount, t);
  return storeUpload(context.db, uploadStorage(context.env), context.log, listing, received, t);
}
