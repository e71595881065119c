import { describe, expect, it } from "vitest";
import { esignDisclosure } from "../../config/esign-disclosure.ts";
import { financeDisclosure } from "../../config/finance-disclosure.ts";
import { proposalTerms } from "../../config/proposal-terms.ts";
import { defaultPriceBook } from "../../config/price-book.ts";
import {
  canonicalDocument,
  canonicalJson,
  canonicalSigned,
  type ShownDocument,
  type Signer,
} from "./document-text.ts";
import { freezePriceBook, type ProposalContent } from "./proposal-model.ts";
import { proposalTotal, type Totals } from "./totals.ts";

const book = defaultPriceBook();
const rows = {
  material: "Architectural asphalt shingles",
  underlayment: "Synthetic underlayment",
  ventilation: "Ridge vent",
  warranty: "",
  timeline: "1 to 3 days",
};
const content: ProposalContent = {
  priceBook: freezePriceBook(book),
  squares: 24.3,
  layers: 1,
  tearOffPerLayer: 125,
  options: [
    { id: "option-1", bookOptionId: "architectural", label: "Good", perSquare: 550, rows },
    { id: "option-2", bookOptionId: "standing-seam", label: "Best", perSquare: 1400, rows },
  ],
  addOns: [
    {
      id: "add-on-1",
      bookAddOnId: "gutters",
      name: "Seamless aluminum gutters",
      unit: "foot",
      quantity: 160,
      unitPrice: 12,
    },
  ],
  exclusions: ["Rotted decking beyond two sheets"],
  photoIds: ["p-1"],
  deposit: { kind: "percent", percent: 10 },
  expiresOn: "2026-12-31",
  facts: { state: "KY", paidByInsurance: true, soldAtHome: false, emergencyWork: false },
  termsVersion: "terms-1",
  esignVersion: esignDisclosure.version,
};
const shown: ShownDocument = {
  number: "Q-7K4P9M-1",
  version: 1,
  business: {
    name: "Ridgeline Roofing & Exteriors",
    addressLines: ["1200 Bardstown Rd", "Louisville, KY 40204"],
    phone: "(502) 555-0147",
    email: "office@example.com",
    licenseLines: ["Licensed, bonded and insured"],
  },
  homeowner: {
    name: "Dana Whitfield",
    propertyAddress: "2204 Frankfort Ave, Louisville, KY 40206",
    email: "dana@example.com",
  },
  content,
  terms: proposalTerms,
  finance: financeDisclosure,
  notices: [
    {
      id: "ky-insurance",
      version: "ky-1",
      citation: "KRS 367.620 to 367.628",
      heading: "NOTICE",
      paragraphs: ["You may cancel."],
    },
  ],
  esign: esignDisclosure,
};

/** `value` rebuilt with every object's keys in reverse order. */
const reversed = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(reversed);
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value)
        .reverse()
        .map(([key, item]) => [key, reversed(item)]),
    );
  }
  return value;
};

describe("canonicalJson", () => {
  it("sorts every object's keys, integer-like ones too, and writes no whitespace", () => {
    expect(canonicalJson({ b: 1, a: [true, "x", null], c: { "10": 1, "9": 2 } })).toBe(
      '{"a":[true,"x",null],"b":1,"c":{"10":1,"9":2}}',
    );
    expect(canonicalJson({ a: undefined, b: "é\n" })).toBe('{"b":"é\\n"}');
  });

  it("refuses what JSON would silently change", () => {
    expect(() => canonicalJson({ at: new Date(0) })).toThrow(TypeError);
    expect(() => canonicalJson({ n: Number.NaN })).toThrow(/\$\.n/);
    expect(() => canonicalJson([undefined])).toThrow(TypeError);
  });
});

