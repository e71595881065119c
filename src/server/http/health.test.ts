// @vitest-environment node
import type { ServerResponse } from "node:http";
import { enqueueMessage } from "../mail/outbox-enqueue-repo.ts";
import { createServer, type Socket } from "node:net";
import { describe, expect, it } from "vitest";
import { freePort } from "../../test-support/ports.ts";
import { Kysely, sql } from "kysely";
import pg from "pg";
import type { Db } from "../tables.ts";
import { PostgresEngineDialect } from "../db/dialects.ts";
import type { DatabaseSchema } from "../tables.ts";
import { engines, useTestDatabase } from "../../test-support/db-test-support.ts";
import {
  claimNextDue,
  listMessages,
  markAttemptFailed,
  markSent,
  type MessageKind,
} from "../mail/outbox-repo.ts";
import { allDeliveries, enqueueDelivery, recordAttempt } from "../deliveries/delivery-repo.ts";
import { stopEndpoint } from "../deliveries/endpoint-repo.ts";
import type { DeliveryChannel } from "../deliveries/delivery-tables.ts";
import { respondHealth, type HealthOptions } from "./health.ts";

const MINUTE = 60_000;
const ALERT = { alertMs: 30 * MINUTE };
const VISITOR = "dana@example.com";

/** Records what respondHealth writes, the way node:http would send it. */
function recordingResponse() {
  const sent = { status: 0, headers: {} as Record<string, string>, body: "" };
  const response = {
    writeHead(status: number, headers: Record<string, string>) {
      sent.status = status;
      sent.headers = headers;
      return response;
    },
    end(body: string) {
      sent.body = body;
    },
  };
  return { response: response as unknown as ServerResponse, sent };
}

async function checkHealthOf(db: Db, options: HealthOptions = ALERT) {
  const { response, sent } = recordingResponse();
  await respondHealth(response, () => db, options);
  return { status: sent.status, body: JSON.parse(sent.body) as Record<string, unknown>, sent };
}

