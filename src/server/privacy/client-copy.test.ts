// @vitest-environment node
import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { engines, useTestDatabase } from "../../test-support/db-test-support.ts";
import { useLeadStore } from "../../test-support/lead-test-support.ts";
import { clientCopy, contactOf } from "./client-copy.ts";
import { enqueueDelivery } from "../deliveries/delivery-repo.ts";
import { enqueueMessage } from "../mail/outbox-enqueue-repo.ts";
import { photoBytes, storeFullLead } from "../../test-support/privacy-test-support.ts";
import { insertRequest } from "../reviews/review-repo.ts";
import { insertFeedback } from "../reviews/review-feedback-repo.ts";
import { recordConsent } from "../reviews/photo-consent-repo.ts";

const NOW = new Date("2026-11-24T09:00:00.000Z");

interface CopiedLead {
  reference: string;
  email: string;
  phone: string;
  consent: { text: string; givenAt: string };
  history: Array<{ body: string }>;
  emails: Array<{ subject: string }>;
  deliveries: Array<{ eventType: string }>;
  photos: Array<{ file: string; fileName: string }>;
  review: { requestedAt: string; feedback: Array<{ body: string }> } | null;
  photoConsent: { version: string; givenAt: string; withdrawnAt: string | null } | null;
}

describe("contactOf", () => {
  it.each([
    ["dana@example.com", { email: "dana@example.com" }],
    ["  Dana@Example.com ", { email: "dana@example.com" }],
    ["Dana+roof@Example.com", { email: "dana@example.com" }],
    ["(502) 555-0142", { phone: "+15025550142" }],
    ["+1 502.555.0142", { phone: "+15025550142" }],
    ["15025550142", { phone: "+15025550142" }],
  ])("reads %j as a contact", (typed, contact) => {
    expect(contactOf(typed)).toEqual(contact);
  });

  it.each([
    "",
    "dana",
    "dana@",
    "555-0142",
    "502 555 0142 ext 9",
    "5025550142 99",
    "'; DROP TABLE leads",
  ])("refuses %j", (typed) => {
    expect(contactOf(typed)).toBeUndefined();
  });
});

