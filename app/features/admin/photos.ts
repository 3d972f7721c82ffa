/**
 * The rules of the catalogue's photos in the back office (a model's or a version's gallery, a brand's logo): how
 * many, how long an alt text, what each form may ask, and how a move reorders the gallery.
 */
import { z } from "zod";
import type { ReceivedImages } from "~/shared/http/image-upload";
import type { Translate } from "~/shared/i18n/text";
import { IMAGE_MAX_BYTES } from "~/shared/lib/images";
import type { AdminPhotosMessages } from "./text/photos";

/** A model's or a version's gallery holds this many photos at most. */
export const GALLERY_MAX = 12;

/** Whose gallery a photo page shows: a model's, or a version's own. */
export type GalleryOwner = "model" | "version";

/** The messages of a gallery's page that name its owner ("this model has…", "this version has…"). */
export const galleryMessages = {
  model: {
    description: "admin.photos.description",
    intro: "admin.photos.intro",
    none: "admin.photos.none",
    full: "admin.photos.full",
    refusedFull: "admin.photos.error.full",
  },
  version: {
    description: "admin.versionPhotos.description",
    intro: "admin.versionPhotos.intro",
    none: "admin.versionPhotos.none",
    full: "admin.versionPhotos.full",
    refusedFull: "admin.versionPhotos.error.full",
  },
} as const satisfies Record<GalleryOwner, Record<string, keyof AdminPhotosMessages>>;

/** An alt text says what the photo shows in a sentence. */
export const ALT_MAX = 160;

/** The upload forms' fields: the files, and the alt text they get. */
export const PHOTO_FIELD = "photo";
export const ALT_FIELD = "alt";

/** Image types the file pickers offer (the server checks what each file contains). */
export const IMAGE_ACCEPT = "image/jpeg,image/png,image/webp,image/avif";

/** What a photo's own form asks: save its alt text, move it, or delete it. */
export const photoIntents = ["alt", "up", "down", "delete"] as const;
export type PhotoIntent = (typeof photoIntents)[number];

/** A photo's alt text read through its rule: trimmed, at most ALT_MAX characters. */
export function altSchema(t: Translate<AdminPhotosMessages>) {
  return z
    .string()
    .trim()
    .max(ALT_MAX, t("admin.photos.error.altLong", { max: ALT_MAX }));
}

/** The gallery after moving the item at `from` one place up (-1) or down (1); unchanged at either end. */
export function moved<T>(items: readonly T[], from: number, by: -1 | 1): T[] {
  const to = from + by;
  if (from < 0 || from >= items.length || to < 0 || to >= items.length) return [...items];
  const order = [...items];
  [order[from], order[to]] = [order[to]!, order[from]!];
  return order;
}

/** How the audit log names a gallery: each photo by its id and alt text, in order. */
export function galleryText(photos: readonly { id: number; alt: string }[]): string {
  return photos.map((photo) => (photo.alt ? `#${photo.id} ${photo.alt}` : `#${photo.id}`)).join(", ");
}

/**
 * The messages for what an upload refused (app/shared/http/image-upload.ts), in the order it came; a photo
 * left out of a full gallery is worded for its `owner`.
 */
export function uploadRefusals(
  received: Pick<ReceivedImages<unknown>, "refused" | "stop">,
  max: number,
  t: Translate<AdminPhotosMessages>,
  owner: GalleryOwner = "model",
): string[] {
  const messages = received.refused.map(({ problem, name }) =>
    t(problem === "full" ? galleryMessages[owner].refusedFull : `admin.photos.error.${problem}`, {
      name: name || t("admin.photos.unnamed"),
      max,
    }),
  );
  if (received.stop)
    messages.push(t(`admin.photos.error.${received.stop}`, { mb: IMAGE_MAX_BYTES / 1024 / 1024, max }));
  return messages;
}

/** What a refused photo form answers: the upload's, or one photo's (its alt text), with what was typed. */
export type PhotosAnswer =
  | {
      form: "upload";
      values: Record<typeof ALT_FIELD, string>;
      errors: Partial<Record<typeof ALT_FIELD | typeof PHOTO_FIELD, string>>;
    }
  | {
      form: "photo";
      photoId: number;
      values: Record<typeof ALT_FIELD, string>;
      errors: Partial<Record<typeof ALT_FIELD, string>>;
    };
