import type { Expression, ExpressionBuilder, Selectable, SqlBool } from "kysely";
import { engineOf } from "./dialects.ts";
import type { DatabaseSchema, Db } from "./schema.ts";

/** The tables of work items sent one at a time under a lease: both have id, state, next_attempt_at and lease_until. */
export type LeasedTable = "outbox" | "deliveries";

/**
 * Which of a table's rows wait to be tried, whatever their time: the table's own rule
 * (the outbox keeps retrying only failed office notifications; deliveries retry every
 * failed one and never a stopped one).
 */
export type Waiting<T extends LeasedTable> = (
  eb: ExpressionBuilder<DatabaseSchema, T>,
) => Expression<SqlBool>;

// The queries below are written once for both tables. Kysely cannot check columns of a
// table named by a type parameter, so they are typed against the outbox, whose id, state,
// next_attempt_at and lease_until the deliveries table has with the same types.
type AnyWaiting = Waiting<"outbox">;

const claimable =
  (waiting: AnyWaiting, now: string) => (eb: ExpressionBuilder<DatabaseSchema, "outbox">) =>
    eb.or([
      eb.and([waiting(eb), eb("next_attempt_at", "<=", now)]),
      // Its sender's lease ran out: that process was killed mid-send, or could not
      // record the send.
      eb.and([eb("state", "=", "sending"), eb("lease_until", "<", now)]),
    ]);

/**
 * Claims the oldest item of `table` that is waiting and due, or whose lease ran out, for
 * one send: it becomes `sending` until `leaseUntil`, and no other drain, in this process or
 * another instance on the same database, can claim it before then. The UPDATE re-checks
 * the condition, so of two drains racing for one item exactly one gets it. Rows matching
 * `skip` are left for later (deliveries skip the endpoints this process is sending to).
 */
export async function claimNext<T extends LeasedTable>(
  db: Db,
  table: T,
  waiting: Waiting<T>,
  now: string,
  leaseUntil: string,
  skip?: Waiting<T>,
): Promise<Selectable<DatabaseSchema[T]> | undefined> {
  const name = table as "outbox";
  const claims = claimable(waiting as unknown as AnyWaiting, now);
  const skipped = skip as unknown as AnyWaiting | undefined;
  const condition = (eb: ExpressionBuilder<DatabaseSchema, "outbox">) =>
    skipped ? eb.and([claims(eb), eb.not(skipped(eb))]) : claims(eb);
  const oldest = db
    .selectFrom(name)
    .select("id")
    .where(condition)
    .orderBy("next_attempt_at")
    .orderBy("id")
    .limit(1);
  // Postgres: lock the row, skipping rows other instances are claiming, so racing drains
  // each take a different item instead of queueing on one. SQLite has one writer at a
  // time, and FOR UPDATE does not exist there.
  const target = engineOf(db) === "postgres" ? oldest.forUpdate().skipLocked() : oldest;
  const row = await db
    .updateTable(name)
    .set({ state: "sending", lease_until: leaseUntil })
    .where("id", "=", target)
    .where(condition)
    .returningAll()
    .executeTakeFirst();
  return row as Selectable<DatabaseSchema[T]> | undefined;
}

/**
 * Makes every waiting item of `table` due now; returns how many. Run at start-up: a
 * restart usually follows a fix, so waiting out the old backoff would only delay them.
 * Items another drain holds keep their lease.
 */
export async function makeWaitingDue<T extends LeasedTable>(
  db: Db,
  table: T,
  waiting: Waiting<T>,
  now: string,
): Promise<number> {
  const result = await db
    .updateTable(table as "outbox")
    .set({ next_attempt_at: now })
    .where(waiting as unknown as AnyWaiting)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Moves the lease of an item still being sent from `heldUntil`, the lease its sender holds,
 * to `leaseUntil`: the sender's heartbeat, so a lease can be short and still cover a slow
 * send. False when the item is no longer this sender's (its lease ran out and another
 * process claimed it), so a late sender never extends the new owner's lease.
 */
export async function renewLease(
  db: Db,
  table: LeasedTable,
  id: number,
  heldUntil: string,
  leaseUntil: string,
): Promise<boolean> {
  const result = await db
    .updateTable(table as "outbox")
    .set({ lease_until: leaseUntil })
    .where("id", "=", id)
    .where("state", "=", "sending")
    .where("lease_until", "=", heldUntil)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
