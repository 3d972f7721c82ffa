import { and, eq, isNotNull } from "drizzle-orm";
import type { Db } from "~/shared/db/client";
import { accounts } from "~/shared/db/schema";
/** Where the account page sends the visitor once the account is deleted, and after a password reset. */
export const DELETED_PATH = "/login?deleted=1";
export const RESET_DONE_PATH = "/login?reset=1";
/** Where a password change sent without JavaScript lands: the account page, saying it is done. */
export const PASSWORD_CHANGED_PATH = "/account?password=changed";

/** One signed-in device as the account page lists it (no token: sessions are named by id only). */
export interface AccountSession {
  id: string;
  device: string;
  mobile: boolean;
  ip: string | undefined;
  signedIn: string;
  lastActive: string;
  current: boolean;
}

/** True when the account can sign in with a password (not only with Google or Facebook). */
export async function hasPassword(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(
      and(eq(accounts.userId, userId), eq(accounts.providerId, "credential"), isNotNull(accounts.password)),
    );
  return row !== undefined;
}
