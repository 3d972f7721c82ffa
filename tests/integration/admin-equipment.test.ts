import { and, asc, eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loader as editLoader } from "../../app/features/admin/routes/admin-item-edit";
import { action, loader } from "../../app/features/admin/routes/admin-version-equipment";
import { getVersionPage } from "../../app/features/catalogue/models.server";
import { brands, models, versions } from "../../app/shared/db/schema";
import { kigaliDate } from "../../app/shared/lib/dates";
import { testContext } from "../setup/app-context";
import { accountWithRole, expectStaffOnly } from "../setup/members";
import { answer, get, post } from "../setup/requests";
import { createTestDatabase, drivers } from "../setup/test-db";

describe.each(drivers)("a version's equipment in the back office (%s)", (driver) => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let context: AppLoadContext;
  let editor: { id: string; cookie: string };
  let version: { id: number };

  const call = (handler: (args: never) => unknown, request: Request, params: Record<string, string> = {}) =>
    Promise.resolve(handler({ request, context, params: { kind: "versions", ...params } } as never)).catch(
      (thrown: unknown) => thrown,
    );
  const path = () => `/admin/versions/${version.id}/equipment`;
  const page = async () =>
    (await call(loader, get(path(), editor.cookie), { id: String(version.id) })) as Awaited<
      ReturnType<typeof loader>
    >;
  const save = async (values: Record<string, string>) =>
    answer(await call(action, post(path(), values, editor.cookie), { id: String(version.id) }));

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    context = testContext(database.db);
    editor = await accountWithRole(context, "editor");
    const [rav4] = await database.db
      .select({ id: versions.id })
      .from(versions)
      .innerJoin(models, eq(models.id, versions.modelId))
      .innerJoin(brands, eq(brands.id, models.brandId))
      .where(and(eq(brands.slug, "toyota"), eq(models.slug, "rav4")))
      .orderBy(asc(versions.priceRwf))
      .limit(1);
    version = rav4!;
  });
  afterAll(() => database?.cleanup());

  it("is for staff only: a visitor signs in, a member gets a 403, and nothing changes", async () => {
    const before = (await page()).values;
    await expectStaffOnly(context, {
      loaders: [[loader, path()]],
      actions: [[action, path()]],
      form: { ...before, airbags: "9" },
      params: { id: String(version.id) },
    });
    expect((await page()).values.airbags).toBe(before.airbags);
  });

  it("saves items and figures; the version page shows them and the history names each change", async () => {
    const opened = await page();
    expect(opened.groups.map((group) => group.label)).toContain("Safety");
    expect(
      await save({ ...opened.values, airbags: "8", night_vision: "on", other: "Mud flaps" }),
    ).toMatchObject({
      status: 302,
      location: `${path()}?saved=1`,
    });
    const shown = await getVersionPage(database.db, version.id, kigaliDate(), "en");
    expect(shown!.version.equipment.items).toMatchObject({ airbags: 8, night_vision: true });
    expect(shown!.version.equipment.other).toEqual(["Mud flaps"]);
    const history = (
      (await call(editLoader, get(`/admin/versions/${version.id}`, editor.cookie), {
        id: String(version.id),
      })) as Awaited<ReturnType<typeof editLoader>>
    ).history;
    expect(history[0]!.changes).toEqual(
      expect.arrayContaining([
        { field: "Airbags", before: opened.values.airbags || "(empty)", after: "8" },
        { field: "Night vision", before: "(empty)", after: "yes" },
      ]),
    );
  });

  it("refuses a bad figure beside its field, keeping what was typed, and saves nothing", async () => {
    const opened = await page();
    const refused = await save({ ...opened.values, airbags: "300", abs: "" });
    expect(refused).toMatchObject({
      status: 400,
      data: {
        values: { airbags: "300", abs: "" },
        errors: { airbags: "A whole number from 1 to 20, or “yes”." },
      },
    });
    expect((await page()).values).toEqual(opened.values);
  });

  it("refuses a save over someone else's with a 409 naming what they changed", async () => {
    const mine = await page();
    const theirs = await page();
    expect(await save({ ...theirs.values, speakers: "12" })).toMatchObject({ status: 302 });
    const refused = await save({ ...mine.values, isofix: "on" });
    expect(refused.status).toBe(409);
    expect(refused.data).toMatchObject({
      formError: expect.stringContaining("Speakers changed"),
      values: { isofix: "on" },
    });
  });

  it("answers 404 for a version that does not exist", async () => {
    expect(
      await call(loader, get("/admin/versions/2000000000/equipment", editor.cookie), { id: "2000000000" }),
    ).toMatchObject({ init: { status: 404 } });
  });
});
