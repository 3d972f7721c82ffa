import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { and, asc, desc, eq, ne } from "drizzle-orm";
import sharp from "sharp";
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action as logoAction, loader as logoLoader } from "../../app/features/admin/routes/admin-item-logo";
import {
  action as photosAction,
  loader as photosLoader,
} from "../../app/features/admin/routes/admin-item-photos";
import { loader as auditLoader } from "../../app/features/admin/routes/admin-audit";
import { loader as editLoader } from "../../app/features/admin/routes/admin-item-edit";
import { ALT_MAX, GALLERY_MAX, type GalleryOwner } from "../../app/features/admin/photos";
import { galleryFiles } from "../../app/features/admin/photos.server";
import { getBrand } from "../../app/features/catalogue/catalogue.server";
import { loader as modelPageLoader } from "../../app/features/catalogue/routes/model";
import { loader as versionPageLoader } from "../../app/features/catalogue/routes/version";
import { auditLog, brands, galleries, models, versions } from "../../app/shared/db/schema";
import { modelPath, versionPath } from "../../app/shared/lib/links";
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

/** A car with its own photo pages (a model's, a version's): its id, another of its kind, and its full name. */
interface Owned {
  id: number;
  other: number;
  name: string;
}

/** The two galleries: the same tests run on each, at its own address. */
const owners = [
  { owner: "model", kind: "models" },
  { owner: "version", kind: "versions" },
] as const satisfies readonly { owner: GalleryOwner; kind: string }[];

