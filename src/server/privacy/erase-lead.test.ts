// @vitest-environment node
import { describe, expect, it } from "vitest";
import { allDeliveries, claimNextDelivery } from "../deliveries/delivery-repo.ts";
import { engines, useTestDatabase } from "../../test-support/db-test-support.ts";
import { recentlyErased } from "./erased-lead-repo.ts";
import { useLeadStore } from "../../test-support/lead-test-support.ts";
import { eraseLeadOnRequest } from "./erase-lead.ts";
import { countRows, STAFF, storeFullLead } from "../../test-support/privacy-test-support.ts";
import { inspectionSettings } from "../../test-support/inspection-test-support.ts";

const NOW = "2026-11-24T09:00:00.000Z";
const HOOKS = ["https://crm.example.com/hook", "https://fsm.example.net/in"];

describe.each(engines)("deleting a lead at its client's request on %s", (engine) => {
  const database = useTestDatabase(engine);
  const store = useLeadStore();

  it("refuses a confirmation that is not the lead's reference, and changes nothing", async () => {
    const { db } = database;
    await storeFullLead(db, store);
    const before = await countRows(db);
    for (const confirmation of ["", "Q-AAAAA2", "AAAAA1", "delete"])
      expect(
        await eraseLeadOnRequest(
          db,
          { reference: "Q-AAAAA1", confirmation, actor: STAFF },
          { webhookUrls: HOOKS, inspections: inspectionSettings, now: NOW },
        ),
      ).toBe("mismatch");
    expect(await countRows(db)).toEqual(before);
  });

  it("removes the lead and every row attached to it, counted per table, and leaves an audit line", async () => {
    const { db } = database;
    await storeFullLead(db, store);
    await storeFullLead(db, store, { email: "neighbour@example.com" });
    expect(await countRows(db)).toEqual({
      leads: 2,
      lead_photos: 4,
      photo_links: 2,
      lead_events: 2,
      outbox: 2,
      outbox_attachments: 4,
      deliveries: 2,
      lead_erasures: 0,
    });

    const request = { reference: "Q-AAAAA1", confirmation: " q-aaaaa1 ", actor: STAFF };
    expect(
      await eraseLeadOnRequest(db, request, {
        webhookUrls: HOOKS,
        inspections: inspectionSettings,
        now: NOW,
      }),
    ).toBe("erased");

    // The other lead keeps all of its rows; the erased one's are gone, its lead.deleted
    // events queued (one per endpoint) in their place.
    expect(await countRows(db)).toEqual({
      leads: 1,
      lead_photos: 2,
      photo_links: 1,
      lead_events: 1,
      outbox: 1,
      outbox_attachments: 2,
      deliveries: 1 + HOOKS.length,
      lead_erasures: 1,
    });
    expect(await recentlyErased(db, 10)).toEqual([
      { reference: "Q-AAAAA1", erasedAt: NOW, reason: "request", actorEmail: STAFF.email },
    ]);
    const deleted = (await allDeliveries(db)).filter((d) => d.eventType === "lead.deleted");
    expect(deleted.map((d) => [d.endpoint, d.leadId, JSON.parse(d.body)])).toEqual(
      HOOKS.map((endpoint) => [
        endpoint,
        null,
        {
          type: "lead.deleted",
          timestamp: NOW,
          data: { reference: "Q-AAAAA1", deletedAt: NOW },
        },
      ]),
    );

    expect(
      await eraseLeadOnRequest(db, request, {
        webhookUrls: HOOKS,
        inspections: inspectionSettings,
        now: NOW,
      }),
    ).toBe("missing");
    expect((await countRows(db)).lead_erasures).toBe(1);
  });

  it("waits while one of the lead's deliveries is being sent, and changes nothing", async () => {
    const { db } = database;
    await storeFullLead(db, store);
    // A drain holds the lead's webhook delivery: its answer is recorded by the row's id.
    expect(await claimNextDelivery(db, NOW, "2026-11-24T09:00:30.000Z", [])).toBeDefined();
    const before = await countRows(db);
    const request = { reference: "Q-AAAAA1", confirmation: "Q-AAAAA1", actor: STAFF };
    expect(
      await eraseLeadOnRequest(db, request, {
        webhookUrls: HOOKS,
        inspections: inspectionSettings,
        now: NOW,
      }),
    ).toBe("busy");
    expect(await countRows(db)).toEqual(before);
  });
});
