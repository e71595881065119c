import { defaultPriceBook } from "../../config/price-book";
import { priceBookChanges, priceBookFormFields, readPriceBookForm } from "./price-book-form";

const book = defaultPriceBook();
const shown = Object.fromEntries(
  priceBookFormFields(book).map((field) => [field.name, field.read(book)]),
);
const read = (changes: Record<string, string | undefined>) =>
  readPriceBookForm({ ...shown, ...changes }, book);

describe("readPriceBookForm", () => {
  it("marks the option the office names, and keeps the loan's down payment and rate", () => {
    const outcome = read({
      "most-chosen": "impact-resistant",
      "down-payment": "10",
      rate: "variable",
    });
    if (!outcome.ok) throw new Error(JSON.stringify(outcome.errors));
    expect(outcome.book.mostChosen).toBe("impact-resistant");
    expect(outcome.book.financing).toMatchObject({ downPaymentPercent: 10, rateMayIncrease: true });
    expect(priceBookChanges(book, { ...outcome.book, version: "x" })).toEqual([
      { field: "Financing: Down payment (% of the price)", from: "0", to: "10" },
      {
        field: "Financing: After the loan is made, the rate",
        from: "stays fixed",
        to: "may increase",
      },
      {
        field: "The estimate page: Mark as the option most homeowners here choose",
        from: "No option marked",
        to: "Class 4 impact-resistant, built to FORTIFIED",
      },
    ]);
  });

  it("reads back the book it shows, figures typed with $ and commas included", () => {
    const outcome = read({ "standing-seam-high": "$1,950", apr: "8.5%" });
    if (!outcome.ok) throw new Error(JSON.stringify(outcome.errors));
    expect(outcome.book.options[2]?.perSquare).toEqual({ low: 1200, high: 1950 });
    expect(outcome.book.financing).toEqual({
      termMonths: 120,
      apr: 8.5,
      downPaymentPercent: 0,
      rateMayIncrease: false,
    });
    // No option is marked until the office says which.
    expect(outcome.book.mostChosen).toBeUndefined();
    expect(priceBookChanges(book, { ...outcome.book, version: "x" })).toEqual([
      { field: "Standing-seam metal: High price per square ($)", from: "1800", to: "1950" },
      { field: "Financing: APR (%)", from: "9.99", to: "8.5" },
    ]);
  });

  it.each([
    ["architectural-low", "651", "The low price is above the high price ($650)."],
    ["tearoff-low", "-1", "Enter a figure of 0 or more; it cannot be negative."],
    [
      "architectural-low",
      "0",
      "Enter a price of at least $1 a square; at $0 the estimate shows the tear-off alone.",
    ],
    ["gutters-low", "eight", "Enter a number, like 450 or 9.99."],
    ["gutters-low", "", "Enter a number, like 450 or 9.99."],
    ["architectural-high", "1000000", "Enter at most $100,000."],
    ["architectural-high", "9".repeat(400), "Enter at most $100,000."],
    ["apr", "36.01", "Enter an APR of 36% or less."],
    ["term-months", "120.5", "Enter a whole number of months from 12 to 360."],
    ["down-payment", "101", "Enter a share of the price from 0 to 100%."],
    ["rate", "sometimes", "Choose one of the listed answers."],
    ["most-chosen", "slate", "Choose one of the listed answers."],
    ["architectural-name", "  ", "Enter the name."],
    ["architectural-name", "Metal\nroof", "Keep the name to one line of plain text."],
    ["architectural-description", "x".repeat(301), "Keep the description under 300 characters."],
  ])("refuses %s = %j: %s", (name, value, message) => {
    expect(read({ [name]: value })).toEqual({ ok: false, errors: { [name]: message } });
  });

  it("takes an APR of exactly 36% and a tear-off of 0 (included in the price)", () => {
    expect(read({ apr: "36", "tearoff-low": "0" }).ok).toBe(true);
  });

  it("reads nothing but the form's own fields", () => {
    const outcome = read({ version: "forged", "waste-simple": "0" });
    if (!outcome.ok) throw new Error("refused");
    expect(outcome.book.waste).toEqual(book.waste);
    expect("version" in outcome.book).toBe(false);
  });
});
