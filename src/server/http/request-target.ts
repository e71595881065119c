/** Far longer than any URL of the site; Node's 16 KB header limit would be the only bound. */
export const MAX_TARGET_LENGTH = 2048;

export type TargetVerdict =
  | { kind: "ok" }
  | { kind: "refuse"; status: 400 | 414; message: string }
  | { kind: "redirect"; location: string };

/**
 * Judges a request target before anything looks it up: too long (414), not a path,
 * undecodable percent-encoding or a NUL byte (400), or a trailing slash, which is
 * redirected to the one URL each page has ("/about/" → "/about"). The redirect target is
 * rebuilt from the normalised path with runs of slashes collapsed, so "/.//evil.example/"
 * leads to "/evil.example" on this site, never to another host.
 *
 * @example judgeTarget("/about/?utm_source=x") // { kind: "redirect", location: "/about?utm_source=x" }
 */
export function judgeTarget(target: string): TargetVerdict {
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
  if (decoded.includes("\0"))
    return { kind: "refuse", status: 400, message: "Bad request address." };
  if (path === "/" || !path.endsWith("/")) return { kind: "ok" };
  // Collapse first: URL() would read a leading "//evil.example" as a host.
  const collapsed = path.replace(/\/{2,}/g, "/");
  const normalised = new URL(collapsed, "http://site.invalid").pathname.replace(/\/{2,}/g, "/");
  const location = normalised.replace(/\/+$/, "") || "/";
  return { kind: "redirect", location: `${location}${query}` };
}
