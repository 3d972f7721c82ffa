import { data, redirect } from "react-router";
import { z } from "zod";
import { ModelPhotos } from "~/features/admin/components/model-photos";
import { NoticeHeader } from "~/features/admin/components/notice-header";
import { staffItem } from "~/features/admin/http.server";
import {
  ALT_FIELD,
  ALT_MAX,
  altSchema,
  MODEL_PHOTOS_MAX,
  PHOTO_FIELD,
  photoIntents,
  type PhotoIntent,
  type PhotosAnswer,
  uploadRefusals,
} from "~/features/admin/photos";
import {
  addModelPhotos,
  changeModelPhoto,
  modelForPhotos,
  modelPhotosForEdit,
} from "~/features/admin/photos.server";
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
import type { Route } from "./+types/admin-model-photos";

const MB = IMAGE_MAX_BYTES / 1024 / 1024;
const photosPath = (id: number) => `/admin/models/${id}/photos`;

/** /admin/models/:id/photos: the model's gallery (alt texts, order, delete) and the upload of new photos. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { locale } = context;
  const { id, item: model } = await staffItem(context, request, params.id, modelForPhotos);
  const t = textFor(adminPhotosText, locale);
  const photos = await modelPhotosForEdit(context.db, id);
  const { searchParams } = new URL(request.url);
  const added = parseId(searchParams.get("added"));
  const name = `${model.brandName} ${model.name}`;
  return {
    model: { id, name },
    back: t("admin.photos.back", { name }),
    photos,
    count: t("admin.photos.count", { count: photos.length, max: MODEL_PHOTOS_MAX }),
    full: photos.length >= MODEL_PHOTOS_MAX ? t("admin.photos.full", { max: MODEL_PHOTOS_MAX }) : null,
    filesHint: t("admin.photos.filesHint", { mb: MB, room: MODEL_PHOTOS_MAX - photos.length }),
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
    description: t("admin.photos.description"),
    text: messagesFor(locale, adminPhotosText),
    siteUrl: context.env.SITE_URL,
  };
}

const altForm = (t: Parameters<typeof altSchema>[0]) => z.object({ [ALT_FIELD]: altSchema(t) });

/**
 * The page's forms: an upload (multipart, one or several photos with their alt text), and each photo's
 * own form (save its alt text, move it up or down, delete it). Refused input comes back with a message
 * beside its field (400); a model or photo that is not there is a 404.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { locale, db } = context;
  const { editor, id } = await staffItem(context, request, params.id, modelForPhotos);
  const t = textFor(adminPhotosText, locale);
  const storage = uploadStorage(context.env);

  if (request.headers.get("content-type")?.startsWith("multipart/form-data")) {
    const count = (await modelPhotosForEdit(db, id)).length;
    const received = await receiveImages(
      request,
      {
        field: PHOTO_FIELD,
        maxFiles: MODEL_PHOTOS_MAX,
        maxBytes: IMAGE_MAX_BYTES,
        room: MODEL_PHOTOS_MAX - count,
      },
      (bytes) => processImage(bytes, CATALOGUE_PHOTOS),
    );
    const photoErrors = uploadRefusals(received, MODEL_PHOTOS_MAX, t);
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
      added = await addModelPhotos(db, storage, id, received.images, parsed.data[ALT_FIELD], editor.id);
    } catch (error) {
      if (!(error instanceof StorageUnavailableError)) throw error;
      context.log.error({ err: error, modelId: id }, error.message);
      return refuse([...photoErrors, t("admin.photos.error.storage")], 503);
    }
    const unnamed = t("admin.photos.unnamed");
    const errors = [
      ...photoErrors,
      ...received.images
        .slice(added)
        .map(() => t("admin.photos.error.full", { name: unnamed, max: MODEL_PHOTOS_MAX })),
    ];
    if (errors.length) return refuse(errors);
    throw redirect(`${photosPath(id)}?added=${added}`);
  }

  const form = await request.formData();
  const intent = String(form.get("intent"));
  const photoId = parseId(String(form.get("photo")));
  if (!photoIntents.includes(intent as PhotoIntent) || photoId === null)
    throw data("Unknown form", { status: 400 });
  let change: Parameters<typeof changeModelPhoto>[4];
  if (intent === "alt") {
    const parsed = parseForm(altForm(t), form, [ALT_FIELD]);
    if (!parsed.ok)
      return data<PhotosAnswer>(
        { form: "photo", photoId, values: parsed.values, errors: parsed.errors },
        400,
      );
    change = { intent, alt: parsed.data[ALT_FIELD] };
  } else change = { intent: intent as Exclude<PhotoIntent, "alt"> };
  if (!(await changeModelPhoto(db, storage, id, photoId, change, editor.id))) notFound(request, locale);
  throw redirect(`${photosPath(id)}?saved=1`);
}

export const meta: Route.MetaFunction = ({ data }) =>
  loadedPageMeta(data, (page) => photosPath(page.model.id));

export default function AdminModelPhotos({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <NoticeHeader
        back={{ to: `/admin/models/${loaderData.model.id}`, label: loaderData.back }}
        title={loaderData.title}
        done={actionData ? null : loaderData.done}
      />
      <ModelPhotos page={loaderData} answer={actionData} />
    </>
  );
}
