import type { Logger } from "../log.ts";

/**
 * A process that threw where nothing caught it is in an unknown state (a half-written
 * response, a lock never released). Rather than limp on, it logs the error as one JSON
 * line and exits non-zero, so systemd (Restart=always) starts a clean one.
 */
export function exitOnUnhandledErrors(log: Logger): void {
  const crash = (event: string) => (error: unknown) => {
    log.error(event, {
      error: error instanceof Error ? error.message : String(error),
      stack: error instanceof Error ? error.stack : undefined,
    });
    process.exit(70); // EX_SOFTWARE
  };
  process.on("uncaughtException", crash("process.uncaught_exception"));
  process.on("unhandledRejection", crash("process.unhandled_rejection"));
}
