import { createReadStream, statSync, type Stats } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { extname, join, normalize, sep } from "node:path";

const contentTypes: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".svg": "image/svg+xml",
  ".webmanifest": "application/manifest+json",
  ".avif": "image/avif",
  ".webp": "image/webp",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
};

/** Files under /_astro/ carry a content hash in their name, so they never change. */
const IMMUTABLE = "public, max-age=31536000, immutable";
/** Everything else (HTML, feeds, icons) may change on the next deploy: check before reuse. */
const REVALIDATE = "public, max-age=0, must-revalidate";

/** The stats of a regular file at `path`, or null when there is none. */
function fileStats(path: string): Stats | null {
  const stats = statSync(path, { throwIfNoEntry: false });
  return stats?.isFile() ? stats : null;
}

/** "/about" → "about/index.html", "/_astro/a.js" → "_astro/a.js"; null for anything outside the root. */
function fileFor(root: string, pathname: string): { path: string; stats: Stats } | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (decoded.includes("\0")) return null;
  const relative = normalize(decoded).replace(/^[/\\]+/, "");
  const candidates = extname(relative)
    ? [relative]
    : [join(relative, "index.html"), `${relative}.html`];
  for (const candidate of candidates) {
    const path = join(root, candidate);
    if (!path.startsWith(root + sep) && path !== root) return null;
    const stats = fileStats(path);
    if (stats) return { path, stats };
  }
  return null;
}

/** The precompressed variants scripts/precompress.ts writes beside each file. */
const VARIANT_SUFFIX = { br: ".br", gzip: ".gz" } as const;

function preferredEncoding(request: IncomingMessage): keyof typeof VARIANT_SUFFIX | null {
  const accepted = String(request.headers["accept-encoding"] ?? "");
  if (/\bbr\b/.test(accepted)) return "br";
  if (/\bgzip\b/.test(accepted)) return "gzip";
  return null;
}

/** The precompressed variant of `file` the client accepts, else the file itself. */
function bestVariant(request: IncomingMessage, file: string, stats: Stats) {
  const encoding = preferredEncoding(request);
  if (encoding) {
    const path = `${file}${VARIANT_SUFFIX[encoding]}`;
    const variant = fileStats(path);
    if (variant) return { path, size: variant.size, encoding };
  }
  return { path: file, size: stats.size, encoding: null };
}

/**
 * Serves the prerendered site from `root` (dist/client): precompressed brotli or gzip
 * variants when the client accepts them, ETag revalidation for HTML, and long immutable
 * caching for hashed assets. Returns false when no file matches, so the caller can hand
 * the request to Astro (actions, on-demand pages, the 404 page).
 */
export function serveStatic(
  root: string,
  request: IncomingMessage,
  response: ServerResponse,
  headersFor: (pathname: string) => Record<string, string> = () => ({}),
): boolean {
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  const pathname = new URL(request.url ?? "/", "http://localhost").pathname;
  if (pathname !== "/" && pathname.endsWith("/")) {
    response.writeHead(301, { Location: pathname.replace(/\/+$/, "") || "/" }).end();
    return true;
  }
  const found = fileFor(root, pathname);
  if (!found) return false;

  const { path: file, stats } = found;
  const etag = `"${stats.size.toString(36)}-${Math.floor(stats.mtimeMs).toString(36)}"`;
  const immutable = pathname.startsWith("/_astro/");
  response.setHeader("Cache-Control", immutable ? IMMUTABLE : REVALIDATE);
  response.setHeader("ETag", etag);
  response.setHeader("Content-Type", contentTypes[extname(file)] ?? "application/octet-stream");
  response.setHeader("Vary", "Accept-Encoding");
  if (file.endsWith(".html")) {
    for (const [name, value] of Object.entries(headersFor(pathname)))
      response.setHeader(name, value);
  }
  if (request.headers["if-none-match"] === etag) {
    response.writeHead(304).end();
    return true;
  }

  const source = bestVariant(request, file, stats);
  if (source.encoding) response.setHeader("Content-Encoding", source.encoding);
  response.setHeader("Content-Length", source.size);
  response.writeHead(200);
  if (request.method === "HEAD") response.end();
  else createReadStream(source.path).pipe(response);
  return true;
}
