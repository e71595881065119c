import type { Db } from "../tables.ts";

/** The instant estimate's reports: result pages counted per week, and leads that came with one. */

/** The result pages rendered in each week from `firstWeek` on. */
export async function estimateRendersSince(
  db: Db,
  firstWeek: string,
): Promise<Array<{ week: string; renders: number }>> {
  const rows = await db
    .selectFrom("estimate_renders")
    .select(["week", "renders"])
    .where("week", ">=", firstWeek)
    .execute();
  return rows.map((row) => ({ week: row.week, renders: Number(row.renders) }));
}

/** The arrival time and status of every lead with an estimate created between `from` and `to`. */
export function estimateLeadsBetween(
  db: Db,
  from: string,
  to: string,
): Promise<Array<{ created_at: string; status: string }>> {
  return db
    .selectFrom("leads")
    .select(["created_at", "status"])
    .where("estimate", "is not", null)
    .where("created_at", ">=", from)
    .where("created_at", "<=", to)
    .execute();
}