describe("canonicalDocument", () => {
  const text = canonicalDocument(shown);

  it("does not change with key order or whitespace", () => {
    expect(canonicalDocument(reversed(shown) as ShownDocument)).toBe(text);
    const respaced = JSON.parse(JSON.stringify(shown, null, 2)) as ShownDocument;
    expect(canonicalDocument(respaced)).toBe(text);
    expect(text).not.toMatch(/\n|": /);
  });

  it("carries every price shown, the notices' words and versions and the ESIGN version", () => {
    const parsed = JSON.parse(text) as { prices: unknown; esign: { version: string } };
    // 24.3 × ($550 + $125) → $16,500; 24.3 × ($1,400 + $125) = $37,057.50 → $37,100.
    expect(parsed.prices).toEqual({
      addOns: [{ id: "add-on-1", price: 1_920 }],
      options: [
        { id: "option-1", price: 16_500 },
        { id: "option-2", price: 37_100 },
      ],
    });
    expect(parsed.esign.version).toBe(esignDisclosure.version);
    expect(text).toContain('"version":"ky-1"');
  });

  it.each([
    [
      "a price per square",
      {
        ...shown,
        content: {
          ...content,
          options: [{ ...content.options[0]!, perSquare: 551 }, content.options[1]!],
        },
      },
    ],
    ["the measured squares", { ...shown, content: { ...content, squares: 24.4 } }],
    [
      "an add-on's quantity",
      { ...shown, content: { ...content, addOns: [{ ...content.addOns[0]!, quantity: 161 }] } },
    ],
    ["an exclusion", { ...shown, content: { ...content, exclusions: ["Rotted decking"] } }],
    [
      "a row",
      {
        ...shown,
        content: {
          ...content,
          options: [
            { ...content.options[0]!, rows: { ...rows, warranty: "25 years" } },
            content.options[1]!,
          ],
        },
      },
    ],
    [
      "the order of the options",
      { ...shown, content: { ...content, options: [...content.options].reverse() } },
    ],
    [
      "a notice's words",
      { ...shown, notices: [{ ...shown.notices[0]!, paragraphs: ["You may cancel!"] }] },
    ],
    ["a notice's version", { ...shown, notices: [{ ...shown.notices[0]!, version: "ky-2" }] }],
    ["the ESIGN version", { ...shown, esign: { ...esignDisclosure, version: "esign-2" } }],
    [
      "a word of the terms",
      { ...shown, terms: { ...proposalTerms, paragraphs: ["The price may change."] } },
    ],
    [
      "the homeowner's name",
      { ...shown, homeowner: { ...shown.homeowner, name: "Dan Whitfield" } },
    ],
    ["the seller's address", { ...shown, business: { ...shown.business, addressLines: [] } }],
    [
      "the financing wording",
      { ...shown, finance: { ...financeDisclosure, fixedRate: "The rate is fixed." } },
    ],
    ["the proposal's version", { ...shown, version: 2 }],
  ] as [string, ShownDocument][])("changes with %s", (_, changed) => {
    expect(canonicalDocument(changed)).not.toBe(text);
  });
});

describe("canonicalSigned", () => {
  const document = canonicalDocument(shown);
  const choice = { optionId: "option-1", addOnIds: ["add-on-1"] };
  const totals = proposalTotal(content, choice) as Totals;
  const signer: Signer = {
    role: "primary",
    name: "Dana Whitfield",
    email: "dana@example.com",
    identifiedBy: "link emailed to d…@example.com",
    consentedAt: "2026-12-04T15:00:00.000Z",
    signedAt: "2026-12-04T15:01:00.000Z",
  };
  const text = canonicalSigned(document, choice, totals, signer);

  it("holds the document as shown, the choice, the totals and the signer", () => {
    const parsed = JSON.parse(text) as { shown: unknown; totals: Totals; signer: Signer };
    expect(canonicalJson(parsed.shown)).toBe(document);
    expect(parsed.totals.total).toBe(18_420);
    expect(parsed.signer.name).toBe("Dana Whitfield");
  });

  it("does not change with key order or a repeated add-on id", () => {
    expect(
      canonicalSigned(
        document,
        { addOnIds: ["add-on-1", "add-on-1"], optionId: "option-1" },
        reversed(totals) as Totals,
        reversed(signer) as Signer,
      ),
    ).toBe(text);
  });

  it("changes with what was shown, chosen or who signed", () => {
    expect(
      canonicalSigned(canonicalDocument({ ...shown, version: 2 }), choice, totals, signer),
    ).not.toBe(text);
    expect(canonicalSigned(document, { ...choice, addOnIds: [] }, totals, signer)).not.toBe(text);
    expect(
      canonicalSigned(document, choice, totals, { ...signer, name: "Dana Whitfeld" }),
    ).not.toBe(text);
  });
});
