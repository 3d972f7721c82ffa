/**
 * Every uploaded image goes through here (listing photos, catalogue photos, brand logos): checked by what it
 * contains (whatever its name or declared type says), turned upright, its metadata dropped, re-encoded in
 * each width and format of its kind (app/shared/lib/images.ts), and written under a generated name.
 */
import { randomUUID } from "node:crypto";
import sharp, { type Sharp } from "sharp";
import { imageFile, imageFiles, type ImageFormat, type ImageSet } from "../lib/images";
import type { UploadStorage } from "./uploads.server";

/**
 * Formats an image may arrive in, as sharp names them. "heif" is AVIF; HEIC is HEIF too, but the sharp
 * build the site runs decodes AV1 only, so a HEIC photo is found unreadable.
 */
const IMAGE_FORMATS = new Set(["jpeg", "png", "webp", "heif"]);

/** Above this, an image is refused before it is decoded: 60 megapixels, more than any phone's main camera. */
export const MAX_IMAGE_PIXELS = 60_000_000;

/** Why a file is not taken: not an image type the site reads, damaged, or too many pixels. */
export type ImageProblem = "type" | "unreadable" | "pixels";

/** An image ready to store: its files per width and format, and its size at the largest width. */
export interface ProcessedImage {
  width: number;
  height: number;
  files: { width: number; format: ImageFormat; data: Uint8Array }[];
}

const encoders: Record<ImageFormat, (image: Sharp) => Sharp> = {
  webp: (image) => image.webp({ quality: 80 }),
  avif: (image) => image.avif({ quality: 55, effort: 3 }),
};

/**
 * Checks a file by its content and re-encodes it: turned upright from its EXIF orientation, its metadata
 * (place, camera, owner) dropped, in each width and format of `set`, never enlarged (a width above the
 * image's holds the image at its own size).
 */
export async function processImage(bytes: Uint8Array, set: ImageSet): Promise<ProcessedImage | ImageProblem> {
  // An empty file (a picker sent with nothing chosen by some clients) is no image; sharp throws on it.
  if (bytes.length === 0) return "unreadable";
  const metadata = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => undefined);
  if (!metadata) return "unreadable";
  if (!IMAGE_FORMATS.has(metadata.format)) return "type";
  if (metadata.width * metadata.height > MAX_IMAGE_PIXELS) return "pixels";
  try {
    const largest = set.widths.at(-1)!;
    const { data, info } = await sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: "error" })
      .autoOrient()
      .resize({ width: largest, height: largest, fit: "inside", withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = { width: info.width, height: info.height, channels: info.channels };
    const files = await Promise.all(
      set.formats.flatMap((format) =>
        set.widths.map(async (width) => ({
          width,
          format,
          data: new Uint8Array(
            await encoders[format](
              sharp(data, { raw }).resize({ width, withoutEnlargement: true }),
            ).toBuffer(),
          ),
        })),
      ),
    );
    return { width: info.width, height: info.height, files };
  } catch {
    return "unreadable";
  }
}

/**
 * Writes processed images under new keys, then runs `keep` (the database's part, given the keys in order),
 * which answers how many of them it kept: the files of the others are removed. When a write fails (a full
 * or read-only disk), or `keep` does, every file this call wrote is removed before the error goes on: no
 * image is left public without its row, and no row names a missing file.
 */
export async function storeImages<T extends ProcessedImage>(
  storage: UploadStorage,
  set: ImageSet,
  images: readonly T[],
  keep: (stored: { key: string; image: T }[]) => Promise<number>,
): Promise<number> {
  const stored = images.map((image) => ({ key: randomUUID(), image }));
  // Every write settles before anything is removed, so that no write still under way outlives the clean-up.
  const writes = await Promise.allSettled(
    stored.flatMap(({ key, image }) =>
      image.files.map((file) => storage.save(imageFile(key, file.width, file.format), file.data)),
    ),
  );
  const failed = writes.find((write) => write.status === "rejected");
  let kept = 0;
  try {
    if (failed) throw failed.reason;
    kept = await keep(stored);
  } finally {
    await storage.delete(stored.slice(kept).flatMap(({ key }) => imageFiles(key, set)));
  }
  return kept;
}
