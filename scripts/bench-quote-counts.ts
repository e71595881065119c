// What a `npm run bench:quote` run left behind: the leads and photos each database holds
// and the memory each server held. Read straight from the files and the server, outside
// the application, so the count does not depend on the code being measured.
import { readFileSync } from "node:fs";
import { DatabaseSync } from "node:sqlite";
import pg from "pg";
import { databasePathIn } from "../src/server/db/location.ts";

/** The most memory the process has held (VmHWM), in MB, or null where /proc is missing. */
export const peakMemoryMb = (pid: number) => memoryMb(pid, "VmHWM");

/** The memory the process holds now (VmRSS), in MB, or null where /proc is missing. */
export const residentMemoryMb = (pid: number) => memoryMb(pid, "VmRSS");

function memoryMb(pid: number, field: "VmHWM" | "VmRSS"): number | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const kilobytes = Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status)?.[1]);
    return Number.isFinite(kilobytes) ? Math.round(kilobytes / 1024) : null;
  } catch {
    return null;
  }
}

/**
 * CPU time (user + system) a process has used so far, in ms, from /proc (Linux), or null.
 * On a shared machine the CPU a quote costs moves much less with the load than the rate.
 */
export function cpuMs(pid: number): number | null {
  try {
    // The fields after the command's closing parenthesis; utime and stime are 12th and 13th.
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return null;
  }
}

/** Photos in an instance's SQLite database, read after the server stopped. */
export function sqlitePhotoCount(dataDir: string): number {
  const db = new DatabaseSync(databasePathIn(dataDir), { readOnly: true });
  try {
    return (db.prepare("SELECT COUNT(*) AS count FROM lead_photos").get() as { count: number })
      .count;
  } finally {
    db.close();
  }
}

/** Leads in an instance's SQLite database, read after the server stopped. */
export function sqliteLeadCount(dataDir: string): number {
  const db = new DatabaseSync(databasePathIn(dataDir), { readOnly: true });
  try {
    return (db.prepare("SELECT COUNT(*) AS count FROM leads").get() as { count: number }).count;
  } finally {
    db.close();
  }
}

/** Leads in the Postgres database at `url`. */
export async function postgresLeadCount(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: string }>("SELECT COUNT(*) AS count FROM leads");
    return Number(rows[0]?.count ?? 0);
  } finally {
    await client.end();
  }
}
