import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { join, relative, sep } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import fresh from "fresh";
import type { PageFill } from "./page-fill.ts";

/** A page the fill leaves as built: it goes out precompressed, from the files. */
const AS_BUILT = "as-built";

interface Variant {
  /** The page's hash: each encoding's ETag adds its own suffix (RFC 9110 8.8.3) */
  hash: string;
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/** Every prerendered page by each path it answers to: "/about", "/about/", "/about/index.html". */
function indexPages(root: string): Map<string, string> {
  const pages = new Map<string, string>();
  const walk = (directory: string) => {
    for (const entry of readdirSync(directory, { withFileTypes: true })) {
      const path = join(directory, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith(".html")) {
        const file = `/${relative(root, path).split(sep).join("/")}`;
        pages.set(file, path);
        const bare = file.replace(/(?:\/index)?\.html$/, "");
        pages.set(bare || "/", path);
        if (file.endsWith("/index.html")) pages.set(`${bare}/`, path);
      }
    }
  };
  walk(root);
  return pages;
}

/**
 * Prerendered pages with what changes while the site runs: storm mode's banner and note,
 * and the latest projects on the area and service pages. The build leaves a marker where
 * each goes; the precompressed .br/.gz files carry the markers, not the content. While
 * there is something to fill (`fillNow`), this handler answers for every page it changes:
 * it reads the page, fills it, compresses it once for that fill (brotli, gzip) and keeps
 * the result until the fill changes, with its own ETag. A page the fill leaves as it is,
 * and every page while there is nothing to fill, goes out precompressed as built.
 *
 * Returns a handler that resolves true when it answered.
 */
export function livePages(
  root: string,
  fillNow: () => Promise<PageFill | null>,
  headersFor: (pathname: string) => Record<string, string>,
) {
  const pages = indexPages(root);
  let cacheKey = "";
  let cache = new Map<string, Variant | typeof AS_BUILT>();

  function variant(file: string, fill: PageFill): Variant | typeof AS_BUILT {
    if (fill.key !== cacheKey) {
      cache = new Map();
      cacheKey = fill.key;
    }
    let built = cache.get(file);
    if (!built) {
      const html = readFileSync(file, "utf8");
      const filled = fill.apply(html);
      if (filled === html) built = AS_BUILT;
      else {
        const identity = Buffer.from(filled);
        built = {
          hash: createHash("sha256").update(identity).digest("base64url").slice(0, 22),
          identity,
          br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
          gzip: gzipSync(identity, { level: 9 }),
        };
      }
      cache.set(file, built);
    }
    return built;
  }

  return async (request: IncomingMessage, response: ServerResponse): Promise<boolean> => {
    if (request.method !== "GET" && request.method !== "HEAD") return false;
    const pathname = decodedPath(request.url ?? "/");
    const file = pathname === undefined ? undefined : pages.get(pathname);
    if (!file) return false;
    const fill = await fillNow();
    if (!fill) return false;
    const page = variant(file, fill);
    if (page === AS_BUILT) return false;
    const accepted = String(request.headers["accept-encoding"] ?? "");
    const [encoding, body] = /\bbr\b/.test(accepted)
      ? (["br", page.br] as const)
      : /\bgzip\b/.test(accepted)
        ? (["gzip", page.gzip] as const)
        : ([undefined, page.identity] as const);
    response.setHeader("Content-Type", "text/html; charset=utf-8");
    response.setHeader("Cache-Control", "public, max-age=0, must-revalidate");
    response.setHeader("Vary", "Accept-Encoding");
    // A strong ETag names one representation: each encoding has its own.
    response.setHeader("ETag", `"live-${page.hash}${encoding ? `-${encoding}` : ""}"`);
    for (const [name, value] of Object.entries(headersFor(pathname!)))
      response.setHeader(name, value);
    // `fresh` reads If-None-Match as RFC 9110 says: lists, weak tags (nginx's gzip makes
    // them weak) and "*".
    if (fresh(request.headers, { etag: response.getHeader("ETag") })) {
      response.writeHead(304).end();
      return true;
    }
    if (encoding) response.setHeader("Content-Encoding", encoding);
    response.setHeader("Content-Length", body.length);
    response.writeHead(200);
    response.end(request.method === "HEAD" ? undefined : body);
    return true;
  };
}

/**
 * The request's path as sirv reads it (percent-decoded, so "/%61bout" is "/about" for
 * both), or undefined when it does not decode: sirv then answers it, not this handler.
 */
function decodedPath(url: string): string | undefined {
  try {
    return decodeURI(url.split("?")[0]!);
  } catch {
    return undefined;
  }
}
