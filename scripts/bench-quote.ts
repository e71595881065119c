// `npm run bench:quote`: quote submissions per second and latency at a steady concurrent
// load against the production server (built site, file mail transport), every request a
// new lead, failing if any acknowledged submission is not stored.
//   npm run bench:quote -- [connections=10] [seconds=15]            one server, SQLite
//   npm run bench:quote -- --db=postgres [connections] [seconds]     one server, Postgres
//   npm run bench:quote -- --db=postgres --instances=2 [...]         two servers, one Postgres
// Postgres is a throwaway cluster (postgres-test-server.ts: fsync and synchronous commit
// off). Two instances share DATABASE_URL and AUTH_SECRET; each gets half the connections
// from its own autocannon run, all running at once, and the results are summed.
import { randomBytes } from "node:crypto";
import { createDatabase, startPostgresServer } from "../src/server/db/postgres-test-server.ts";
import {
  postgresLeadCount,
  quoteLoad,
  removeDataDir,
  sqliteLeadCount,
  startInstance,
  type Instance,
} from "./bench-quote-support.ts";

const flags = new Map(
  process.argv
    .slice(2)
    .filter((arg) => arg.startsWith("--"))
    .map((arg) => arg.slice(2).split("=") as [string, string | undefined]),
);
const [connectionsArg, secondsArg] = process.argv.slice(2).filter((arg) => !arg.startsWith("--"));
const connections = Number(connectionsArg ?? 10);
const seconds = Number(secondsArg ?? 15);
const database = flags.get("db") ?? "sqlite";
const instances = Number(flags.get("instances") ?? 1);
if (database !== "sqlite" && database !== "postgres")
  throw new Error(`--db is sqlite or postgres, not ${database}`);
if (!(instances === 1 || (instances === 2 && database === "postgres")))
  throw new Error("--instances=2 needs --db=postgres: SQLite is one server's own file");

const postgres = database === "postgres" ? await startPostgresServer() : null;
const servers: Instance[] = [];
try {
  const databaseUrl = postgres ? await createDatabase(postgres.adminUrl, "bench_quote") : null;
  const env: Record<string, string> = databaseUrl
    ? { DATABASE_URL: databaseUrl, AUTH_SECRET: randomBytes(32).toString("base64") }
    : {};
  // Started one after the other: the first migrates the schema, the second finds it done.
  for (let index = 0; index < instances; index++) servers.push(await startInstance(env));

  const load = await quoteLoad(
    servers.map((server) => server.url),
    connections,
    seconds,
  );
  for (const server of servers) await server.stop();

  const stored = databaseUrl
    ? await postgresLeadCount(databaseUrl)
    : sqliteLeadCount(servers[0]!.dataDir);
  report(load, stored);
} finally {
  // Also on a failure part-way: no server or cluster outlives the bench.
  for (const server of servers) {
    await server.stop();
    removeDataDir(server.dataDir);
  }
  await postgres?.stop();
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
