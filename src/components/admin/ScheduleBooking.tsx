import { clockInWords, dayInWords } from "../../lib/booking/window-words";
import { leadPath } from "../../lib/admin-routes";
import { serviceLabel } from "../../lib/lead-model";
import { telHref } from "../../lib/phone-links";
import { Button } from "../ui/Button";

export interface ScheduleBookingView {
  id: number;
  reference: string;
  name: string;
  address: string;
  phone: string;
  service: string;
  status: string;
  windowId: string;
}

export interface ScheduleActions {
  reschedule: string;
  cancel: string;
  mark: string;
}

interface ScheduleBookingProps {
  booking: ScheduleBookingView;
  actions: ScheduleActions;
  /** Windows with room, to move the inspection to */
  open: { id: string; day: string; start: string; end: string }[];
}

/** One inspection on the staff week: who, where, the lead, and what staff can do with it. */
export function ScheduleBooking({ booking, actions, open }: ScheduleBookingProps) {
  const booked = booking.status === "booked";
  const selectId = `move-${booking.id}`;
  return (
    <li className="border-line rounded-lg border p-3" data-booking={booking.id}>
      <p className="font-semibold">
        <a href={leadPath(booking.reference)} className="text-brand-700 underline">
          {booking.name}
        </a>{" "}
        <span className="text-muted text-sm">
          {serviceLabel(booking.service)} · {booking.reference}
          {booked
            ? ""
            : ` · ${booking.status === "no-show" ? "No-show" : booking.status === "done" ? "Done" : "Cancelled"}`}
        </span>
      </p>
      <p>{booking.address}</p>
      <p>
        <a href={telHref(booking.phone)} className="underline">
          {booking.phone}
        </a>
      </p>
      {booked && (
        <div className="mt-2 flex flex-wrap items-end gap-2">
          <form method="post" action={actions.mark} className="flex gap-2">
            <input type="hidden" name="bookingId" value={booking.id} />
            <Button type="submit" name="outcome" value="done" size="sm" variant="outline">
              Done
            </Button>
            <Button type="submit" name="outcome" value="no-show" size="sm" variant="outline">
              No-show
            </Button>
          </form>
          <form method="post" action={actions.cancel}>
            <input type="hidden" name="bookingId" value={booking.id} />
            <Button type="submit" size="sm" variant="outline">
              Cancel (homeowner told)
            </Button>
          </form>
          <form method="post" action={actions.reschedule} className="flex items-end gap-2">
            <input type="hidden" name="bookingId" value={booking.id} />
            <label htmlFor={selectId} className="text-sm">
              Move to
              <select
                id={selectId}
                name="window"
                required
                className="border-line ml-2 rounded border p-1"
              >
                {open
                  .filter((window) => window.id !== booking.windowId)
                  .map((window) => (
                    <option key={window.id} value={window.id}>
                      {dayInWords(window.day)}, {clockInWords(window.start)}–
                      {clockInWords(window.end)}
                    </option>
                  ))}
              </select>
            </label>
            <Button type="submit" size="sm" variant="outline">
              Move
            </Button>
          </form>
        </div>
      )}
    </li>
  );
}
