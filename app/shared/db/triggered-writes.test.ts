import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { migrationsFolder, TRIGGERED_WRITES } from "./client";

const name = String.raw`"?([a-z_][a-z0-9_]*)"?`;
const FUNCTION = new RegExp(
  String.raw`CREATE (?:OR REPLACE )?FUNCTION ${name}\(\)[^$]*\$\$([\s\S]*?)\$\$`,
  "gi",
);
const TRIGGER = new RegExp(
  String.raw`CREATE (?:OR REPLACE )?TRIGGER[\s\S]*? ON ${name}[\s\S]*?EXECUTE FUNCTION ${name}\(`,
  "gi",
);
// "ON CONFLICT … DO UPDATE SET" updates the table the statement inserts into, named already.
const WRITE = new RegExp(String.raw`(?:INSERT INTO|(?<!DO )UPDATE|DELETE FROM) ${name}`, "gi");

/** For each table, the other tables its triggers' functions write, read from every migration. */
function triggeredWrites(): Record<string, string[]> {
  const sql = readdirSync(migrationsFolder)
    .filter((file) => file.endsWith(".sql"))
    .sort()
    .map((file) => readFileSync(path.join(migrationsFolder, file), "utf8"))
    .join("\n");
  const writes = new Map<string, Set<string>>();
  for (const [, fn, body] of sql.matchAll(FUNCTION))
    for (const [, table] of body!.matchAll(WRITE))
      writes.set(fn!, (writes.get(fn!) ?? new Set()).add(table!));
  const found: Record<string, string[]> = {};
  for (const [, table, fn] of sql.matchAll(TRIGGER)) {
    const others = [...(writes.get(fn!) ?? [])].filter((written) => written !== table);
    if (others.length > 0) found[table!] = [...new Set([...(found[table!] ?? []), ...others])].sort();
  }
  return found;
}

describe("TRIGGERED_WRITES", () => {
  it("names every table a migration's trigger writes when another table changes", () => {
    const declared = Object.fromEntries(
      Object.entries(TRIGGERED_WRITES).map(([table, tables]) => [table, [...tables].sort()]),
    );
    expect(declared).toEqual(triggeredWrites());
  });
});
