import { eq } from "drizzle-orm";
import type { Db } from "~/shared/db/client";
import { brands, models, versions } from "~/shared/db/schema";
import { modelPath } from "~/shared/lib/links";

/** A catalogue item the public pages did not find, by the id its address names. */
export type MissingItem = { brandId: number } | { modelId: number } | { versionId: number };

/**
 * Where the address of an item the public does not see sends a visitor: a hidden version's to its model's
 * page while the model and brand are published (301), any other hidden item's nowhere: it is gone (410).
 * Undefined when no such item exists (404).
 */
export async function hiddenItem(
  db: Db,
  item: MissingItem,
): Promise<{ moveTo: string } | { gone: true } | undefined> {
  if ("versionId" in item) {
    const [row] = await db
      .select({
        brand: { slug: brands.slug, published: brands.published },
        model: { id: models.id, slug: models.slug, published: models.published },
      })
      .from(versions)
      .innerJoin(models, eq(models.id, versions.modelId))
      .innerJoin(brands, eq(brands.id, models.brandId))
      .where(eq(versions.id, item.versionId));
    if (!row) return undefined;
    return row.brand.published && row.model.published
      ? { moveTo: modelPath(row.brand, row.model) }
      : { gone: true };
  }
  const [row] =
    "modelId" in item
      ? await db.select({ id: models.id }).from(models).where(eq(models.id, item.modelId))
      : await db.select({ id: brands.id }).from(brands).where(eq(brands.id, item.brandId));
  return row && { gone: true };
}
