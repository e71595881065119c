import { defaultPriceBook } from "../../config/price-book";
import { estimateRoof } from "./estimate";
import { financeDisclosure } from "../../config/finance-disclosure";
import { financeExample } from "./finance-example";
import { monthlyPayment } from "./monthly-payment";
import type { RoofInputs } from "./roof-inputs";

const book = defaultPriceBook();
const ranch: RoofInputs = { footprint: 1800, pitch: "medium", shape: "moderate", layers: 1 };

describe("estimateRoof, against examples worked by hand", () => {
  it("sizes an 1,800 sq ft hip roof at 6/12 as 25.5 squares", () => {
    // 1,800 × 1.10 overhang = 1,980; × 1.118 (6/12) = 2,213.64; × 1.15 (hip) = 2,545.686
    // sq ft = 25.457 squares, rounded up to the tenth: 25.5.
    const estimate = estimateRoof(ranch, book);
    expect(estimate.squares).toBe(25.5);
    expect(estimate.explanation).toBe(
      "Your house covers 1,800 sq ft of ground. The eaves overhang the walls by about 10% more " +
        "(1,980 sq ft). A 6-in-12 slope makes the roof 1.118 times that (2,214 sq ft), and a " +
        "moderate shape adds about 15% for shingles cut away at edges, hips and valleys: 25.5 " +
        "squares of 100 sq ft.",
    );
  });

  it("prices its three options with one layer torn off", () => {
    // Asphalt: 25.5 × ($450 + $100 tear-off) = $14,025 → down to $14,000;
    //          25.5 × ($650 + $150) = $20,400.
    // Class 4: 25.5 × $650 = $16,575 → $16,500; 25.5 × $950 = $24,225 → up to $24,300.
    // Metal:   25.5 × $1,300 = $33,150 → $33,100; 25.5 × $1,950 = $49,725 → $49,800.
    const prices = estimateRoof(ranch, book).options.map(({ option, price }) => [option.id, price]);
    expect(prices).toEqual([
      ["architectural", { low: 14_000, high: 20_400 }],
      ["impact-resistant", { low: 16_500, high: 24_300 }],
      ["standing-seam", { low: 33_100, high: 49_800 }],
    ]);
  });

  it("adds the second layer's tear-off to every option", () => {
    // Asphalt: 25.5 × ($450 + 2 × $100) = $16,575 → $16,500; 25.5 × ($650 + 2 × $150) = $24,225 → $24,300.
    const [asphalt] = estimateRoof({ ...ranch, layers: 2 }, book).options;
    expect(asphalt?.price).toEqual({ low: 16_500, high: 24_300 });
  });

  it("works the footprint out from the living area and stories", () => {
    // 3,600 sq ft over 2 stories = 1,800 sq ft on the ground: the same roof as the ranch.
    const estimate = estimateRoof(
      { ...ranch, footprint: 1800, from: { living: 3600, stories: 2 } },
      book,
    );
    expect(estimate.squares).toBe(25.5);
    expect(estimate.explanation).toMatch(
      /^Your 3,600 sq ft of living space over 2 stories means a ground floor of about 1,800 sq ft\./,
    );
  });

  it("gives an example monthly payment at each end of the range, and the book's version", () => {
    // $14,000 over 120 months at 9.99% APR: r = 0.0999 / 12 = 0.008325;
    // 14,000 × r / (1 − 1.008325^−120) = $184.93 → $185. $20,400 → $269.47 → $269.
    const estimate = estimateRoof(ranch, book);
    expect(estimate.options[0]?.monthly).toEqual({ low: 185, high: 269 });
    expect(estimate.financing).toEqual({
      termMonths: 120,
      apr: 9.99,
      downPaymentPercent: 0,
      rateMayIncrease: false,
    });
    expect(estimate.priceBookVersion).toBe(book.version);
  });

  it("works the payment out on what is left after a down payment", () => {
    // 10% down: $12,600 financed → 12,600 × r / (1 − 1.008325^−120) = $166.44 → $166.
    const withDown = {
      ...book,
      financing: { ...book.financing, downPaymentPercent: 10 },
    };
    expect(estimateRoof(ranch, withDown).options[0]?.monthly.low).toBe(166);
  });

  it("marks an option as most chosen only when the book says so", () => {
    expect(estimateRoof(ranch, book).options.some((option) => option.mostChosen)).toBe(false);
    const marked = estimateRoof(ranch, { ...book, mostChosen: "impact-resistant" });
    expect(marked.options.map((option) => option.mostChosen)).toEqual([false, true, false]);
  });

  it("gives a book saved before the down payment was asked the defaults' terms", () => {
    const older = { ...book, financing: { termMonths: 60, apr: 7.5 } };
    expect(estimateRoof(ranch, older).financing).toEqual({
      termMonths: 60,
      apr: 7.5,
      downPaymentPercent: 0,
      rateMayIncrease: false,
    });
  });
});

describe("financeExample", () => {
  const terms = { termMonths: 120, apr: 9.99, downPaymentPercent: 0, rateMayIncrease: false };

  it("states the payments over the whole term, the annual percentage rate spelled out, and the down payment", () => {
    expect(financeExample({ low: 185, high: 269 }, terms).sentences).toEqual([
      "120 monthly payments of about $185 – $269 at a 9.99% annual percentage rate.",
      "The rate is fixed for the life of the loan.",
      "No down payment.",
      financeDisclosure.subjectToApproval,
    ]);
  });

  it("says when the rate may rise, and a down payment's share", () => {
    const sentences = financeExample(
      { low: 132, high: 132 },
      { ...terms, downPaymentPercent: 10, rateMayIncrease: true },
    ).sentences;
    expect(sentences.slice(0, 3)).toEqual([
      "120 monthly payments of about $132 at a 9.99% annual percentage rate.",
      "The rate may increase after the loan is made.",
      "A down payment of 10% of the price.",
    ]);
  });
});

describe("monthlyPayment", () => {
  it("amortises by the standard formula", () => {
    // $10,000, 120 months, 9.99%: 10,000 × 0.008325 / (1 − 1.008325^−120) = $132.10.
    expect(monthlyPayment(10_000, 120, 9.99)).toBeCloseTo(132.1, 2);
    // 12 months at 12%: r = 0.01; 1,200 × 0.01 / (1 − 1.01^−12) = $106.62.
    expect(monthlyPayment(1200, 12, 12)).toBeCloseTo(106.62, 2);
  });

  it("splits the principal evenly at 0% APR instead of dividing by zero", () => {
    expect(monthlyPayment(12_000, 60, 0)).toBe(200);
  });
});
