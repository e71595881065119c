/** A price per roofing square (100 sq ft of roof), lowest and highest the office quotes. */
export interface PerSquare {
  low: number;
  high: number;
}

export interface RoofOption {
  id: string;
  name: string;
  description: string;
  /** Installed price per square, tear-off aside */
  perSquare: PerSquare;
  /** How long it lasts, in words from src/config/facts.ts */
  life: string;
  includes: readonly string[];
}

/** Work quoted on top of the roof, priced per unit, e.g. seamless gutters per foot. */
export interface AddOn {
  id: string;
  name: string;
  /** What one price covers, in words: "foot" */
  unit: string;
  perUnit: PerSquare;
}

/**
 * Every figure an estimate is computed from. The defaults ship in src/config/price-book.ts;
 * the office's edited books replace them and keep their own `version`, which a lead made
 * from an estimate carries so the office knows which prices the visitor saw.
 */
export interface PriceBook {
  version: string;
  options: readonly RoofOption[];
  /** Priced per unit beside the options, not in their ranges */
  addOns: readonly AddOn[];
  /** Removing and hauling away one layer of old shingles, per square of roof */
  tearOffPerLayer: PerSquare;
  /**
   * Extra shingles cut away at hips, valleys and edges, as a share of the roof area, one per
   * roof shape the estimator asks about (lib/estimate/roof-inputs.ts: a shape added there
   * does not compile until the price book gives its waste).
   */
  waste: { simple: number; moderate: number; complex: number };
  /** The eaves and rakes beyond the walls, as a share of the footprint */
  overhang: number;
  financing: FinancingTerms;
  /**
   * The option the office says most homeowners here choose, by id; unset, no option is
   * marked. Only the office's word: the site never guesses popularity.
   */
  mostChosen?: string | undefined;
}

/** The lender's terms the monthly example is worked out from, and disclosed with. */
export interface FinancingTerms {
  termMonths: number;
  /** The annual percentage rate, in percent */
  apr: number;
  /**
   * The down payment as a share of the price, in percent (0: none). Optional only in books
   * saved before it was asked: financingTerms() gives them the defaults' figure.
   */
  downPaymentPercent?: number;
  /** Whether the rate may go up after the loan is made (a variable rate) */
  rateMayIncrease?: boolean;
}
