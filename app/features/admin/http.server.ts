import { data, redirect, type AppLoadContext } from "react-router";
import { requireStaff } from "~/shared/auth/auth.server";
import { drain, receiveImages } from "~/shared/http/image-upload";
import { STAFF_ROLES } from "~/shared/auth/roles";
import type { z } from "zod";
import type { Db } from "~/shared/db/client";
import {
  invalid,
  parseForm,
  readValues,
  type FieldErrors,
  type FormValues,
  type Invalid,
} from "~/shared/forms/form-data";
import { BANNER_IMAGES, BRAND_LOGOS, IMAGE_MAX_BYTES, type ImageSet } from "~/shared/lib/images";
import { processImage, type ProcessedImage } from "~/shared/server/images.server";
import { StorageUnavailableError, uploadStorage, type UploadStorage } from "~/shared/server/uploads.server";
import type { Locale } from "~/shared/i18n/locale";
import { messagesFor, textFor, type Translate } from "~/shared/i18n/text";
import { notFound, numericParam } from "~/shared/http/route-params";
import { adminItemPath, itemHistory, type AuditEntityType } from "./audit.server";
import { bannerFields, bannerSchema } from "./banner-form";
import { createBanner, updateBanner } from "./banners.server";
import { brandFields, brandSchema } from "./brand-form";
import { dealerFields, dealerSchema } from "./dealer-form";
import { createDealer, districtNames, updateDealer } from "./dealers.server";
import { PHOTO_FIELD, uploadRefusals } from "./photos";
import { logoOwner, setLogo, type LogoOwner } from "./photos.server";
import { adminPhotosText } from "./text/photos";
import { createBrand, updateBrand } from "./brands.server";
import { formValues } from "./changes";
import { modelFields, modelSchema } from "./model-form";
import { createModel, updateModel } from "./models.server";
import { versionFields, versionSchema } from "./version-form";
import { ARTICLE_LIMITS } from "./article-form";
import { guideFields, guideSchema } from "./guide-form";
import { createGuide, updateGuide } from "./guides.server";
import { newsFields, newsSchema } from "./news-form";
import { createNews, updateNews } from "./news.server";
import { renderArticle } from "~/shared/server/markdown.server";
import { createVersion, updateVersion } from "./versions.server";
import { dealFields, dealListFields, dealSchema } from "./deal-form";
import { createDeal, updateDeal } from "./deals.server";
import type { SaveResult } from "./saves.server";
import { isItemKind, type ItemKind } from "./kinds";
import { SERVER_KINDS } from "./kinds.server";
import { adminText, type AdminMessages } from "./text/admin";

/**
 * Every back-office loader and action starts here: editors and administrators pass; a visitor is sent to
 * sign in, a member gets a 403, staff without two-step verification set it up first.
 */
export function requireEditor(context: AppLoadContext, request: Request) {
  return requireStaff(context.auth, request, context.locale, STAFF_ROLES, 403);
}

/** The kind of item the address names (`/admin/:kind…`), or a 404 (a form sent to another address left unread). */
export async function kindOf(param: string | undefined, request: Request, locale: Locale) {
  if (isItemKind(param)) return { kind: param, server: SERVER_KINDS[param] };
  await drain(request.body);
  return notFound(request, locale);
}

/**
 * Where every page of one item starts: the editor (requireEditor), and the item `load` finds by the URL's id,
 * or a 404 (the body of a form sent to it left unread).
 */
export async function staffItem<T>(
  context: AppLoadContext,
  request: Request,
  idParam: string | undefined,
  load: (db: Db, id: number) => Promise<T | undefined>,
) {
  const editor = await requireEditor(context, request);
  const id = numericParam(idParam, request, context.locale);
  const item = await load(context.db, id);
  if (!item) {
    await drain(request.body);
    notFound(request, context.locale);
  }
  return { editor, id, item };
}

/**
 * An item's page: the item `load` finds (404 when none), its form's values, what was just done (after the
 * redirect of a save: `?created=1` or `?saved=1`) and its history.
 */
export async function itemForEdit<F extends string, T extends Record<F, unknown>>(
  context: AppLoadContext,
  request: Request,
  idParam: string | undefined,
  item: {
    entityType: AuditEntityType;
    fields: readonly F[];
    load: (db: Db, id: number) => Promise<T | undefined>;
  },
) {
  const { id, item: found } = await staffItem(context, request, idParam, item.load);
  const { searchParams } = new URL(request.url);
  return {
    item: found,
    values: formValues(item.fields, found),
    done: searchParams.has("created")
      ? ("created" as const)
      : searchParams.has("saved")
        ? ("saved" as const)
        : null,
    history: await itemHistory(context.db, item.entityType, id, context.locale),
    siteUrl: context.env.SITE_URL,
  };
}

/** A picture sent with a form (multipart): processed for its kind, and where its files go. */
export interface FormFiles {
  image?: ProcessedImage;
  storage: UploadStorage;
}