describe.each(engines)("a copy of a client's data on %s", (engine) => {
  const database = useTestDatabase(engine);
  const store = useLeadStore();

  async function copied(typed: string) {
    const contact = contactOf(typed);
    if (!contact) throw new Error(`not a contact: ${typed}`);
    const copy = await clientCopy(database.db, contact, NOW);
    const files = unzipSync(copy.zip);
    const data = JSON.parse(strFromU8(files["data.json"] ?? new Uint8Array())) as {
      leads: CopiedLead[];
    };
    return { copy, files, data };
  }

  it("holds every lead of that email address, with its photos, and nothing of another client", async () => {
    const { db } = database;
    await storeFullLead(db, store, { email: "dana@example.com", phone: "(502) 555-0142" });
    await storeFullLead(db, store, { email: "Neighbour@example.com", name: "Pat Neighbour" });
    await storeFullLead(db, store, { email: "DANA@example.com", phone: "502-555-0199" });

    const { copy, files, data } = await copied("Dana@Example.com");
    expect(copy.fileName).toBe("data-copy-2026-11-24.zip");
    expect(data.leads.map((lead) => [lead.reference, lead.email])).toEqual([
      ["Q-AAAAA1", "dana@example.com"],
      ["Q-AAAAA3", "DANA@example.com"],
    ]);
    const [first] = data.leads;
    expect(first?.consent).toEqual({ text: "I agree", givenAt: "2025-06-01T12:01:00.000Z" });
    expect(first?.history.map((event) => event.body)).toEqual(["Wants a call after 5."]);
    expect(first?.emails.map((email) => email.subject)).toEqual(["We received your request"]);
    expect(first?.deliveries.map((delivery) => delivery.eventType)).toEqual(["lead.created"]);
    expect(first?.photos.map((photo) => photo.fileName)).toEqual(["roof.jpg", "gutter.jpg"]);
    expect([first?.review, first?.photoConsent]).toEqual([null, null]);

    // Lead 1's and lead 3's photos, byte for byte; lead 2's are not there.
    const photos = Object.keys(files).filter((name) => name.startsWith("photos/"));
    expect(photos).toHaveLength(4);
    expect(photos.map((name) => [...(files[name] ?? [])][2]).sort()).toEqual([11, 12, 31, 32]);
    const everything = Object.values(files).map((bytes) => Buffer.from(bytes).toString("latin1"));
    for (const text of everything) {
      expect(text).not.toContain("Neighbour");
      expect(text).not.toContain("Q-AAAAA2");
    }
  });

  it("holds what the client did with the review request: their feedback and their photo permission", async () => {
    const { db } = database;
    const leadId = await storeFullLead(db, store, { email: "dana@example.com" });
    const requestId = await insertRequest(
      db,
      { leadId, recipient: "dana@example.com" },
      "2026-11-20T15:00:00.000Z",
      null,
    );
    await insertFeedback(
      db,
      { leadId, requestId: requestId! },
      "Loose ridge cap.",
      "2026-11-21T15:00:00.000Z",
    );
    await recordConsent(
      db,
      leadId,
      { version: "2026-11-28", clientAddress: "203.0.113.7" },
      "2026-11-21T16:00:00.000Z",
    );
    const { data } = await copied("dana@example.com");
    const [lead] = data.leads;
    expect(lead?.review?.requestedAt).toBe("2026-11-20T15:00:00.000Z");
    expect(lead?.review?.feedback.map((entry) => entry.body)).toEqual(["Loose ridge cap."]);
    expect(lead?.photoConsent).toEqual({
      version: "2026-11-28",
      givenAt: "2026-11-21T16:00:00.000Z",
      withdrawnAt: null,
    });
  });

  it("finds a client's leads by phone number in any punctuation", async () => {
    const { db } = database;
    await storeFullLead(db, store, { phone: "(502) 555-0142" });
    await storeFullLead(db, store, { phone: "+1 502.555.0142" });
    await storeFullLead(db, store, { phone: "(502) 555-0143" });
    const { data, files } = await copied("502 555 0142");
    expect(data.leads.map((lead) => lead.reference)).toEqual(["Q-AAAAA1", "Q-AAAAA2"]);
    expect(files[data.leads[0]?.photos[0]?.file ?? ""]).toEqual(photoBytes(11));
  });

  it("finds the same mailbox and number as the limit of future inspections does", async () => {
    const { db } = database;
    await storeFullLead(db, store, { email: "Dana.W+roof@gmail.com", phone: "+1 502 555 0102" });
    await storeFullLead(db, store, { email: "danaw@googlemail.com", phone: "(502) 555-0199" });
    await storeFullLead(db, store, { email: "dana.w@example.com", phone: "5025550102" });
    await storeFullLead(db, store, { email: "danaw@example.com", phone: "(502) 555-0103" });
    const byEmail = await copied("d.a.n.a.w@gmail.com");
    expect(byEmail.data.leads.map((lead) => lead.reference)).toEqual(["Q-AAAAA1", "Q-AAAAA2"]);
    // Outside Gmail the dots tell two people apart.
    const elsewhere = await copied("dana.w+2@example.com");
    expect(elsewhere.data.leads.map((lead) => lead.reference)).toEqual(["Q-AAAAA3"]);
    const byPhone = await copied("5025550102");
    expect(byPhone.data.leads.map((lead) => lead.reference)).toEqual(["Q-AAAAA1", "Q-AAAAA3"]);
  });

  it("leaves out what is the office's: endpoints, its addresses and emails, staff accounts, spam judgement", async () => {
    const { db } = database;
    const id = await storeFullLead(db, store, {
      email: "dana@example.com",
      spamReason: "too-fast",
    });
    const chatUrl = "https://hooks.slack.com/services/T000/B000/SecretChatToken123";
    await enqueueDelivery(
      db,
      {
        leadId: id,
        channel: "chat",
        eventType: "lead.created",
        endpoint: chatUrl,
        webhookId: "msg_chat_1",
        body: JSON.stringify({ text: "Possible spam: New lead: Dana" }),
      },
      NOW.toISOString(),
    );
    await enqueueDelivery(
      db,
      {
        leadId: id,
        channel: "webhook",
        eventType: "inspection.booked",
        endpoint: "https://crm.example.com/hook?key=CrmSecretKey456",
        webhookId: "msg_booked_1",
        body: JSON.stringify({
          type: "inspection.booked",
          data: { reference: "Q-AAAAA1", possibleSpam: true, inboxUrl: "https://x/admin/leads/Q" },
        }),
      },
      NOW.toISOString(),
    );
    await enqueueMessage(
      db,
      id,
      {
        kind: "notification",
        recipients: ["office-secret@ridgeline.test"],
        replyTo: "dana@example.com",
        subject: "Possible spam: New lead",
        text: "Internal office wording",
        html: "<p>Internal</p>",
      },
      NOW.toISOString(),
    );
    const { files, data } = await copied("dana@example.com");
    const text = strFromU8(files["data.json"]!);
    for (const secret of [
      "hooks.slack.com",
      "SecretChatToken123",
      "crm.example.com",
      "CrmSecretKey456",
      "office-secret@",
      "Internal office wording",
      "Possible spam",
      "possibleSpam",
      "inboxUrl",
      "too-fast",
      "office@ridgeline.example.com",
      "fingerprint",
      "idempotencyKey",
    ])
      expect(text).not.toContain(secret);
    const [lead] = data.leads as unknown as Array<{
      emails: Array<{ kind: string; recipients: string[] }>;
      deliveries: Array<{ channel: string; eventType: string; data?: object }>;
    }>;
    expect(lead?.emails.map((email) => [email.kind, email.recipients])).toEqual([
      ["receipt", ["dana@example.com"]],
      ["notification", ["the office"]],
    ]);
    expect(
      lead?.deliveries.map(({ channel, eventType, data }) => [channel, eventType, data]),
    ).toEqual([
      ["webhook", "lead.created", undefined],
      ["chat", "lead.created", undefined],
      ["webhook", "inspection.booked", { reference: "Q-AAAAA1" }],
    ]);
  });

  it("is an empty copy for a contact nobody sent from", async () => {
    await storeFullLead(database.db, store);
    const { data, files } = await copied("nobody@example.com");
    expect(data.leads).toEqual([]);
    expect(Object.keys(files)).toEqual(["data.json"]);
  });
});
