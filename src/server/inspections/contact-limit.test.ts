// @vitest-environment node
import { describe, expect, it } from "vitest";
import { engines, useTestDatabase } from "../../test-support/db-test-support.ts";
import { bookDependencies, bookingRequest } from "../../test-support/inspection-test-support.ts";
import { bookAsVisitor } from "./book.ts";

// Tuesday 2026-12-01, 3 pm in Louisville: Wednesday's and Thursday's windows are offered.
const NOW = new Date("2026-12-01T20:00:00Z");
const WINDOWS = ["2026-12-02T08:00", "2026-12-02T10:00", "2026-12-02T13:00", "2026-12-03T08:00"];

describe.each(engines)("one contact's two future inspections (%s)", (engine) => {
  const test = useTestDatabase(engine);
  let client = 0;

  /** A booking from its own client address, so only the contact limit can refuse it. */
  const book = (window: string, fields: Record<string, unknown>) =>
    bookAsVisitor(bookDependencies(test.db), bookingRequest(window, NOW, fields), {
      client: `203.0.113.${++client}`,
      now: NOW,
    });

  /** Two earlier bookings that share one contact detail, then a third that types it otherwise. */
  const samePhone = (a: string) => [
    { phone: "5025550102", email: "one@example.com" },
    { phone: "(502) 555-0102", email: "two@example.com" },
    { phone: a, email: "three@example.com" },
  ];
  const sameEmail = (domain: string, a: string) => [
    { phone: "(502) 555-0171", email: `dana.whit@${domain}` },
    { phone: "(502) 555-0172", email: `Dana.Whit@${domain}` },
    { phone: "(502) 555-0173", email: a },
  ];

  it.each([
    ["+1 502 555 0102 against 5025550102", samePhone("+1 502 555 0102")],
    ["1 (502) 555-0102", samePhone("1 (502) 555-0102")],
    ["name+2@", sameEmail("example.com", "dana.whit+2@example.com")],
    ["dots at Gmail", sameEmail("gmail.com", "d.anawhit@gmail.com")],
    ["googlemail.com for gmail.com", sameEmail("gmail.com", "danawhit+x@googlemail.com")],
  ])("holds against %s", async (_, [a, b, third]) => {
    expect((await book(WINDOWS[0]!, { name: "Dana One", ...a })).kind).toBe("booked");
    expect((await book(WINDOWS[1]!, { name: "Dana Two", ...b })).kind).toBe("booked");
    expect(await book(WINDOWS[2]!, { name: "Dana Three", ...third })).toEqual({
      kind: "refused",
      reason: "contact-limit",
    });
  });

  it("lets a different person book: dots outside Gmail tell two people apart", async () => {
    const [a, b] = sameEmail("example.com", "");
    await book(WINDOWS[0]!, { name: "Dana One", ...a });
    await book(WINDOWS[1]!, { name: "Dana Two", ...b });
    const other = { phone: "(502) 555-0174", email: "danawhit@example.com" };
    expect((await book(WINDOWS[2]!, { name: "Dan Whit", ...other })).kind).toBe("booked");
  });

  it("refuses a phone that is no possible number (trailing digits) with its own reason", async () => {
    for (const phone of ["50255501029", "5025550102 99"])
      expect(await book(WINDOWS[3]!, { name: "Dana", phone })).toEqual({
        kind: "refused",
        reason: "phone-unreadable",
      });
  });
});
