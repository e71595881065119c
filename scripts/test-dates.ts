// `npm run test:dates [-- --at=NAME] [-- --parallel=N]`: runs the date-sensitive tests
// (scripts/date-instants.ts) with the whole process tree's clock set to each test instant
// through libfaketime (Debian's `faketime` package): the test runners, the servers, Postgres
// and Chromium they start all read the same fake clock, which runs on from the instant.
// Needs a build (`npm run build`) for the end-to-end specs. Exits 1 when any run failed,
// naming each.
import { spawn, spawnSync, type SpawnOptions } from "node:child_process";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import {
  DATED_TAG,
  DATE_UNIT_TESTS,
  fakeTimeOffset,
  instantMillis,
  TEST_INSTANTS,
  type TestInstant,
} from "./date-instants.ts";

const option = (name: string) =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(`--${name}=`.length);

const only = option("at");
const instants = TEST_INSTANTS.filter((instant) => !only || instant.name === only);
if (instants.length === 0) {
  console.error(
    `No instant named ${only}; use one of ${TEST_INSTANTS.map((i) => i.name).join(", ")}`,
  );
  process.exit(2);
}
/*
 * One instant at a time by default. Two side by side (`--parallel=2`, each with its own port
 * and results folder) took 463 to 506 s a pair against 264 s for one alone on a quiet 2-core
 * machine: a gain of about a tenth, for a load of 9 to 13 under which servers took over a
 * minute to start. The suite must pass on a busy machine, so the default is the steady one.
 */
const parallel = Number(option("parallel") ?? 1);
if (!Number.isInteger(parallel) || parallel < 1) {
  console.error(`--parallel takes a whole number of runs at once, not ${option("parallel")}`);
  process.exit(2);
}
const basePort = Number(process.env["E2E_PORT"] ?? 4399);

/** The offset that puts a child's clock at `instant` if it starts now. */
const offsetFor = (instant: TestInstant) => fakeTimeOffset(instantMillis(instant), Date.now());

/** Refuses to go on when the fake clock does not reach a child, so no run passes on today's date. */
function checkClock(instant: TestInstant) {
  const probe = spawnSync(
    "faketime",
    ["-f", offsetFor(instant), "node", "-e", "process.stdout.write(String(Date.now()))"],
    { stdio: ["ignore", "pipe", "inherit"], encoding: "utf8" },
  );
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

/**
 * Runs `command` with the clock at `instant` (the offset taken as it starts), its output kept
 * in `output` so runs side by side do not interleave their lines.
 */
function runAt(
  instant: TestInstant,
  command: string[],
  output: string[],
  options: SpawnOptions = {},
): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn("faketime", ["-f", offsetFor(instant), ...command], {
      ...options,
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stdout?.on("data", (chunk: Buffer) => output.push(chunk.toString()));
    child.stderr?.on("data", (chunk: Buffer) => output.push(chunk.toString()));
    child.on("error", (error) => {
      output.push(`${error.message}\n`);
      resolve(1);
    });
    child.on("close", (code) => resolve(code ?? 1));
  });
}

/** The unit tests and the end-to-end specs at one instant; the names of the parts that failed. */
async function runInstant(instant: TestInstant, slot: number): Promise<string[]> {
  const output: string[] = [`\n=== ${instant.name}: ${instant.local} in Louisville ===\n`];
  const failed: string[] = [];
  const started = Date.now();
  // On SQLite alone: no query reads the database's clock, so Postgres answers a date as
  // SQLite does (src/test-support/test-engines.ts); the ordinary run tests both engines.
  // In worker threads, which start faster than forks: these files pass in either (measured
  // 169 s against 227 s for the set at load 12), and six runs of them add up.
  const unit = await runAt(
    instant,
    ["npx", "vitest", "run", "--pool=threads", ...DATE_UNIT_TESTS],
    output,
    { env: { ...process.env, TEST_ENGINES: "sqlite" } },
  );
  if (unit !== 0) failed.push(`${instant.name}: unit tests`);
  // Each run side by side has its own server port and its own results folder.
  const results = join("test-results", "dates", instant.name);
  mkdirSync(results, { recursive: true });
  const e2e = await runAt(
    instant,
    [
      "npx",
      "playwright",
      "test",
      "--project=desktop",
      "--project=mobile",
      "--project=production",
      `--grep=${DATED_TAG}`,
    ],
    output,
    {
      env: { ...process.env, E2E_PORT: String(basePort + 1 + slot), E2E_OUTPUT_DIR: results },
    },
  );
  if (e2e !== 0) failed.push(`${instant.name}: end-to-end specs`);
  const seconds = Math.round((Date.now() - started) / 1000);
  output.push(`=== ${instant.name}: ${failed.length ? "FAILED" : "passed"} in ${seconds} s ===\n`);
  process.stdout.write(output.join(""));
  return failed;
}

for (const instant of instants) checkClock(instant);
console.log(
  `test:dates: ${instants.length} instant(s), ${Math.min(parallel, instants.length)} at a time; each run's output follows when it ends`,
);
const queue = [...instants];
const failed: string[] = [];
await Promise.all(
  Array.from({ length: Math.min(parallel, instants.length) }, async (_, slot) => {
    for (let instant = queue.shift(); instant; instant = queue.shift()) {
      failed.push(...(await runInstant(instant, slot)));
    }
  }),
);

if (failed.length > 0) {
  console.error(`\ntest:dates failed at:\n${failed.map((line) => `- ${line}`).join("\n")}`);
  process.exit(1);
}
console.log(`\ntest:dates passed at ${instants.map((instant) => instant.name).join(", ")}`);
