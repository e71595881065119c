// A throwaway PostgreSQL server for tests: its own cluster in a temp directory, on a free
// loopback port, trusted without a password, stopped and deleted afterwards. Vitest starts
// one per run (postgres-global-setup.ts); each test file makes its own database in it.
// Imported by tests only.
import { execFile, execFileSync, spawnSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { freePort } from "./ports.ts";

const run = promisify(execFile);

export interface PostgresServer {
  /** e.g. "postgres://postgres@127.0.0.1:54017/postgres": the server's maintenance database */
  adminUrl: string;
  stop(): Promise<void>;
}

/**
 * Where initdb and pg_ctl are: PG_BIN_DIR, else the newest Debian/Ubuntu install under
 * /usr/lib/postgresql, else PATH. Null when Postgres is not installed.
 */
export function findPostgresBinaries(): string | null {
  const configured = process.env["PG_BIN_DIR"];
  if (configured) return existsSync(join(configured, "initdb")) ? configured : null;
  const debian = "/usr/lib/postgresql";
  if (existsSync(debian)) {
    const versions = readdirSync(debian)
      .filter((version) => existsSync(join(debian, version, "bin", "initdb")))
      .sort((a, b) => Number(b) - Number(a));
    if (versions[0]) return join(debian, versions[0], "bin");
  }
  const onPath = spawnSync("pg_config", ["--bindir"], { encoding: "utf8" });
  const bindir = onPath.status === 0 ? onPath.stdout.trim() : "";
  return bindir && existsSync(join(bindir, "initdb")) ? bindir : null;
}

/**
 * Postgres refuses to run as root, so under root (as in CI containers) the cluster
 * belongs to the `postgres` OS user and its commands run through runuser.
 */
function asServerUser(directory: string) {
  if (process.getuid?.() !== 0)
    return (command: string, args: string[]) => [command, args] as const;
  const user = process.env["PG_TEST_OS_USER"] ?? "postgres";
  const uid = Number(execFileSync("id", ["-u", user], { encoding: "utf8" }).trim());
  const gid = Number(execFileSync("id", ["-g", user], { encoding: "utf8" }).trim());
  chownSync(directory, uid, gid);
  return (command: string, args: string[]) =>
    ["runuser", ["-u", user, "--", command, ...args]] as const;
}

/**
 * Starts a fresh cluster and waits until it takes connections. Durability is off
 * (fsync, synchronous commit): the data is thrown away, and the CI machine is small.
 */
export async function startPostgresServer(): Promise<PostgresServer> {
  const bin = findPostgresBinaries();
  if (!bin)
    throw new Error(
      "PostgreSQL is not installed: the database tests run against it. Install Debian's `postgresql` package (or set PG_BIN_DIR).",
    );
  const directory = mkdtempSync(join(tmpdir(), "pg-test-"));
  const data = join(directory, "data");
  const command = asServerUser(directory);
  const exec = (name: string, args: string[]) => {
    const [file, fileArgs] = command(join(bin, name), args);
    return run(file, fileArgs, { cwd: directory });
  };
  await exec("initdb", [
    "-D",
    data,
    "-U",
    "postgres",
    "--auth=trust",
    "--no-sync",
    "--encoding=UTF8",
    "--locale=C",
  ]);

  const start = async (attempt: number): Promise<number> => {
    const port = await freePort();
    const options = [
      `-p ${port}`,
      `-k ${directory}`,
      "-c listen_addresses=127.0.0.1",
      "-c fsync=off",
      "-c synchronous_commit=off",
      "-c full_page_writes=off",
      "-c max_connections=200",
    ].join(" ");
    const log = join(directory, "log");
    try {
      await exec("pg_ctl", ["-D", data, "-o", options, "-l", log, "-w", "start"]);
      return port;
    } catch (error) {
      // Another process took the port between the probe and the start: try another.
      if (attempt < 2) return start(attempt + 1);
      rmSync(directory, { recursive: true, force: true });
      throw error;
    }
  };
  const port = await start(0);

  let stopped = false;
  const stopNow = () => {
    if (stopped) return;
    stopped = true;
    const [file, args] = command(join(bin, "pg_ctl"), [
      "-D",
      data,
      "-m",
      "immediate",
      "-w",
      "stop",
    ]);
    spawnSync(file, args, { cwd: directory, stdio: "ignore" });
    rmSync(directory, { recursive: true, force: true });
  };
  // Should the test run end without teardown (an interrupted run), the server goes too.
  process.once("exit", stopNow);

  return {
    adminUrl: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      process.off("exit", stopNow);
      stopNow();
    },
  };
}

/** The same server's URL with another database name. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.href;
}

/** Runs statements on the maintenance database, e.g. CREATE DATABASE. */
async function admin(adminUrl: string, statements: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Creates an empty database (name: letters, digits, underscores) and returns its URL. */
export async function createDatabase(adminUrl: string, name: string): Promise<string> {
  if (!/^\w+$/.test(name)) throw new Error(`Not a plain database name: ${name}`);
  await admin(adminUrl, [`CREATE DATABASE "${name}"`]);
  return databaseUrl(adminUrl, name);
}

/** Drops a database, ending any connection still open to it. */
export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  if (!/^\w+$/.test(name)) throw new Error(`Not a plain database name: ${name}`);
  await admin(adminUrl, [`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`]);
}
