import { formatDollars } from "../../lib/format-dollars";
import type { Totals } from "../../lib/proposals/totals";

interface ProposalTotalsProps {
  totals: Totals | null;
  /** Why the deposit waits, or how the office collects it */
  depositNote: string;
  /** The Regulation Z example for the total, already worded */
  monthly: { heading: string; sentences: readonly string[] } | null;
}

/** What the choice comes to: worked out on the server from the ids chosen. */
export function ProposalTotals({ totals, depositNote, monthly }: ProposalTotalsProps) {
  if (totals === null) {
    return (
      <p className="rounded-card bg-brand-50 text-brand-900 p-5 font-semibold" role="status">
        Choose an option above, then press "Update Total" to see your total and deposit.
      </p>
    );
  }
  return (
    <div className="rounded-card bg-brand-50 p-5" role="status">
      <dl className="grid gap-2">
        <div className="flex justify-between gap-4">
          <dt>{totals.option.label}</dt>
          <dd className="font-semibold">{formatDollars(totals.option.price)}</dd>
        </div>
        {totals.addOns.map((addOn) => (
          <div key={addOn.id} className="flex justify-between gap-4">
            <dt>{addOn.name}</dt>
            <dd className="font-semibold">{formatDollars(addOn.price)}</dd>
          </div>
        ))}
        <div className="text-brand-900 flex justify-between gap-4 border-t border-slate-300 pt-2 text-xl font-extrabold">
          <dt>Total</dt>
          <dd>{formatDollars(totals.total)}</dd>
        </div>
        <div className="flex justify-between gap-4 font-semibold">
          <dt>Deposit</dt>
          <dd>{formatDollars(totals.deposit)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt>Balance, when the work is finished</dt>
          <dd>{formatDollars(totals.total - totals.deposit)}</dd>
        </div>
      </dl>
      <p className="text-muted mt-2 text-sm">{depositNote}</p>
      {monthly && (
        <div className="mt-4 text-sm">
          <p className="text-brand-900 font-semibold">{monthly.heading}</p>
          <p>{monthly.sentences.join(" ")}</p>
        </div>
      )}
    </div>
  );
}
