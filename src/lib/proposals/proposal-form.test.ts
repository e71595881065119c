import { describe, expect, it } from "vitest";
import { defaultPriceBook } from "../../config/price-book.ts";
import { testProposalContent } from "../../test-support/proposal-fixtures.ts";
import { proposalFormValues, readProposalForm, type FormValues } from "./proposal-form.ts";

const book = defaultPriceBook();
const TODAY = "2026-12-01";
const PHOTOS = ["ph-1", "ph-2"];
const content = { ...testProposalContent(), photoIds: ["ph-2"] };
const values = proposalFormValues(content);
const read = (changes: FormValues = {}, photos = PHOTOS) =>
  readProposalForm({ ...values, ...changes }, book, photos, TODAY);
const errorsOf = (changes: FormValues) => {
  const result = read(changes);
  return result.ok ? {} : result.errors;
};

describe("readProposalForm", () => {
  it("reads back what the form shows for stored content, the price book frozen in", () => {
    const result = read();
    expect(result).toMatchObject({ ok: true });
    if (!result.ok) return;
    expect(result.content).toEqual({
      ...content,
      termsVersion: result.content.termsVersion,
      esignVersion: result.content.esignVersion,
    });
    expect(result.content.priceBook.version).toBe(book.version);
  });

  it("takes a third and fourth option when given, and none when a slot is left empty", () => {
    const result = read({
      "option-3-book": "standing-seam",
      "option-3-label": "Best: standing seam",
      "option-3-per-square": "1300",
      "option-3-warranty": "Lifetime finish warranty",
    });
    expect(result.ok && result.content.options.map((option) => option.id)).toEqual([
      "option-1",
      "option-2",
      "option-3",
    ]);
  });

  it("reads an empty add-on quantity as not offered", () => {
    const result = read({ "add-on-gutters-quantity": "" });
    expect(result.ok && result.content.addOns).toEqual([]);
  });

  it("keeps only the lead's own photos, whatever the form names", () => {
    const result = read({ "photo-ph-1": "on", "photo-someone-elses": "on" });
    expect(result.ok && result.content.photoIds).toEqual(["ph-1", "ph-2"]);
  });

  it("records the sale's facts from the checkboxes", () => {
    const result = read({ state: "IN", "paid-by-insurance": "on", "sold-at-home": "on" });
    expect(result.ok && result.content.facts).toEqual({
      state: "IN",
      paidByInsurance: true,
      soldAtHome: true,
      emergencyWork: false,
    });
  });

  it.each([
    [
      "a price per square outside the book's range",
      { "option-1-per-square": "5500" },
      "option-1-per-square",
      /price book allows/,
    ],
    [
      "a price that is not a number",
      { "option-2-per-square": "6OO" },
      "option-2-per-square",
      /whole number/,
    ],
    [
      "an option the book does not have",
      { "option-1-book": "slate" },
      "option-1-book",
      /price book/,
    ],
    ["a second option missing", { "option-2-book": "" }, "option-2-book", /price book/],
    ["a warranty left empty", { "option-1-warranty": "" }, "option-1-warranty", /required/],
    [
      "a row with a line break",
      { "option-1-material": "Shingles\nand more" },
      "option-1-material",
      /one line/,
    ],
    [
      "a label with control characters",
      { "option-1-label": "Good\u0007" },
      "option-1-label",
      /control/,
    ],
    ["a roof of no size", { squares: "0" }, "squares", /from 1/],
    ["a roof of 5,000 squares", { squares: "5000" }, "squares", /to 500/],
    ["a fractional layer", { layers: "1.5" }, "layers", /whole number/],
    [
      "a gutter price outside the book",
      { "add-on-gutters-price": "90" },
      "add-on-gutters-price",
      /price book allows/,
    ],
    [
      "a negative quantity",
      { "add-on-gutters-quantity": "-4" },
      "add-on-gutters-quantity",
      /whole number/,
    ],
    ["a deposit of 60 %", { "deposit-value": "60" }, "deposit-value", /at most 50%/],
    [
      "a deposit kind the form does not offer",
      { "deposit-kind": "all" },
      "deposit-kind",
      /percentage or an amount/,
    ],
    ["a last day already past", { "expires-on": "2026-11-30" }, "expires-on", /passed/],
    ["a last day a year away", { "expires-on": "2027-12-01" }, "expires-on", /180 days/],
    ["a last day that is not a date", { "expires-on": "2026-02-30" }, "expires-on", /as a date/],
    ["a state the office does not serve", { state: "OH" }, "state", /Kentucky or Indiana/],
    [
      "exclusions with control characters",
      { exclusions: "Permits\u0000" },
      "exclusions",
      /control/,
    ],
    [
      "21 exclusion lines",
      { exclusions: Array.from({ length: 21 }, (_, i) => `Line ${i}`).join("\n") },
      "exclusions",
      /20 lines/,
    ],
  ] as const)("refuses %s, saying so beside the field", (_, changes, field, message) => {
    expect(errorsOf(changes)[field]).toMatch(message);
  });
});
