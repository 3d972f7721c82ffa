import { data, redirect, type AppLoadContext } from "react-router";
import { z } from "zod";
import { adminItemPath } from "~/features/admin/audit.server";
import { ItemPhotos } from "~/features/admin/components/item-photos";
import { NoticeHeader } from "~/features/admin/components/notice-header";
import { staffItem } from "~/features/admin/http.server";
import {
  ALT_FIELD,
  ALT_MAX,
  altSchema,
  GALLERY_MAX,
  galleryMessages,
  type GalleryOwner,
  PHOTO_FIELD,
  photoIntents,
  type PhotoIntent,
  type PhotosAnswer,
  uploadRefusals,
} from "~/features/admin/photos";
import { addPhotos, changePhoto, galleryForEdit, galleryOwner } from "~/features/admin/photos.server";
import { adminPhotosText } from "~/features/admin/text/photos";
import { loadedPageMeta } from "~/features/admin/loaded-meta";
import { parseForm } from "~/shared/forms/form-data";
import { receiveImages } from "~/shared/http/image-upload";
import { notFound } from "~/shared/http/route-params";
import { messagesFor, textFor } from "~/shared/i18n/text";
import { parseId } from "~/shared/lib/ids";
import { CATALOGUE_PHOTOS, IMAGE_MAX_BYTES } from "~/shared/lib/images";
import { processImage } from "~/shared/server/images.server";
import { StorageUnavailableError, uploadStorage } from "~/shared/server/uploads.server";
import type { Route } from "./+types/admin-item-photos";

const MB = IMAGE_MAX_BYTES / 1024 / 1024;

/**
 * /admin/models/:id/photos and /admin/versions/:id/photos (one module, two routes): the model's or the
 * version's own gallery (alt texts, order, delete) and the upload of new photos.
 */
const ownerOf = (request: Request): GalleryOwner =>
  new URL(request.url).pathname.startsWith("/admin/versions/") ? "version" : "model";
const photosPath = (owner: GalleryOwner, id: number) => `${adminItemPath(owner, id)}/photos`;

/** Whose gallery the address names, and the item (404 when none) with the editor. */
async function galleryItem(context: AppLoadContext, request: Request, idParam: string | undefined) {
  const owner = ownerOf(request);
  return { owner, ...(await staffItem(context, request, idParam, (db, id) => galleryOwner(db, owner, id))) };
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { locale } = context;
  const { owner, id, item } = await galleryItem(context, request, params.id);
  const t = textFor(adminPhotosText, locale);
  const messages = galleryMessages[owner];
  const photos = await galleryForEdit(context.db, owner, id);
  const { searchParams } = new URL(request.url);
  const added = parseId(searchParams.get("added"));
  const { name } = item;
  return {
    item: { path: photosPath(owner, id), editPath: adminItemPath(owner, id) },
    back: t("admin.photos.back", { name }),
    intro: t(messages.intro),
    none: t(messages.none),
    photos,
    count: t("admin.photos.count", { count: photos.length, max: GALLERY_MAX }),
    full: photos.length >= GALLERY_MAX ? t(messages.full, { max: GALLERY_MAX }) : null,
    filesHint: t("admin.photos.filesHint", { mb: MB, room: GALLERY_MAX - photos.length }),
    altHint: t("admin.photos.altHint", { max: ALT_MAX }),
    done:
      added === null
        ? searchParams.has("saved")
          ? t("admin.photos.saved")
          : null
        : added === 1
          ? t("admin.photos.addedOne")
          : t("admin.photos.added", { count: added }),
    title: t("admin.photos.title", { name }),
    description: t(messages.description),
    text: messagesFor(locale, adminPhotosText),
    siteUrl: context.env.SITE_URL,
  };
}

const altForm = (t: Parameters<typeof altSchema>[0]) => z.object({ [ALT_FIELD]: altSchema(t) });

/**
 * The page's forms: an upload (multipart, one or several photos with their alt text), and each photo's
 * own form (save its alt text, move it up or down, delete it). Refused input comes back with a message
 * beside its field (400); an item or photo that is not there is a 404.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { locale, db } = context;
  const { owner, editor, id } = await galleryItem(context, request, params.id);
  const t = textFor(adminPhotosText, locale);
  const storage = uploadStorage(context.env);

  if (request.headers.get("content-type")?.startsWith("multipart/form-data")) {
    const count = (await galleryForEdit(db, owner, id)).length;
    const received = await receiveImages(
      request,
      {
        field: PHOTO_FIELD,
        maxFiles: GALLERY_MAX,
        maxBytes: IMAGE_MAX_BYTES,
        room: GALLERY_MAX - count,
      },
      (bytes) => processImage(bytes, CATALOGUE_PHOTOS),
    );
    const photoErrors = uploadRefusals(received, GALLERY_MAX, t, owner);
    const parsed = parseForm(altForm(t), received.form ?? { [ALT_FIELD]: "" }, [ALT_FIELD]);
    const refuse = (errors: string[], status = 400) =>
      data<PhotosAnswer>(
        {
          form: "upload",
          values: parsed.values,
          errors: {
            ...(parsed.ok ? {} : parsed.errors),
            ...(errors.length ? { [PHOTO_FIELD]: errors.join(" ") } : {}),
          },
        },
        status,
      );
    if (!parsed.ok) return refuse(photoErrors);
    if (!received.images.length && !photoErrors.length) return refuse([t("admin.photos.error.none")]);
    let added: number;
    try {
      added = await addPhotos(db, storage, owner, id, received.images, parsed.data[ALT_FIELD], editor.id);
    } catch (error) {
      if (!(error instanceof StorageUnavailableError)) throw error;
      context.log.error({ err: error, owner, id }, error.message);
      return refuse([...photoErrors, t("admin.photos.error.storage")], 503);
    }
    const unnamed = t("admin.photos.unnamed");
    const errors = [
      ...photoErrors,
      ...received.images
        .slice(added)
        .map(() => t(galleryMessages[owner].refusedFull, { name: unnamed, max: GALLERY_MAX })),
    ];
    if (errors.length) return refuse(errors);
    throw redirect(`${photosPath(owner, id)}?added=${added}`);
  }

  const form = await request.formData();
  const intent = String(form.get("intent"));
  const photoId = parseId(String(form.get("photo")));
  if (!photoIntents.includes(intent as PhotoIntent) || photoId === null)
    throw data("Unknown form", { status: 400 });
  let change: Parameters<typeof changePhoto>[5];
  if (intent === "alt") {
    const parsed = parseForm(altForm(t), form, [ALT_FIELD]);
    if (!parsed.ok)
      return data<PhotosAnswer>(
        { form: "photo", photoId, values: parsed.values, errors: parsed.errors },
        400,
      );
    change = { intent, alt: parsed.data[ALT_FIELD] };
  } else change = { intent: intent as Exclude<PhotoIntent, "alt"> };
  if (!(await changePhoto(db, storage, owner, id, photoId, change, editor.id))) notFound(request, locale);
  throw redirect(`${photosPath(owner, id)}?saved=1`);
}

export const meta: Route.MetaFunction = ({ data }) => loadedPageMeta(data, (page) => page.item.path);

export default function AdminItemPhotos({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <NoticeHeader
        back={{ to: loaderData.item.editPath, label: loaderData.back }}
        title={loaderData.title}
        done={actionData ? null : loaderData.done}
      />
      <ItemPhotos page={loaderData} answer={actionData} />
    </>
  );
}
