import type { Logger } from "../log.ts";

/** A drain of a leased queue (the email outbox, the deliveries). */
export interface LeasedDrain {
  /** Look for work now (called right after an item is queued). */
  wake(): void;
  /** Stops claiming; resolves once every item in flight is recorded. */
  stop(): Promise<void>;
}

/**
 * What one queue plugs into the drain: how it claims, sends and records an item, and
 * which lane an item goes in. Items of one lane go one at a time; lanes run side by side.
 */
export interface LeasedWork<Item, Answer> {
  /** The prefix of the drain's log events: `<event>.resumed`, `<event>.error`. */
  event: string;
  /** Makes every waiting item due now (at start-up); returns how many. */
  makeDue(now: string): Promise<number>;
  /**
   * Claims the oldest due item until `leaseUntil` whose lane is not in `busyLanes`, or
   * none: a lane this process is already sending in is not given a second item.
   */
  claim(now: string, leaseUntil: string, busyLanes: string[]): Promise<Item | undefined>;
  /** The item's lane, e.g. its endpoint; one lane for the whole queue when not given. */
  laneOf?(item: Item): string;
  /**
   * Moves the lease of an item still being sent from `heldUntil` to `leaseUntil`; false
   * when another process has taken the item over.
   */
  renewLease(item: Item, heldUntil: string, leaseUntil: string): Promise<boolean>;
  /** Sends the item; a failure the queue retries is an answer, not a throw. */
  send(item: Item): Promise<Answer>;
  /** Records the answer on the item it still holds. */
  record(item: Item, answer: Answer): Promise<void>;
  /**
   * A claim, send or record threw. Return true to stop the drain (the queue logs why);
   * otherwise the error is logged as `<event>.error` and the drain goes on, leaving the
   * item's lease to run out.
   */
  stopsOn?(error: unknown): boolean;
}

export interface LeasedDrainOptions {
  /** How often to look for due items when nothing wakes the drain (1 s when not given). */
  pollMs?: number | undefined;
  /**
   * How long a claim holds an item without news from its sender. The drain renews it
   * every third of this while the send runs, so a slow send keeps its item, and an item
   * whose process died is taken over this long after its last renewal.
   */
  leaseMs: number;
  /** Lanes sent in at once (1 when not given: one item at a time). */
  lanes?: number | undefined;
}

/** A lease's length when the queue gives none: renewed every 10 s while a send runs. */
export const DEFAULT_LEASE_MS = 30_000;

export const messageOf = (error: unknown) =>
  error instanceof Error ? error.message : String(error);

/**
 * Runs a leased queue in this process: makes waiting items due, then claims, sends and
 * records items, at most one per lane and `lanes` at once, waiting `pollMs` (or a wake)
 * when nothing is due. Each item is claimed with a lease first, so instances on one
 * database never send it both, and one killed mid-send leaves it to be taken over once
 * the lease, no longer renewed, runs out.
 *
 * The bound is on claims, not on sends: a concurrency limiter such as p-limit would queue
 * sends of items already claimed, holding their leases while they wait, so the loop
 * claims only when a lane is free and counts the lanes in flight itself.
 */
export function startLeasedDrain<Item, Answer>(
  work: LeasedWork<Item, Answer>,
  log: Logger,
  options: LeasedDrainOptions,
): LeasedDrain {
  const pollMs = options.pollMs ?? 1000;
  const lanes = options.lanes ?? 1;
  const laneOf = work.laneOf ?? (() => "");
  /** The lanes sending now, each with the send that ends it. */
  const inFlight = new Map<string, Promise<void>>();
  let stopped = false;
  let wakeUp: (() => void) | undefined;

  /** Waits for `pollMs`, a wake, or (while lanes are full) the end of a send. */
  const idle = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wakeUp = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  const fail = (error: unknown) => {
    if (work.stopsOn?.(error)) stopped = true;
    else log.error(`${work.event}.error`, { error: messageOf(error) });
  };

  async function resume() {
    try {
      const resumed = await work.makeDue(new Date().toISOString());
      if (resumed > 0) log.info(`${work.event}.resumed`, { pending: resumed });
    } catch (error) {
      log.error(`${work.event}.error`, { error: messageOf(error) });
    }
  }

  /**
   * Sends and records one claimed item, renewing the lease it holds (`leaseUntil`) until
   * the answer is recorded. One renewal at a time, each from the lease the last one set.
   */
  async function deliver(item: Item, leaseUntil: string) {
    let held = leaseUntil;
    let renewing = false;
    const renewal = setInterval(() => {
      if (renewing) return;
      renewing = true;
      const next = new Date(Date.now() + options.leaseMs).toISOString();
      work
        .renewLease(item, held, next)
        .then((kept) => {
          if (kept) held = next;
          else {
            clearInterval(renewal);
            log.warn(`${work.event}.lease_lost`, { lane: laneOf(item) });
          }
        })
        .catch((error: unknown) => fail(error))
        .finally(() => (renewing = false));
    }, options.leaseMs / 3);
    try {
      await work.record(item, await work.send(item));
    } finally {
      clearInterval(renewal);
    }
  }

  async function claimOne(): Promise<boolean> {
    const now = Date.now();
    const leaseUntil = new Date(now + options.leaseMs).toISOString();
    const item = await work.claim(new Date(now).toISOString(), leaseUntil, [...inFlight.keys()]);
    if (item === undefined) return false;
    const lane = laneOf(item);
    const sending = deliver(item, leaseUntil)
      .catch(fail)
      .finally(() => {
        inFlight.delete(lane);
        wakeUp?.();
      });
    inFlight.set(lane, sending);
    return true;
  }

  const running = (async () => {
    await resume();
    while (!stopped) {
      if (inFlight.size >= lanes) {
        await idle(pollMs);
        continue;
      }
      let claimed = false;
      try {
        claimed = await claimOne();
      } catch (error) {
        fail(error);
      }
      if (!claimed && !stopped) await idle(pollMs);
    }
    await Promise.all(inFlight.values());
  })();

  return {
    wake: () => wakeUp?.(),
    async stop() {
      stopped = true;
      wakeUp?.();
      await running;
    },
  };
}
