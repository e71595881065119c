import type { BlockedTime, BookingRules } from "../../config/booking-types.ts";
import type { Db } from "../tables.ts";

/* The office's rules for booking (one row of JSON) and its blocked days and windows. */

/** The office's stored rules, or undefined while the config defaults apply. */
export async function storedRules(db: Db): Promise<BookingRules | undefined> {
  const row = await db
    .selectFrom("booking_rules")
    .select("rules")
    .where("id", "=", 1)
    .executeTakeFirst();
  return row && (JSON.parse(row.rules) as BookingRules);
}

export async function saveRules(db: Db, rules: BookingRules, now: string): Promise<void> {
  const values = { id: 1, rules: JSON.stringify(rules), updated_at: now };
  await db
    .insertInto("booking_rules")
    .values(values)
    .onConflict((conflict) =>
      conflict.column("id").doUpdateSet({ rules: values.rules, updated_at: now }),
    )
    .execute();
}

/** Blocked days and windows from `fromDay` on. */
export async function blockedFrom(db: Db, fromDay: string): Promise<BlockedTime[]> {
  const rows = await db
    .selectFrom("booking_blocks")
    .select(["day", "window_start"])
    .where("day", ">=", fromDay)
    .orderBy("day")
    .orderBy("window_start")
    .execute();
  return rows.map((row) => ({ day: row.day, start: row.window_start || null }));
}

export async function addBlock(db: Db, block: BlockedTime, now: string): Promise<void> {
  await db
    .insertInto("booking_blocks")
    .values({ day: block.day, window_start: block.start ?? "", created_at: now })
    .onConflict((conflict) => conflict.columns(["day", "window_start"]).doNothing())
    .execute();
}

export async function removeBlock(db: Db, block: BlockedTime): Promise<void> {
  await db
    .deleteFrom("booking_blocks")
    .where("day", "=", block.day)
    .where("window_start", "=", block.start ?? "")
    .execute();
}
