// @vitest-environment node
import { describe, expect, it } from "vitest";
import { engines, useTestDatabase } from "../../test-support/db-test-support.ts";
import {
  countByStatus,
  countMatchingLeads,
  findLeadsForExport,
  findMatchingLeads,
  updateLeadStatus,
  type LeadFilter,
} from "./lead-admin-repo.ts";
import {
  findFailedLeadMessage,
  findLeadEvents,
  insertLeadEvent,
  type Actor,
} from "./lead-event-repo.ts";
import { findLeadByReference } from "../leads/lead-repo.ts";
import { failedNotification, useLeadStore } from "../../test-support/lead-test-support.ts";
import { markSent, messagesForLead } from "../mail/outbox-repo.ts";

const actor: Actor = { id: "user-1", email: "office@example.com" };
const NOW = "2025-06-14T15:30:00.000Z";

describe.each(engines)("the inbox's queries on %s", (engine) => {
  const database = useTestDatabase(engine);
  const lead = useLeadStore();
  const names = async (filter: LeadFilter, limit = 10, offset = 0) =>
    (await findMatchingLeads(database.db, filter, { limit, offset })).map((row) => row.name);

  describe("findMatchingLeads and countMatchingLeads", () => {
    it("return the leads newest first, in windows", async () => {
      const { db } = database;
      for (let index = 0; index < 7; index++) await lead(db);
      expect(await countMatchingLeads(db, {})).toBe(7);
      expect(await names({}, 3)).toEqual(["Person 7", "Person 6", "Person 5"]);
      expect(await names({}, 3, 6)).toEqual(["Person 1"]);
      expect(await names({}, 3, 9)).toEqual([]);
    });

    it("filter by status and by service", async () => {
      const { db } = database;
      await lead(db, { serviceType: "replacement" });
      await lead(db, { serviceType: "replacement", spamReason: "fast" });
      await lead(db, { serviceType: "inspection" });
      expect(await names({ status: "spam" })).toEqual(["Person 2"]);
      expect(await countMatchingLeads(db, { service: "replacement" })).toBe(2);
      expect(await countMatchingLeads(db, { service: "replacement", status: "new" })).toBe(1);
      expect(await countByStatus(db)).toEqual({ spam: 1, new: 2 });
    });

    it("filter to the leads with storm reports near them", async () => {
      const { db } = database;
      await lead(db, { storm: "Hail 1.75 in 2.6 mi NNW of ZIP 40291 on Nov 20, 2026" });
      await lead(db);
      expect(await names({ storm: true })).toEqual(["Person 1"]);
      expect(await countMatchingLeads(db, { storm: true, service: "repair" })).toBe(1);
      expect(await countMatchingLeads(db, {})).toBe(2);
    });

    it("search name, phone, email, address and reference, without case", async () => {
      const { db } = database;
      await lead(db, {
        name: "Dana Whitfield",
        phone: "(502) 555-0199",
        address: "4127 Bardstown Rd",
      });
      await lead(db, { email: "sam.ortiz@example.com" });
      const search = async (query: string) =>
        (await findMatchingLeads(db, { query }, { limit: 10, offset: 0 })).map(
          (row) => row.reference,
        );
      expect(await search("whitfield")).toEqual(["Q-AAAAA1"]);
      expect(await search("BARDSTOWN")).toEqual(["Q-AAAAA1"]);
      expect(await search("5025550199")).toEqual(["Q-AAAAA1"]);
      expect(await search("555-0199")).toEqual(["Q-AAAAA1"]);
      expect(await search("+1 (502) 555.0199")).toEqual(["Q-AAAAA1"]);
      expect(await search("(502) 555.0199")).toEqual(["Q-AAAAA1"]);
      expect(await search("sam.ortiz")).toEqual(["Q-AAAAA2"]);
      expect(await search("q-aaaaa2")).toEqual(["Q-AAAAA2"]);
      expect(await search("nobody")).toEqual([]);
    });

    it("find one contact however its number or mailbox was typed (lib/contact-keys.ts)", async () => {
      const { db } = database;
      await lead(db, { phone: "+1 502 555 0102", email: "Dana.Whit+roof@GoogleMail.com" });
      await lead(db, { phone: "5025550102", email: "j.smith+2@example.com" });
      await lead(db, { phone: "(502) 555-0103", email: "jsmith@example.com" });
      const search = async (query: string) =>
        (await findMatchingLeads(db, { query }, { limit: 10, offset: 0 })).map(
          (row) => row.reference,
        );
      expect(await search("+1 502 555 0102")).toEqual(["Q-AAAAA2", "Q-AAAAA1"]);
      expect(await search("15025550102")).toEqual(["Q-AAAAA2", "Q-AAAAA1"]);
      expect(await search("danawhit@gmail.com")).toEqual(["Q-AAAAA1"]);
      // Dots count outside Gmail: j.smith and jsmith are two people.
      expect(await search("j.smith@example.com")).toEqual(["Q-AAAAA2"]);
      expect(await search("jsmith+9@example.com")).toEqual(["Q-AAAAA3"]);
    });

    it("treat LIKE wildcards and the escape character in a search as plain text", async () => {
      const { db } = database;
      await lead(db, { name: "100% Roofing_Co" });
      await lead(db, { name: "Plain Name" });
      await lead(db, { name: "Back\\slash" });
      expect(await countMatchingLeads(db, { query: "%" })).toBe(1);
      expect(await countMatchingLeads(db, { query: "_" })).toBe(1);
      expect(await countMatchingLeads(db, { query: "k\\s" })).toBe(1);
    });

    it("mark urgent leads", async () => {
      const { db } = database;
      await lead(db, { urgent: true, serviceType: "emergency" });
      expect((await findMatchingLeads(db, {}, { limit: 1, offset: 0 }))[0]?.urgent).toBe(true);
    });
  });

  describe("updateLeadStatus", () => {
    it("changes the status only while it is still the one read", async () => {
      const { db } = database;
      const id = await lead(db);
      expect(await updateLeadStatus(db, id, "contacted", "won")).toBe(false);
      expect(await updateLeadStatus(db, id, "new", "contacted")).toBe(true);
      expect((await findLeadByReference(db, "Q-AAAAA1"))?.status).toBe("contacted");
      expect(await updateLeadStatus(db, 9999, "new", "won")).toBe(false);
    });
  });

  describe("insertLeadEvent and findLeadEvents", () => {
    it("keep each lead's history, oldest first, with who did it", async () => {
      const { db } = database;
      const id = await lead(db);
      const other = await lead(db);
      await insertLeadEvent(db, id, actor, {
        createdAt: NOW,
        kind: "status",
        fromStatus: "new",
        toStatus: "won",
        body: "",
      });
      await insertLeadEvent(db, other, actor, {
        createdAt: NOW,
        kind: "note",
        fromStatus: null,
        toStatus: null,
        body: "Other lead",
      });
      await insertLeadEvent(
        db,
        id,
        { id: "user-2", email: "sales@example.com" },
        {
          createdAt: NOW,
          kind: "note",
          fromStatus: null,
          toStatus: null,
          body: "Signed the contract",
        },
      );
      expect(await findLeadEvents(db, id)).toEqual([
        {
          id: expect.any(Number),
          createdAt: NOW,
          actorEmail: "office@example.com",
          kind: "status",
          fromStatus: "new",
          toStatus: "won",
          body: "",
        },
        {
          id: expect.any(Number),
          createdAt: NOW,
          actorEmail: "sales@example.com",
          kind: "note",
          fromStatus: null,
          toStatus: null,
          body: "Signed the contract",
        },
      ]);
    });
  });

  describe("findFailedLeadMessage", () => {
    it("finds a failed email of the lead and nothing else", async () => {
      const { db } = database;
      const id = await lead(db);
      const other = await lead(db);
      const failed = await failedNotification(db, id, NOW);
      expect(await findFailedLeadMessage(db, id, failed)).toEqual({ kind: "notification" });
      expect(await findFailedLeadMessage(db, other, failed)).toBeUndefined();
      const sent = await failedNotification(db, other, NOW);
      await markSent(db, sent, NOW);
      expect((await messagesForLead(db, other))[0]?.state).toBe("sent");
      expect(await findFailedLeadMessage(db, other, sent)).toBeUndefined();
    });
  });

  describe("findLeadsForExport", () => {
    it("returns every matching lead with its full record", async () => {
      const { db } = database;
      await lead(db, { name: "A", attribution: { utm_source: "google" } });
      await lead(db, { name: "B", serviceType: "inspection" });
      const rows = await findLeadsForExport(db, { service: "repair" });
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        name: "A",
        attribution: { utm_source: "google" },
        consentText: "I agree",
      });
    });
  });
});

describe.each(engines)("the inbox's queries from several instances on %s", (engine) => {
  const database = useTestDatabase(engine, { shared: true });
  const lead = useLeadStore();

  it("see a lead stored through one instance at once on every other", async () => {
    const other = (await database.connect()).db;
    await lead(database.db, { name: "Dana Whitfield" });
    expect(
      (await findMatchingLeads(other, {}, { limit: 10, offset: 0 })).map((row) => row.name),
    ).toEqual(["Dana Whitfield"]);
    expect(await countByStatus(other)).toEqual({ new: 1 });
  });

  it("let only one of two instances make the same conditional status change", async () => {
    const other = (await database.connect()).db;
    const id = await lead(database.db);
    const results = await Promise.all([
      updateLeadStatus(database.db, id, "new", "won"),
      updateLeadStatus(other, id, "new", "lost"),
    ]);
    expect(results.sort()).toEqual([false, true]);
  });
});
