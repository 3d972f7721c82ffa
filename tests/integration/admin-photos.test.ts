import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { and, asc, desc, eq } from "drizzle-orm";
import sharp from "sharp";
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action as logoAction, loader as logoLoader } from "../../app/features/admin/routes/admin-item-logo";
import {
  action as photosAction,
  loader as photosLoader,
} from "../../app/features/admin/routes/admin-model-photos";
import { loader as auditLoader } from "../../app/features/admin/routes/admin-audit";
import { ALT_MAX, MODEL_PHOTOS_MAX } from "../../app/features/admin/photos";
import { getBrand } from "../../app/features/catalogue/catalogue.server";
import { loader as modelPageLoader } from "../../app/features/catalogue/routes/model";
import { auditLog, brands, modelPhotos, models } from "../../app/shared/db/schema";
import { modelPath } from "../../app/shared/lib/links";
import { BRAND_LOGOS, CATALOGUE_PHOTOS, imageFiles, IMAGE_MAX_BYTES } from "../../app/shared/lib/images";
import { parseEnv } from "../../app/shared/server/env";
import { TEST_AUTH_SECRET, testContext } from "../setup/app-context";
import { accountWithRole } from "../setup/members";
import { answer, get, post, TEST_SITE } from "../setup/requests";
import { createTestDatabase, drivers } from "../setup/test-db";

type Upload = { name: string; type: string; data: Uint8Array };

const jpeg = async (name = "front.jpg", width = 1600, height = 1000): Promise<Upload> => ({
  name,
  type: "image/jpeg",
  data: new Uint8Array(
    await sharp({ create: { width, height, channels: 3, background: "#1f4fd8" } })
      .jpeg()
      .toBuffer(),
  ),
});