describe.each(engines)("respondHealth on %s", (engine) => {
  const database = useTestDatabase(engine);
  const checkHealth = (options?: HealthOptions) => checkHealthOf(database.db, options);

  /** Queues a message `minutesAgo` minutes ago and returns its id. */
  async function queue(kind: MessageKind, minutesAgo: number): Promise<number> {
    const { db } = database;
    const recipients = kind === "notification" ? ["owner@ridgeline.example.com"] : [VISITOR];
    const subject = `Roof Repair request from Dana Whitfield (${kind})`;
    const queuedAt = new Date(Date.now() - minutesAgo * MINUTE).toISOString();
    await enqueueMessage(
      db,
      null,
      { kind, recipients, replyTo: VISITOR, subject, text: subject, html: subject },
      queuedAt,
    );
    return (await listMessages(db, ["pending"])).at(-1)?.id ?? 0;
  }

  it("answers 200 with an empty outbox, never cached", async () => {
    const { status, body, sent } = await checkHealth();
    expect(status).toBe(200);
    expect(body).toEqual({
      status: "ok",
      database: "ok",
      outboxPending: 0,
      outboxFailed: 0,
      outboxOldestPendingSeconds: null,
      deliveriesWaiting: 0,
      deliveriesOldestWaitingSeconds: null,
      endpointsStopped: 0,
      deliveriesLate: [],
      deliveriesStopped: [],
      alerts: [],
    });
    expect(sent.headers["Cache-Control"]).toBe("no-store");
  });

  it("reports the pending and failed counts and how long the oldest message has waited", async () => {
    await queue("receipt", 10);
    await queue("notification", 2);
    await queue("notification", 1);
    // The oldest is being sent right now: still waiting, and still the oldest.
    await claimNextDue(
      database.db,
      new Date().toISOString(),
      new Date(Date.now() + MINUTE).toISOString(),
    );
    await markAttemptFailed(database.db, await queue("receipt", 1), "550 no such user", null);
    await markSent(database.db, await queue("notification", 60), new Date().toISOString());

    const { status, body } = await checkHealth();
    expect(status).toBe(200);
    expect(body).toMatchObject({ outboxPending: 3, outboxFailed: 1, alerts: [] });
    expect(body["outboxOldestPendingSeconds"]).toBeGreaterThanOrEqual(600);
    expect(body["outboxOldestPendingSeconds"]).toBeLessThan(610);
    expect(await listMessages(database.db, ["sending"])).toHaveLength(1);
  });

  it("turns 503 on a failed notification, and says so without a word of the lead", async () => {
    const id = await queue("notification", 1);
    await markAttemptFailed(database.db, id, `550 mailbox unavailable for ${VISITOR}`, null);

    const { status, body, sent } = await checkHealth();
    expect(status).toBe(503);
    expect(body).toMatchObject({
      status: "alert",
      outboxFailed: 1,
      alerts: ["notification-failed"],
    });
    expect(sent.body).not.toMatch(/dana|Whitfield|Roof Repair|550|ridgeline/i);
  });

  it("stays 200 for a failed receipt: a mistyped visitor address is no outage", async () => {
    await markAttemptFailed(database.db, await queue("receipt", 1), "550 no such user", null);
    expect(await checkHealth()).toMatchObject({
      status: 200,
      body: { outboxFailed: 1, alerts: [] },
    });
  });

  /** Queues a delivery to `endpoint` `minutesAgo` minutes ago and returns its id. */
  async function queueDelivery(channel: DeliveryChannel, endpoint: string, minutesAgo: number) {
    const at = new Date(Date.now() - minutesAgo * MINUTE).toISOString();
    const body = JSON.stringify({ text: "URGENT: Dana Whitfield" });
    await enqueueDelivery(
      database.db,
      {
        leadId: null,
        channel,
        eventType: "lead.created",
        endpoint,
        webhookId: `msg_${at}${endpoint}`,
        body,
      },
      at,
    );
    return (await allDeliveries(database.db)).at(-1)!.id;
  }
  const CHAT = "https://hooks.slack.example/services/T0/B0/secret-token";
  const CRM = "https://crm.example/hooks/leads";

  it("turns 503 when a webhook has been failing longer than the alert time, naming the channel only", async () => {
    const id = await queueDelivery("webhook", CRM, 31);
    await recordAttempt(
      database.db,
      id,
      { state: "failed", status: 500, error: "HTTP 500", retryAt: null },
      new Date().toISOString(),
    );
    await queueDelivery("chat", CHAT, 1);

    const health = await checkHealth();
    expect(health).toMatchObject({
      status: 503,
      body: { deliveriesWaiting: 2, deliveriesLate: ["webhook"], alerts: ["delivery-failing"] },
    });
    expect(health.body["deliveriesOldestWaitingSeconds"]).toBeGreaterThanOrEqual(31 * 60);
    expect(health.sent.body).not.toMatch(/slack|crm|secret|Dana|HTTP 500/i);
    // Within the alert time a failing delivery is reported, not alerted on.
    expect((await checkHealth({ alertMs: 45 * MINUTE })).status).toBe(200);
  });

  it("turns 503 when an endpoint has been stopped longer than the alert time", async () => {
    await queueDelivery("chat", CHAT, 40);
    await stopEndpoint(
      database.db,
      CHAT,
      "chat: HTTP 410 Gone",
      new Date(Date.now() - 35 * MINUTE).toISOString(),
    );
    expect(await checkHealth()).toMatchObject({
      status: 503,
      body: {
        endpointsStopped: 1,
        deliveriesStopped: ["chat"],
        deliveriesLate: [],
        alerts: ["delivery-stopped"],
      },
    });
    expect(await checkHealth({ alertMs: 40 * MINUTE })).toMatchObject({
      status: 200,
      body: { endpointsStopped: 1, deliveriesStopped: [], alerts: [] },
    });
  });

  it("stays 200 once a late delivery is sent", async () => {
    const id = await queueDelivery("chat", CHAT, 31);
    await recordAttempt(
      database.db,
      id,
      { state: "sent", status: 200, error: null },
      new Date().toISOString(),
    );
    expect(await checkHealth()).toMatchObject({
      status: 200,
      body: { deliveriesWaiting: 0, alerts: [] },
    });
  });

  it("turns 503 when a notification has waited longer than the alert time", async () => {
    await queue("notification", 31);
    expect(await checkHealth()).toMatchObject({
      status: 503,
      body: { status: "alert", outboxPending: 1, alerts: ["notification-delayed"] },
    });
    // The operator's own setting decides how long is too long.
    expect((await checkHealth({ alertMs: 45 * MINUTE })).status).toBe(200);
  });

  it("counts a notification claimed for sending as still waiting", async () => {
    await queue("notification", 40);
    await claimNextDue(
      database.db,
      new Date().toISOString(),
      new Date(Date.now() + MINUTE).toISOString(),
    );
    expect((await checkHealth()).body).toMatchObject({
      outboxPending: 1,
      alerts: ["notification-delayed"],
    });
  });

  it("does not alert on receipts that wait, only reports them", async () => {
    await queue("receipt", 90);
    const { status, body } = await checkHealth();
    expect(status).toBe(200);
    expect(body["outboxOldestPendingSeconds"]).toBeGreaterThanOrEqual(90 * 60);
  });

  it("alerts after 30 minutes when no alert time is passed", async () => {
    await queue("notification", 29);
    const { response, sent } = recordingResponse();
    await respondHealth(response, () => database.db);
    expect(sent.status).toBe(200);

    await queue("notification", 31);
    await respondHealth(response, () => database.db);
    expect(sent.status).toBe(503);
  });

  it("answers 503 when the database has been closed", async () => {
    await database.db.destroy();
    const { status, body, sent } = await checkHealth();
    expect(status).toBe(503);
    expect(body).toEqual({ status: "unavailable", database: "unreachable" });
    expect(sent.headers["Cache-Control"]).toBe("no-store");
  });

  it("names a database fault in the engine's own code words only, not its message", async () => {
    // Postgres drops it only with the constraint of the attachments that point at it.
    await sql
      .raw(engine === "postgres" ? "DROP TABLE outbox CASCADE" : "DROP TABLE outbox")
      .execute(database.db);
    const { status, body } = await checkHealth();
    expect(status).toBe(503);
    expect(body).toEqual({
      status: "unavailable",
      // SQLite's wording for its error code; Postgres' SQLSTATE (42P01: undefined table).
      database: engine === "sqlite" ? "SQL logic error" : "SQLSTATE 42P01",
    });
  });
});

