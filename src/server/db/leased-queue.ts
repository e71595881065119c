import type { Expression, ExpressionBuilder, Kysely, Selectable, SqlBool } from "kysely";
import type { Defaulted, NullableColumn } from "./column-types.ts";
import { engineOf } from "./dialects.ts";

/** The columns of a table of work items sent one at a time under a lease (the outbox, the deliveries). */
export interface LeasedColumns {
  id: Defaulted<number>;
  state: Defaulted<string>;
  next_attempt_at: string;
  lease_until: NullableColumn<string>;
}

/** The tables of `Schema` that are leased queues: each has the leased columns. */
export type LeasedTable<Schema> = {
  [T in keyof Schema & string]: Schema[T] extends LeasedColumns ? T : never;
}[keyof Schema & string];

/** A set of a table's rows, as a condition on them. */
export type Rows<Schema, T extends LeasedTable<Schema>> = (
  eb: ExpressionBuilder<Schema, T>,
) => Expression<SqlBool>;

/**
 * Which of a table's rows wait to be tried, whatever their time: the table's own rule
 * (the outbox keeps retrying only failed office notifications; deliveries retry every
 * failed one and never a stopped one). One entry per state, each naming its `state`: the
 * claim finds each entry's oldest items with one seek on the (state, next_attempt_at)
 * index, where a single OR over the states made SQLite gather and sort every due item of
 * a backlog on each claim (11 ms a claim behind 14,000 queued emails).
 */
export type Waiting<Schema, T extends LeasedTable<Schema>> = readonly Rows<Schema, T>[];

// The queries below are written once for every leased table. Kysely cannot check columns
// of a table named by a type parameter, so they are typed against one table of the leased
// columns alone, which every leased table has with the same types.
type Queue = { queue: LeasedColumns & { priority: number } };
type AnyRows = (eb: ExpressionBuilder<Queue, "queue">) => Expression<SqlBool>;
const asQueue = <Schema>(db: Kysely<Schema>) => db as unknown as Kysely<Queue>;
/** The leased table's real name, where the types name it "queue". */
const named = (table: string) => table as "queue";

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
export interface Claim<Schema, T extends LeasedTable<Schema>> {
  waiting: Waiting<Schema, T>;
  now: string;
  leaseUntil: string;
  /** Rows left for later (deliveries skip the endpoints this process is sending to) */
  skip?: Rows<Schema, T> | undefined;
  /**
   * The table has an integer `priority` column, the first of its due index after the
   * state: the lowest priority due is taken first, the oldest within it (the outbox).
   */
  byPriority?: boolean;
}

/**
 * Claims the oldest item of `table` that is waiting and due, or whose lease ran out, for
 * one send: it becomes `sending` until `leaseUntil`, and no other drain, in this process or
 * another instance on the same database, can claim it before then. The UPDATE re-checks
 * the condition, so of two drains racing for one item exactly one gets it.
 */
export async function claimNext<Schema, T extends LeasedTable<Schema>>(
  db: Kysely<Schema>,
  table: T,
  claim: Claim<Schema, T>,
): Promise<Selectable<Schema[T]> | undefined> {
  const row = await claimQuery(db, table, claim).executeTakeFirst();
  return row as Selectable<Schema[T]> | undefined;
}

/** claimNext's statement, unexecuted, so a test can ask each engine for its plan. */
export function claimQuery<Schema, T extends LeasedTable<Schema>>(
  kysely: Kysely<Schema>,
  table: T,
  claim: Claim<Schema, T>,
) {
  const db = asQueue(kysely);
  const name = named(table);
  const skipped = claim.skip as unknown as AnyRows | undefined;
  const branches = claimableBranches(claim.waiting as unknown as readonly AnyRows[], claim.now).map(
    (branch): AnyRows => (skipped ? (eb) => eb.and([branch(eb), eb.not(skipped(eb))]) : branch),
  );
  // Each branch's oldest few by a seek on the (state, next_attempt_at) index (a UNION's
  // parts may have ORDER BY and LIMIT only in a sub-select, on SQLite), then the oldest of
  // those. On Postgres that pick is locked, skipping rows other instances are claiming, so
  // racing drains each take a different item instead of queueing on one, and only the row
  // taken is locked. SQLite has one writer at a time and no FOR UPDATE.
  const byPriority = claim.byPriority === true;
  const candidates = branches
    .map((branch) =>
      db
        .selectFrom(
          db
            .selectFrom(name)
            .select("id")
            .where(branch)
            .$if(byPriority, (query) => query.orderBy("priority"))
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
    .$if(byPriority, (query) => query.orderBy("priority"))
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
export async function makeWaitingDue<Schema, T extends LeasedTable<Schema>>(
  db: Kysely<Schema>,
  table: T,
  waiting: Waiting<Schema, T>,
  now: string,
): Promise<number> {
  const result = await asQueue(db)
    .updateTable(named(table))
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
export async function renewLease<Schema>(
  db: Kysely<Schema>,
  table: LeasedTable<Schema>,
  id: number,
  heldUntil: string,
  leaseUntil: string,
): Promise<boolean> {
  const result = await asQueue(db)
    .updateTable(named(table))
    .set({ lease_until: leaseUntil })
    .where("id", "=", id)
    .where("state", "=", "sending")
    .where("lease_until", "=", heldUntil)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
