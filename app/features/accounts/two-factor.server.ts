import { and, eq } from "drizzle-orm";
import type { Db } from "~/shared/db/client";
import { twoFactors } from "~/shared/db/schema";
/** True when the account started turning two-step verification on but has not typed a code yet. */
export async function setupPending(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: twoFactors.id })
    .from(twoFactors)
    .where(and(eq(twoFactors.userId, userId), eq(twoFactors.verified, false)));
  return row !== undefined;
}
