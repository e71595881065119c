interface BookingSummaryProps {
  when: string;
  address: string;
  reference: string;
  cancelled: boolean;
  links: { calendar: string; reschedule: string; cancel: string } | null;
}

/** The confirmation: the window in words, the address, and what the homeowner can do. */
export function BookingSummary({
  when,
  address,
  reference,
  cancelled,
  links,
}: BookingSummaryProps) {
  return (
    <div className="flex max-w-3xl flex-col gap-6">
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
        <ul className="flex flex-wrap gap-4">
          <li>
            <a
              href={links.calendar}
              download="inspection.ics"
              className="text-brand-700 font-semibold underline"
            >
              Add to my calendar (.ics)
            </a>
          </li>
          <li>
            <a href={links.reschedule} className="text-brand-700 font-semibold underline">
              Reschedule
            </a>
          </li>
          <li>
            <a href={links.cancel} className="text-brand-700 font-semibold underline">
              Cancel the inspection
            </a>
          </li>
        </ul>
      )}
    </div>
  );
}
