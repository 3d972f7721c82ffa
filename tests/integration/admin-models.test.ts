import { and, eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loader as auditLoader } from "../../app/features/admin/routes/admin-audit";
import { action as editAction, loader as editLoader } from "../../app/features/admin/routes/admin-item-edit";
import { action as newAction, loader as newLoader } from "../../app/features/admin/routes/admin-item-new";
import { loader as modelsLoader } from "../../app/features/admin/routes/admin-items";
import { listBrandsWithModels } from "../../app/features/catalogue/catalogue.server";
import { loader as modelPageLoader } from "../../app/features/catalogue/routes/model";
import { searchModels } from "../../app/features/search/search.server";
import { catalogueSitemap } from "../../app/features/seo/sitemap.server";
import { auditLog, brands, models, versions } from "../../app/shared/db/schema";
import { callApi } from "../setup/api";
import { testContext } from "../setup/app-context";
import { answer, get, post } from "../setup/requests";
import { createTestDatabase, drivers } from "../setup/test-db";
import { accountWithRole, expectStaffOnly } from "../setup/members";

describe.each(drivers)("the back office's models (%s)", (driver) => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let context: AppLoadContext;
  let editor: { id: string; cookie: string };
  let toyota: { id: number; slug: string };

  const call = (handler: (args: never) => unknown, request: Request, params: Record<string, string> = {}) =>
    Promise.resolve(handler({ request, context, params: { kind: "models", ...params } } as never)).catch(
      (thrown: unknown) => thrown,
    );

  const form = (values: Partial<Record<string, string>> = {}) => ({
    brandId: String(toyota.id),
    name: "Zephyr",
    slug: "",
    body: "suv",
    energy: "hybrid",
    segment: "mid-size suv",
    launchedOn: "2026-06-01",
    description: "Made in Kigali.",
    published: "on",
    updatedAt: "",
    ...values,
  });

  /** Creates a model through the form; its id. */
  const create = async (values: Partial<Record<string, string>>) => {
    const created = answer(await call(newAction, post("/admin/models/new", form(values), editor.cookie)));
    expect(created.status).toBe(302);
    return Number(/\/admin\/models\/(\d+)/.exec(created.location!)![1]);
  };
  const editPage = async (id: number) =>
    (await call(editLoader, get(`/admin/models/${id}`, editor.cookie), { id: String(id) })) as Awaited<
      ReturnType<typeof editLoader>
    >;
  const save = async (id: number, values: Record<string, string>) =>
    answer(await call(editAction, post(`/admin/models/${id}`, values, editor.cookie), { id: String(id) }));

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    context = testContext(database.db);
    editor = await accountWithRole(context, "editor");
    const [found] = await database.db
      .select({ id: brands.id, slug: brands.slug })
      .from(brands)
      .where(eq(brands.slug, "toyota"));
    toyota = found!;
  });
  afterAll(() => database?.cleanup());

  it("sends visitors to sign in and answers members with a 403, for every page and action", async () => {
    await expectStaffOnly(context, {
      loaders: [
        [modelsLoader, "/admin/models"],
        [newLoader, "/admin/models/new"],
        [editLoader, "/admin/models/1"],
      ],
      actions: [
        [newAction, "/admin/models/new"],
        [editAction, "/admin/models/1"],
      ],
      form: form(),
      params: { kind: "models", id: "1" },
    });
    expect(await database.db.select().from(models).where(eq(models.name, "Zephyr"))).toEqual([]);
  });

  it("lists models by name and brand, counted", async () => {
    const list = (await call(
      modelsLoader,
      get(`/admin/models?q=coro&brand=${toyota.id}`, editor.cookie),
    )) as Awaited<ReturnType<typeof modelsLoader>>;
    expect(list.rows.length).toBeGreaterThan(0);
    expect(list.rows.every((m) => m.cells.brand === "Toyota" && /coro/i.test(m.name))).toBe(true);
    expect(list.total).toBe(list.rows.length);
    expect(list.filters.brand).toBe(String(toyota.id));
    // A brand's name finds its models; brand and model words together narrow them.
    const byBrand = (await call(modelsLoader, get("/admin/models?q=toyota", editor.cookie))) as Awaited<
      ReturnType<typeof modelsLoader>
    >;
    const toyotas = await database.db.select().from(models).where(eq(models.brandId, toyota.id));
    expect(byBrand.total).toBe(toyotas.length);
    const both = (await call(modelsLoader, get("/admin/models?q=toyota+coro", editor.cookie))) as Awaited<
      ReturnType<typeof modelsLoader>
    >;
    expect(both.rows.map((m) => m.name)).toEqual(list.rows.map((m) => m.name));
  });

  it("creates a model with an audit entry, keeps typed values on bad input and refuses a slug taken in the brand", async () => {
    const bad = answer(
      await call(
        newAction,
        post(
          "/admin/models/new",
          form({ name: "Bad", body: "tank", launchedOn: "2026-02-30" }),
          editor.cookie,
        ),
      ),
    );
    expect(bad.status).toBe(400);
    expect(bad.data).toMatchObject({
      values: { name: "Bad", body: "tank", launchedOn: "2026-02-30" },
      errors: { body: "Choose one of the list.", launchedOn: "Give a real date, or leave it empty." },
    });
    const [corolla] = await database.db
      .select({ slug: models.slug })
      .from(models)
      .where(eq(models.brandId, toyota.id))
      .limit(1);
    const taken = answer(
      await call(newAction, post("/admin/models/new", form({ slug: corolla!.slug }), editor.cookie)),
    );
    expect(taken).toMatchObject({
      status: 400,
      data: { errors: { slug: "Another model of this brand already has this address." } },
    });

    const id = await create({ name: "Zephyr" });
    const page = await editPage(id);
    expect(page.values).toMatchObject({ name: "Zephyr", slug: "zephyr", body: "suv", published: "on" });
    expect(page.history[0]).toMatchObject({ action: "created" });
    const [entry] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "model"), eq(auditLog.entityId, id)));
    expect(entry).toMatchObject({ action: "create", actorId: editor.id, before: null });
    expect(
      (await listBrandsWithModels(database.db))
        .find((b) => b.id === toyota.id)!
        .models.some((m) => m.id === id),
    ).toBe(true);
  });

  it("unpublishes a model: its page answers 410 and its API calls 404, search, sitemap, brand list and API leave it out", async () => {
    const [car] = await database.db
      .select({ id: models.id, slug: models.slug, name: models.name, versionId: versions.id })
      .from(models)
      .innerJoin(versions, eq(versions.modelId, models.id))
      .where(eq(models.brandId, toyota.id))
      .limit(1);
    const modelParam = `${car!.id}-${car!.slug}`;
    const modelPage = () =>
      call(modelPageLoader, get(`/auto-guide/new-cars/make/toyota/model/${modelParam}`), {
        slug: "toyota",
        modelParam,
      });
    expect(await modelPage()).toMatchObject({ model: { id: car!.id } });

    const opened = await editPage(car!.id);
    expect(await save(car!.id, { ...opened.values, published: "" })).toMatchObject({
      status: 302,
      location: `/admin/models/${car!.id}?saved=1`,
    });
    expect(await modelPage()).toMatchObject({ init: { status: 410 } });
    expect((await callApi(context, `/api/v1/models/${car!.id}`)).status).toBe(404);
    expect((await callApi(context, `/api/v1/versions/${car!.versionId}`)).status).toBe(404);
    const list = await callApi(context, `/api/v1/models?brand=${toyota.id}&per_page=100`);
    expect((list.body as { data: { id: number }[] }).data.some((m) => m.id === car!.id)).toBe(false);
    expect((await searchModels(database.db, `Toyota ${car!.name}`, 10)).some((m) => m.id === car!.id)).toBe(
      false,
    );
    expect((await catalogueSitemap(database.db)).some((e) => e.loc.includes(`/model/${modelParam}`))).toBe(
      false,
    );
    expect(
      (await listBrandsWithModels(database.db))
        .find((b) => b.id === toyota.id)!
        .models.some((m) => m.id === car!.id),
    ).toBe(false);
    expect((await editPage(car!.id)).history[0]).toMatchObject({ action: "unpublished" });

    // Published again, so the other tests read the seed's catalogue.
    const hidden = await editPage(car!.id);
    expect(await save(car!.id, { ...hidden.values, published: "on" })).toMatchObject({ status: 302 });
    expect((await editPage(car!.id)).history[0]).toMatchObject({ action: "published" });
  });

  it("refuses a save made on a stale version with a 409 naming what changed, and keeps the typed values", async () => {
    const id = await create({ name: "Yonder" });
    const mine = await editPage(id);
    const theirs = await editPage(id);
    expect(await save(id, { ...theirs.values, name: "Yonder X", segment: "large suv" })).toMatchObject({
      status: 302,
    });
    const refused = await save(id, { ...mine.values, description: "Mine" });
    expect(refused.status).toBe(409);
    expect(refused.data).toMatchObject({
      formError:
        "Someone else saved this model while you were editing: name, segment changed. Your changes are kept below; check and save again.",
      values: { name: "Yonder", description: "Mine" },
    });
    expect(await save(id, refused.data.values as Record<string, string>)).toMatchObject({ status: 302 });
    const history = (await editPage(id)).history;
    expect(history.map((h) => h.action)).toEqual(["updated", "updated", "created"]);
  });

  it("lists model entries in the audit log under their own item type", async () => {
    const page = (await call(auditLoader, get("/admin/audit?entity=model", editor.cookie))) as Awaited<
      ReturnType<typeof auditLoader>
    >;
    expect(page.entityTypes.map((e) => e.value)).toEqual([
      "brand",
      "model",
      "version",
      "dealer",
      "banner",
      "news",
      "guide",
      "deal",
    ]);
    expect(page.total).toBeGreaterThanOrEqual(6);
    expect(page.entries.every((e) => /^Model Toyota \w/.test(e.entity))).toBe(true);
    expect(page.entries[0]!.href).toMatch(/^\/admin\/models\/\d+$/);
  });
});
