import { describe, expect, it } from "vitest";
import { defaultPriceBook } from "../../config/price-book.ts";
import { freezePriceBook, type ProposalContent } from "./proposal-model.ts";
import { contentProblem, optionTotal, proposalTotal } from "./totals.ts";

const book = defaultPriceBook();
const rows = { material: "", underlayment: "", ventilation: "", warranty: "", timeline: "" };

/** A measured 24.3-square roof, one layer off, two options and two add-ons. */
const content: ProposalContent = {
  priceBook: freezePriceBook(book),
  squares: 24.3,
  layers: 1,
  tearOffPerLayer: 125,
  options: [
    { id: "option-1", bookOptionId: "architectural", label: "Good", perSquare: 550, rows },
    { id: "option-2", bookOptionId: "impact-resistant", label: "Better", perSquare: 675, rows },
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
    {
      id: "add-on-2",
      bookAddOnId: "gutters",
      name: "Gutter guards",
      unit: "foot",
      quantity: 160,
      unitPrice: 9,
    },
  ],
  exclusions: [],
  photoIds: [],
  deposit: { kind: "percent", percent: 10 },
  expiresOn: "2026-12-31",
  facts: { state: "KY", paidByInsurance: false, soldAtHome: false, emergencyWork: false },
  termsVersion: "terms-1",
  esignVersion: "esign-1",
};

describe("optionTotal", () => {
  it("prices the measured squares at the chosen figure, tear-off included, up to the hundred", () => {
    // 24.3 × ($550 + $125) = $16,402.50 → $16,500; 24.3 × ($675 + $125) = $19,440 → $19,500.
    expect(optionTotal(content, "option-1")).toBe(16_500);
    expect(optionTotal(content, "option-2")).toBe(19_500);
    expect(optionTotal(content, "option-9")).toBeUndefined();
  });
});

describe("proposalTotal", () => {
  it("adds the chosen add-ons and works the deposit and monthly example out of the total", () => {
    // $16,500 + 160 ft × $12 = $1,920 → $18,420; deposit 10% = $1,842; 120 months at
    // 9.99% APR: 18,420 × 0.008325 / (1 − 1.008325^−120) = $243.32 → $243.
    expect(proposalTotal(content, { optionId: "option-1", addOnIds: ["add-on-1"] })).toEqual({
      option: { id: "option-1", label: "Good", price: 16_500 },
      addOns: [
        {
          id: "add-on-1",
          name: "Seamless aluminum gutters",
          quantity: 160,
          unitPrice: 12,
          price: 1_920,
        },
      ],
      total: 18_420,
      deposit: 1_842,
      monthly: 243,
    });
  });

  it("counts an add-on chosen twice once, and none at all as the option alone", () => {
    const twice = proposalTotal(content, {
      optionId: "option-2",
      addOnIds: ["add-on-2", "add-on-2"],
    });
    expect(twice).toMatchObject({ total: 19_500 + 1_440 });
    expect(proposalTotal(content, { optionId: "option-2", addOnIds: [] })).toMatchObject({
      total: 19_500,
      deposit: 1_950,
    });
  });

  it("uses the frozen book's financing, not today's", () => {
    const frozen = {
      ...content,
      priceBook: { ...content.priceBook, financing: { termMonths: 60, apr: 0 } },
    };
    // 0% over 60 months: $16,500 / 60 = $275.
    expect(proposalTotal(frozen, { optionId: "option-1", addOnIds: [] })).toMatchObject({
      monthly: 275,
    });
  });

  it("names an option or add-on the proposal does not have, whatever else is chosen", () => {
    expect(proposalTotal(content, { optionId: "architectural", addOnIds: [] })).toEqual({
      error: "unknown-option",
    });
    expect(proposalTotal(content, { optionId: "__proto__", addOnIds: [] })).toEqual({
      error: "unknown-option",
    });
    expect(
      proposalTotal(content, { optionId: "option-1", addOnIds: ["add-on-1", "gutters"] }),
    ).toEqual({ error: "unknown-add-on" });
  });

  it("works out nothing from stored figures that cannot be a price", () => {
    const choice = { optionId: "option-1", addOnIds: ["add-on-1"] };
    const [first, second] = content.options;
    const [addOn] = content.addOns;
    if (!first || !second || !addOn) throw new Error("the fixture has two options and an add-on");
    const broken: [string, ProposalContent][] = [
      ["squares", { ...content, squares: Number.NaN }],
      ["layers", { ...content, layers: 1.5 }],
      ["tear-off", { ...content, tearOffPerLayer: -125 }],
      ["price per square", { ...content, options: [{ ...first, perSquare: -550 }, second] }],
      ["add-on", { ...content, addOns: [{ ...addOn, quantity: Number.POSITIVE_INFINITY }] }],
      ["option ids", { ...content, options: [first, { ...second, id: first.id }] }],
      ["add-on ids", { ...content, addOns: [addOn, addOn] }],
    ];
    for (const [problem, figures] of broken) {
      expect(contentProblem(figures)).toBe(problem);
      expect(proposalTotal(figures, choice)).toEqual({ error: "invalid-content" });
    }
    expect(contentProblem(content)).toBeNull();
  });
});
