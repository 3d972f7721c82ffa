import { eq, sql } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loader as auditLoader } from "../../app/features/admin/routes/admin-audit";
import { action as editAction, loader as editLoader } from "../../app/features/admin/routes/admin-item-edit";
import { action as newAction, loader as newLoader } from "../../app/features/admin/routes/admin-item-new";
import { loader as brandsLoader } from "../../app/features/admin/routes/admin-items";
import { loader as dashboardLoader } from "../../app/features/admin/routes/admin-dashboard";
import { listBrandsWithModels } from "../../app/features/catalogue/catalogue.server";
import { listMakes } from "../../app/features/catalogue/guide.server";
import { loader as brandPageLoader } from "../../app/features/catalogue/routes/brand";
import { loader as modelPageLoader } from "../../app/features/catalogue/routes/model";
import { searchBrands } from "../../app/features/search/search.server";
import { catalogueSitemap } from "../../app/features/seo/sitemap.server";
import { auditLog, brands, models } from "../../app/shared/db/schema";
import { callApi } from "../setup/api";
import { testContext } from "../setup/app-context";
import { answer, get, post } from "../setup/requests";
import { createTestDatabase, drivers } from "../setup/test-db";
import { accountWithRole, expectStaffOnly } from "../setup/members";

describe.each(drivers)("the back office's brands (%s)", (driver) => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let context: AppLoadContext;
  let editor: { id: string; cookie: string };

  const call = (handler: (args: never) => unknown, request: Request, params: Record<string, string> = {}) =>
    Promise.resolve(handler({ request, context, params: { kind: "brands", ...params } } as never)).catch(
      (thrown: unknown) => thrown,
    );

  const form = (values: Partial<Record<string, string>> = {}) => ({
    name: "Zebra Motors",
    slug: "",
    colour: "#123456",
    country: "Rwanda",
    description: "Made in Kigali.",
    published: "on",
    updatedAt: "",
    ...values,
  });

  /** Creates a brand through the form; its id. */
  const create = async (values: Partial<Record<string, string>>) => {
    const created = answer(await call(newAction, post("/admin/brands/new", form(values), editor.cookie)));
    expect(created.status).toBe(302);
    return Number(/\/admin\/brands\/(\d+)/.exec(created.location!)![1]);
  };
  const editPage = async (id: number) =>
    (await call(editLoader, get(`/admin/brands/${id}`, editor.cookie), { id: String(id) })) as Awaited<
      ReturnType<typeof editLoader>
    >;
  const save = async (id: number, values: Record<string, string>, cookie = editor.cookie) =>
    answer(await call(editAction, post(`/admin/brands/${id}`, values, cookie), { id: String(id) }));

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    context = testContext(database.db);
    editor = await accountWithRole(context, "editor");
  });
  afterAll(() => database?.cleanup());

  it("sends visitors to sign in and answers members with a 403, for every page and action", async () => {
    await expectStaffOnly(context, {
      loaders: [
        [dashboardLoader, "/admin"],
        [brandsLoader, "/admin/brands"],
        [newLoader, "/admin/brands/new"],
        [editLoader, "/admin/brands/1"],
        [auditLoader, "/admin/audit"],
      ],
      actions: [
        [newAction, "/admin/brands/new"],
        [editAction, "/admin/brands/1"],
      ],
      form: form(),
      params: { kind: "brands", id: "1" },
    });
    expect(await database.db.select().from(brands).where(eq(brands.name, "Zebra Motors"))).toEqual([]);
  });

  it("shows editors the dashboard's counts and a searchable, sorted, counted list", async () => {
    const dashboard = (await call(dashboardLoader, get("/admin", editor.cookie))) as Awaited<
      ReturnType<typeof dashboardLoader>
    >;
    const [brandCount] = await database.db.select({ n: sql<number>`count(*)::int` }).from(brands);
    const [modelCount] = await database.db.select({ n: sql<number>`count(*)::int` }).from(models);
    expect(dashboard.counts).toMatchObject({ brands: brandCount!.n, models: modelCount!.n });
    const list = (await call(brandsLoader, get("/admin/brands?q=toy", editor.cookie))) as Awaited<
      ReturnType<typeof brandsLoader>
    >;
    expect(list.rows.map((b) => b.name)).toEqual(["Toyota"]);
    expect(list.total).toBe(1);
    const all = (await call(brandsLoader, get("/admin/brands", editor.cookie))) as Awaited<
      ReturnType<typeof brandsLoader>
    >;
    expect(all.total).toBe(brandCount!.n);
    const names = all.rows.map((b) => b.name.toLowerCase());
    expect(names).toEqual([...names].sort());
  });

  it("answers 404 for a kind of item the back office does not have, on every shared page and action", async () => {
    const other = { kind: "users" };
    for (const [handler, request] of [
      [brandsLoader, get("/admin/users", editor.cookie)],
      [newLoader, get("/admin/users/new", editor.cookie)],
      [editLoader, get("/admin/users/1", editor.cookie)],
      [newAction, post("/admin/users/new", form(), editor.cookie)],
      [editAction, post("/admin/users/1", form(), editor.cookie)],
    ] as const) {
      expect(await call(handler, request, { ...other, id: "1" })).toMatchObject({ init: { status: 404 } });
    }
    expect(await database.db.select().from(brands).where(eq(brands.name, "Zebra Motors"))).toEqual([]);
  });

  it("creates a brand (slug made from the name) with an audit entry, and keeps typed values on bad input", async () => {
    const bad = answer(
      await call(
        newAction,
        post(
          "/admin/brands/new",
          form({ name: "Bad Brand", slug: "Not A Slug", colour: "blue" }),
          editor.cookie,
        ),
      ),
    );
    expect(bad.status).toBe(400);
    expect(bad.data).toMatchObject({
      values: { name: "Bad Brand", slug: "Not A Slug", colour: "blue" },
      errors: {
        slug: "Use lower-case letters a–z, digits and single hyphens.",
        colour: "Write the colour as #RRGGBB, for example #EB0A1E.",
      },
    });
    const taken = answer(
      await call(newAction, post("/admin/brands/new", form({ slug: "toyota" }), editor.cookie)),
    );
    expect(taken).toMatchObject({
      status: 400,
      data: { errors: { slug: "Another brand already has this address." } },
    });

    const id = await create({ name: "Zebra Motors" });
    const page = await editPage(id);
    expect(page.values).toMatchObject({
      name: "Zebra Motors",
      slug: "zebra-motors",
      colour: "#123456",
      published: "on",
    });
    expect(page.history).toHaveLength(1);
    expect(page.history[0]).toMatchObject({ action: "created", actor: expect.stringMatching(/^Staff /) });
    const [entry] = await database.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(entry).toMatchObject({ action: "create", actorId: editor.id, entityType: "brand", before: null });
    expect(entry!.after).toMatchObject({ name: "Zebra Motors", slug: "zebra-motors" });
    expect((await listBrandsWithModels(database.db)).some((b) => b.id === id)).toBe(true);
  });

  it("answers two saves of the same new brand at the same moment with one brand and one message, not a 500", async () => {
    const send = () =>
      call(newAction, post("/admin/brands/new", form({ name: "Twin Motors" }), editor.cookie)).then(answer);
    const answers = await Promise.all([send(), send()]);
    expect(answers.map((a) => a.status).sort()).toEqual([302, 400]);
    expect(answers.find((a) => a.status === 400)).toMatchObject({
      data: { errors: { slug: "Another brand already has this address." } },
    });
    const twins = await database.db.select().from(brands).where(eq(brands.slug, "twin-motors"));
    expect(twins).toHaveLength(1);
  });

  it("edits, then unpublishes a brand: public lists, search, sitemap and API leave it out, its page answers 410", async () => {
    const id = await create({ name: "Yak Autos", slug: "yak-autos" });
    const opened = await editPage(id);
    const edited = await save(id, { ...opened.values, country: "Kenya", description: "" });
    expect(edited).toMatchObject({ status: 302, location: `/admin/brands/${id}?saved=1` });
    const brandPage = (await call(brandPageLoader, get(`/auto-guide/new-cars/make/yak-autos/${id}`), {
      slug: "yak-autos",
      id: String(id),
    })) as { brand: { name: string; country: string } };
    expect(brandPage.brand).toMatchObject({ name: "Yak Autos", country: "Kenya" });

    const reopened = await editPage(id);
    expect(await save(id, { ...reopened.values, published: "" })).toMatchObject({ status: 302 });

    expect((await listBrandsWithModels(database.db)).some((b) => b.id === id)).toBe(false);
    expect((await listMakes(database.db, 1, "en", 1000)).makes.some((m) => m.name === "Yak Autos")).toBe(
      false,
    );
    expect(await searchBrands(database.db, "Yak Autos")).toEqual([]);
    expect((await catalogueSitemap(database.db)).some((e) => e.loc.includes("/yak-autos/"))).toBe(false);
    const api = await callApi(context, "/api/v1/brands?per_page=100");
    expect((api.body as { data: { id: number }[] }).data.some((b) => b.id === id)).toBe(false);
    expect((await callApi(context, `/api/v1/brands/${id}`)).status).toBe(404);
    expect(
      await call(brandPageLoader, get(`/auto-guide/new-cars/make/yak-autos/${id}`), {
        slug: "yak-autos",
        id: String(id),
      }),
    ).toMatchObject({ init: { status: 410 } });

    const history = (await editPage(id)).history;
    expect(history.map((h) => h.action)).toEqual(["unpublished", "updated", "created"]);
    expect(history[1]!.changes).toEqual([
      { field: "country", before: "Rwanda", after: "Kenya" },
      { field: "description", before: "Made in Kigali.", after: "(empty)" },
    ]);
    const rows = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, id))
      .orderBy(auditLog.id);
    expect(rows.map((r) => r.action)).toEqual(["create", "update", "unpublish"]);
    expect(rows[2]).toMatchObject({ before: { published: true }, after: { published: false } });
  });

  it("takes an unpublished brand's model and version pages down too (410 on the site, 404 in the API)", async () => {
    const [car] = await database.db
      .select({ brandId: brands.id, brandSlug: brands.slug, modelId: models.id, modelSlug: models.slug })
      .from(models)
      .innerJoin(brands, eq(brands.id, models.brandId))
      .where(eq(brands.slug, "suzuki"))
      .limit(1);
    const modelPage = () =>
      call(
        modelPageLoader,
        get(`/auto-guide/new-cars/make/${car!.brandSlug}/model/${car!.modelId}-${car!.modelSlug}`),
        {
          slug: car!.brandSlug,
          modelParam: `${car!.modelId}-${car!.modelSlug}`,
        },
      );
    expect(await modelPage()).toMatchObject({ model: { id: car!.modelId } });
    expect((await callApi(context, `/api/v1/models/${car!.modelId}`)).status).toBe(200);

    const opened = await editPage(car!.brandId);
    expect(await save(car!.brandId, { ...opened.values, published: "" })).toMatchObject({ status: 302 });
    expect(await modelPage()).toMatchObject({ init: { status: 410 } });
    expect((await callApi(context, `/api/v1/models/${car!.modelId}`)).status).toBe(404);
  });

  it("refuses a save made on a stale version with a 409 naming what changed, and keeps the typed values", async () => {
    const id = await create({ name: "Xenon Cars", slug: "xenon-cars" });
    const mine = await editPage(id);
    const theirs = await editPage(id);
    expect(await save(id, { ...theirs.values, name: "Xenon Motors", colour: "#654321" })).toMatchObject({
      status: 302,
    });
    const refused = await save(id, { ...mine.values, country: "Uganda" });
    expect(refused.status).toBe(409);
    expect(refused.data).toMatchObject({
      formError:
        "Someone else saved this brand while you were editing: name, colour changed. Your changes are kept below; check and save again.",
      values: { name: "Xenon Cars", country: "Uganda" },
    });
    const [row] = await database.db.select().from(brands).where(eq(brands.id, id));
    expect(row).toMatchObject({ name: "Xenon Motors", colour: "#654321", country: "Rwanda" });
    // The form came back with the latest version: saving again is accepted.
    const again = await save(id, refused.data.values as Record<string, string>);
    expect(again.status).toBe(302);
    expect((await database.db.select().from(brands).where(eq(brands.id, id)))[0]).toMatchObject({
      name: "Xenon Cars",
      country: "Uganda",
    });
  });

  it("lists the audit log filtered by item type and person", async () => {
    const page = (await call(
      auditLoader,
      get(`/admin/audit?entity=brand&actor=${editor.id}`, editor.cookie),
    )) as Awaited<ReturnType<typeof auditLoader>>;
    expect(page.total).toBeGreaterThanOrEqual(7);
    // Each entry names its brand while the brand exists.
    const [latest] = await database.db
      .select({ name: brands.name })
      .from(brands)
      .where(eq(brands.id, Number(page.entries[0]!.href!.split("/").at(-1))));
    expect(page.entries[0]).toMatchObject({ entity: `Brand ${latest!.name}` });
    expect(page.actors.map((a) => a.value)).toContain(editor.id);
  });

  /** The database's own message when a statement fails (drizzle wraps it as the cause). */
  const refusal = (statement: ReturnType<typeof sql>) =>
    database.db.execute(statement).then(
      () => "accepted",
      (error: Error) => (error.cause instanceof Error ? error.cause.message : error.message),
    );

  it("keeps the audit log append-only: UPDATE and DELETE raise, even in plain SQL", async () => {
    const [before] = await database.db.select({ n: sql<number>`count(*)::int` }).from(auditLog);
    expect(await refusal(sql`update audit_log set action = 'delete'`)).toMatch(/audit_log is append-only/);
    expect(await refusal(sql`delete from audit_log`)).toMatch(/audit_log is append-only/);
    expect(await refusal(sql`truncate audit_log`)).toMatch(/audit_log is append-only/);
    const [after] = await database.db.select({ n: sql<number>`count(*)::int` }).from(auditLog);
    expect(after!.n).toBe(before!.n);
    expect(before!.n).toBeGreaterThan(0);
  });
});
