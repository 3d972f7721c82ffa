import type { Db } from "../../app/shared/db/client";
import { deals, dealVersions } from "../../app/shared/db/schema";

type DealRow = typeof deals.$inferInsert;

/**
 * Inserts deals as tests describe them: `versionId` (one version) or `versionIds` (several), or neither for a
 * deal on every version of the model. Returns the ids in order.
 */
export async function insertDeals(
  db: Db,
  rows: (Omit<DealRow, "allVersions"> & { versionId?: number | null; versionIds?: number[] })[],
): Promise<{ id: number }[]> {
  const out: { id: number }[] = [];
  for (const { versionId, versionIds, ...row } of rows) {
    const on = versionIds ?? (versionId == null ? [] : [versionId]);
    const [inserted] = await db
      .insert(deals)
      .values({ ...row, allVersions: on.length === 0 })
      .returning({ id: deals.id });
    if (on.length)
      await db.insert(dealVersions).values(on.map((id) => ({ dealId: inserted!.id, versionId: id })));
    out.push(inserted!);
  }
  return out;
}
