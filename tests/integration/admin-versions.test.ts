import { and, asc, eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action as editAction, loader as editLoader } from "../../app/features/admin/routes/admin-item-edit";
import { action as newAction, loader as newLoader } from "../../app/features/admin/routes/admin-item-new";
import { loader as versionsLoader } from "../../app/features/admin/routes/admin-items";
import { getVersionPage } from "../../app/features/catalogue/models.server";
import { kigaliDate } from "../../app/shared/lib/dates";
import { auditLog, brands, models, versionPrices, versions } from "../../app/shared/db/schema";
import { testContext } from "../setup/app-context";
import { accountWithRole, expectStaffOnly } from "../setup/members";
import { answer, get, post } from "../setup/requests";
import { createTestDatabase, drivers } from "../setup/test-db";

describe.each(drivers)("the back office's versions (%s)", (driver) => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let context: AppLoadContext;
  let editor: { id: string; cookie: string };
  let rav4: { id: number };

  const call = (handler: (args: never) => unknown, request: Request, params: Record<string, string> = {}) =>
    Promise.resolve(handler({ request, context, params: { kind: "versions", ...params } } as never)).catch(
      (thrown: unknown) => thrown,
    );

  const form = (values: Partial<Record<string, string>> = {}) => ({
    modelId: String(rav4.id),
    name: "2.0 Test CVT",
    slug: "",
    priceRwf: "45.500.000",
    energy: "petrol",
    engineLabel: "2.0 L 4-cylinder",
    displacementCc: "1.987",
    powerKw: "127",
    powerHp: "170",
    torqueNm: "203",
    transmission: "cvt",
    gears: "",
    drive: "fwd",
    consumptionL100: "6,8",
    consumptionKwh100: "",
    co2Gkm: "",
    batteryKwh: "",
    electricRangeKm: "",
    acChargeKw: "",
    dcChargeKw: "",
    zeroToHundredS: "",
    topSpeedKmh: "",
    lengthMm: "4600",
    widthMm: "1855",
    heightMm: "1685",
    wheelbaseMm: "2690",
    groundClearanceMm: "",
    kerbWeightKg: "1575",
    seats: "5",
    doors: "5",
    bootLitres: "",
    tankLitres: "",
    warranty: "3 years / 100.000 km",
    published: "on",
    updatedAt: "",
    ...values,
  });

  const create = async (values: Partial<Record<string, string>>) => {
    const created = answer(await call(newAction, post("/admin/versions/new", form(values), editor.cookie)));
    expect(created.status).toBe(302);
    return Number(/\/admin\/versions\/(\d+)/.exec(created.location!)![1]);
  };
  const editPage = async (id: number) =>
    (await call(editLoader, get(`/admin/versions/${id}`, editor.cookie), { id: String(id) })) as Awaited<
      ReturnType<typeof editLoader>
    >;
  const save = async (id: number, values: Record<string, string>) =>
    answer(await call(editAction, post(`/admin/versions/${id}`, values, editor.cookie), { id: String(id) }));

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    context = testContext(database.db);
    editor = await accountWithRole(context, "editor");
    const [found] = await database.db
      .select({ id: models.id })
      .from(models)
      .innerJoin(brands, eq(brands.id, models.brandId))
      .where(and(eq(brands.slug, "toyota"), eq(models.slug, "rav4")));
    rav4 = found!;
  });
  afterAll(() => database?.cleanup());

  it("sends visitors to sign in and answers members with a 403, for every page and action", async () => {
    await expectStaffOnly(context, {
      loaders: [
        [versionsLoader, "/admin/versions"],
        [newLoader, "/admin/versions/new"],
        [editLoader, "/admin/versions/1"],
      ],
      actions: [
        [newAction, "/admin/versions/new"],
        [editAction, "/admin/versions/1"],
      ],
      form: form(),
      params: { kind: "versions", id: "1" },
    });
    expect(await database.db.select().from(versions).where(eq(versions.name, "2.0 Test CVT"))).toEqual([]);
  });

  it("lists a model's versions with their prices; an id that is not one, or names none, is a 404", async () => {
    const list = (await call(
      versionsLoader,
      get(`/admin/versions?model=${rav4.id}&sort=price`, editor.cookie),
    )) as Awaited<ReturnType<typeof versionsLoader>>;
    expect(list.rows.length).toBeGreaterThan(0);
    expect(list.rows.every((v) => v.cells.model === "Toyota RAV4")).toBe(true);
    expect(list.rows.every((v) => / RWF$/.test(v.cells.price!))).toBe(true);
    expect(list.total).toBe(list.rows.length);
    // A search matches every word anywhere in the full name: the brand, the model and the version.
    const word = list.rows[0]!.name.split(" ")[0]!;
    const found = (await call(
      versionsLoader,
      get(`/admin/versions?q=${encodeURIComponent(`toyota rav4 ${word}`)}`, editor.cookie),
    )) as Awaited<ReturnType<typeof versionsLoader>>;
    expect(found.total).toBeGreaterThan(0);
    expect(found.rows.every((v) => v.cells.model === "Toyota RAV4" && v.name.includes(word))).toBe(true);
    expect(found.total).toBe(list.rows.filter((v) => v.name.includes(word)).length);
    expect(await call(editLoader, get("/admin/versions/1e3", editor.cookie), { id: "1e3" })).toMatchObject({
      init: { status: 404 },
    });
    expect(
      await call(editLoader, get("/admin/versions/2000000000", editor.cookie), { id: "2000000000" }),
    ).toMatchObject({ init: { status: 404 } });
  });

  it("creates a version with an audit entry, keeps typed values on bad input and refuses a slug taken in the model", async () => {
    const bad = answer(
      await call(
        newAction,
        post("/admin/versions/new", form({ priceRwf: "48,000,000", seats: "" }), editor.cookie),
      ),
    );
    expect(bad.status).toBe(400);
    expect(bad.data).toMatchObject({
      values: { priceRwf: "48,000,000", name: "2.0 Test CVT" },
      errors: {
        priceRwf: "A whole number from 1.000.000 to 2.000.000.000.",
        seats: "Every version has this figure: give it.",
      },
      formError: "Check the fields marked below.",
    });
    const [existing] = await database.db
      .select({ slug: versions.slug })
      .from(versions)
      .where(eq(versions.modelId, rav4.id))
      .limit(1);
    expect(
      answer(
        await call(newAction, post("/admin/versions/new", form({ slug: existing!.slug }), editor.cookie)),
      ),
    ).toMatchObject({
      status: 400,
      data: { errors: { slug: "Another version of this model already has this address." } },
    });
    expect(
      answer(
        await call(newAction, post("/admin/versions/new", form({ modelId: "2000000000" }), editor.cookie)),
      ),
    ).toMatchObject({ status: 400, data: { errors: { modelId: "Choose the version's model." } } });

    const id = await create({});
    const page = await editPage(id);
    expect(page.values).toMatchObject({
      name: "2.0 Test CVT",
      slug: "2-0-test-cvt",
      priceRwf: "45500000",
      displacementCc: "1987",
      consumptionL100: "6.8",
      gears: "",
      published: "on",
    });
    expect(page.item.path).toMatch(/\/model\/rav4\/\d+-2-0-test-cvt$/);
    const [entry] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "version"), eq(auditLog.entityId, id)));
    expect(entry).toMatchObject({ action: "create", actorId: editor.id, before: null });
    expect((await getVersionPage(database.db, id, kigaliDate(), "en"))!.version.name).toBe("2.0 Test CVT");
    // The history names the model, not its id.
    expect(page.history[0]!.changes).toContainEqual({ field: "model", before: null, after: "Toyota RAV4" });
  });

  it("a price edit is kept in the price history the version page shows", async () => {
    const [cheapest] = await database.db
      .select({ id: versions.id, priceRwf: versions.priceRwf })
      .from(versions)
      .where(eq(versions.modelId, rav4.id))
      .orderBy(asc(versions.priceRwf))
      .limit(1);
    const opened = await editPage(cheapest!.id);
    expect(
      await save(cheapest!.id, { ...opened.values, priceRwf: String(cheapest!.priceRwf + 1_000_000) }),
    ).toMatchObject({ status: 302, location: `/admin/versions/${cheapest!.id}?saved=1` });
    const page = await getVersionPage(database.db, cheapest!.id, kigaliDate(), "en");
    expect(page!.priceChanges[0]).toMatchObject({
      oldPriceRwf: cheapest!.priceRwf,
      newPriceRwf: cheapest!.priceRwf + 1_000_000,
    });
    expect((await editPage(cheapest!.id)).history[0]!.changes).toEqual([
      {
        field: "price (RWF)",
        before: String(cheapest!.priceRwf),
        after: String(cheapest!.priceRwf + 1_000_000),
      },
    ]);
    // Back to the seed's price (a second change in the history of this test database only).
    const again = await editPage(cheapest!.id);
    expect(await save(cheapest!.id, { ...again.values, priceRwf: String(cheapest!.priceRwf) })).toMatchObject(
      {
        status: 302,
      },
    );
    expect(
      await database.db.select().from(versionPrices).where(eq(versionPrices.versionId, cheapest!.id)),
    ).toHaveLength(page!.priceChanges.length + 1);
  });

  it("hides a version: the public side no longer reads it, and it comes back when published again", async () => {
    const id = await create({ name: "2.0 Hidden CVT" });
    expect(await getVersionPage(database.db, id, kigaliDate(), "en")).toBeDefined();
    const opened = await editPage(id);
    expect(await save(id, { ...opened.values, published: "" })).toMatchObject({ status: 302 });
    expect(await getVersionPage(database.db, id, kigaliDate(), "en")).toBeUndefined();
    expect((await editPage(id)).history[0]).toMatchObject({ action: "unpublished" });
    expect((await editPage(id)).item.path).toBeNull();
    const hidden = await editPage(id);
    expect(await save(id, { ...hidden.values, published: "on" })).toMatchObject({ status: 302 });
    expect(await getVersionPage(database.db, id, kigaliDate(), "en")).toBeDefined();
  });

  it("refuses a save made on a stale version with a 409 naming what changed, and keeps the typed values", async () => {
    const id = await create({ name: "2.5 Test AWD" });
    const mine = await editPage(id);
    const theirs = await editPage(id);
    expect(await save(id, { ...theirs.values, priceRwf: "50000000", seats: "7" })).toMatchObject({
      status: 302,
    });
    const refused = await save(id, { ...mine.values, warranty: "5 years" });
    expect(refused.status).toBe(409);
    expect(refused.data).toMatchObject({
      formError:
        "Someone else saved this version while you were editing: price (RWF), seats changed. Your changes are kept below; check and save again.",
      values: { warranty: "5 years", priceRwf: "45500000" },
    });
  });
});
