import { data, redirect } from "react-router";
import { ItemHeader } from "~/features/admin/components/item-parts";
import { FormNotice } from "~/shared/forms/form-message";
import { BrandLogo } from "~/features/admin/components/brand-logo";
import { staffItem } from "~/features/admin/http.server";
import { PHOTO_FIELD, uploadRefusals } from "~/features/admin/photos";
import { brandForLogo, setBrandLogo } from "~/features/admin/photos.server";
import { adminPhotosText } from "~/features/admin/text/photos";
import { receiveImages } from "~/shared/http/image-upload";
import { messagesFor, textFor } from "~/shared/i18n/text";
import { BRAND_LOGOS, IMAGE_MAX_BYTES } from "~/shared/lib/images";
import { privatePageMeta } from "~/shared/lib/private-meta";
import { processImage } from "~/shared/server/images.server";
import { StorageUnavailableError, uploadStorage } from "~/shared/server/uploads.server";
import type { Route } from "./+types/admin-brand-logo";

const logoPath = (id: number) => `/admin/brands/${id}/logo`;

/** /admin/brands/:id/logo: the brand's logo, a new one, or none (the tile in its colour). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { locale } = context;
  const { item: brand } = await staffItem(context, request, params.id, brandForLogo);
  const t = textFor(adminPhotosText, locale);
  const { searchParams } = new URL(request.url);
  return {
    brand,
    back: t("admin.logo.back", { name: brand.name }),
    fileHint: t("admin.logo.fileHint", { mb: IMAGE_MAX_BYTES / 1024 / 1024 }),
    done: searchParams.has("saved")
      ? t("admin.logo.saved")
      : searchParams.has("removed")
        ? t("admin.logo.removed")
        : null,
    title: t("admin.logo.title", { name: brand.name }),
    description: t("admin.logo.description"),
    text: messagesFor(locale, adminPhotosText),
    siteUrl: context.env.SITE_URL,
  };
}

/** An upload (multipart, one file) replaces the logo; "remove" takes it away. Refusals: 400 by the field. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { locale, db } = context;
  const { editor, id } = await staffItem(context, request, params.id, brandForLogo);
  const t = textFor(adminPhotosText, locale);
  const storage = uploadStorage(context.env);
  if (!request.headers.get("content-type")?.startsWith("multipart/form-data")) {
    if ((await request.formData()).get("intent") !== "remove") throw data("Unknown form", { status: 400 });
    await setBrandLogo(db, storage, id, null, editor.id);
    throw redirect(`${logoPath(id)}?removed=1`);
  }
  const received = await receiveImages(
    request,
    { field: PHOTO_FIELD, maxFiles: 1, maxBytes: IMAGE_MAX_BYTES, room: 1 },
    (bytes) => processImage(bytes, BRAND_LOGOS),
  );
  const errors = uploadRefusals(received, 1, t);
  const image = received.images[0];
  if (!image && !errors.length) errors.push(t("admin.photos.error.none"));
  if (!image || errors.length) return data({ error: errors.join(" ") }, 400);
  try {
    await setBrandLogo(db, storage, id, image, editor.id);
  } catch (error) {
    if (!(error instanceof StorageUnavailableError)) throw error;
    context.log.error({ err: error, brandId: id }, error.message);
    return data({ error: t("admin.photos.error.storage") }, 503);
  }
  throw redirect(`${logoPath(id)}?saved=1`);
}

export const meta: Route.MetaFunction = ({ data }) =>
  privatePageMeta(
    data && {
      title: data.title,
      description: data.description,
      siteUrl: data.siteUrl,
      path: logoPath(data.brand.id),
    },
  );

export default function AdminBrandLogo({ loaderData, actionData }: Route.ComponentProps) {
  const { brand } = loaderData;
  return (
    <>
      <ItemHeader
        back={{ to: `/admin/brands/${brand.id}`, label: loaderData.back }}
        title={loaderData.title}
      />
      {loaderData.done && !actionData ? (
        <div className="mb-4">
          <FormNotice>{loaderData.done}</FormNotice>
        </div>
      ) : null}
      <BrandLogo brand={brand} fileHint={loaderData.fileHint} error={actionData?.error} />
    </>
  );
}