describe.each(drivers)("the back office's photos (%s)", (driver) => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let context: AppLoadContext;
  let uploads: string;
  let editor: { id: string; cookie: string };
  let member: { id: string; cookie: string };
  let rav4: { id: number; brandId: number; slug: string };
  /** The RAV4 and its cheapest version, each with another of its kind (a Corolla). */
  const items = {} as Record<GalleryOwner, Owned>;

  const call = (handler: (args: never) => unknown, request: Request, params: Record<string, string>) =>
    Promise.resolve(handler({ request, context, params } as never)).catch((thrown: unknown) => thrown);
  const at = (id: number) => ({ id: String(id) });

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
  const onDisk = (key: string, set = CATALOGUE_PHOTOS) =>
    imageFiles(key, set).every((file) => existsSync(path.join(uploads, file)));
  const lastEntry = async (type: GalleryOwner | "brand", id: number) =>
    (
      await database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityType, type), eq(auditLog.entityId, id)))
        .orderBy(desc(auditLog.id))
        .limit(1)
    )[0];
  /** An item's photos in order, as stored. */
  const gallery = (owner: GalleryOwner, id: number) => {
    const { photos, itemId } = galleries[owner];
    return database.db.select().from(photos).where(eq(itemId, id)).orderBy(asc(photos.position));
  };

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
    const [corolla] = await database.db
      .select({ id: models.id })
      .from(models)
      .where(eq(models.name, "Corolla"));
    const cheapest = (modelId: number) =>
      database.db
        .select({ id: versions.id, name: versions.name })
        .from(versions)
        .where(eq(versions.modelId, modelId))
        .orderBy(asc(versions.priceRwf), asc(versions.id))
        .limit(1)
        .then((rows) => rows[0]!);
    const [version, otherVersion] = [await cheapest(rav4.id), await cheapest(corolla!.id)];
    items.model = { id: rav4.id, other: corolla!.id, name: "Toyota RAV4" };
    items.version = { id: version.id, other: otherVersion.id, name: `Toyota RAV4 ${version.name}` };
  });
  afterAll(async () => {
    await database?.cleanup();
    if (uploads) await rm(uploads, { recursive: true, force: true });
  });

  describe.each(owners)("a $owner's gallery", ({ owner, kind }) => {
    const photosPath = (id: number) => `/admin/${kind}/${id}/photos`;
    const send = async (id: number, files: Upload[], fields: Record<string, string> = {}) =>
      answer(await call(photosAction, upload(photosPath(id), files, fields), at(id)));
    const change = async (id: number, fields: Record<string, string>) =>
      answer(await call(photosAction, post(photosPath(id), fields, editor.cookie), at(id)));
    const photosOf = (id: number) => gallery(owner, id);
    const loadPage = async (url: string) =>
      (await call(photosLoader, get(url, editor.cookie), at(items[owner].id))) as Awaited<
        ReturnType<typeof photosLoader>
      >;

    it("sends visitors to sign in and answers members with a 403, on the page and its forms", async () => {
      const { id } = items[owner];
      const url = photosPath(id);
      expect(answer(await call(photosLoader, get(url), at(id)))).toMatchObject({
        status: 302,
        location: `/login?redirectTo=${encodeURIComponent(url)}`,
      });
      expect(await call(photosLoader, get(url, member.cookie), at(id))).toMatchObject({
        init: { status: 403 },
      });
      const file = await jpeg();
      expect(answer(await call(photosAction, upload(url, [file], {}, ""), at(id)))).toMatchObject({
        status: 302,
      });
      expect(await call(photosAction, upload(url, [file], {}, member.cookie), at(id))).toMatchObject({
        init: { status: 403 },
      });
      expect(await photosOf(id)).toEqual([]);
    });

    it("is linked from the item's edit page", async () => {
      const { id } = items[owner];
      const page = (await call(editLoader, get(`/admin/${kind}/${id}`, editor.cookie), {
        kind,
        id: String(id),
      })) as Awaited<ReturnType<typeof editLoader>>;
      expect(page.item.links).toContainEqual({ to: photosPath(id), label: `admin.${owner}.photos` });
    });

    it("uploads photos with their alt text, stored in every width and format, recorded in the audit log", async () => {
      const { id, name } = items[owner];
      const added = await send(id, [await jpeg("front.jpg"), await jpeg("side.png", 900, 600)], {
        alt: "  RAV4 in blue ",
      });
      expect(added).toMatchObject({ status: 302, location: `${photosPath(id)}?added=2` });
      const photos = await photosOf(id);
      expect(photos).toMatchObject([
        { position: 0, alt: "RAV4 in blue", width: 1280, height: 800 },
        { position: 1, alt: "RAV4 in blue", width: 900, height: 600 },
      ]);
      expect(photos.every((photo) => onDisk(photo.imageKey))).toBe(true);
      expect((await lastEntry(owner, id))!).toMatchObject({
        action: "update",
        actorId: editor.id,
        before: { photos: "" },
        after: { photos: `#${photos[0]!.id} RAV4 in blue, #${photos[1]!.id} RAV4 in blue` },
      });

      const page = await loadPage(`${photosPath(id)}?added=2`);
      expect(page.title).toBe(`Photos of the ${name}`);
      expect(page.back).toBe(`Back to the ${name}`);
      expect(page.item.editPath).toBe(`/admin/${kind}/${id}`);
      expect(page.done).toBe("2 photos added.");
      expect(page.count).toBe(`2 of ${GALLERY_MAX} photos`);
      expect(page.photos[0]!.picture.srcSet).toContain(`${photos[0]!.imageKey}-1280.webp 1280w`);
    });

    it("sets an alt text, moves a photo and deletes one with its files, each in the audit log", async () => {
      const { id } = items[owner];
      const [first, second] = await photosOf(id);
      expect(await change(id, { intent: "alt", photo: String(second!.id), alt: "Rear view" })).toMatchObject({
        status: 302,
        location: `${photosPath(id)}?saved=1`,
      });
      expect(await change(id, { intent: "up", photo: String(second!.id) })).toMatchObject({ status: 302 });
      expect((await photosOf(id)).map((photo) => [photo.id, photo.alt])).toEqual([
        [second!.id, "Rear view"],
        [first!.id, "RAV4 in blue"],
      ]);
      expect((await lastEntry(owner, id))!).toMatchObject({
        before: { photos: `#${first!.id} RAV4 in blue, #${second!.id} Rear view` },
        after: { photos: `#${second!.id} Rear view, #${first!.id} RAV4 in blue` },
      });

      expect(await change(id, { intent: "delete", photo: String(second!.id) })).toMatchObject({
        status: 302,
      });
      expect((await photosOf(id)).map((photo) => [photo.id, photo.position])).toEqual([[first!.id, 0]]);
      expect(
        imageFiles(second!.imageKey, CATALOGUE_PHOTOS).some((file) => existsSync(path.join(uploads, file))),
      ).toBe(false);

      const audit = (await call(
        auditLoader,
        get(`/admin/audit?type=${owner}`, editor.cookie),
        {},
      )) as Awaited<ReturnType<typeof auditLoader>>;
      expect(audit.entries[0]!.changes).toEqual([
        {
          field: "photos",
          before: `#${second!.id} Rear view, #${first!.id} RAV4 in blue`,
          after: `#${first!.id} RAV4 in blue`,
        },
      ]);
    });

    it("refuses a non-image renamed .jpg, an oversized file, no file, and an alt text too long, beside the field", async () => {
      const { id } = items[owner];
      const before = await photosOf(id);
      const fake = {
        name: "contract.jpg",
        type: "image/jpeg",
        data: new TextEncoder().encode("%PDF-1.7 not a photo"),
      };
      expect(await send(id, [fake], { alt: "Kept" })).toMatchObject({
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
      expect(await send(id, [big])).toMatchObject({
        status: 400,
        data: { errors: { photo: "A file is larger than 10 MB and was not added: choose a smaller one." } },
      });
      expect(await send(id, [])).toMatchObject({
        status: 400,
        data: { errors: { photo: "Choose at least one photo." } },
      });
      const long = "x".repeat(ALT_MAX + 1);
      expect(await send(id, [await jpeg()], { alt: long })).toMatchObject({
        status: 400,
        data: { values: { alt: long }, errors: { alt: `Write at most ${ALT_MAX} characters.` } },
      });
      const [photo] = before;
      expect(await change(id, { intent: "alt", photo: String(photo!.id), alt: long })).toMatchObject({
        status: 400,
        data: {
          form: "photo",
          photoId: photo!.id,
          values: { alt: long },
          errors: { alt: `Write at most ${ALT_MAX} characters.` },
        },
      });
      expect(await photosOf(id)).toEqual(before);
    });

    it("takes no more than the gallery's room, and says which photos were left out", async () => {
      const { id, other } = items[owner];
      const room = GALLERY_MAX - (await photosOf(id)).length;
      const file = await jpeg("small.jpg", 400, 300);
      expect(await send(id, Array(room).fill(file))).toMatchObject({ status: 302 });
      expect(await photosOf(id)).toHaveLength(GALLERY_MAX);
      expect(await send(id, [await jpeg("one-more.jpg", 400, 300)])).toMatchObject({
        status: 400,
        data: {
          errors: { photo: `one-more.jpg was not added: this ${owner} has ${GALLERY_MAX} photos already.` },
        },
      });
      expect((await loadPage(photosPath(id))).full).toBe(
        `This ${owner} has ${GALLERY_MAX} photos, the most it can have: delete one to add another.`,
      );
      expect(await send(other, Array(GALLERY_MAX + 1).fill(file))).toMatchObject({
        status: 400,
        data: { errors: { photo: `At most ${GALLERY_MAX} photos can be sent at once.` } },
      });
      expect(await photosOf(id)).toHaveLength(GALLERY_MAX);
    });

    it(`answers 404 for a ${owner} that is not there and for another ${owner}'s photo`, async () => {
      const { id, other } = items[owner];
      expect(
        answer(await call(photosAction, upload(photosPath(999_999), [await jpeg()]), at(999_999))),
      ).toMatchObject({ status: 404 });
      expect(await call(photosLoader, get(photosPath(999_999), editor.cookie), at(999_999))).toMatchObject({
        init: { status: 404 },
      });
      const [photo] = await photosOf(id);
      expect(await change(other, { intent: "delete", photo: String(photo!.id) })).toMatchObject({
        status: 404,
      });
      expect(await photosOf(id)).toHaveLength(GALLERY_MAX);
    });

    it("names every file of the gallery, to remove with the item", async () => {
      const { id } = items[owner];
      const files = await galleryFiles(database.db, owner, id);
      const photos = await photosOf(id);
      expect(files).toHaveLength(photos.length * imageFiles(photos[0]!.imageKey, CATALOGUE_PHOTOS).length);
      expect(files.every((file) => existsSync(path.join(uploads, file)))).toBe(true);
      expect(new Set(files)).toEqual(
        new Set(photos.flatMap((photo) => imageFiles(photo.imageKey, CATALOGUE_PHOTOS))),
      );
      expect(await galleryFiles(database.db, owner, 999_999)).toEqual([]);
    });
  });

  it("shows the model's photos on its public page and the brand's model cards, the first as the hero", async () => {
    const photos = await gallery("model", rav4.id);
    const [brand] = await database.db.select().from(brands).where(eq(brands.id, rav4.brandId));
    const page = (await call(modelPageLoader, get(modelPath(brand!, rav4)), {
      slug: brand!.slug,
      modelParam: `${rav4.id}-${rav4.slug}`,
    })) as Awaited<ReturnType<typeof modelPageLoader>>;
    expect(page.pictures.hero).toMatchObject({
      alt: "RAV4 in blue",
      picture: { width: 1280, height: 800, src: expect.stringContaining(photos[0]!.imageKey) },
    });
    expect(page.pictures.hero.picture.sources![0]!.srcSet).toContain(`${photos[0]!.imageKey}-960.avif 960w`);
    // The gallery holds the others only: the hero's sources are not sent twice.
    expect(page.pictures.gallery).toHaveLength(photos.length - 1);
    expect(page.pictures.gallery[0]).toMatchObject({ alt: "Toyota RAV4" });
    expect(page.pictures.gallery[0]!.picture.srcSet).toContain(photos[1]!.imageKey);
    expect(JSON.stringify(page.pictures.gallery)).not.toContain(photos[0]!.imageKey);

    const brandPage = await getBrand(database.db, rav4.brandId, "en");
    const card = brandPage!.models.find((model) => model.id === rav4.id)!;
    expect(card.picture).toMatchObject({ width: 1280, height: 800, sizes: expect.any(String) });
    expect(card).not.toHaveProperty("cover");
  });

  it("shows a version's own photos on its public page, else its model's, else the drawing", async () => {
    const versionPage = async (versionId: number) => {
      const [row] = await database.db
        .select({ brand: brands.slug, model: models.slug, version: versions.slug })
        .from(versions)
        .innerJoin(models, eq(models.id, versions.modelId))
        .innerJoin(brands, eq(brands.id, models.brandId))
        .where(eq(versions.id, versionId));
      const url = versionPath(
        { slug: row!.brand },
        { slug: row!.model },
        { id: versionId, slug: row!.version },
      );
      return (await call(versionPageLoader, get(url), {
        slug: row!.brand,
        modelSlug: row!.model,
        versionParam: `${versionId}-${row!.version}`,
      })) as Awaited<ReturnType<typeof versionPageLoader>>;
    };
    const image = (page: Awaited<ReturnType<typeof versionPageLoader>>) =>
      page.meta.find((tag) => "property" in tag && tag.property === "og:image") as { content: string };
    const own = await gallery("version", items.version.id);
    const ofModel = await gallery("model", rav4.id);
    const keys = (photos: { imageKey: string }[]) => photos.map((photo) => photo.imageKey);

    // Its own: the first at the top (the LCP image), the others in the strip; none of the model's.
    const page = await versionPage(items.version.id);
    expect(page.pictures.hero).toMatchObject({
      alt: "RAV4 in blue",
      picture: { width: 1280, height: 800, src: expect.stringContaining(own[0]!.imageKey) },
    });
    expect(page.pictures.hero.picture.srcSet).toContain(`${own[0]!.imageKey}-1280.webp 1280w`);
    expect(page.pictures.gallery).toHaveLength(own.length - 1);
    expect(page.pictures.gallery[0]).toMatchObject({ alt: items.version.name });
    expect(page.pictures.label).toBe(`More photos of the ${items.version.name}`);
    expect(JSON.stringify(page.pictures.gallery)).not.toContain(own[0]!.imageKey);
    for (const key of keys(ofModel)) expect(JSON.stringify(page)).not.toContain(key);
    expect(image(page).content).toBe(
      `${TEST_SITE}/uploads/${own[0]!.imageKey.slice(0, 2)}/${own[0]!.imageKey}-960.webp`,
    );

    // Another RAV4 version, without photos of its own: the model's.
    const [sibling] = await database.db
      .select({ id: versions.id })
      .from(versions)
      .where(and(eq(versions.modelId, rav4.id), ne(versions.id, items.version.id)))
      .limit(1);
    expect(await gallery("version", sibling!.id)).toEqual([]);
    const fallback = await versionPage(sibling!.id);
    expect(fallback.pictures.hero).toMatchObject({
      alt: "RAV4 in blue",
      picture: { src: expect.stringContaining(ofModel[0]!.imageKey) },
    });
    expect(fallback.pictures.gallery.map((photo) => photo.picture.src)).toEqual(
      ofModel.slice(1).map((photo) => expect.stringContaining(photo.imageKey)),
    );
    expect(fallback.pictures.label).toBe("More photos of the Toyota RAV4");
    for (const key of keys(own)) expect(JSON.stringify(fallback)).not.toContain(key);

    // A version of a model without photos: the drawing of its body.
    const [hilux] = await database.db
      .select({ id: versions.id })
      .from(versions)
      .innerJoin(models, eq(models.id, versions.modelId))
      .where(eq(models.name, "Hilux"))
      .limit(1);
    const drawn = await versionPage(hilux!.id);
    expect(drawn.pictures.hero).toMatchObject({
      alt: "Toyota Hilux, illustration of the body style",
      picture: { src: expect.stringMatching(/^\/car-art\//) },
    });
    expect(drawn.pictures.gallery).toEqual([]);
  });

  it("gives a brand a logo, replaces it (removing the old files) and removes it, in the audit log", async () => {
    const url = `/admin/brands/${rav4.brandId}/logo`;
    expect(answer(await call(logoLoader, get(url), at(rav4.brandId)))).toMatchObject({
      status: 302,
      location: `/login?redirectTo=${encodeURIComponent(url)}`,
    });
    expect(await call(logoLoader, get(url, member.cookie), at(rav4.brandId))).toMatchObject({
      init: { status: 403 },
    });
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
      await call(logoAction, upload(url, [await logo("logo.png")], {}, member.cookie), at(rav4.brandId)),
    ).toMatchObject({ init: { status: 403 } });
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
