/**
 * A listing's uploaded photos: checking each file by what it contains (the upload is read as it streams
 * in by app/features/posting/http.server.ts), re-encoding it to WebP in every width under a generated name
 * (app/shared/server/images.server.ts), and keeping the photo rows, their order and the listing's photo count.
 */
import { and, asc, count, eq, isNotNull } from "drizzle-orm";
import { coverFirst, LISTING_PHOTOS, photoRoom } from "~/features/posting/listing-photos";
import { imageFiles } from "~/shared/lib/images";
import { statusAfterEdit } from "~/features/posting/listing-status";
import { LISTING_PHOTOS_MAX } from "~/shared/lib/used-cars";
import type { PostErrorText } from "./post-text";
import type { Db } from "../../shared/db/client";
import { usedListingPhotos, usedListings } from "../../shared/db/schema";
import {
  processImage,
  storeImages,
  type ImageProblem,
  type ProcessedImage,
} from "../../shared/server/images.server";
import type { UploadStorage } from "../../shared/server/uploads.server";

/** The form field that carries photos. */
export const PHOTO_FIELD = "photo";

/** A photo ready to store (see processImage), with the file's name as sent, for messages. */
export interface ProcessedPhoto extends ProcessedImage {
  name: string;
}

export type PhotoProblem = ImageProblem;

/** Checks and re-encodes a listing photo (processImage): WebP in each width of PHOTO_WIDTHS. */
export async function processPhoto(bytes: Uint8Array, name: string): Promise<ProcessedPhoto | PhotoProblem> {
  const image = await processImage(bytes, LISTING_PHOTOS);
  return typeof image === "string" ? image : { name, ...image };
}

const problemMessages = {
  type: "error.photoType",
  unreadable: "error.photoUnreadable",
  pixels: "error.photoPixels",
} as const;

/** The message for a file refused for what it contains. */
export const problemMessage = (problem: PhotoProblem, name: string, t: PostErrorText) =>
  t(problemMessages[problem], { name });

/** What an upload brought: the photos processed, and one message per file refused. */
export interface ReceivedUpload {
  photos: ProcessedPhoto[];
  errors: string[];
}

/** The message for a photo that does not fit: the listing has LISTING_PHOTOS_MAX already. */
export const fullMessage = (name: string, t: PostErrorText) =>
  t("error.photoFull", { name, max: LISTING_PHOTOS_MAX });

/** Every file of a stored photo. */
export const photoFiles = (key: string) => imageFiles(key, LISTING_PHOTOS);

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** A listing's photos in order, with the listing's row locked until the transaction ends. */
async function lockedPhotos(tx: Tx, listingId: number) {
  const [listing] = await tx
    .select({ status: usedListings.status })
    .from(usedListings)
    .where(eq(usedListings.id, listingId))
    .for("update");
  const photos = await tx
    .select({ id: usedListingPhotos.id, storageKey: usedListingPhotos.storageKey })
    .from(usedListingPhotos)
    .where(eq(usedListingPhotos.listingId, listingId))
    .orderBy(asc(usedListingPhotos.position));
  return { status: listing?.status, photos };
}

/**
 * Writes positions 0, 1, 2… in the given order. Positions are unique per listing and checked row by
 * row, so the photos first move out of the way (negative positions).
 */
async function writeOrder(tx: Tx, listingId: number, ids: readonly number[]) {
  for (const [index, id] of ids.entries())
    await tx
      .update(usedListingPhotos)
      .set({ position: -1 - index })
      .where(eq(usedListingPhotos.id, id));
  for (const [index, id] of ids.entries())
    await tx.update(usedListingPhotos).set({ position: index }).where(eq(usedListingPhotos.id, id));
}

/** After a photo change: the listing's count of photos of the car (drawings are none), and a draft again if it was not one (statusAfterEdit). */
async function afterChange(tx: Tx, listingId: number, status: (typeof usedListings.$inferSelect)["status"]) {
  const [row] = await tx
    .select({ total: count() })
    .from(usedListingPhotos)
    .where(and(eq(usedListingPhotos.listingId, listingId), isNotNull(usedListingPhotos.storageKey)));
  await tx
    .update(usedListings)
    .set({ photoCount: row?.total ?? 0, status: statusAfterEdit(status) })
    .where(eq(usedListings.id, listingId));
}

/**
 * Stores processed photos after the listing's others, as many as it has room for (storeImages). Answers how
 * many were added; the files of those with no room are not kept.
 */
export async function addPhotos(
  db: Db,
  storage: UploadStorage,
  listingId: number,
  photos: readonly ProcessedPhoto[],
): Promise<number> {
  return storeImages(storage, LISTING_PHOTOS, photos, (stored) =>
    db.transaction(async (tx) => {
      const { status, photos: existing } = await lockedPhotos(tx, listingId);
      if (!status) return 0;
      const room = photoRoom(existing.length, stored.length);
      if (room === 0) return 0;
      await tx.insert(usedListingPhotos).values(
        stored.slice(0, room).map(({ key, image }, index) => ({
          listingId,
          position: existing.length + index,
          storageKey: key,
          width: image.width,
          height: image.height,
        })),
      );
      await afterChange(tx, listingId, status);
      return room;
    }),
  );
}

/** Removes one photo of a listing, and its files. False when the listing has no such photo. */
export async function removePhoto(db: Db, storage: UploadStorage, listingId: number, photoId: number) {
  const removed = await db.transaction(async (tx) => {
    const { status, photos } = await lockedPhotos(tx, listingId);
    const photo = photos.find((entry) => entry.id === photoId);
    if (!status || !photo) return undefined;
    await tx
      .delete(usedListingPhotos)
      .where(and(eq(usedListingPhotos.id, photoId), eq(usedListingPhotos.listingId, listingId)));
    await writeOrder(
      tx,
      listingId,
      photos.filter((entry) => entry.id !== photoId).map((entry) => entry.id),
    );
    await afterChange(tx, listingId, status);
    return photo;
  });
  if (removed?.storageKey) await storage.delete(photoFiles(removed.storageKey));
  return removed !== undefined;
}

/** Makes one photo the listing's cover (the first); the others keep their order. */
export async function makeCover(db: Db, listingId: number, photoId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const { status, photos } = await lockedPhotos(tx, listingId);
    const from = photos.findIndex((entry) => entry.id === photoId);
    if (!status || from < 0) return false;
    if (from === 0) return true;
    await writeOrder(
      tx,
      listingId,
      coverFirst(photos, from).map((entry) => entry.id),
    );
    await afterChange(tx, listingId, status);
    return true;
  });
}

/** The files of every uploaded photo of a listing (to remove once the listing is deleted). */
export async function listingPhotoFiles(db: Db, listingId: number): Promise<string[]> {
  const rows = await db
    .select({ key: usedListingPhotos.storageKey })
    .from(usedListingPhotos)
    .where(eq(usedListingPhotos.listingId, listingId));
  return rows.flatMap((row) => (row.key ? photoFiles(row.key) : []));
}

/** The files of every uploaded photo of a member's listings (to remove once the account is deleted). */
export async function memberPhotoFiles(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ key: usedListingPhotos.storageKey })
    .from(usedListingPhotos)
    .innerJoin(usedListings, eq(usedListings.id, usedListingPhotos.listingId))
    .where(eq(usedListings.userId, userId));
  return rows.flatMap((row) => (row.key ? photoFiles(row.key) : []));
}
