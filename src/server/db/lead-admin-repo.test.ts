// @vitest-environment node
import { beforeEach, describe, expect, it } from "vitest";
import type { Db } from "./database.ts";
import { engines, useTestDatabase } from "./db-test-support.ts";
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

let sequence = 0;
beforeEach(() => {
  sequence = 0;
});

function lead(db: Db, fields: Partial<NewLead> = {}): Promise<number> {
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

describe.each(engines)("the lead inbox on %s", (engine) => {
  const database = useTestDatabase(engine);

  describe("listLeads", () => {
    it("lists newest first, in pages", async () => {
      const { db } = database;
      for (let index = 0; index < 7; index++) await lead(db);
      const first = await listLeads(db, {}, 1, 3);
      expect(first).toMatchObject({ total: 7, page: 1, pageCount: 3 });
      expect(first.leads.map((row) => row.name)).toEqual(["Person 7", "Person 6", "Person 5"]);
      expect((await listLeads(db, {}, 3, 3)).leads.map((row) => row.name)).toEqual(["Person 1"]);
      expect((await listLeads(db, {}, 99, 3)).page).toBe(3);
      expect((await listLeads(db, {}, 0, 3)).page).toBe(1);
    });

    it("filters by status and by service", async () => {
      const { db } = database;
      const won = await lead(db, { serviceType: "replacement" });
      await lead(db, { serviceType: "replacement" });
      await lead(db, { serviceType: "inspection" });
      await changeLeadStatus(db, won, "won", actor, NOW);
      expect((await listLeads(db, { status: "won" }, 1, 10)).leads.map((row) => row.id)).toEqual([
        won,
      ]);
      expect((await listLeads(db, { service: "replacement" }, 1, 10)).total).toBe(2);
      expect((await listLeads(db, { service: "replacement", status: "new" }, 1, 10)).total).toBe(1);
      expect(await countByStatus(db)).toEqual({ won: 1, new: 2 });
    });

    it("searches name, phone, email, address and reference, without case", async () => {
      const { db } = database;
      await lead(db, {
        name: "Dana Whitfield",
        phone: "(502) 555-0199",
        address: "4127 Bardstown Rd",
      });
      await lead(db, { email: "sam.ortiz@example.com" });
      const search = async (query: string) =>
        (await listLeads(db, { query }, 1, 10)).leads.map((row) => row.reference);
      expect(await search("whitfield")).toEqual(["Q-AAAAA1"]);
      expect(await search("BARDSTOWN")).toEqual(["Q-AAAAA1"]);
      expect(await search("5025550199")).toEqual(["Q-AAAAA1"]);
      expect(await search("555-0199")).toEqual(["Q-AAAAA1"]);
      expect(await search("+1 (502) 555.0199")).toEqual([]);
      expect(await search("(502) 555.0199")).toEqual(["Q-AAAAA1"]);
      expect(await search("sam.ortiz")).toEqual(["Q-AAAAA2"]);
      expect(await search("q-aaaaa2")).toEqual(["Q-AAAAA2"]);
      expect(await search("nobody")).toEqual([]);
    });

    it("treats LIKE wildcards and the escape character in a search as plain text", async () => {
      const { db } = database;
      await lead(db, { name: "100% Roofing_Co" });
      await lead(db, { name: "Plain Name" });
      await lead(db, { name: "Back\\slash" });
      expect((await listLeads(db, { query: "%" }, 1, 10)).total).toBe(1);
      expect((await listLeads(db, { query: "_" }, 1, 10)).total).toBe(1);
      expect((await listLeads(db, { query: "k\\s" }, 1, 10)).total).toBe(1);
    });

    it("marks urgent leads", async () => {
      const { db } = database;
      await lead(db, { urgent: true, serviceType: "emergency" });
      expect((await listLeads(db, {}, 1, 10)).leads[0]?.urgent).toBe(true);
    });
  });

  describe("changeLeadStatus", () => {
    it("changes the status and records who and when", async () => {
      const { db } = database;
      const id = await lead(db);
      expect(await changeLeadStatus(db, id, "contacted", actor, NOW)).toBe(true);
      expect((await findLeadByReference(db, "Q-AAAAA1"))?.status).toBe("contacted");
      expect(await leadHistory(db, id)).toEqual([
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

    it("records nothing when the status is unchanged or the lead is missing", async () => {
      const { db } = database;
      const id = await lead(db);
      expect(await changeLeadStatus(db, id, "new", actor, NOW)).toBe(false);
      expect(await changeLeadStatus(db, 9999, "won", actor, NOW)).toBe(false);
      expect(await leadHistory(db, id)).toEqual([]);
    });
  });

  describe("addLeadNote", () => {
    it("keeps the note as typed, trimmed, with its author", async () => {
      const { db } = database;
      const id = await lead(db);
      expect(await addLeadNote(db, id, "  Called back, <b>left voicemail</b>  ", actor, NOW)).toBe(
        true,
      );
      expect(await leadHistory(db, id)).toMatchObject([
        { kind: "note", body: "Called back, <b>left voicemail</b>", actorEmail: actor.email },
      ]);
    });

    it("refuses an empty note and a missing lead", async () => {
      const { db } = database;
      const id = await lead(db);
      expect(await addLeadNote(db, id, "   ", actor, NOW)).toBe(false);
      expect(await addLeadNote(db, 9999, "Hello", actor, NOW)).toBe(false);
      expect(await leadHistory(db, id)).toEqual([]);
    });
  });

  describe("retryLeadMessage", () => {
    async function failedMessage(db: Db, leadId: number) {
      await enqueueMessage(
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
      const message = (await messagesForLead(db, leadId)).at(-1)!;
      await markAttemptFailed(db, message.id, "550 mailbox unavailable", null);
      return message.id;
    }

    it("queues a failed email of the lead again and records the retry", async () => {
      const { db } = database;
      const id = await lead(db);
      const messageId = await failedMessage(db, id);
      expect(await retryLeadMessage(db, id, messageId, actor, NOW)).toBe(true);
      expect((await messagesForLead(db, id))[0]).toMatchObject({
        state: "pending",
        attempts: 0,
        nextAttemptAt: NOW,
      });
      expect(await leadHistory(db, id)).toMatchObject([{ kind: "retry", body: "notification" }]);
    });

    it("refuses a message of another lead, or one that has not failed", async () => {
      const { db } = database;
      const id = await lead(db);
      const other = await lead(db);
      const messageId = await failedMessage(db, other);
      expect(await retryLeadMessage(db, id, messageId, actor, NOW)).toBe(false);
      expect(await retryLeadMessage(db, other, messageId, actor, NOW)).toBe(true);
      expect(await retryLeadMessage(db, other, messageId, actor, NOW)).toBe(false);
      expect(await leadHistory(db, id)).toEqual([]);
    });
  });

  describe("exportLeads", () => {
    it("returns every matching lead with its full record", async () => {
      const { db } = database;
      await lead(db, { name: "A", attribution: { utm_source: "google" } });
      await lead(db, { name: "B", serviceType: "inspection" });
      const rows = await exportLeads(db, { service: "repair" });
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        name: "A",
        attribution: '{"utm_source":"google"}',
        consent_text: "I agree",
      });
    });
  });
});

describe.each(engines)("the lead inbox of several instances on %s", (engine) => {
  const database = useTestDatabase(engine, { shared: true });

  it("shows a lead stored through one instance at once in every other's inbox", async () => {
    const other = (await database.connect()).db;
    await lead(database.db, { name: "Dana Whitfield" });
    expect((await listLeads(other, {}, 1, 10)).leads.map((row) => row.name)).toEqual([
      "Dana Whitfield",
    ]);
    expect(await countByStatus(other)).toEqual({ new: 1 });
  });

  it("records one change when two members of staff on two instances set the same status", async () => {
    const other = (await database.connect()).db;
    const id = await lead(database.db);
    const results = await Promise.all([
      changeLeadStatus(database.db, id, "won", actor, NOW),
      changeLeadStatus(other, id, "won", { id: "user-2", email: "sales@example.com" }, NOW),
    ]);
    expect(results.sort()).toEqual([false, true]);
    expect(await leadHistory(database.db, id)).toHaveLength(1);
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