/** A connection pool to a Postgres that is not there, as the server would hold one. */
const postgresAt = (port: number): Db =>
  new Kysely<DatabaseSchema>({
    dialect: new PostgresEngineDialect({
      pool: new pg.Pool({ connectionString: `postgres://site@127.0.0.1:${port}/site` }),
    }),
  });

describe("respondHealth with a Postgres server out of reach", () => {
  it("answers 503 when nothing listens at DATABASE_URL", async () => {
    const port = await freePort();
    const db = postgresAt(port);
    try {
      expect((await checkHealthOf(db)).body).toEqual({
        status: "unavailable",
        database: "unreachable",
      });
    } finally {
      await db.destroy();
    }
  });

  it("answers 503 in time when the server takes connections but never answers", async () => {
    const sockets: Socket[] = [];
    const silent = createServer((socket) => sockets.push(socket));
    const port = await freePort();
    await new Promise<void>((resolve) => silent.listen(port, "127.0.0.1", resolve));
    const db = postgresAt(port);
    try {
      const started = Date.now();
      const { status, body } = await checkHealthOf(db, { ...ALERT, timeoutMs: 200 });
      expect({ status, body }).toEqual({
        status: 503,
        body: { status: "unavailable", database: "timeout" },
      });
      expect(Date.now() - started).toBeLessThan(2000);
    } finally {
      for (const socket of sockets) socket.destroy();
      silent.close();
      await db.destroy();
    }
  });
});
