import { data, redirect, type AppLoadContext } from "react-router";
import { requireStaff } from "~/shared/auth/auth.server";
import { drain } from "~/shared/http/image-upload";
import { STAFF_ROLES } from "~/shared/auth/roles";
import type { z } from "zod";
import type { Db } from "~/shared/db/client";
import { invalid, parseForm, readValues, type FieldErrors, type Invalid } from "~/shared/forms/form-data";
import type { Locale } from "~/shared/i18n/locale";
import { textFor, type Translate } from "~/shared/i18n/text";
import { notFound, numericParam } from "~/shared/http/route-params";
import { adminItemPath, itemHistory, type AuditEntityType } from "./audit.server";
import { brandFields, brandSchema } from "./brand-form";
import { createBrand, updateBrand } from "./brands.server";
import { formValues } from "./changes";
import { modelFields, modelSchema } from "./model-form";
import { createModel, updateModel } from "./models.server";
import { versionFields, versionSchema } from "./version-form";
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

/** What a form's action needs to know of its kind of item. */
interface FormSpec<F extends string, I> {
  entityType: AuditEntityType;
  fields: readonly F[];
  schema: (t: Translate<AdminMessages>) => z.ZodType<I & { updatedAt: string }, unknown>;
  /** Fields sent once per ticked box: read whole, their values joined by commas. */
  lists?: readonly F[];
  create: (db: Db, input: I, actorId: string, locale: Locale) => Promise<SaveResult<F>>;
  update: (
    db: Db,
    id: number,
    input: I,
    seen: string,
    actorId: string,
    locale: Locale,
  ) => Promise<SaveResult<F>>;
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
  const form = await request.formData();
  const values = readValues(form, spec.fields);
  for (const name of spec.lists ?? [])
    values[name] = form
      .getAll(name)
      .filter((value) => typeof value === "string")
      .join(",");
  const parsed = parseForm(spec.schema(t), values, spec.fields);
  if (!parsed.ok) return data<Invalid<F>>({ ...parsed, formError: t("admin.brand.error.fix") }, 400);
  const { updatedAt, ...input } = parsed.data;
  const result =
    id === undefined
      ? await spec.create(context.db, input as I, editor.id, locale)
      : await spec.update(context.db, id, input as I, updatedAt, editor.id, locale);
  switch (result.status) {
    case "saved":
      throw redirect(
        `${adminItemPath(spec.entityType, result.id)}?${id === undefined ? "created" : "saved"}=1`,
      );
    case "taken":
      return data(
        invalid<F>(
          parsed.values,
          { [result.field]: result.message } as FieldErrors<F>,
          t("admin.brand.error.fix"),
        ),
        400,
      );
    case "conflict":
      // The form comes back with the latest version's time, so that saving again is a deliberate choice.
      return data(invalid<F>({ ...parsed.values, updatedAt: result.updatedAt }, {}, result.message), 409);
    case "gone":
      return notFound(request, locale);
  }
}

/** The action of one kind of item's form (see `saveForm`), for a new item or, with `idParam`, an edit. */
const formAction =
  <F extends string, I>(spec: FormSpec<F, I>) =>
  (context: AppLoadContext, request: Request, idParam?: string) =>
    saveForm(context, request, idParam, spec);

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
} satisfies Record<ItemKind, unknown>;
