import type { ServerResponse } from "node:http";
import { describe, expect, it } from "vitest";
import { openDatabase } from "../db/connection.ts";
import { respondHealth } from "./health.ts";

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

describe("respondHealth", () => {
  it("answers 200 with the outbox backlog while the database answers", () => {
    const db = openDatabase(":memory:");
    const { response, sent } = recordingResponse();
    respondHealth(response, () => db);
    expect(sent.status).toBe(200);
    expect(JSON.parse(sent.body)).toEqual({ status: "ok", database: "ok", outboxPending: 0 });
  });

  it("answers 503 when the database cannot be reached", () => {
    const db = openDatabase(":memory:");
    db.close();
    const { response, sent } = recordingResponse();
    respondHealth(response, () => db);
    expect(sent.status).toBe(503);
    expect(JSON.parse(sent.body)).toMatchObject({ status: "unavailable" });
    expect(sent.headers["Cache-Control"]).toBe("no-store");
  });
});
