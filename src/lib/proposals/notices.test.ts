import { describe, expect, it, vi } from "vitest";
import { canCancel, cancellationWindows, noticesFor, shownNotices } from "./notices.ts";
import { currentSeller, currentWording } from "./proposal-wording.ts";
import type * as SiteConfig from "../../config/site.ts";
import type { SaleFacts } from "./proposal-model.ts";

const sale = (change: Partial<SaleFacts>): SaleFacts => ({
  state: "KY",
  paidByInsurance: false,
  soldAtHome: false,
  emergencyWork: false,
  ...change,
});

describe("noticesFor", () => {
  it.each([
    [sale({}), []],
    [sale({ paidByInsurance: true }), ["ky-insurance"]],
    [sale({ state: "IN", paidByInsurance: true }), ["in-insurance"]],
    [sale({ soldAtHome: true }), ["ftc-cooling-off"]],
    [sale({ state: "IN", soldAtHome: true }), ["ftc-cooling-off"]],
    [sale({ paidByInsurance: true, soldAtHome: true }), ["ky-insurance", "ftc-cooling-off"]],
    [
      sale({ state: "IN", paidByInsurance: true, soldAtHome: true, emergencyWork: true }),
      ["in-insurance", "ftc-cooling-off"],
    ],
  ] as const)("%j needs %j", (facts, notices) => {
    expect(noticesFor(facts)).toEqual(notices);
  });

  it("gives a state it does not serve neither insurance notice", () => {
    const ohio = { ...sale({ paidByInsurance: true }), state: "OH" } as unknown as SaleFacts;
    expect(noticesFor(ohio)).toEqual([]);
  });
});

// Friday, December 4, 2026, 10 am in Louisville.
const signedAt = new Date("2026-12-04T15:00:00Z");

describe("cancellationWindows", () => {
  it("gives the FTC's three business days from signing, Saturdays counted", () => {
    expect(cancellationWindows(["ftc-cooling-off"], { signedAt, insurerDecisionOn: null })).toEqual(
      [
        {
          notice: "ftc-cooling-off",
          opensAt: "2026-12-04T15:00:00.000Z",
          lastDay: "2026-12-08",
          closesAt: "2026-12-09T05:00:00.000Z",
        },
      ],
    );
  });

  it("leaves the insurance windows open-ended until the insurer decides", () => {
    const windows = cancellationWindows(["ky-insurance", "in-insurance"], {
      signedAt,
      insurerDecisionOn: null,
    });
    expect(windows.map(({ closesAt, lastDay }) => [closesAt, lastDay])).toEqual([
      [null, null],
      [null, null],
    ]);
  });

  it("counts Kentucky's five and Indiana's three business days from the insurer's decision", () => {
    // Decided Thursday, December 10: KY Fri 11, Mon 14 … Thu 17; IN Fri 11, Mon 14, Tue 15.
    const [ky, indiana] = cancellationWindows(["ky-insurance", "in-insurance"], {
      signedAt,
      insurerDecisionOn: "2026-12-10",
    });
    expect(ky).toMatchObject({ lastDay: "2026-12-17", closesAt: "2026-12-18T05:00:00.000Z" });
    expect(indiana).toMatchObject({ lastDay: "2026-12-15", closesAt: "2026-12-16T05:00:00.000Z" });
  });

  it("counts from the signing when the insurer decided before it", () => {
    const [indiana] = cancellationWindows(["in-insurance"], {
      signedAt,
      insurerDecisionOn: "2026-11-20",
    });
    // The later of the two is the signing: Mon 7, Tue 8, Wed 9.
    expect(indiana).toMatchObject({ lastDay: "2026-12-09" });
  });

  it("refuses a decision day that is not a day", () => {
    expect(() =>
      cancellationWindows(["ky-insurance"], { signedAt, insurerDecisionOn: "2026-12-32" }),
    ).toThrow(RangeError);
  });
});

