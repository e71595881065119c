// @vitest-environment node
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { engines, useTestDatabase } from "../../test-support/db-test-support.ts";
import {
  bookDependencies,
  bookingRequest,
  inspectionSettings,
} from "../../test-support/inspection-test-support.ts";
import { STAFF } from "../../test-support/privacy-test-support.ts";
import { allDeliveries } from "../deliveries/delivery-repo.ts";
import { bookAsVisitor } from "../inspections/book.ts";
import { placesTaken } from "../inspections/inspection-read-repo.ts";
import { listMessages } from "../mail/outbox-repo.ts";
import { eraseLeadOnRequest } from "./erase-lead.ts";
import { sweepPersonalData } from "./retention-sweep.ts";

// Tuesday 2026-12-01, 3 pm in Louisville; the window is Wednesday 8-10 am.
const NOW = new Date("2026-12-01T20:00:00Z");
const WINDOW = "2026-12-02T08:00";
const HOOKS = ["https://crm.example.com/hook"];

const methodOf = (calendar: string) =>
  new ICAL.Component(ICAL.parse(calendar)).getFirstPropertyValue("method");

describe.each(engines)("erasing a lead with a future inspection (%s)", (engine) => {
  const test = useTestDatabase(engine);

  async function bookedLead() {
    const outcome = await bookAsVisitor(bookDependencies(test.db), bookingRequest(WINDOW, NOW), {
      client: "203.0.113.7",
      now: NOW,
    });
    if (outcome.kind !== "booked") throw new Error(`not booked: ${outcome.kind}`);
    return outcome.inspection;
  }

  /** Staff erasing the lead at `at`, its reference typed as the confirmation. */
  const eraseOnRequest = (reference: string, at: Date) =>
    eraseLeadOnRequest(
      test.db,
      { reference, confirmation: reference, actor: STAFF },
      { webhookUrls: HOOKS, inspections: inspectionSettings, now: at.toISOString() },
    );

  /** What is queued once the lead is gone: the cancellation, as a cancellation by its link sends it. */
  async function expectCancellationSent(uid: string) {
    expect((await placesTaken(test.db, [WINDOW])).get(WINDOW) ?? 0).toBe(0);
    const pending = await listMessages(test.db, ["pending"]);
    const cancellations = pending.filter((m) => m.calendar && methodOf(m.calendar) === "CANCEL");
    expect(cancellations.map((m) => [m.kind, m.recipients, m.leadId])).toEqual([
      ["inspection", ["dana@example.com"], null],
      ["notification", ["office@ridgeline.test"], null],
    ]);
    expect(cancellations[0]!.calendar).toContain(`UID:${uid}`);
    // The lead's page is gone with it: the cancellation links to no page of theirs.
    expect(cancellations[0]!.text).not.toContain("/my/");
    // Nothing else of the lead is left in the outbox.
    expect(pending).toHaveLength(2);
    const events = (await allDeliveries(test.db)).map((d) => [d.eventType, d.leadId]);
    expect(events).toContainEqual(["inspection.cancelled", null]);
    expect(events).toContainEqual(["lead.deleted", null]);
    expect(events.filter(([type]) => type === "inspection.booked")).toEqual([]);
  }

  it("cancels it first when staff erase the lead at the client's request", async () => {
    const inspection = await bookedLead();
    expect(await eraseOnRequest(inspection.reference, NOW)).toBe("erased");
    await expectCancellationSent(inspection.uid);
  });

  it("cancels it first when the retention rule erases the lead", async () => {
    const inspection = await bookedLead();
    // Retention of 0 days: the lead is past it at once; its inspection is still ahead.
    const later = new Date(NOW.getTime() + 60_000);
    const result = await sweepPersonalData(
      test.db,
      {
        clientAddressDays: 30,
        leadRetentionDays: 0,
        webhookUrls: HOOKS,
        inspections: inspectionSettings,
      },
      later,
    );
    expect(result.leadsErased).toEqual([inspection.reference]);
    await expectCancellationSent(inspection.uid);
  });

  it("sends nothing for an inspection already past", async () => {
    const inspection = await bookedLead();
    const afterVisit = new Date("2026-12-02T16:00:00Z");
    expect(await eraseOnRequest(inspection.reference, afterVisit)).toBe("erased");
    expect(await listMessages(test.db, ["pending"])).toEqual([]);
  });
});
