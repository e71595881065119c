// Imported by tests only.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach } from "vitest";
import type { Clock } from "../server/clock.ts";
import { loadConfig } from "../server/config/config.ts";
import { memoryLogger } from "../server/log.ts";
import { closeRuntime, createRuntime, type Runtime } from "../server/runtime.ts";

/**
 * A whole server runtime per test, on SQLite in a data directory of its own, closed and
 * removed after the test. Its drains retry quickly; `environment` adds settings.
 */
export function useTestRuntime() {
  let dataDir: string | undefined;
  let runtime: Runtime | undefined;

  afterEach(async () => {
    if (runtime) await closeRuntime(runtime);
    runtime = undefined;
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  return async function start(environment: Record<string, string> = {}, clock?: Clock) {
    dataDir = mkdtempSync(join(tmpdir(), "runtime-"));
    const log = memoryLogger();
    runtime = await createRuntime(
      loadConfig({ DATA_DIR: dataDir, OUTBOX_RETRY_BASE_SECONDS: "0.1", ...environment }),
      { log, ...(clock && { clock }) },
    );
    const started = runtime;
    /** Closes it before the test ends, to test what a closed runtime does */
    const close = async () => {
      runtime = undefined;
      await closeRuntime(started);
    };
    return { runtime, log, dataDir, close };
  };
}
