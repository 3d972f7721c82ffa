import {
  CATALOGUE_PHOTOS,
  imageUrl,
  pictureOf,
  type Picture,
  type StoredImage,
} from "../../shared/lib/images";
import type { BodyType } from "../../shared/lib/vehicle";

/** Bump when the drawings change: the files are cached for a year under their URL. */
export const ART_VERSION = "v1";

/** Paint colours real cars are sold in, most common first; each model gets one so lists look varied. */
export const paintColours = [
  "#e9ecf1", // white
  "#b7bec9", // silver
  "#5c6470", // grey
  "#1b1e24", // black
  "#b3121f", // red
  "#1f4fd8", // blue
  "#123a6b", // navy
  "#2f5d46", // green
  "#b88a4a", // bronze
  "#7a1f3d", // burgundy
] as const;

/** The paint a model is drawn in: stable for a model, spread across a brand's range. */
export function modelPaint(modelId: number): string {
  return paintColours[Math.abs(Math.trunc(modelId)) % paintColours.length]!;
}

/** URL of the drawing of a body type in a colour (a cacheable SVG file). */
export function carArtPath(body: BodyType, colour: string): string {
  return `/car-art/${ART_VERSION}/${body}/${colour.replace(/^#/, "").toLowerCase()}.svg`;
}

/** What a model's picture is drawn from: its first photo (`modelCover`), else its body type and paint. */
export interface Pictured {
  id: number;
  body: BodyType;
  cover: StoredImage | null;
}

/** The size drawings are made at (and shown at, in a 16:9 box). */
const ART_SIZE = { width: 400, height: 225 };

/** The picture of a model as one file (the comparator, social networks): its first photo, else its drawing. */
export function modelPicture(model: Pictured): string {
  return model.cover ? imageUrl(model.cover.key, 960, "webp") : carArtPath(model.body, modelPaint(model.id));
}

/** How wide a model card's picture is in the list grids (one, two, then three or four columns). */
export const CARD_SIZES = "(min-width: 1280px) 400px, (min-width: 480px) 50vw, 100vw";

/** How wide the picture at the top of a model or version page is (beside the name from 1024 px). */
export const HERO_SIZES = "(min-width: 1280px) 700px, (min-width: 1024px) 55vw, 100vw";

/** How wide a photo of the model page's gallery strip is. */
export const GALLERY_SIZES = "(min-width: 640px) 420px, 85vw";

/**
 * A model's picture as a card or a hero shows it, about `sizes` wide: its first photo in every stored width
 * and format, else its drawing.
 */
export function modelPictureOf(model: Pictured, sizes: string): Picture {
  return model.cover
    ? pictureOf(model.cover, CATALOGUE_PHOTOS, sizes, 640)
    : { src: carArtPath(model.body, modelPaint(model.id)), ...ART_SIZE };
}

/** A photo as a model or version page reads it: its files and size, and its alt text ("" when none). */
export type PagePhoto = StoredImage & { alt: string };

/**
 * The pictures of a model or version page from its photos: at the top, the first (else the drawing of the
 * model's body), then the others in a strip called `names.gallery` (the first is not in it, so no photo's
 * sources are sent twice); and the file social networks show. A photo without alt text is called
 * `names.photo`; the drawing, `names.drawing`.
 */
export function pagePictures(
  model: { id: number; body: BodyType },
  photos: readonly PagePhoto[],
  names: { photo: string; drawing: string; gallery: string },
) {
  const [first, ...others] = photos;
  const pictured = { ...model, cover: first ?? null };
  const alt = (photo: PagePhoto) => photo.alt || names.photo;
  return {
    pictures: {
      hero: { picture: modelPictureOf(pictured, HERO_SIZES), alt: first ? alt(first) : names.drawing },
      gallery: others.map((photo) => ({
        picture: pictureOf(photo, CATALOGUE_PHOTOS, GALLERY_SIZES, 640),
        alt: alt(photo),
      })),
      label: names.gallery,
    },
    socialPath: socialPicturePath(modelPicture(pictured)),
  };
}

/** What a model or version page shows of its pictures (`pagePictures`). */
export type PagePictures = ReturnType<typeof pagePictures>["pictures"];

/** The picture social networks show for a page: a drawing's PNG version (they do not read SVG), else itself. */
export function socialPicturePath(picture: string): string {
  return picture.startsWith(`/car-art/${ART_VERSION}/`) ? picture.replace(/\.svg$/, ".png") : picture;
}
