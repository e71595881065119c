import { defaultPriceBook } from "../../config/price-book.ts";
import { financeDisclosure } from "../../config/finance-disclosure.ts";
import { fillPlaceholders as fill } from "../fill-placeholders.ts";
import { formatDollars } from "../format-dollars.ts";
import { monthlyPayment } from "./monthly-payment.ts";
import type { FinancingTerms, PriceBook } from "../../config/price-book-types.ts";
import type { Range } from "./range.ts";

/** A book's financing with every term known; a book saved before a term was asked gets the defaults'. */
export function financingTerms(book: Pick<PriceBook, "financing">): Required<FinancingTerms> {
  const defaults = defaultPriceBook().financing;
  return {
    termMonths: book.financing.termMonths,
    apr: book.financing.apr,
    downPaymentPercent: book.financing.downPaymentPercent ?? defaults.downPaymentPercent ?? 0,
    rateMayIncrease: book.financing.rateMayIncrease ?? defaults.rateMayIncrease ?? false,
  };
}

/** The level monthly payment on `price` after the down payment, to the whole dollar. */
export function examplePayment(price: number, terms: Required<FinancingTerms>): number {
  const financed = price * (1 - terms.downPaymentPercent / 100);
  return Math.round(monthlyPayment(financed, terms.termMonths, terms.apr));
}

/**
 * The monthly example with everything Regulation Z wants beside it (config/finance-disclosure.ts):
 * the payments over the whole term, the annual percentage rate and whether it may rise,
 * and the down payment. A sent proposal passes the wording it was sent with.
 *
 * @example financeExample({ low: 173, high: 250 }, terms).sentences[0]
 * // "120 monthly payments of about $173 – $250 at a 9.99% annual percentage rate."
 */
export function financeExample(
  monthly: Range,
  terms: Required<FinancingTerms>,
  text: typeof financeDisclosure = financeDisclosure,
) {
  const amount =
    monthly.low === monthly.high
      ? formatDollars(monthly.low)
      : `${formatDollars(monthly.low)} – ${formatDollars(monthly.high)}`;
  const values = {
    termMonths: String(terms.termMonths),
    monthly: amount,
    apr: String(terms.apr),
    downPayment: String(terms.downPaymentPercent),
  };
  return {
    heading: text.heading,
    sentences: [
      `${fill(text.payments, values)} ${fill(text.rate, values)}.`,
      terms.rateMayIncrease ? text.variableRate : text.fixedRate,
      terms.downPaymentPercent > 0 ? fill(text.downPayment, values) : text.noDownPayment,
      text.subjectToApproval,
    ],
  };
}
