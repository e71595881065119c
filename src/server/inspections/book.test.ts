// @vitest-environment node
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { inspectionsOfLead, placesTaken } from "./inspection-read-repo.ts";
import type { Db } from "../tables.ts";
import { engines, useTestDatabase } from "../../test-support/db-test-support.ts";
import { allDeliveries } from "../deliveries/delivery-repo.ts";
import { countLeads, findLeadByReference } from "../leads/lead-repo.ts";
import { listMessages } from "../mail/outbox-repo.ts";
import { findLeadEvents } from "../inbox/lead-event-repo.ts";
import { responseTimeOf } from "../inbox/response-time-repo.ts";
import { initialStatus, statusAfterBooking } from "../../lib/lead-statuses.ts";
import { bookAsVisitor, bookForLead } from "./book.ts";
import { inspectionByToken, cancelInspection, rescheduleInspection } from "./change-inspection.ts";
import { inspectionToken, shownStamp, SHOWN_STAMP_MAX_AGE_MS } from "./inspection-links.ts";
import {
  bookDependencies,
  bookingRequest,
  inspectionSettings,
  SECRET,
  SITE,
} from "../../test-support/inspection-test-support.ts";
import { expectHomeownerPageLink } from "../../test-support/homeowner-test-support.ts";

// Tuesday 2026-12-01, 3 pm in Louisville.
const NOW = new Date("2026-12-01T20:00:00Z");
const CLIENT = "203.0.113.7";
const FIRST = "2026-12-02T08:00";
const SECOND = "2026-12-02T10:00";

/** Places taken in a window: the one count every rule reads. */
const takenIn = async (db: Db, windowId: string) =>
  (await placesTaken(db, [windowId])).get(windowId) ?? 0;

const person = (n: number) => ({
  email: `owner${n}@example.com`,
  phone: `(502) 555-${String(1000 + n)}`,
  name: `Owner ${n}`,
});

function parsedCalendar(text: string) {
  const component = new ICAL.Component(ICAL.parse(text));
  return {
    method: component.getFirstPropertyValue("method"),
    event: new ICAL.Event(component.getFirstSubcomponent("vevent")!),
  };
}

