/**
 * Uploaded images (listing photos, catalogue photos, brand logos): where their files live and how pages ask
 * for them. Each image is stored in a few widths and formats under a generated key (a UUID), in a folder
 * named after the key's first two characters so no folder grows too large: /uploads/3f/3f2a…-960.webp.
 * Pages get their `src`, `srcset` and `sizes` as data built on the server (`pictureOf`), so showing a
 * photo costs a page no JavaScript.
 */

/** Where server.ts serves the upload folder. */
export const UPLOADS_PATH = "/uploads";

/** What one uploaded image may weigh before it is processed. */
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;

export type ImageFormat = "webp" | "avif";

/** The widths and formats one kind of image is stored in; the last format is the one every browser reads. */
export interface ImageSet {
  widths: readonly number[];
  formats: readonly [ImageFormat, ...ImageFormat[]];
}

/** Model photos: cards (≈320 px), the gallery, the model page's hero on wide and dense screens. */
export const CATALOGUE_PHOTOS: ImageSet = { widths: [320, 640, 960, 1280], formats: ["avif", "webp"] };

/**
 * Articles' featured images (news and practical guides): cards (≈320 px), the article's page, twice that on
 * dense screens.
 */
export const ARTICLE_COVERS: ImageSet = { widths: [320, 640, 960, 1280], formats: ["avif", "webp"] };

/** Brand logos: a tile of 32 to 64 px, twice that on dense screens. */
export const BRAND_LOGOS: ImageSet = { widths: [128], formats: ["webp"] };

/** Banners: at most 1200 px wide (a wide banner on the home page), half that on a phone. */
export const BANNER_IMAGES: ImageSet = { widths: [600, 1200], formats: ["webp"] };

/** An uploaded image as a row keeps it: its key and its size at its largest stored width. */
export interface StoredImage {
  key: string;
  width: number;
  height: number;
}

const KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** True for a key the site generates (crypto.randomUUID), so a key never names a path elsewhere. */
export function isImageKey(key: string): boolean {
  return KEY.test(key);
}

/** The file of one width and format of an image, relative to the upload folder. */
export function imageFile(key: string, width: number, format: ImageFormat): string {
  if (!isImageKey(key)) throw new Error(`not a photo key: ${key}`);
  return `${key.slice(0, 2)}/${key}-${width}.${format}`;
}

const FILE =
  /^([0-9a-f]{2})\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})-([1-9]\d{1,4})\.(webp|avif)$/;

/**
 * The file a request under /uploads names, relative to the upload folder, when it is one `imageFile` could
 * have made (so nothing else in the store is ever read through the site); undefined otherwise.
 */
export function uploadedFileOf(requestPath: string): string | undefined {
  const file = requestPath.replace(/^\//, "");
  const match = FILE.exec(file);
  return match && match[2]!.startsWith(match[1]!) ? file : undefined;
}

/** The Content-Type of an uploaded file. */
export const uploadedFileType = (file: string) => (file.endsWith(".avif") ? "image/avif" : "image/webp");

export function imageUrl(key: string, width: number, format: ImageFormat): string {
  return `${UPLOADS_PATH}/${imageFile(key, width, format)}`;
}

/** Every file of a stored image. */
export const imageFiles = (key: string, set: ImageSet) =>
  set.formats.flatMap((format) => set.widths.map((width) => imageFile(key, width, format)));

/** The stored width whose file holds the whole of an image `width` pixels wide (the widest file, for a larger one). */
const wholeWidth = (width: number, set: ImageSet) =>
  set.widths.find((size) => size >= width) ?? set.widths.at(-1)!;

/**
 * The file holding the whole of a stored image in the set's last format (the one every browser reads): the
 * one address of a photo, where a list of addresses names it (the API, the sitemap).
 */
export function fullImageUrl(image: StoredImage, set: ImageSet): string {
  return imageUrl(image.key, wholeWidth(image.width, set), set.formats.at(-1)!);
}

/**
 * A srcset for an image `width` pixels wide (its largest stored width) in one format. Images are never
 * enlarged, so the widths above it hold the same picture: they are left out, and the file that holds the
 * whole image is named by its real width.
 */
export function imageSrcSet(key: string, width: number, set: ImageSet, format: ImageFormat): string {
  const largestWidth = set.widths.at(-1)!;
  const smaller = set.widths.filter((size) => size < width && size !== largestWidth);
  const largest = wholeWidth(width, set);
  return [
    ...smaller.map((size) => `${imageUrl(key, size, format)} ${size}w`),
    `${imageUrl(key, largest, format)} ${Math.min(width, largest)}w`,
  ].join(", ");
}

/** How a page shows a picture: an <img>, and for an uploaded image the sources a <picture> offers before it. */
export interface Picture {
  src: string;
  width: number;
  height: number;
  srcSet?: string;
  sizes?: string;
  /** Better-compressed sources (AVIF), each tried before the <img>'s own. */
  sources?: { type: string; srcSet: string }[];
}

/**
 * How to show a stored image where it is about `sizes` wide: the <img> in the set's last format (its `src`
 * the width nearest `fallback`, for browsers without srcset), the other formats as <source>s before it.
 */
export function pictureOf(image: StoredImage, set: ImageSet, sizes: string, fallback: number): Picture {
  const formats = [...set.formats];
  const main = formats.pop()!;
  const src = set.widths.find((size) => size >= Math.min(fallback, image.width)) ?? set.widths.at(-1)!;
  return {
    src: imageUrl(image.key, src, main),
    width: image.width,
    height: image.height,
    srcSet: imageSrcSet(image.key, image.width, set, main),
    sizes,
    ...(formats.length
      ? {
          sources: formats.map((format) => ({
            type: `image/${format}`,
            srcSet: imageSrcSet(image.key, image.width, set, format),
          })),
        }
      : {}),
  };
}

/** An article's featured image as one file: the 960 px WebP that news cards and social networks show. */
export const coverUrl = (key: string) => imageUrl(key, 960, "webp");

/**
 * An article's featured image where it is about `sizes` wide, in a 16:9 frame (the shape the back office
 * asks for). Its own size is not kept, so the picture is described by the frame at the set's largest width:
 * the width and height reserve its place, and a file wider than the image holds it at its own size.
 */
export function coverPicture(key: string, sizes: string): Picture {
  const width = ARTICLE_COVERS.widths.at(-1)!;
  return pictureOf({ key, width, height: (width * 9) / 16 }, ARTICLE_COVERS, sizes, 960);
}
