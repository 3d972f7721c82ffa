import { and, asc, count, desc, eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loader as exportLoader } from "../../app/features/admin/routes/admin-versions-export";
import {
  action as uploadAction,
  loader as uploadLoader,
} from "../../app/features/admin/routes/admin-versions-import";
import {
  action as applyAction,
  loader as checkLoader,
} from "../../app/features/admin/routes/admin-versions-import-check";
import { updateVersion, versionForEdit } from "../../app/features/admin/versions.server";
import { getVersionPage } from "../../app/features/catalogue/models.server";
import {
  auditLog,
  brands,
  catalogueImports,
  models,
  versionPrices,
  versions,
} from "../../app/shared/db/schema";
import { kigaliDate } from "../../app/shared/lib/dates";
import { testContext } from "../setup/app-context";
import { accountWithRole, expectStaffOnly } from "../setup/members";
import { answer, get, post, TEST_SITE } from "../setup/requests";
import { createTestDatabase, drivers } from "../setup/test-db";

type CheckPage = Awaited<ReturnType<typeof checkLoader>>;

describe.each(drivers)("the versions' CSV import and export (%s)", (driver) => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let context: AppLoadContext;
  let editor: { id: string; cookie: string };
  let rav4: { id: number; modelId: number; priceRwf: number };

  const call = (handler: (args: never) => unknown, request: Request, params: Record<string, string> = {}) =>
    Promise.resolve(handler({ request, context, params } as never)).catch((thrown: unknown) => thrown);

  /** The export as the browser downloads it. */
  const download = async (query = "", cookie = editor.cookie) => {
    const response = (await call(exportLoader, get(`/admin/versions/export${query}`, cookie))) as Response;
    return {
      response,
      text: new TextDecoder("utf-8", { ignoreBOM: true }).decode(await response.arrayBuffer()),
    };
  };
  /** The upload form's POST, as sent without JavaScript. */
  const upload = async (
    content: string | Uint8Array<ArrayBuffer>,
    cookie = editor.cookie,
    name = "versions.csv",
  ) => {
    const form = new FormData();
    form.append("file", new File([content], name, { type: "text/csv" }));
    const request = new Request(`${TEST_SITE}/admin/versions/import`, {
      method: "POST",
      body: form,
      headers: { cookie },
    });
    return answer(await call(uploadAction, request));
  };
  const checkId = (location: string | undefined) => location!.split("/").pop()!;
  const check = async (id: string, cookie = editor.cookie) =>
    (await call(checkLoader, get(`/admin/versions/import/${id}`, cookie), { id })) as CheckPage;
  const apply = async (id: string, cookie = editor.cookie) =>
    answer(await call(applyAction, post(`/admin/versions/import/${id}`, {}, cookie), { id }));
  /** Uploads `content` and returns its dry run's id. */
  const checked = async (content: string) => {
    const sent = await upload(content);
    expect(sent.status, JSON.stringify(sent.data)).toBe(302);
    return checkId(sent.location);
  };
  /** An export's text with one cell of one version's row replaced. */
  const withCell = (text: string, id: number, column: string, value: string) => {
    const lines = text.split("\r\n");
    const position = lines[0]!
      .replace(/^\uFEFF/, "")
      .split(",")
      .indexOf(column);
    return lines
      .map((line) => {
        if (!line.startsWith(`${id},`)) return line;
        const cells = line.split(",");
        cells[position] = value;
        return cells.join(",");
      })
      .join("\r\n");
  };
  const versionCount = async () => (await database.db.select({ value: count() }).from(versions))[0]!.value;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    context = testContext(database.db);
    editor = await accountWithRole(context, "editor");
    const [row] = await database.db
      .select({ id: versions.id, modelId: versions.modelId, priceRwf: versions.priceRwf })
      .from(versions)
      .innerJoin(models, eq(models.id, versions.modelId))
      .innerJoin(brands, eq(brands.id, models.brandId))
      .where(and(eq(brands.slug, "toyota"), eq(models.slug, "rav4")))
      .orderBy(asc(versions.priceRwf))
      .limit(1);
    rav4 = row!;
  });
  afterAll(() => database?.cleanup());

  it("is for staff only: a visitor signs in, a member gets a 403", async () => {
    const id = "00000000-0000-4000-8000-000000000000";
    await expectStaffOnly(context, {
      loaders: [
        [exportLoader, "/admin/versions/export"],
        [uploadLoader, "/admin/versions/import"],
        [checkLoader, `/admin/versions/import/${id}`],
      ],
      actions: [
        [uploadAction, "/admin/versions/import"],
        [applyAction, `/admin/versions/import/${id}`],
      ],
      form: {},
      params: { id },
    });
  });

  it("exports every version, or the list's filter, as UTF-8 CSV with a BOM", async () => {
    const { response, text } = await download();
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="versions-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(
      text.startsWith(
        "\uFEFFversion_id,brand_id,brand_slug,brand_name,model_id,model_slug,model_name,name,slug,price_rwf,",
      ),
    ).toBe(true);
    const rows = text.split("\r\n").filter(Boolean).length - 1;
    expect(rows).toBe(await versionCount());
    const filtered = (await download(`?model=${rav4.modelId}`)).text.split("\r\n").filter(Boolean).slice(1);
    const [ofModel] = await database.db
      .select({ value: count() })
      .from(versions)
      .where(eq(versions.modelId, rav4.modelId));
    expect(filtered).toHaveLength(ofModel!.value);
    expect(filtered.every((line) => line.includes(`,${rav4.modelId},rav4,`))).toBe(true);
  });

  it("dry runs a file, applies exactly that with an audit entry each, and a re-import changes nothing", async () => {
    const before = await versionCount();
    const { text } = await download();
    const newPrice = rav4.priceRwf + 1_500_000;
    // The price as staff type it, and a new version (no id) of the same model by its slugs.
    let edited = withCell(text, rav4.id, "price_rwf", `"${newPrice.toLocaleString("de-DE")}"`);
    const rav4Line = text.split("\r\n").find((line) => line.startsWith(`${rav4.id},`))!;
    const header = text.split("\r\n")[0]!;
    let added = `${header}\r\n${rav4Line}`;
    for (const [column, value] of [
      ["name", "2.5 Import Test"],
      ["slug", ""],
      ["model_id", ""],
      ["version_id", ""],
    ])
      added = withCell(added, rav4.id, column!, value!);
    added = added.split("\r\n")[1]!;
    edited = `${edited}${added}\r\n`;

    const id = await checked(edited);
    const page = await check(id);
    expect(page.counts.map((c) => c.label)).toEqual([
      "1 to add",
      "1 to change",
      `${before - 1} unchanged`,
      "0 errors",
    ]);
    expect(page.changed).toEqual([
      expect.objectContaining({
        id: rav4.id,
        changes: [{ field: "price (RWF)", before: String(rav4.priceRwf), after: String(newPrice) }],
      }),
    ]);
    expect(page.added).toEqual([{ line: before + 2, label: "Toyota RAV4 2.5 Import Test" }]);
    expect(page.apply).toBe("Apply these changes (2)");
    const auditBefore = (await database.db.select({ value: count() }).from(auditLog))[0]!.value;

    expect(await apply(id)).toMatchObject({ status: 302, location: `/admin/versions/import/${id}` });
    expect((await versionForEdit(database.db, rav4.id))!.priceRwf).toBe(newPrice);
    expect(await versionCount()).toBe(before + 1);
    const entries = await database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(3);
    expect((await database.db.select({ value: count() }).from(auditLog))[0]!.value).toBe(auditBefore + 2);
    expect(entries.slice(0, 2).map((entry) => [entry.action, entry.actorId])).toEqual(
      expect.arrayContaining([
        ["update", editor.id],
        ["create", editor.id],
      ]),
    );
    const update = entries.find((entry) => entry.action === "update")!;
    expect([update.entityId, update.before?.priceRwf, update.after?.priceRwf]).toEqual([
      rav4.id,
      rav4.priceRwf,
      newPrice,
    ]);
    // The database's trigger kept the price change; the public page shows the new price and its history.
    const [price] = await database.db
      .select()
      .from(versionPrices)
      .where(eq(versionPrices.versionId, rav4.id))
      .orderBy(desc(versionPrices.id))
      .limit(1);
    expect([price?.oldPriceRwf, price?.newPriceRwf]).toEqual([rav4.priceRwf, newPrice]);
    const shown = await getVersionPage(database.db, rav4.id, kigaliDate(), "en");
    expect(shown!.version.priceRwf).toBe(newPrice);

    const done = await check(id);
    expect(done.notice).toMatch(/^Applied on .+: 1 added, 1 changed\.$/);
    expect(done.apply).toBeNull();
    // Applying twice does nothing more.
    expect(await apply(id)).toMatchObject({ status: 302 });
    expect(await versionCount()).toBe(before + 1);

    // The same file again: the new version is matched by its address, nothing to do.
    const again = await check(await checked(edited));
    expect(again.counts.map((c) => c.label)).toEqual([
      "0 to add",
      "0 to change",
      `${before + 1} unchanged`,
      "0 errors",
    ]);
    expect(again.apply).toBeNull();
    expect(again.notice).toBe("Nothing to apply: the catalogue already has every value of this file.");
  });

  it("lists every error with its line and column, and cannot be applied", async () => {
    const { text } = await download(`?model=${rav4.modelId}`);
    let edited = withCell(text, rav4.id, "seats", "0");
    edited = withCell(edited, rav4.id, "energy", "steam");
    edited += "999999,,,,,,,x\r\n";
    const id = await checked(edited);
    const page = await check(id);
    expect(page.errors).toEqual([
      {
        line:
          2 +
          text
            .split("\r\n")
            .slice(1)
            .findIndex((line) => line.startsWith(`${rav4.id},`)),
        column: "energy",
        message: "Choose one of the list.",
      },
      expect.objectContaining({ column: "seats", message: "A whole number from 1 to 60." }),
      expect.objectContaining({ column: "", message: expect.stringMatching(/^This line has 8 cells/) }),
    ]);
    expect(page.blocked).toMatch(/^This file has errors/);
    expect(page.apply).toBeNull();
    const price = (await versionForEdit(database.db, rav4.id))!.priceRwf;
    expect(await apply(id)).toMatchObject({ status: 400 });
    expect((await versionForEdit(database.db, rav4.id))!.priceRwf).toBe(price);
  });

  it("refuses to apply when a version of the file was saved since the dry run, and saves nothing", async () => {
    const { text } = await download(`?model=${rav4.modelId}`);
    const current = (await versionForEdit(database.db, rav4.id))!;
    const id = await checked(withCell(text, rav4.id, "price_rwf", String(current.priceRwf + 10_000)));
    // Someone saves the version through its form meanwhile.
    const { id: _id, modelSlug: _m, brandSlug: _b, updatedAt, ...input } = current;
    expect(
      await updateVersion(
        database.db,
        rav4.id,
        { ...input, warranty: "5 years" },
        updatedAt.toISOString(),
        editor.id,
        "en",
      ),
    ).toMatchObject({ status: "saved" });
    const refused = await apply(id);
    expect(refused.status).toBe(409);
    expect(refused.data.error).toMatch(
      /^Someone changed versions of this file since it was checked \(1 of them\)/,
    );
    const after = (await versionForEdit(database.db, rav4.id))!;
    expect([after.priceRwf, after.warranty]).toEqual([current.priceRwf, "5 years"]);
    const [row] = await database.db.select().from(catalogueImports).where(eq(catalogueImports.id, id));
    expect(row!.appliedAt).toBeNull();
  });

  it("refuses files it cannot read with a message beside the field", async () => {
    const zip = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0xff, 0xfe, 0x00]);
    expect(await upload(zip, editor.cookie, "versions.xlsx")).toMatchObject({
      status: 400,
      data: { error: expect.stringMatching(/^This is not a CSV text file/) },
    });
    expect(await upload('version_id,name\n1,"open')).toMatchObject({
      status: 400,
      data: { error: expect.stringMatching(/^This file is not valid CSV at line/) },
    });
    expect(await upload("version_id,colour\n1,red\n")).toMatchObject({
      status: 400,
      data: { error: expect.stringMatching(/^Unknown column “colour”/) },
    });
    expect(await upload(new Uint8Array(5 * 1024 * 1024 + 1).fill(0x41))).toMatchObject({
      status: 413,
      data: { error: "This file is over 5 MB: split it into smaller files." },
    });
    expect(answer(await call(uploadAction, post("/admin/versions/import", {}, editor.cookie)))).toMatchObject(
      {
        status: 400,
        data: { error: "Choose a CSV file to check." },
      },
    );
  });

  it("shows and applies a dry run only to the editor who made it", async () => {
    const id = await checked((await download(`?model=${rav4.modelId}`)).text);
    const other = await accountWithRole(context, "editor");
    expect(await check(id, other.cookie)).toMatchObject({ init: { status: 404 } });
    expect(
      await call(applyAction, post(`/admin/versions/import/${id}`, {}, other.cookie), { id }),
    ).toMatchObject({
      init: { status: 404 },
    });
    expect(await check("not-a-uuid")).toMatchObject({ init: { status: 404 } });
  });
});
