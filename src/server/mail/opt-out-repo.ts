import { createHash } from "node:crypto";
import { emailKey } from "../../lib/contact-keys.ts";
import type { Db } from "../tables.ts";
import type { MessageKind } from "./outbox-tables.ts";

/**
 * What mail_opt_outs keeps of an address: the SHA-256 of its mailbox key, so "Dana.W@…"
 * and "danaw+roof@…" at Gmail are one person, and the table never holds an address in clear.
 */
export const optOutHash = (address: string) =>
  createHash("sha256").update(emailKey(address)).digest("hex");

/** Records that `address` wants no more mail of `kind`; a second time changes nothing. */
export async function recordOptOut(
  db: Db,
  address: string,
  kind: MessageKind,
  now: string,
): Promise<void> {
  await db
    .insertInto("mail_opt_outs")
    .values({ address_hash: optOutHash(address), kind, created_at: now })
    .onConflict((conflict) => conflict.columns(["address_hash", "kind"]).doNothing())
    .execute();
}

/** Whether any of `addresses` unsubscribed from `kind`. */
export async function anyOptedOut(
  db: Db,
  addresses: readonly string[],
  kind: MessageKind,
): Promise<boolean> {
  if (addresses.length === 0) return false;
  const row = await db
    .selectFrom("mail_opt_outs")
    .select("address_hash")
    .where("kind", "=", kind)
    .where("address_hash", "in", addresses.map(optOutHash))
    .executeTakeFirst();
  return row !== undefined;
}
