import type { Db, ErasureReason } from "./schema.ts";

export type { ErasureReason } from "./schema.ts";

/**
 * Every table whose rows belong to one lead through its `lead_id`, in the order they are
 * deleted (children of children first). A table that attaches something new to a lead
 * (bookings, estimates) is one line here, and erasing a lead then removes its rows too.
 * Outbox attachments have no lead_id: `eraseLead` deletes them first, through the
 * outbox rows and photos they point at.
 */
export const LEAD_OWNED_TABLES = [
  "photo_links",
  "deliveries",
  "lead_events",
  "outbox",
  "lead_photos",
] as const;

/**
 * Deletes a lead and every row attached to it; run it in a transaction. Returns false when
 * the lead was not there any more (another instance erased it first), and then changes
 * nothing of its own.
 */
export async function eraseLead(trx: Db, leadId: number): Promise<boolean> {
  await trx
    .deleteFrom("outbox_attachments")
    .where((eb) =>
      eb.or([
        eb("outbox_id", "in", eb.selectFrom("outbox").select("id").where("lead_id", "=", leadId)),
        eb(
          "lead_photo_id",
          "in",
          eb.selectFrom("lead_photos").select("id").where("lead_id", "=", leadId),
        ),
      ]),
    )
    .execute();
  for (const table of LEAD_OWNED_TABLES)
    await trx.deleteFrom(table).where("lead_id", "=", leadId).execute();
  const erased = await trx.deleteFrom("leads").where("id", "=", leadId).executeTakeFirst();
  return erased.numDeletedRows > 0n;
}

export interface Erasure {
  reference: string;
  erasedAt: string;
  reason: ErasureReason;
  /** The staff account's email; "" for the retention rule */
  actorEmail: string;
}

export async function recordErasure(
  trx: Db,
  erasure: Erasure & { actorId: string | null },
): Promise<void> {
  await trx
    .insertInto("lead_erasures")
    .values({
      reference: erasure.reference,
      erased_at: erasure.erasedAt,
      reason: erasure.reason,
      actor_id: erasure.actorId,
      actor_email: erasure.actorEmail,
    })
    .execute();
}

/** The latest erasures, newest first, for the staff page. */
export async function recentErasures(db: Db, limit: number): Promise<Erasure[]> {
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
