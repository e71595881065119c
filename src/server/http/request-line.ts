/** Far longer than any URL of the site; Node's 16 KB header limit would be the only bound. */
export const MAX_TARGET_LENGTH = 2048;

/**
 * Methods the site answers. Others (TRACE, CONNECT, made-up ones) get a 405 here:
 * the fetch Request that Astro builds throws on TRACE and CONNECT.
 */
export const SUPPORTED_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];

export type RequestLineVerdict =
  | { kind: "ok" }
  | { kind: "refuse"; status: 400 | 405 | 414; message: string }
  | { kind: "redirect"; location: string };

/**
 * Judges a request line before anything looks it up: a method the site does not answer
 * (405), a target too long (414), not a path,
 * undecodable percent-encoding or a NUL byte (400), or a trailing slash or a run of
 * slashes, which is redirected to the one URL each page has ("/about/" → "/about",
 * "/admin//leads.csv" → "/admin/leads.csv": Astro's middleware lost the request's locals on
 * the latter and answered 500). The redirect target is
 * rebuilt from the normalised path with runs of slashes collapsed, so "/.//evil.example/"
 * leads to "/evil.example" on this site, never to another host.
 *
 * @example judgeRequestLine("GET", "/about/?utm_source=x") // { kind: "redirect", location: "/about?utm_source=x" }
 */
export function judgeRequestLine(method: string, target: string): RequestLineVerdict {
  if (!SUPPORTED_METHODS.includes(method))
    return { kind: "refuse", status: 405, message: "Method not allowed." };
  if (target.length > MAX_TARGET_LENGTH)
    return { kind: "refuse", status: 414, message: "Request address too long." };
  if (!target.startsWith("/"))
    return { kind: "refuse", status: 400, message: "Bad request address." };
  const queryAt = target.indexOf("?");
  const path = queryAt === -1 ? target : target.slice(0, queryAt);
  const query = queryAt === -1 ? "" : target.slice(queryAt);
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return { kind: "refuse", status: 400, message: "Bad request address." };
  }
  // A browser turns "\" into "/" before sending; a raw one (or a NUL, even in the query)
  // only comes from a tool probing how paths are parsed.
  if (decoded.includes("\0") || path.includes("\\") || query.includes("%00"))
    return { kind: "refuse", status: 400, message: "Bad request address." };
  if (path === "/" || (!path.endsWith("/") && !path.includes("//"))) return { kind: "ok" };
  // Collapse first: URL() would read a leading "//evil.example" as a host.
  const collapsed = path.replace(/\/{2,}/g, "/");
  if (!URL.canParse(collapsed, "http://site.invalid"))
    return { kind: "refuse", status: 400, message: "Bad request address." };
  const normalised = new URL(collapsed, "http://site.invalid").pathname.replace(/\/{2,}/g, "/");
  const location = normalised.replace(/\/+$/, "") || "/";
  return { kind: "redirect", location: `${location}${query}` };
}
