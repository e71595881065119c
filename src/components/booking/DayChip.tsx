import { DateTime } from "luxon";
import { dayInWords } from "../../lib/booking/window-words";
import { BUSINESS_ZONE } from "../../lib/booking/windows";
import { DAY_FORM_ID } from "./DayForm";

/**
 * One day of the strip: a radio button of the day form (never posted) and its label,
 * "Tue 1 Dec" on screen and the whole date to a screen reader. A mark shows while one of
 * the day's windows is chosen, so a choice made on another day is not lost from sight.
 */
export function DayChip({ day, checked }: { day: string; checked: boolean }) {
  const date = DateTime.fromISO(day, { zone: BUSINESS_ZONE }).setLocale("en-US");
  const id = `day-${day}`;
  return (
    <>
      <input
        type="radio"
        name="day"
        id={id}
        form={DAY_FORM_ID}
        defaultChecked={checked}
        className="peer sr-only"
      />
      <label
        htmlFor={id}
        className="border-line text-brand-900 peer-checked:border-brand-700 peer-checked:bg-brand-700 peer-focus-visible:outline-accent-600 relative flex min-h-16 cursor-pointer flex-col items-center justify-center rounded-lg border-2 bg-white leading-tight peer-checked:text-white peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2"
      >
        <span className="sr-only">{dayInWords(day)}</span>
        <span aria-hidden="true" className="text-sm font-semibold">
          {date.toFormat("ccc")}
        </span>
        <span aria-hidden="true" className="text-xl font-extrabold">
          {date.toFormat("d")}
        </span>
        <span aria-hidden="true" className="text-xs">
          {date.toFormat("LLL")}
        </span>
        <span
          aria-hidden="true"
          className="bg-accent-600 absolute top-1.5 right-1.5 hidden size-2.5 rounded-full group-has-[[name=window]:checked]/day:block"
        />
      </label>
    </>
  );
}
