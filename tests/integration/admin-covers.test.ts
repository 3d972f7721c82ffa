import { existsSync } from "node:fs";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { and, desc, eq } from "drizzle-orm";
import sharp from "sharp";
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setCover } from "../../app/features/admin/covers.server";
import {
  action as coverAction,
  loader as coverLoader,
} from "../../app/features/admin/routes/admin-item-cover";
import { loader as editLoader } from "../../app/features/admin/routes/admin-item-edit";
import { listNews } from "../../app/features/news/news.server";
import { getGuideSection } from "../../app/features/practical-guide/practical-guide.server";
import { loader as guideLoader } from "../../app/features/practical-guide/routes/practical-guide-article";
import { auditLog, guideArticles, newsArticles } from "../../app/shared/db/schema";
import { ARTICLE_COVERS, coverUrl, IMAGE_MAX_BYTES, imageFiles } from "../../app/shared/lib/images";
import { processImage } from "../../app/shared/server/images.server";
import { parseEnv } from "../../app/shared/server/env";
import { uploadStorage } from "../../app/shared/server/uploads.server";
import { TEST_AUTH_SECRET, testContext } from "../setup/app-context";
import { accountWithRole, expectStaffOnly } from "../setup/members";
import { answer, get, post, TEST_SITE } from "../setup/requests";
import { createTestDatabase, drivers } from "../setup/test-db";

type Upload = { name: string; type: string; data: Uint8Array };
type Owner = "news" | "guides";

const jpeg = async (name = "cover.jpg"): Promise<Upload> => ({
  name,
  type: "image/jpeg",
  data: new Uint8Array(
    await sharp({ create: { width: 1600, height: 900, channels: 3, background: "#1f4fd8" } })
      .jpeg()
      .toBuffer(),
  ),
});
/** A PDF whose name says it is a JPEG. */
const pdf: Upload = {
  name: "cover.jpg",
  type: "image/jpeg",
  data: new TextEncoder().encode("%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n"),
};
/** One byte over the limit of what an upload may weigh. */
const huge: Upload = { name: "huge.jpg", type: "image/jpeg", data: new Uint8Array(IMAGE_MAX_BYTES + 1) };

