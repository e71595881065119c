import type { Db } from "../tables.ts";

/* A lead's response times: when it was first contacted and when it was escalated. */

/**
 * Stores `now` as the lead's first contact unless one is stored already; the caller runs
 * it in the transaction that records the status change. Returns whether it was the first.
 */
export async function recordFirstContact(db: Db, leadId: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable("leads")
    .set({ first_contacted_at: now })
    .where("id", "=", leadId)
    .where("first_contacted_at", "is", null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

export interface ResponseTime {
  createdAt: string;
  firstContactedAt: string | null;
  escalatedAt: string | null;
}

/** When a lead was first contacted and escalated, or undefined when there is no such lead. */
export async function responseTimeOf(db: Db, leadId: number): Promise<ResponseTime | undefined> {
  const row = await db
    .selectFrom("leads")
    .select(["created_at", "first_contacted_at", "escalated_at"])
    .where("id", "=", leadId)
    .executeTakeFirst();
  return (
    row && {
      createdAt: row.created_at,
      firstContactedAt: row.first_contacted_at,
      escalatedAt: row.escalated_at,
    }
  );
}
