import { depositCollection } from "../../config/deposit-collection";
import { formatBusinessDay } from "../../lib/date-format";
import { fillPlaceholders } from "../../lib/fill-placeholders";
import { formatDollars } from "../../lib/format-dollars";
import { Button } from "../ui/Button";

/** The signed proposal's deposit, as server/proposals/deposit-operations.ts reports it. */
export type DepositPanelState =
  | { kind: "none" }
  | { kind: "paid"; dollars: number; paidAt: string }
  | { kind: "held"; dollars: number; until: string | null }
  | { kind: "due"; dollars: number; checkoutOrigin: string | null };

interface DepositPanelProps {
  deposit: DepositPanelState;
  /** Where "Pay the deposit" posts (proposalPagePaths.deposit) */
  action: string;
  /** Back from Stripe's page: "paid" or "cancelled" (the return URLs' ?deposit=), else null */
  returned: "paid" | "cancelled" | null;
}

/**
 * The deposit on the signed page: paid, held by Kentucky's insurance rule until a day,
 * payable through Stripe Checkout (a plain form post, no script), or how the office collects
 * it when no payment provider is set. Every sentence is config/deposit-collection.ts's.
 */
export function DepositPanel({ deposit, action, returned }: DepositPanelProps) {
  if (deposit.kind === "none") return null;
  const words = depositCollection;
  const amount = formatDollars(deposit.dollars);
  const fill = (text: string, date = "") => fillPlaceholders(text, { deposit: amount, date });
  return (
    <section
      id="deposit"
      aria-labelledby="deposit-heading"
      className="rounded-card grid scroll-mt-24 gap-3 border border-slate-300 bg-white p-5"
    >
      <h2 id="deposit-heading" className="text-brand-900 text-2xl font-bold">
        {words.heading}
      </h2>
      {deposit.kind === "paid" && (
        <p role="status" className="font-semibold text-green-800">
          {fill(words.paid, formatBusinessDay(deposit.paidAt))}
        </p>
      )}
      {deposit.kind === "held" && (
        <p>
          {deposit.until === null
            ? fill(words.held.untilInsurerDecision)
            : fill(words.held.until, formatBusinessDay(deposit.until))}
        </p>
      )}
      {deposit.kind === "due" && returned === "paid" && (
        <p role="status" className="font-semibold">
          {words.confirming}
        </p>
      )}
      {deposit.kind === "due" && returned === "cancelled" && <p role="status">{words.notPaid}</p>}
      {deposit.kind === "due" && deposit.checkoutOrigin === null && <p>{fill(words.offline)}</p>}
      {/* Back from paying, the button waits for Stripe's word rather than invite a second payment. */}
      {deposit.kind === "due" && deposit.checkoutOrigin !== null && returned !== "paid" && (
        <form method="post" action={action} className="grid gap-3">
          <p>{fill(words.payNow)}</p>
          <Button type="submit" size="lg" className="w-full sm:w-auto">
            {words.payButton}
          </Button>
        </form>
      )}
    </section>
  );
}
