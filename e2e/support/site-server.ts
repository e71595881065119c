import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { waitFor } from "../../src/test-support/wait-for.ts";
import { freePort } from "../../src/test-support/ports.ts";

export interface SiteServer {
  url: string;
  dataDir: string;
  process: ChildProcess;
  output: () => string;
  /** Stops with SIGTERM and waits for the exit code */
  stop(): Promise<number | null>;
  /** Ends the process at once, as a power cut or OOM kill would */
  kill(): Promise<void>;
  /** Opens the server's SQLite database read-only (with DATABASE_URL, see postgres.ts) */
  query<T>(sql: string, ...params: Array<string | number>): T[];
}

/**
 * Starts the real production server (src/server/main.ts on the built site) in its own
 * process, with its own data directory, on a free loopback port, or on env.PORT when
 * given (a restart on the port a proxy already points at).
 */
export async function startSiteServer(
  env: Record<string, string> = {},
  dataDir?: string,
  /** Where the server finds dist/: a copy lets a spec delete files under a running server */
  cwd = process.cwd(),
): Promise<SiteServer> {
  const port = env["PORT"] ? Number(env["PORT"]) : await freePort();
  const directory = dataDir ?? mkdtempSync(join(tmpdir(), "site-e2e-"));
  const url = `http://127.0.0.1:${port}`;
  let output = "";
  const child = spawn(process.execPath, [join(process.cwd(), "src/server/main.ts")], {
    cwd,
    env: {
      ...process.env,
      HOST: "127.0.0.1",
      PORT: String(port),
      SITE_URL: url,
      DATA_DIR: directory,
      OUTBOX_RETRY_BASE_SECONDS: "0.3",
      QUOTE_RATE_LIMIT: "1000",
      // Specs book many times from 127.0.0.1; the limit's own tests are unit tests.
      BOOKING_RATE_LIMIT: "1000",
      // Tests fill the form faster than any person; the spam spec sets its own.
      QUOTE_MIN_FILL_SECONDS: "0",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.once("exit", (code) => resolve(code)),
  );

  await waitFor(
    async () => {
      if (child.exitCode !== null) throw new Error(`Server exited during start-up:\n${output}`);
      try {
        return (await fetch(`${url}/`)).ok || undefined;
      } catch {
        return undefined; // not listening yet
      }
    },
    () => `the server to start:\n${output}`,
    { timeoutMs: 60_000, everyMs: 100 },
  );

  return {
    url,
    dataDir: directory,
    process: child,
    output: () => output,
    async stop() {
      if (child.exitCode !== null) return child.exitCode;
      child.kill("SIGTERM");
      return exited;
    },
    async kill() {
      child.kill("SIGKILL");
      await exited;
    },
    query<T>(sql: string, ...params: Array<string | number>) {
      const db = new DatabaseSync(join(directory, "site.db"), { readOnly: true });
      try {
        return db.prepare(sql).all(...params) as T[];
      } finally {
        db.close();
      }
    },
  };
}
