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

/** The picture of a model: its uploaded photo, else its drawing. */
export function modelPicture(model: { id: number; body: BodyType; imageUrl: string | null }): string {
  return model.imageUrl ?? carArtPath(model.body, modelPaint(model.id));
}

/** The picture social networks show for a page: a drawing's PNG version (they do not read SVG), else itself. */
export function socialPicturePath(picture: string): string {
  return picture.startsWith(`/car-art/${ART_VERSION}/`) ? picture.replace(/\.svg$/, ".png") : picture;
}
