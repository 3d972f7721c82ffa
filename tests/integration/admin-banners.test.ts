import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { and, asc, eq } from "drizzle-orm";
import sharp from "sharp";
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action as editAction, loader as editLoader } from "../../app/features/admin/routes/admin-item-edit";
import { action as newAction, loader as newLoader } from "../../app/features/admin/routes/admin-item-new";
import { loader as bannersLoader } from "../../app/features/admin/routes/admin-items";
import { loadBannerFeed } from "../../app/features/banners/banners.server";
import { auditLog, banners } from "../../app/shared/db/schema";
import { BANNER_IMAGES, imageFiles } from "../../app/shared/lib/images";
import { parseEnv } from "../../app/shared/server/env";
import { TEST_AUTH_SECRET, testContext } from "../setup/app-context";
import { accountWithRole, expectStaffOnly } from "../setup/members";
import { answer, get, post, TEST_SITE } from "../setup/requests";
import { createTestDatabase, drivers } from "../setup/test-db";

type Upload = { name: string; type: string; data: Uint8Array };

describe.each(drivers)("the back office's banners (%s)", (driver) => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let context: AppLoadContext;
  let uploads: string;
  let editor: { id: string; cookie: string };
  let wide: Upload;

  const call = (handler: (args: never) => unknown, request: Request, params: Record<string, string> = {}) =>
    Promise.resolve(handler({ request, context, params: { kind: "banners", ...params } } as never)).catch(
      (thrown: unknown) => thrown,
    );

  const fields = (values: Record<string, string> = {}) => ({
    placement: "article-inline",
    alt: "Zebra Cars: 0 % loans this December.",
    linkUrl: "https://zebra.rw/december",
    activeFrom: "",
    activeTo: "",
    weight: "100",
    updatedAt: "",
    ...values,
  });
  /** The form as the browser sends it: multipart, the picture (if one is chosen) after the fields. */
  const multipart = (url: string, values: Record<string, string>, file?: Upload, cookie = editor.cookie) => {
    const body = new FormData();
    for (const [name, value] of Object.entries(values)) body.append(name, value);
    if (file) body.append("photo", new File([file.data.slice()], file.name, { type: file.type }));
    return new Request(`${TEST_SITE}${url}`, { method: "POST", body, headers: { cookie } });
  };
  const editPage = async (id: number) =>
    (await call(editLoader, get(`/admin/banners/${id}`, editor.cookie), { id: String(id) })) as Awaited<
      ReturnType<typeof editLoader>
    >;
  const onDisk = (key: string) =>
    imageFiles(key, BANNER_IMAGES).every((file) => existsSync(path.join(uploads, file)));

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    uploads = await mkdtemp(path.join(os.tmpdir(), "imodoka-banners-"));
    context = testContext(database.db, {
      env: parseEnv({ SITE_URL: TEST_SITE, AUTH_SECRET: TEST_AUTH_SECRET, UPLOAD_DIR: uploads }),
    });
    editor = await accountWithRole(context, "editor");
    wide = {
      name: "december.png",
      type: "image/png",
      data: new Uint8Array(
        await sharp({ create: { width: 1800, height: 600, channels: 3, background: "#0f766e" } })
          .png()
          .toBuffer(),
      ),
    };
  });
  afterAll(async () => {
    await database?.cleanup();
    if (uploads) await rm(uploads, { recursive: true, force: true });
  });

  it("sends visitors to sign in and answers members with a 403, for every page and action", async () => {
    await expectStaffOnly(context, {
      loaders: [
        [bannersLoader, "/admin/banners"],
        [newLoader, "/admin/banners/new"],
        [editLoader, "/admin/banners/1"],
      ],
      actions: [
        [newAction, "/admin/banners/new"],
        [editAction, "/admin/banners/1"],
      ],
      form: fields(),
      params: { kind: "banners", id: "1" },
    });
  });

  it("refuses a javascript: link, a PDF named .png and a missing picture, each by its field, the typed values kept", async () => {
    const count = (await database.db.select().from(banners)).length;
    const pdf = {
      name: "offer.png",
      type: "image/png",
      data: new TextEncoder().encode("%PDF-1.7 a document"),
    };
    const bad = answer(
      await call(
        newAction,
        multipart("/admin/banners/new", fields({ linkUrl: "javascript:alert(1)", weight: "500" }), pdf),
      ),
    );
    expect(bad.status).toBe(400);
    expect(bad.data).toMatchObject({
      values: { linkUrl: "javascript:alert(1)", alt: "Zebra Cars: 0 % loans this December.", weight: "500" },
      errors: {
        linkUrl: "Give a page of the site starting with / or an https:// address.",
        weight: "A whole number from 1 to 100.",
        photo: expect.stringContaining("offer.png is not an image the site can read"),
      },
    });
    const none = answer(await call(newAction, multipart("/admin/banners/new", fields())));
    expect(none).toMatchObject({ status: 400, data: { errors: { photo: "Choose the banner's picture." } } });
    const order = answer(
      await call(
        newAction,
        multipart(
          "/admin/banners/new",
          fields({ activeFrom: "2026-12-02T08:00", activeTo: "2026-12-01T08:00" }),
          wide,
        ),
      ),
    );
    expect(order).toMatchObject({
      status: 400,
      data: { errors: { activeTo: "The end comes after the start." } },
    });
    expect(await database.db.select().from(banners)).toHaveLength(count);
    expect((await readdirDeep(uploads)).length).toBe(0);
  });

  it("refuses a 30 MB picture beside its field, every value typed before and after it kept (400)", async () => {
    const count = (await database.db.select().from(banners)).length;
    // In the order the page's fields send it: the picture between the placement and the other fields.
    const typed = fields({
      placement: "guide-sidebar",
      alt: "Zebra Cars: 0 % loans",
      linkUrl: "/auto-guide/current-deals",
      activeFrom: "2030-01-01T08:00",
      activeTo: "2030-02-01T08:00",
      weight: "7",
    });
    const body = new FormData();
    body.append("placement", typed.placement);
    body.append("photo", new File([new Uint8Array(30 * 1024 * 1024)], "huge.png", { type: "image/png" }));
    for (const [name, value] of Object.entries(typed)) if (name !== "placement") body.append(name, value);
    const refused = answer(
      await call(
        newAction,
        new Request(`${TEST_SITE}/admin/banners/new`, {
          method: "POST",
          body,
          headers: { cookie: editor.cookie },
        }),
      ),
    );
    expect(refused.status).toBe(400);
    expect(refused.data).toMatchObject({
      values: typed,
      errors: { photo: "A file is larger than 10 MB and was not added: choose a smaller one." },
    });
    expect(Object.keys(refused.data.errors as object)).toEqual(["photo"]);
    expect(await database.db.select().from(banners)).toHaveLength(count);
  });

  it("creates a banner with its picture through the pipeline; the feed shows it in its placement by weight", async () => {
    const created = answer(await call(newAction, multipart("/admin/banners/new", fields(), wide)));
    expect(created.status).toBe(302);
    const id = Number(/\/admin\/banners\/(\d+)\?created=1$/.exec(created.location!)![1]);
    const [row] = await database.db.select().from(banners).where(eq(banners.id, id));
    expect(row).toMatchObject({ placement: "article-inline", width: 1200, height: 400, weight: 100 });
    expect(row!.imageUrl).toBe(`/uploads/${row!.imageKey!.slice(0, 2)}/${row!.imageKey}-1200.webp`);
    expect(onDisk(row!.imageKey!)).toBe(true);
    const [entry] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "banner"), eq(auditLog.entityId, id)));
    expect(entry).toMatchObject({ action: "create", actorId: editor.id });
    // Weight 100 against the demo banners' 2 and 3: nearly always chosen; some seed picks it.
    const seeds = await Promise.all(
      [1, 2, 3, 4, 5].map((seed) => loadBannerFeed(database.db, new Date(), seed)),
    );
    expect(seeds.some((feed) => feed.data["article-inline"]?.id === id)).toBe(true);

    const page = await editPage(id);
    expect(page.item.banner).toMatchObject({
      placement: "article-inline",
      imageUrl: row!.imageUrl,
      width: 1200,
    });
    const list = (await call(
      bannersLoader,
      get("/admin/banners?placement=article-inline&status=active", editor.cookie),
    )) as Awaited<ReturnType<typeof bannersLoader>>;
    expect(list.rows.map((b) => b.id)).toContain(id);
    expect(
      list.rows.every((b) => b.cells.placement === "article-inline" && b.cells.status === "active"),
    ).toBe(true);
  });

  it("schedules a banner in Kigali time, replaces its picture (old files removed), and refuses a stale form with a 409", async () => {
    const created = answer(
      await call(newAction, multipart("/admin/banners/new", fields({ placement: "guide-sidebar" }), wide)),
    );
    const id = Number(/(\d+)\?created=1$/.exec(created.location!)![1]);
    const opened = await editPage(id);
    const [before] = await database.db.select().from(banners).where(eq(banners.id, id));
    const saved = answer(
      await call(
        editAction,
        multipart(
          `/admin/banners/${id}`,
          { ...opened.values, activeFrom: "2030-01-01T08:00", activeTo: "" },
          wide,
        ),
        { id: String(id) },
      ),
    );
    expect(saved).toMatchObject({ status: 302, location: `/admin/banners/${id}?saved=1` });
    const [after] = await database.db.select().from(banners).where(eq(banners.id, id));
    expect(after!.activeFrom!.toISOString()).toBe("2030-01-01T06:00:00.000Z");
    expect(after!.imageKey).not.toBe(before!.imageKey);
    expect(onDisk(before!.imageKey!)).toBe(false);
    expect(onDisk(after!.imageKey!)).toBe(true);
    expect((await editPage(id)).values.activeFrom).toBe("2030-01-01T08:00");
    const scheduled = (await call(
      bannersLoader,
      get("/admin/banners?status=scheduled", editor.cookie),
    )) as Awaited<ReturnType<typeof bannersLoader>>;
    expect(scheduled.rows.map((b) => b.id)).toEqual([id]);
    const feeds = await Promise.all([1, 2, 3].map((seed) => loadBannerFeed(database.db, new Date(), seed)));
    expect(feeds.some((feed) => feed.data["guide-sidebar"]?.id === id)).toBe(false);

    const stale = answer(
      await call(editAction, post(`/admin/banners/${id}`, { ...opened.values, weight: "7" }, editor.cookie), {
        id: String(id),
      }),
    );
    expect(stale.status).toBe(409);
    expect(String(stale.data.formError)).toContain("picture");
    expect(String(stale.data.formError)).toContain("shown from");
    expect(stale.data).toMatchObject({ values: { weight: "7" } });
    const history = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "banner"), eq(auditLog.entityId, id)))
      .orderBy(asc(auditLog.id));
    expect(history.map((h) => h.action)).toEqual(["create", "update"]);
  });
});

/** Every file under a folder. */
async function readdirDeep(folder: string): Promise<string[]> {
  const { readdir } = await import("node:fs/promises");
  return (await readdir(folder, { recursive: true, withFileTypes: true }))
    .filter((e) => e.isFile())
    .map((e) => e.name);
}
