// Global setup of both test runners (vitest.config.ts, playwright.config.ts).
import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * Gives the run one directory of its own as TMPDIR, and removes it when the run ends.
 * Tests make data directories, certificates and databases with mkdtemp, and some of them
 * must outlive the server that used them (a restart on the same data is the point of the
 * test), so no single test can remove them; the run can. Workers and the servers the
 * tests start inherit TMPDIR, and `os.tmpdir()` reads it.
 */
export default function useRunTempRoot(): () => void {
  const root = mkdtempSync(join(tmpdir(), "ridgeline-test-run-"));
  // Open like /tmp itself: the test Postgres runs as another user and keeps its files here.
  chmodSync(root, 0o1777);
  process.env["TMPDIR"] = root;
  return () => rmSync(root, { recursive: true, force: true });
}
