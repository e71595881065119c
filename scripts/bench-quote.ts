// `npm run bench:quote`: quote submissions per second and latency at a steady concurrent
// load against the production server (built site, real SQLite, file mail transport).
//   npm run bench:quote -- [connections=10] [seconds=15]
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { createServer } from "node:net";
import autocannon from "autocannon";
import { databasePathIn } from "../src/server/db/location.ts";

/** A loopback port nothing else is using, so the bench never measures some other server. */
function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

const connections = Number(process.argv[2] ?? 10);
const seconds = Number(process.argv[3] ?? 15);
const port = await freePort();
const url = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), "bench-quote-"));

const server = spawn(process.execPath, ["src/server/main.ts"], {
  env: {
    ...process.env,
    HOST: "127.0.0.1",
    PORT: String(port),
    SITE_URL: url,
    DATA_DIR: dataDir,
    QUOTE_RATE_LIMIT: "100000",
    QUOTE_MIN_FILL_SECONDS: "0",
  },
  stdio: "ignore",
});
for (let attempt = 0; ; attempt++) {
  if (server.exitCode !== null)
    throw new Error(`Server exited (code ${server.exitCode}); is port ${port} in use?`);
  try {
    if ((await fetch(url)).ok) break;
  } catch {
    if (attempt > 100) throw new Error("Server did not start");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

let counter = 0;
/**
 * Every request is a different person, so each one is a real insert, not a deduplicated
 * repeat. The counter is zero-padded: autocannon reuses the first body's length.
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

const result = await autocannon({
  url: `${url}/_actions/quote.submit`,
  connections,
  duration: seconds,
  requests: [
    {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: url },
      setupRequest: (request) => ({ ...request, body: body() }),
    },
  ],
});
if (server.exitCode === null) {
  const exited = new Promise((resolve) => server.once("exit", resolve));
  server.kill("SIGTERM");
  await exited;
}

const db = new DatabaseSync(databasePathIn(dataDir), { readOnly: true });
const stored = (db.prepare("SELECT COUNT(*) AS count FROM leads").get() as { count: number }).count;
db.close();
rmSync(dataDir, { recursive: true, force: true });

console.log(`connections ${connections}, ${seconds} s, ${result.requests.total} requests`);
console.log(`submissions/s: mean ${result.requests.average}, min ${result.requests.min}`);
console.log(
  `latency ms: p50 ${result.latency.p50}, p90 ${result.latency.p90}, p99 ${result.latency.p99}, max ${result.latency.max}`,
);
console.log(
  `non-2xx answers: ${result.non2xx}, errors: ${result.errors}, timeouts: ${result.timeouts}`,
);
// Requests still in flight when the clock stops are stored but not counted as answered,
// so there may be more leads than answers; fewer would mean a lost lead.
const acknowledged = result["2xx"];
console.log(`leads stored: ${stored} for ${acknowledged} acknowledged submissions`);
if (stored < acknowledged || result.non2xx > 0 || result.errors > 0) {
  console.error("FAIL: a submission was refused, failed, or acknowledged without being stored");
  process.exitCode = 1;
}
