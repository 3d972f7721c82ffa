import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { and, desc, eq } from "drizzle-orm";
import sharp from "sharp";
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  action as coverAction,
  loader as coverLoader,
} from "../../app/features/admin/routes/admin-news-cover";
import { listNews } from "../../app/features/news/news.server";
import { auditLog, newsArticles } from "../../app/shared/db/schema";
import { imageFiles, NEWS_COVERS } from "../../app/shared/lib/images";
import { parseEnv } from "../../app/shared/server/env";
import { TEST_AUTH_SECRET, testContext } from "../setup/app-context";
import { accountWithRole, expectStaffOnly } from "../setup/members";
import { answer, TEST_SITE } from "../setup/requests";
import { createTestDatabase, drivers } from "../setup/test-db";

type Upload = { name: string; type: string; data: Uint8Array };

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

describe.each(drivers)("a news article's featured image (%s)", (driver) => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let context: AppLoadContext;
  let uploads: string;
  let editor: { id: string; cookie: string };
  let articleId: number;

  const call = (handler: (args: never) => unknown, request: Request, params: Record<string, string>) =>
    Promise.resolve(handler({ request, context, params } as never)).catch((thrown: unknown) => thrown);
  const coverPath = (id: number) => `/admin/news/${id}/cover`;
  const send = async (files: Upload[], fields: Record<string, string>) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    for (const file of files)
      form.append("photo", new File([file.data.slice()], file.name, { type: file.type }));
    const request = new Request(`${TEST_SITE}${coverPath(articleId)}`, {
      method: "POST",
      body: form,
      headers: { cookie: editor.cookie },
    });
    return answer(await call(coverAction, request, { id: String(articleId) }));
  };
  const article = async () =>
    (await database.db.select().from(newsArticles).where(eq(newsArticles.id, articleId)))[0]!;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    uploads = await mkdtemp(path.join(os.tmpdir(), "imodoka-news-covers-"));
    context = testContext(database.db, {
      env: parseEnv({ SITE_URL: TEST_SITE, AUTH_SECRET: TEST_AUTH_SECRET, UPLOAD_DIR: uploads }),
    });
    editor = await accountWithRole(context, "editor");
    articleId = (await listNews(database.db, { limit: 1 }))[0]!.id;
  });
  afterAll(async () => {
    await database?.cleanup();
    if (uploads) await rm(uploads, { recursive: true, force: true });
  });

  it("is for staff only", async () => {
    await expectStaffOnly(context, {
      loaders: [[coverLoader, coverPath(1)]],
      actions: [[coverAction, coverPath(1)]],
      form: { alt: "x" },
      params: { id: "1" },
    });
  });

  it("refuses a PDF named .jpg, or no alt text, beside the field, keeping the alt text typed", async () => {
    const before = await article();
    const renamed = await send([pdf], { alt: "A charger at night" });
    expect(renamed.status).toBe(400);
    expect(renamed.data).toMatchObject({
      values: { alt: "A charger at night" },
      errors: { photo: expect.stringContaining("is not") },
    });
    const noAlt = await send([await jpeg()], { alt: "  " });
    expect(noAlt).toMatchObject({
      status: 400,
      data: { errors: { alt: "Describe the image: its alt text is required." } },
    });
    const tooLong = await send([await jpeg()], { alt: "x".repeat(161) });
    expect(tooLong).toMatchObject({
      status: 400,
      data: { errors: { alt: "Write at most 160 characters." } },
    });
    expect(await article()).toMatchObject({ coverUrl: before.coverUrl, coverKey: null });
  });

  it("stores an image in every width and format, shows it on the public cards and logs it; a new one replaces it", async () => {
    expect((await send([await jpeg()], { alt: "A charger at night" })).status).toBe(302);
    const first = await article();
    expect(first.coverKey).toBeTruthy();
    expect(first.coverAlt).toBe("A charger at night");
    expect(first.coverUrl).toBe(`/uploads/${first.coverKey!.slice(0, 2)}/${first.coverKey}-960.webp`);
    expect(
      imageFiles(first.coverKey!, NEWS_COVERS).every((file) => existsSync(path.join(uploads, file))),
    ).toBe(true);
    const card = (await listNews(database.db, { limit: 5 })).find((row) => row.id === articleId)!;
    expect(card).toMatchObject({ coverUrl: first.coverUrl, coverAlt: "A charger at night" });
    const [entry] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "news"), eq(auditLog.entityId, articleId)))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry).toMatchObject({
      action: "update",
      after: { cover: `A charger at night (${first.coverUrl})` },
    });

    expect((await send([await jpeg("second.jpg")], { alt: "The new station" })).status).toBe(302);
    const second = await article();
    expect(second.coverKey).not.toBe(first.coverKey);
    expect(
      imageFiles(first.coverKey!, NEWS_COVERS).some((file) => existsSync(path.join(uploads, file))),
    ).toBe(false);
  });
});
