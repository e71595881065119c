import type { Db } from "../tables.ts";
import type { EraseReason } from "./privacy-tables.ts";

export type { EraseReason } from "./privacy-tables.ts";

/**
 * The tables whose rows belong to one lead through its `lead_id`, deleted with it. A
 * table that attaches something new to a lead (bookings, estimates) is one line here.
 * The drains' tables and the outbox attachments are deleted first, by `eraseLeadRows`.
 */
export const LEAD_OWNED_TABLES = [
  "photo_links",
  "lead_events",
  "lead_photos",
  "bookings",
  "review_requests",
  "review_tokens",
  "review_feedback",
  "photo_consents",
  // A project's photos before the project they belong to
  "project_photos",
  "projects",
  // A proposal's rows before its versions, its versions before the proposal
  "proposal_events",
  "proposal_deposit_payments",
  "proposal_documents",
  "proposal_signatures",
  "proposal_signers",
  "proposal_access_codes",
  "proposal_tokens",
  "proposal_versions",
  "proposals",
] as const;

/** The tables a drain sends from: a row being sent is not deleted under its sender. */
const SENT_BY_DRAINS = ["outbox", "deliveries"] as const;

/** An email or delivery of the lead is being sent: erasing it is rolled back. */
export class LeadBusy extends Error {
  override name = "LeadBusy";
}

/**
 * Deletes a lead and every row attached to it; run it in a transaction. Returns its emails
 * deleted, or null when the lead was not there any more (another instance erased it first). Throws LeadBusy,
 * which rolls the transaction back, when one of its emails or deliveries is being sent:
 * its sender records the answer by the row's id, and on SQLite a deleted last row's id is
 * given to the next row, so the answer would land on another lead's message.
 */
export async function eraseLeadRows(trx: Db, leadId: number): Promise<ErasedMessage[] | null> {
  const idle = (table: (typeof SENT_BY_DRAINS)[number]) =>
    trx
      .selectFrom(table)
      .select("id")
      .where("lead_id", "=", leadId)
      .where("state", "<>", "sending");
  const photos = trx.selectFrom("lead_photos").select("id").where("lead_id", "=", leadId);
  await trx
    .deleteFrom("outbox_attachments")
    .where((eb) =>
      eb.or([eb("outbox_id", "in", idle("outbox")), eb("lead_photo_id", "in", photos)]),
    )
    .execute();
  // The state is checked on the row itself, so on Postgres a row a drain claims meanwhile
  // is re-read after the claim commits, and kept.
  const messages = await trx
    .deleteFrom("outbox")
    .where("lead_id", "=", leadId)
    .where("state", "<>", "sending")
    .returning(["id", "kind", "message_id as messageId"])
    .execute();
  await trx
    .deleteFrom("deliveries")
    .where("lead_id", "=", leadId)
    .where("state", "<>", "sending")
    .execute();
  for (const table of SENT_BY_DRAINS) {
    const sending = await trx
      .selectFrom(table)
      .select("id")
      .where("lead_id", "=", leadId)
      .executeTakeFirst();
    if (sending) throw new LeadBusy(`lead ${leadId} has a ${table} row being sent`);
  }
  for (const table of LEAD_OWNED_TABLES)
    await trx.deleteFrom(table).where("lead_id", "=", leadId).execute();
  const erased = await trx.deleteFrom("leads").where("id", "=", leadId).executeTakeFirst();
  return erased.numDeletedRows > 0n ? messages : null;
}

/** An erased lead's email, for removing a copy kept outside the database (mail/transport.ts). */
export interface ErasedMessage {
  id: number;
  kind: string;
  messageId: string;
}

export interface ErasedLead {
  reference: string;
  erasedAt: string;
  reason: EraseReason;
  /** The staff account's email; "" for the retention rule */
  actorEmail: string;
}

export async function recordErased(
  trx: Db,
  erased: ErasedLead & { actorId: string | null },
): Promise<void> {
  await trx
    .insertInto("lead_erasures")
    .values({
      reference: erased.reference,
      erased_at: erased.erasedAt,
      reason: erased.reason,
      actor_id: erased.actorId,
      actor_email: erased.actorEmail,
    })
    .execute();
}

/** The latest erasedLeads, newest first, for the staff page. */
export async function recentlyErased(db: Db, limit: number): Promise<ErasedLead[]> {
  const rows = await db
    .selectFrom("lead_erasures")
    .select(["reference", "erased_at", "reason", "actor_email"])
    .orderBy("erased_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    reference: row.reference,
    erasedAt: row.erased_at,
    reason: row.reason,
    actorEmail: row.actor_email,
  }));
}

/** Up to `limit` leads that arrived before `cutoff` (ISO), oldest first: the retention rule's. */
export async function leadsCreatedBefore(
  db: Db,
  cutoff: string,
  limit: number,
): Promise<Array<{ id: number; reference: string }>> {
  return db
    .selectFrom("leads")
    .select(["id", "reference"])
    .where("created_at", "<", cutoff)
    .orderBy("created_at")
    .limit(limit)
    .execute();
}
