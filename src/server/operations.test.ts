// @vitest-environment node
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { loadConfig } from "./config/config.ts";
import { priceBookFormFields } from "../lib/estimate/price-book-form.ts";
import { quoteRequest } from "../test-support/submit-test-support.ts";
import { memoryLogger } from "./log.ts";
import { waitFor } from "../test-support/wait-for.ts";
import { closeRuntime, createRuntime, type Runtime } from "./runtime.ts";

const OFFICE = "office@ridgeline.example.com";
/** A clock staff and visitors share in the test: it stands still until moved. */
function testClock(start: string) {
  let now = new Date(start);
  return {
    clock: () => new Date(now),
    moveTo: (iso: string) => (now = new Date(iso)),
  };
}

describe("the runtime's operations", () => {
  const made: Array<{ runtime: Runtime; dataDir: string }> = [];

  afterEach(async () => {
    for (const { runtime, dataDir } of made.splice(0)) {
      await closeRuntime(runtime);
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  async function start(clock?: () => Date, environment: Record<string, string> = {}) {
    const dataDir = mkdtempSync(join(tmpdir(), "operations-"));
    const config = loadConfig({ DATA_DIR: dataDir, STAFF_EMAILS: OFFICE, ...environment });
    const runtime = await createRuntime(config, {
      log: memoryLogger(),
      ...(clock ? { clock } : {}),
    });
    made.push({ runtime, dataDir });
    return runtime;
  }

  it("stamp a lead, its status change, its first contact and a note with the runtime's clock", async () => {
    const time = testClock("2026-03-02T14:00:00.000Z");
    const runtime = await start(time.clock);
    const actor = { id: "staff-1", email: OFFICE };
    const outcome = await runtime.leads.submit(quoteRequest(), { clientAddress: "203.0.113.7" });
    if (!outcome.ok) throw new Error("refused");

    time.moveTo("2026-03-02T14:07:00.000Z");
    expect(await runtime.inbox.setStatus(outcome.reference, "contacted", actor)).toBe("changed");
    time.moveTo("2026-03-02T15:30:00.000Z");
    expect(await runtime.inbox.addNote(outcome.reference, "Booked for Friday.", actor)).toBe(
      "added",
    );

    const page = await runtime.inbox.lead(outcome.reference);
    expect(page?.lead.createdAt).toBe("2026-03-02T14:00:00.000Z");
    expect(page?.response?.firstContactedAt).toBe("2026-03-02T14:07:00.000Z");
    expect(page?.history.map(({ kind, createdAt }) => [kind, createdAt])).toEqual([
      ["status", "2026-03-02T14:07:00.000Z"],
      ["note", "2026-03-02T15:30:00.000Z"],
    ]);
    expect(page?.now).toBe("2026-03-02T15:30:00.000Z");
  });

  it("complete a job on the runtime's day in Louisville, and offer the days from the request's to that one", async () => {
    // 04:30 UTC on March 3 is still March 2 in Louisville (EST, UTC-5).
    const time = testClock("2026-03-02T14:00:00.000Z");
    const runtime = await start(time.clock);
    const actor = { id: "staff-1", email: OFFICE };
    const outcome = await runtime.leads.submit(quoteRequest(), { clientAddress: "203.0.113.7" });
    if (!outcome.ok) throw new Error("refused");

    time.moveTo("2026-03-03T04:30:00.000Z");
    expect((await runtime.inbox.lead(outcome.reference))?.completionDays).toEqual({
      earliest: "2026-03-02",
      today: "2026-03-02",
    });
    expect(
      await runtime.inbox.setStatus(outcome.reference, "completed", actor, { completedOn: "" }),
    ).toBe("changed");
    expect((await runtime.inbox.lead(outcome.reference))?.lead.jobCompletedOn).toBe("2026-03-02");
    expect(
      await runtime.inbox.setStatus(outcome.reference, "completed", actor, {
        completedOn: "2026-03-03",
      }),
    ).toBe("bad-date");
  });

  it("answer refusals with plain values that say why, and change nothing", async () => {
    const runtime = await start();
    const actor = { id: "staff-1", email: OFFICE };
    const refused = await runtime.staff.invite("stranger@example.com", actor);
    expect(refused).toMatchObject({ ok: false, reason: "not-staff" });
    expect(Object.getPrototypeOf(refused)).toBe(Object.prototype);
    expect(await runtime.staff.removeAccount(actor.id, actor)).toBe("self");
    expect(await runtime.inbox.setStatus("Q-NONE00", "won", actor)).toBe("missing");
    expect(await runtime.inbox.resendDelivery("Q-NONE00", 1)).toBe("missing");
    expect(await runtime.integrations.sendTestEvent(0)).toBe("missing");
    expect((await runtime.staff.list()).invitations).toEqual([]);
  });

  it("keep a password gate per runtime, so one runtime's flood of sign-ins leaves another's free", async () => {
    const [first, second] = [await start(), await start()];
    const held: Array<() => void> = [];
    const flood = Array.from({ length: 18 }, () =>
      first.passwordGate.run(() => new Promise<void>((resolve) => held.push(resolve))),
    );
    await expect(first.passwordGate.run(async () => "late")).rejects.toMatchObject({
      statusCode: 503,
    });
    await expect(second.passwordGate.run(async () => "free")).resolves.toBe("free");
    while (held.length > 0) {
      held.splice(0).forEach((release) => release());
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
    await Promise.all(flood);
  });

  it("stamp a price book save and count an estimate result in the runtime clock's office week", async () => {
    const time = testClock("2026-11-29T23:30:00.000Z"); // Sunday 6:30 pm in Louisville
    const runtime = await start(time.clock);
    const book = await runtime.estimates.priceBook();
    const fields = priceBookFormFields(book);
    const values = Object.fromEntries(fields.map((field) => [field.name, field.read(book)]));
    const saved = await runtime.estimates.savePrices(
      { values: { ...values, apr: "8.25" }, basedOn: book.version },
      { email: OFFICE },
    );
    expect(saved).toEqual({ outcome: "saved", version: "office-1" });
    expect((await runtime.estimates.changeLog())[0]?.changedAt).toBe("2026-11-29T23:30:00.000Z");

    await runtime.estimates.countResult("203.0.113.7");
    const reports = await runtime.estimates.reports();
    expect(reports.weeks.at(-1)).toMatchObject({ label: "Nov 23", shown: 1 });
  });

  it("ask a job completed with REVIEW_REQUEST_DAYS=0 for a review at once, not at the next minute's run", async () => {
    const runtime = await start(undefined, {
      GOOGLE_PLACE_ID: "ChIJtestPlaceForReviews01",
      REVIEW_REQUEST_DAYS: "0",
    });
    const outcome = await runtime.leads.submit(quoteRequest(), { clientAddress: "203.0.113.7" });
    if (!outcome.ok) throw new Error("refused");
    const actor = { id: "staff-1", email: OFFICE };
    expect(await runtime.inbox.setStatus(outcome.reference, "completed", actor)).toBe("changed");
    const asked = await waitFor(
      async () => (await runtime.reviews.ofLead(outcome.reference)).review,
      "the review request",
      // Far below the task's minute: only the wake-up after the status change asks this soon.
      { timeoutMs: 30_000 },
    );
    expect(asked.notSentReason).toBeNull();
  });
});