describe("canCancel", () => {
  const windows = cancellationWindows(["ftc-cooling-off"], { signedAt, insurerDecisionOn: null });

  it("is open from the signing until local midnight at the end of the last day", () => {
    expect(canCancel(windows, new Date("2026-12-04T14:59:59Z"))).toBe(false);
    expect(canCancel(windows, signedAt)).toBe(true);
    // 11:59 pm on Tuesday, December 8 in Louisville.
    expect(canCancel(windows, new Date("2026-12-09T04:59:59Z"))).toBe(true);
    expect(canCancel(windows, new Date("2026-12-09T05:00:00Z"))).toBe(false);
  });

  it("stays open while any window is, and one waiting for the insurer is", () => {
    const both = cancellationWindows(["ky-insurance", "ftc-cooling-off"], {
      signedAt,
      insurerDecisionOn: null,
    });
    expect(canCancel(both, new Date("2027-03-01T12:00:00Z"))).toBe(true);
    expect(canCancel([], signedAt)).toBe(false);
  });
});

describe("shownNotices", () => {
  it("refuses to show a notice without the address to mail a cancellation to", () => {
    expect(currentSeller().address).toBeNull();
    expect(shownNotices(["ftc-cooling-off"], null)).toEqual({
      ok: false,
      problem: "seller-address-missing",
    });
    expect(shownNotices([], null)).toEqual({ ok: true, notices: [] });
  });

  it("fills the seller, the date signed and the last day in, and leaves blanks before signing", async () => {
    vi.resetModules();
    vi.doMock("../../config/site.ts", async (original) => {
      const actual = await original<typeof SiteConfig>();
      return {
        ...actual,
        site: {
          ...actual.site,
          address: { street: "100 Main St", city: "Louisville", region: "KY", postalCode: "40202" },
        },
      };
    });
    const notices = await import("./notices.ts");
    const windows = notices.cancellationWindows(["ftc-cooling-off"], {
      signedAt,
      insurerDecisionOn: null,
    });
    const signed = notices.shownNotices(["ftc-cooling-off"], {
      transactionDate: "2026-12-04",
      windows,
    });
    if (!signed.ok) throw new Error("expected the notices");
    const [ftc] = signed.notices;
    expect(ftc?.version).toMatch(/^ftc-/);
    expect(ftc?.besideSignature).toBe(
      "You, the buyer, may cancel this transaction at any time prior to midnight of the third business day after the date of this transaction. See the attached notice of cancellation form for an explanation of this right.",
    );
    expect(ftc?.cancellationForm?.paragraphs[0]).toBe("December 4, 2026");
    expect(ftc?.cancellationForm?.paragraphs.at(-1)).toBe(
      "To cancel this transaction, mail or deliver a signed and dated copy of this Cancellation Notice or any other written notice, or send a telegram, to Ridgeline Roofing & Exteriors, at 100 Main St, Louisville, KY 40202 NOT LATER THAN MIDNIGHT OF December 8, 2026.",
    );

    const unsigned = notices.shownNotices(["ky-insurance", "ftc-cooling-off"], null);
    if (!unsigned.ok) throw new Error("expected the notices");
    expect(unsigned.notices.map(({ id }) => id)).toEqual(["ky-insurance", "ftc-cooling-off"]);
    expect(unsigned.notices[1]?.cancellationForm?.paragraphs[0]).toBe("__________");
    expect(JSON.stringify(unsigned)).not.toMatch(/\{\w+\}/);
    vi.doUnmock("../../config/site.ts");
  });

  it("words a sent version's notices, seller and window from what it stored, not config", () => {
    const wording = currentWording(["ftc-cooling-off"], {
      name: "Dana Whitfield",
      propertyAddress: "1 Elm St, Louisville, KY 40205",
      email: "dana@example.com",
    });
    const ftc = wording.notices["ftc-cooling-off"]!;
    const stored = {
      ...wording,
      seller: {
        name: "Ridgeline (as sent)",
        address: "9 Old Rd, Louisville, KY 40202",
        email: "a@b.c",
      },
      notices: {
        "ftc-cooling-off": {
          ...ftc,
          paragraphs: ["Sent words: write to {sellerName} at {sellerAddress}."],
          window: { ...ftc.window, businessDays: 5 },
        },
      },
    };
    const windows = cancellationWindows(
      ["ftc-cooling-off"],
      { signedAt, insurerDecisionOn: null },
      stored,
    );
    // Five business days from Friday, December 4, as the stored window counts them.
    expect(windows[0]?.lastDay).toBe("2026-12-10");
    const shown = shownNotices(["ftc-cooling-off"], null, stored);
    if (!shown.ok) throw new Error("expected the notices");
    expect(shown.notices[0]?.paragraphs).toEqual([
      "Sent words: write to Ridgeline (as sent) at 9 Old Rd, Louisville, KY 40202.",
    ]);
  });
});
