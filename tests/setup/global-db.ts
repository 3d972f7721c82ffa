import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { seedDemoData } from "../../db/seed/seed";
import { openDatabase } from "../../app/shared/db/client";
import { adminQuery, templateDatabaseUrl } from "./postgres";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string | null;
  }
}

/**
 * Builds one migrated and seeded database per driver, once per run; every test file copies it
 * (PGlite: a data-dir dump loaded in memory; PostgreSQL: CREATE DATABASE … TEMPLATE).
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), "imodoka-test-"));
  const pglite = await openDatabase({});
  await pglite.migrate();
  await seedDemoData(pglite.db);
  const dump = path.join(dir, "template.tar.gz");
  const client = (pglite.db as unknown as { $client: { dumpDataDir(c: "gzip"): Promise<Blob> } }).$client;
  writeFileSync(dump, Buffer.from(await (await client.dumpDataDir("gzip")).arrayBuffer()));
  await pglite.close();
  project.provide("pgliteTemplate", dump);

  let postgresTemplate: string | null = null;
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    postgresTemplate = `imodoka_tpl_${process.pid}_${Date.now()}`;
    await adminQuery(serverUrl, `create database "${postgresTemplate}"`);
    const postgres = await openDatabase({ url: templateDatabaseUrl(serverUrl, postgresTemplate) });
    await postgres.migrate();
    await seedDemoData(postgres.db);
    await postgres.close();
  }
  project.provide("postgresTemplate", postgresTemplate);

  return async () => {
    rmSync(dir, { recursive: true, force: true });
    if (serverUrl && postgresTemplate)
      await adminQuery(serverUrl, `drop database if exists "${postgresTemplate}" with (force)`);
  };
}
