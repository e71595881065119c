import { describe, expect, it } from "vitest";
import { textProblem } from "../lib/text-rules.ts";
import { proposalNotices } from "./proposal-notices.ts";

const notices = Object.values(proposalNotices);

describe("the proposal notices", () => {
  it("each carry their id, a version, a citation and what the lawyer must confirm", () => {
    for (const [id, notice] of Object.entries(proposalNotices)) {
      expect(notice.id).toBe(id);
      expect(notice.version).toMatch(/^[a-z]+-\d{4}-\d{2}-\d{2}$/);
      expect(notice.citation).not.toBe("");
      expect(notice.toConfirm.length).toBeGreaterThan(0);
    }
  });

  it("hold no control characters and only the placeholders the notices fill", () => {
    const texts = notices.flatMap((notice) => [
      notice.heading,
      ...notice.paragraphs,
      ...(notice.besideSignature ? [notice.besideSignature] : []),
      ...(notice.cancellationForm?.paragraphs ?? []),
    ]);
    for (const text of texts) {
      expect(textProblem(text, "single-line")).toBeNull();
      for (const [, name] of text.matchAll(/\{(\w+)\}/g)) {
        expect([
          "sellerName",
          "sellerAddress",
          "sellerEmail",
          "transactionDate",
          "cancelBy",
        ]).toContain(name);
      }
    }
  });

  it("count the windows each law gives", () => {
    expect(proposalNotices["ky-insurance"].window).toEqual({
      businessDays: 5,
      saturdays: false,
      from: "insurer-decision",
    });
    expect(proposalNotices["in-insurance"].window).toEqual({
      businessDays: 3,
      saturdays: false,
      from: "later-of",
    });
    // 16 CFR 429.0: any calendar day except Sunday or a federal holiday.
    expect(proposalNotices["ftc-cooling-off"].window).toEqual({
      businessDays: 3,
      saturdays: true,
      from: "signing",
    });
    expect(notices.filter((notice) => notice.holdsDeposit).map(({ id }) => id)).toEqual([
      "ky-insurance",
    ]);
  });

  it("quote the FTC rule's statement and form in its own words", () => {
    const ftc = proposalNotices["ftc-cooling-off"];
    expect(ftc.besideSignature).toBe(
      "You, the buyer, may cancel this transaction at any time prior to midnight of the third business day after the date of this transaction. See the attached notice of cancellation form for an explanation of this right.",
    );
    expect(ftc.cancellationForm?.heading).toBe("NOTICE OF CANCELLATION");
    expect(ftc.cancellationForm?.paragraphs[1]).toBe(
      "You may CANCEL this transaction, without any Penalty or Obligation, within THREE BUSINESS DAYS from the above date.",
    );
    expect(ftc.cancellationForm?.signature[0]).toBe("I HEREBY CANCEL THIS TRANSACTION.");
  });
});
