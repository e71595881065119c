import { sql } from "kysely";
import { toLead, type StoredLead } from "../leads/lead-repo.ts";
import type { Db } from "../tables.ts";

/**
 * The phone column with its punctuation gone, e.g. "(502) 555-0199" → "5025550199", in SQL
 * both engines run (there is no portable regular expression replace).
 */
const phoneDigits = sql<string>`replace(replace(replace(replace(replace(replace(phone, ' ', ''), '(', ''), ')', ''), '-', ''), '.', ''), '+', '')`;

/**
 * Every lead a client sent from an email address (any letter case) or a phone number
 * (`digits`, e.g. "5025550199"; also found stored with a leading country code 1),
 * oldest first.
 */
export async function leadsOfContact(
  db: Db,
  contact: { email: string } | { digits: string },
): Promise<StoredLead[]> {
  const rows = await db
    .selectFrom("leads")
    .selectAll()
    .where((eb) =>
      "email" in contact
        ? eb(eb.fn("lower", ["email"]), "=", contact.email.toLowerCase())
        : eb(phoneDigits, "in", [contact.digits, `1${contact.digits}`]),
    )
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  return rows.map(toLead);
}

/** A lead's photos with their JPEG bytes, oldest first, for a copy of the client's data. */
export async function photoFilesOfLead(
  db: Db,
  leadId: number,
): Promise<Array<{ publicId: string; fileName: string; data: Uint8Array }>> {
  const rows = await db
    .selectFrom("lead_photos")
    .select(["public_id", "file_name", "data"])
    .where("lead_id", "=", leadId)
    .orderBy("id")
    .execute();
  return rows.map((row) => ({ publicId: row.public_id, fileName: row.file_name, data: row.data }));
}
