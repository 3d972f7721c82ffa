import { and, asc, eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action as editAction, loader as editLoader } from "../../app/features/admin/routes/admin-item-edit";
import { action as newAction, loader as newLoader } from "../../app/features/admin/routes/admin-item-new";
import { loader as listLoader } from "../../app/features/admin/routes/admin-items";
import { listLiveDeals } from "../../app/features/catalogue/guide.server";
import { getModelPage } from "../../app/features/catalogue/models.server";
import { addDays, kigaliDate } from "../../app/shared/lib/dates";
import { auditLog, brands, dealers, dealVersions, deals, models, versions } from "../../app/shared/db/schema";
import { callApi } from "../setup/api";
import { testContext } from "../setup/app-context";
import { answer, get, TEST_SITE } from "../setup/requests";
import { createTestDatabase, drivers } from "../setup/test-db";
import { accountWithRole, expectStaffOnly } from "../setup/members";

describe.each(drivers)("the back office's deals (%s)", (driver) => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let context: AppLoadContext;
  let editor: { id: string; cookie: string };
  let rav4: { id: number; versions: { id: number; name: string; priceRwf: number }[] };
  let hilux: { id: number; versions: { id: number }[] };
  let dealerId: number;
  const today = kigaliDate();

  const call = (handler: (args: never) => unknown, request: Request, params: Record<string, string> = {}) =>
    Promise.resolve(handler({ request, context, params: { kind: "deals", ...params } } as never)).catch(
      (thrown: unknown) => thrown,
    );

  const form = (values: Partial<Record<string, string>> = {}) => ({
    modelId: String(rav4.id),
    allVersions: "",
    title: "RAV4 year-end: 4 % off",
    description: "",
    offer: "percent",
    amount: "4",
    validFrom: today,
    validTo: addDays(today, 20),
    dealerId: "",
    conditions: "",
    published: "on",
    updatedAt: "",
    ...values,
  });
  /** A form post with one `versionIds` per ticked box, as a browser sends it. */
  const post = (path: string, values: Record<string, string>, versionIds: number[]) => {
    const body = new URLSearchParams(values);
    body.delete("versionIds");
    for (const id of versionIds) body.append("versionIds", String(id));
    return new Request(`${TEST_SITE}${path}`, {
      method: "POST",
      body,
      headers: { "content-type": "application/x-www-form-urlencoded", cookie: editor.cookie },
    });
  };
  const create = async (values: Partial<Record<string, string>>, versionIds: number[]) => {
    const created = answer(await call(newAction, post("/admin/deals/new", form(values), versionIds)));
    expect(created.status).toBe(302);
    return Number(/\/admin\/deals\/(\d+)/.exec(created.location!)![1]);
  };
  const editPage = async (id: number) =>
    (await call(editLoader, get(`/admin/deals/${id}`, editor.cookie), { id: String(id) })) as Awaited<
      ReturnType<typeof editLoader>
    >;
  const save = async (id: number, values: Record<string, string>) =>
    answer(
      await call(
        editAction,
        post(`/admin/deals/${id}`, values, values.versionIds ? values.versionIds.split(",").map(Number) : []),
        { id: String(id) },
      ),
    );
  const publicCard = async (title: string) =>
    (await listLiveDeals(database.db, today, { sort: "ending" }, 1, "en", 200)).deals.find(
      (d) => d.title === title,
    );

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    context = testContext(database.db);
    editor = await accountWithRole(context, "editor");
    const modelOf = async (name: string) => {
      const [model] = await database.db
        .select({ id: models.id })
        .from(models)
        .innerJoin(brands, eq(brands.id, models.brandId))
        .where(and(eq(brands.slug, "toyota"), eq(models.name, name)));
      const list = await database.db
        .select({ id: versions.id, name: versions.name, priceRwf: versions.priceRwf })
        .from(versions)
        .where(eq(versions.modelId, model!.id))
        .orderBy(asc(versions.priceRwf), asc(versions.id));
      return { id: model!.id, versions: list };
    };
    rav4 = await modelOf("RAV4");
    hilux = await modelOf("Hilux");
    const [dealer] = await database.db.select({ id: dealers.id }).from(dealers).limit(1);
    dealerId = dealer!.id;
  });
  afterAll(() => database?.cleanup());

  it("sends visitors to sign in and answers members with a 403, for every page and action", async () => {
    await expectStaffOnly(context, {
      loaders: [
        [listLoader, "/admin/deals"],
        [newLoader, "/admin/deals/new"],
        [editLoader, "/admin/deals/1"],
      ],
      actions: [
        [newAction, "/admin/deals/new"],
        [editAction, "/admin/deals/1"],
      ],
      form: { ...form(), versionIds: String(rav4.versions[0]!.id) },
      params: { kind: "deals", id: "1" },
    });
    expect(await database.db.select().from(deals).where(eq(deals.title, "RAV4 year-end: 4 % off"))).toEqual(
      [],
    );
  });

  it("refuses bad input beside each field, keeping what was typed", async () => {
    const [petrol, hybrid] = rav4.versions;
    const bad = answer(
      await call(
        newAction,
        post("/admin/deals/new", form({ amount: "70", validTo: addDays(today, -1), title: "" }), [
          petrol!.id,
        ]),
      ),
    );
    expect(bad.status).toBe(400);
    expect(bad.data).toMatchObject({
      values: { amount: "70", versionIds: String(petrol!.id) },
      errors: {
        amount: "A whole percent from 1 to 50.",
        validTo: "The last day cannot come before the first.",
        title: "Give the deal a title.",
      },
    });
    const neither = answer(await call(newAction, post("/admin/deals/new", form(), [])));
    expect(neither.data).toMatchObject({
      errors: { versionIds: expect.stringContaining("Tick the versions") },
    });
    const foreign = answer(
      await call(newAction, post("/admin/deals/new", form(), [hybrid!.id, hilux.versions[0]!.id])),
    );
    expect(foreign).toMatchObject({
      status: 400,
      data: { errors: { versionIds: "Tick only versions of the chosen model." } },
    });
    const above = answer(
      await call(
        newAction,
        post("/admin/deals/new", form({ offer: "discount", amount: String(hybrid!.priceRwf) }), [hybrid!.id]),
      ),
    );
    expect(above).toMatchObject({
      status: 400,
      data: { errors: { amount: expect.stringContaining("below") } },
    });
  });

  it("creates a percent deal on two versions, logged, shown with exactly those versions on the public lists and API", async () => {
    const [petrol, hybrid] = rav4.versions;
    const id = await create({ dealerId: String(dealerId), conditions: "Cars in stock only." }, [
      hybrid!.id,
      petrol!.id,
    ]);
    const page = await editPage(id);
    expect(page.values).toMatchObject({
      versionIds: [petrol!.id, hybrid!.id].sort((a, b) => a - b).join(","),
      offer: "percent",
      amount: "4",
      allVersions: "",
    });
    const [entry] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "deal"), eq(auditLog.entityId, id)));
    expect(entry).toMatchObject({ action: "create", actorId: editor.id, before: null });
    // The history names the dealer, the model and the versions, not their ids.
    const [dealer] = await database.db
      .select({ name: dealers.name })
      .from(dealers)
      .where(eq(dealers.id, dealerId));
    const shown = Object.fromEntries(page.history[0]!.changes.map((change) => [change.field, change.after]));
    expect(shown).toMatchObject({
      dealer: dealer!.name,
      model: "Toyota RAV4",
      versions: [petrol!, hybrid!]
        .sort((a, b) => a.id - b.id)
        .map((version) => `Toyota RAV4 ${version.name}`)
        .join(", "),
    });

    const card = await publicCard("RAV4 year-end: 4 % off");
    expect(card).toMatchObject({
      appliesTo: `2 versions: ${petrol!.name}, ${hybrid!.name}`,
      offer: "4 % off",
      conditions: "Conditions: Cars in stock only.",
    });
    expect(card!.dealer).toMatch(/^Offered by /);
    const modelPage = await getModelPage(database.db, rav4.id, today, "en");
    expect(modelPage!.deals.find((d) => d.id === id)?.appliesTo).toBe(card!.appliesTo);
    const api = await callApi(context, "/api/v1/deals?brand=toyota&per_page=100");
    const item = (
      api.body as {
        data: {
          id: number;
          versions: { id: number }[];
          percent_off: number;
          list_price: number;
          saving: number;
        }[];
      }
    ).data.find((d) => d.id === id)!;
    expect(item.versions.map((v) => v.id)).toEqual([petrol!.id, hybrid!.id]);
    expect(item).toMatchObject({
      percent_off: 4,
      list_price: petrol!.priceRwf,
      saving: Math.round(petrol!.priceRwf * 0.04),
    });
  });

  it("narrows a deal to one version, refuses a stale form with a 409, and lists it by model and status", async () => {
    const [petrol, hybrid] = rav4.versions;
    const id = await create({ title: "RAV4 narrowed" }, [petrol!.id, hybrid!.id]);
    const mine = await editPage(id);
    const theirs = await editPage(id);
    expect(await save(id, { ...theirs.values, versionIds: String(hybrid!.id) })).toMatchObject({
      status: 302,
    });
    expect((await publicCard("RAV4 narrowed"))!.appliesTo).toBe(hybrid!.name);
    const rows = await database.db.select().from(dealVersions).where(eq(dealVersions.dealId, id));
    expect(rows.map((r) => r.versionId)).toEqual([hybrid!.id]);

    const refused = await save(id, { ...mine.values, title: "RAV4 mine" });
    expect(refused.status).toBe(409);
    expect(refused.data).toMatchObject({
      formError: expect.stringContaining("versions changed"),
      values: { title: "RAV4 mine" },
    });

    const list = (await call(
      listLoader,
      get(`/admin/deals?model=${rav4.id}&status=live&q=narrowed`, editor.cookie),
    )) as Awaited<ReturnType<typeof listLoader>>;
    expect(list.rows.map((r) => r.id)).toEqual([id]);
    expect(list.filters).toMatchObject({ model: String(rav4.id), status: "live", q: "narrowed" });
    const upcoming = (await call(
      listLoader,
      get(`/admin/deals?status=upcoming&q=narrowed`, editor.cookie),
    )) as Awaited<ReturnType<typeof listLoader>>;
    expect(upcoming.rows).toEqual([]);
  });

  it("takes an ended deal off every public list by itself", async () => {
    const id = await create(
      {
        title: "RAV4 all versions, ending",
        allVersions: "on",
        offer: "discount",
        amount: "1.000.000",
        validFrom: addDays(today, -10),
        validTo: today,
      },
      [],
    );
    expect((await publicCard("RAV4 all versions, ending"))!.appliesTo).toBe("All versions");
    const tomorrow = addDays(today, 1);
    const later = await listLiveDeals(database.db, tomorrow, { sort: "ending" }, 1, "en", 200);
    expect(later.deals.some((d) => d.id === id)).toBe(false);
    expect((await getModelPage(database.db, rav4.id, tomorrow, "en"))!.deals.some((d) => d.id === id)).toBe(
      false,
    );
    const list = (await call(listLoader, get(`/admin/deals?status=expired`, editor.cookie))) as Awaited<
      ReturnType<typeof listLoader>
    >;
    expect(list.rows.some((r) => r.id === id)).toBe(false); // still live today
  });
});
