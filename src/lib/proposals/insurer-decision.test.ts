import { describe, expect, it } from "vitest";
import { decisionKey, readDecisionForm, storedDecisionOf } from "./insurer-decision.ts";

/*
 * The office's form for the insurer's decision, read against the signing day and today
 * (Louisville's local days): the day the homeowner received it may be neither after today
 * nor before the signing, and a correction needs its reason.
 */

const bounds = { signingDay: "2026-12-03", today: "2026-12-09", correcting: false };

describe("readDecisionForm", () => {
  it("reads a decision received between the signing and today, both days included", () => {
    for (const day of ["2026-12-03", "2026-12-07", "2026-12-09"])
      expect(readDecisionForm({ decision: "partly-denied", receivedOn: day }, bounds)).toEqual({
        ok: true,
        decision: { choice: "partly-denied", receivedOn: day },
        reason: null,
      });
  });

  it("refuses a day after today, before the signing, or not a day, saying which", () => {
    const after = readDecisionForm({ decision: "denied", receivedOn: "2026-12-10" }, bounds);
    expect(after).toEqual({
      ok: false,
      errors: {
        receivedOn: "That day is after today. Give the day the homeowner actually received it.",
      },
    });
    const before = readDecisionForm({ decision: "denied", receivedOn: "2026-12-02" }, bounds);
    expect(before.ok || before.errors.receivedOn).toContain(
      "before the homeowner signed (December 3, 2026)",
    );
    for (const day of ["", "2026-02-30", "12/08/2026", "2026-12-08T10:00"])
      expect(readDecisionForm({ decision: "denied", receivedOn: day }, bounds).ok).toBe(false);
  });

  it("refuses a decision that is not one of the three", () => {
    for (const decision of [undefined, "", "pending", "APPROVED"])
      expect(readDecisionForm({ decision, receivedOn: "2026-12-08" }, bounds)).toMatchObject({
        ok: false,
        errors: { decision: "Choose what the insurer decided." },
      });
  });

  it("asks a correction for its reason, and keeps it trimmed", () => {
    const correcting = { ...bounds, correcting: true };
    expect(
      readDecisionForm({ decision: "denied", receivedOn: "2026-12-08", reason: "  " }, correcting),
    ).toMatchObject({ ok: false, errors: { reason: expect.any(String) } });
    expect(
      readDecisionForm(
        { decision: "denied", receivedOn: "2026-12-08", reason: " Letter came later. " },
        correcting,
      ),
    ).toMatchObject({ ok: true, reason: "Letter came later." });
  });
});

describe("the stored decision", () => {
  it("stores a partial denial as a denial, the law's notice counting from either", () => {
    expect(storedDecisionOf("approved")).toBe("approved");
    expect(storedDecisionOf("partly-denied")).toBe("denied");
    expect(storedDecisionOf("denied")).toBe("denied");
    expect(decisionKey(null)).toBe("none");
    expect(decisionKey({ choice: "denied", receivedOn: "2026-12-08" })).toBe("denied:2026-12-08");
  });
});
