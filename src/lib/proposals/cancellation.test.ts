import { cancellationByNotice } from "../../config/proposal-cancellation.ts";
import { describe, expect, it } from "vitest";
import { cancelAnswer, cancellationOffer, cancelledWords } from "./cancellation.ts";
import { cancellationWindows } from "./notices.ts";

/*
 * Signed Thursday December 3, 2026 at 10:15 in Louisville. The FTC's window ends at
 * midnight after Monday December 7 (Saturday counts); Kentucky's waits for the insurer.
 */
const SIGNED_AT = new Date("2026-12-03T15:15:42.000Z");
const FTC_CLOSES = new Date("2026-12-08T05:00:00.000Z");
const KY_NAME = cancellationByNotice["ky-insurance"].name;
const KY_UNTIL = cancellationByNotice["ky-insurance"].untilDecision;
const FTC_NAME = cancellationByNotice["ftc-cooling-off"].name;

describe("cancellationOffer", () => {
  it("offers each open window, and the shortest refund period any of their laws gives", () => {
    const windows = cancellationWindows(["ky-insurance", "ftc-cooling-off"], {
      signedAt: SIGNED_AT,
      insurerDecisionOn: null,
    });
    expect(cancellationOffer(windows, new Date("2026-12-04T15:00:00Z"))).toEqual({
      open: [
        { notice: "ky-insurance", lastDay: null, name: KY_NAME, untilDecision: KY_UNTIL },
        { notice: "ftc-cooling-off", lastDay: "2026-12-07", name: FTC_NAME, untilDecision: null },
      ],
      // Kentucky's 10 days come before the FTC's 10 business days.
      refund: { within: "within 10 days", citation: "KRS 367.626" },
    });
    // After the FTC's window, Kentucky's alone, still waiting for the insurer.
    expect(cancellationOffer(windows, FTC_CLOSES)?.open).toEqual([
      { notice: "ky-insurance", lastDay: null, name: KY_NAME, untilDecision: KY_UNTIL },
    ]);
  });

  it("is open until the last millisecond before midnight ending the last day, and not at it", () => {
    const windows = cancellationWindows(["ftc-cooling-off"], {
      signedAt: SIGNED_AT,
      insurerDecisionOn: null,
    });
    expect(cancellationOffer(windows, new Date(FTC_CLOSES.getTime() - 1))).not.toBeNull();
    expect(cancellationOffer(windows, FTC_CLOSES)).toBeNull();
    expect(cancellationOffer(windows, new Date(SIGNED_AT.getTime() - 1))).toBeNull();
  });

  it("promises no period where the law's words on refunds were not read (Indiana)", () => {
    const windows = cancellationWindows(["in-insurance"], {
      signedAt: SIGNED_AT,
      insurerDecisionOn: "2026-12-04",
    });
    expect(cancellationOffer(windows, SIGNED_AT)).toEqual({
      open: [
        {
          notice: "in-insurance",
          lastDay: "2026-12-09",
          name: cancellationByNotice["in-insurance"].name,
          untilDecision: cancellationByNotice["in-insurance"].untilDecision,
        },
      ],
      refund: null,
    });
  });

  it("offers nothing to a sale without notices", () => {
    expect(cancellationOffer([], SIGNED_AT)).toBeNull();
  });
});

describe("cancelAnswer", () => {
  it.each([
    [{ ok: true } as const, { redirect: true }],
    [{ ok: false, problem: "already-cancelled" } as const, { redirect: true }],
    [{ ok: false, problem: "closed" } as const, { redirect: false, status: 409 }],
    [{ ok: false, problem: "not-signed" } as const, { redirect: false, status: 409 }],
    [{ ok: false, problem: "unconfirmed" } as const, { redirect: false, status: 422 }],
    [{ ok: false, problem: "unknown" } as const, { redirect: false, status: 404 }],
  ])("answers %j with %j", (outcome, answer) => {
    expect(cancelAnswer(outcome)).toMatchObject(answer);
  });

  it("says plainly that nothing changed after the time has passed", () => {
    expect(cancelAnswer({ ok: false, problem: "closed" })).toMatchObject({
      message: expect.stringContaining("nothing was changed"),
    });
  });
});

describe("cancelledWords", () => {
  it("names the day and the time in Louisville when the homeowner cancelled", () => {
    expect(
      cancelledWords(
        { cancelledAt: "2026-12-05T20:12:00.000Z", cancelledBy: "homeowner" },
        "(502) 555-0142",
      ),
    ).toEqual({
      heading: "You cancelled this contract",
      subheading:
        "You cancelled this contract on December 5, 2026 at 3:12 pm. We have emailed you a confirmation. Call us at (502) 555-0142 with any questions.",
    });
  });

  it("does without a time for a version cancelled before it was kept", () => {
    expect(cancelledWords({ cancelledAt: null, cancelledBy: null }, "(502) 555-0142").heading).toBe(
      "This proposal was cancelled",
    );
  });
});
