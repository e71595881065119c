// @vitest-environment node
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { documentBusiness, type SignedDocument } from "../../lib/proposals/signed-document.ts";
import { textProblem } from "../../lib/text-rules.ts";
import { importGraph } from "../../test-support/import-graph.ts";
import { readPdf, type PdfRead } from "../../test-support/pdf-text.ts";
import { renderSignedPdf } from "./proposal-pdf.ts";
import { breakLongWords, LONGEST_WORD } from "./proposal-pdf-text.ts";

const shown = createHash("sha256").update("as shown").digest("hex");
const signed = createHash("sha256").update("as signed").digest("hex");

const kyNotice =
  "You may cancel this contract before midnight of the fifth business day after you receive written notice from your insurance company that all or part of your claim is not a covered loss.";
const ftcStatement =
  "You, the buyer, may cancel this transaction at any time prior to midnight of the third business day after the date of this transaction. See the attached notice of cancellation form for an explanation of this right.";

/** A Kentucky roof paid by insurance and sold at the kitchen table, signed on December 3. */
function signedDocument(): SignedDocument {
  const business = documentBusiness();
  return {
    business: { ...business, addressLines: ["1200 Bardstown Rd", "Louisville, KY 40204"] },
    number: "Q-7K4P9M-1",
    version: 2,
    homeowner: {
      name: "Nguyễn Thị Ánh",
      propertyAddress: "2204 Frankfort Ave, Louisville, KY 40206",
      email: "anh.nguyen@example.com",
    },
    option: {
      label: "Better: architectural shingles",
      price: 14_600,
      rows: {
        material: "Owens Corning Duration architectural shingles, Driftwood",
        underlayment: "Synthetic underlayment; ice and water shield in valleys and at eaves",
        ventilation: "Continuous ridge vent with balanced soffit intake",
        warranty: "50-year manufacturer warranty; 10-year workmanship warranty",
        timeline: "One day on site, within three weeks of signing",
      },
    },
    addOns: [
      { name: "Seamless gutters", unit: "foot", quantity: 120, unitPrice: 12, lineTotal: 1_440 },
      { name: "Decking replacement", unit: "sheet", quantity: 6, unitPrice: 85, lineTotal: 510 },
    ],
    total: 16_550,
    deposit: 1_655,
    depositNote: "Held until your insurer's written decision and the five business days after it.",
    monthlyExample: [
      "120 monthly payments of about $218 at a 9.99% annual percentage rate.",
      "The rate is fixed for the life of the loan.",
      "No down payment.",
    ],
    exclusions: [
      "Rotten rafters or fascia beyond the decking listed.",
      "Permit fees above $150 are billed at cost.",
    ],
    terms: {
      version: "2026-11",
      paragraphs: [
        "The price holds until the expiry date.",
        "Work starts after the deposit clears.",
      ],
    },
    notices: [
      {
        heading: "NOTICE: YOUR RIGHT TO CANCEL IF YOUR INSURANCE COMPANY DENIES YOUR CLAIM",
        paragraphs: [kyNotice, "If you cancel, we will return any deposit within 10 days."],
        citation: "KRS 367.620 to 367.628",
        version: "ky-2026-11-29",
        conspicuous: true,
      },
      {
        heading: "How we handle your insurance claim",
        paragraphs: ["We do not pay or rebate any part of your deductible."],
        citation: "KRS 367.624",
        version: "ky-claims-2026-11-29",
        conspicuous: false,
      },
      {
        heading: "YOUR RIGHT TO CANCEL",
        paragraphs: [ftcStatement],
        citation: "16 CFR 429.1",
        version: "ftc-2026-11-29",
        conspicuous: true,
        besideSignature: ftcStatement,
      },
    ],
    cancellationForm: {
      heading: "Notice of Cancellation",
      paragraphs: [
        "December 3, 2026",
        "You may CANCEL this transaction, without any Penalty or Obligation, within THREE BUSINESS DAYS from the above date.",
        "To cancel this transaction, mail or deliver a signed and dated copy of this Cancellation Notice, or any other written notice, to Ridgeline Roofing & Exteriors at 1200 Bardstown Rd, Louisville, KY 40204 NOT LATER THAN MIDNIGHT OF December 7, 2026.",
      ],
      signature: ["I HEREBY CANCEL THIS TRANSACTION.", "(Date)", "(Buyer's signature)"],
      citation: "16 CFR 429.1",
    },
    signature: {
      typedName: "Nguyễn Thị Ánh",
      statement:
        "Signed electronically by typing a full name, after agreeing to sign electronically (15 U.S.C. 7001(c)).",
      signedAt: "2026-12-03T15:15:42.000Z",
      email: "anh.nguyen@example.com",
      identifiedBy: "Link emailed to a…@example.com",
      ipAddress: "203.0.113.9",
    },
    audit: {
      events: [
        event("sent", "2026-12-01T14:00:00.000Z", "staff:office@example.com", null),
        event("viewed", "2026-12-03T15:02:10.000Z", "homeowner", "203.0.113.9"),
        event("consented", "2026-12-03T15:15:30.000Z", "homeowner", "203.0.113.9"),
        event("signed", "2026-12-03T15:15:42.000Z", "homeowner", "203.0.113.9"),
      ],
      shownSha256: shown,
      signedSha256: signed,
    },
  };
}

