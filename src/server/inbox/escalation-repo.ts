import { sql } from "kysely";
import type { Db } from "../tables.ts";

/*
 * The escalation watch's queries. Which status counts as unanswered is the watch's
 * decision (inbox/escalation.ts); these only read and mark.
 */

export interface OverdueLead {
  id: number;
  reference: string;
  name: string;
  phone: string;
  address: string;
  service_type: string;
  created_at: string;
}

/**
 * Urgent leads in one of `statuses`, never contacted nor escalated, created in
 * (createdAfter, createdBy], oldest first, at most 50 at a time.
 */
export function overdueUrgentLeads(db: Db, window: OverdueWindow): Promise<OverdueLead[]> {
  return overdueUrgentLeadsQuery(db, window).execute();
}

interface OverdueWindow {
  statuses: readonly string[];
  createdBy: string;
  createdAfter: string;
}

/** overdueUrgentLeads' query, which the partial index leads_escalation_due serves. */
export const overdueUrgentLeadsQuery = (db: Db, window: OverdueWindow) =>
  db
    .selectFrom("leads")
    .select(["id", "reference", "name", "phone", "address", "service_type", "created_at"])
    // Literals, as the partial index leads_escalation_due is written (leads/lead-migrations.ts, 0010).
    .where("urgent", "=", sql.lit(1))
    .where("status", "in", window.statuses)
    .where("first_contacted_at", "is", null)
    .where("escalated_at", "is", null)
    .where("created_at", "<=", window.createdBy)
    .where("created_at", ">", window.createdAfter)
    .orderBy("created_at")
    .limit(50);

/**
 * Marks a lead escalated at `at` if it still is in one of `statuses`, uncontacted and not
 * escalated: a conditional update, so of several instances exactly one wins. Returns
 * whether this call marked it.
 */
export async function markEscalated(
  db: Db,
  leadId: number,
  statuses: readonly string[],
  at: string,
): Promise<boolean> {
  const marked = await db
    .updateTable("leads")
    .set({ escalated_at: at })
    .where("id", "=", leadId)
    .where("escalated_at", "is", null)
    .where("first_contacted_at", "is", null)
    .where("status", "in", statuses)
    .executeTakeFirst();
  return marked.numUpdatedRows === 1n;
}
