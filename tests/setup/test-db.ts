import { readFileSync } from "node:fs";
import { inject } from "vitest";
import { openDatabase, type Database } from "../../app/shared/db/client";
import { adminQuery, dropDatabase, templateDatabaseUrl } from "./postgres";

export type Driver = "pglite" | "postgres";

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL names a server. */
export const drivers: Driver[] = process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];

/**
 * A fresh copy of the seeded template for one test file; `cleanup` closes and drops it. `onQuery` hears every
 * statement sent (as the server's page cache does). On PostgreSQL, `url` reaches the copy.
 */
export async function createTestDatabase(
  driver: Driver,
  { onQuery }: { onQuery?: (sql: string) => void } = {},
): Promise<Database & { cleanup(): Promise<void>; url?: string }> {
  if (driver === "pglite") {
    const database = await openDatabase({
      loadDataDir: new Blob([readFileSync(inject("pgliteTemplate"))]),
      onQuery,
    });
    return { ...database, cleanup: () => database.close() };
  }
  const serverUrl = process.env.TEST_DATABASE_URL!;
  const template = inject("postgresTemplate")!;
  const name = `imodoka_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  await adminQuery(serverUrl, `create database "${name}" template "${template}"`);
  const url = templateDatabaseUrl(serverUrl, name);
  const database = await openDatabase({ url, onQuery });
  return {
    ...database,
    url,
    cleanup: async () => {
      await database.close();
      await dropDatabase(serverUrl, name);
    },
  };
}