describe.each(engines)("booking an inspection (%s)", (engine) => {
  const test = useTestDatabase(engine);

  it("books a window: a lead, its booking, the calendar file to the homeowner and the office, the webhook", async () => {
    const outcome = await bookAsVisitor(bookDependencies(test.db), bookingRequest(FIRST, NOW), {
      client: CLIENT,
      now: NOW,
    });
    expect(outcome.kind).toBe("booked");
    if (outcome.kind !== "booked") return;
    const { inspection } = outcome;
    expect(inspection).toMatchObject({
      windowId: FIRST,
      startsAt: "2026-12-02T13:00:00.000Z",
      status: "booked",
      sequence: 0,
    });
    const lead = (await findLeadByReference(test.db, inspection.reference))!;
    expect(lead.serviceType).toBe("inspection");
    expect(lead.status).toBe("scheduled");
    // The homeowner booked: that is the lead's first contact.
    expect((await responseTimeOf(test.db, lead.id))!.firstContactedAt).toBe(NOW.toISOString());

    const messages = await listMessages(test.db, ["pending"]);
    const withCalendar = messages.filter((message) => message.calendar);
    expect(withCalendar.map((message) => message.recipients)).toEqual([
      ["dana@example.com"],
      ["office@ridgeline.test"],
    ]);
    // No quote receipt besides the confirmation.
    expect(
      messages.filter((message) => message.recipients.includes("dana@example.com")),
    ).toHaveLength(1);
    const { method, event } = parsedCalendar(withCalendar[0]!.calendar!);
    expect(method).toBe("REQUEST");
    expect(event.uid).toBe(inspection.uid);
    expect(event.location).toBe("4127 Bardstown Rd, Louisville, KY 40218");
    expect(withCalendar[0]!.text).toContain("Wednesday, December 2, between 8 am and 10 am");
    expect(withCalendar[0]!.text).toContain(inspectionToken(SECRET, inspection, "cancel"));
    await expectHomeownerPageLink(test.db, withCalendar[0]!, SITE, inspection.reference);
    expect(withCalendar[1]!.text).not.toContain("/my/");

    const deliveries = await allDeliveries(test.db);
    expect(deliveries.map((delivery) => delivery.eventType).sort()).toEqual([
      "inspection.booked",
      "lead.created",
    ]);
    const event2 = JSON.parse(deliveries.find((d) => d.eventType === "inspection.booked")!.body);
    expect(event2).toMatchObject({
      type: "inspection.booked",
      data: { reference: inspection.reference, windowId: FIRST },
    });
  });

  it("records the booked lead's status change in its history, as staff's changes are", async () => {
    const outcome = await bookAsVisitor(bookDependencies(test.db), bookingRequest(FIRST, NOW), {
      client: CLIENT,
      now: NOW,
    });
    if (outcome.kind !== "booked") throw new Error(`not booked: ${outcome.kind}`);
    const lead = (await findLeadByReference(test.db, outcome.inspection.reference))!;
    expect(await findLeadEvents(test.db, lead.id)).toMatchObject([
      {
        kind: "status",
        fromStatus: initialStatus(null),
        toStatus: statusAfterBooking,
        actorEmail: "the homeowner, booking online",
        createdAt: NOW.toISOString(),
      },
    ]);
  });

  it("never takes more bookings than the window holds, however many ask at once", async () => {
    const deps = bookDependencies(test.db);
    const outcomes = await Promise.all(
      [1, 2, 3, 4, 5].map((n) =>
        bookAsVisitor(deps, bookingRequest(FIRST, NOW, person(n)), {
          client: `198.51.100.${n}`,
          now: NOW,
        }),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.kind === "booked")).toHaveLength(2);
    expect(outcomes.filter((o) => o.kind === "refused" && o.reason === "window-full")).toHaveLength(
      3,
    );
    expect(await takenIn(test.db, FIRST)).toBe(2);
    // A refused request stores nothing: the visitor picks another time with the form kept.
    expect(await countLeads(test.db)).toBe(2);
  });

  it("books once on a double click", async () => {
    const deps = bookDependencies(test.db);
    const request = bookingRequest(FIRST, NOW);
    const [first, second] = await Promise.all([
      bookAsVisitor(deps, request, { client: CLIENT, now: NOW }),
      bookAsVisitor(deps, request, { client: CLIENT, now: NOW }),
    ]);
    expect(first.kind).toBe("booked");
    expect(second.kind).toBe("booked");
    if (first.kind !== "booked" || second.kind !== "booked") return;
    expect(second.inspection.id).toBe(first.inspection.id);
    expect(await takenIn(test.db, FIRST)).toBe(1);
  });

  it("lets one email or phone hold two future inspections, not three", async () => {
    const deps = bookDependencies(test.db);
    const book = (window: string, fields: Record<string, unknown>) =>
      bookAsVisitor(deps, bookingRequest(window, NOW, fields), { client: CLIENT, now: NOW });
    expect((await book(FIRST, { note: "one" })).kind).toBe("booked");
    expect((await book(SECOND, { note: "two", phone: "(812) 555-0100" })).kind).toBe("booked");
    // The same email as both, another phone.
    expect(await book("2026-12-02T13:00", { note: "three", phone: "(606) 555-0123" })).toEqual({
      kind: "refused",
      reason: "contact-limit",
    });
  });

  it("refuses forged, stale and blocked windows and a ZIP outside the area", async () => {
    const deps = bookDependencies(test.db);
    const context = { client: CLIENT, now: NOW };
    for (const window of ["2026-12-02T09:00", "2026-12-01T15:00", "2099-01-01T08:00", "nonsense"])
      expect(await bookAsVisitor(deps, bookingRequest(window, NOW), context)).toEqual({
        kind: "refused",
        reason: "window-gone",
      });
    expect(
      await bookAsVisitor(
        deps,
        bookingRequest(FIRST, NOW, { address: "1 Main St, Chicago, IL 60601" }),
        context,
      ),
    ).toEqual({ kind: "refused", reason: "outside-area" });
    expect(await countLeads(test.db)).toBe(0);
  });

  it("books nothing for a filled honeypot, and says so: no answer reads like a booking", async () => {
    const deps = bookDependencies(test.db);
    const context = { client: CLIENT, now: NOW };
    expect(
      await bookAsVisitor(deps, bookingRequest(FIRST, NOW, { website: "spam" }), context),
    ).toEqual({ kind: "refused", reason: "possible-spam" });
    expect(await takenIn(test.db, FIRST)).toBe(0);
    // Stored for the office to judge, as the quote form stores it.
    expect(await countLeads(test.db)).toBe(1);
  });

  it("gives the form back, storing nothing, when it came too soon or without a live stamp", async () => {
    const deps = bookDependencies(test.db);
    const context = { client: CLIENT, now: NOW };
    const stampedAgo = (ms: number) => shownStamp(SECRET, new Date(NOW.getTime() - ms));
    const cases = [
      [stampedAgo(500), "too-soon"],
      [undefined, "unstamped"],
      [`${NOW.getTime() - 60_000}.forged`, "unstamped"],
      // Older than the stamp's life: treated as no stamp, never as a person's slow fill.
      [stampedAgo(SHOWN_STAMP_MAX_AGE_MS + 1000), "unstamped"],
    ] as const;
    for (const [shown, reason] of cases)
      expect(await bookAsVisitor(deps, bookingRequest(FIRST, NOW, { shown }), context)).toEqual({
        kind: "refused",
        reason,
      });
    expect(await countLeads(test.db)).toBe(0);
    // A stamp just inside its life still books.
    const slow = bookingRequest(FIRST, NOW, { shown: stampedAgo(SHOWN_STAMP_MAX_AGE_MS - 1000) });
    expect((await bookAsVisitor(deps, slow, context)).kind).toBe("booked");
  });

  it("books for a lead from its quote request, once, with no fill time asked again", async () => {
    const deps = bookDependencies(test.db);
    const first = await bookAsVisitor(deps, bookingRequest(FIRST, NOW), {
      client: CLIENT,
      now: NOW,
    });
    if (first.kind !== "booked") throw new Error("not booked");
    await cancelInspection(test.db, first.inspection.id, inspectionSettings, NOW);
    const lead = (await findLeadByReference(test.db, first.inspection.reference))!;
    // No stamp at all: the lead passed the fill time with its quote. A honeypot still counts.
    const request = { lead, windowId: SECOND, note: "", address: lead.address };
    const context = { now: NOW };
    expect(await bookForLead(deps, { ...request, honeypot: "filled" }, context)).toEqual({
      kind: "refused",
      reason: "possible-spam",
    });
    const [a, b] = await Promise.all([
      bookForLead(deps, request, context),
      bookForLead(deps, request, context),
    ]);
    expect(a.kind === "booked" && b.kind === "booked" && a.inspection.id === b.inspection.id).toBe(
      true,
    );
    expect(
      (await inspectionsOfLead(test.db, lead.id)).map((inspection) => inspection.status),
    ).toEqual(["booked", "cancelled"]);
  });

  it("reschedules with SEQUENCE + 1 and the same UID; the old links stop working", async () => {
    const booked = await bookAsVisitor(bookDependencies(test.db), bookingRequest(FIRST, NOW), {
      client: CLIENT,
      now: NOW,
    });
    if (booked.kind !== "booked") throw new Error("not booked");
    const oldToken = inspectionToken(SECRET, booked.inspection, "reschedule");
    expect((await inspectionByToken(test.db, oldToken, "reschedule", NOW)).kind).toBe("open");
    // A token opens only its own purpose.
    expect((await inspectionByToken(test.db, oldToken, "cancel", NOW)).kind).toBe("unknown");
    const moved = await rescheduleInspection(
      test.db,
      booked.inspection.id,
      SECOND,
      inspectionSettings,
      NOW,
    );
    if (moved.kind !== "changed") throw new Error(moved.kind);
    expect(moved.inspection).toMatchObject({
      uid: booked.inspection.uid,
      sequence: 1,
      windowId: SECOND,
    });
    expect(await takenIn(test.db, FIRST)).toBe(0);
    expect((await inspectionByToken(test.db, oldToken, "reschedule", NOW)).kind).toBe("unknown");
    const newToken = inspectionToken(SECRET, moved.inspection, "reschedule");
    expect((await inspectionByToken(test.db, newToken, "reschedule", NOW)).kind).toBe("open");
    const calendarMail = (await listMessages(test.db, ["pending"]))
      .filter((m) => m.calendar)
      .at(-2)!;
    const { method, event } = parsedCalendar(calendarMail.calendar!);
    expect([method, event.uid, event.sequence]).toEqual(["REQUEST", booked.inspection.uid, 1]);
    // After its window has started the link is closed.
    const later = new Date("2026-12-02T15:30:00Z");
    expect((await inspectionByToken(test.db, newToken, "reschedule", later)).kind).toBe("closed");
  });

  it("cancels once: METHOD:CANCEL, the place freed, a replayed link closed", async () => {
    const booked = await bookAsVisitor(bookDependencies(test.db), bookingRequest(FIRST, NOW), {
      client: CLIENT,
      now: NOW,
    });
    if (booked.kind !== "booked") throw new Error("not booked");
    const [a, b] = await Promise.all([
      cancelInspection(test.db, booked.inspection.id, inspectionSettings, NOW),
      cancelInspection(test.db, booked.inspection.id, inspectionSettings, NOW),
    ]);
    expect([a.kind, b.kind].sort()).toEqual(["changed", "closed"]);
    expect(await takenIn(test.db, FIRST)).toBe(0);
    const cancellation = (await listMessages(test.db, ["pending"]))
      .filter((m) => m.calendar)
      .at(-2)!;
    const { method, event } = parsedCalendar(cancellation.calendar!);
    expect([method, event.uid, event.sequence]).toEqual(["CANCEL", booked.inspection.uid, 1]);
    const token = inspectionToken(SECRET, booked.inspection, "cancel");
    expect((await inspectionByToken(test.db, token, "cancel", NOW)).kind).toBe("closed");
  });
});
