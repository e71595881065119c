import type { LeadEvent } from "../../lib/lead-event.ts";
import type { Db } from "../tables.ts";

/* A lead's history: what staff did with it, who and when. */

/** A member of staff who did something in the inbox. */
export interface Actor {
  id: string;
  email: string;
}

/** Who changed a lead: a member of staff, or someone without an account named in words. */
export type LeadActor = Actor | { id: null; email: string };

/** One entry of a lead's history, as it is written. */
export type NewLeadEvent = Pick<
  LeadEvent,
  "createdAt" | "kind" | "fromStatus" | "toStatus" | "body"
>;

export async function insertLeadEvent(
  db: Db,
  leadId: number,
  actor: LeadActor,
  event: NewLeadEvent,
): Promise<void> {
  await db
    .insertInto("lead_events")
    .values({
      lead_id: leadId,
      created_at: event.createdAt,
      actor_id: actor.id,
      actor_email: actor.email,
      kind: event.kind,
      from_status: event.fromStatus,
      to_status: event.toStatus,
      body: event.body,
    })
    .execute();
}

/** What staff did with a lead, oldest first. */
export async function findLeadEvents(db: Db, leadId: number): Promise<LeadEvent[]> {
  const rows = await db
    .selectFrom("lead_events")
    .select(["id", "created_at", "actor_email", "kind", "from_status", "to_status", "body"])
    .where("lead_id", "=", leadId)
    .orderBy("id")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    createdAt: row.created_at,
    actorEmail: row.actor_email,
    kind: row.kind,
    fromStatus: row.from_status,
    toStatus: row.to_status,
    body: row.body,
  }));
}

/** The kind of a failed email of the lead, or undefined when it is not one. */
export async function findFailedLeadMessage(
  db: Db,
  leadId: number,
  messageId: number,
): Promise<{ kind: string } | undefined> {
  return db
    .selectFrom("outbox")
    .select("kind")
    .where("id", "=", messageId)
    .where("lead_id", "=", leadId)
    .where("state", "=", "failed")
    .executeTakeFirst();
}
