import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { pathToFileURL } from "node:url";
import { ConfigError, loadConfig } from "./config.ts";
import { closeRuntime, getRuntime } from "./runtime.ts";

/*
 * The production server: validates configuration, opens the database and starts the
 * outbox drain before taking any request (so mail left over from a crash goes out at
 * once), then serves the Astro build. Run it with `npm start`.
 */

type AstroHandler = (request: IncomingMessage, response: ServerResponse) => void;

try {
  loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}
const runtime = getRuntime();
const { port, host } = runtime.config;

// Astro's adapter would otherwise open its own listener on import.
process.env["ASTRO_NODE_AUTOSTART"] = "disabled";
const entry = pathToFileURL(`${process.cwd()}/dist/server/entry.mjs`).href;
const { handler } = (await import(entry)) as { handler: AstroHandler };

const server = createServer((request, response) => handler(request, response));
server.listen(port, host, () =>
  runtime.log.info("server.listening", { url: `http://${host}:${port}` }),
);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  runtime.log.info("server.stopping", { signal });
  server.close();
  server.closeIdleConnections();
  await closeRuntime();
  process.exit(0);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
