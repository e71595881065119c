import { BOOK_PATH } from "../../lib/public-routes";

interface HomeownerInspectionProps {
  inspection: {
    when: string;
    address: string;
    view: string;
    reschedule: string;
    cancel: string;
  } | null;
}

/**
 * The inspection still to come: when (in the office's zone) and where, and the booking's own
 * pages to see, move or cancel it. With none booked, the way to book one.
 */
export function HomeownerInspection({ inspection }: HomeownerInspectionProps) {
  return (
    <section aria-labelledby="my-inspection" className="flex flex-col gap-4">
      <h2 id="my-inspection" className="text-brand-900 text-2xl font-extrabold">
        Your inspection
      </h2>
      {inspection ? (
        <>
          <dl className="grid gap-2 text-lg sm:grid-cols-[max-content_1fr] sm:gap-x-6">
            <dt className="text-brand-900 font-semibold">When</dt>
            <dd data-testid="my-inspection-when">{inspection.when}</dd>
            <dt className="text-brand-900 font-semibold">Where</dt>
            <dd>{inspection.address}</dd>
          </dl>
          <p className="flex flex-wrap items-center gap-x-6 gap-y-3">
            <a href={inspection.view} className="text-brand-700 text-lg font-semibold underline">
              Your booking
            </a>
            <a
              href={inspection.reschedule}
              className="text-brand-700 text-lg font-semibold underline"
            >
              Reschedule
            </a>
            <span className="text-muted text-sm">
              Cannot make it?{" "}
              <a href={inspection.cancel} className="text-muted underline">
                Cancel the inspection
              </a>
            </span>
          </p>
        </>
      ) : (
        <p className="text-lg">
          No inspection is booked.{" "}
          <a href={BOOK_PATH} className="text-brand-700 font-semibold underline">
            Book a free inspection
          </a>
        </p>
      )}
    </section>
  );
}
