import type { Range } from "../../lib/estimate/range";
import { financeExample } from "../../lib/estimate/finance-example";
import type { FinancingTerms } from "../../config/price-book-types";
import { cn } from "../../lib/cn";

interface FinanceExampleProps {
  monthly: Range;
  terms: Required<FinancingTerms>;
  /** What the example is for, before the terms: "For a $10,000 project:" */
  lead?: string;
  className?: string;
}

/**
 * A monthly payment with its Regulation Z disclosures beside it, in body text, never a
 * footnote: the estimate's options and /financing show the same one, from one price book.
 */
export function FinanceExample({ monthly, terms, lead, className }: FinanceExampleProps) {
  const example = financeExample(monthly, terms);
  const [payments, ...rest] = example.sentences;
  return (
    <div className={cn("border-brand-200 bg-brand-50 rounded-lg border p-4", className)}>
      <p className="text-brand-900 font-bold">{example.heading}</p>
      <p className="text-ink mt-1 text-lg font-semibold">
        {lead ? `${lead} ` : ""}
        {payments}
      </p>
      <p className="text-ink mt-1">{rest.join(" ")}</p>
    </div>
  );
}
