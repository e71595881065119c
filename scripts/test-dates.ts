// `npm run test:dates [-- --at=NAME]`: runs the date-sensitive tests (scripts/date-instants.ts)
// with the whole process tree's clock set to each test instant through libfaketime (Debian's
// `faketime` package): the test runners, the servers, Postgres, nginx and Chromium they start
// all read the same fake clock, which runs on from the instant. Needs a build (`npm run
// build`) for the end-to-end specs. Exits 1 when any run failed, naming each.
import { spawnSync, type SpawnSyncOptions } from "node:child_process";
import {
  DATE_E2E_SPECS,
  DATE_UNIT_TESTS,
  fakeTimeOffset,
  instantMillis,
  TEST_INSTANTS,
  type TestInstant,
} from "./date-instants.ts";

const only = process.argv.find((arg) => arg.startsWith("--at="))?.slice("--at=".length);
const instants = TEST_INSTANTS.filter((instant) => !only || instant.name === only);
if (instants.length === 0) {
  console.error(
    `No instant named ${only}; use one of ${TEST_INSTANTS.map((i) => i.name).join(", ")}`,
  );
  process.exit(2);
}

/** Runs `command` with the clock at `instant` (the offset taken as it starts). */
function runAt(instant: TestInstant, command: string[], options: SpawnSyncOptions = {}) {
  const offset = fakeTimeOffset(instantMillis(instant), Date.now());
  return spawnSync("faketime", ["-f", offset, ...command], { stdio: "inherit", ...options });
}

/** Refuses to go on when the fake clock does not reach a child, so no run passes on today's date. */
function checkClock(instant: TestInstant) {
  const probe = runAt(instant, ["node", "-e", "process.stdout.write(String(Date.now()))"], {
    stdio: ["ignore", "pipe", "inherit"],
    encoding: "utf8",
  });
  if (probe.error) {
    console.error(`libfaketime is missing (${probe.error.message}): apt-get install faketime`);
    process.exit(2);
  }
  const seen = Number(probe.stdout);
  if (!(Math.abs(seen - instantMillis(instant)) < 60_000)) {
    console.error(`${instant.name}: a child read ${new Date(seen).toISOString()}, not the instant`);
    process.exit(2);
  }
}

const failed: string[] = [];
for (const instant of instants) {
  checkClock(instant);
  console.log(`\n=== ${instant.name}: ${instant.local} in Louisville ===`);
  // On SQLite alone: no query reads the database's clock, so Postgres answers a date as
  // SQLite does (src/test-support/test-engines.ts); the ordinary run tests both engines.
  // In worker threads, which start faster than forks: these files pass in either (measured
  // 169 s against 227 s for the set at load 12), and six runs of them add up.
  const unit = runAt(instant, ["npx", "vitest", "run", "--pool=threads", ...DATE_UNIT_TESTS], {
    env: { ...process.env, TEST_ENGINES: "sqlite" },
  });
  if (unit.status !== 0) failed.push(`${instant.name}: unit tests`);
  const e2e = runAt(instant, [
    "npx",
    "playwright",
    "test",
    "--project=desktop",
    "--project=mobile",
    "--project=production",
    // Axe and the Nu checker judge the markup, not the date it shows, and take the longest
    // (Chromium runs about twice as slow under libfaketime); the whole suite runs them.
    "--grep-invert=@markup",
    ...DATE_E2E_SPECS,
  ]);
  if (e2e.status !== 0) failed.push(`${instant.name}: end-to-end specs`);
}

if (failed.length > 0) {
  console.error(`\ntest:dates failed at:\n${failed.map((line) => `- ${line}`).join("\n")}`);
  process.exit(1);
}
console.log(`\ntest:dates passed at ${instants.map((instant) => instant.name).join(", ")}`);
