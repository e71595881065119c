import { request } from "node:https";
import { readFileSync } from "node:fs";
import { PUBLIC_HOST, type TlsProxy } from "./proxy";

export interface ProxyAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  /** The body as received, for what is not text (a photo) */
  bytes: Buffer;
}

export interface ClientRequest {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

/**
 * A visitor at `localAddress` (127.0.0.2, 127.0.0.3, …) talking https to the proxy, as a
 * browser on another machine would: the proxy sees that address as the client.
 */
export function visitorAt(proxy: TlsProxy, localAddress: string) {
  const ca = readFileSync(proxy.certificate);
  return (path: string, options: ClientRequest = {}): Promise<ProxyAnswer> =>
    new Promise((resolve, reject) => {
      const outgoing = request(
        {
          host: "127.0.0.1",
          port: proxy.port,
          servername: PUBLIC_HOST,
          ca,
          localAddress,
          method: options.method ?? "GET",
          path,
          agent: false,
          headers: { Host: `${PUBLIC_HOST}:${proxy.port}`, ...options.headers },
        },
        (response) => {
          const chunks: Buffer[] = [];
          // A connection reset mid-body (an instance killed while answering, nginx then
          // dropping the client) fails this request like a reset before the headers, for
          // the caller to handle, instead of an unhandled stream error ending the test.
          response.on("error", reject);
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () => {
            const bytes = Buffer.concat(chunks);
            resolve({
              status: response.statusCode ?? 0,
              headers: response.headers,
              body: bytes.toString("utf8"),
              bytes,
            });
          });
        },
      );
      outgoing.on("error", reject);
      outgoing.end(options.body);
    });
}

/** A quote request as the no-JavaScript form posts it (urlencoded, same origin). */
export function formPost(
  proxy: TlsProxy,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
): ClientRequest {
  return {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: proxy.origin,
      ...headers,
    },
    body: new URLSearchParams(fields).toString(),
  };
}
