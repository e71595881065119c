import { defaultPriceBook } from "../../config/price-book";
import { leadRecordFields } from "../lead-record";
import { fieldCsv, fieldText, fromColumn, toColumn } from "../lead-views";
import { leadEstimateOf, leadEstimateText } from "./lead-estimate";

const ranch = "footprint=1800&pitch=medium&shape=moderate&layers=1&zip=40207";
const book = defaultPriceBook();

describe("leadEstimateOf", () => {
  it("works the ranges out from the inputs and the book, with the option chosen", () => {
    const estimate = leadEstimateOf({ estimate: ranch, estimateOption: "standing-seam" }, book);
    expect(estimate).toEqual({
      inputs: ranch,
      squares: 25.5,
      option: { id: "standing-seam", name: "Standing-seam metal", low: 33100, high: 49800 },
      ranges: [
        { id: "architectural", name: "Architectural asphalt shingles", low: 14000, high: 20400 },
        {
          id: "impact-resistant",
          name: "Class 4 impact-resistant, built to FORTIFIED",
          low: 16500,
          high: 24300,
        },
        { id: "standing-seam", name: "Standing-seam metal", low: 33100, high: 49800 },
      ],
      priceBookVersion: "default-2026-11",
    });
  });

  it("takes an option the book lacks as no choice, and incomplete inputs as no estimate", () => {
    expect(
      leadEstimateOf({ estimate: ranch, estimateOption: "gold-leaf" }, book)?.option,
    ).toBeNull();
    expect(leadEstimateOf({ estimate: "footprint=1800&pitch=medium" }, book)).toBeNull();
    expect(
      leadEstimateOf({ estimate: "footprint=10000000&pitch=medium&shape=simple&layers=1" }, book),
    ).toBeNull();
    expect(leadEstimateOf({}, book)).toBeNull();
  });

  it("keeps only the estimate's own fields of the query string", () => {
    const estimate = leadEstimateOf({ estimate: `${ranch}&low=1&high=2&option=x` }, book);
    expect(estimate?.inputs).toBe(ranch);
  });
});

describe("an estimate in the lead's views", () => {
  const estimate = leadEstimateOf({ estimate: ranch, estimateOption: "architectural" }, book)!;
  const field = leadRecordFields.estimate;

  it("reads as one paragraph in the email, the page and the CSV", () => {
    const text =
      "Chose Architectural asphalt shingles $14,000 – $20,400. About 25.5 squares " +
      "(footprint 1800, pitch medium, shape moderate, layers 1, zip 40207). Price book default-2026-11.";
    expect(leadEstimateText(estimate)).toBe(text);
    expect(fieldText(field, estimate)).toBe(text);
    expect(fieldCsv(field, estimate)).toBe(text);
  });

  it("names every range when no option was chosen", () => {
    expect(leadEstimateText({ ...estimate, option: null })).toMatch(
      /^No option chosen; shown Architectural asphalt shingles \$14,000 – \$20,400; Class 4 .*; Standing-seam metal \$33,100 – \$49,800\./,
    );
  });

  it("is JSON in its column, null for a lead without one, and left out of the views then", () => {
    expect(fromColumn(field, toColumn(field, estimate))).toEqual(estimate);
    expect(toColumn(field, null)).toBeNull();
    expect(fromColumn(field, null)).toBeNull();
    expect(fieldText(field, null)).toBeNull();
  });
});
