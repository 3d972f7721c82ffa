import { count } from "drizzle-orm";
import { slugify } from "~/lib/slug";
import type { Db } from "~/server/db/client";
import { brands as brandsTable, models as modelsTable } from "~/server/db/schema";
import { brands } from "./catalogue";

/** Inserts the demo catalogue when the database has no brands yet. Returns whether it seeded. */
export async function seedDemoData(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(brandsTable);
  if ((row?.n ?? 0) > 0) return false;
  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(brandsTable)
      .values(
        brands.map((b) => ({
          name: b.name,
          slug: slugify(b.name),
          colour: b.colour,
          country: b.country,
          distributor: b.distributor,
          isDemo: true,
        })),
      )
      .returning({ id: brandsTable.id, name: brandsTable.name });
    const idByName = new Map(inserted.map((b) => [b.name, b.id]));
    await tx.insert(modelsTable).values(
      brands.flatMap((b) =>
        b.models.map((m) => ({
          brandId: idByName.get(b.name)!,
          name: m.name,
          slug: slugify(m.name),
          body: m.body,
          energy: m.energy,
          isDemo: true,
        })),
      ),
    );
  });
  return true;
}
