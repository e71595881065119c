import type { Logger } from "./log.ts";

export interface PeriodicTask {
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
  const running = (async () => {
    while (!stopped) {
      try {
        await run();
      } catch (error) {
        log.error(`${name}.error`, {
          error: error instanceof Error ? error.message : String(error),
        });
      }
      if (stopped) break;
      await new Promise<void>((resolve) => {
        wake = resolve;
        timer = setTimeout(resolve, everyMs);
      });
    }
  })();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      wake?.();
      await running;
    },
  };
}
