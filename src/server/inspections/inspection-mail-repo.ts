import { sql } from "kysely";
import type { Db } from "../tables.ts";

/**
 * How many inspection emails to the homeowner were queued after `since` for the leads whose
 * bookings carry the mailbox key `contactEmail` (bookings.contact_email, lib/contact-keys.ts):
 * "dana+1@" and "dana+2@" count together. The kind is a literal, like the receipts' count.
 */
export async function countInspectionEmailsTo(
  db: Db,
  contactEmail: string,
  since: string,
): Promise<number> {
  const { count } = await db
    .selectFrom("outbox")
    .select((eb) => eb.fn.countAll().as("count"))
    .where("kind", "=", sql.lit("inspection"))
    .where("created_at", ">", since)
    .where("lead_id", "in", (eb) =>
      eb.selectFrom("bookings").select("lead_id").where("contact_email", "=", contactEmail),
    )
    .executeTakeFirstOrThrow();
  return Number(count);
}
