import type { IncomingMessage } from "node:http";
import proxyAddr from "proxy-addr";

/** What the server believes about a request after weighing its X-Forwarded-* headers. */
export interface ForwardedView {
  /** The client's address: the rightmost address in the chain that is not a trusted proxy */
  clientAddress: string;
  /** "https" when a trusted proxy says the visitor used TLS */
  protocol: "http" | "https";
  /** The host the visitor asked for, e.g. "www.example.com" */
  host: string;
}

const FORWARDED_HEADERS = [
  "x-forwarded-for",
  "x-forwarded-proto",
  "x-forwarded-host",
  "x-forwarded-port",
];

/** The first value of a header a proxy may have sent as a comma list ("https, http" → "https"). */
function firstValue(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  const first = value?.split(",")[0]?.trim();
  return first || undefined;
}

/** A host name with an optional port, nothing else: no path, user info or spaces. */
const HOST_PATTERN = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * Reads a request the way the trusted proxies in front of the server describe it
 * (TRUSTED_PROXIES, in proxy-addr's terms). The client address comes from proxy-addr,
 * which walks X-Forwarded-For from the right and stops at the first untrusted hop, so a
 * client cannot hide behind an X-Forwarded-For of its own. Scheme and host are taken
 * from X-Forwarded-Proto and X-Forwarded-Host only when the socket's peer is trusted,
 * as Express does.
 *
 * @example
 * const view = forwardedView(["127.0.0.1"]);
 * view(request) // { clientAddress: "203.0.113.7", protocol: "https", host: "www.example.com" }
 */
export function forwardedView(trustedProxies: readonly string[]) {
  const trust = proxyAddr.compile([...trustedProxies]);
  return (request: IncomingMessage): ForwardedView => {
    const peer = request.socket.remoteAddress ?? "";
    const peerTrusted = peer !== "" && trust(peer, 0);
    const encrypted = "encrypted" in request.socket && request.socket.encrypted === true;
    const forwardedProto = peerTrusted
      ? firstValue(request.headers["x-forwarded-proto"])
      : undefined;
    const forwardedHost = peerTrusted ? firstValue(request.headers["x-forwarded-host"]) : undefined;
    const host = forwardedHost ?? request.headers.host ?? "";
    return {
      clientAddress: proxyAddr(request, trust),
      protocol: forwardedProto === "https" || (!forwardedProto && encrypted) ? "https" : "http",
      host: HOST_PATTERN.test(host) ? host.toLowerCase() : "",
    };
  };
}

/**
 * Rewrites the request's forwarding headers to the believed view, so everything after
 * the server (Astro's origin check and `clientAddress`, better-auth) reads one checked
 * answer: a single X-Forwarded-For, Proto and Host. Whatever the client sent is gone.
 */
export function applyForwardedView(request: IncomingMessage, view: ForwardedView): void {
  for (const name of FORWARDED_HEADERS) delete request.headers[name];
  request.headers["x-forwarded-for"] = view.clientAddress;
  request.headers["x-forwarded-proto"] = view.protocol;
  if (view.host) {
    request.headers["x-forwarded-host"] = view.host;
    request.headers.host = view.host;
  }
}
