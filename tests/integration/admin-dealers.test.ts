import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { and, asc, eq } from "drizzle-orm";
import sharp from "sharp";
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hourFields } from "../../app/features/admin/dealer-hours";
import { loader as dashboardLoader } from "../../app/features/admin/routes/admin-dashboard";
import { action as editAction, loader as editLoader } from "../../app/features/admin/routes/admin-item-edit";
import { action as logoAction, loader as logoLoader } from "../../app/features/admin/routes/admin-item-logo";
import { action as newAction, loader as newLoader } from "../../app/features/admin/routes/admin-item-new";
import { loader as dealersLoader } from "../../app/features/admin/routes/admin-items";
import { dealersOfBrand, listDealers, type getDealer } from "../../app/features/dealers/dealers.server";
import { loader as dealerPageLoader } from "../../app/features/dealers/routes/dealer";
import { auditLog, brands, dealers } from "../../app/shared/db/schema";
import { BRAND_LOGOS, imageFiles } from "../../app/shared/lib/images";
import { parseEnv } from "../../app/shared/server/env";
import { TEST_AUTH_SECRET, testContext, readNow } from "../setup/app-context";
import { accountWithRole, expectStaffOnly } from "../setup/members";
import { answer, get, post, TEST_SITE } from "../setup/requests";
import { createTestDatabase, drivers } from "../setup/test-db";

/** Friday 27 November 2026, 10:00 in Kigali. */
const FRIDAY_MORNING = new Date("2026-11-27T08:00:00Z");

