import pg from "pg";

/** The same server as `serverUrl`, pointed at another database. */
export function templateDatabaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** Runs one statement on the server's maintenance database (CREATE/DROP DATABASE cannot run in a pool transaction). */
export async function adminQuery(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: templateDatabaseUrl(serverUrl, "postgres") });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * Drops a test database once its connections have gone. A closed pool's last connections may still be
 * saying goodbye; forcing them would make the server kill them mid-way, and pg reports that as an
 * uncaught error. So: wait for them a little, and force only if they never leave.
 */
export async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt++) {
    try {
      await adminQuery(serverUrl, `drop database if exists "${name}"`);
      return;
    } catch (error) {
      // 55006: "database is being accessed by other users".
      if ((error as { code?: string }).code !== "55006") throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  await adminQuery(serverUrl, `drop database if exists "${name}" with (force)`);
}
