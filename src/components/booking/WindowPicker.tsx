import { clockInWords, dayInWords } from "../../lib/booking/window-words";
import { DayChip } from "./DayChip";

export interface PickableWindow {
  id: string;
  day: string;
  start: string;
  end: string;
  left: number;
}

interface WindowPickerProps {
  /** Windows with room, grouped by local day, in order */
  days: [string, PickableWindow[]][];
  checked?: string | undefined;
  error?: string | undefined;
}

/**
 * The arrival windows, a phone screen at most: a strip of days, and under it the chosen
 * day's windows as large buttons. Without JavaScript: a radio button per day (DayChip)
 * whose `:checked` shows its day's fieldset (CSS `peer-checked`), and the windows as radio
 * buttons named `window`. A day with a window chosen keeps a mark when another is shown.
 * A count is shown only for the last place: "2 places left" everywhere read as pressure.
 */
export function WindowPicker({ days, checked, error }: WindowPickerProps) {
  const errorId = error ? "window-error" : undefined;
  const shownDay = days.find(([, windows]) => windows.some((w) => w.id === checked))?.[0];
  return (
    <div
      className="grid grid-cols-[repeat(auto-fill,minmax(4.5rem,1fr))] gap-2"
      id="booking-windows"
    >
      {error && (
        <p id="window-error" className="text-danger col-span-full font-semibold" role="alert">
          {error}
        </p>
      )}
      {days.length === 0 && (
        <p className="text-muted col-span-full">
          Every window in the next two weeks is taken. Please call us and we will find a time.
        </p>
      )}
      {days.map(([day, windows]) => (
        <div key={day} className="group/day contents">
          <DayChip day={day} checked={day === (shownDay ?? days[0]?.[0])} />
          <fieldset className="order-1 col-span-full mt-3 hidden grid-cols-2 gap-3 peer-checked:grid">
            <legend className="text-brand-900 mb-2 text-lg font-bold">{dayInWords(day)}</legend>
            {windows.map((window) => (
              <label
                key={window.id}
                className="border-line has-checked:border-brand-700 has-checked:bg-brand-50 has-focus-visible:outline-accent-600 flex min-h-14 cursor-pointer flex-col justify-center rounded-lg border-2 bg-white px-3 py-2 has-focus-visible:outline-3"
              >
                <input
                  type="radio"
                  name="window"
                  value={window.id}
                  defaultChecked={window.id === checked}
                  aria-describedby={errorId}
                  className="sr-only"
                />
                <span className="text-brand-900 font-semibold">
                  {clockInWords(window.start)} – {clockInWords(window.end)}
                </span>
                {window.left === 1 && <span className="text-muted text-sm">Last place</span>}
              </label>
            ))}
          </fieldset>
        </div>
      ))}
    </div>
  );
}
