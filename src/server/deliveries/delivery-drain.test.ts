// @vitest-environment node
import { Webhook } from "standardwebhooks";
import { describe, expect, it } from "vitest";
import { quoteRequestSchema } from "../../lib/quote-schema.ts";
import { engines, useTestDatabase } from "../../test-support/db-test-support.ts";
import { submitLead } from "../leads/submit-lead.ts";
import { submitStored } from "../../test-support/submit-test-support.ts";
import { memoryLogger } from "../log.ts";
import {
  SITE_URL,
  testSubmitDependencies,
  waitUntil,
} from "../../test-support/mail-test-support.ts";
import { startDeliveryDrain, type DeliveryDrainOptions } from "./delivery-drain.ts";
import { allDeliveries, claimNextDelivery, type Delivery } from "./delivery-repo.ts";
import { stoppedEndpoints } from "./endpoint-repo.ts";
import { renewLease } from "../db/leased-queue.ts";
import {
  startHangingReceiver,
  startReceiver,
  storeLeadDelivered,
  WEBHOOK_SECRET,
  type Receiver,
} from "../../test-support/receiver-test-support.ts";
import { cleanupsAfterEach } from "../../test-support/cleanups.ts";

describe.each(engines)("chat alerts and signed webhooks on %s", (engine) => {
  const database = useTestDatabase(engine);
  const defer = cleanupsAfterEach();

  async function receiver(statuses?: number[]): Promise<Receiver> {
    const started = await startReceiver(statuses);
    defer(started.close);
    return started;
  }

  function startDrain(options: Partial<DeliveryDrainOptions> = {}) {
    const log = memoryLogger();
    const drain = startDeliveryDrain(database.db, log, {
      webhookSecret: WEBHOOK_SECRET,
      retryBaseMs: 30,
      maxAttempts: 3,
      pollMs: 20,
      ...options,
    });
    defer(() => drain.stop());
    return { drain, log };
  }

  const deliveries = () => allDeliveries(database.db);
  const allSettled = async () =>
    (await deliveries()).every((delivery) => ["sent", "stopped"].includes(delivery.state));

  /** The verified events a receiver kept, one per webhook-id, as a deduplicating receiver would. */
  function verifiedEvents(from: Receiver) {
    const verifier = new Webhook(WEBHOOK_SECRET);
    const byId = new Map<string, { type: string; data: Record<string, unknown> }>();
    for (const request of from.requests.filter(({ status }) => status < 300)) {
      const event = verifier.verify(request.body, request.headers as Record<string, string>) as {
        type: string;
        data: Record<string, unknown>;
      };
      byId.set(String(request.headers["webhook-id"]), event);
    }
    return [...byId.values()];
  }

  it("sends every lead's chat alert while a webhook endpoint hangs: each endpoint has its own lane", async () => {
    const chat = await receiver();
    const hangingCrm = await startHangingReceiver();
    const settings = { chatUrl: chat.url, webhookUrls: [hangingCrm.url] };
    const { drain } = startDrain();
    // Closed before the drain stops, which ends the hanging request instead of waiting it out.
    defer(hangingCrm.close);

    // Six leads one after another, as they come in: each one's alert goes out while the
    // first webhook is still waiting for an answer it will not get within the test.
    for (let lead = 1; lead <= 6; lead++) {
      await storeLeadDelivered(database.db, settings, { email: `lead${lead}@example.com` });
      drain.wake();
      await waitUntil(() => chat.requests.length === lead, `lead ${lead}'s chat alert`, 1000);
    }
    expect(chat.requests.map(({ status }) => status)).toEqual([200, 200, 200, 200, 200, 200]);
    // The hanging endpoint holds only itself back: one request in flight, five waiting.
    expect(hangingCrm.requests).toHaveLength(1);
    const webhooks = (await deliveries()).filter(({ channel }) => channel === "webhook");
    expect(webhooks.map(({ state }) => state).sort()).toEqual([
      "pending",
      "pending",
      "pending",
      "pending",
      "pending",
      "sending",
    ]);
  });

  it("renews the lease of a delivery while its receiver has not answered, so no other drain takes it", async () => {
    const hangingCrm = await startHangingReceiver();
    await storeLeadDelivered(database.db, { chatUrl: null, webhookUrls: [hangingCrm.url] });
    startDrain({ leaseMs: 300 });
    defer(hangingCrm.close);
    await waitUntil(() => hangingCrm.requests.length === 1, "the webhook in flight");

    // Four leases long: without renewal another drain could claim it by now.
    await new Promise((resolve) => setTimeout(resolve, 1200));
    const now = new Date().toISOString();
    expect(await claimNextDelivery(database.db, now, now)).toBeUndefined();
    const [delivery] = await deliveries();
    expect(delivery).toMatchObject({ state: "sending", attempts: 0 });
  });

  it("renews only the lease it holds, so a late sender never extends another's claim", async () => {
    await storeLeadDelivered(database.db, { chatUrl: null, webhookUrls: ["https://crm.invalid/"] });
    const start = Date.now();
    const at = (ms: number) => new Date(start + ms).toISOString();
    const first = await claimNextDelivery(database.db, at(0), at(1000));
    expect(first).toBeDefined();
    // The first sender stalled past its lease; a second process takes the delivery over.
    const second = await claimNextDelivery(database.db, at(2000), at(3000));
    expect(second?.id).toBe(first!.id);

    expect(await renewLease(database.db, "deliveries", first!.id, at(1000), at(9000))).toBe(false);
    expect(await renewLease(database.db, "deliveries", first!.id, at(3000), at(4000))).toBe(true);
    const row = await database.db
      .selectFrom("deliveries")
      .select("lease_until")
      .where("id", "=", first!.id)
      .executeTakeFirstOrThrow();
    expect(row.lease_until).toBe(at(4000));
  });

  it("signs each lead's event so the standardwebhooks verifier accepts it, one event per lead", async () => {
    const crm = await receiver();
    const first = await storeLeadDelivered(database.db, { chatUrl: null, webhookUrls: [crm.url] });
    const second = await storeLeadDelivered(
      database.db,
      {
        chatUrl: null,
        webhookUrls: [crm.url],
      },
      {
        email: "sam@example.com",
        name: "Sam Ortiz",
        address: "88 Spring St, Jeffersonville, IN 47130",
      },
    );
    startDrain();
    await waitUntil(allSettled, "both events sent");

    expect(crm.requests).toHaveLength(2);
    const events = verifiedEvents(crm);
    expect(events.map((event) => event.data.reference).sort()).toEqual([first, second].sort());
    const event = events.find((candidate) => candidate.data.reference === first);
    expect(event).toMatchObject({
      type: "lead.created",
      data: {
        name: "Dana Whitfield",
        phone: "(502) 555-0199",
        email: "dana@example.com",
        town: "Louisville",
        serviceType: "repair",
        serviceLabel: "Roof Repair",
        urgent: false,
        possibleSpam: false,
        photoCount: 0,
        inboxUrl: `${SITE_URL}/admin/leads/${first}`,
      },
    });
    expect(events.find((candidate) => candidate.data.reference === second)?.data.town).toBe(
      "Jeffersonville",
    );
    // A forged or altered body fails the same verifier.
    const [request] = crm.requests;
    expect(() =>
      new Webhook(WEBHOOK_SECRET).verify(
        request!.body.replace("Dana", "Mallory"),
        request!.headers as Record<string, string>,
      ),
    ).toThrow();
  });

  it("delivers exactly once when the receiver answers 500 and then 200, with one webhook-id", async () => {
    const crm = await receiver([500, 200]);
    const reference = await storeLeadDelivered(database.db, {
      chatUrl: null,
      webhookUrls: [crm.url],
    });
    const { log } = startDrain();
    await waitUntil(allSettled, "the event sent after a retry");

    expect(crm.requests.map(({ status }) => status)).toEqual([500, 200]);
    expect(new Set(crm.requests.map(({ headers }) => headers["webhook-id"])).size).toBe(1);
    expect(verifiedEvents(crm).map((event) => event.data.reference)).toEqual([reference]);
    const [delivery] = await deliveries();
    expect(delivery).toMatchObject<Partial<Delivery>>({
      state: "sent",
      attempts: 2,
      lastStatus: 200,
      lastError: null,
    });
    // The drain logs a send after its update commits: wait for the line, then read them all.
    await waitUntil(
      () => log.lines.some((line) => line.event === "delivery.sent"),
      "the send logged",
    );
    expect(log.lines.map((line) => line.event)).toEqual([
      "delivery.resumed",
      "delivery.retry",
      "delivery.sent",
    ]);
    // Nothing more goes out once it is sent.
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(crm.requests).toHaveLength(2);
  });

  it("stops an endpoint that answers 410 and keeps delivering to the others", async () => {
    const gone = await receiver([410]);
    const crm = await receiver();
    const settings = { chatUrl: null, webhookUrls: [gone.url, crm.url] };
    await storeLeadDelivered(database.db, settings);
    await storeLeadDelivered(database.db, settings, { email: "sam@example.com" });
    const { drain } = startDrain();
    await waitUntil(allSettled, "every delivery sent or stopped");

    expect(gone.requests).toHaveLength(1);
    expect(crm.requests).toHaveLength(2);
    const states = (await deliveries()).map(({ endpoint, state }) => [
      endpoint === gone.url,
      state,
    ]);
    expect(states.filter(([toGone]) => toGone).map(([, state]) => state)).toEqual([
      "stopped",
      "stopped",
    ]);
    expect((await stoppedEndpoints(database.db)).map(({ endpoint }) => endpoint)).toEqual([
      gone.url,
    ]);

    // A later lead is not sent there either.
    await storeLeadDelivered(database.db, settings, { email: "lee@example.com" });
    drain.wake();
    await waitUntil(allSettled, "the third lead's deliveries settled");
    expect(gone.requests).toHaveLength(1);
    expect(crm.requests).toHaveLength(3);
  });

  it("sends the chat alert with service and town, URGENT first for an emergency", async () => {
    const chat = await receiver();
    const routine = await storeLeadDelivered(database.db, { chatUrl: chat.url, webhookUrls: [] });
    const emergency = await storeLeadDelivered(
      database.db,
      { chatUrl: chat.url, webhookUrls: [] },
      {
        serviceType: "emergency",
        email: "sam@example.com",
        address: "12 Elm St, Shively, KY 40216",
      },
    );
    startDrain();
    await waitUntil(allSettled, "both chat alerts sent");

    const texts = chat.requests.map(({ body }) => (JSON.parse(body) as { text: string }).text);
    expect(texts).toHaveLength(2);
    expect(chat.requests[0]?.headers["content-type"]).toBe("application/json");
    const routineText = texts.find((text) => text.includes(routine));
    const emergencyText = texts.find((text) => text.includes(emergency));
    expect(routineText).toMatch(/^New lead: Roof Repair in Louisville/);
    expect(routineText).toContain(`${SITE_URL}/admin/leads/${routine}`);
    expect(emergencyText).toMatch(/^URGENT: Emergency Service in Shively/);
    expect(routineText).not.toContain("Dana");
  });

  it("keeps a delivery whose receiver never answers, failed and due again, never dropped", async () => {
    const crm = await receiver();
    await crm.close();
    await storeLeadDelivered(database.db, { chatUrl: null, webhookUrls: [crm.url] });
    startDrain({ maxAttempts: 2, failedRetryMs: 60_000 });
    await waitUntil(
      async () => (await deliveries()).some((delivery) => delivery.state === "failed"),
      "the delivery marked failed",
    );
    const [delivery] = await deliveries();
    expect(delivery).toMatchObject({ state: "failed", attempts: 2, lastStatus: null });
    expect(delivery?.lastError).toBe("ECONNREFUSED");
    expect(Date.parse(delivery!.nextAttemptAt)).toBeGreaterThan(Date.now() + 50_000);
  });
});