/** What a form's action needs to know of its kind of item. */
interface FormSpec<F extends string, I> {
  entityType: AuditEntityType;
  fields: readonly F[];
  schema: (t: Translate<AdminMessages>) => z.ZodType<I & { updatedAt: string }, unknown>;
  /** Fields sent once per ticked box: read whole, their values joined by commas. */
  lists?: readonly F[];
  /** The form sends a picture in PHOTO_FIELD, processed for `set`; a new item must have one (else `missing`). */
  upload?: { set: ImageSet; missing: keyof AdminMessages };
  create: (db: Db, input: I, actorId: string, locale: Locale, files: FormFiles) => Promise<SaveResult<F>>;
  update: (
    db: Db,
    id: number,
    input: I,
    seen: string,
    actorId: string,
    locale: Locale,
    files: FormFiles,
  ) => Promise<SaveResult<F>>;
  /** What a "Preview" button shows of the typed values (Markdown as the site will show it), saving nothing. */
  preview?: (values: FormValues<F>) => string;
}

/** A form sent back as typed: refused, or shown with a preview of its text (nothing saved). */
export type Refused<F extends string> = Invalid<F> & { preview?: string };

/** The form's values, those of `spec.lists` (sent once per ticked box) joined by commas. */
function readFormValues<F extends string, I>(form: FormData, spec: FormSpec<F, I>) {
  const values = readValues(form, spec.fields);
  for (const name of spec.lists ?? [])
    values[name] = form
      .getAll(name)
      .filter((value) => typeof value === "string")
      .join(",");
  return values;
}

/**
 * The form's fields and, for a form with a picture (multipart), the picture: read as it streams in, checked
 * by what it contains. A picture over the size limit is skipped with a message, the fields all read.
 */
async function readForm<F extends string, I>(request: Request, spec: FormSpec<F, I>, locale: Locale) {
  const multipart = request.headers.get("content-type")?.startsWith("multipart/form-data") ?? false;
  if (!spec.upload || !multipart) {
    if (multipart) throw data("Unknown form", { status: 400 });
    const form = await request.formData();
    return {
      values: readFormValues(form, spec),
      intent: form.get("intent"),
      image: undefined,
      refused: "",
    };
  }
  const { set } = spec.upload;
  const received = await receiveImages(
    request,
    { field: PHOTO_FIELD, maxFiles: 1, maxBytes: IMAGE_MAX_BYTES, room: 1 },
    (bytes) => processImage(bytes, set),
  );
  const form = received.form ?? new FormData();
  return {
    values: readFormValues(form, spec),
    intent: form.get("intent"),
    image: received.images[0],
    refused: uploadRefusals(received, 1, textFor(adminPhotosText, locale)).join(" "),
  };
}

/**
 * A back-office form's action, for a new item (no `idParam`) or an edit of item `idParam`: the saved item's
 * page, or the form again with what was typed and why (400; 409 when someone else saved the item meanwhile).
 */
async function saveForm<F extends string, I>(
  context: AppLoadContext,
  request: Request,
  idParam: string | undefined,
  spec: FormSpec<F, I>,
) {
  const editor = await requireEditor(context, request);
  const { locale } = context;
  const id = idParam === undefined ? undefined : numericParam(idParam, request, locale);
  const t = textFor(adminText, locale);
  const { values, image, refused, intent } = await readForm(request, spec, locale);
  if (spec.preview && intent === "preview")
    return data<Refused<F>>({ ok: false, values, errors: {}, preview: spec.preview(values) });
  const parsed = parseForm(spec.schema(t), values, spec.fields);
  const pictureError =
    refused || (spec.upload && id === undefined && !image ? t(spec.upload.missing) : undefined);
  if (!parsed.ok || pictureError) {
    const errors = parsed.ok ? {} : parsed.errors;
    return data<Invalid<F>>(
      invalid<F>(
        values,
        pictureError ? ({ ...errors, [PHOTO_FIELD]: pictureError } as FieldErrors<F>) : errors,
        t("admin.brand.error.fix"),
      ),
      400,
    );
  }
  const { updatedAt, ...input } = parsed.data;
  const files: FormFiles = { ...(image ? { image } : {}), storage: uploadStorage(context.env) };
  let result: SaveResult<F>;
  try {
    result =
      id === undefined
        ? await spec.create(context.db, input as I, editor.id, locale, files)
        : await spec.update(context.db, id, input as I, updatedAt, editor.id, locale, files);
  } catch (error) {
    if (!(error instanceof StorageUnavailableError)) throw error;
    context.log.error({ err: error }, error.message);
    const message = textFor(adminPhotosText, locale)("admin.photos.error.storage");
    return data(invalid<F>(values, { [PHOTO_FIELD]: message } as FieldErrors<F>, message), 503);
  }
  switch (result.status) {
    case "saved":
      throw redirect(
        `${adminItemPath(spec.entityType, result.id)}?${id === undefined ? "created" : "saved"}=1`,
      );
    case "taken":
      return data(
        invalid<F>(values, { [result.field]: result.message } as FieldErrors<F>, t("admin.brand.error.fix")),
        400,
      );
    case "conflict":
      // The form comes back with the latest version's time, so that saving again is a deliberate choice.
      return data(invalid<F>({ ...values, updatedAt: result.updatedAt }, {}, result.message), 409);
    case "gone":
      return notFound(request, locale);
  }
}

