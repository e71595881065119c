// @vitest-environment node
import { describe, expect, it } from "vitest";
import { engines, useTestDatabase } from "../../test-support/db-test-support.ts";
import { bookDependencies } from "../../test-support/inspection-test-support.ts";
import { quoteRequest, submitStored } from "../../test-support/submit-test-support.ts";
import { findLeadByReference, type StoredLead } from "../leads/lead-repo.ts";
import { listMessages } from "../mail/outbox-repo.ts";
import { bookForLead, type BookDependencies } from "./book.ts";

// Tuesday 2026-12-01, 3 pm in Louisville.
const NOW = new Date("2026-12-01T20:00:00Z");
const WINDOW = "2026-12-02T08:00";

describe.each(engines)("a booking through a lead's link, and its address (%s)", (engine) => {
  const test = useTestDatabase(engine);

  async function leadWith(address: string) {
    const deps = bookDependencies(test.db);
    const { reference } = await submitStored(deps.submit, quoteRequest({ address }), {
      clientAddress: "203.0.113.9",
      now: NOW,
    });
    return { deps, lead: (await findLeadByReference(test.db, reference))! };
  }

  const book = (deps: BookDependencies, lead: StoredLead, address: string) =>
    bookForLead(deps, { lead, windowId: WINDOW, note: "", address }, { now: NOW });

  it("uses the lead's stored address when the post has none: the invitation's LOCATION and the emails carry it", async () => {
    const { deps, lead } = await leadWith("2204 Frankfort Ave, Louisville, KY 40206");
    const outcome = await book(deps, lead, "");
    if (outcome.kind !== "booked") throw new Error(`not booked: ${JSON.stringify(outcome)}`);
    expect(outcome.inspection.address).toBe("2204 Frankfort Ave, Louisville, KY 40206");
    const calendars = (await listMessages(test.db, ["pending"])).filter((m) => m.calendar);
    expect(calendars).toHaveLength(2);
    for (const message of calendars) {
      expect(message.calendar).toContain("LOCATION:2204 Frankfort Ave\\, Louisville\\, KY 40206");
      expect(message.text).toContain("2204 Frankfort Ave, Louisville, KY 40206");
    }
  });

  it("checks the area on the stored address too", async () => {
    const { deps, lead } = await leadWith("100 Main St, Lexington, KY 40507");
    expect(await book(deps, lead, "")).toEqual({ kind: "refused", reason: "outside-area" });
  });

  it("never books at an empty address, nor at one that is no street address", async () => {
    const { deps, lead } = await leadWith("");
    expect(await book(deps, lead, "   ")).toEqual({
      kind: "refused",
      reason: "address-unreadable",
    });
    const hostile = "URGENT: verify your payment at https://evil.example/pay";
    expect(await book(deps, lead, hostile)).toEqual({
      kind: "refused",
      reason: "address-unreadable",
    });
    const typedOnQuote = await leadWith(hostile);
    expect(await book(typedOnQuote.deps, typedOnQuote.lead, "")).toEqual({
      kind: "refused",
      reason: "address-unreadable",
    });
    expect(await listMessages(test.db, ["pending"])).not.toContainEqual(
      expect.objectContaining({ kind: "inspection" }),
    );
  });
});
