// First: React reads NODE_ENV when it loads (production-mode.ts).
import "./production-mode.ts";
import { loadConfigOrExit } from "./config/config.ts";
import { exitOnUnhandledErrors } from "./http/last-resort.ts";
import { serveSite } from "./http/serve-site.ts";
import { jsonLogger } from "./log.ts";
import { restrictNewFilesToOwner } from "./owner-only.ts";
import { closeRuntime, createRuntime } from "./runtime.ts";

/*
 * The production server: validates configuration, builds the runtime (database, outbox
 * drain, mail transport, sign-in, limits) once, before taking any request (so mail left
 * over from a crash goes out at once), and serves the site on it (http/serve-site.ts),
 * handing that runtime to Astro with every request. This process owns the runtime and
 * closes it on SIGTERM. Run it with `npm start`, behind a TLS proxy named in
 * TRUSTED_PROXIES.
 */

/** Longest a shutdown waits for requests in flight before closing anyway. */
const SHUTDOWN_GRACE_MS = 8000;

const failure = (error: unknown) => (error instanceof Error ? error.message : String(error));

// A failed start-up is logged like everything else the server writes, one JSON object a
// line, on stderr where a process manager looks for why it stopped.
const startupLog = jsonLogger((line) => process.stderr.write(line + "\n"));

restrictNewFilesToOwner();
const config = loadConfigOrExit(process.env, (message) =>
  startupLog.error("server.config_invalid", { message }),
);
const runtime = await createRuntime(config).catch((error: unknown) => {
  // Most often an unreachable DATABASE_URL: say so in one line, not a stack trace.
  startupLog.error("server.database_unavailable", {
    message: `Could not open the database: ${failure(error)}`,
  });
  process.exit(1);
});
exitOnUnhandledErrors(runtime.log);
const site = await serveSite(runtime).catch(async (error: unknown) => {
  // A port already in use, or no build in dist/.
  startupLog.error("server.start_failed", {
    message: `Could not start the server: ${failure(error)}`,
  });
  await closeRuntime(runtime);
  process.exit(1);
});

// On a terminal (a newcomer's `npm start`), where the site is, in words, besides the JSON
// lines; a process manager's log gets the JSON alone.
if (process.stdout.isTTY)
  process.stdout.write(
    `The site is at ${site.url}, the staff inbox at ${site.url}/admin (Ctrl+C stops it)\n`,
  );

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  runtime.log.info("server.stopping", { signal });
  await site.close(SHUTDOWN_GRACE_MS);
  await closeRuntime(runtime);
  runtime.log.info("server.stopped", { signal });
  process.exit(0);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