/** The action of one kind of item's form (see `saveForm`), for a new item or, with `idParam`, an edit. */
const formAction =
  <F extends string, I>(spec: FormSpec<F, I>) =>
  (context: AppLoadContext, request: Request, idParam?: string) =>
    saveForm(context, request, idParam, spec);

/** An article's text as its page will show it, through the sanitiser the saved article goes through. */
const articlePreview = (values: FormValues<"bodyMarkdown">) =>
  renderArticle(values.bodyMarkdown.slice(0, ARTICLE_LIMITS.bodyMarkdown));

/** The action of each kind's form on the shared item pages. */
export const saveItemForm = {
  brands: formAction({
    entityType: "brand",
    fields: brandFields,
    schema: brandSchema,
    create: createBrand,
    update: updateBrand,
  }),
  models: formAction({
    entityType: "model",
    fields: modelFields,
    schema: modelSchema,
    create: createModel,
    update: updateModel,
  }),
  versions: formAction({
    entityType: "version",
    fields: versionFields,
    schema: versionSchema,
    create: createVersion,
    update: updateVersion,
  }),
  deals: formAction({
    entityType: "deal",
    fields: dealFields,
    lists: dealListFields,
    schema: dealSchema,
    create: createDeal,
    update: updateDeal,
  }),
  dealers: formAction({
    entityType: "dealer",
    fields: dealerFields,
    schema: (t) => dealerSchema(t, districtNames),
    lists: ["brands"],
    create: createDealer,
    update: updateDealer,
  }),
  banners: formAction({
    entityType: "banner",
    fields: bannerFields,
    schema: bannerSchema,
    upload: { set: BANNER_IMAGES, missing: "admin.banner.error.picture" },
    create: createBanner,
    update: updateBanner,
  }),
  news: formAction({
    entityType: "news",
    fields: newsFields,
    schema: newsSchema,
    create: createNews,
    update: updateNews,
    preview: articlePreview,
  }),
  guides: formAction({
    entityType: "guide",
    fields: guideFields,
    schema: guideSchema,
    create: createGuide,
    update: updateGuide,
    preview: articlePreview,
  }),
} satisfies Record<ItemKind, unknown>;

/** A brand's or dealer's logo page (/admin/brands/:id/logo, /admin/dealers/:id/logo). */
const logoPath = (kind: LogoOwner, id: number) => `${adminItemPath(kind, id)}/logo`;

/** The page: the item's current logo (or its tile), what was just done, its texts. */
export async function logoPage(
  context: AppLoadContext,
  request: Request,
  idParam: string | undefined,
  kind: LogoOwner,
) {
  const { locale } = context;
  const { item } = await staffItem(context, request, idParam, (db, id) => logoOwner(db, kind, id));
  const t = textFor(adminPhotosText, locale);
  const { searchParams } = new URL(request.url);
  return {
    item,
    itemPath: adminItemPath(kind, item.id),
    path: logoPath(kind, item.id),
    back: t("admin.logo.back", { name: item.name }),
    intro: t(kind === "brand" ? "admin.logo.intro" : "admin.logo.dealerIntro"),
    fileHint: t("admin.logo.fileHint", { mb: IMAGE_MAX_BYTES / 1024 / 1024 }),
    done: searchParams.has("saved")
      ? t("admin.logo.saved")
      : searchParams.has("removed")
        ? t("admin.logo.removed")
        : null,
    title: t("admin.logo.title", { name: item.name }),
    description: t(kind === "brand" ? "admin.logo.description" : "admin.logo.dealerDescription"),
    text: messagesFor(locale, adminPhotosText),
    siteUrl: context.env.SITE_URL,
  };
}

/** An upload (multipart, one file) replaces the logo; "remove" takes it away. Refusals: 400 by the field. */
export async function saveLogo(
  context: AppLoadContext,
  request: Request,
  idParam: string | undefined,
  kind: LogoOwner,
) {
  const { locale, db } = context;
  const { editor, id } = await staffItem(context, request, idParam, (db, id) => logoOwner(db, kind, id));
  const t = textFor(adminPhotosText, locale);
  const storage = uploadStorage(context.env);
  if (!request.headers.get("content-type")?.startsWith("multipart/form-data")) {
    if ((await request.formData()).get("intent") !== "remove") throw data("Unknown form", { status: 400 });
    await setLogo(db, storage, kind, id, null, editor.id);
    throw redirect(`${logoPath(kind, id)}?removed=1`);
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
    await setLogo(db, storage, kind, id, image, editor.id);
  } catch (error) {
    if (!(error instanceof StorageUnavailableError)) throw error;
    context.log.error({ err: error, kind, id }, error.message);
    return data({ error: t("admin.photos.error.storage") }, 503);
  }
  throw redirect(`${logoPath(kind, id)}?saved=1`);
}
