/**
 * A listing's uploaded photos: checking each file by what it contains (the upload is read as it streams
 * in by app/features/posting/http.server.ts), re-encoding it to WebP in every width under a generated name, and keeping the photo
 * rows, their order and the listing's photo count.
 */
import { randomUUID } from "node:crypto";
import { and, asc, count, eq } from "drizzle-orm";
import sharp from "sharp";
import {
  coverFirst,
  photoFile,
  photoRoom,
  PHOTO_WIDTHS,
  type PhotoWidth,
} from "~/features/posting/listing-photos";
import { statusAfterEdit } from "~/features/posting/listing-status";
import { LISTING_PHOTOS_MAX } from "~/shared/lib/used-cars";
import type { PostErrorText } from "./post-text";
import type { Db } from "../../shared/db/client";
import { usedListingPhotos, usedListings } from "../../shared/db/schema";
import type { UploadStorage } from "../../shared/server/uploads.server";

/** Formats a photo may arrive in, as sharp names them ("heif" is AVIF, or HEIC where sharp decodes it). */
const PHOTO_FORMATS = new Set(["jpeg", "png", "webp", "heif"]);

/** Above this, a photo is refused before it is decoded: 60 megapixels, more than any phone's main camera. */
const MAX_PHOTO_PIXELS = 60_000_000;

/** The form field that carries photos. */
export const PHOTO_FIELD = "photo";

/** A photo ready to store: its WebP files per width, and its size at the largest width. */
export interface ProcessedPhoto {
  /** The file's name as sent, for messages. */
  name: string;
  width: number;
  height: number;
  files: { width: PhotoWidth; data: Uint8Array }[];
}

export type PhotoProblem = "type" | "unreadable" | "pixels";

/**
 * Checks a file by its content (whatever its name or declared type says) and re-encodes it: turned
 * upright from its EXIF orientation, its metadata (place, camera, owner) dropped, as WebP in each width
 * of PHOTO_WIDTHS, never enlarged.
 */
export async function processPhoto(bytes: Uint8Array, name: string): Promise<ProcessedPhoto | PhotoProblem> {
  const metadata = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => undefined);
  if (!metadata) return "unreadable";
  if (!PHOTO_FORMATS.has(metadata.format)) return "type";
  if (metadata.width * metadata.height > MAX_PHOTO_PIXELS) return "pixels";
  try {
    const largest = PHOTO_WIDTHS.at(-1)!;
    const { data, info } = await sharp(bytes, { limitInputPixels: MAX_PHOTO_PIXELS, failOn: "error" })
      .autoOrient()
      .resize({ width: largest, height: largest, fit: "inside", withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = { width: info.width, height: info.height, channels: info.channels };
    const files = await Promise.all(
      PHOTO_WIDTHS.map(async (width) => ({
        width,
        data: new Uint8Array(
          await sharp(data, { raw })
            .resize({ width, withoutEnlargement: true })
            .webp({ quality: 80 })
            .toBuffer(),
        ),
      })),
    );
    return { name, width: info.width, height: info.height, files };
  } catch {
    return "unreadable";
  }
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

/** Reads what is left of a request body, so the answer reaches a browser that is still sending. */
export async function drain(body: ReadableStream<Uint8Array> | null) {
  if (!body || body.locked) return;
  const reader = body.getReader();
  try {
    while (!(await reader.read()).done);
  } catch {
    // The connection dropped: nobody is waiting for the answer.
  } finally {
    reader.releaseLock();
  }
}

/** The message for a photo that does not fit: the listing has LISTING_PHOTOS_MAX already. */
export const fullMessage = (name: string, t: PostErrorText) =>
  t("error.photoFull", { name, max: LISTING_PHOTOS_MAX });

/** Every file of a stored photo. */
export const photoFiles = (key: string) => PHOTO_WIDTHS.map((width) => photoFile(key, width));

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

/** After a photo change: the listing's photo count, and a draft again if it was not one (statusAfterEdit). */
async function afterChange(tx: Tx, listingId: number, status: (typeof usedListings.$inferSelect)["status"]) {
  const [row] = await tx
    .select({ total: count() })
    .from(usedListingPhotos)
    .where(eq(usedListingPhotos.listingId, listingId));
  await tx
    .update(usedListings)
    .set({ photoCount: row?.total ?? 0, status: statusAfterEdit(status) })
    .where(eq(usedListings.id, listingId));
}

/**
 * Stores processed photos after the listing's others, as many as it has room for. Answers how many were
 * added; the files of those with no room are not kept. When a write fails (a full or read-only disk), or
 * the database does, every file this call wrote is removed before the error goes on: no photo is left
 * public without its row, and no row names a missing file.
 */
export async function addPhotos(
  db: Db,
  storage: UploadStorage,
  listingId: number,
  photos: readonly ProcessedPhoto[],
): Promise<number> {
  const stored = photos.map((photo) => ({ key: randomUUID(), photo }));
  // Every write settles before anything is removed, so that no write still under way outlives the clean-up.
  const writes = await Promise.allSettled(
    stored.flatMap(({ key, photo }) =>
      photo.files.map((file) => storage.save(photoFile(key, file.width), file.data)),
    ),
  );
  const failed = writes.find((write) => write.status === "rejected");
  let added = 0;
  try {
    if (failed) throw failed.reason;
    added = await db.transaction(async (tx) => {
      const { status, photos: existing } = await lockedPhotos(tx, listingId);
      if (!status) return 0;
      const room = photoRoom(existing.length, stored.length);
      if (room === 0) return 0;
      await tx.insert(usedListingPhotos).values(
        stored.slice(0, room).map(({ key, photo }, index) => ({
          listingId,
          position: existing.length + index,
          storageKey: key,
          width: photo.width,
          height: photo.height,
        })),
      );
      await afterChange(tx, listingId, status);
      return room;
    });
  } finally {
    await storage.delete(stored.slice(added).flatMap(({ key }) => photoFiles(key)));
  }
  return added;
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
