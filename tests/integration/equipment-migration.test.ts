import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asc, eq, sql } from "drizzle-orm";
import { versions } from "../../app/shared/db/schema";
import { structureEquipment } from "../../app/shared/db/data-steps";
import { createTestDatabase, drivers } from "../setup/test-db";

describe.each(drivers)("structured equipment on %s", (driver) => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let ids: number[];
  beforeAll(async () => {
    database = await createTestDatabase(driver);
    ids = (
      await database.db.select({ id: versions.id }).from(versions).orderBy(asc(versions.id)).limit(2)
    ).map((row) => row.id);
  });
  afterAll(() => database.cleanup());

  /** Writes equipment as the former free text, past the column's checks, as a database from before holds it. */
  const writeFreeText = (id: number, text: object) =>
    database.db.execute(sql`update versions set equipment = ${JSON.stringify(text)}::jsonb where id = ${id}`);

  it("turns versions still holding free text into items at migration, and leaves the others alone", async () => {
    const [first, second] = ids as [number, number];
    const untouched = await database.db.select().from(versions).where(eq(versions.id, second));
    await writeFreeText(first, {
      safety: ["7 airbags", "Electronic stability control", "Crystal gear selector"],
      comfort: ["Dual-zone climate control", "Keyless entry and start"],
      multimedia: ["12.3-inch touchscreen", "Wireless Apple CarPlay and Android Auto"],
    });

    await database.migrate();

    const [converted] = await database.db.select().from(versions).where(eq(versions.id, first));
    expect(converted!.equipment).toEqual({
      items: {
        airbags: 7,
        abs: true,
        esc: true,
        air_conditioning: true,
        automatic_climate: true,
        climate_zones: 2,
        keyless_entry: true,
        keyless_start: true,
        central_locking: true,
        central_display: 12.3,
        apple_carplay: true,
        android_auto: true,
        wireless_smartphone: true,
      },
      other: ["Crystal gear selector"],
    });
    expect(await database.db.select().from(versions).where(eq(versions.id, second))).toEqual(untouched);
  });

  it("changes nothing the second time", async () => {
    await writeFreeText(ids[0]!, { safety: ["ABS"], comfort: [], multimedia: [] });
    expect(await structureEquipment(database.db)).toBe(1);
    expect(await structureEquipment(database.db)).toBe(0);
    const [row] = await database.db.select().from(versions).where(eq(versions.id, ids[0]!));
    expect(row!.equipment).toEqual({ items: { abs: true }, other: [] });
  });

  it("refuses to read a row that is neither shape", async () => {
    await database.db.execute(
      sql`update versions set equipment = ${JSON.stringify({ items: { abs: 3 }, other: [] })}::jsonb where id = ${ids[1]!}`,
    );
    await expect(database.db.select().from(versions).where(eq(versions.id, ids[1]!))).rejects.toThrow();
  });

  it("was run on the seeded catalogue: every version reads as items", async () => {
    const result = (await database.db.execute(
      sql`select count(*)::int as n from versions where not (equipment ? 'items')`,
    )) as unknown as { rows: { n: number }[] };
    expect(result.rows[0]!.n).toBe(0);
  });
});
