import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { join, relative, sep } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import fresh from "fresh";
import { withStormBanner } from "../../lib/storms/storm-banner-html.ts";
import type { StormBanner } from "../../lib/storms/storm-event-view.ts";

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
 * Prerendered pages while storm mode is on. The build leaves a marker where the banner goes
 * (and, on the emergency pages, the note); the precompressed .br/.gz files carry the marker,
 * not the banner. So while there is a banner this handler answers for every page: it reads
 * the page, puts the banner in, compresses it once for that banner (brotli, gzip) and keeps
 * the result until the banner changes, with its own ETag. While storm mode is off it
 * answers nothing and the files go out precompressed as built.
 *
 * Returns a handler that resolves true when it answered.
 */
export function stormBannerPages(
  root: string,
  bannerNow: () => Promise<StormBanner | null>,
  headersFor: (pathname: string) => Record<string, string>,
) {
  const pages = indexPages(root);
  let cacheKey = "";
  let cache = new Map<string, Variant>();

  function variant(file: string, banner: StormBanner): Variant {
    const key = `${banner.line}\u0000${banner.href}`;
    if (key !== cacheKey) {
      cache = new Map();
      cacheKey = key;
    }
    let built = cache.get(file);
    if (!built) {
      const identity = Buffer.from(withStormBanner(readFileSync(file, "utf8"), banner));
      built = {
        hash: createHash("sha256").update(identity).digest("base64url").slice(0, 22),
        identity,
        br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
        gzip: gzipSync(identity, { level: 9 }),
      };
      cache.set(file, built);
    }
    return built;
  }

  return async (request: IncomingMessage, response: ServerResponse): Promise<boolean> => {
    if (request.method !== "GET" && request.method !== "HEAD") return false;
    const pathname = decodedPath(request.url ?? "/");
    const file = pathname === undefined ? undefined : pages.get(pathname);
    if (!file) return false;
    const banner = await bannerNow();
    if (!banner) return false;
    const page = variant(file, banner);
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
    response.setHeader("ETag", `"storm-${page.hash}${encoding ? `-${encoding}` : ""}"`);
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
