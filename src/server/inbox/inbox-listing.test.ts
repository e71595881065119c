// @vitest-environment node
import { describe, expect, it } from "vitest";
import { engines, useTestDatabase } from "../../test-support/db-test-support.ts";
import { failedNotification, useLeadStore } from "../../test-support/lead-test-support.ts";
import { listInbox, leadRecord } from "./inbox-listing.ts";
import { changeLeadStatus, addLeadNote } from "./lead-updates.ts";

const actor = { id: "user-1", email: "office@example.com" };
const NOW = "2025-06-14T15:30:00.000Z";

describe.each(engines)("the inbox listing on %s", (engine) => {
  const database = useTestDatabase(engine);
  const lead = useLeadStore();

  describe("listInbox", () => {
    it("shows a page of the newest leads, clamping the page to the pages there are", async () => {
      const { db } = database;
      for (let index = 0; index < 7; index++) await lead(db);
      const first = await listInbox(db, {}, 1, 3);
      expect(first).toMatchObject({ total: 7, page: 1, pageCount: 3 });
      expect(first.leads.map((row) => row.name)).toEqual(["Person 7", "Person 6", "Person 5"]);
      expect((await listInbox(db, {}, 3, 3)).leads.map((row) => row.name)).toEqual(["Person 1"]);
      const past = await listInbox(db, {}, 99, 3);
      expect(past.page).toBe(3);
      expect(past.leads.map((row) => row.name)).toEqual(["Person 1"]);
      expect((await listInbox(db, {}, 0, 3)).page).toBe(1);
      expect((await listInbox(db, {}, Number.NaN, 3)).page).toBe(1);
    });

    it("counts every status whatever the filter, and pages only what matches", async () => {
      const { db } = database;
      await lead(db, { serviceType: "replacement" });
      await lead(db, { serviceType: "inspection" });
      await changeLeadStatus(db, "Q-AAAAA1", "won", actor, NOW);
      const won = await listInbox(db, { status: "won" }, 1);
      expect(won.leads.map((row) => row.reference)).toEqual(["Q-AAAAA1"]);
      expect(won).toMatchObject({ total: 1, pageCount: 1, countsByStatus: { won: 1, new: 1 } });
    });

    it("has one empty page when nothing matches", async () => {
      const { db } = database;
      expect(await listInbox(db, { query: "nobody" }, 4)).toEqual({
        leads: [],
        total: 0,
        page: 1,
        pageCount: 1,
        countsByStatus: {},
      });
    });
  });

  describe("leadRecord", () => {
    it("gathers the lead, its emails and its history", async () => {
      const { db } = database;
      const id = await lead(db, { name: "Dana Whitfield" });
      await failedNotification(db, id, NOW);
      await addLeadNote(db, "Q-AAAAA1", "Left a voicemail", actor, NOW);
      const record = await leadRecord(db, "Q-AAAAA1");
      expect(record?.lead).toMatchObject({ id, name: "Dana Whitfield", status: "new" });
      expect(record?.messages).toMatchObject([{ kind: "notification", state: "failed" }]);
      expect(record?.history).toMatchObject([{ kind: "note", body: "Left a voicemail" }]);
    });

    it("is undefined for a reference no lead has", async () => {
      expect(await leadRecord(database.db, "Q-ZZZZZZ")).toBeUndefined();
    });
  });
});
