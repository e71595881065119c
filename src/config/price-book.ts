import type { PriceBook } from "./price-book-types.ts";
import { facts } from "./facts.ts";

/** What every option's price covers besides the roofing itself (the estimate adds the tear-off). */
const installed = [
  "Synthetic underlayment, with ice-and-water shield in valleys and at walls",
  "New drip edge and pipe boots",
  "Ridge or roof vents balanced with the soffits",
  "Magnetic nail sweep and full cleanup",
  "Building permit",
];

/**
 * The estimator's prices until the office saves its own on /admin/prices (then the newest
 * saved version, estimates/price-books.ts on the server, replaces them). Read them through `defaultPriceBook()` only, so an edited, versioned book
 * can take their place. Each figure says where it comes from; only the asphalt and metal
 * prices are published by a Louisville contractor; the others are reasoned industry figures
 * for the office to confirm or correct.
 */
const defaults: PriceBook = {
  version: "default-2026-11",
  options: [
    {
      id: "architectural",
      name: "Architectural asphalt shingles",
      description:
        "Dimensional shingles with a wind rating of 110 mph or more: the roof on most Louisville homes.",
      // Source: a Louisville contractor's published installed price, about $450-650 a
      // square (quoted in issue 20, "Instant roof estimate").
      perSquare: { low: 450, high: 650 },
      life: facts.asphaltShingleLife,
      includes: installed,
    },
    {
      id: "impact-resistant",
      name: "Class 4 impact-resistant, built to FORTIFIED",
      description:
        "UL 2218 Class 4 shingles over a sealed deck, the IBHS FORTIFIED Roof standard that can lower your insurance premium.",
      // No published local price. Reasoned from the asphalt range above: Class 4 shingles
      // and the FORTIFIED sealed deck (taped seams, ring-shank nails, the evaluator's visit)
      // commonly add about a fifth to a quarter to an architectural roof, so $550-800.
      // The office sets the real figure.
      perSquare: { low: 550, high: 800 },
      // Still an asphalt shingle: the same life as architectural, stated in facts.ts.
      life: facts.asphaltShingleLife,
      includes: [...installed, "FORTIFIED evaluator's inspection and certificate"],
    },
    {
      id: "standing-seam",
      name: "Standing-seam metal",
      description: "Steel panels with hidden fasteners that shed snow and rain and shrug off wind.",
      // Source: the same Louisville contractor's published price, about $1,200-1,800 a
      // square (issue 20).
      perSquare: { low: 1200, high: 1800 },
      life: facts.metalRoofLife,
      includes: installed,
    },
  ],
  addOns: [
    {
      id: "gutters",
      name: "Seamless aluminum gutters",
      unit: "foot",
      // No local source. National cost guides put 5-inch seamless aluminum gutters,
      // installed, at about $8-15 a linear foot; the office sets its own.
      perUnit: { low: 8, high: 15 },
    },
  ],
  // No local source. National cost guides put shingle tear-off and disposal at about
  // $1-1.50 a square foot per layer, so $100-150 a square; the office sets its own.
  tearOffPerLayer: { low: 100, high: 150 },
  // Shingle makers' calculators commonly allow about 10% waste on a plain gable, 15% on a
  // hip roof and 20% or more on cut-up roofs; these are those rules of thumb.
  waste: { simple: 0.1, moderate: 0.15, complex: 0.2 },
  // Assumption: eaves and rakes of about a foot around a typical house add about 10% to
  // its footprint (a 30 × 60 ft house: 2 × (32 + 62) ft ≈ 190 sq ft more than 1,800).
  overhang: 0.1,
  // Assumption: financing.yaml names no terms (they vary by lender). 120 months at 9.99%
  // APR is typical of the home-improvement loans lenders offer through contractors; the
  // office sets the terms its lender actually quotes.
  // Assumption, the same source: no down payment and a fixed rate, as such loans commonly
  // are. Regulation Z requires both to be stated beside a payment (finance-disclosure.ts).
  financing: { termMonths: 120, apr: 9.99, downPaymentPercent: 0, rateMayIncrease: false },
  // No option is marked as the one most homeowners choose until the office says which.
};

/** The price book an estimate uses when the office has not set its own. */
export function defaultPriceBook(): PriceBook {
  return defaults;
}
