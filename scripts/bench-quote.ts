// `npm run bench:quote`: quote submissions per second and latency at a steady concurrent
// load against the production server (built site, file mail transport), every request a
// new lead, failing if any acknowledged submission is not stored.
//   npm run bench:quote -- [connections=10] [seconds=15]            one server, SQLite
//   npm run bench:quote -- --db=postgres [connections] [seconds]     one server, Postgres
//   npm run bench:quote -- --db=postgres --instances=2 [...]         two servers, one Postgres
//   npm run bench:quote -- --photos [connections=4] [seconds=20]      each with 3 photos of 3 MB
//   npm run bench:quote -- --storm-check [connections] [seconds=30] with 50 years of hail or not (bench-storms.ts)
//   npm run bench:quote -- --booking [--db=postgres] [...]           inspection bookings (bench-booking.ts)
//   npm run bench:quote -- --against=DIR [connections] [seconds]     beside another checkout's build (bench-against.ts)
//   npm run bench:quote -- --surge [seconds=300] [perSecond=20]      a storm day's quotes and their emails (bench-surge.ts);
//                          [--rounds=N]                             N of them against one server, its memory after each
// Postgres is a throwaway cluster (postgres-test-server.ts: fsync and synchronous commit
// off). Two instances share DATABASE_URL and AUTH_SECRET; each gets half the connections
// from its own autocannon run, all running at once, and the results are summed.
import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { runStormBench } from "./bench-storms.ts";
import { runSurgeBench } from "./bench-surge.ts";
import { benchAgainst } from "./bench-against.ts";
import { benchBooking } from "./bench-booking.ts";
import { createDatabase, startPostgresServer } from "../src/test-support/postgres-test-server.ts";
import {
  cpuMs,
  peakMemoryMb,
  postgresLeadCount,
  sqliteLeadCount,
  sqlitePhotoCount,
} from "./bench-quote-counts.ts";
import { photoBodies } from "./bench-quote-requests.ts";
import { quoteLoad, removeDataDir, startInstance, type Instance } from "./bench-quote-support.ts";

const flags = new Map(
  process.argv
    .slice(2)
    .filter((arg) => arg.startsWith("--"))
    .map((arg) => arg.slice(2).split("=") as [string, string | undefined]),
);
const [connectionsArg, secondsArg] = process.argv.slice(2).filter((arg) => !arg.startsWith("--"));
/** Photo mode: every submission carries PHOTOS_PER_REQUEST phone-sized photos. */
const withPhotos = flags.has("photos");
const PHOTOS_PER_REQUEST = 3;
const connections = Number(connectionsArg ?? (withPhotos ? 4 : 10));
// The storm bench shares each load between three servers taking turns: it needs longer
// for a p99 that holds from one run to the next.
const seconds = Number(secondsArg ?? (withPhotos ? 20 : flags.has("storm-check") ? 30 : 15));
const against = flags.get("against");
if (against) {
  await benchAgainst(against, connections, seconds);
  process.exit(0);
}
if (flags.has("surge")) {
  await runSurgeBench(
    Number(connectionsArg ?? 300),
    Number(secondsArg ?? 20),
    Number(flags.get("rounds") ?? 1),
  );
  process.exit(process.exitCode ?? 0);
}
if (flags.has("storm-check")) {
  await runStormBench(connections, seconds);
  process.exit(process.exitCode ?? 0);
}
const database = flags.get("db") ?? "sqlite";
const instances = Number(flags.get("instances") ?? 1);
if (database !== "sqlite" && database !== "postgres")
  throw new Error(`--db is sqlite or postgres, not ${database}`);
if (!(instances === 1 || (instances === 2 && database === "postgres")))
  throw new Error("--instances=2 needs --db=postgres: SQLite is one server's own file");

