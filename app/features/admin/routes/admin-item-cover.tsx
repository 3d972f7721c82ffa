import { data, redirect, type AppLoadContext } from "react-router";
import { CoverEditor } from "~/features/admin/components/cover-editor";
import { NoticeHeader } from "~/features/admin/components/notice-header";
import { adminItemPath } from "~/features/admin/audit.server";
import {
  articleCover,
  coverRemovable,
  setCover,
  type CoverChange,
  type CoverOwner,
} from "~/features/admin/covers.server";
import { staffItem } from "~/features/admin/http.server";
import { ALT_FIELD, ALT_MAX, PHOTO_FIELD, uploadRefusals } from "~/features/admin/photos";
import { adminPhotosText } from "~/features/admin/text/photos";
import { loadedPageMeta } from "~/features/admin/loaded-meta";
import { receiveImages } from "~/shared/http/image-upload";
import { messagesFor, textFor } from "~/shared/i18n/text";
import { ARTICLE_COVERS, IMAGE_MAX_BYTES } from "~/shared/lib/images";
import { processImage } from "~/shared/server/images.server";
import { StorageUnavailableError, uploadStorage } from "~/shared/server/uploads.server";
import type { Route } from "./+types/admin-item-cover";

/**
 * /admin/news/:id/cover and /admin/guides/:id/cover (one module, two routes): an article's featured image, the
 * upload of a new one with its alt text, and for a guide (which may have none) its removal.
 */
const ownerOf = (request: Request): CoverOwner =>
  new URL(request.url).pathname.startsWith("/admin/guides/") ? "guide" : "news";

const coverPath = (kind: CoverOwner, id: number) => `${adminItemPath(kind, id)}/cover`;

/** The article's owner and its featured image, for a staff member (else sign-in or 403), or a 404. */
async function coveredArticle(context: AppLoadContext, request: Request, idParam: string) {
  const kind = ownerOf(request);
  return { kind, ...(await staffItem(context, request, idParam, (db, id) => articleCover(db, kind, id))) };
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { locale } = context;
  const { kind, item: article } = await coveredArticle(context, request, params.id);
  const t = textFor(adminPhotosText, locale);
  const guide = kind === "guide";
  const { searchParams } = new URL(request.url);
  return {
    article,
    itemPath: adminItemPath(kind, article.id),
    path: coverPath(kind, article.id),
    removable: coverRemovable(kind) && article.coverKey !== null,
    intro: t(guide ? "admin.cover.guideIntro" : "admin.cover.intro"),
    current: article.coverKey
      ? t("admin.cover.current")
      : t(guide ? "admin.cover.guideNone" : "admin.cover.none"),
    fileHint: t("admin.cover.fileHint", { mb: IMAGE_MAX_BYTES / 1024 / 1024 }),
    altHint: t("admin.cover.altHint", { max: ALT_MAX }),
    done: searchParams.has("saved")
      ? t("admin.cover.saved")
      : searchParams.has("removed")
        ? t("admin.cover.removed")
        : null,
    title: t("admin.cover.title", { name: article.title }),
    back: t("admin.cover.back"),
    description: t(guide ? "admin.cover.guideDescription" : "admin.cover.description"),
    text: messagesFor(locale, adminPhotosText),
    siteUrl: context.env.SITE_URL,
  };
}

/**
 * An upload (multipart: one image and its alt text, required) replaces the image; "remove" (a guide's only)
 * takes it away. Refusals: 400 by the field, with the alt text typed.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { kind, editor, id } = await coveredArticle(context, request, params.id);
  const t = textFor(adminPhotosText, context.locale);
  const storage = uploadStorage(context.env);
  /** Stores the change (null: no image), answering the page again after it, or a 503 when files cannot be stored. */
  const save = async (cover: CoverChange, alt: string, done: "saved" | "removed") => {
    try {
      await setCover(context.db, storage, kind, id, cover, editor.id);
    } catch (error) {
      if (!(error instanceof StorageUnavailableError)) throw error;
      context.log.error({ err: error, kind, id }, error.message);
      return data({ values: { alt }, errors: { photo: t("admin.photos.error.storage") } }, 503);
    }
    throw redirect(`${coverPath(kind, id)}?${done}=1`);
  };
  if (!request.headers.get("content-type")?.startsWith("multipart/form-data")) {
    if (!coverRemovable(kind) || (await request.formData()).get("intent") !== "remove")
      throw data("Unknown form", { status: 400 });
    return save(null, "", "removed");
  }
  const received = await receiveImages(
    request,
    { field: PHOTO_FIELD, maxFiles: 1, maxBytes: IMAGE_MAX_BYTES, room: 1 },
    (bytes) => processImage(bytes, ARTICLE_COVERS),
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
  return save({ image, alt }, alt, "saved");
}

export const meta: Route.MetaFunction = ({ data }) => loadedPageMeta(data, (page) => page.path);

export default function AdminItemCover({ loaderData: page, actionData }: Route.ComponentProps) {
  return (
    <>
      <NoticeHeader
        back={{ to: page.itemPath, label: page.back }}
        title={page.title}
        done={actionData ? null : page.done}
      />
      <CoverEditor
        article={page.article}
        intro={page.intro}
        current={page.current}
        removable={page.removable}
        fileHint={page.fileHint}
        altHint={page.altHint}
        refused={actionData}
      />
    </>
  );
}
