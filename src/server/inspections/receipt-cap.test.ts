// @vitest-environment node
import { describe, expect, it } from "vitest";
import { engines, useTestDatabase } from "../../test-support/db-test-support.ts";
import {
  bookDependencies,
  bookingRequest,
  inspectionSettings,
} from "../../test-support/inspection-test-support.ts";
import { quoteRequest, submitStored } from "../../test-support/submit-test-support.ts";
import { RECEIPTS_PER_ADDRESS_PER_DAY } from "../leads/lead-emails.ts";
import { findLeadByReference } from "../leads/lead-repo.ts";
import { messagesForLead } from "../mail/outbox-repo.ts";
import { bookAsVisitor } from "./book.ts";
import { rescheduleInspection } from "./change-inspection.ts";

const NOW = new Date("2026-12-01T20:00:00Z");
const WINDOWS = ["2026-12-02T08:00", "2026-12-02T10:00", "2026-12-02T13:00"];

describe.each(engines)("the quote receipt cap beside inspections (%s)", (engine) => {
  const test = useTestDatabase(engine);

  it("counts quote receipts only: a homeowner who booked and rescheduled still gets a quote's receipt", async () => {
    const deps = bookDependencies(test.db);
    const booked = await bookAsVisitor(deps, bookingRequest(WINDOWS[0]!, NOW), {
      client: "203.0.113.7",
      now: NOW,
    });
    if (booked.kind !== "booked") throw new Error(`not booked: ${booked.kind}`);
    // As many of the homeowner's inspection emails as the day's receipts, and then some.
    for (const window of WINDOWS.slice(1))
      await rescheduleInspection(test.db, booked.inspection.id, window, inspectionSettings, NOW);
    const inspectionEmails = await messagesForLead(test.db, booked.inspection.leadId);
    const toHomeowner = inspectionEmails.filter((m) => m.recipients.includes("dana@example.com"));
    expect(toHomeowner.map((m) => m.kind)).toEqual(["inspection", "inspection", "inspection"]);
    expect(toHomeowner.length).toBeGreaterThanOrEqual(RECEIPTS_PER_ADDRESS_PER_DAY);

    const quote = await submitStored(
      deps.submit,
      quoteRequest({ message: "And the gutters, while you are here." }),
      { clientAddress: "203.0.113.7", now: new Date(NOW.getTime() + 60_000) },
    );
    const lead = (await findLeadByReference(test.db, quote.reference))!;
    const kinds = (await messagesForLead(test.db, lead.id)).map((m) => m.kind).sort();
    expect(kinds).toEqual(["notification", "receipt"]);
  });
});
