// The pieces of `npm run bench:quote`: production server instances and the load on them.
// What each run left behind (leads, photos, memory) is counted in bench-quote-counts.ts.
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { freePort } from "../src/test-support/ports.ts";
import { quoteRequest, urlencodedBodies, type BodyMaker } from "./bench-quote-requests.ts";

/** In autocannon's API but not in @types/autocannon: merges runs made with skipAggregateResult. */
export const { aggregateResult } = autocannon as unknown as {
  aggregateResult(runs: autocannon.Result[], options: autocannon.Options): autocannon.Result;
};

export interface Instance {
  url: string;
  dataDir: string;
  /** The server's process id, to read its memory from /proc */
  pid: number;
  stop(): Promise<void>;
}

/**
 * Starts the built production server (src/server/main.ts of `checkout`) on a free loopback
 * port with its own DATA_DIR, plus `env` (DATABASE_URL and AUTH_SECRET for Postgres), and
 * waits until it answers.
 */
export async function startInstance(
  env: Record<string, string> = {},
  /** The checkout whose built server runs: this one unless a comparison names another */
  checkout = process.cwd(),
): Promise<Instance> {
  // The server imports Astro's build; without one it exits at once, which would read as a
  // port clash below.
  if (!existsSync(join(checkout, "dist/server/entry.mjs")))
    throw new Error(`No build in ${checkout}: run \`npm run build\` there first.`);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), "bench-quote-"));
  // BENCH_PROF=1 writes each server's CPU profile to /tmp/prof, to see where a quote's time goes.
  const profiling = process.env["BENCH_PROF"] ? ["--cpu-prof", "--cpu-prof-dir=/tmp/prof"] : [];
  // BENCH_HEAP=1 lets the bench ask each server for a heap snapshot (SIGUSR2), in /tmp/heap.
  const heap = process.env["BENCH_HEAP"]
    ? ["--heapsnapshot-signal=SIGUSR2", "--diagnostic-dir=/tmp/heap"]
    : [];
  const server = spawn(process.execPath, [...profiling, ...heap, "src/server/main.ts"], {
    cwd: checkout,
    env: {
      ...process.env,
      ...env,
      HOST: "127.0.0.1",
      PORT: String(port),
      SITE_URL: url,
      DATA_DIR: dataDir,
      QUOTE_RATE_LIMIT: "100000",
      QUOTE_MIN_FILL_SECONDS: "0",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  await waitUntilServing(server, url);
  return {
    url,
    dataDir,
    pid: server.pid!,
    async stop() {
      if (server.exitCode === null) {
        const exited = new Promise((resolve) => server.once("exit", resolve));
        server.kill("SIGTERM");
        await exited;
      }
    },
  };
}

async function waitUntilServing(server: ChildProcess, url: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    if (server.exitCode !== null)
      throw new Error(`Server exited (code ${server.exitCode}); is ${url} in use?`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      if (attempt > 150) throw new Error("Server did not start");
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/**
 * Quote submissions at `connections` concurrent connections for `seconds`. With several
 * instances, one autocannon run per instance in parallel, the connections split evenly,
 * and their latency histograms merged (autocannon.aggregateResult), so p50/p99 are over
 * every request. Submissions/s is acknowledged submissions over the measured duration.
 */
export async function quoteLoad(
  urls: string[],
  connections: number,
  seconds: number,
  bodies: BodyMaker = urlencodedBodies,
) {
  const runs = await Promise.all(
    urls.map((url, index) =>
      autocannon({
        url,
        connections:
          Math.floor(connections / urls.length) + (index < connections % urls.length ? 1 : 0),
        duration: seconds,
        skipAggregateResult: urls.length > 1,
        // A request with photos waits its turn for the decoder under load.
        timeout: 60,
        requests: [quoteRequest(url, bodies)],
      }),
    ),
  );
  const result =
    runs.length === 1 ? runs[0]! : aggregateResult(runs, { url: urls[0]!, connections });
  const duration = Math.max(...runs.map((run) => run.duration));
  return {
    result,
    duration,
    perSecond: result["2xx"] / duration,
    /** acknowledged submissions per instance, to show the load reached each one */
    perInstance: runs.map((run) => run["2xx"]),
    /** autocannon's own per-second samples, meaningful for a single run only */
    samples: runs.length === 1 ? { mean: result.requests.average, min: result.requests.min } : null,
  };
}

export function removeDataDir(dataDir: string): void {
  rmSync(dataDir, { recursive: true, force: true });
}
