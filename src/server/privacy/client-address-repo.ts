import type { Db } from "../tables.ts";

/**
 * Erases every client address recorded before `cutoff` (ISO): blanked on the leads and
 * on the consents to show a finished roof (reviews/),
 * deleted with the limit counters whose keys carry it (quote and photo limits, the
 * sign-in throttle, better-auth's request counters), and blanked, with the browser's
 * name, on staff sessions (better-auth records both when a session starts). Each statement only touches rows
 * still holding an old address, so instances running it at once, or a run repeated,
 * change nothing twice. Returns how many leads it blanked.
 */
export async function eraseClientAddressesBefore(db: Db, cutoff: string): Promise<number> {
  const blanked = await db
    .updateTable("leads")
    .set({ client_address: "" })
    .where("created_at", "<", cutoff)
    .where("client_address", "<>", "")
    .executeTakeFirst();
  await db
    .updateTable("photo_consents")
    .set({ client_address: "" })
    .where("given_at", "<", cutoff)
    .where("client_address", "<>", "")
    .execute();
  await db.deleteFrom("rate_events").where("at", "<", cutoff).execute();
  await db.deleteFrom("rate_slots").where("free_at", "<", cutoff).execute();
  await db.deleteFrom("upload_bytes").where("at", "<", cutoff).execute();
  await db.deleteFrom("rateLimit").where("lastRequest", "<", Date.parse(cutoff)).execute();
  await db
    .updateTable("session")
    .set({ ipAddress: null, userAgent: null })
    .where("createdAt", "<", cutoff)
    .where((eb) => eb.or([eb("ipAddress", "is not", null), eb("userAgent", "is not", null)]))
    .execute();
  return Number(blanked.numUpdatedRows);
}
