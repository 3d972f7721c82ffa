/**
 * Uploaded listing photos: stored as WebP in a few widths under a generated key, as every uploaded image
 * is (app/shared/lib/images.ts): /uploads/3f/3f2a…-960.webp.
 */
import { LISTING_PHOTOS_MAX } from "../../shared/lib/used-cars";
import { imageFile, imageSrcSet, imageUrl, type ImageSet } from "../../shared/lib/images";

/** The widths every photo is stored in: cards, the listing page, full screen. */
export const PHOTO_WIDTHS = [480, 960, 1600] as const;
export type PhotoWidth = (typeof PHOTO_WIDTHS)[number];

/** Listing photos' widths and format. */
export const LISTING_PHOTOS: ImageSet = { widths: PHOTO_WIDTHS, formats: ["webp"] };

/** The file of one width of a photo, relative to the upload folder. */
export function photoFile(key: string, width: PhotoWidth): string {
  return imageFile(key, width, "webp");
}

export function photoUrl(key: string, width: PhotoWidth): string {
  return imageUrl(key, width, "webp");
}

/** A srcset for a photo `width` pixels wide (its largest stored width): see imageSrcSet. */
export function photoSrcSet(key: string, width: number): string {
  return imageSrcSet(key, width, LISTING_PHOTOS, "webp");
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

/**
 * Whether a listing photo is a photo of the car: an upload. A drawing of the body type (demo listings)
 * is only a stand-in for one, never counted as a photo: not for a card's badge, not to send a listing
 * for review.
 */
export const isCarPhoto = (photo: { storageKey: string | null }): boolean => photo.storageKey !== null;

/** How many of a listing's pictures are photos of the car (drawings left out). */
export const carPhotoCount = (photos: readonly { storageKey: string | null }[]): number =>
  photos.filter(isCarPhoto).length;

/** A listing may be sent for review only with at least one photo of the car. */
export const MIN_CAR_PHOTOS = 1;

export const hasEnoughPhotos = (count: number): boolean => count >= MIN_CAR_PHOTOS;
