// @vitest-environment node
import { Webhook } from "standardwebhooks";
import { describe, expect, it } from "vitest";
import { engines, useTestDatabase } from "../../test-support/db-test-support.ts";
import { findLeadByReference } from "../leads/lead-repo.ts";
import { memoryLogger } from "../log.ts";
import { waitUntil } from "../../test-support/mail-test-support.ts";
import { startDeliveryDrain } from "./delivery-drain.ts";
import { allDeliveries, deliveriesForLead, resendDelivery } from "./delivery-repo.ts";
import { resumeEndpoint } from "./endpoint-repo.ts";
import { configuredEndpoints, endpointLabel, summariseEndpoints } from "./integrations.ts";
import {
  startReceiver,
  storeLeadDelivered,
  WEBHOOK_SECRET,
  type Receiver,
} from "../../test-support/receiver-test-support.ts";
import { queueTestEvent } from "./test-event.ts";
import { cleanupsAfterEach } from "../../test-support/cleanups.ts";

describe("endpointLabel", () => {
  it("shows the host and first path segment, never the token after it", () => {
    expect(endpointLabel("https://hooks.slack.com/services/T000/B000/s3cr3t")).toBe(
      "https://hooks.slack.com/services/…",
    );
    expect(endpointLabel("https://crm.example.com/leads?key=abc")).toBe(
      "https://crm.example.com/leads/…",
    );
    expect(endpointLabel("https://crm.example.com")).toBe("https://crm.example.com");
  });
});

describe.each(engines)("resends, test events and the integrations summary on %s", (engine) => {
  const database = useTestDatabase(engine);
  const defer = cleanupsAfterEach();

  async function receiver(statuses?: number[]): Promise<Receiver> {
    const started = await startReceiver(statuses);
    defer(started.close);
    return started;
  }

  function startDrain() {
    const drain = startDeliveryDrain(database.db, memoryLogger(), {
      webhookSecret: WEBHOOK_SECRET,
      retryBaseMs: 30,
      maxAttempts: 2,
      pollMs: 20,
      failedRetryMs: 60_000,
    });
    defer(() => drain.stop());
    return drain;
  }

  const settled = async () =>
    (await allDeliveries(database.db)).every((delivery) =>
      ["sent", "stopped", "failed"].includes(delivery.state),
    );

  it("resends a lead's delivery with the same webhook-id", async () => {
    const crm = await receiver();
    const reference = await storeLeadDelivered(database.db, {
      chatUrl: null,
      webhookUrls: [crm.url],
    });
    const drain = startDrain();
    await waitUntil(settled, "the first delivery");
    const lead = await findLeadByReference(database.db, reference);
    const [delivery] = await deliveriesForLead(database.db, lead!.id);

    expect(
      await resendDelivery(database.db, lead!.id, delivery!.id, new Date().toISOString()),
    ).toBe(true);
    drain.wake();
    await waitUntil(() => crm.requests.length === 2, "the resend");
    expect(crm.requests[1]?.headers["webhook-id"]).toBe(crm.requests[0]?.headers["webhook-id"]);
    expect(() =>
      new Webhook(WEBHOOK_SECRET).verify(
        crm.requests[1]!.body,
        crm.requests[1]!.headers as Record<string, string>,
      ),
    ).not.toThrow();
    // Another lead's delivery id is refused.
    expect(
      await resendDelivery(database.db, lead!.id + 1, delivery!.id, new Date().toISOString()),
    ).toBe(false);
  });

  it("sends a signed test event and a chat test line, and sums up each endpoint", async () => {
    const crm = await receiver([500, 200]);
    const chat = await receiver();
    const gone = await receiver([410]);
    const endpoints = configuredEndpoints({
      leadChatWebhookUrl: chat.url,
      leadWebhookUrls: [crm.url, gone.url],
    });
    expect(endpoints.map(({ channel }) => channel)).toEqual(["chat", "webhook", "webhook"]);
    const now = new Date().toISOString();
    for (const { channel, endpoint } of endpoints)
      await queueTestEvent(database.db, channel, endpoint, now);
    startDrain();
    await waitUntil(
      async () => (await allDeliveries(database.db)).filter((d) => d.state === "sent").length === 2,
      "the test events delivered",
    );
    await waitUntil(settled, "every test event settled");

    const event = new Webhook(WEBHOOK_SECRET).verify(
      crm.requests[1]!.body,
      crm.requests[1]!.headers as Record<string, string>,
    );
    expect(event).toMatchObject({ type: "test" });
    expect(JSON.parse(chat.requests[0]!.body)).toEqual({
      text: expect.stringContaining("new leads will show up here"),
    });

    const [chatSummary, crmSummary, goneSummary] = await summariseEndpoints(database.db, endpoints);
    expect(chatSummary).toMatchObject({ channel: "chat", sent: 1, failed: 0, stopped: null });
    expect(crmSummary).toMatchObject({ sent: 1, failed: 0, waiting: 0 });
    expect(crmSummary?.lastSentAt).toBeTruthy();
    expect(goneSummary).toMatchObject({ sent: 0, failed: 1, stopped: { endpoint: gone.url } });
    expect(goneSummary?.recentFailures.map((failure) => failure.lastStatus)).toEqual([410]);

    expect(await resumeEndpoint(database.db, gone.url)).toBe(true);
    expect(await resumeEndpoint(database.db, gone.url)).toBe(false);
    expect((await summariseEndpoints(database.db, endpoints))[2]?.stopped).toBeNull();
  });
});
