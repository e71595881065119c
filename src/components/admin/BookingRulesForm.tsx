import { controlClass } from "../ui/Field";
import { Button } from "../ui/Button";

interface BookingRulesFormProps {
  action: string;
  weekly: string;
  noticeHours: number;
  horizonDays: number;
}

/** The booking rules /book follows: the weekly windows (one a line), the notice, the horizon. */
export function BookingRulesForm({
  action,
  weekly,
  noticeHours,
  horizonDays,
}: BookingRulesFormProps) {
  return (
    <form method="post" action={action} className="grid gap-4">
      <div className="grid gap-1.5">
        <label htmlFor="weekly" className="font-semibold">
          Weekly windows
        </label>
        <textarea
          id="weekly"
          name="weekly"
          rows={12}
          defaultValue={weekly}
          aria-describedby="weekly-hint"
          className={`${controlClass} font-mono`}
        />
        <p id="weekly-hint" className="text-muted text-sm">
          One window a line: day, start-end (24-hour), and how many inspections at once, e.g.
          &quot;Saturday 09:00-11:00 x2&quot;.
        </p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-1.5">
          <label htmlFor="noticeHours" className="font-semibold">
            Extra notice (hours)
          </label>
          <input
            id="noticeHours"
            name="noticeHours"
            type="number"
            min={0}
            max={336}
            defaultValue={noticeHours}
            aria-describedby="notice-hint"
            className={controlClass}
          />
          <p id="notice-hint" className="text-muted text-sm">
            Bookings always start on the next business morning; this adds hours on top.
          </p>
        </div>
        <div className="grid gap-1.5">
          <label htmlFor="horizonDays" className="font-semibold">
            Days offered ahead
          </label>
          <input
            id="horizonDays"
            name="horizonDays"
            type="number"
            min={1}
            max={60}
            defaultValue={horizonDays}
            className={controlClass}
          />
        </div>
      </div>
      <Button type="submit" className="justify-self-start">
        Save the rules
      </Button>
    </form>
  );
}
