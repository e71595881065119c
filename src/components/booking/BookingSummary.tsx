import type { BookingPageLinks } from "../../lib/booking/calendar-links";
import { LinkButton } from "../ui/Button";

interface BookingSummaryProps {
  when: string;
  address: string;
  reference: string;
  cancelled: boolean;
  links: BookingPageLinks | null;
}

/**
 * The confirmation: the window in words, the address, and what the homeowner can do, in
 * the order they are likely to: put it in a calendar (Google, Outlook or the file), move
 * it, and only last and quietly, cancel it.
 */
export function BookingSummary({
  when,
  address,
  reference,
  cancelled,
  links,
}: BookingSummaryProps) {
  return (
    <div className="flex max-w-3xl flex-col gap-8">
      <dl className="grid gap-3 text-lg sm:grid-cols-[max-content_1fr] sm:gap-x-6">
        <dt className="text-brand-900 font-semibold">When</dt>
        <dd data-testid="booking-when">{when}</dd>
        <dt className="text-brand-900 font-semibold">Where</dt>
        <dd>{address}</dd>
        <dt className="text-brand-900 font-semibold">Reference</dt>
        <dd>{reference}</dd>
        <dt className="text-brand-900 font-semibold">Status</dt>
        <dd>{cancelled ? "Cancelled" : "Booked"}</dd>
      </dl>
      {links && (
        <>
          <section aria-labelledby="add-to-calendar" className="flex flex-col gap-3">
            <h2 id="add-to-calendar" className="text-xl font-extrabold">
              Add it to your calendar
            </h2>
            <div className="grid gap-3 sm:grid-cols-3">
              <LinkButton href={links.google} variant="secondary">
                Google Calendar
              </LinkButton>
              <LinkButton href={links.outlook} variant="secondary">
                Outlook
              </LinkButton>
              <LinkButton href={links.calendar} variant="outline" download="inspection.ics">
                Add to my calendar (.ics)
              </LinkButton>
            </div>
          </section>
          <p className="flex flex-wrap items-center gap-x-6 gap-y-3">
            <a href={links.reschedule} className="text-brand-700 text-lg font-semibold underline">
              Reschedule
            </a>
            <span className="text-muted text-sm">
              Cannot make it?{" "}
              <a href={links.cancel} className="text-muted underline">
                Cancel the inspection
              </a>
            </span>
          </p>
        </>
      )}
    </div>
  );
}
