import { sql } from "kysely";
import { toLead, type StoredLead } from "../leads/lead-repo.ts";
import { escapeLike } from "../db/like-pattern.ts";
import type { Db } from "../tables.ts";

/**
 * The phone column with its punctuation gone, e.g. "(502) 555-0199" → "5025550199", in SQL
 * both engines run (there is no portable regular expression replace).
 */
const phoneDigits = sql<string>`replace(replace(replace(replace(replace(replace(phone, ' ', ''), '(', ''), ')', ''), '-', ''), '.', ''), '+', '')`;

/**
 * The leads that may be a client's, oldest first, for a contact key to be compared with
 * (privacy/client-copy.ts): by email, those at one of `domains` (any letter case) whose
 * address begins with `initial`; by phone, those whose phone's digits are `digits` (e.g.
 * "5025550199"), also with a leading country code 1.
 */
export async function leadsNearContact(
  db: Db,
  near: { initial: string; domains: string[] } | { digits: string },
): Promise<StoredLead[]> {
  const rows = await db
    .selectFrom("leads")
    .selectAll()
    .where((eb) =>
      "digits" in near
        ? eb(phoneDigits, "in", [near.digits, `1${near.digits}`])
        : eb.or(
            near.domains.map(
              (domain) =>
                sql<boolean>`lower(email) LIKE ${`${escapeLike(near.initial)}%@${escapeLike(domain)}`} ESCAPE '\\'`,
            ),
          ),
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
