// @vitest-environment node
import { describe, expect, it } from "vitest";
import { engines, useTestDatabase } from "../../test-support/db-test-support.ts";
import { findLeadEvents } from "./lead-event-repo.ts";
import { findLeadByReference } from "../leads/lead-repo.ts";
import { failedNotification, useLeadStore } from "../../test-support/lead-test-support.ts";
import { messagesForLead } from "../mail/outbox-repo.ts";
import { addLeadNote, changeLeadStatus, retryLeadEmail, type Actor } from "./lead-updates.ts";
import { correctJobCompletedOn } from "./lead-admin-repo.ts";
import type { Db } from "../tables.ts";

const actor: Actor = { id: "user-1", email: "office@example.com" };
const NOW = "2025-06-14T15:30:00.000Z";
const LATER = "2025-06-14T16:00:00.000Z";

describe.each(engines)("changes to a lead on %s", (engine) => {
  const database = useTestDatabase(engine);
  const lead = useLeadStore();

  describe("changeLeadStatus", () => {
    it("moves the lead and records from, to, who and when", async () => {
      const { db } = database;
      const id = await lead(db);
      expect(await changeLeadStatus(db, "Q-AAAAA1", "contacted", actor, NOW)).toBe("changed");
      expect(await changeLeadStatus(db, "Q-AAAAA1", "won", actor, LATER)).toBe("changed");
      expect((await findLeadByReference(db, "Q-AAAAA1"))?.status).toBe("won");
      expect(await findLeadEvents(db, id)).toEqual([
        {
          id: expect.any(Number),
          createdAt: NOW,
          actorEmail: "office@example.com",
          kind: "status",
          fromStatus: "new",
          toStatus: "contacted",
          body: "",
        },
        expect.objectContaining({ createdAt: LATER, fromStatus: "contacted", toStatus: "won" }),
      ]);
    });

    it("records nothing when the status is unchanged or there is no such lead", async () => {
      const { db } = database;
      const id = await lead(db);
      expect(await changeLeadStatus(db, "Q-AAAAA1", "new", actor, NOW)).toBe("unchanged");
      expect(await changeLeadStatus(db, "Q-ZZZZZZ", "won", actor, NOW)).toBe("missing");
      expect(await findLeadEvents(db, id)).toEqual([]);
    });
  });

  describe("a job's completion", () => {
    // NOW is 11:30 on 2025-06-14 in Louisville; the store's first lead came on 2025-06-01.
    const complete = (db: Db, completedOn: string, now = NOW) =>
      changeLeadStatus(db, "Q-AAAAA1", "completed", actor, now, { completedOn });
    const stored = async (db: Db) => {
      const { status, jobCompletedOn } = (await findLeadByReference(db, "Q-AAAAA1"))!;
      return { status, jobCompletedOn };
    };

    it("records the day staff give, and today in Louisville when they give none", async () => {
      const { db } = database;
      const id = await lead(db);
      expect(await complete(db, "2025-06-01")).toBe("changed");
      expect(await stored(db)).toEqual({ status: "completed", jobCompletedOn: "2025-06-01" });
      expect(await findLeadEvents(db, id)).toMatchObject([
        { fromStatus: "new", toStatus: "completed", body: "Job completed on Jun 1, 2025" },
      ]);

      // Back to Won: the job is not done, so it has no day; its history keeps the old line.
      expect(await changeLeadStatus(db, "Q-AAAAA1", "won", actor, NOW)).toBe("changed");
      expect(await stored(db)).toEqual({ status: "won", jobCompletedOn: null });
      // 00:30 UTC on the 15th is still the 14th in Louisville.
      expect(await complete(db, "", "2025-06-15T00:30:00.000Z")).toBe("changed");
      expect(await stored(db)).toEqual({ status: "completed", jobCompletedOn: "2025-06-14" });
    });

    it("counts the request's day in Louisville, not UTC", async () => {
      const { db } = database;
      // 22:00 on June 1 in Louisville is 02:00 on June 2 in UTC.
      await lead(db, { createdAt: "2025-06-02T02:00:00.000Z" });
      expect(await complete(db, "2025-05-31")).toBe("bad-date");
      expect(await complete(db, "2025-06-01")).toBe("changed");
    });

    it("corrects the day of a completed job, says so in the history, and keeps it when given none", async () => {
      const { db } = database;
      const id = await lead(db);
      await complete(db, "2025-06-14");
      expect(await complete(db, "2025-06-14", LATER)).toBe("unchanged");
      expect(await complete(db, "2025-06-12", LATER)).toBe("changed");
      // An empty day (a page left open overnight) keeps the day the job has.
      expect(await complete(db, "", LATER)).toBe("unchanged");
      expect(await findLeadEvents(db, id)).toMatchObject([
        { fromStatus: "new", toStatus: "completed", body: "Job completed on Jun 14, 2025" },
        { fromStatus: "completed", toStatus: "completed", body: "Job completed on Jun 12, 2025" },
      ]);
      expect(await stored(db)).toEqual({ status: "completed", jobCompletedOn: "2025-06-12" });
    });

    it("corrects a day only while the lead is still completed on the day read", async () => {
      const { db } = database;
      const id = await lead(db);
      await complete(db, "2025-06-14");
      // Another change came first: a correction to the 10th, or a move to Lost.
      expect(await correctJobCompletedOn(db, id, "2025-06-13", "2025-06-12")).toBe(false);
      expect(await correctJobCompletedOn(db, id, "2025-06-14", "2025-06-10")).toBe(true);
      expect(await correctJobCompletedOn(db, id, "2025-06-14", "2025-06-12")).toBe(false);
      await changeLeadStatus(db, "Q-AAAAA1", "lost", actor, NOW);
      expect(await correctJobCompletedOn(db, id, null, "2025-06-12")).toBe(false);
      expect(await stored(db)).toEqual({ status: "lost", jobCompletedOn: null });
    });

    it("refuses a day after today, before the request, or not on the calendar", async () => {
      const { db } = database;
      const id = await lead(db);
      for (const day of ["2025-06-15", "2025-05-31", "2025-02-30", "14/06/2025", "2025-6-1"])
        expect(await complete(db, day)).toBe("bad-date");
      expect(await stored(db)).toEqual({ status: "new", jobCompletedOn: null });
      expect(await findLeadEvents(db, id)).toEqual([]);
    });
  });

  describe("addLeadNote", () => {
    it("keeps the note as typed, trimmed, with its author", async () => {
      const { db } = database;
      const id = await lead(db);
      expect(
        await addLeadNote(db, "Q-AAAAA1", "  Called back, <b>left voicemail</b>  ", actor, NOW),
      ).toBe("added");
      expect(await findLeadEvents(db, id)).toMatchObject([
        {
          kind: "note",
          body: "Called back, <b>left voicemail</b>",
          actorEmail: actor.email,
          createdAt: NOW,
        },
      ]);
    });

    it("cuts a note at the longest kept", async () => {
      const { db } = database;
      const id = await lead(db);
      await addLeadNote(db, "Q-AAAAA1", "x".repeat(5000), actor, NOW);
      expect((await findLeadEvents(db, id))[0]?.body).toHaveLength(4000);
    });

    it("refuses an empty note and a missing lead, recording nothing", async () => {
      const { db } = database;
      const id = await lead(db);
      expect(await addLeadNote(db, "Q-AAAAA1", " \n ", actor, NOW)).toBe("empty");
      expect(await addLeadNote(db, "Q-ZZZZZZ", "Hello", actor, NOW)).toBe("missing");
      expect(await findLeadEvents(db, id)).toEqual([]);
    });
  });

  describe("retryLeadEmail", () => {
    it("queues a failed email of the lead again, due now, and records the retry", async () => {
      const { db } = database;
      const id = await lead(db);
      const messageId = await failedNotification(db, id, NOW);
      expect(await retryLeadEmail(db, "Q-AAAAA1", messageId, actor, LATER)).toBe("queued");
      expect((await messagesForLead(db, id))[0]).toMatchObject({
        state: "pending",
        attempts: 0,
        nextAttemptAt: LATER,
      });
      expect(await findLeadEvents(db, id)).toMatchObject([
        { kind: "retry", body: "notification", createdAt: LATER, actorEmail: actor.email },
      ]);
    });

    it("refuses an email of another lead, one already queued again, and a missing lead", async () => {
      const { db } = database;
      const id = await lead(db);
      const other = await lead(db);
      const messageId = await failedNotification(db, other, NOW);
      expect(await retryLeadEmail(db, "Q-AAAAA1", messageId, actor, NOW)).toBe("not-failed");
      expect(await retryLeadEmail(db, "Q-AAAAA2", messageId, actor, NOW)).toBe("queued");
      expect(await retryLeadEmail(db, "Q-AAAAA2", messageId, actor, NOW)).toBe("not-failed");
      expect(await retryLeadEmail(db, "Q-ZZZZZZ", messageId, actor, NOW)).toBe("missing");
      expect(await findLeadEvents(db, id)).toEqual([]);
      expect(await findLeadEvents(db, other)).toHaveLength(1);
    });
  });
});

