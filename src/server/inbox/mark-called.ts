import { addLeadNote, changeLeadStatus, type Actor } from "../db/lead-admin-repo.ts";
import type { Db } from "../db/schema.ts";
import { recordFirstContact } from "./response-times.ts";

/**
 * The lead page's one-tap "called": a new lead becomes "contacted" (which stores the
 * first contact time); a lead already further along keeps its status, gets its first
 * contact time if it had none, and a note saying who called. Returns false when there is
 * no such lead.
 */
export async function markCalled(db: Db, leadId: number, actor: Actor, now: string) {
  const lead = await db
    .selectFrom("leads")
    .select("status")
    .where("id", "=", leadId)
    .executeTakeFirst();
  if (!lead) return false;
  if (lead.status === "new" && (await changeLeadStatus(db, leadId, "contacted", actor, now)))
    return true;
  await recordFirstContact(db, leadId, now);
  return addLeadNote(db, leadId, "Called the customer.", actor, now);
}
