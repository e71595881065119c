import { HEALTH_PATH } from "../../lib/public-routes.ts";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import type { Runtime } from "../runtime.ts";
import { loadBuiltAstro, type AstroHandler } from "./astro-handler.ts";
import { compressed } from "./compress-on-demand.ts";
import { applyForwardedView, forwardedView } from "./forwarded.ts";
import { respondHealth } from "./health.ts";
import { pageHeaders } from "./page-headers.ts";
import { handlePhotoUpload } from "./photo-route.ts";
import { isPhotoUploadRoute } from "./photo-upload-route.ts";
import { notFoundPage } from "./not-found-page.ts";
import { countRefusedQuote } from "./quote-route.ts";
import { malformedBody, readBody } from "./request-body.ts";
import { logRequest } from "./request-log.ts";
import { judgeRequestLine, SUPPORTED_METHODS } from "./request-line.ts";
import { applyHeaders, securityHeaders } from "./security-headers.ts";
import { pageFillOf } from "./page-fill.ts";
import { staticFiles } from "./static-files.ts";
import { handleUnsubscribePost, unsubscribePostToken } from "./unsubscribe-route.ts";

export interface SiteOptions {
  /** The directory holding the build (dist/); the working directory by default */
  root?: string;
  /** Astro's handler; by default the built one in dist/server/entry.mjs */
  astro?: AstroHandler;
}

export interface Site {
  server: Server;
  /** e.g. "http://127.0.0.1:4321" */
  url: string;
  /** Stops taking connections and waits for requests in flight (at most `graceMs`). */
  close(graceMs: number): Promise<void>;
}

/** No quote request or sign-in comes near this; anything bigger is refused unread. */
const MAX_BODY_BYTES = 64 * 1024;
/** A client gets this long to send its headers, and this long for the whole request. */
const HEADERS_TIMEOUT_MS = 10_000;
/**
 * Long enough for a visitor without JavaScript sending 8 full-size phone photos over a weak
 * storm-day connection (the proxy streams that body at the visitor's pace). Other bodies are
 * at most 64 KB, and the README's proxies buffer them, so they arrive at once.
 */
const REQUEST_TIMEOUT_MS = 10 * 60_000;
/**
 * How long an idle kept-alive connection stays open: longer than the proxies in front keep
 * theirs to us (nginx's upstream `keepalive_timeout` is 60 s by default, Caddy's
 * reverse_proxy transport `keepalive` 2 min). With Node's default of 5 s the server closed
 * connections the proxy still meant to reuse, and a request sent into one as it closed came
 * back reset: a 502 for a visitor's quote, which nginx does not retry since it is a POST.
 * Closing the server still drops idle connections at once (close() below).
 */
export const KEEP_ALIVE_TIMEOUT_MS = 130_000;

/**
 * The production HTTP server on a runtime its caller made (main.ts): it judges every
 * request, serves the prerendered pages itself (precompressed, cached), answers /healthz
 * and hands the rest to Astro with `locals.runtime` set to that one runtime's site face, so the
 * Astro bundle never opens a database or starts a drain of its own.
 */
export async function serveSite(runtime: Runtime, options: SiteOptions = {}): Promise<Site> {
  const root = options.root ?? process.cwd();
  const astro = options.astro ?? (await loadBuiltAstro(root));
  const { port, host, siteUrl, trustedProxies } = runtime.config;
  const headers = securityHeaders(siteUrl);
  const headersByPage = pageHeaders(join(root, "dist", "_headers.json"));
  /** Unknown paths get the prerendered 404 page (not-found-page.ts), so they get its policy. */
  const notFoundHeaders = headersByPage.get("/404") ?? {};
  /** "/about", "/about/index.html" and "/about.html" are one page with one policy. */
  const headersForPage = (pathname: string) =>
    headersByPage.get(pathname.replace(/(?:\/index)?\.html$/, "") || "/") ?? {};
  const banner = () => runtime.storms.banner();
  // Storm mode's banner and the latest projects go into the prerendered pages' markers.
  const fill = async () =>
    pageFillOf(...(await Promise.all([banner(), runtime.projects.showcase()])));
  const serveFile = staticFiles(join(root, "dist", "client"), headersForPage, fill);
  const notFound = notFoundPage(join(root, "dist", "client"), banner);
  const viewOf = forwardedView(trustedProxies);

  function answer(response: ServerResponse, status: number, message: string): void {
    response.writeHead(status, { "Content-Type": "text/plain; charset=utf-8" });
    response.end(message);
  }

  /**
   * On-demand routes (actions, the inbox, sign-in). Their bodies are read here, capped,
   * and handed to Astro already read, so no route reads an unbounded stream.
   */
  async function render(request: IncomingMessage, response: ServerResponse): Promise<void> {
    // The quote form's and the add-photos page's multipart posts stream through their own
    // reader, with their own limits, and reach Astro as a small form with the photos in locals.
    if (isPhotoUploadRoute(request.method, request.url, request.headers["content-type"])) {
      const isStaff = async (incoming: IncomingMessage) =>
        (await runtime.staff.session(new Headers({ cookie: incoming.headers.cookie ?? "" })))
          .staff !== null;
      return handlePhotoUpload(request, response, { ...runtime, isStaff }, async (upload) => {
        applyHeaders(response, notFoundHeaders);
        await astro(request, response, undefined, { runtime: runtime.site, ...upload });
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
    // A new locals object per request (the middleware writes the visitor's session into
    // it), holding the one runtime every request shares. No route: the 404 page, bannered.
    const noRoute = () => void notFound(request, response).catch((e) => failed(response, e));
    await new Promise<void>((resolve, reject) => {
      compressed(request, response, () => {
        astro(request, response, noRoute, { runtime: runtime.site }).then(resolve, reject);
      });
    });
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
    countRefusedQuote(request, response, runtime);
    if (request.url?.split("?")[0] === HEALTH_PATH) {
      respondHealth(response, () => runtime.db, { alertMs: runtime.config.outboxAlertMs }).catch(
        (error: unknown) => failed(response, error),
      );
      return;
    }
    const unsubscribing = unsubscribePostToken(request.method, request.url);
    if (unsubscribing) {
      handleUnsubscribePost(request, response, runtime, unsubscribing).catch((error: unknown) =>
        failed(response, error),
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
      keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
      // Node checks both timeouts on this interval (30 s by default).
      connectionsCheckingInterval: 1000,
    },
    handle,
  );
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  const { port: boundPort } = server.address() as AddressInfo;
  const url = `http://${host.includes(":") ? `[${host}]` : host}:${boundPort}`;
  runtime.log.info("server.listening", { url });

  return {
    server,
    url,
    async close(graceMs) {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      const forced = setTimeout(() => server.closeAllConnections(), graceMs);
      await closed;
      clearTimeout(forced);
    },
  };
}
