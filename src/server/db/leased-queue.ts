import type { Expression, ExpressionBuilder, Selectable, SqlBool } from "kysely";
import { engineOf } from "./dialects.ts";
import type { DatabaseSchema, Db } from "./schema.ts";

/** The tables of work items sent one at a time under a lease: both have id, state, next_attempt_at and lease_until. */
export type LeasedTable = "outbox" | "deliveries";

/** A set of a table's rows, as a condition on them. */
export type Rows<T extends LeasedTable> = (
  eb: ExpressionBuilder<DatabaseSchema, T>,
) => Expression<SqlBool>;

/**
 * Which of a table's rows wait to be tried, whatever their time: the table's own rule
 * (the outbox keeps retrying only failed office notifications; deliveries retry every
 * failed one and never a stopped one). One entry per state, each naming its `state`: the
 * claim finds each entry's oldest items with one seek on the (state, next_attempt_at)
 * index, where a single OR over the states made SQLite gather and sort every due item of
 * a backlog on each claim (11 ms a claim behind 14,000 queued emails).
 */
export type Waiting<T extends LeasedTable> = readonly Rows<T>[];

// The queries below are written once for both tables. Kysely cannot check columns of a
// table named by a type parameter, so they are typed against the outbox, whose id, state,
// next_attempt_at and lease_until the deliveries table has with the same types.
type AnyRows = Rows<"outbox">;

const anyOf =
  (waiting: readonly AnyRows[]): AnyRows =>
  (eb) =>
    eb.or(waiting.map((rows) => rows(eb)));

/** The ways an item can be claimed: one of the waiting states and due, or its lease ran out. */
const claimableBranches = (waiting: readonly AnyRows[], now: string): AnyRows[] => [
  ...waiting.map(
    (rows): AnyRows =>
      (eb) =>
        eb.and([rows(eb), eb("next_attempt_at", "<=", now)]),
  ),
  // Its sender's lease ran out: that process was killed mid-send, or could not record
  // the send.
  (eb) => eb.and([eb("state", "=", "sending"), eb("lease_until", "<", now)]),
];

/**
 * How many of each waiting state's oldest items a claim considers: more than there are
 * drains claiming at once (one per table on each instance), so a drain whose neighbours
 * hold the oldest rows still finds the next one.
 */
const CANDIDATES_PER_BRANCH = 16;

/** Where claimNext looks, and what it takes: the waiting rule, the time, the lease. */
export interface Claim<T extends LeasedTable> {
  waiting: Waiting<T>;
  now: string;
  leaseUntil: string;
  /** Rows left for later (deliveries skip the endpoints this process is sending to) */
  skip?: Rows<T> | undefined;
}

/**
 * Claims the oldest item of `table` that is waiting and due, or whose lease ran out, for
 * one send: it becomes `sending` until `leaseUntil`, and no other drain, in this process or
 * another instance on the same database, can claim it before then. The UPDATE re-checks
 * the condition, so of two drains racing for one item exactly one gets it.
 */
export async function claimNext<T extends LeasedTable>(
  db: Db,
  table: T,
  claim: Claim<T>,
): Promise<Selectable<DatabaseSchema[T]> | undefined> {
  const row = await claimQuery(db, table, claim).executeTakeFirst();
  return row as Selectable<DatabaseSchema[T]> | undefined;
}

/** claimNext's statement, unexecuted, so a test can ask each engine for its plan. */
export function claimQuery<T extends LeasedTable>(db: Db, table: T, claim: Claim<T>) {
  const name = table as "outbox";
  const skipped = claim.skip as unknown as AnyRows | undefined;
  const branches = claimableBranches(claim.waiting as unknown as readonly AnyRows[], claim.now).map(
    (branch): AnyRows => (skipped ? (eb) => eb.and([branch(eb), eb.not(skipped(eb))]) : branch),
  );
  // Each branch's oldest few by a seek on the (state, next_attempt_at) index (a UNION's
  // parts may have ORDER BY and LIMIT only in a sub-select, on SQLite), then the oldest of
  // those. On Postgres that pick is locked, skipping rows other instances are claiming, so
  // racing drains each take a different item instead of queueing on one, and only the row
  // taken is locked. SQLite has one writer at a time and no FOR UPDATE.
  const candidates = branches
    .map((branch) =>
      db
        .selectFrom(
          db
            .selectFrom(name)
            .select("id")
            .where(branch)
            .orderBy("next_attempt_at")
            .orderBy("id")
            .limit(CANDIDATES_PER_BRANCH)
            .as("branch"),
        )
        .selectAll(),
    )
    .reduce((all, next) => all.unionAll(next));
  const oldest = db
    .selectFrom(name)
    .select("id")
    .where("id", "in", candidates)
    .orderBy("next_attempt_at")
    .orderBy("id")
    .limit(1);
  const target = engineOf(db) === "postgres" ? oldest.forUpdate().skipLocked() : oldest;
  return db
    .updateTable(name)
    .set({ state: "sending", lease_until: claim.leaseUntil })
    .where("id", "=", target)
    .where(anyOf(branches))
    .returningAll();
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
    .where(anyOf(waiting as unknown as readonly AnyRows[]))
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
