/**
 * Members' saved used-car searches: saving (the same search twice is one search), listing, alerts on and
 * off, deleting, and the unsubscribe link of the alert mails. The alerts themselves: used-market-jobs.server.ts.
 */
import { and, count, desc, eq } from "drizzle-orm";
import { MAX_SAVED_SEARCHES } from "~/features/used-market/saved-search";
import { TOKEN_PATTERN } from "~/features/newsletter/newsletter";
import type { Db } from "../../shared/db/client";
import { savedSearches } from "../../shared/db/schema";
import { newToken } from "../newsletter/newsletter.server";

export const savedSearchUnsubscribePath = (token: string) => `/saved-searches/unsubscribe/${token}`;

export type SavedSearch = typeof savedSearches.$inferSelect;

const mine = (userId: string, id: number) => and(eq(savedSearches.userId, userId), eq(savedSearches.id, id));

/** Whether the member has saved the search with this canonical query. */
export async function isSearchSaved(db: Db, userId: string, query: string): Promise<boolean> {
  const [row] = await db
    .select({ id: savedSearches.id })
    .from(savedSearches)
    .where(and(eq(savedSearches.userId, userId), eq(savedSearches.query, query)));
  return row !== undefined;
}

/**
 * Saves a search (its canonical query and label) with alerts on. Saving one already saved keeps it, with
 * its alert history, and turns its alerts back on. `full` when the member already has the most we keep.
 */
export async function saveSearch(
  db: Db,
  { userId, query, label, now = new Date() }: { userId: string; query: string; label: string; now?: Date },
): Promise<{ status: "saved"; search: SavedSearch } | { status: "full" }> {
  const [existing] = await db
    .update(savedSearches)
    .set({ alerts: true, label })
    .where(and(eq(savedSearches.userId, userId), eq(savedSearches.query, query)))
    .returning();
  if (existing) return { status: "saved", search: existing };
  const [held] = await db.select({ n: count() }).from(savedSearches).where(eq(savedSearches.userId, userId));
  if ((held?.n ?? 0) >= MAX_SAVED_SEARCHES) return { status: "full" };
  const [created] = await db
    .insert(savedSearches)
    .values({
      userId,
      query,
      label,
      alerts: true,
      lastAlertAt: now,
      unsubscribeToken: newToken(),
      createdAt: now,
    })
    // Two clicks at once: the second finds the first's row.
    .onConflictDoUpdate({
      target: [savedSearches.userId, savedSearches.query],
      set: { alerts: true, label },
    })
    .returning();
  return { status: "saved", search: created! };
}

/** The member's saved searches, newest first. */
export async function listSavedSearches(db: Db, userId: string): Promise<SavedSearch[]> {
  return db
    .select()
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId))
    .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id));
}

/**
 * Turns a saved search's alerts on or off. Turning them on again starts from now: cars published while
 * they were off are not mailed all at once.
 */
export async function setAlerts(
  db: Db,
  { userId, id, alerts, now = new Date() }: { userId: string; id: number; alerts: boolean; now?: Date },
): Promise<SavedSearch | undefined> {
  const [row] = await db
    .update(savedSearches)
    .set(alerts ? { alerts, lastAlertAt: now } : { alerts })
    .where(and(mine(userId, id), eq(savedSearches.alerts, !alerts)))
    .returning();
  if (row) return row;
  const [unchanged] = await db.select().from(savedSearches).where(mine(userId, id));
  return unchanged;
}

/** Deletes a saved search of the member's; the deleted row, or undefined when there was none. */
export async function deleteSavedSearch(
  db: Db,
  { userId, id }: { userId: string; id: number },
): Promise<SavedSearch | undefined> {
  const [row] = await db.delete(savedSearches).where(mine(userId, id)).returning();
  return row;
}

/** The saved search an alert mail's unsubscribe link names, or undefined. */
export async function findByUnsubscribeToken(db: Db, token: string): Promise<SavedSearch | undefined> {
  if (!TOKEN_PATTERN.test(token)) return undefined;
  const [row] = await db.select().from(savedSearches).where(eq(savedSearches.unsubscribeToken, token));
  return row;
}

/** Stops the alerts of the search an unsubscribe link names (idempotent); undefined for an unknown link. */
export async function unsubscribeSavedSearch(db: Db, token: string): Promise<SavedSearch | undefined> {
  if (!TOKEN_PATTERN.test(token)) return undefined;
  const [row] = await db
    .update(savedSearches)
    .set({ alerts: false })
    .where(eq(savedSearches.unsubscribeToken, token))
    .returning();
  return row;
}
