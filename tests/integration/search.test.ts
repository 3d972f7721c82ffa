import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { brands, models } from "../../app/shared/db/schema";
import { searchBrands, searchModels } from "../../app/features/search/search.server";
import { createTestDatabase, drivers } from "../setup/test-db";

describe.each(drivers)("catalogue search on %s", (driver) => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
  });
  afterAll(() => database?.cleanup());

  const names = async (q: string) =>
    (await searchModels(database.db, q, 30)).map((m) => `${m.brand.name} ${m.name}`);

  it("finds a model from the start of its name", async () => {
    expect((await names("rav"))[0]).toBe("Toyota RAV4");
  });

  it("tolerates typos and letter case", async () => {
    expect(await names("HILAX")).toContain("Toyota Hilux");
    expect(await names("land cruser")).toEqual(expect.arrayContaining(["Toyota Land Cruiser 300"]));
  });

  it("matches brand and model typed together", async () => {
    expect((await names("suzuki swift"))[0]).toBe("Suzuki Swift");
  });

  it("finds brands, ignoring accents and hyphens", async () => {
    expect((await searchBrands(database.db, "mercedes"))[0]?.name).toBe("Mercedes-Benz");
    expect((await searchBrands(database.db, "Peugéot"))[0]?.name).toBe("Peugeot");
  });

  it("returns nothing under two characters or for nonsense", async () => {
    for (const q of [" r ", "zzqxw"]) {
      expect(await searchBrands(database.db, q)).toEqual([]);
      expect(await searchModels(database.db, q, 30)).toEqual([]);
    }
  });

  it("keeps the folded search text current when a model or its brand is renamed", async () => {
    const [swift] = await database.db.select().from(models).where(eq(models.name, "Swift"));
    await database.db.update(models).set({ name: "Swíft Sport Édition" }).where(eq(models.id, swift!.id));
    expect((await names("suzuki swift sport edition"))[0]).toBe("Suzuki Swíft Sport Édition");
    await database.db.update(brands).set({ name: "Suzukí Motors" }).where(eq(brands.id, swift!.brandId));
    const [row] = await database.db.select().from(models).where(eq(models.id, swift!.id));
    expect(row!.searchText).toBe("suzuki motors swift sport edition");
    const [inserted] = await database.db
      .insert(models)
      .values({
        brandId: swift!.brandId,
        name: "Jimny Nomade",
        slug: "jimny-nomade",
        body: "suv",
        energy: "petrol",
      })
      .returning();
    expect(inserted!.searchText).toBe("suzuki motors jimny nomade");
  });
});