describe.each(engines)("which leads are delivered on %s", (engine) => {
  const database = useTestDatabase(engine);
  const settings = {
    chatUrl: "https://chat.example.com/hook",
    webhookUrls: ["https://crm.example.com/a"],
  };

  it("queues nothing for a filled honeypot, and labels a lead sent too fast", async () => {
    const request = (website?: string, fillMs?: number) =>
      quoteRequestSchema.parse({
        name: "Dana Whitfield",
        phone: "(502) 555-0199",
        email: website ? "bot@example.com" : "dana@example.com",
        serviceType: "repair",
        consent: true,
        website,
        fillMs,
      });
    const deps = testSubmitDependencies(database.db, {
      deliveries: { ...settings, siteUrl: SITE_URL },
    });
    await submitLead(deps, request("https://spam.example"), { clientAddress: "203.0.113.7" });
    expect(await allDeliveries(database.db)).toEqual([]);

    const { reference } = await submitStored(deps, request(undefined, 400), {
      clientAddress: "203.0.113.8",
    });
    const queued = await allDeliveries(database.db);
    expect(queued.map(({ channel }) => channel)).toEqual(["chat", "webhook"]);
    expect(JSON.parse(queued[0]!.body)).toEqual({
      text: expect.stringMatching(new RegExp(`^Possible spam: New lead: .*${reference}`)),
    });
    expect(JSON.parse(queued[1]!.body)).toMatchObject({ data: { reference, possibleSpam: true } });
  });

  it("stores the lead when the chat URL is also a webhook endpoint, or one is listed twice", async () => {
    const url = "https://hooks.example.com/both";
    await storeLeadDelivered(database.db, { chatUrl: url, webhookUrls: [url, url] });
    expect((await allDeliveries(database.db)).map(({ channel }) => channel)).toEqual([
      "chat",
      "webhook",
    ]);
  });
});

