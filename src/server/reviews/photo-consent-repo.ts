import { engineOf } from "../db/dialects.ts";
import type { Db } from "../tables.ts";

/* The homeowner's consent to show the finished roof, given and withdrawn. */

/** Records consent under the current wording; given again after a withdrawal, it stands again. */
export async function recordConsent(
  db: Db,
  leadId: number,
  consent: { version: string; clientAddress: string },
  now: string,
): Promise<void> {
  await db
    .insertInto("photo_consents")
    .values({
      lead_id: leadId,
      wording_version: consent.version,
      given_at: now,
      client_address: consent.clientAddress,
      withdrawn_at: null,
    })
    .onConflict((conflict) =>
      conflict.column("lead_id").doUpdateSet({
        wording_version: consent.version,
        given_at: now,
        client_address: consent.clientAddress,
        withdrawn_at: null,
      }),
    )
    .execute();
}

/** Withdraws a consent that stands; true when there was one to withdraw. */
export async function withdrawConsent(db: Db, leadId: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable("photo_consents")
    .set({ withdrawn_at: now })
    .where("lead_id", "=", leadId)
    .where("withdrawn_at", "is", null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Where a lead's consent to show its roof stands. */
export interface PhotoConsent {
  version: string;
  givenAt: string;
  withdrawnAt: string | null;
}

/**
 * A lead's consent. With `lock` (in a transaction), Postgres locks its row until the
 * transaction ends, so a withdrawal on another instance waits for it and then sees what it
 * did (a project it published); SQLite has one writer at a time already.
 */
export async function consentOfLead(
  db: Db,
  leadId: number,
  { lock = false } = {},
): Promise<PhotoConsent | undefined> {
  const query = db
    .selectFrom("photo_consents")
    .select(["wording_version", "given_at", "withdrawn_at"])
    .where("lead_id", "=", leadId);
  const row = await (
    lock && engineOf(db) === "postgres" ? query.forUpdate() : query
  ).executeTakeFirst();
  return (
    row && { version: row.wording_version, givenAt: row.given_at, withdrawnAt: row.withdrawn_at }
  );
}