describe.each(drivers)("the back office's photos (%s)", (driver) => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let context: AppLoadContext;
  let uploads: string;
  let editor: { id: string; cookie: string };
  let member: { id: string; cookie: string };
  let rav4: { id: number; brandId: number; slug: string };
  let other: number;

  const call = (handler: (args: never) => unknown, request: Request, params: Record<string, string>) =>
    Promise.resolve(handler({ request, context, params } as never)).catch((thrown: unknown) => thrown);
  const at = (id: number) => ({ id: String(id) });
  const photosPath = (id: number) => `/admin/models/${id}/photos`;

  /** A multipart upload, as the form sends it without JavaScript. */
  const upload = (
    url: string,
    files: Upload[],
    fields: Record<string, string> = {},
    cookie = editor.cookie,
  ) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    for (const file of files)
      form.append("photo", new File([file.data.slice()], file.name, { type: file.type }));
    return new Request(`${TEST_SITE}${url}`, { method: "POST", body: form, headers: { cookie } });
  };
  const send = async (id: number, files: Upload[], fields: Record<string, string> = {}) =>
    answer(await call(photosAction, upload(photosPath(id), files, fields), at(id)));
  const change = async (id: number, fields: Record<string, string>) =>
    answer(await call(photosAction, post(photosPath(id), fields, editor.cookie), at(id)));
  const gallery = (id: number) =>
    database.db
      .select()
      .from(modelPhotos)
      .where(eq(modelPhotos.modelId, id))
      .orderBy(asc(modelPhotos.position));
  const onDisk = (key: string, set = CATALOGUE_PHOTOS) =>
    imageFiles(key, set).every((file) => existsSync(path.join(uploads, file)));
  const lastEntry = async (type: "model" | "brand", id: number) =>
    (
      await database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityType, type), eq(auditLog.entityId, id)))
        .orderBy(desc(auditLog.id))
        .limit(1)
    )[0];

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    uploads = await mkdtemp(path.join(os.tmpdir(), "imodoka-catalogue-photos-"));
    context = testContext(database.db, {
      env: parseEnv({ SITE_URL: TEST_SITE, AUTH_SECRET: TEST_AUTH_SECRET, UPLOAD_DIR: uploads }),
    });
    editor = await accountWithRole(context, "editor");
    member = await accountWithRole(context, "user");
    const [found] = await database.db
      .select({ id: models.id, brandId: models.brandId, slug: models.slug })
      .from(models)
      .where(eq(models.name, "RAV4"));
    rav4 = found!;
    const [second] = await database.db
      .select({ id: models.id })
      .from(models)
      .where(eq(models.name, "Corolla"));
    other = second!.id;
  });
  afterAll(async () => {
    await database?.cleanup();
    if (uploads) await rm(uploads, { recursive: true, force: true });
  });

  it("sends visitors to sign in and answers members with a 403, on the pages and their forms", async () => {
    for (const [handler, url] of [
      [photosLoader, photosPath(rav4.id)],
      [logoLoader, `/admin/brands/${rav4.brandId}/logo`],
    ] as const) {
      expect(answer(await call(handler, get(url), at(1)))).toMatchObject({
        status: 302,
        location: `/login?redirectTo=${encodeURIComponent(url)}`,
      });
      expect(await call(handler, get(url, member.cookie), at(1))).toMatchObject({ init: { status: 403 } });
    }
    const file = await jpeg();
    expect(
      answer(await call(photosAction, upload(photosPath(rav4.id), [file], {}, ""), at(rav4.id))),
    ).toMatchObject({ status: 302 });
    expect(
      await call(photosAction, upload(photosPath(rav4.id), [file], {}, member.cookie), at(rav4.id)),
    ).toMatchObject({ init: { status: 403 } });
    expect(
      await call(
        logoAction,
        upload(`/admin/brands/${rav4.brandId}/logo`, [file], {}, member.cookie),
        at(rav4.brandId),
      ),
    ).toMatchObject({ init: { status: 403 } });
    expect(await gallery(rav4.id)).toEqual([]);
  });

  it("uploads photos with their alt text, stored in every width and format, recorded in the audit log", async () => {
    const added = await send(rav4.id, [await jpeg("front.jpg"), await jpeg("side.png", 900, 600)], {
      alt: "  RAV4 in blue ",
    });
    expect(added).toMatchObject({ status: 302, location: `${photosPath(rav4.id)}?added=2` });
    const photos = await gallery(rav4.id);
    expect(photos).toMatchObject([
      { position: 0, alt: "RAV4 in blue", width: 1280, height: 800 },
      { position: 1, alt: "RAV4 in blue", width: 900, height: 600 },
    ]);
    expect(photos.every((photo) => onDisk(photo.imageKey))).toBe(true);
    expect((await lastEntry("model", rav4.id))!).toMatchObject({
      action: "update",
      actorId: editor.id,
      before: { photos: "" },
      after: { photos: `#${photos[0]!.id} RAV4 in blue, #${photos[1]!.id} RAV4 in blue` },
    });

    const page = (await call(
      photosLoader,
      get(`${photosPath(rav4.id)}?added=2`, editor.cookie),
      at(rav4.id),
    )) as Awaited<ReturnType<typeof photosLoader>>;
    expect(page.done).toBe("2 photos added.");
    expect(page.count).toBe(`2 of ${MODEL_PHOTOS_MAX} photos`);
    expect(page.photos[0]!.picture.srcSet).toContain(`${photos[0]!.imageKey}-1280.webp 1280w`);
  });

  it("shows the photos on the public model page and the brand's model cards, the first as the hero", async () => {
    const photos = await gallery(rav4.id);
    const [brand] = await database.db.select().from(brands).where(eq(brands.id, rav4.brandId));
    const page = (await call(modelPageLoader, get(modelPath(brand!, rav4)), {
      slug: brand!.slug,
      modelParam: `${rav4.id}-${rav4.slug}`,
    })) as Awaited<ReturnType<typeof modelPageLoader>>;
    expect(page.hero).toMatchObject({
      alt: "RAV4 in blue",
      picture: { width: 1280, height: 800, src: expect.stringContaining(photos[0]!.imageKey) },
    });
    expect(page.hero.picture.sources![0]!.srcSet).toContain(`${photos[0]!.imageKey}-960.avif 960w`);
    // The gallery holds the others only: the hero's sources are not sent twice.
    expect(page.gallery).toHaveLength(1);
    expect(page.gallery[0]!.picture.srcSet).toContain(photos[1]!.imageKey);
    expect(JSON.stringify(page.gallery)).not.toContain(photos[0]!.imageKey);

    const brandPage = await getBrand(database.db, rav4.brandId, "en");
    const card = brandPage!.models.find((model) => model.id === rav4.id)!;
    expect(card.picture).toMatchObject({ width: 1280, height: 800, sizes: expect.any(String) });
    expect(card).not.toHaveProperty("cover");
  });

  it("sets an alt text, moves a photo and deletes one with its files, each in the audit log", async () => {
    const [first, second] = await gallery(rav4.id);
    expect(
      await change(rav4.id, { intent: "alt", photo: String(second!.id), alt: "Rear view" }),
    ).toMatchObject({
      status: 302,
      location: `${photosPath(rav4.id)}?saved=1`,
    });
    expect(await change(rav4.id, { intent: "up", photo: String(second!.id) })).toMatchObject({ status: 302 });
    expect((await gallery(rav4.id)).map((photo) => [photo.id, photo.alt])).toEqual([
      [second!.id, "Rear view"],
      [first!.id, "RAV4 in blue"],
    ]);
    expect((await lastEntry("model", rav4.id))!).toMatchObject({
      before: { photos: `#${first!.id} RAV4 in blue, #${second!.id} Rear view` },
      after: { photos: `#${second!.id} Rear view, #${first!.id} RAV4 in blue` },
    });

    expect(await change(rav4.id, { intent: "delete", photo: String(second!.id) })).toMatchObject({
      status: 302,
    });
    expect((await gallery(rav4.id)).map((photo) => [photo.id, photo.position])).toEqual([[first!.id, 0]]);
    expect(onDisk(second!.imageKey)).toBe(false);
    expect(
      imageFiles(second!.imageKey, CATALOGUE_PHOTOS).some((file) => existsSync(path.join(uploads, file))),
    ).toBe(false);

    const audit = (await call(auditLoader, get("/admin/audit?type=model", editor.cookie), {})) as Awaited<
      ReturnType<typeof auditLoader>
    >;
    expect(audit.entries[0]!.changes).toEqual([
      {
        field: "photos",
        before: `#${second!.id} Rear view, #${first!.id} RAV4 in blue`,
        after: `#${first!.id} RAV4 in blue`,
      },
    ]);
  });

  it("refuses a non-image renamed .jpg, an oversized file, no file, and an alt text too long, beside the field", async () => {
    const before = await gallery(rav4.id);
    const fake = {
      name: "contract.jpg",
      type: "image/jpeg",
      data: new TextEncoder().encode("%PDF-1.7 not a photo"),
    };
    expect(await send(rav4.id, [fake], { alt: "Kept" })).toMatchObject({
      status: 400,
      data: {
        form: "upload",
        values: { alt: "Kept" },
        errors: {
          photo:
            "contract.jpg is not an image the site can read (JPEG, PNG, WebP or AVIF), or it is damaged.",
        },
      },
    });
    const big = { name: "huge.jpg", type: "image/jpeg", data: new Uint8Array(IMAGE_MAX_BYTES + 1) };
    expect(await send(rav4.id, [big])).toMatchObject({
      status: 400,
      data: { errors: { photo: "A file is larger than 10 MB and was not added: choose a smaller one." } },
    });
    expect(await send(rav4.id, [])).toMatchObject({
      status: 400,
      data: { errors: { photo: "Choose at least one photo." } },
    });
    const long = "x".repeat(ALT_MAX + 1);
    expect(await send(rav4.id, [await jpeg()], { alt: long })).toMatchObject({
      status: 400,
      data: { values: { alt: long }, errors: { alt: `Write at most ${ALT_MAX} characters.` } },
    });
    const [photo] = before;
    expect(await change(rav4.id, { intent: "alt", photo: String(photo!.id), alt: long })).toMatchObject({
      status: 400,
      data: {
        form: "photo",
        photoId: photo!.id,
        values: { alt: long },
        errors: { alt: `Write at most ${ALT_MAX} characters.` },
      },
    });
    expect(await gallery(rav4.id)).toEqual(before);
  });

  it("takes no more than the gallery's room, and says which photos were left out", async () => {
    const room = MODEL_PHOTOS_MAX - (await gallery(rav4.id)).length;
    const file = await jpeg("small.jpg", 400, 300);
    expect(await send(rav4.id, Array(room).fill(file))).toMatchObject({ status: 302 });
    expect(await gallery(rav4.id)).toHaveLength(MODEL_PHOTOS_MAX);
    expect(await send(rav4.id, [await jpeg("one-more.jpg", 400, 300)])).toMatchObject({
      status: 400,
      data: {
        errors: { photo: `one-more.jpg was not added: this model has ${MODEL_PHOTOS_MAX} photos already.` },
      },
    });
    expect(await send(other, Array(MODEL_PHOTOS_MAX + 1).fill(file))).toMatchObject({
      status: 400,
      data: { errors: { photo: `At most ${MODEL_PHOTOS_MAX} photos can be sent at once.` } },
    });
    expect(await gallery(rav4.id)).toHaveLength(MODEL_PHOTOS_MAX);
  });

  it("answers 404 for a model that is not there and for another model's photo", async () => {
    expect(
      answer(await call(photosAction, upload(photosPath(999_999), [await jpeg()]), at(999_999))),
    ).toMatchObject({ status: 404 });
    expect(await call(photosLoader, get(photosPath(999_999), editor.cookie), at(999_999))).toMatchObject({
      init: { status: 404 },
    });
    const [photo] = await gallery(rav4.id);
    expect(await change(other, { intent: "delete", photo: String(photo!.id) })).toMatchObject({
      status: 404,
    });
    expect(await gallery(rav4.id)).toHaveLength(MODEL_PHOTOS_MAX);
  });

  it("gives a brand a logo, replaces it (removing the old files) and removes it, in the audit log", async () => {
    const url = `/admin/brands/${rav4.brandId}/logo`;
    const logo = async (name: string) => ({
      name,
      type: "image/png",
      data: new Uint8Array(
        await sharp({ create: { width: 300, height: 300, channels: 4, background: "#ff000080" } })
          .png()
          .toBuffer(),
      ),
    });
    expect(
      answer(await call(logoAction, upload(url, [await logo("logo.png")]), at(rav4.brandId))),
    ).toMatchObject({
      status: 302,
      location: `${url}?saved=1`,
    });
    const [first] = await database.db.select().from(brands).where(eq(brands.id, rav4.brandId));
    expect(first!.logoUrl).toBe(`/uploads/${first!.logoKey!.slice(0, 2)}/${first!.logoKey}-128.webp`);
    expect(onDisk(first!.logoKey!, BRAND_LOGOS)).toBe(true);
    expect((await lastEntry("brand", rav4.brandId))!).toMatchObject({
      before: { logo: null },
      after: { logo: first!.logoUrl },
    });

    await call(logoAction, upload(url, [await logo("new.png")]), at(rav4.brandId));
    const [second] = await database.db.select().from(brands).where(eq(brands.id, rav4.brandId));
    expect(second!.logoKey).not.toBe(first!.logoKey);
    expect(onDisk(first!.logoKey!, BRAND_LOGOS)).toBe(false);

    const fake = { name: "logo.jpg", type: "image/jpeg", data: new TextEncoder().encode("%PDF-1.7") };
    expect(answer(await call(logoAction, upload(url, [fake]), at(rav4.brandId)))).toMatchObject({
      status: 400,
      data: {
        error: "logo.jpg is not an image the site can read (JPEG, PNG, WebP or AVIF), or it is damaged.",
      },
    });

    expect(
      answer(await call(logoAction, post(url, { intent: "remove" }, editor.cookie), at(rav4.brandId))),
    ).toMatchObject({ status: 302, location: `${url}?removed=1` });
    const [removed] = await database.db.select().from(brands).where(eq(brands.id, rav4.brandId));
    expect(removed).toMatchObject({ logoUrl: null, logoKey: null });
    expect(onDisk(second!.logoKey!, BRAND_LOGOS)).toBe(false);
  });
});
