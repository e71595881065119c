// @vitest-environment node
import { describe, expect, it } from "vitest";
import { engines, useTestDatabase } from "../../test-support/db-test-support.ts";
import {
  bookDependencies,
  bookingRequest,
  inspectionSettings,
} from "../../test-support/inspection-test-support.ts";
import { listMessages } from "../mail/outbox-repo.ts";
import { INSPECTION_EMAILS_PER_MAILBOX_PER_DAY } from "./announce-inspection.ts";
import { bookAsVisitor } from "./book.ts";
import { cancelInspection } from "./change-inspection.ts";

// Tuesday 2026-12-01, 3 pm in Louisville.
const NOW = new Date("2026-12-01T20:00:00Z");
const WINDOW = "2026-12-02T08:00";

describe.each(engines)("the cap on inspection emails to one mailbox (%s)", (engine) => {
  const test = useTestDatabase(engine);

  /** Books with the victim's address (spelt anew each time) from a new client, then cancels. */
  async function bookAndCancel(round: number, at: Date, window = WINDOW) {
    const booked = await bookAsVisitor(
      bookDependencies(test.db),
      bookingRequest(window, at, {
        name: `Attacker ${round}`,
        email: `victim+${round}@example.com`,
        phone: `(502) 555-01${String(10 + round)}`,
      }),
      { client: `198.51.100.${round}`, now: at },
    );
    if (booked.kind !== "booked") throw new Error(`round ${round}: ${booked.kind}`);
    await cancelInspection(test.db, booked.inspection.id, inspectionSettings, at);
  }

  it("stops the homeowner's emails at the cap, however the address is spelt; the office still hears of each", async () => {
    for (let round = 1; round <= 5; round++)
      await bookAndCancel(round, new Date(NOW.getTime() + round * 60_000));
    const messages = await listMessages(test.db, ["pending"]);
    const toVictim = messages.filter((m) => m.recipients[0]?.startsWith("victim"));
    expect(toVictim).toHaveLength(INSPECTION_EMAILS_PER_MAILBOX_PER_DAY);
    expect(toVictim.every((m) => m.kind === "inspection")).toBe(true);
    const toOffice = messages.filter(
      (m) => m.recipients.includes("office@ridgeline.test") && m.calendar,
    );
    expect(toOffice).toHaveLength(10);
  });

  it("counts a day: the next day the homeowner is written to again", async () => {
    for (let round = 1; round <= 3; round++)
      await bookAndCancel(round, new Date(NOW.getTime() + round * 60_000));
    await bookAndCancel(9, new Date(NOW.getTime() + 25 * 3_600_000), "2026-12-04T08:00");
    const toVictim = (await listMessages(test.db, ["pending"])).filter((m) =>
      m.recipients[0]?.startsWith("victim"),
    );
    // Three rounds ask for six emails on the first day, five go; the next day's two both go.
    expect(toVictim).toHaveLength(INSPECTION_EMAILS_PER_MAILBOX_PER_DAY + 2);
  });
});
