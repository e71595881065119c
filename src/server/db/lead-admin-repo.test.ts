// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "./connection.ts";
import {
  addLeadNote,
  changeLeadStatus,
  countByStatus,
  exportLeads,
  leadFilterFrom,
  leadHistory,
  listLeads,
  retryLeadMessage,
  type Actor,
} from "./lead-admin-repo.ts";
import { findLeadByReference, insertLead, type NewLead } from "./lead-repo.ts";
import { enqueueMessage, markAttemptFailed, messagesForLead } from "./outbox-repo.ts";

const actor: Actor = { id: "user-1", email: "office@example.com" };
const NOW = "2025-06-14T15:30:00.000Z";

let db: Database;
let sequence = 0;

function lead(fields: Partial<NewLead> = {}): number {
  sequence++;
  return insertLead(db, {
    reference: `Q-${String(sequence).padStart(6, "A")}`,
    createdAt: new Date(Date.UTC(2025, 5, 1, 12, sequence)).toISOString(),
    name: `Person ${sequence}`,
    phone: "(502) 555-0100",
    email: `person${sequence}@example.com`,
    address: "",
    serviceType: "repair",
    message: "",
    consentText: "I agree",
    sourcePage: "/contact",
    attribution: {},
    urgent: false,
    spamReason: null,
    idempotencyKey: null,
    fingerprint: `f${sequence}`,
    clientAddress: "203.0.113.7",
    ...fields,
  });
}

beforeEach(() => {
  db = openDatabase(":memory:");
  sequence = 0;
});
afterEach(() => db.close());

describe("listLeads", () => {
  it("lists newest first, in pages", () => {
    for (let index = 0; index < 7; index++) lead();
    const first = listLeads(db, {}, 1, 3);
    expect(first).toMatchObject({ total: 7, page: 1, pageCount: 3 });
    expect(first.leads.map((row) => row.name)).toEqual(["Person 7", "Person 6", "Person 5"]);
    expect(listLeads(db, {}, 3, 3).leads.map((row) => row.name)).toEqual(["Person 1"]);
    expect(listLeads(db, {}, 99, 3).page).toBe(3);
    expect(listLeads(db, {}, 0, 3).page).toBe(1);
  });

  it("filters by status and by service", () => {
    const won = lead({ serviceType: "replacement" });
    lead({ serviceType: "replacement" });
    lead({ serviceType: "inspection" });
    changeLeadStatus(db, won, "won", actor, NOW);
    expect(listLeads(db, { status: "won" }, 1, 10).leads.map((row) => row.id)).toEqual([won]);
    expect(listLeads(db, { service: "replacement" }, 1, 10).total).toBe(2);
    expect(listLeads(db, { service: "replacement", status: "new" }, 1, 10).total).toBe(1);
    expect(countByStatus(db)).toEqual({ won: 1, new: 2 });
  });

  it("searches name, phone, email, address and reference, without case", () => {
    lead({ name: "Dana Whitfield", phone: "(502) 555-0199", address: "4127 Bardstown Rd" });
    lead({ email: "sam.ortiz@example.com" });
    const search = (query: string) =>
      listLeads(db, { query }, 1, 10).leads.map((row) => row.reference);
    expect(search("whitfield")).toEqual(["Q-AAAAA1"]);
    expect(search("BARDSTOWN")).toEqual(["Q-AAAAA1"]);
    expect(search("5025550199")).toEqual(["Q-AAAAA1"]);
    expect(search("555-0199")).toEqual(["Q-AAAAA1"]);
    expect(search("sam.ortiz")).toEqual(["Q-AAAAA2"]);
    expect(search("q-aaaaa2")).toEqual(["Q-AAAAA2"]);
    expect(search("nobody")).toEqual([]);
  });

  it("treats LIKE wildcards in a search as plain text", () => {
    lead({ name: "100% Roofing_Co" });
    lead({ name: "Plain Name" });
    expect(listLeads(db, { query: "%" }, 1, 10).total).toBe(1);
    expect(listLeads(db, { query: "_" }, 1, 10).total).toBe(1);
  });

  it("marks urgent leads", () => {
    lead({ urgent: true, serviceType: "emergency" });
    expect(listLeads(db, {}, 1, 10).leads[0]?.urgent).toBe(true);
  });
});

