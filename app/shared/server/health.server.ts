import type { Database } from "../db/client";
import type { Logger } from "./log";
import type { UploadStorage } from "./uploads.server";

/** What /healthz answers: 200 with status "ok" when both parts work, 503 with status "error" otherwise. */
export interface Health {
  status: "ok" | "error";
  database: { driver: Database["driver"]; ok: boolean };
  uploads: { ok: boolean };
}

/** A round trip to the database and a real write and delete in the upload folder, side by side. */
export async function checkHealth(database: Database, uploads: UploadStorage, log: Logger): Promise<Health> {
  const check = (part: string, probe: () => Promise<void>) =>
    probe().then(
      () => true,
      (error: unknown) => {
        log.error({ err: error }, `health check: the ${part} failed`);
        return false;
      },
    );
  const [databaseOk, uploadsOk] = await Promise.all([
    check("database", () => database.ping()),
    check("upload folder", () => uploads.probe()),
  ]);
  return {
    status: databaseOk && uploadsOk ? "ok" : "error",
    database: { driver: database.driver, ok: databaseOk },
    uploads: { ok: uploadsOk },
  };
}
