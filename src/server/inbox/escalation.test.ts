// @vitest-environment node
import { beforeEach, describe, expect, it } from "vitest";
import type { Db } from "../tables.ts";
import { engines, useTestDatabase } from "../../test-support/db-test-support.ts";
import { findLeadByReference } from "../leads/lead-repo.ts";
import { listMessages } from "../mail/outbox-repo.ts";
import { startDeliveryDrain } from "../deliveries/delivery-drain.ts";
import { allDeliveries } from "../deliveries/delivery-repo.ts";
import {
  startReceiver,
  storeLeadDelivered,
  WEBHOOK_SECRET,
  type Receiver,
} from "../../test-support/receiver-test-support.ts";
import { memoryLogger } from "../log.ts";
import { startOutboxDrain } from "../mail/drain.ts";
import {
  FROM,
  SITE_URL,
  sleep,
  startMailbox,
  waitUntil,
} from "../../test-support/mail-test-support.ts";
import { smtpTransport } from "../mail/transport.ts";
import { freePort } from "../../test-support/ports.ts";
import {
  escalateOverdueLeads,
  startEscalationWatch,
  type EscalationSettings,
} from "./escalation.ts";
import { markCalled } from "./mark-called.ts";
import { cleanupsAfterEach } from "../../test-support/cleanups.ts";

const ESCALATE_TO = "crew-lead@ridgeline.example.com";
const LIMIT_MS = 400;
const OFFICE = { id: "staff-1", email: "office@ridgeline.example.com" };
const isEscalation = (text: string) => text.startsWith("URGENT, not contacted after");

describe.each(engines)("escalating emergency leads nobody contacted, on %s", (engine) => {
  const database = useTestDatabase(engine, { shared: true });
  const defer = cleanupsAfterEach();
  let chat: Receiver;
  let mailbox: Awaited<ReturnType<typeof startMailbox>>;
  let smtpPort: number;

  beforeEach(async () => {
    chat = await startReceiver();
    defer(chat.close);
    smtpPort = await freePort();
    mailbox = await startMailbox(smtpPort);
    defer(mailbox.close);
  });

  const settings = (): EscalationSettings => ({
    limitMs: LIMIT_MS,
    escalateTo: [ESCALATE_TO],
    chatUrl: chat.url,
    siteUrl: SITE_URL,
  });

  /** One server instance's share: the escalation watch and both drains, on `db`. */
  function startInstance(db: Db) {
    const log = memoryLogger();
    const transport = smtpTransport(`smtp://127.0.0.1:${smtpPort}`);
    const mail = startOutboxDrain(db, transport, log, {
      from: FROM,
      retryBaseMs: 50,
      maxAttempts: 3,
      pollMs: 20,
    });
    const deliveries = startDeliveryDrain(db, log, {
      webhookSecret: WEBHOOK_SECRET,
      retryBaseMs: 50,
      maxAttempts: 3,
      pollMs: 20,
    });
    const watch = startEscalationWatch(db, log, settings(), {
      pollMs: 50,
      onQueued: () => {
        mail.wake();
        deliveries.wake();
      },
    });
    defer(async () => {
      await watch.stop();
      await Promise.all([mail.stop(), deliveries.stop()]);
      transport.close();
    });
    return log;
  }

  const storeEmergency = (email: string) =>
    storeLeadDelivered(
      database.db,
      { chatUrl: chat.url, webhookUrls: [] },
      { serviceType: "emergency", email },
    );
  const escalationEmails = () => mailbox.messages.filter((mail) => isEscalation(mail.subject));
  const escalationAlerts = () =>
    chat.requests
      .map(({ body }) => (JSON.parse(body) as { text: string }).text)
      .filter(isEscalation);

  it("sends one escalation, by email and chat, for an urgent lead left uncontacted past the limit", async () => {
    const reference = await storeEmergency("dana@example.com");
    const log = startInstance(database.db);
    await waitUntil(
      () => escalationEmails().length > 0 && escalationAlerts().length > 0,
      "the escalation email and chat alert",
    );
    await sleep(LIMIT_MS);

    expect(escalationEmails()).toHaveLength(1);
    const [email] = escalationEmails();
    expect(email?.to).toContain(ESCALATE_TO);
    expect(email?.subject).toContain(`Emergency Service in Louisville (${reference})`);
    expect(email?.text).toContain("(502) 555-0199");
    expect(email?.text).toContain(`${SITE_URL}/admin/leads/${reference}`);
    expect(escalationAlerts()).toHaveLength(1);
    expect(escalationAlerts()[0]).toContain(reference);
    expect(log.lines.filter((line) => line.event === "lead.escalated")).toEqual([
      expect.objectContaining({ reference }),
    ]);
  });

  it("sends none for an urgent lead marked called in time, nor for a routine lead", async () => {
    const called = await storeEmergency("dana@example.com");
    const lead = await findLeadByReference(database.db, called);
    await markCalled(database.db, lead!.reference, OFFICE, new Date().toISOString());
    await storeLeadDelivered(
      database.db,
      { chatUrl: chat.url, webhookUrls: [] },
      { serviceType: "repair", email: "sam@example.com" },
    );
    startInstance(database.db);
    await sleep(LIMIT_MS * 3);

    expect(escalationEmails()).toEqual([]);
    expect(escalationAlerts()).toEqual([]);
    const messages = await listMessages(database.db, ["pending", "sending", "sent", "failed"]);
    expect(messages.filter((message) => isEscalation(message.subject))).toEqual([]);
    expect(await findLeadByReference(database.db, called)).toMatchObject({ status: "contacted" });
  });

  it("sends one escalation per lead with two instances on one database", async () => {
    const other = await database.connect();
    const references = [
      await storeEmergency("dana@example.com"),
      await storeEmergency("sam@example.com"),
      await storeEmergency("lee@example.com"),
    ];

    // Racing directly: each lead is won by exactly one of the two.
    const later = new Date(Date.now() + LIMIT_MS + 1000);
    const [mine, theirs] = await Promise.all([
      escalateOverdueLeads(database.db, settings(), later),
      escalateOverdueLeads(other.db, settings(), later),
    ]);
    expect([...mine, ...theirs].sort()).toEqual([...references].sort());

    // And end to end: both instances' watches and drains running, one email and alert each.
    startInstance(database.db);
    startInstance(other.db);
    await waitUntil(
      () => escalationEmails().length >= 3 && escalationAlerts().length >= 3,
      "three escalations sent",
    );
    await sleep(LIMIT_MS);
    expect(escalationEmails()).toHaveLength(3);
    expect(escalationAlerts()).toHaveLength(3);
    for (const reference of references) {
      expect(escalationEmails().filter((mail) => mail.subject.includes(reference))).toHaveLength(1);
    }
    const queued = (await allDeliveries(database.db)).filter(
      (delivery) => delivery.eventType === "lead.escalated",
    );
    expect(queued.map((delivery) => delivery.state)).toEqual(["sent", "sent", "sent"]);
  });
});
