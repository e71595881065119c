import type { IncomingMessage, ServerResponse } from "node:http";
import type { Readable } from "node:stream";
import sirv from "sirv";
import { livePages } from "./live-pages.ts";
import type { PageFill } from "./page-fill.ts";

/** Files under /_astro/ carry a content hash in their name, so they never change. */
const IMMUTABLE = "public, max-age=31536000, immutable";
/** Everything else (HTML, feeds, icons) may change on the next deploy: check before reuse. */
const REVALIDATE = "public, max-age=0, must-revalidate";

/**
 * Serves the prerendered site from `root` (dist/client) with sirv: it indexes the files
 * once at start-up, so an unknown or absurd path (300-byte segments, NUL bytes, encoded
 * dot segments) is a map miss, never a file-system call. It picks the brotli or gzip
 * variant scripts/precompress.ts wrote when the client accepts it, and answers
 * If-None-Match with 304. `headersFor` adds a page's own headers (its CSP) to HTML.
 *
 * While storm mode is on or projects are published, `fillNow` gives what goes into the
 * pages' markers and a page goes out with it (live-pages.ts); a failure to read it (the
 * database away) serves the page as built.
 *
 * Returns a handler that calls `next` when no file matches.
 */
export function staticFiles(
  root: string,
  headersFor: (pathname: string) => Record<string, string> = () => ({}),
  fillNow: () => Promise<PageFill | null> = async () => null,
) {
  const livePage = livePages(root, fillNow, headersFor);
  const serve = sirv(root, {
    dev: false,
    etag: true,
    gzip: true,
    brotli: true,
    extensions: ["html"],
    setHeaders(response, pathname) {
      response.setHeader("Cache-Control", pathname.startsWith("/_astro/") ? IMMUTABLE : REVALIDATE);
      for (const [name, value] of Object.entries(headersFor(pathname)))
        response.setHeader(name, value);
    },
  });

  return (request: IncomingMessage, response: ServerResponse, next: () => void): void => {
    if (request.method !== "GET" && request.method !== "HEAD") return next();
    // sirv trusts the Range header as written ("bytes=9-2" would throw from
    // createReadStream); pages and images are small, so every file is sent whole.
    delete request.headers.range;
    void livePage(request, response)
      .catch(() => false)
      .then((answered) => {
        if (answered) return;
        guardFileStream(response);
        serve(request, response, next);
      });
  };
}

/**
 * sirv pipes a file stream into the response and leaves it there. A client that hangs
 * up mid-download would keep the file descriptor open, and a file deleted by a deploy
 * between lookup and open would throw an unhandled 'error'. Node announces the pipe with
 * the response's 'pipe' event, which is where the stream gets its error handler and is
 * closed with the response.
 */
function guardFileStream(response: ServerResponse): void {
  response.once("pipe", (source: Readable) => {
    source.once("error", () => response.destroy());
    response.once("close", () => source.destroy());
  });
}
