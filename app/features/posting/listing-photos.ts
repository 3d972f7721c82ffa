/**
 * Uploaded listing photos: where their files live and how pages ask for them. Each photo is stored as
 * WebP in a few widths under a generated key (a UUID), in a folder named after the key's first two
 * characters so no folder grows too large: /uploads/3f/3f2a…-960.webp.
 */
import { LISTING_PHOTOS_MAX } from "../../shared/lib/used-cars";

/** The widths every photo is stored in: cards, the listing page, full screen. */
export const PHOTO_WIDTHS = [480, 960, 1600] as const;
export type PhotoWidth = (typeof PHOTO_WIDTHS)[number];

/** Where server.ts serves the upload folder. */
export const UPLOADS_PATH = "/uploads";

const KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** True for a key the site generates (crypto.randomUUID), so a key never names a path elsewhere. */
export function isPhotoKey(key: string): boolean {
  return KEY.test(key);
}

/** The file of one width of a photo, relative to the upload folder. */
export function photoFile(key: string, width: PhotoWidth): string {
  if (!isPhotoKey(key)) throw new Error(`not a photo key: ${key}`);
  return `${key.slice(0, 2)}/${key}-${width}.webp`;
}

export function photoUrl(key: string, width: PhotoWidth): string {
  return `${UPLOADS_PATH}/${photoFile(key, width)}`;
}

/**
 * A srcset for a photo `width` pixels wide (its largest stored width). Photos are never enlarged, so
 * the widths above it hold the same picture: they are left out, and the largest file is named by its
 * real width.
 */
export function photoSrcSet(key: string, width: number): string {
  const smaller = PHOTO_WIDTHS.filter((size) => size < width && size !== PHOTO_WIDTHS.at(-1));
  const largest = PHOTO_WIDTHS.find((size) => size >= width) ?? PHOTO_WIDTHS.at(-1)!;
  return [
    ...smaller.map((size) => `${photoUrl(key, size)} ${size}w`),
    `${photoUrl(key, largest)} ${Math.min(width, largest)}w`,
  ].join(", ");
}

/** How many of `incoming` photos fit in a listing that has `count` already (at most LISTING_PHOTOS_MAX). */
export function photoRoom(count: number, incoming: number): number {
  return Math.max(0, Math.min(incoming, LISTING_PHOTOS_MAX - count));
}

/** Positions after moving the photo at `from` to the front (the cover); the others keep their order. */
export function coverFirst<T>(photos: readonly T[], from: number): T[] {
  if (from <= 0 || from >= photos.length) return [...photos];
  return [photos[from]!, ...photos.slice(0, from), ...photos.slice(from + 1)];
}

/** An <img>'s source attributes: an uploaded photo's widths for the browser to choose from, or a drawing. */
export interface PhotoSource {
  src: string;
  srcSet?: string;
  sizes?: string;
}

/**
 * How to show a listing photo where it is about `sizes` wide: `src` is the `fallback` width (for
 * browsers without srcset), the others are in `srcSet`. A demo listing's drawing is one SVG file.
 */
export function photoSource(
  photo: { storageKey: string | null; drawing: string | null; width: number },
  sizes: string,
  fallback: PhotoWidth,
): PhotoSource {
  if (!photo.storageKey) return { src: photo.drawing ?? "" };
  return {
    src: photoUrl(photo.storageKey, fallback),
    srcSet: photoSrcSet(photo.storageKey, photo.width),
    sizes,
  };
}
