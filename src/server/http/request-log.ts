import type { IncomingMessage, ServerResponse } from "node:http";
import type { Logger } from "../log.ts";

/**
 * One log line per request once the answer is sent: method, path, status, time, size.
 * The query string and the client address are left out: they can carry personal data.
 */
export function logRequest(log: Logger, request: IncomingMessage, response: ServerResponse): void {
  const started = process.hrtime.bigint();
  response.once("finish", () => {
    const path = (request.url ?? "/").split("?")[0];
    log.info("http.request", {
      method: request.method,
      path,
      status: response.statusCode,
      ms: Number((process.hrtime.bigint() - started) / 1000n) / 1000,
      bytes: Number(response.getHeader("Content-Length") ?? 0) || undefined,
    });
  });
}
