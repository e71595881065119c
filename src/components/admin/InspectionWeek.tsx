import { clockInWords, dayInWords } from "../../lib/booking/window-words";
import { Button } from "../ui/Button";
import { WeekInspection, type WeekActions, type WeekInspectionView } from "./WeekInspection";

export interface WeekDayView {
  day: string;
  blocked: boolean;
  windows: {
    id: string;
    start: string;
    end: string;
    capacity: number;
    blocked: boolean;
    inspections: WeekInspectionView[];
  }[];
}

interface InspectionWeekProps {
  days: WeekDayView[];
  today: string;
  open: { id: string; day: string; start: string; end: string }[];
  actions: WeekActions & { block: string; unblock: string };
}

/** A block or unblock button for a day (start empty) or one window. */
function BlockForm({
  action,
  day,
  start,
  label,
}: {
  action: string;
  day: string;
  start: string;
  label: string;
}) {
  return (
    <form method="post" action={action}>
      <input type="hidden" name="day" value={day} />
      <input type="hidden" name="start" value={start} />
      <Button type="submit" size="sm" variant="outline">
        {label}
      </Button>
    </form>
  );
}

/** The seven days from today, today first: each window, its inspections, and the block buttons. */
export function InspectionWeek({ days, today, open, actions }: InspectionWeekProps) {
  return (
    <div className="grid gap-6">
      {days.map(({ day, blocked, windows }) => (
        <section
          key={day}
          aria-labelledby={`day-${day}`}
          className="rounded-card shadow-card bg-white p-5"
        >
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id={`day-${day}`} className="text-xl font-bold">
              {day === today ? `Today, ${dayInWords(day)}` : dayInWords(day)}
              {blocked && <span className="text-danger ml-2 text-base">(blocked)</span>}
            </h2>
            <BlockForm
              action={blocked ? actions.unblock : actions.block}
              day={day}
              start=""
              label={blocked ? "Unblock the day" : "Block the whole day"}
            />
          </div>
          {windows.length === 0 && <p className="text-muted mt-2">No windows this day.</p>}
          <div className="mt-3 grid gap-4">
            {windows.map((window) => {
              const booked = window.inspections.filter(
                (inspection) => inspection.status === "booked",
              ).length;
              return (
                <div key={window.id} className="border-line border-t pt-3">
                  <div className="flex flex-wrap items-center justify-between gap-3">
                    <h3 className="font-semibold">
                      {clockInWords(window.start)} to {clockInWords(window.end)}{" "}
                      <span className="text-muted text-sm font-normal">
                        {booked} of {window.capacity} booked{window.blocked ? ", blocked" : ""}
                      </span>
                    </h3>
                    {!blocked && (
                      <BlockForm
                        action={window.blocked ? actions.unblock : actions.block}
                        day={day}
                        start={window.start}
                        label={window.blocked ? "Unblock window" : "Block window"}
                      />
                    )}
                  </div>
                  {window.inspections.length > 0 && (
                    <ul className="mt-2 grid gap-2">
                      {window.inspections.map((inspection) => (
                        <WeekInspection
                          key={inspection.id}
                          inspection={inspection}
                          actions={actions}
                          open={open}
                        />
                      ))}
                    </ul>
                  )}
                </div>
              );
            })}
          </div>
        </section>
      ))}
    </div>
  );
}
