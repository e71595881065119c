// Imported by tests only.
import { afterEach } from "vitest";

/**
 * What a test starts (a mailbox, a receiver, a drain, a second connection) and must stop:
 * `defer(stop)` during the test, and after it every deferred stop runs, the last first.
 * Call it once per describe block (or file); it registers its own afterEach.
 */
export function cleanupsAfterEach(): (cleanup: () => unknown) => void {
  const cleanups: Array<() => unknown> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  return (cleanup) => {
    cleanups.push(cleanup);
  };
}