describe.each(drivers)("the back office's dealers (%s)", (driver) => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let context: AppLoadContext;
  let uploads: string;
  let editor: { id: string; cookie: string };
  let toyota: { id: number; slug: string };
  let suzuki: { id: number; slug: string };

  const call = (handler: (args: never) => unknown, request: Request, params: Record<string, string> = {}) =>
    Promise.resolve(handler({ request, context, params: { kind: "dealers", ...params } } as never)).catch(
      (thrown: unknown) => thrown,
    );

  const form = (values: Record<string, string> = {}) => ({
    name: "Zebra Cars",
    slug: "",
    description: "New and used cars in Remera.",
    sellsNew: "on",
    sellsUsed: "on",
    hasService: "",
    address: "KG 11 Ave, Remera",
    district: "Gasabo",
    phone: "0788 555 000",
    whatsapp: "0722 555 000",
    email: "sales@zebra.rw",
    website: "zebra.rw",
    latitude: "-1,9536",
    longitude: "30,1127",
    brands: String(toyota.id),
    ...Object.fromEntries(hourFields.map((field) => [field, ""])),
    "hours.5.opens": "08:00",
    "hours.5.closes": "17:00",
    updatedAt: "",
    ...values,
  });
  /** A form with some boxes of one name ticked, as a browser sends it. */
  const withBrands = (values: Record<string, string>, ids: number[]) => {
    const { brands: _none, ...rest } = values;
    const body = new URLSearchParams(rest);
    for (const id of ids) body.append("brands", String(id));
    return body;
  };
  const postBody = (url: string, body: URLSearchParams, cookie = editor.cookie) =>
    new Request(`${TEST_SITE}${url}`, {
      method: "POST",
      body,
      headers: { "content-type": "application/x-www-form-urlencoded", cookie },
    });
  const create = async (values: Record<string, string> = {}) => {
    const created = answer(await call(newAction, post("/admin/dealers/new", form(values), editor.cookie)));
    expect(created.status).toBe(302);
    return Number(/\/admin\/dealers\/(\d+)\?created=1$/.exec(created.location!)![1]);
  };
  const editPage = async (id: number) =>
    (await call(editLoader, get(`/admin/dealers/${id}`, editor.cookie), { id: String(id) })) as Awaited<
      ReturnType<typeof editLoader>
    >;
  const entries = (id: number) =>
    database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "dealer"), eq(auditLog.entityId, id)))
      .orderBy(asc(auditLog.id));

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    uploads = await mkdtemp(path.join(os.tmpdir(), "imodoka-dealer-logos-"));
    context = testContext(database.db, {
      env: parseEnv({ SITE_URL: TEST_SITE, AUTH_SECRET: TEST_AUTH_SECRET, UPLOAD_DIR: uploads }),
    });
    editor = await accountWithRole(context, "editor");
    const pick = async (name: string) =>
      (
        await database.db
          .select({ id: brands.id, slug: brands.slug })
          .from(brands)
          .where(eq(brands.name, name))
      )[0]!;
    toyota = await pick("Toyota");
    suzuki = await pick("Suzuki");
  });
  afterAll(async () => {
    await database?.cleanup();
    if (uploads) await rm(uploads, { recursive: true, force: true });
  });

  it("sends visitors to sign in and answers members with a 403, for every page and action", async () => {
    await expectStaffOnly(context, {
      loaders: [
        [dealersLoader, "/admin/dealers"],
        [newLoader, "/admin/dealers/new"],
        [editLoader, "/admin/dealers/1"],
        [logoLoader, "/admin/dealers/1/logo"],
      ],
      actions: [
        [newAction, "/admin/dealers/new"],
        [editAction, "/admin/dealers/1"],
        [logoAction, "/admin/dealers/1/logo"],
      ],
      form: form(),
      params: { kind: "dealers", id: "1" },
    });
    expect(await database.db.select().from(dealers).where(eq(dealers.name, "Zebra Cars"))).toEqual([]);
  });

  it("lists dealers with counts, search, district and brand filters", async () => {
    const dashboard = (await call(dashboardLoader, get("/admin", editor.cookie))) as Awaited<
      ReturnType<typeof dashboardLoader>
    >;
    const all = await database.db.select({ id: dealers.id, district: dealers.district }).from(dealers);
    expect(dashboard.counts.dealers).toBe(all.length);
    const list = async (query: string) =>
      (await call(dealersLoader, get(`/admin/dealers${query}`, editor.cookie))) as Awaited<
        ReturnType<typeof dealersLoader>
      >;
    const everyone = await list("");
    expect(everyone.total).toBe(all.length);
    // The filters' choices, by the filters' names: every district and every brand.
    expect(everyone.choices.district).toContainEqual({ value: "Gasabo", label: "Gasabo" });
    expect(everyone.choices.brand).toContainEqual({ value: String(toyota.id), label: "Toyota" });
    const names = everyone.rows.map((d) => d.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    const gasabo = await list("?district=Gasabo");
    expect(gasabo.total).toBe(all.filter((d) => d.district === "Gasabo").length);
    expect(gasabo.rows.every((d) => d.cells.district === "Gasabo")).toBe(true);
    const ofToyota = await list(`?brand=${toyota.id}`);
    expect(ofToyota.total).toBeGreaterThan(0);
    expect(ofToyota.rows.filter((d) => !d.cells.brands!.includes("Toyota"))).toEqual([]);
    const unknown = await list("?district=Atlantis&brand=999999&q=%25");
    expect(unknown.filters).toMatchObject({ district: "", brand: "" });
    expect(unknown.total).toBe(0);
  });

  it("refuses bad input with a message by each field, the typed values kept, nothing saved", async () => {
    const bad = answer(
      await call(
        newAction,
        post(
          "/admin/dealers/new",
          form({
            name: "Bad Dealer",
            phone: "12345",
            district: "Nairobi",
            latitude: "-1.29",
            longitude: "36.82",
            "hours.1.opens": "17:00",
            "hours.1.closes": "08:00",
          }),
          editor.cookie,
        ),
      ),
    );
    expect(bad.status).toBe(400);
    expect(bad.data).toMatchObject({
      values: { name: "Bad Dealer", phone: "12345", "hours.1.opens": "17:00", "hours.1.closes": "08:00" },
      errors: {
        phone: "Give a Rwandan phone number, for example 0788 123 456.",
        district: "Choose one of Rwanda's 30 districts.",
        longitude: "This point is outside Rwanda.",
        "hours.1.closes": "Closing comes after opening, the same day.",
      },
    });
    expect(await database.db.select().from(dealers).where(eq(dealers.name, "Bad Dealer"))).toEqual([]);
    const taken = answer(
      await call(newAction, post("/admin/dealers/new", form({ slug: "toyota-rwanda" }), editor.cookie)),
    );
    expect(taken.status).toBe(400);
    expect(taken.data).toMatchObject({ errors: { slug: "Another dealer already has this address." } });
  });

  it("creates a dealer the public directory, its page and “where to buy” show at once, with an audit entry", async () => {
    const id = await create();
    const page = await editPage(id);
    expect(page.values).toMatchObject({
      name: "Zebra Cars",
      slug: "zebra-cars",
      phone: "+250788555000",
      whatsapp: "+250722555000",
      website: "https://zebra.rw/",
      brands: String(toyota.id),
      "hours.5.opens": "08:00",
      "hours.5.closes": "17:00",
      "hours.1.opens": "",
    });
    const [entry] = await entries(id);
    expect(entry).toMatchObject({ action: "create", actorId: editor.id, before: null });
    expect(entry!.after).toMatchObject({ name: "Zebra Cars", hours: "Friday 08:00–17:00", brands: "Toyota" });

    const directory = await listDealers(
      database.db,
      { openNow: true, district: "Gasabo" },
      FRIDAY_MORNING,
      1,
      "Imodoka",
      "en",
    );
    expect(directory.dealers.find((d) => d.id === id)).toMatchObject({
      name: "Zebra Cars",
      open: true,
      brands: ["Toyota"],
    });
    const whereToBuy = await dealersOfBrand(
      database.db,
      readNow,
      toyota.slug,
      FRIDAY_MORNING,
      "Imodoka",
      "en",
      100,
    );
    expect(whereToBuy.some((d) => d.id === id)).toBe(true);
  });

  it("saves a new week and brands, logged field by field; a stale form gets a 409 naming what changed", async () => {
    const id = await create({ name: "Yak Motors" });
    const opened = await editPage(id);
    const week = {
      ...opened.values,
      "hours.5.opens": "",
      "hours.5.closes": "",
      "hours.1.opens": "08:00",
      "hours.1.closes": "12:00",
      "hours.1.opens2": "14:00",
      "hours.1.closes2": "18:00",
      "hours.6.opens": "09:00",
      "hours.6.closes": "13:00",
    };
    const saved = answer(
      await call(editAction, postBody(`/admin/dealers/${id}`, withBrands(week, [suzuki.id, toyota.id])), {
        id: String(id),
      }),
    );
    expect(saved).toMatchObject({ status: 302, location: `/admin/dealers/${id}?saved=1` });

    const publicPage = (await call(dealerPageLoader, get(`/dealerships/${id}-yak-motors`), {
      dealerParam: `${id}-yak-motors`,
    })) as { dealer: NonNullable<Awaited<ReturnType<typeof getDealer>>> };
    expect(publicPage.dealer.brands.map((b) => b.name)).toEqual(["Suzuki", "Toyota"]);
    expect(publicPage.dealer.week.find((d) => d.day === 1)!.periods).toEqual(["08:00–12:00", "14:00–18:00"]);
    expect(publicPage.dealer.week.find((d) => d.day === 5)!.periods).toEqual([]);
    const history = (await editPage(id)).history;
    expect(history[0]!.changes).toEqual([
      { field: "brands", before: "Toyota", after: "Suzuki, Toyota" },
      {
        field: "opening hours",
        before: "Friday 08:00–17:00",
        after: "Monday 08:00–12:00, 14:00–18:00; Saturday 09:00–13:00",
      },
    ]);

    // The first form, opened before that save, is now stale.
    const stale = answer(
      await call(
        editAction,
        post(`/admin/dealers/${id}`, { ...opened.values, phone: "0788 111 222" }, editor.cookie),
        {
          id: String(id),
        },
      ),
    );
    expect(stale.status).toBe(409);
    expect(stale.data).toMatchObject({ values: { phone: "0788 111 222" } });
    expect(String(stale.data.formError)).toContain("brands, opening hours");
    expect(
      (await database.db.select({ phone: dealers.phone }).from(dealers).where(eq(dealers.id, id)))[0]!.phone,
    ).toBe("+250788555000");
    expect(await entries(id)).toHaveLength(2);
  });

  it("gives a dealer a logo through the image pipeline; the directory shows it; a PDF is refused", async () => {
    const id = await create({ name: "Logo Motors" });
    const url = `/admin/dealers/${id}/logo`;
    const upload = (name: string, type: string, data: Uint8Array) => {
      const body = new FormData();
      body.append("photo", new File([data.slice()], name, { type }));
      return new Request(`${TEST_SITE}${url}`, { method: "POST", body, headers: { cookie: editor.cookie } });
    };
    const png = new Uint8Array(
      await sharp({ create: { width: 400, height: 400, channels: 3, background: "#aa0000" } })
        .png()
        .toBuffer(),
    );
    const before = (await editPage(id)).values.updatedAt;
    expect(
      answer(await call(logoAction, upload("logo.png", "image/png", png), { id: String(id) })),
    ).toMatchObject({
      status: 302,
      location: `${url}?saved=1`,
    });
    const [row] = await database.db.select().from(dealers).where(eq(dealers.id, id));
    expect(row!.logoUrl).toBe(`/uploads/${row!.logoKey!.slice(0, 2)}/${row!.logoKey}-128.webp`);
    expect(imageFiles(row!.logoKey!, BRAND_LOGOS).every((file) => existsSync(path.join(uploads, file)))).toBe(
      true,
    );
    expect((await editPage(id)).values.updatedAt).toBe(before);
    const card = (
      await listDealers(database.db, { openNow: false }, FRIDAY_MORNING, 1, "Imodoka", "en", 1000)
    ).dealers.find((d) => d.id === id);
    expect(card!.logoUrl).toBe(row!.logoUrl);
    const pdf = new TextEncoder().encode("%PDF-1.7 not an image");
    expect(
      answer(await call(logoAction, upload("logo.png", "image/png", pdf), { id: String(id) })),
    ).toMatchObject({
      status: 400,
    });
    const logged = await entries(id);
    expect(logged.at(-1)).toMatchObject({ before: { logo: null }, after: { logo: row!.logoUrl } });
  });
});
