import type { ServerResponse } from "node:http";
import type { Database } from "../db/connection.ts";
import { pendingCount } from "../db/outbox-repo.ts";

/**
 * GET /healthz for a load balancer or uptime check: 200 with the outbox backlog while the
 * database answers, 503 when it does not.
 */
export function respondHealth(response: ServerResponse, database: () => Database): void {
  let body: Record<string, unknown>;
  let status = 200;
  try {
    const db = database();
    db.prepare("SELECT 1").get();
    body = { status: "ok", database: "ok", outboxPending: pendingCount(db) };
  } catch (error) {
    status = 503;
    body = {
      status: "unavailable",
      database: error instanceof Error ? error.message : "unreachable",
    };
  }
  response.writeHead(status, { "Content-Type": "application/json", "Cache-Control": "no-store" });
  response.end(JSON.stringify(body));
}
