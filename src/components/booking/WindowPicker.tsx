import { clockInWords, dayInWords } from "../../lib/booking/window-words";

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
 * The arrival windows as radio buttons named `window`, one fieldset per day with the day
 * as its legend; an error on the choice is tied to every button by aria-describedby.
 */
export function WindowPicker({ days, checked, error }: WindowPickerProps) {
  const errorId = error ? "window-error" : undefined;
  return (
    <div className="flex flex-col gap-4" id="booking-windows">
      {error && (
        <p id="window-error" className="text-danger font-semibold" role="alert">
          {error}
        </p>
      )}
      {days.length === 0 && (
        <p className="text-muted">
          Every window in the next two weeks is taken. Please call us and we will find a time.
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {days.map(([day, windows]) => (
          <fieldset key={day} className="rounded-lg border border-slate-300 bg-white p-4">
            <legend className="text-brand-900 px-1 font-semibold">{dayInWords(day)}</legend>
            <div className="mt-2 flex flex-col gap-2">
              {windows.map((window) => (
                <label key={window.id} className="flex items-center gap-3 py-1">
                  <input
                    type="radio"
                    name="window"
                    value={window.id}
                    required
                    defaultChecked={window.id === checked}
                    aria-describedby={errorId}
                    className="accent-brand-700 size-5 shrink-0"
                  />
                  <span>
                    {clockInWords(window.start)} to {clockInWords(window.end)}
                    <span className="text-muted text-sm">
                      {" "}
                      ({window.left === 1 ? "1 place left" : `${window.left} places left`})
                    </span>
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
        ))}
      </div>
    </div>
  );
}
