import { data, redirect } from "react-router";
import { NewsCover } from "~/features/admin/components/news-cover";
import { NoticeHeader } from "~/features/admin/components/notice-header";
import { staffItem } from "~/features/admin/http.server";
import { newsForCover, setNewsCover } from "~/features/admin/news.server";
import { ALT_FIELD, ALT_MAX, PHOTO_FIELD, uploadRefusals } from "~/features/admin/photos";
import { adminPhotosText } from "~/features/admin/text/photos";
import { loadedPageMeta } from "~/features/admin/loaded-meta";
import { receiveImages } from "~/shared/http/image-upload";
import { messagesFor, textFor } from "~/shared/i18n/text";
import { IMAGE_MAX_BYTES, NEWS_COVERS } from "~/shared/lib/images";
import { processImage } from "~/shared/server/images.server";
import { StorageUnavailableError, uploadStorage } from "~/shared/server/uploads.server";
import type { Route } from "./+types/admin-news-cover";

const coverPath = (id: number) => `/admin/news/${id}/cover`;

/** /admin/news/:id/cover: the article's featured image, and the upload of a new one with its alt text. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { locale } = context;
  const { item: article } = await staffItem(context, request, params.id, newsForCover);
  const t = textFor(adminPhotosText, locale);
  return {
    article: { ...article, uploaded: article.coverKey !== null },
    fileHint: t("admin.cover.fileHint", { mb: IMAGE_MAX_BYTES / 1024 / 1024 }),
    altHint: t("admin.cover.altHint", { max: ALT_MAX }),
    done: new URL(request.url).searchParams.has("saved") ? t("admin.cover.saved") : null,
    title: t("admin.cover.title", { name: article.title }),
    back: t("admin.cover.back"),
    description: t("admin.cover.description"),
    text: messagesFor(locale, adminPhotosText),
    siteUrl: context.env.SITE_URL,
  };
}

/** An upload (multipart: one image and its alt text, required) replaces the image. Refusals: 400 by the field. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { editor, id } = await staffItem(context, request, params.id, newsForCover);
  const t = textFor(adminPhotosText, context.locale);
  if (!request.headers.get("content-type")?.startsWith("multipart/form-data"))
    throw data("Unknown form", { status: 400 });
  const received = await receiveImages(
    request,
    { field: PHOTO_FIELD, maxFiles: 1, maxBytes: IMAGE_MAX_BYTES, room: 1 },
    (bytes) => processImage(bytes, NEWS_COVERS),
  );
  const typed = received.form?.get(ALT_FIELD);
  const alt = typeof typed === "string" ? typed.trim() : "";
  const errors: { photo?: string; alt?: string } = {};
  const problems = uploadRefusals(received, 1, t);
  const image = received.images[0];
  if (problems.length) errors.photo = problems.join(" ");
  else if (!image) errors.photo = t("admin.photos.error.none");
  if (!alt) errors.alt = t("admin.cover.error.alt");
  else if (alt.length > ALT_MAX) errors.alt = t("admin.photos.error.altLong", { max: ALT_MAX });
  if (!image || errors.photo || errors.alt) return data({ values: { alt: alt.slice(0, 1000) }, errors }, 400);
  try {
    await setNewsCover(context.db, uploadStorage(context.env), id, image, alt, editor.id);
  } catch (error) {
    if (!(error instanceof StorageUnavailableError)) throw error;
    context.log.error({ err: error, newsId: id }, error.message);
    return data({ values: { alt }, errors: { photo: t("admin.photos.error.storage") } }, 503);
  }
  throw redirect(`${coverPath(id)}?saved=1`);
}

export const meta: Route.MetaFunction = ({ data }) =>
  loadedPageMeta(data, (page) => coverPath(page.article.id));

export default function AdminNewsCover({ loaderData, actionData }: Route.ComponentProps) {
  const { article } = loaderData;
  return (
    <>
      <NoticeHeader
        back={{ to: `/admin/news/${article.id}`, label: loaderData.back }}
        title={loaderData.title}
        done={actionData ? null : loaderData.done}
      />
      <NewsCover
        article={article}
        fileHint={loaderData.fileHint}
        altHint={loaderData.altHint}
        refused={actionData}
      />
    </>
  );
}