if (flags.has("booking")) {
  await benchBooking(database, connections, seconds);
  process.exit(0);
}
const postgres = database === "postgres" ? await startPostgresServer() : null;
const servers: Instance[] = [];
try {
  const databaseUrl = postgres ? await createDatabase(postgres.adminUrl, "bench_quote") : null;
  const env: Record<string, string> = databaseUrl
    ? { DATABASE_URL: databaseUrl, AUTH_SECRET: randomBytes(32).toString("base64") }
    : {};
  // The photo budgets are lifted: the bench is one client sending thousands of photos.
  if (withPhotos)
    Object.assign(env, { PHOTO_MB_PER_CLIENT_DAY: "100000", PHOTO_MB_PER_DAY: "100000" });
  // Started one after the other: the first migrates the schema, the second finds it done.
  for (let index = 0; index < instances; index++) servers.push(await startInstance(env));

  const photo = withPhotos ? await phonePhoto() : null;
  const cpuBefore = servers.map((server) => cpuMs(server.pid));
  const load = await quoteLoad(
    servers.map((server) => server.url),
    connections,
    seconds,
    photo ? photoBodies(photo, PHOTOS_PER_REQUEST) : undefined,
  );
  const peakMb = servers.map((server) => peakMemoryMb(server.pid));
  const cpuUsed = servers.map((server, index) => cpuMs(server.pid)! - cpuBefore[index]!);
  for (const server of servers) await server.stop();
  if (photo) {
    console.log(
      `photo mode: ${PHOTOS_PER_REQUEST} photos of ${(photo.length / 1024 / 1024).toFixed(2)} MB (4032×3024 JPEG) per submission`,
    );
    console.log(`server peak memory (VmHWM): ${peakMb.map((mb) => `${mb} MB`).join(", ")}`);
    if (!databaseUrl) console.log(`photos stored: ${sqlitePhotoCount(servers[0]!.dataDir)}`);
  }

  const stored = databaseUrl
    ? await postgresLeadCount(databaseUrl)
    : sqliteLeadCount(servers[0]!.dataDir);
  report(load, stored);
  // The servers' CPU over the load (clock ticks of 10 ms), per acknowledged submission.
  const serverCpuMs = cpuUsed.reduce((sum, ms) => sum + ms, 0);
  if (Number.isFinite(serverCpuMs))
    console.log(
      `server CPU: ${(serverCpuMs / 1000).toFixed(2)} s, ${(serverCpuMs / load.result["2xx"]).toFixed(2)} ms per acknowledged submission`,
    );
} finally {
  // Also on a failure part-way: no server or cluster outlives the bench.
  for (const server of servers) {
    await server.stop();
    removeDataDir(server.dataDir);
  }
  await postgres?.stop();
}

/**
 * A picture the size of a phone photo, 4032×3024 and about 3.3 MB: grain blurred a little,
 * so it compresses as a photo does rather than as flat color or pure noise.
 */
function phonePhoto(): Promise<Buffer> {
  return sharp({
    create: {
      width: 4032,
      height: 3024,
      channels: 3,
      background: "#7a6a55",
      noise: { type: "gaussian", mean: 110, sigma: 40 },
    },
  })
    .blur(1.2)
    .jpeg({ quality: 92 })
    .toBuffer();
}

function report(load: Awaited<ReturnType<typeof quoteLoad>>, stored: number): void {
  const { result } = load;
  const setup =
    instances === 1
      ? `1 server, ${database}`
      : `${instances} servers, one Postgres, ${instances} autocannon runs in parallel (summed)`;
  console.log(
    `${setup}; connections ${connections}, ${seconds} s, ${result.requests.total} requests`,
  );
  console.log(
    `submissions/s: ${load.perSecond.toFixed(1)} (acknowledged / ${load.duration} s)` +
      (load.samples
        ? `; per-second samples mean ${load.samples.mean}, min ${load.samples.min}`
        : ""),
  );
  console.log(
    `latency ms: p50 ${result.latency.p50}, p90 ${result.latency.p90}, p99 ${result.latency.p99}, max ${result.latency.max}`,
  );
  console.log(
    `non-2xx answers: ${result.non2xx}, errors: ${result.errors}, timeouts: ${result.timeouts}`,
  );
  // Requests still in flight when the clock stops are stored but not counted as answered,
  // so there may be more leads than answers; fewer would mean a lost lead.
  const acknowledged = result["2xx"];
  if (load.perInstance.length > 1)
    console.log(`acknowledged per instance: ${load.perInstance.join(", ")}`);
  console.log(`leads stored: ${stored} for ${acknowledged} acknowledged submissions`);
  if (acknowledged === 0 || stored < acknowledged || result.non2xx > 0 || result.errors > 0) {
    console.error(
      "FAIL: nothing was acknowledged, or a submission was refused, failed, or acknowledged without being stored",
    );
    process.exitCode = 1;
  }
}
