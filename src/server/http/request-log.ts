import type { IncomingMessage, ServerResponse } from "node:http";
import { loggablePath } from "../../lib/public-routes.ts";
import type { Logger } from "../log.ts";

/**
 * One log line per request once the answer is sent: method, path, status, time, size.
 * The query string and the client address are left out: they can carry personal data. So
 * is an add-photos link's token: it opens a customer's request for 7 days.
 */
export function logRequest(log: Logger, request: IncomingMessage, response: ServerResponse): void {
  const started = process.hrtime.bigint();
  response.once("finish", () => {
    const path = loggablePath((request.url ?? "/").split("?")[0]!);
    log.info("http.request", {
      method: request.method,
      path,
      status: response.statusCode,
      ms: Number((process.hrtime.bigint() - started) / 1000n) / 1000,
      bytes: Number(response.getHeader("Content-Length") ?? 0) || undefined,
    });
  });
}
