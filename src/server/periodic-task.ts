import type { Logger } from "./log.ts";

export interface PeriodicTask {
  /**
   * Runs it again now rather than at its next time (after the run in progress, if any):
   * for work just made due on this instance, e.g. a job completed with a review asked "at once"
   */
  runSoon(): void;
  /** Waits for a run in progress to end; no run starts after */
  stop(): Promise<void>;
}

/**
 * Runs `run` at once and then every `everyMs` until stopped, one run at a time. A run
 * that throws is logged as `<name>.error` and the next one still comes: the database
 * being away for a while must not end the task. Every instance runs its own; the work
 * itself is written so that runs on several instances at once do it once.
 */
export function startPeriodicTask(
  name: string,
  everyMs: number,
  log: Logger,
  run: () => Promise<void>,
): PeriodicTask {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let wake: (() => void) | undefined;
  /** runSoon() came during a run: the next one starts right after it */
  let again = false;
  const running = (async () => {
    while (!stopped) {
      again = false;
      try {
        await run();
      } catch (error) {
        log.error(`${name}.error`, {
          error: error instanceof Error ? error.message : String(error),
        });
      }
      if (stopped) break;
      if (again) continue;
      await new Promise<void>((resolve) => {
        wake = resolve;
        timer = setTimeout(resolve, everyMs);
      });
      wake = undefined;
      clearTimeout(timer);
    }
  })();
  return {
    runSoon() {
      if (wake) wake();
      else again = true;
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      wake?.();
      await running;
    },
  };
}
