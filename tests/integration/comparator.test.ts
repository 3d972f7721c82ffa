import { and, asc, eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { comparatorText } from "../../app/features/comparator/text/comparator";
import { layoutText } from "../../app/features/layout/text/layout";
import { messagesFor } from "../../app/shared/i18n/text";
import { loader } from "../../app/features/comparator/routes/comparator";
import {
  comparedVersions,
  pickerChoices,
  popularComparisons,
  recordComparison,
} from "../../app/features/comparator/comparator.server";
import { brands, comparisons, models, versions } from "../../app/shared/db/schema";
import { testContext } from "../setup/app-context";
import { createTestDatabase, drivers } from "../setup/test-db";

const comparatorMessages = messagesFor("en", comparatorText);
const layoutMessages = messagesFor("en", layoutText);

type LoaderArgs = Parameters<typeof loader>[0];
type LoaderData = Exclude<Awaited<ReturnType<typeof loader>>, Response>;

describe("comparator dictionary", () => {
  it("shares no key with the layout's", () => {
    const layout = new Set(Object.keys(layoutMessages));
    expect(Object.keys(comparatorMessages).filter((key) => layout.has(key))).toEqual([]);
  });
});

describe.each(drivers)("comparator on %s", (driver) => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let context: AppLoadContext;
  /** Versions of three seeded models, cheapest first. */
  const seeded = {} as Record<"rav4" | "tiguan" | "vitara", number[]>;

  const versionsOf = async (brand: string, model: string) =>
    (
      await database.db
        .select({ id: versions.id })
        .from(versions)
        .innerJoin(models, eq(models.id, versions.modelId))
        .innerJoin(brands, eq(brands.id, models.brandId))
        .where(and(eq(brands.name, brand), eq(models.name, model)))
        .orderBy(asc(versions.priceRwf), asc(versions.id))
    ).map((row) => row.id);

  const load = async (query: string, userAgent = "Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0") => {
    const request = new Request(`http://localhost/comparator${query}`, {
      headers: { "user-agent": userAgent },
    });
    return loader({ request, context, params: {} } as unknown as LoaderArgs);
  };
  const page = async (query: string) => (await load(query)) as LoaderData;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    context = testContext(database.db);
    seeded.rav4 = await versionsOf("Toyota", "RAV4");
    seeded.tiguan = await versionsOf("Volkswagen", "Tiguan");
    seeded.vitara = await versionsOf("Suzuki", "Vitara");
  });
  afterAll(() => database.cleanup());

  it("reads compared versions in the order asked, leaving unknown ids out", async () => {
    const [tiguan] = seeded.tiguan;
    const [rav4] = seeded.rav4;
    const cars = await comparedVersions(database.db, [tiguan!, 999_999, rav4!]);
    expect(cars.map((car) => `${car.brand.name} ${car.model.name}`)).toEqual([
      "Volkswagen Tiguan",
      "Toyota RAV4",
    ]);
    expect(cars[0]!.version.equipment.items.airbags).toBeGreaterThan(0);
    expect(await comparedVersions(database.db, [])).toEqual([]);
  });

  it("offers brands, then the brand's models, then the model's versions", async () => {
    const all = await pickerChoices(database.db, null, null);
    expect(all.brands.length).toBeGreaterThanOrEqual(25);
    expect(all.brand).toBeNull();
    const toyota = all.brands.find((b) => b.name === "Toyota")!;
    expect(toyota.modelCount).toBeGreaterThan(5);

    const byBrand = await pickerChoices(database.db, toyota.id, null);
    expect(byBrand.models.map((m) => m.name)).toContain("RAV4");
    expect(byBrand.versions).toEqual([]);
    const rav4 = byBrand.models.find((m) => m.name === "RAV4")!;

    const byModel = await pickerChoices(database.db, toyota.id, rav4.id);
    expect(byModel.versions.map((v) => v.id)).toEqual(seeded.rav4);
    const prices = byModel.versions.map((v) => v.priceRwf);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    // A model of another brand, or an unknown brand, goes back a step instead of failing.
    const suzuki = all.brands.find((b) => b.name === "Suzuki")!;
    expect((await pickerChoices(database.db, suzuki.id, rav4.id)).model).toBeNull();
    expect((await pickerChoices(database.db, 999_999, rav4.id)).brand).toBeNull();
  });

  it("seeds popular comparisons and counts views of the same cars in any order as one", async () => {
    const seededPopular = await popularComparisons(database.db);
    expect(seededPopular.length).toBe(6);
    const views = seededPopular.map((c) => c.views);
    expect(views).toEqual([...views].sort((a, b) => b - a));

    const pair = [seeded.vitara[0]!, seeded.tiguan[0]!];
    for (let i = 0; i < 500; i++) await recordComparison(database.db, i % 2 ? pair : [...pair].reverse());
    const top = (await popularComparisons(database.db))[0]!;
    expect(top.views).toBe(500);
    expect(top.ids).toEqual([...pair].sort((a, b) => a - b));
    expect(top.cars.map((car) => car.model.name).sort()).toEqual(["Tiguan", "Vitara"]);

    // One car is not a comparison.
    await recordComparison(database.db, [seeded.rav4[0]!]);
    expect(await database.db.select().from(comparisons).where(eq(comparisons.views, 1))).toEqual([]);
  });

  it("leaves out comparisons whose versions are gone", async () => {
    const doomed = seeded.rav4.at(-1)!;
    const other = seeded.tiguan.at(-1)!;
    for (let i = 0; i < 900; i++) await recordComparison(database.db, [doomed, other]);
    expect((await popularComparisons(database.db))[0]!.ids).toContain(doomed);
    await database.db.delete(versions).where(eq(versions.id, doomed));
    seeded.rav4 = seeded.rav4.slice(0, -1);
    expect((await popularComparisons(database.db)).flatMap((c) => c.ids)).not.toContain(doomed);
  });

  describe("loader", () => {
    it("builds the table with the best value of each ranked row", async () => {
      const [a, b] = [seeded.tiguan[0]!, seeded.vitara[0]!];
      const data = await page(`?versions=${a},${b}`);
      expect(data.ids).toEqual([a, b]);
      expect(data.heading).toBe("Volkswagen Tiguan vs Suzuki Vitara");
      expect(data.picker).toBeNull();
      const rows = data.table!.groups.flatMap((g) => g.rows);
      const price = rows.find((r) => r.key === "price")!;
      const prices = price.cells.map((c) => Number(c.text.replace(/\D/g, "")));
      const cheapest = prices.indexOf(Math.min(...prices));
      expect(price.cells.map((c) => c.best)).toEqual(prices.map((_, i) => i === cheapest));
      const monthly = rows.find((r) => r.key === "monthly")!;
      expect(monthly.cells[cheapest]!.best).toBe(true);
      expect(monthly.note).toBe("30 % down, 15 % a year, 5 years · Lowest is best");
      expect(data.table!.groups.map((g) => g.id)).toContain("equipment-safety");
      expect(data.meta).toContainEqual({
        tagName: "link",
        rel: "canonical",
        href: `http://localhost:3000/comparator?versions=${a},${b}`,
      });
    });

    it("compares equipment item by item: the RAV4, whose list names no ABS, shows it; airbags are one row", async () => {
      const [rav4, tiguan] = [seeded.rav4[0]!, seeded.tiguan[0]!];
      const data = await page(`?versions=${rav4},${tiguan}`);
      const safety = data.table!.groups.find((g) => g.id === "equipment-safety")!;
      expect(safety.label).toBe("Safety");
      const abs = safety.rows.find((r) => r.key === "abs")!;
      expect(abs.cells.map((c) => c.has)).toEqual([true, true]);
      const airbags = safety.rows.filter((r) => r.label === "Airbags");
      expect(airbags).toHaveLength(1);
      expect(airbags[0]!.cells.every((c) => /^\d+$/.test(c.text))).toBe(true);
      expect(airbags[0]!.note).toBe("Highest is best");
    });

    it("reports ids it cannot use and keeps the first four cars that exist", async () => {
      const ids = [...seeded.rav4, ...seeded.tiguan, ...seeded.vitara];
      const [a, b, c, d, e] = ids;
      const data = await page(`?versions=${a},0,${a},x1,${b},999999,${c},${d},${e}`);
      expect(data.ids).toEqual([a, b, c, d]);
      expect(data.notices).toEqual([
        "We could not find car 999999: it may no longer be on sale, so it was left out.",
        "“0”, “x1” are not car numbers and were ignored.",
        `Cars listed more than once are shown once (${a}).`,
        `Only 4 cars fit side by side, so car ${e} was left out.`,
      ]);
    });

    it("turns ?add into the comparison's address, and refuses a fifth car with a message", async () => {
      const [a, b] = seeded.tiguan;
      const added: unknown = await load(`?versions=${a}&add=${b}`).catch((thrown: unknown) => thrown);
      expect(added).toBeInstanceOf(Response);
      expect((added as Response).status).toBe(303);
      expect((added as Response).headers.get("location")).toBe(`/comparator?versions=${a},${b}`);

      const four = [...seeded.rav4, ...seeded.tiguan, ...seeded.vitara].slice(0, 4);
      const full = await page(`?versions=${four.join(",")}&add=${seeded.vitara.at(-1)}`);
      expect(full.ids).toEqual(four);
      expect(full.notices).toEqual(["Only 4 cars fit side by side. Remove one to add another."]);
    });

    it("keeps wrong loan terms as typed, explains them and computes with the defaults", async () => {
      const [a, b] = [seeded.tiguan[0]!, seeded.vitara[0]!];
      const data = await page(`?versions=${a},${b}&down=95&rate=12&years=`);
      expect(data.loan!.values).toEqual({ down: "95", rate: "12", years: "" });
      expect(data.loan!.errors).toEqual({
        down: "Enter a down payment between 0 and 90 %",
        years: "Enter a period between 1 and 10 years",
      });
      expect(data.loan!.terms).toBe("30 % down, 12 % a year, 5 years");
    });

    it("opens the picker for a swap at the car's place", async () => {
      const [a, b, c] = [seeded.tiguan[0]!, seeded.vitara[0]!, seeded.rav4[0]!];
      const toyota = (await pickerChoices(database.db, null, null)).brands.find((x) => x.name === "Toyota")!;
      const rav4 = (await pickerChoices(database.db, toyota.id, null)).models.find((m) => m.name === "RAV4")!;
      const data = await page(`?versions=${a},${b}&slot=${b}&brand=${toyota.id}&model=${rav4.id}`);
      expect(data.picker!.heading).toMatch(/^Replace the Suzuki Vitara .* with$/);
      expect(data.picker!.step).toBe("version");
      const option = data.picker!.options.find((o) => o.id === c)!;
      expect(option.href).toBe(`/comparator?versions=${a},${c}`);
    });

    it("counts views of plain comparison links, not of bots", async () => {
      const [a, b] = [seeded.rav4[0]!, seeded.vitara.at(-1)!];
      const viewsOf = async () =>
        (await database.db.select().from(comparisons)).find(
          (row) => row.versionIds.join() === [a, b].sort((x, y) => x - y).join(),
        )?.views ?? 0;
      await load(`?versions=${a},${b}`);
      await load(`?versions=${b},${a}`);
      await load(`?versions=${a},${b}`, "Googlebot/2.1 (+http://www.google.com/bot.html)");
      await load(`?versions=${a},${b}&rate=10`);
      expect(await viewsOf()).toBe(2);
    });
  });
});