describe.each(engines)("changes to a lead from several instances on %s", (engine) => {
  const database = useTestDatabase(engine, { shared: true });
  const lead = useLeadStore();

  it("records one change when two members of staff on two instances set the same status", async () => {
    const other = (await database.connect()).db;
    const id = await lead(database.db);
    const results = await Promise.all([
      changeLeadStatus(database.db, "Q-AAAAA1", "won", actor, NOW),
      changeLeadStatus(other, "Q-AAAAA1", "won", { id: "user-2", email: "sales@example.com" }, NOW),
    ]);
    expect(results.sort()).toEqual(["changed", "unchanged"]);
    expect(await findLeadEvents(database.db, id)).toHaveLength(1);
  });

  it("queues a failed email once when two members of staff retry it at once", async () => {
    const other = (await database.connect()).db;
    const id = await lead(database.db);
    const messageId = await failedNotification(database.db, id, NOW);
    const results = await Promise.all([
      retryLeadEmail(database.db, "Q-AAAAA1", messageId, actor, LATER),
      retryLeadEmail(other, "Q-AAAAA1", messageId, actor, LATER),
    ]);
    expect(results.sort()).toEqual(["not-failed", "queued"]);
    expect(await findLeadEvents(database.db, id)).toHaveLength(1);
  });
});
