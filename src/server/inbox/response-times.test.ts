// @vitest-environment node
import { describe, expect, it } from "vitest";
import { engines, useTestDatabase } from "../../test-support/db-test-support.ts";
import { findLeadEvents } from "./lead-event-repo.ts";
import { findLeadByReference } from "../leads/lead-repo.ts";
import { storeLead } from "../../test-support/mail-test-support.ts";
import { changeLeadStatus } from "./lead-updates.ts";
import { markCalled } from "./mark-called.ts";
import { listInbox } from "./inbox-listing.ts";
import { responseTimeOf } from "./response-time-repo.ts";

const OFFICE = { id: "staff-1", email: "office@ridgeline.example.com" };

describe.each(engines)("first contact and response time on %s", (engine) => {
  const database = useTestDatabase(engine);

  async function stored() {
    const reference = await storeLead(database.db);
    const lead = await findLeadByReference(database.db, reference);
    return { reference, id: lead!.id, createdAt: lead!.createdAt };
  }

  it("stores the first contact when a lead is marked contacted, and keeps it after", async () => {
    const lead = await stored();
    expect(await responseTimeOf(database.db, lead.id)).toMatchObject({ firstContactedAt: null });
    await changeLeadStatus(
      database.db,
      lead.reference,
      "contacted",
      OFFICE,
      "2030-01-01T10:12:00.000Z",
    );
    await changeLeadStatus(database.db, lead.reference, "new", OFFICE, "2030-01-01T10:20:00.000Z");
    await changeLeadStatus(
      database.db,
      lead.reference,
      "scheduled",
      OFFICE,
      "2030-01-01T11:00:00.000Z",
    );
    expect(await responseTimeOf(database.db, lead.id)).toEqual({
      createdAt: lead.createdAt,
      firstContactedAt: "2030-01-01T10:12:00.000Z",
      escalatedAt: null,
    });
    expect((await listInbox(database.db, {}, 1)).leads[0]?.firstContactedAt).toBe(
      "2030-01-01T10:12:00.000Z",
    );
  });

  it("does not count a lead marked lost or spam as contacted", async () => {
    const lead = await stored();
    await changeLeadStatus(database.db, lead.reference, "lost", OFFICE, "2030-01-01T10:12:00.000Z");
    expect((await responseTimeOf(database.db, lead.id))?.firstContactedAt).toBeNull();
  });

  it("marks a new lead contacted with one tap on called", async () => {
    const lead = await stored();
    expect(await markCalled(database.db, lead.reference, OFFICE, "2030-01-01T10:05:00.000Z")).toBe(
      true,
    );
    expect(await findLeadByReference(database.db, lead.reference)).toMatchObject({
      status: "contacted",
    });
    expect((await responseTimeOf(database.db, lead.id))?.firstContactedAt).toBe(
      "2030-01-01T10:05:00.000Z",
    );
    expect((await findLeadEvents(database.db, lead.id)).map((event) => event.toStatus)).toEqual([
      "contacted",
    ]);
  });

  it("keeps the status of a lead further along, noting the call and its first contact", async () => {
    const lead = await stored();
    await changeLeadStatus(database.db, lead.reference, "lost", OFFICE, "2030-01-01T10:00:00.000Z");
    await markCalled(database.db, lead.reference, OFFICE, "2030-01-01T10:30:00.000Z");
    await markCalled(database.db, lead.reference, OFFICE, "2030-01-01T11:30:00.000Z");
    expect(await findLeadByReference(database.db, lead.reference)).toMatchObject({
      status: "lost",
    });
    expect((await responseTimeOf(database.db, lead.id))?.firstContactedAt).toBe(
      "2030-01-01T10:30:00.000Z",
    );
    const notes = (await findLeadEvents(database.db, lead.id)).filter(
      (event) => event.kind === "note",
    );
    expect(notes.map((note) => note.body)).toEqual([
      "Called the customer.",
      "Called the customer.",
    ]);
  });

  it("answers false for a lead that does not exist", async () => {
    expect(await markCalled(database.db, "Q-NONE99", OFFICE, "2030-01-01T10:30:00.000Z")).toBe(
      false,
    );
  });
});