function event(kind: string, at: string, actor: string, ipAddress: string | null) {
  const homeowner = actor === "homeowner";
  return {
    kind,
    at,
    actor,
    ipAddress,
    userAgent: homeowner ? "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X)" : null,
    identifiedBy: homeowner ? "Link emailed to a…@example.com" : null,
  };
}

const render = async (doc: SignedDocument) => readPdf(await renderSignedPdf(doc));
/** A page's text on one line, so a sentence pdf.js broke across lines still matches. */
const flat = (read: PdfRead, index: number) => read.pages[index]!.text.replace(/\s+/g, " ");
const pageWith = (read: PdfRead, words: string) =>
  read.pages.findIndex((_, index) => flat(read, index).includes(words));

describe("renderSignedPdf", () => {
  it("reads back page by page: the proposal, terms, notices, signature, two forms, certificate", async () => {
    const read = await render(signedDocument());
    expect(read.pages).toHaveLength(7);

    const proposal = flat(read, 0);
    for (const words of [
      "Ridgeline Roofing & Exteriors",
      "1200 Bardstown Rd",
      "Proposal Q-7K4P9M-1, version 2",
      "Nguyễn Thị Ánh",
      "Your choice: Better: architectural shingles",
      "Owens Corning Duration",
      "Continuous ridge vent",
      "50-year manufacturer warranty",
      "$14,600",
      "120 × $12 per foot = $1,440",
      "6 × $85 per sheet = $510",
      "Total $16,550",
      "Deposit $1,655",
      "Held until your insurer's written decision",
      "9.99% annual percentage rate",
    ]) {
      expect(proposal).toContain(words);
    }
    expect(flat(read, 1)).toContain("Permit fees above $150");
    expect(flat(read, 1)).toContain("Terms (version 2026-11)");
    expect(flat(read, 2)).toContain(kyNotice);
    expect(flat(read, 2)).toContain(
      "Source: KRS 367.620 to 367.628 (notice version ky-2026-11-29)",
    );
    expect(flat(read, 2)).toContain(ftcStatement);

    const signature = flat(read, 3);
    expect(signature).toContain(ftcStatement);
    expect(signature).toContain("Signed electronically by typing a full name");
    expect(signature).toContain("December 3, 2026, 10:15:42 AM EST");
    expect(signature).toContain("America/Kentucky/Louisville");
    expect(signature).toContain("203.0.113.9");

    for (const [index, copy] of [
      [4, "Copy 1 of 2"],
      [5, "Copy 2 of 2"],
    ] as const) {
      expect(flat(read, index)).toContain(copy);
      expect(flat(read, index)).toContain("NOTICE OF CANCELLATION");
      expect(flat(read, index)).toContain("NOT LATER THAN MIDNIGHT OF December 7, 2026");
    }

    const certificate = flat(read, 6);
    for (const words of [
      "Sent: December 1, 2026, 9:00:00 AM EST",
      "Viewed: December 3, 2026, 10:02:10 AM EST",
      "Consented: December 3, 2026, 10:15:30 AM EST",
      "Signed: December 3, 2026, 10:15:42 AM EST",
      "staff:office@example.com",
      "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X)",
      shown,
      signed,
      "keeps this file's SHA-256 on record",
    ]) {
      expect(certificate).toContain(words);
    }
    expect(flat(read, 6)).toContain("Page 7 of 7");
  });

  it("sets the conspicuous notices and both forms in bold of at least ten points", async () => {
    const read = await render(signedDocument());
    const runsWith = (index: number, words: string) =>
      read.pages[index]!.runs.filter((run) => words.includes(run.text) && run.text.length > 3);
    const bold = (index: number, words: string) => {
      const runs = runsWith(index, words);
      expect(runs.length).toBeGreaterThan(0);
      for (const run of runs) {
        expect(run.font).toBe("DejaVuSans-Bold");
        expect(run.size).toBeGreaterThanOrEqual(10);
      }
    };
    const form = signedDocument().cancellationForm!;
    bold(2, kyNotice);
    bold(2, ftcStatement);
    bold(3, ftcStatement);
    bold(4, form.paragraphs[1]!);
    bold(5, form.paragraphs[2]!);
    bold(5, "I HEREBY CANCEL THIS TRANSACTION. (Buyer's signature)");
    const plain = runsWith(2, "We do not pay or rebate any part of your deductible.");
    expect(plain.map((run) => run.font)).toContain("DejaVuSans");
  });

  it("prints names as typed, with their diacritics and curly apostrophes", async () => {
    const doc = signedDocument();
    doc.signature.typedName = "Seán O’Brien-Nguyễn";
    const read = await render(doc);
    const signature = read.pages[pageWith(read, "Name as typed")]!;
    expect(signature.text).toContain("Seán O’Brien-Nguyễn");
    const name = signature.runs.find((run) => run.text === "Seán O’Brien-Nguyễn");
    expect(name).toMatchObject({ font: "DejaVuSans-Bold", size: 18 });
  });

  it("leaves out the Notice of Cancellation and its statement when the sale needs none", async () => {
    const doc = signedDocument();
    const read = await render({
      ...doc,
      notices: doc.notices.filter((notice) => !notice.citation.startsWith("16 CFR")),
      cancellationForm: null,
    });
    expect(read.pages).toHaveLength(5);
    const all = read.pages.map((page) => page.text.replace(/\s+/g, " ")).join(" ");
    expect(all).not.toContain("NOTICE OF CANCELLATION");
    expect(all).not.toContain("You, the buyer, may cancel");
  });

  it("leaves out the notices page when no notice applies", async () => {
    const read = await render({ ...signedDocument(), notices: [], cancellationForm: null });
    expect(read.pages).toHaveLength(4);
    expect(pageWith(read, "Notices")).toBe(-1);
  });

  it("does not break on control characters or a lone surrogate in what people typed", async () => {
    const doc = signedDocument();
    doc.signature.typedName = "Ann\u0000\u0007e\u202E Lee\ud800\r\nReference: Q-FAKE99";
    doc.homeowner.name = doc.signature.typedName;
    doc.audit.events[1]!.userAgent = "\u0001\u001b[31mcurl/8.0\u009b";
    const read = await render(doc);
    expect(flat(read, 3)).toContain("Anne Lee Reference: Q-FAKE99");
    expect(flat(read, 0)).toContain("Anne Lee Reference: Q-FAKE99");
    expect(flat(read, 6)).toContain("[31mcurl/8.0");
    const text = read.pages.map((page) => page.text).join("");
    expect(textProblem(text, "multi-line")).toBeNull();
  });

  it("continues long exclusions over as many pages as they need, footers numbering them", async () => {
    const doc = signedDocument();
    const clause = (n: number) =>
      `Exclusion ${n}: work on chimneys, skylights and siding not named above is quoted separately.`;
    doc.exclusions = Array.from({ length: 300 }, (_, n) => clause(n + 1));
    const read = await render(doc);
    expect(read.pages.length).toBeGreaterThan(10);
    const first = pageWith(read, "Exclusion 1:");
    const last = pageWith(read, "Exclusion 300:");
    expect(last - first).toBeGreaterThan(3);
    expect(pageWith(read, "Terms (version 2026-11)")).toBeGreaterThanOrEqual(last);
    const count = read.pages.length;
    expect(flat(read, count - 1)).toContain(`Page ${count} of ${count}`);
    expect(flat(read, count - 1)).toContain(signed);
  });

  it("breaks a word with no space in it every 80 characters, so it prints in its lines", async () => {
    // Unbroken, pdfkit fits such a word character by character: 20,000 took it 29 s.
    const doc = signedDocument();
    doc.exclusions = ["ж".repeat(20_000)];
    const read = await render(doc);
    const printed = read.pages.map((page) => page.text).join(" ");
    const words = printed.match(/ж+/g) ?? [];
    expect(words.join("").length).toBe(20_000);
    expect(Math.max(...words.map((word) => word.length))).toBeLessThanOrEqual(LONGEST_WORD);
    expect(breakLongWords("Nguyễn")).toBe("Nguyễn");
    expect(breakLongWords("😀".repeat(81))).toBe(`${"😀".repeat(80)} 😀`);
  });

  it("flows a value longer than a page below its label instead of losing it", async () => {
    const doc = signedDocument();
    doc.audit.events[1]!.userAgent = "Agent ".repeat(6_000);
    const read = await render(doc);
    expect(read.pages.length).toBeGreaterThan(8);
    expect(flat(read, read.pages.length - 1)).toContain(shown);
  });

  it("gives the same bytes for the same document, dated at the signing time", async () => {
    const [one, two] = await Promise.all([
      renderSignedPdf(signedDocument()),
      renderSignedPdf(signedDocument()),
    ]);
    expect(one.subarray(0, 8).toString("latin1")).toBe("%PDF-1.7");
    expect(createHash("sha256").update(one).digest("hex")).toBe(
      createHash("sha256").update(two).digest("hex"),
    );
    const read = await readPdf(one);
    expect(read.info).toMatchObject({
      Title: "Proposal Q-7K4P9M-1, version 2",
      CreationDate: "D:20261203151542Z",
    });
    const other = signedDocument();
    other.signature.typedName = "Nguyễn Thị Anh";
    expect((await renderSignedPdf(other)).equals(one)).toBe(false);
  });

  it("refuses a signing time that is not an instant", async () => {
    const doc = signedDocument();
    doc.signature.signedAt = "yesterday";
    await expect(renderSignedPdf(doc)).rejects.toThrow(RangeError);
  });
});

/*
 * pdfkit, fontkit and the fonts are server-side weight. main.ts loads src/server; Astro's
 * bundles take from it only types (lint, src/boundaries.test.ts), which
 * e2e/server-bundle.http.spec.ts checks on the build. So pdfkit stays out of them as long as
 * only src/server imports it.
 */
it("has pdfkit imported from src/server alone", () => {
  const files = [...importGraph(process.cwd(), ["src", "scripts"]).keys()];
  const importers = files.filter((file) => /from "pdfkit"/.test(readFileSync(file, "utf8")));
  expect(importers).toContain("src/server/proposals/proposal-pdf-layout.ts");
  expect(importers.filter((file) => !file.startsWith("src/server/"))).toEqual([]);
});
