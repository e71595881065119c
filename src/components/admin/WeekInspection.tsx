import { clockInWords, dayInWords } from "../../lib/booking/window-words";
import { leadPath } from "../../lib/admin-routes";
import { serviceLabel } from "../../lib/lead-model";
import { telHref } from "../../lib/phone-links";
import { Button } from "../ui/Button";

export interface WeekInspectionView {
  id: number;
  reference: string;
  name: string;
  address: string;
  phone: string;
  service: string;
  status: string;
  windowId: string;
}

export interface WeekActions {
  reschedule: string;
  cancel: string;
  mark: string;
}

interface WeekInspectionProps {
  inspection: WeekInspectionView;
  actions: WeekActions;
  /** Windows with room, to move the inspection to */
  open: { id: string; day: string; start: string; end: string }[];
}

/** One inspection on the staff week: who, where, the lead, and what staff can do with it. */
export function WeekInspection({ inspection, actions, open }: WeekInspectionProps) {
  const booked = inspection.status === "booked";
  const selectId = `move-${inspection.id}`;
  return (
    <li className="border-line rounded-lg border p-3" data-inspection={inspection.id}>
      <p className="font-semibold">
        <a href={leadPath(inspection.reference)} className="text-brand-700 underline">
          {inspection.name}
        </a>{" "}
        <span className="text-muted text-sm">
          {serviceLabel(inspection.service)} · {inspection.reference}
          {booked
            ? ""
            : ` · ${inspection.status === "no-show" ? "No-show" : inspection.status === "done" ? "Done" : "Cancelled"}`}
        </span>
      </p>
      <p>{inspection.address}</p>
      <p>
        <a href={telHref(inspection.phone)} className="underline">
          {inspection.phone}
        </a>
      </p>
      {booked && (
        <div className="mt-2 flex flex-wrap items-end gap-2">
          <form method="post" action={actions.mark} className="flex gap-2">
            <input type="hidden" name="inspectionId" value={inspection.id} />
            <Button type="submit" name="outcome" value="done" size="sm" variant="outline">
              Done
            </Button>
            <Button type="submit" name="outcome" value="no-show" size="sm" variant="outline">
              No-show
            </Button>
          </form>
          <form method="post" action={actions.cancel}>
            <input type="hidden" name="inspectionId" value={inspection.id} />
            <Button type="submit" size="sm" variant="outline">
              Cancel (homeowner told)
            </Button>
          </form>
          <form method="post" action={actions.reschedule} className="flex items-end gap-2">
            <input type="hidden" name="inspectionId" value={inspection.id} />
            <label htmlFor={selectId} className="text-sm">
              Move to
              <select
                id={selectId}
                name="window"
                required
                className="border-line ml-2 rounded border p-1"
              >
                {open
                  .filter((window) => window.id !== inspection.windowId)
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
