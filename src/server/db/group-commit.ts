import { sql, type Kysely, type Transaction } from "kysely";

/** Work on whichever tables: a batch only begins, savepoints and commits, whatever the schema. */
type Work<T> = (trx: Transaction<unknown>) => Promise<T>;

interface Member {
  work: Work<unknown>;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

/** What one member's work came to, told to its caller once the batch's commit is known. */
type Settled = { member: Member } & ({ ok: true; value: unknown } | { ok: false; error: unknown });

/**
 * At most this many transactions share one commit, so a read waiting behind a batch waits
 * for a bounded number of them.
 */
const MOST_PER_COMMIT = 16;

/**
 * Group commit for SQLite: transactions that queue while one is running share its commit.
 *
 * SQLite writes one transaction at a time, and a durable commit (WAL, synchronous FULL)
 * writes every page the transaction changed and waits for the disk. Under load most of
 * those pages are the same from one quote to the next (the leaf pages of the leads and
 * outbox tables and their indexes), so committing ten quotes at once writes little more
 * than committing one, and syncs once. Measured with `npm run bench:quote`.
 *
 * A transaction on node:sqlite runs start to finish without another request getting in,
 * so a batch waits one turn of the event loop before its COMMIT: the requests in flight
 * meanwhile reach their transactions and join it. An idle server's lone transaction pays
 * that one turn.
 *
 * Each member runs inside a savepoint: a member whose work throws rolls back to it, and
 * its caller gets its error while the others go on. A member's promise settles only after
 * the batch's COMMIT: when it resolves, its writes are on disk. When the commit fails, or
 * SQLite itself rolls the whole transaction back under a member (a full disk, an I/O
 * error), every member of the batch is told so, with that error, and nothing of theirs is
 * stored. Members run one after the other on the one connection, exactly as they queued,
 * so each sees the ones before it just as separate transactions would.
 *
 * Written here because Kysely, node:sqlite and SQLite itself offer no group commit: SQLite
 * leaves batching to the application.
 */
class GroupCommit {
  readonly #db: Kysely<unknown>;
  readonly #queue: Member[] = [];
  #draining = false;

  constructor(db: Kysely<unknown>) {
    this.#db = db;
  }

  /** Runs `work` atomically; resolves once its writes are committed. */
  run<T>(work: Work<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.#queue.push({ work, resolve: resolve as (value: unknown) => void, reject });
      if (!this.#draining) void this.#drain();
    });
  }

  async #drain(): Promise<void> {
    this.#draining = true;
    try {
      while (this.#queue.length > 0) await this.#commitBatch();
    } finally {
      this.#draining = false;
    }
  }

  /** One transaction: the members queued now and those that queue while it runs. */
  async #commitBatch(): Promise<void> {
    const batch: Settled[] = [];
    let running: Member | undefined;
    let begun = false;
    /** What ended the batch inside the transaction: Kysely's failed ROLLBACK would hide it */
    let cause: unknown;
    try {
      await this.#db.transaction().execute(async (trx) => {
        begun = true;
        try {
          for (;;) {
            while (this.#queue.length > 0 && batch.length < MOST_PER_COMMIT) {
              running = this.#queue.shift()!;
              batch.push(await runMember(trx, running));
              running = undefined;
            }
            if (batch.length >= MOST_PER_COMMIT) return;
            // Requests already in flight get one turn of the event loop to join this commit.
            await new Promise((resolve) => setImmediate(resolve));
            if (this.#queue.length === 0) return;
          }
        } catch (error) {
          cause = error;
          throw error;
        }
      });
    } catch (error) {
      if (!begun) {
        // No transaction began (another process held the write lock past the wait, the
        // database is closed): every caller waiting hears so, as each would have on its
        // own, rather than the queue retrying at once and for ever.
        for (const member of this.#queue.splice(0)) member.reject(error);
        return;
      }
      // The commit failed, or SQLite rolled the whole transaction back under a member (a
      // full disk): nothing of the batch is stored, and every member is told so.
      const failure = cause ?? error;
      for (const settled of batch) settled.member.reject(settled.ok ? failure : settled.error);
      running?.reject(failure);
      return;
    }
    for (const settled of batch) {
      if (settled.ok) settled.member.resolve(settled.value);
      else settled.member.reject(settled.error);
    }
  }
}

/** Runs one member's work in a savepoint, undoing its writes alone when it throws. */
async function runMember(trx: Transaction<unknown>, member: Member): Promise<Settled> {
  await sql`savepoint member`.execute(trx);
  try {
    const value = await member.work(trx);
    await sql`release member`.execute(trx);
    return { member, ok: true, value };
  } catch (error) {
    try {
      await sql`rollback to member`.execute(trx);
      await sql`release member`.execute(trx);
    } catch (undoFailure) {
      // SQLite already ended the whole transaction (e.g. a full disk): the batch fails
      // as a whole (see #commitBatch), told by this member's own error.
      throw Object.assign(error instanceof Error ? error : new Error(String(error)), {
        undoFailure,
      });
    }
    return { member, ok: false, error };
  }
}

const groups = new WeakMap<Kysely<unknown>, GroupCommit>();

/** Runs `work` in a transaction on SQLite database `db`, sharing a commit with others queued. */
export function inGroupCommit<Schema, T>(
  db: Kysely<Schema>,
  work: (trx: Transaction<Schema>) => Promise<T>,
): Promise<T> {
  const any = db as Kysely<unknown>;
  let group = groups.get(any);
  if (!group) groups.set(any, (group = new GroupCommit(any)));
  return group.run(work as Work<T>);
}