describe.each(drivers)("articles' featured images (%s)", (driver) => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let context: AppLoadContext;
  let uploads: string;
  let editor: { id: string; cookie: string };
  let newsId: number;
  let guide: { id: number; slug: string; section: "road-tax" };

  const call = (handler: (args: never) => unknown, request: Request, params: Record<string, string>) =>
    Promise.resolve(handler({ request, context, params } as never)).catch((thrown: unknown) => thrown);
  const coverPath = (owner: Owner, id: number) => `/admin/${owner}/${id}/cover`;
  /** Sends the page's upload form as a browser does: the file first, then the alt text. */
  const send = async (owner: Owner, id: number, files: Upload[], alt: string) => {
    const form = new FormData();
    for (const file of files)
      form.append("photo", new File([file.data.slice()], file.name, { type: file.type }));
    form.append("alt", alt);
    const request = new Request(`${TEST_SITE}${coverPath(owner, id)}`, {
      method: "POST",
      body: form,
      headers: { cookie: editor.cookie },
    });
    return answer(await call(coverAction, request, { id: String(id) }));
  };
  const remove = async (owner: Owner, id: number) =>
    answer(
      await call(coverAction, post(coverPath(owner, id), { intent: "remove" }, editor.cookie), {
        id: String(id),
      }),
    );
  const coverPage = async (owner: Owner, id: number, query = "") =>
    (await call(coverLoader, get(`${coverPath(owner, id)}${query}`, editor.cookie), {
      id: String(id),
    })) as Awaited<ReturnType<typeof coverLoader>>;
  const guideRow = async () =>
    (await database.db.select().from(guideArticles).where(eq(guideArticles.id, guide.id)))[0]!;
  const newsRow = async () =>
    (await database.db.select().from(newsArticles).where(eq(newsArticles.id, newsId)))[0]!;
  const coverEntries = async (entityType: "news" | "guide", id: number) =>
    database.db
      .select({ action: auditLog.action, before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.entityType, entityType), eq(auditLog.entityId, id)))
      .orderBy(desc(auditLog.id));
  const stored = (key: string) =>
    imageFiles(key, ARTICLE_COVERS).filter((file) => existsSync(path.join(uploads, file)));
  /** The public guide page's loader. */
  const guidePage = async () =>
    (await guideLoader({
      request: get(`/practical-guide/${guide.section}/${guide.slug}`),
      context,
      params: { section: guide.section, slug: guide.slug },
    } as never)) as Awaited<ReturnType<typeof guideLoader>>;
  const property = (page: Awaited<ReturnType<typeof guideLoader>>, name: string) =>
    (page.meta.find((m) => "property" in m && m.property === name) as { content: string } | undefined)
      ?.content;
  const articleLd = (page: Awaited<ReturnType<typeof guideLoader>>) =>
    (page.meta.find((m) => "script:ld+json" in m) as { "script:ld+json": { "@graph": object[] } })[
      "script:ld+json"
    ]["@graph"][0] as Record<string, unknown>;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    uploads = await mkdtemp(path.join(os.tmpdir(), "imodoka-covers-"));
    context = testContext(database.db, {
      env: parseEnv({ SITE_URL: TEST_SITE, AUTH_SECRET: TEST_AUTH_SECRET, UPLOAD_DIR: uploads }),
    });
    editor = await accountWithRole(context, "editor");
    newsId = (await listNews(database.db, { limit: 1 }))[0]!.id;
    const first = (await getGuideSection(database.db, "road-tax"))!.articles[0]!;
    guide = { id: first.id, slug: first.slug, section: "road-tax" };
  });
  afterAll(async () => {
    await database?.cleanup();
    if (uploads) await rm(uploads, { recursive: true, force: true });
  });

  it("is for staff only, a news article's and a guide's", async () => {
    await expectStaffOnly(context, {
      loaders: [
        [coverLoader, coverPath("news", 1)],
        [coverLoader, coverPath("guides", 1)],
      ],
      actions: [
        [coverAction, coverPath("news", 1)],
        [coverAction, coverPath("guides", 1)],
      ],
      form: { intent: "remove" },
      params: { id: "1" },
    });
  });

  it("answers 404 for an article that does not exist, and a guide's seed page has no image", async () => {
    for (const owner of ["news", "guides"] as const) {
      expect(
        answer(await call(coverLoader, get(coverPath(owner, 999999), editor.cookie), { id: "999999" })),
      ).toMatchObject({ status: 404 });
      expect(await send(owner, 999999, [await jpeg()], "A charger")).toMatchObject({ status: 404 });
    }
    expect(await remove("guides", 999999)).toMatchObject({ status: 404 });
    expect(await setCover(database.db, uploadStorage(context.env), "guide", 999999, null, editor.id)).toBe(
      false,
    );
    const image = await processImage((await jpeg()).data, ARTICLE_COVERS);
    if (typeof image === "string") throw new Error(image);
    expect(
      await setCover(
        database.db,
        uploadStorage(context.env),
        "guide",
        999999,
        { image, alt: "x" },
        editor.id,
      ),
    ).toBe(false);
    // The files written for the article that is not there are not kept.
    expect(await readdir(uploads, { recursive: true, withFileTypes: true })).toSatisfy((entries: unknown[]) =>
      (entries as { isFile(): boolean }[]).every((entry) => !entry.isFile()),
    );

    const page = await coverPage("guides", guide.id);
    expect(page).toMatchObject({
      article: { id: guide.id, coverKey: null, coverUrl: null, coverAlt: "" },
      removable: false,
      current: "No featured image: the guide's page starts with its text.",
      itemPath: `/admin/guides/${guide.id}`,
    });
    const shown = await guidePage();
    expect(shown.cover).toBeNull();
    expect(property(shown, "og:image")).toBeUndefined();
    expect(articleLd(shown)).not.toHaveProperty("image");
  });

  it("refuses a PDF named .jpg, a file over 10 MB, no alt text or a long one, beside the field, with the alt text typed", async () => {
    const renamed = await send("guides", guide.id, [pdf], "A road-tax sticker");
    expect(renamed).toMatchObject({
      status: 400,
      data: { values: { alt: "A road-tax sticker" }, errors: { photo: expect.stringContaining("is not") } },
    });
    // A file over the limit is skipped as it streams by; the alt text after it is read all the same.
    const tooBig = await send("guides", guide.id, [huge], "A road-tax sticker");
    expect(tooBig).toMatchObject({ status: 400, data: { values: { alt: "A road-tax sticker" } } });
    expect(tooBig.data.errors).toEqual({
      photo: "A file is larger than 10 MB and was not added: choose a smaller one.",
    });
    expect(await send("guides", guide.id, [await jpeg()], "  ")).toMatchObject({
      status: 400,
      data: { errors: { alt: "Describe the image: its alt text is required." } },
    });
    const long = "x".repeat(161);
    expect(await send("guides", guide.id, [await jpeg()], long)).toMatchObject({
      status: 400,
      data: { values: { alt: long }, errors: { alt: "Write at most 160 characters." } },
    });
    expect(await send("guides", guide.id, [], "A road-tax sticker")).toMatchObject({
      status: 400,
      data: { errors: { photo: "Choose at least one photo." } },
    });
    expect(await guideRow()).toMatchObject({ coverKey: null, coverAlt: "" });
    expect(await coverEntries("guide", guide.id)).toEqual([]);
  });

  it("gives a guide an image: every width and format stored, shown at the top of its page and when shared, logged; a new one replaces its files", async () => {
    const alt = "A road-tax sticker on a windscreen";
    expect(await send("guides", guide.id, [await jpeg()], alt)).toMatchObject({
      status: 302,
      location: `/admin/guides/${guide.id}/cover?saved=1`,
    });
    const first = await guideRow();
    const key = first.coverKey!;
    expect(key).toBeTruthy();
    expect(first.coverAlt).toBe(alt);
    expect(stored(key)).toHaveLength(imageFiles(key, ARTICLE_COVERS).length);
    const [entry] = await coverEntries("guide", guide.id);
    expect(entry).toEqual({
      action: "update",
      before: { cover: null },
      after: { cover: `${alt} (${coverUrl(key)})` },
    });

    expect(await coverPage("guides", guide.id, "?saved=1")).toMatchObject({
      article: { coverKey: key, coverUrl: coverUrl(key), coverAlt: alt },
      removable: true,
      current: "Current image",
      done: "Featured image saved.",
    });
    const edit = (await call(editLoader, get(`/admin/guides/${guide.id}`, editor.cookie), {
      kind: "guides",
      id: String(guide.id),
    })) as Awaited<ReturnType<typeof editLoader>>;
    expect(edit.item.links).toContainEqual({
      to: `/admin/guides/${guide.id}/cover`,
      label: "admin.article.cover",
    });
    expect(edit.history[0]?.changes).toEqual([
      { field: "featured image", before: "(empty)", after: `${alt} (${coverUrl(key)})` },
    ]);

    const page = await guidePage();
    expect(page.cover).toEqual({
      alt,
      picture: {
        src: `/uploads/${key.slice(0, 2)}/${key}-960.webp`,
        width: 1280,
        height: 720,
        sizes: expect.stringContaining("48rem"),
        srcSet: [320, 640, 960, 1280]
          .map((w) => `/uploads/${key.slice(0, 2)}/${key}-${w}.webp ${w}w`)
          .join(", "),
        sources: [
          {
            type: "image/avif",
            srcSet: [320, 640, 960, 1280]
              .map((w) => `/uploads/${key.slice(0, 2)}/${key}-${w}.avif ${w}w`)
              .join(", "),
          },
        ],
      },
    });
    expect(property(page, "og:image")).toBe(`${TEST_SITE}${coverUrl(key)}`);
    expect(property(page, "og:image:alt")).toBe(alt);
    expect(articleLd(page)).toMatchObject({ image: [`${TEST_SITE}${coverUrl(key)}`] });

    expect(await send("guides", guide.id, [await jpeg("second.jpg")], "The sticker, closer")).toMatchObject({
      status: 302,
    });
    const second = await guideRow();
    expect(second.coverKey).not.toBe(key);
    expect(stored(key)).toEqual([]);
    expect(stored(second.coverKey!)).toHaveLength(imageFiles(key, ARTICLE_COVERS).length);
    expect((await coverEntries("guide", guide.id))[0]).toMatchObject({
      before: { cover: `${alt} (${coverUrl(key)})` },
      after: { cover: `The sticker, closer (${coverUrl(second.coverKey!)})` },
    });
  });

  it("removes a guide's image and its files, logged: its page is as it was without one", async () => {
    const before = await guideRow();
    expect(before.coverKey).toBeTruthy();
    expect(await remove("guides", guide.id)).toMatchObject({
      status: 302,
      location: `/admin/guides/${guide.id}/cover?removed=1`,
    });
    expect(await guideRow()).toMatchObject({ coverKey: null, coverAlt: "" });
    expect(stored(before.coverKey!)).toEqual([]);
    const entries = await coverEntries("guide", guide.id);
    expect(entries[0]).toMatchObject({
      before: { cover: `${before.coverAlt} (${coverUrl(before.coverKey!)})` },
      after: { cover: null },
    });
    expect(await coverPage("guides", guide.id, "?removed=1")).toMatchObject({
      removable: false,
      done: "Featured image removed.",
    });
    const page = await guidePage();
    expect(page.cover).toBeNull();
    expect(property(page, "og:image")).toBeUndefined();
    // Nothing left to remove: nothing changes, nothing is logged.
    expect(await remove("guides", guide.id)).toMatchObject({ status: 302 });
    expect(await coverEntries("guide", guide.id)).toHaveLength(entries.length);
  });

  it("gives a news article a new image in place of its drawing, replaces it, and never removes it", async () => {
    const { coverUrl: drawing, coverAlt: drawingAlt } = await newsRow();
    expect(await send("news", newsId, [pdf], "A charger at night")).toMatchObject({
      status: 400,
      data: { values: { alt: "A charger at night" }, errors: { photo: expect.stringContaining("is not") } },
    });
    expect(await newsRow()).toMatchObject({ coverUrl: drawing, coverKey: null });
    expect((await coverPage("news", newsId)).current).toBe(
      "No image uploaded yet: the site shows a drawing.",
    );

    expect((await send("news", newsId, [await jpeg()], "A charger at night")).status).toBe(302);
    const first = await newsRow();
    expect(first).toMatchObject({ coverAlt: "A charger at night", coverUrl: coverUrl(first.coverKey!) });
    expect(stored(first.coverKey!)).toHaveLength(imageFiles(first.coverKey!, ARTICLE_COVERS).length);
    const card = (await listNews(database.db, { limit: 5 })).find((row) => row.id === newsId)!;
    expect(card).toMatchObject({ coverUrl: first.coverUrl, coverAlt: "A charger at night" });
    expect((await coverEntries("news", newsId))[0]).toEqual({
      action: "update",
      before: { cover: `${drawingAlt} (${drawing})` },
      after: { cover: `A charger at night (${first.coverUrl})` },
    });
    expect(await coverPage("news", newsId)).toMatchObject({ removable: false, current: "Current image" });

    expect((await send("news", newsId, [await jpeg("second.jpg")], "The new station")).status).toBe(302);
    const second = await newsRow();
    expect(second.coverKey).not.toBe(first.coverKey);
    expect(stored(first.coverKey!)).toEqual([]);

    expect(await remove("news", newsId)).toMatchObject({ status: 400 });
    expect((await newsRow()).coverKey).toBe(second.coverKey);
  });
});
