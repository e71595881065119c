import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { loadConfigOrExit } from "./config.ts";
import { applyForwardedView, forwardedView } from "./http/forwarded.ts";
import { respondHealth } from "./http/health.ts";
import { exitOnUnhandledErrors } from "./http/last-resort.ts";
import { pageHeaders } from "./http/page-headers.ts";
import { handlePhotoUpload } from "./http/photo-route.ts"; // storm photos
import { isPhotoUploadRoute } from "./http/photo-upload.ts"; // storm photos
import { malformedBody, readBody } from "./http/request-body.ts";
import { logRequest } from "./http/request-log.ts";
import { judgeRequestLine, SUPPORTED_METHODS } from "./http/request-line.ts";
import { applyHeaders, securityHeaders } from "./http/security-headers.ts";
import { staticFiles } from "./http/static-files.ts";
import { restrictNewFilesToOwner } from "./owner-only.ts";
import { closeRuntime, startRuntime } from "./runtime.ts";

/*
 * The production server: validates configuration, opens the database and starts the
 * outbox drain before taking any request (so mail left over from a crash goes out at
 * once), serves the prerendered pages itself (precompressed, cached) and hands the rest
 * to Astro. Run it with `npm start`, behind a TLS proxy named in TRUSTED_PROXIES.
 */

type AstroHandler = (
  request: IncomingMessage,
  response: ServerResponse,
  next?: () => void,
  locals?: object,
) => Promise<void>;

/** Longest a shutdown waits for requests in flight before closing anyway. */
const SHUTDOWN_GRACE_MS = 8000;
/** No quote request or sign-in comes near this; anything bigger is refused unread. */
const MAX_BODY_BYTES = 64 * 1024;
/** A client gets this long to send its headers, and this long for the whole request. */
const HEADERS_TIMEOUT_MS = 10_000;
const REQUEST_TIMEOUT_MS = 30_000;

restrictNewFilesToOwner();
const runtime = await startRuntime(loadConfigOrExit()).catch((error: unknown) => {
  // Most often an unreachable DATABASE_URL: say so in one line, not a stack trace.
  console.error(
    `Could not open the database: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
});
exitOnUnhandledErrors(runtime.log);
const { port, host, siteUrl, trustedProxies } = runtime.config;
const headers = securityHeaders(siteUrl);
const headersByPage = pageHeaders(join(process.cwd(), "dist", "_headers.json"));
/** Astro answers unknown paths with the prerendered 404 page, so it gets that page's policy. */
const notFoundHeaders = headersByPage.get("/404") ?? {};
/** "/about", "/about/index.html" and "/about.html" are one page with one policy. */
const headersForPage = (pathname: string) =>
  headersByPage.get(pathname.replace(/(?:\/index)?\.html$/, "") || "/") ?? {};
const serveFile = staticFiles(join(process.cwd(), "dist", "client"), headersForPage);
const viewOf = forwardedView(trustedProxies);

const entry = pathToFileURL(join(process.cwd(), "dist", "server", "entry.mjs")).href;
const { handler: astro } = (await import(entry)) as { handler: AstroHandler };

function answer(response: ServerResponse, status: number, message: string): void {
  response.writeHead(status, { "Content-Type": "text/plain; charset=utf-8" });
  response.end(message);
}

/**
 * On-demand routes (actions, the inbox, sign-in). Their bodies are read here, capped,
 * and handed to Astro already read, so no route reads an unbounded stream.
 */
async function render(request: IncomingMessage, response: ServerResponse): Promise<void> {
  // Storm photos: the quote form's multipart posts stream through their own reader, with
  // their own limits, and reach Astro as a small form with the photos in locals.
  if (isPhotoUploadRoute(request.method, request.url, request.headers["content-type"])) {
    return handlePhotoUpload(request, response, runtime, async (locals) => {
      applyHeaders(response, notFoundHeaders);
      await astro(request, response, undefined, locals);
    });
  }
  if (request.method !== "GET" && request.method !== "HEAD") {
    const body = await readBody(request, MAX_BODY_BYTES);
    if (!body.ok) {
      if (body.reason === "too-large") answer(response, 413, "Request body too large.");
      else request.destroy();
      return;
    }
    const problem = await malformedBody(request.headers["content-type"], body.body);
    if (problem) return answer(response, 400, problem);
    Object.assign(request, { body: body.body });
  }
  // On-demand pages replace this with their own policy; the 404 page keeps it.
  applyHeaders(response, notFoundHeaders);
  await astro(request, response);
}

/** A request that failed after it was judged sound: logged, answered 500 if still possible. */
function failed(response: ServerResponse, error: unknown): void {
  runtime.log.error("http.error", {
    error: error instanceof Error ? error.message : String(error),
  });
  if (!response.headersSent) answer(response, 500, "Something went wrong.");
  else response.destroy();
}

/** Every request: judged, its forwarding headers settled, then a file, the health check or Astro. */
function route(request: IncomingMessage, response: ServerResponse): void {
  const verdict = judgeRequestLine(request.method ?? "", request.url ?? "/");
  if (verdict.kind === "refuse") {
    if (verdict.status === 405) response.setHeader("Allow", SUPPORTED_METHODS.join(", "));
    return answer(response, verdict.status, verdict.message);
  }
  if (verdict.kind === "redirect") {
    response.writeHead(301, { Location: verdict.location }).end();
    return;
  }
  const view = viewOf(request);
  // No host Astro could build a URL from ("user@evil.example", none at all): nothing to serve.
  if (!view.host) return answer(response, 400, "Bad Host header.");
  applyForwardedView(request, view);
  if (request.url?.split("?")[0] === "/healthz") {
    respondHealth(response, () => runtime.db, { alertMs: runtime.config.outboxAlertMs }).catch(
      (error: unknown) => failed(response, error),
    );
    return;
  }
  serveFile(request, response, () => {
    render(request, response).catch((error: unknown) => failed(response, error));
  });
}

function handle(request: IncomingMessage, response: ServerResponse): void {
  logRequest(runtime.log, request, response);
  applyHeaders(response, headers);
  // A throw here would reach the last-resort handler and restart the process: one bad
  // request must cost one 500, not every visitor's connection.
  try {
    route(request, response);
  } catch (error) {
    failed(response, error);
  }
}

const server = createServer(
  {
    headersTimeout: HEADERS_TIMEOUT_MS,
    requestTimeout: REQUEST_TIMEOUT_MS,
    // Node checks both timeouts on this interval (30 s by default).
    connectionsCheckingInterval: 1000,
  },
  handle,
);
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
