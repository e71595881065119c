import { isWaiting, statusAfterCall } from "../../lib/lead-statuses.ts";
import type { Db } from "../tables.ts";
import { findLeadByReference } from "../leads/lead-repo.ts";
import { addLeadNote, changeLeadStatus, type Actor } from "./lead-updates.ts";
import { recordFirstContact } from "./response-time-repo.ts";

/**
 * The lead page's one-tap "called": a new lead becomes "contacted" (which stores the
 * first contact time); a lead already further along keeps its status, gets its first
 * contact time if it had none, and a note saying who called. Returns false when there is
 * no such lead.
 */
export async function markCalled(
  db: Db,
  reference: string,
  actor: Actor,
  now: string,
): Promise<boolean> {
  const lead = await findLeadByReference(db, reference);
  if (!lead) return false;
  if (
    isWaiting(lead.status) &&
    (await changeLeadStatus(db, reference, statusAfterCall, actor, now)) === "changed"
  )
    return true;
  await recordFirstContact(db, lead.id, now);
  return (await addLeadNote(db, reference, "Called the customer.", actor, now)) === "added";
}
