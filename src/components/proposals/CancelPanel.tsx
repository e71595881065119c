import { cancellationWords } from "../../config/proposal-cancellation";
import { formatCalendarDay } from "../../lib/date-format";
import { fillPlaceholders } from "../../lib/fill-placeholders";
import { formatDollars } from "../../lib/format-dollars";
import type { CancellationOffer } from "../../lib/proposals/cancellation";
import { Button } from "../ui/Button";

interface CancelPanelProps {
  /** The offer while a window is open; null once every window has closed */
  offer: CancellationOffer | null;
  /** Whole dollars paid as the deposit, or null when nothing was paid */
  depositPaid: number | null;
  /** Where the form posts: the page itself, whose POST reads intent "cancel" */
  action: string;
  /** Why the last post changed nothing (the box was not ticked, the time has passed), or null */
  error: string | null;
}

const sectionClass = "rounded-card grid scroll-mt-24 gap-3 border border-slate-300 bg-white p-5";

/**
 * "Cancel this contract" on the signed proposal's page while a notice's window is open: the
 * law that gives the right and until when, what happens to a deposit paid, and a plain form
 * post with a box to tick. No script. Every sentence is config/proposal-cancellation.ts's;
 * the laws' names and refund periods are the offer's, as the contract was sent with them.
 */
export function CancelPanel({ offer, depositPaid, action, error }: CancelPanelProps) {
  const words = cancellationWords;
  // A post after the last window closed: say so where the panel was, and offer nothing.
  if (offer === null) {
    return error ? (
      <section id="cancel" aria-labelledby="cancel-heading" className={sectionClass}>
        <h2 id="cancel-heading" className="text-brand-900 text-2xl font-bold">
          {words.closedHeading}
        </h2>
        <p role="alert" className="font-semibold">
          {error}
        </p>
      </section>
    ) : null;
  }
  const deposit =
    depositPaid === null
      ? words.depositUnpaid
      : fillPlaceholders(offer.refund ? words.depositPaid : words.depositPaidNoPeriod, {
          deposit: formatDollars(depositPaid),
          refund: offer.refund?.within ?? "",
          citation: offer.refund?.citation ?? "",
        });
  return (
    <section id="cancel" aria-labelledby="cancel-heading" className={sectionClass}>
      <h2 id="cancel-heading" className="text-brand-900 text-2xl font-bold">
        {words.heading}
      </h2>
      {offer.open.map(({ notice, lastDay, name, untilDecision }) => (
        <p key={notice}>
          {lastDay === null
            ? fillPlaceholders(words.rightUntilDecision, { name, until: untilDecision ?? "" })
            : fillPlaceholders(words.rightUntil, { name, date: formatCalendarDay(lastDay) })}
        </p>
      ))}
      <p>{deposit}</p>
      <p className="text-muted text-sm">{words.alsoInWriting}</p>
      <form method="post" action={action} className="grid gap-3">
        {error && (
          <p role="alert" className="font-semibold text-red-800">
            {error}
          </p>
        )}
        <label className="flex items-start gap-3 font-semibold">
          <input
            type="checkbox"
            name="confirm"
            required
            className="accent-accent-600 mt-1 size-5 shrink-0"
          />
          <span>{words.confirm}</span>
        </label>
        <Button
          type="submit"
          name="intent"
          value="cancel"
          variant="outline"
          className="w-full sm:w-auto"
        >
          {words.button}
        </Button>
      </form>
    </section>
  );
}
