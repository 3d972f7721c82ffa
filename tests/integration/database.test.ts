import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { brands as seedBrands } from "../../db/seed/catalogue";
import { seedDemoData } from "../../db/seed/seed";
import {
  getBrand,
  listBrandsWithModels,
  listModelsByEnergy,
} from "../../app/features/catalogue/catalogue.server";
import { saveContactMessage } from "../../app/features/pages/contact.server";
import { contactMessages } from "../../app/shared/db/schema";
import { createTestDatabase, drivers } from "../setup/test-db";

describe.each(drivers)("database on %s", (driver) => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
  });
  afterAll(() => database?.cleanup());

  it("answers a ping", async () => {
    await expect(database.ping()).resolves.toBeUndefined();
  });

  it("has the search extensions the first migration installs", async () => {
    const result = await database.db.execute(sql`select extname from pg_extension order by extname`);
    const names = (result as unknown as { rows: { extname: string }[] }).rows.map((r) => r.extname);
    expect(names).toEqual(expect.arrayContaining(["pg_trgm", "unaccent"]));
    const folded = await database.db.execute(
      sql`select unaccent('Citroën Škoda') as v, word_similarity('rav', 'Toyota RAV4') > 0.3 as near`,
    );
    expect((folded as unknown as { rows: { v: string; near: boolean }[] }).rows[0]).toEqual({
      v: "Citroen Skoda",
      near: true,
    });
  });

  it("is seeded with the whole demo catalogue, alphabetically, with unique slugs", async () => {
    const brands = await listBrandsWithModels(database.db);
    expect(brands.length).toBe(seedBrands.length);
    expect(brands.length).toBeGreaterThanOrEqual(25);
    const modelCount = brands.reduce((n, b) => n + b.models.length, 0);
    expect(modelCount).toBe(seedBrands.reduce((n, b) => n + b.models.length, 0));
    expect(modelCount).toBeGreaterThanOrEqual(120);
    const names = brands.map((b) => b.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(new Set(brands.map((b) => b.slug)).size).toBe(brands.length);
    for (const brand of brands) {
      expect(brand.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(new Set(brand.models.map((m) => m.slug)).size).toBe(brand.models.length);
    }
  });

  it("does not seed twice", async () => {
    await expect(seedDemoData(database.db)).resolves.toBe(false);
    expect((await listBrandsWithModels(database.db)).length).toBe(seedBrands.length);
  });

  it("reads one brand with its models, and nothing for an unknown id", async () => {
    const [first] = await listBrandsWithModels(database.db);
    const brand = await getBrand(database.db, first!.id, "en");
    expect(brand?.name).toBe(first!.name);
    expect(brand?.models.map((m) => m.id)).toEqual(first!.models.map((m) => m.id));
    await expect(getBrand(database.db, 2_000_000_000, "en")).resolves.toBeUndefined();
  });

  it("lists electric models with their brand", async () => {
    const electric = await listModelsByEnergy(database.db, "electric", 100);
    const expected = seedBrands.flatMap((b) =>
      b.models.filter((m) => m.energy === "electric").map((m) => `${b.name} ${m.name}`),
    );
    expect(electric.map((m) => `${m.brand.name} ${m.name}`).sort()).toEqual(expected.sort());
    expect(expected.length).toBeGreaterThanOrEqual(15);
  });

  it("stores a contact message", async () => {
    const id = await saveContactMessage(
      database.db,
      {
        name: "Aline",
        email: "aline@example.rw",
        phone: null,
        subject: "question",
        message: "Is the Atto 3 in stock?",
      },
      { ipAddress: "127.0.0.1", userAgent: "x".repeat(600) },
    );
    const rows = await database.db
      .select()
      .from(contactMessages)
      .where(sql`${contactMessages.id} = ${id}`);
    expect(rows[0]).toMatchObject({
      name: "Aline",
      subject: "question",
      ipAddress: "127.0.0.1",
      handledAt: null,
    });
    expect(rows[0]!.userAgent).toHaveLength(500);
  });
});
