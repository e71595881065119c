/**
 * The header carrying the client's address into better-auth (rate limits, session
 * records). The server sets it from the socket on every request and overwrites whatever
 * the client sent, so unlike X-Forwarded-For it cannot be forged.
 */
export const CLIENT_ADDRESS_HEADER = "x-ridgeline-client-address";

/** A copy of `request` whose client-address header is the real one. */
export function withClientAddress(request: Request, clientAddress: string): Request {
  const headers = new Headers(request.headers);
  headers.set(CLIENT_ADDRESS_HEADER, clientAddress);
  const init: RequestInit & { duplex?: "half" } = { method: request.method, headers };
  if (request.method !== "GET" && request.method !== "HEAD") {
    init.body = request.body;
    init.duplex = "half";
  }
  return new Request(request.url, init);
}

/** Request headers for a server-side better-auth call, with the client's address set. */
export function headersWithClientAddress(source: Headers, clientAddress: string): Headers {
  const headers = new Headers(source);
  headers.set(CLIENT_ADDRESS_HEADER, clientAddress);
  return headers;
}
