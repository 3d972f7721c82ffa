import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { searchCatalogue } from "../../app/server/search.server";
import { createTestDatabase, drivers } from "../setup/test-db";

describe.each(drivers)("catalogue search on %s", (driver) => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
  });
  afterAll(() => database?.cleanup());

  const names = async (q: string) =>
    (await searchCatalogue(database.db, q)).models.map((m) => `${m.brand.name} ${m.name}`);

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
    const { brands } = await searchCatalogue(database.db, "mercedes");
    expect(brands[0]?.name).toBe("Mercedes-Benz");
    const accented = await searchCatalogue(database.db, "Peugéot");
    expect(accented.brands[0]?.name).toBe("Peugeot");
  });

  it("returns nothing under two characters or for nonsense", async () => {
    expect(await searchCatalogue(database.db, " r ")).toEqual({ brands: [], models: [] });
    expect(await searchCatalogue(database.db, "zzqxw")).toEqual({ brands: [], models: [] });
  });
});