describe.each(engines)("two instances' delivery drains on one %s database", (engine) => {
  const database = useTestDatabase(engine, { shared: true });

  it("send each delivery exactly once between them", async () => {
    const crm = await startReceiver();
    const other = await database.connect();
    const drains: Array<{ stop(): Promise<void> }> = [];
    try {
      const settings = { chatUrl: null, webhookUrls: [crm.url] };
      for (const email of ["a@example.com", "b@example.com", "c@example.com", "d@example.com"])
        await storeLeadDelivered(database.db, settings, { email });
      for (const db of [database.db, other.db])
        drains.push(
          startDeliveryDrain(db, memoryLogger(), {
            webhookSecret: WEBHOOK_SECRET,
            retryBaseMs: 30,
            maxAttempts: 3,
            pollMs: 10,
          }),
        );
      await waitUntil(
        async () => (await allDeliveries(database.db)).every(({ state }) => state === "sent"),
        "every delivery sent",
      );
      await new Promise((resolve) => setTimeout(resolve, 100));
      const ids = crm.requests.map(({ headers }) => headers["webhook-id"]);
      expect(ids).toHaveLength(4);
      expect(new Set(ids).size).toBe(4);
    } finally {
      for (const drain of drains) await drain.stop();
      await crm.close();
    }
  });
});