describe("changeLeadStatus", () => {
  it("changes the status and records who and when", () => {
    const id = lead();
    expect(changeLeadStatus(db, id, "contacted", actor, NOW)).toBe(true);
    expect(findLeadByReference(db, "Q-AAAAA1")?.status).toBe("contacted");
    expect(leadHistory(db, id)).toEqual([
      {
        id: expect.any(Number),
        createdAt: NOW,
        actorEmail: "office@example.com",
        kind: "status",
        fromStatus: "new",
        toStatus: "contacted",
        body: "",
      },
    ]);
  });

  it("records nothing when the status is unchanged or the lead is missing", () => {
    const id = lead();
    expect(changeLeadStatus(db, id, "new", actor, NOW)).toBe(false);
    expect(changeLeadStatus(db, 9999, "won", actor, NOW)).toBe(false);
    expect(leadHistory(db, id)).toEqual([]);
  });
});

describe("addLeadNote", () => {
  it("keeps the note as typed, trimmed, with its author", () => {
    const id = lead();
    expect(addLeadNote(db, id, "  Called back, <b>left voicemail</b>  ", actor, NOW)).toBe(true);
    expect(leadHistory(db, id)).toMatchObject([
      { kind: "note", body: "Called back, <b>left voicemail</b>", actorEmail: actor.email },
    ]);
  });

  it("refuses an empty note and a missing lead", () => {
    const id = lead();
    expect(addLeadNote(db, id, "   ", actor, NOW)).toBe(false);
    expect(addLeadNote(db, 9999, "Hello", actor, NOW)).toBe(false);
    expect(leadHistory(db, id)).toEqual([]);
  });
});

describe("retryLeadMessage", () => {
  function failedMessage(leadId: number) {
    enqueueMessage(
      db,
      leadId,
      {
        kind: "notification",
        recipients: ["a@x.com"],
        replyTo: null,
        subject: "S",
        text: "T",
        html: "H",
      },
      NOW,
    );
    const message = messagesForLead(db, leadId).at(-1)!;
    markAttemptFailed(db, message.id, "550 mailbox unavailable", null);
    return message.id;
  }

  it("queues a failed email of the lead again and records the retry", () => {
    const id = lead();
    const messageId = failedMessage(id);
    expect(retryLeadMessage(db, id, messageId, actor, NOW)).toBe(true);
    expect(messagesForLead(db, id)[0]).toMatchObject({
      state: "pending",
      attempts: 0,
      nextAttemptAt: NOW,
    });
    expect(leadHistory(db, id)).toMatchObject([{ kind: "retry", body: "notification" }]);
  });

  it("refuses a message of another lead, or one that has not failed", () => {
    const id = lead();
    const other = lead();
    const messageId = failedMessage(other);
    expect(retryLeadMessage(db, id, messageId, actor, NOW)).toBe(false);
    expect(retryLeadMessage(db, other, messageId, actor, NOW)).toBe(true);
    expect(retryLeadMessage(db, other, messageId, actor, NOW)).toBe(false);
    expect(leadHistory(db, id)).toEqual([]);
  });
});

describe("exportLeads", () => {
  it("returns every matching lead with its full record", () => {
    lead({ name: "A", attribution: { utm_source: "google" } });
    lead({ name: "B", serviceType: "inspection" });
    const rows = exportLeads(db, { service: "repair" });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: "A",
      attribution: '{"utm_source":"google"}',
      consent_text: "I agree",
    });
  });
});

describe("leadFilterFrom", () => {
  it("reads status, service, search and page, ignoring unknown values", () => {
    expect(
      leadFilterFrom(new URLSearchParams("status=won&service=repair&q=%20dana%20&page=2")),
    ).toEqual({
      status: "won",
      service: "repair",
      query: "dana",
      page: 2,
    });
    expect(leadFilterFrom(new URLSearchParams("status=deleted&service=x&q=&page=-3"))).toEqual({
      status: undefined,
      service: undefined,
      query: undefined,
      page: 1,
    });
  });
});
