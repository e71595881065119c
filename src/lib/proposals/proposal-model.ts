import type { PriceBook } from "../../config/price-book-types.ts";

/*
 * A proposal as the office builds it and the homeowner reads it: what a sent version stores
 * (proposal_versions.content, JSON) and what its price, its notices and its document hash
 * are computed from. Money is whole dollars, the price book's unit.
 */

/** A proposal offers two to four options side by side. */
export const PROPOSAL_OPTIONS = { min: 2, max: 4 } as const;

/**
 * The part of the price book a proposal was priced from, copied into it when it is built, so
 * a later edit of the book never changes a proposal the homeowner has already seen.
 */
export type FrozenPriceBook = Pick<
  PriceBook,
  "version" | "options" | "addOns" | "tearOffPerLayer" | "financing"
>;

/** The slice of `book` a proposal freezes into itself (a frozen book again, when revised). */
export const freezePriceBook = (book: FrozenPriceBook): FrozenPriceBook => ({
  version: book.version,
  options: book.options,
  addOns: book.addOns,
  tearOffPerLayer: book.tearOffPerLayer,
  financing: book.financing,
});

/** The rows every option shows, in the same order, so options compare line by line. */
export interface ProposalRows {
  material: string;
  underlayment: string;
  ventilation: string;
  warranty: string;
  timeline: string;
}

export const proposalRowKeys = [
  "material",
  "underlayment",
  "ventilation",
  "warranty",
  "timeline",
] as const satisfies readonly (keyof ProposalRows)[];

export interface ProposalOption {
  /** Stable within the proposal, "option-1": what the homeowner's choice names */
  id: string;
  /** The price book option it is priced from, "architectural" */
  bookOptionId: string;
  /** "Good: architectural shingles" */
  label: string;
  /**
   * The one price per square staff chose for this roof, inside the book option's
   * [low, high]. The same book option may appear twice with other rows (warranty tiers).
   */
  perSquare: number;
  rows: ProposalRows;
}

/** Optional work beside the options, priced per unit: gutters by the foot, decking by the sheet. */
export interface ProposalAddOn {
  /** Stable within the proposal, "add-on-1" */
  id: string;
  /** The price book add-on it comes from, "gutters" */
  bookAddOnId: string;
  name: string;
  /** What one price covers, "foot" */
  unit: string;
  /** Whole units */
  quantity: number;
  /** Whole dollars per unit, inside the book add-on's [low, high] */
  unitPrice: number;
}

/** The deposit asked on signing: a share of the chosen total, or a fixed amount. */
export type DepositRule =
  { kind: "percent"; percent: number } | { kind: "amount"; dollars: number };

/** What decides which notices a sale needs (lib/proposals/notices.ts). */
export interface SaleFacts {
  /** Where the property is */
  state: "KY" | "IN";
  /** The job is to be paid, in whole or in part, from a property insurance claim */
  paidByInsurance: boolean;
  /** The homeowner agreed to buy at their home (16 CFR 429: a sale at the home) */
  soldAtHome: boolean;
  /** Repairs the homeowner asked for to prevent further damage (KRS 367.626's exception) */
  emergencyWork: boolean;
}

export interface ProposalContent {
  priceBook: FrozenPriceBook;
  /** The roof's measured squares */
  squares: number;
  /** Layers of old shingles to tear off */
  layers: number;
  /** Tear-off per layer per square staff chose, inside the book's tearOffPerLayer range */
  tearOffPerLayer: number;
  /** PROPOSAL_OPTIONS.min to .max options, in the order shown */
  options: ProposalOption[];
  addOns: ProposalAddOn[];
  /** What the price does not cover, one line each */
  exclusions: string[];
  /** Public ids of the lead's photos shown with the proposal */
  photoIds: string[];
  deposit: DepositRule;
  /** The last local day it can be signed, "2026-12-31" */
  expiresOn: string;
  facts: SaleFacts;
  /** The version of the terms text shown (config/proposal-defaults.ts) */
  termsVersion: string;
  /** The version of the ESIGN disclosure shown (config/esign-disclosure.ts) */
  esignVersion: string;
}

/** What the homeowner chose: only ids, never a price (prices are recomputed from content). */
export interface ProposalChoice {
  optionId: string;
  addOnIds: readonly string[];
}
