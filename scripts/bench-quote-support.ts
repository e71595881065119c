// The pieces of `npm run bench:quote`: production server instances and the load on them.
// What each run left behind (leads, photos, memory) is counted in bench-quote-counts.ts.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { freePort } from "../e2e/support/ports.ts";

/** In autocannon's API but not in @types/autocannon: merges runs made with skipAggregateResult. */
const { aggregateResult } = autocannon as unknown as {
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
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), "bench-quote-"));
  // BENCH_PROF=1 writes each server's CPU profile to /tmp/prof, to see where a quote's time goes.
  const profiling = process.env["BENCH_PROF"] ? ["--cpu-prof", "--cpu-prof-dir=/tmp/prof"] : [];
  const server = spawn(process.execPath, [...profiling, "src/server/main.ts"], {
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

let counter = 0;
/**
 * Every request is a different person, so each one is a real insert, not a deduplicated
 * repeat. The counter is shared by all targets and zero-padded: autocannon reuses the
 * first body's length.
 */
function body(): string {
  counter += 1;
  const id = String(counter).padStart(9, "0");
  return new URLSearchParams({
    name: `Bench Visitor ${id}`,
    phone: "(502) 555-0100",
    email: `visitor-${id}@example.com`,
    address: "100 Main St, Louisville, KY 40202",
    serviceType: "inspection",
    message: "Benchmark request: please ignore.",
    consent: "on",
    sourcePage: "/contact",
    fillMs: "30000",
  }).toString();
}

/** A request body and its Content-Type, made fresh for each request. */
export interface BodyMaker {
  contentType: string;
  next(): string | Buffer;
}

const urlencodedBodies: BodyMaker = {
  contentType: "application/x-www-form-urlencoded",
  next: body,
};

/**
 * Quote requests as the island sends them with photos: multipart, the text fields of a
 * new person each time, then `photos` copies of the same picture. Every body has the same
 * length (autocannon reuses the first one's), as the person's number is zero-padded.
 */
export function photoBodies(photo: Buffer, photos: number): BodyMaker {
  const boundary = "----bench-photos-7d3f";
  const tail = Buffer.concat([
    ...Array.from({ length: photos }, (_, index) => [
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="photos"; filename="storm-${index + 1}.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      photo,
      Buffer.from("\r\n"),
    ]).flat(),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    next() {
      const fields = new URLSearchParams(body());
      const head = [...fields]
        .map(
          ([name, value]) =>
            `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
        )
        .join("");
      return Buffer.concat([Buffer.from(head), tail]);
    },
  };
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
        url: `${url}/_actions/quote.submit`,
        connections:
          Math.floor(connections / urls.length) + (index < connections % urls.length ? 1 : 0),
        duration: seconds,
        skipAggregateResult: urls.length > 1,
        // A request with photos waits its turn for the decoder under load.
        timeout: 60,
        requests: [
          {
            method: "POST",
            headers: { "content-type": bodies.contentType, origin: url },
            setupRequest: (request) => ({ ...request, body: bodies.next() }),
          },
        ],
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
