// @vitest-environment node
import { describe, expect, it } from "vitest";
import { noticesFor, shownNotices } from "../../lib/proposals/notices.ts";
import { shownDocument } from "../../lib/proposals/proposal-document.ts";
import { currentWording } from "../../lib/proposals/proposal-wording.ts";
import { readPdf } from "../../test-support/pdf-text.ts";
import { testProposalContent } from "../../test-support/proposal-fixtures.ts";
import { renderShownPdf } from "./proposal-copy-pdf.ts";

const SHA = "a".repeat(64);
const SENT_AT = new Date("2026-12-01T15:00:00.000Z");

/** An Indiana roof sold at the home: the notices need no seller address in config. */
function shown() {
  const content = testProposalContent({ state: "IN" });
  const notices = shownNotices(noticesFor(content.facts), null);
  return shownDocument(
    {
      number: "Q-COPY01-1",
      version: 1,
      content,
      wording: currentWording(noticesFor(content.facts), {
        name: "Nguyễn Thị Ánh",
        propertyAddress: "412 Spring St, Jeffersonville, IN 47130",
        email: "anh@example.com",
      }),
    },
    notices.ok ? notices.notices : [],
  );
}

describe("the proposal's copy for review", () => {
  it("prints every option with its price for this roof, the add-ons, the terms and the fingerprint, and says it signs nothing", async () => {
    const bytes = await renderShownPdf(shown(), { sha256: SHA, sentAt: SENT_AT });
    const pdf = await readPdf(bytes);
    const text = pdf.pages.map((page) => page.text).join("\n");
    expect(text).toContain("Proposal Q-COPY01-1, version 1, for your review");
    expect(text).toContain("It is not signed");
    expect(text).toContain("Nguyễn Thị Ánh");
    // The fixture's options: $16,500 and $19,500 for its 24.3 squares; gutters $1,920.
    expect(text).toContain("$16,500");
    expect(text).toContain("$19,500");
    expect(text).toContain("$1,920");
    expect(text).toContain("Rotted decking beyond two sheets");
    expect(text).toContain("Signing electronically");
    expect(text).toContain(SHA);
    expect(pdf.info.Subject).toBe("Proposal for review, not signed");
  });

  it("gives the same bytes for the same document", async () => {
    const first = await renderShownPdf(shown(), { sha256: SHA, sentAt: SENT_AT });
    const second = await renderShownPdf(shown(), { sha256: SHA, sentAt: SENT_AT });
    expect(first.equals(second)).toBe(true);
  });

  it("sets the notices apart in bold of at least ten points, as the signed copy does", async () => {
    const content = testProposalContent({ state: "IN", paidByInsurance: true, soldAtHome: true });
    const ids = noticesFor(content.facts);
    const wording = {
      ...currentWording(ids, {
        name: "Dana Whitfield",
        propertyAddress: "412 Spring St, Jeffersonville, IN 47130",
        email: "dana@example.com",
      }),
      seller: { name: "Ridgeline", address: "100 Main St, Louisville, KY 40202", email: "o@x.io" },
    };
    const notices = shownNotices(ids, null, wording);
    if (!notices.ok) throw new Error(notices.problem);
    const document = shownDocument(
      { number: "Q-COPY02-1", version: 1, content, wording },
      notices.notices,
    );
    const pdf = await readPdf(await renderShownPdf(document, { sha256: SHA, sentAt: SENT_AT }));
    const paragraphs = notices.notices.flatMap((notice) => notice.paragraphs);
    // The notices' page (the esign and terms pages share some of their words, unbolded).
    const noticesPages = pdf.pages.filter((page) =>
      page.runs.some((run) => run.text === "Notices"),
    );
    expect(noticesPages.length).toBeGreaterThan(0);
    const runs = noticesPages
      .flatMap((page) => page.runs)
      .filter((run) => run.text.length > 3 && paragraphs.some((text) => text.includes(run.text)));
    expect(runs.length).toBeGreaterThan(10);
    for (const run of runs) {
      expect(run.font).toBe("DejaVuSans-Bold");
      expect(run.size).toBeGreaterThanOrEqual(10);
    }
  });
});
