import { optionPrice } from "../estimate/estimate.ts";
import { examplePayment, financingTerms } from "../estimate/finance-example.ts";
import { depositAmount } from "./deposit.ts";
import type { ProposalChoice, ProposalContent } from "./proposal-model.ts";

/*
 * A proposal's prices, always worked out from its stored content and the ids the homeowner
 * chose. Nothing here reads a price from a form: a posted total is never trusted.
 */

export interface Totals {
  option: { id: string; label: string; price: number };
  addOns: { id: string; name: string; quantity: number; unitPrice: number; price: number }[];
  /** The option plus the chosen add-ons, whole dollars */
  total: number;
  deposit: number;
  /** The example monthly payment on the total, from the frozen book's financing terms */
  monthly: number;
}

export type TotalsError = { error: "unknown-option" | "unknown-add-on" | "invalid-content" };

const isAmount = (value: number) => Number.isFinite(value) && value >= 0;
const repeats = (ids: string[]) => new Set(ids).size !== ids.length;

/**
 * What is wrong with a proposal's figures, or null: a price, quantity or size that is
 * negative, not a number or infinite, or two options or add-ons under one id. The staff form
 * refuses these before saving; totals check again, since they are worked out from stored rows.
 */
export function contentProblem(content: ProposalContent): string | null {
  if (!(Number.isFinite(content.squares) && content.squares > 0)) return "squares";
  if (!(Number.isInteger(content.layers) && content.layers >= 0)) return "layers";
  if (!isAmount(content.tearOffPerLayer)) return "tear-off";
  if (content.options.some((option) => !isAmount(option.perSquare))) return "price per square";
  if (content.addOns.some((addOn) => !isAmount(addOn.quantity) || !isAmount(addOn.unitPrice))) {
    return "add-on";
  }
  if (repeats(content.options.map((option) => option.id))) return "option ids";
  if (repeats(content.addOns.map((addOn) => addOn.id))) return "add-on ids";
  return null;
}

/**
 * One option's price for this roof: its measured squares at the price per square staff
 * chose, plus the tear-off, rounded up to whole hundreds (the estimate's rule, optionPrice).
 * Undefined for an id the proposal does not have.
 */
export function optionTotal(content: ProposalContent, optionId: string): number | undefined {
  const option = content.options.find((candidate) => candidate.id === optionId);
  if (option === undefined) return undefined;
  return optionPrice(
    {
      squares: content.squares,
      perSquare: option.perSquare,
      tearOffPerLayer: content.tearOffPerLayer,
      layers: content.layers,
    },
    "up",
  );
}

/** An add-on's line: its quantity at its unit price, to the whole dollar. */
export const addOnPrice = (addOn: ProposalContent["addOns"][number]): number =>
  Math.round(addOn.quantity * addOn.unitPrice);

/**
 * The total, deposit and monthly example for the homeowner's choice, or which id is unknown.
 * An add-on chosen twice counts once.
 *
 * @example proposalTotal(content, { optionId: "option-2", addOnIds: ["add-on-1"] })
 * // { option: { id: "option-2", label: "…", price: 16_600 }, addOns: […], total: 18_400,
 * //   deposit: 1_840, monthly: 243 }
 */
export function proposalTotal(
  content: ProposalContent,
  { optionId, addOnIds }: ProposalChoice,
): Totals | TotalsError {
  if (contentProblem(content) !== null) return { error: "invalid-content" };
  const option = content.options.find((candidate) => candidate.id === optionId);
  const price = optionTotal(content, optionId);
  if (option === undefined || price === undefined) return { error: "unknown-option" };
  const chosen = new Set(addOnIds);
  const addOns = content.addOns.filter((addOn) => chosen.has(addOn.id));
  if (addOns.length !== chosen.size) return { error: "unknown-add-on" };
  const lines = addOns.map((addOn) => ({
    id: addOn.id,
    name: addOn.name,
    quantity: addOn.quantity,
    unitPrice: addOn.unitPrice,
    price: addOnPrice(addOn),
  }));
  const total = price + lines.reduce((sum, line) => sum + line.price, 0);
  return {
    option: { id: option.id, label: option.label, price },
    addOns: lines,
    total,
    deposit: depositAmount(total, content.deposit),
    monthly: examplePayment(total, financingTerms(content.priceBook)),
  };
}
