/**
 * Data changes the SQL migrations cannot make (they need the app's own rules), run by `migrate()` after the
 * SQL files. Each step finds the rows it still has to change by their shape, so a second run changes nothing.
 * See docs/decisions/0021-structured-equipment.md.
 */
import { sql } from "drizzle-orm";
import { equipmentFromText } from "~/shared/lib/equipment";
import type { Db } from "./client";

export async function runDataSteps(db: Db): Promise<void> {
  await structureEquipment(db);
}

/**
 * Versions whose equipment is still free text (`{ safety: [...], comfort: [...], multimedia: [...] }`) get
 * the catalogue's items, read from that text by `equipmentFromText`, in one statement. Returns how many.
 */
export async function structureEquipment(db: Db): Promise<number> {
  const result = (await db.execute(
    sql`select id, equipment from versions where not (equipment ? 'items')`,
  )) as unknown as { rows: { id: number; equipment: unknown }[] };
  if (result.rows.length === 0) return 0;
  const converted = result.rows.map((row) => ({
    id: row.id,
    equipment: equipmentFromText(textsOf(row.equipment)),
  }));
  await db.execute(sql`
    update versions set equipment = c.equipment
    from jsonb_to_recordset(${JSON.stringify(converted)}::jsonb) as c(id integer, equipment jsonb)
    where versions.id = c.id`);
  return converted.length;
}

/** Every text of the former shape's lists, in order. */
function textsOf(stored: unknown): string[] {
  const value: unknown = typeof stored === "string" ? JSON.parse(stored) : stored;
  if (typeof value !== "object" || value === null) return [];
  return Object.values(value)
    .flat()
    .filter((text): text is string => typeof text === "string");
}
