import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { loadConfigOrExit } from "./config.ts";
import { respondHealth } from "./http/health.ts";
import { logRequest } from "./http/request-log.ts";
import { pageHeaders } from "./http/page-headers.ts";
import { applyHeaders, securityHeaders } from "./http/security-headers.ts";
import { serveStatic } from "./http/static-files.ts";
import { closeRuntime, startRuntime } from "./runtime.ts";

/*
 * The production server: validates configuration, opens the database and starts the
 * outbox drain before taking any request (so mail left over from a crash goes out at
 * once), serves the prerendered pages itself (precompressed, cached) and hands the rest
 * to Astro. Run it with `npm start`.
 */

type AstroHandler = (request: IncomingMessage, response: ServerResponse) => void;

/** Longest a shutdown waits for requests in flight before closing anyway. */
const SHUTDOWN_GRACE_MS = 8000;
/** No quote request comes near this; anything bigger is refused before it is read. */
const MAX_BODY_BYTES = 64 * 1024;

const runtime = startRuntime(loadConfigOrExit());
const { port, host, siteUrl } = runtime.config;
const clientRoot = join(process.cwd(), "dist", "client");
const headers = securityHeaders(siteUrl);
const headersByPage = pageHeaders(join(process.cwd(), "dist", "_headers.json"));
/** Astro answers unknown paths with the prerendered 404 page, so it gets that page's policy. */
const notFoundHeaders = headersByPage.get("/404") ?? {};

// Astro's adapter would otherwise open its own listener on import.
process.env["ASTRO_NODE_AUTOSTART"] = "disabled";
const entry = pathToFileURL(join(process.cwd(), "dist", "server", "entry.mjs")).href;
const { handler: astro } = (await import(entry)) as { handler: AstroHandler };

const server = createServer((request, response) => {
  logRequest(runtime.log, request, response);
  applyHeaders(response, headers);
  if (Number(request.headers["content-length"] ?? 0) > MAX_BODY_BYTES) {
    response.writeHead(413, { "Content-Type": "text/plain" }).end("Request body too large.");
    return;
  }
  const path = (request.url ?? "/").split("?")[0];
  if (path === "/healthz") return respondHealth(response, () => runtime.db);
  const pageHeadersFor = (pathname: string) => headersByPage.get(pathname) ?? {};
  if (serveStatic(clientRoot, request, response, pageHeadersFor)) return;
  // On-demand pages replace this with their own policy; the 404 page keeps it.
  applyHeaders(response, notFoundHeaders);
  astro(request, response);
});
server.listen(port, host, () =>
  runtime.log.info("server.listening", { url: `http://${host}:${port}` }),
);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  runtime.log.info("server.stopping", { signal });
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  const forced = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
  await closed;
  clearTimeout(forced);
  await closeRuntime();
  runtime.log.info("server.stopped", { signal });
  process.exit(0);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
