import { financeDisclosure } from "../../config/finance-disclosure";
import { examplePayment, financingTerms } from "../../lib/estimate/finance-example";
import type { PriceBook } from "../../config/price-book-types";
import { formatDollars } from "../../lib/format-dollars";
import { ESTIMATE_PATH } from "../../lib/public-routes";
import { LinkButton } from "../ui/Button";
import { Section } from "../ui/Section";
import { FinanceExample } from "./FinanceExample";

/**
 * /financing's worked example: a round amount on the price book's terms, with the same
 * disclosures as the estimate's options, and the way to the estimate for a roof's own.
 */
export function FinancingExampleSection({ book }: { book: Pick<PriceBook, "financing"> }) {
  const terms = financingTerms(book);
  const payment = examplePayment(financeDisclosure.exampleAmount, terms);
  return (
    <Section aria-labelledby="financing-example">
      <div className="mx-auto max-w-3xl">
        <h2 id="financing-example" className="text-2xl font-extrabold sm:text-3xl">
          What a monthly payment looks like
        </h2>
        <FinanceExample
          className="mt-5"
          monthly={{ low: payment, high: payment }}
          terms={terms}
          lead={financeDisclosure.exampleLead.replace(
            "{amount}",
            formatDollars(financeDisclosure.exampleAmount),
          )}
        />
        <div className="mt-5 flex flex-wrap gap-3">
          <LinkButton href={ESTIMATE_PATH} variant="secondary">
            See your roof&apos;s price and payment
          </LinkButton>
        </div>
      </div>
    </Section>
  );
}
